import {
  ConflictException,
  HttpException,
  Injectable,
  Logger,
  UnprocessableEntityException,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppConfig } from '../platform/config/app-config.js';
import { type CalendarConnection } from '../generated/prisma/client.js';
import {
  type CalendarCredentials,
  type ListedCalendar,
  MeetingBotCalendarsClient,
  type RawCalendar,
  type VendorCalendar,
} from '../platform/vendors/meeting-bot-calendars.client.js';
import { MeetingBotError } from '../platform/vendors/meeting-bot.transport.js';
import { vendorFailureToHttp } from '../platform/vendors/vendor-errors.js';
import { sameAddress } from './email-address.js';
import { CalendarSync } from './calendar-sync.js';
import { CalendarsRepository } from './calendars.repository.js';

/** How often a request sharing a connection another request is making looks again. */
const CONNECTING_POLL_MS = 100;

/**
 * The bridge's connections of calendars at the vendor, which teams share. The vendor account is
 * shared by every team and refuses a second connection of one calendar, so a connection belongs
 * to the bridge: the first team's request makes it (a `connecting` row, unique per calendar,
 * then the vendor call), a request for the same calendar meanwhile waits for that outcome, and
 * later teams share the row. A connection the vendor already had (409) is adopted only when it
 * is certainly this calendar's, and orphans of the account are deleted otherwise (see
 * createOrAdopt). A retired connection (its last team left) is deleted at the vendor by the
 * sync until it is, or here, by the next request connecting the calendar.
 */
@Injectable()
export class CalendarConnections {
  private readonly logger = new Logger(CalendarConnections.name);

  constructor(
    private readonly repo: CalendarsRepository,
    private readonly client: MeetingBotCalendarsClient,
    private readonly sync: CalendarSync,
    private readonly config: AppConfig,
  ) {}

  /**
   * The live connection of the calendar: shared, waited for, adopted, or made now. A retired
   * connection of the same calendar (its last team left, its vendor deletion pending or failed)
   * is deleted at the vendor first, here: the vendor would refuse a new one beside it.
   */
  async ofCalendar(
    platform: 'google' | 'microsoft',
    raw: RawCalendar,
    ofAccount: number,
    credentials: CalendarCredentials,
  ): Promise<CalendarConnection> {
    const deadline = Date.now() + this.config.vendors.VENDOR_TIMEOUT_MS + 5_000;
    for (;;) {
      const found = await this.repo.findConnection(platform, raw.id);
      if (found && found.status !== 'connecting') return found;
      if (!found) {
        for (const retired of await this.repo.retiredOf(platform, raw.id)) {
          await vendorCall(() => this.sync.deleteAtVendor(retired));
        }
        const id = randomUUID();
        if (await this.repo.claimConnection(id, platform, raw.id)) {
          return this.makeConnection(id, platform, raw, ofAccount, credentials);
        }
      } else if (found.updatedAt < this.client.callsEndedBefore()) {
        // Its request died mid-call: the vendor may have the connection (then 409, adopted).
        await this.repo.dropConnecting(found.id);
        continue;
      } else if (Date.now() > deadline) {
        throw new ConflictException('Another request is connecting this calendar; retry');
      }
      await sleep(CONNECTING_POLL_MS);
    }
  }

  private async makeConnection(
    id: string,
    platform: 'google' | 'microsoft',
    raw: RawCalendar,
    ofAccount: number,
    credentials: CalendarCredentials,
  ): Promise<CalendarConnection> {
    try {
      const vendor = await this.createOrAdopt(id, platform, raw, ofAccount, credentials);
      return await this.repo.settleConnection(id, vendor);
    } catch (error) {
      await this.repo.dropConnecting(id);
      throw error instanceof HttpException ? error : vendorFailure(error);
    }
  }

  /**
   * The vendor's new connection; on its 409 (it has one of this calendar the bridge does not
   * know: an earlier request's answer was lost, or it was made outside the bridge) the one it
   * has, when it is certainly this calendar's: the only unknown connection of exactly this
   * account, which has no other calendar. Otherwise the unknown connections of exactly this
   * account that no request can still be making are orphans of the bridge (nothing uses them):
   * deleted at the vendor, and the connection made again once.
   */
  private async createOrAdopt(
    id: string,
    platform: 'google' | 'microsoft',
    raw: RawCalendar,
    ofAccount: number,
    credentials: CalendarCredentials,
  ): Promise<VendorCalendar> {
    try {
      return await this.client.create(platform, raw.id, credentials);
    } catch (error) {
      if (!isConflict(error)) throw error;
    }
    const unknown = await this.unknownOfAccount(platform, raw.email);
    if (unknown.length === 1 && ofAccount === 1) {
      const adopted = await this.client.details(unknown[0]!.calendarId);
      if (adopted && sameAddress(adopted.accountEmail, raw.email)) {
        this.logger.warn(`calendar ${id}: adopted the vendor's existing connection`);
        return adopted;
      }
    }
    const endedBefore = this.client.callsEndedBefore();
    const orphans = unknown.filter((c) => c.createdAt !== null && c.createdAt < endedBefore);
    for (const orphan of orphans) {
      await this.client.delete(orphan.calendarId);
      this.logger.warn(
        `calendar ${id}: deleted the vendor's connection ${orphan.calendarId}, of this account ` +
          'and known to no team',
      );
    }
    if (orphans.length > 0) {
      try {
        return await this.client.create(platform, raw.id, credentials);
      } catch (error) {
        if (!isConflict(error)) throw error;
      }
    }
    this.logger.warn(
      `calendar ${id}: the vendor refused a second connection of ${platform} calendar ` +
        `${raw.id}; its account's unknown connections are too recent to be orphans: ` +
        (unknown.map((c) => c.calendarId).join(', ') || 'none'),
    );
    throw new ConflictException(
      'The vendor holds a connection of this calendar that the bridge cannot match to it yet ' +
        '(another request may be making one); retry in a minute',
    );
  }

  /**
   * The vendor's connections of exactly this account (its filter is a partial match) that no
   * connection of the bridge is.
   */
  private async unknownOfAccount(platform: 'google' | 'microsoft', accountEmail: string) {
    if (accountEmail === '') return [];
    const listed = await this.client.find(platform, accountEmail);
    const unknown: ListedCalendar[] = [];
    for (const c of listed) {
      if (!sameAddress(c.accountEmail, accountEmail)) continue;
      if (c.platform !== null && c.platform !== platform) continue;
      if (!(await this.repo.knowsVendorId(c.calendarId))) unknown.push(c);
    }
    return unknown;
  }
}

/** A vendor call whose failure is answered as the calendars' routes answer it. */
export async function vendorCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw vendorFailure(error);
  }
}

/** The provider's refusal of a grant is the team's to fix (422), not the bridge's key. */
function vendorFailure(error: unknown): unknown {
  if (!(error instanceof MeetingBotError)) return error;
  const failure = error.failure;
  if (failure.kind === 'rejected' && (failure.status === 401 || failure.status === 403)) {
    return new UnprocessableEntityException(
      `The calendar provider refused the credentials: ${failure.message}`,
    );
  }
  return vendorFailureToHttp(failure);
}

const isConflict = (error: unknown) =>
  error instanceof MeetingBotError &&
  error.failure.kind === 'rejected' &&
  error.failure.status === 409;
