import { Injectable } from '@nestjs/common';
import { isJsonObject, nonEmptyText } from '../platform/common/json-object.js';
import { BackgroundWorker, type Tick, WorkerKit } from '../platform/queue/background-worker.js';
import { type CalendarConnection } from '../generated/prisma/client.js';
import { EventOutbox, type EventWriter, type Tx } from '../platform/outbox/event-outbox.js';
import {
  MeetingBotCalendarsClient,
  type VendorCalendar,
} from '../platform/vendors/meeting-bot-calendars.client.js';
import { CalendarPlanner } from './calendar-planner.js';
import { CalendarsRepository } from './calendars.repository.js';

/** Connections reconciled per round; the rest wait for the next. */
const BATCH = 20;
/** Push subscriptions expiring within this are renewed. */
const RENEW_AHEAD_MS = 24 * 3600_000;
/**
 * The vendor reads one calendar webhook may cause: its events' details, or past this many
 * events one read of the list and the details of at most this many that changed.
 */
export const WEBHOOK_READS = 20;
/** The statuses in which a connection syncs. */
const WORKING = new Set(['active', 'connecting']);

/** What a connection's status means for its teams, in words. */
export function statusInWords(status: string, vendorMessage: string | null): string | null {
  const said = vendorMessage ? ` (the vendor says: ${vendorMessage})` : '';
  switch (status) {
    case 'active':
    case 'connecting':
      return null;
    case 'revoked':
      return `The OAuth grant of the calendar was revoked${said}: give new credentials (PATCH) or connect again`;
    case 'permission_denied':
      return `The account of the calendar refused access${said}: give credentials with calendar access (PATCH)`;
    default:
      return vendorMessage ?? 'The vendor reports the connection in error';
  }
}

/**
 * Keeps the bridge's view of each calendar connection true to the vendor's: its status (a
 * connection that stops working tells its teams `calendar.disconnected`, once per episode), its
 * push subscription (renewed a day before it expires) and its events. Everything is read from
 * the vendor, never taken from a webhook's body: the webhooks only say what to read again, so
 * replays, events out of order and lost webhooks all end in the vendor's current state, and the
 * periodic pass (CALENDAR_RECONCILE_INTERVAL_MS, each connection claimed by one replica) repairs
 * what a lost webhook missed. The list carries no attendees: an event's details are read when
 * it is new or its listed fields changed, and whenever a webhook names it.
 */
@Injectable()
export class CalendarSync extends BackgroundWorker {
  constructor(
    private readonly repo: CalendarsRepository,
    private readonly client: MeetingBotCalendarsClient,
    private readonly outbox: EventOutbox,
    private readonly planner: CalendarPlanner,
    kit: WorkerKit,
  ) {
    super(kit, CalendarSync.name);
  }

  /** At most a minute apart: a round takes only the connections due (claimReconcile). */
  protected ticks(): Tick[] {
    const ms = this.config.bots.CALENDAR_RECONCILE_INTERVAL_MS;
    const everyMs = this.config.vendors.MEETING_BOT_API_VERSION === 'v2' ? Math.min(ms, 60_000) : 0;
    return [{ name: 'calendar-reconcile', role: 'sweeps', everyMs, run: () => this.round() }];
  }

  /** One round: retired connections deleted at the vendor, then the connections due. */
  async round(): Promise<number> {
    const { signal } = this.shutdown;
    for (const retired of await this.repo.retired(BATCH)) {
      if (signal.aborted) return 0;
      await this.deleteAtVendor(retired).catch((e: Error) =>
        this.logger.warn(`calendar ${retired.id}: vendor deletion failed: ${e.message}`),
      );
    }
    const due = await this.repo.claimReconcile(
      this.config.bots.CALENDAR_RECONCILE_INTERVAL_MS,
      BATCH,
    );
    let done = 0;
    for (const connection of due) {
      if (signal.aborted) break;
      try {
        await this.refresh(connection);
        done++;
      } catch (error) {
        if (signal.aborted) break;
        this.logger.warn(
          `calendar ${connection.id}: reconcile failed: ${(error as Error).message}`,
        );
      }
    }
    // What was read may change which meetings get a bot: one plan for the whole round.
    if (done > 0) await this.planner.nudge();
    return done;
  }

  /** A retired connection: deleted at the vendor (its schedules with it), then here. */
  async deleteAtVendor(connection: Pick<CalendarConnection, 'id' | 'vendorCalendarId'>) {
    if (connection.vendorCalendarId) {
      await this.client.delete(connection.vendorCalendarId, this.shutdown.signal);
    }
    await this.repo.deleteRetired(connection.id);
  }

  /** The connection's status, subscription and events, from the vendor; then the plan. */
  async reconcile(connection: Pick<CalendarConnection, 'id' | 'vendorCalendarId'>): Promise<void> {
    await this.refresh(connection);
    await this.planner.nudge();
  }

  /** The connection's status, subscription and events, from the vendor. */
  private async refresh(connection: Pick<CalendarConnection, 'id' | 'vendorCalendarId'>) {
    const vendorId = connection.vendorCalendarId;
    if (!vendorId) return;
    const state = await this.refreshStatus(connection.id, vendorId);
    if (state && WORKING.has(state.status)) await this.readEvents(connection.id, vendorId);
  }

  /** Status and subscription; null when the vendor no longer has the connection. */
  async refreshStatus(id: string, vendorId: string): Promise<VendorCalendar | null> {
    const { signal } = this.shutdown;
    let vendor = await this.client.details(vendorId, signal);
    if (!vendor) {
      await this.lost(id, 'The vendor no longer has this connection: connect the calendar again');
      return null;
    }
    const expires = vendor.subscriptionExpiresAt;
    if (vendor.status === 'active' && expires && +expires - Date.now() < RENEW_AHEAD_MS) {
      await this.client.resubscribe(vendorId, signal);
      vendor = (await this.client.details(vendorId, signal)) ?? vendor;
      this.logger.log(`calendar ${id}: push subscription renewed`);
    }
    await this.outbox.transaction(async (tx, events) => {
      const was = await this.repo.recordVendorState(tx, id, vendor);
      if (was !== null && WORKING.has(was) && !WORKING.has(vendor.status)) {
        await this.tellDisconnected(
          tx,
          events,
          id,
          statusInWords(vendor.status, vendor.statusMessage)!,
        );
      }
    });
    return vendor;
  }

  /** The connection is gone at the vendor: in error here, and its teams told. */
  private async lost(id: string, message: string): Promise<void> {
    await this.outbox.transaction(async (tx, events) => {
      const was = await this.repo.recordStatus(tx, id, 'error', message);
      if (was !== null && WORKING.has(was)) await this.tellDisconnected(tx, events, id, message);
    });
  }

  private async tellDisconnected(tx: Tx, events: EventWriter, id: string, reason: string) {
    for (const team of await this.repo.teamsOf(tx, id)) {
      await events.emit(team.teamId, 'calendar.disconnected', {
        calendar_id: team.id,
        reason,
        url: events.url(`/calendars/${team.id}`),
      });
    }
  }

  /**
   * Every event of the vendor's window; details of the new and the changed (at most `reads` of
   * them: the others stay stale, read by the next pass).
   */
  async readEvents(id: string, vendorId: string, reads = Infinity): Promise<void> {
    const { signal } = this.shutdown;
    const stale = await this.repo.recordList(id, await this.client.events(vendorId, signal));
    await this.readDetails(id, vendorId, stale.slice(0, reads));
  }

  private async readDetails(id: string, vendorId: string, eventIds: string[]): Promise<void> {
    for (const eventId of eventIds) {
      const event = await this.client.event(vendorId, eventId, this.shutdown.signal);
      await this.repo.recordDetails(id, eventId, event);
    }
  }

  /**
   * A `calendar.*` webhook: what it names is read again from the vendor, bounded by
   * WEBHOOK_READS and coalesced (each event once; not again when read since `receivedAt`; many
   * events through the list). A bot's callback never reaches here (refused at intake: its
   * secret speaks for its bot only). Answers the outcome
   * recorded for the event. Both the spec's and the guides' shapes: `calendar_platform` or
   * `platform`, `start`/`start_time`, `events_synced` with the events or only their count.
   */
  async handleWebhook(body: unknown, receivedAt: Date): Promise<string> {
    const raw = isJsonObject(body) ? body : {};
    const kind = nonEmptyText(raw.event) ?? '';
    const data = isJsonObject(raw.data) ? raw.data : {};
    const vendorId = nonEmptyText(data.calendar_id);
    const connection = vendorId ? await this.repo.byVendorId(vendorId) : null;
    if (!connection || !vendorId || connection.retiredAt) return 'ignored';
    if (kind === 'calendar.connection_deleted') {
      await this.lost(
        connection.id,
        'The connection was deleted at the vendor: connect the calendar again',
      );
    } else if (kind.startsWith('calendar.connection_')) {
      await this.refreshStatus(connection.id, vendorId);
    } else {
      const named = namedEvents(kind, data);
      if (named === 'all' || named.length > WEBHOOK_READS) {
        // One read of the list instead of one per event: it says which changed.
        await this.readEvents(connection.id, vendorId, WEBHOOK_READS);
      } else {
        // Read again unless another webhook's read since this one arrived already has.
        const due = await this.repo.readBefore(connection.id, named, receivedAt);
        await this.readDetails(connection.id, vendorId, due);
      }
    }
    // What changed may change which meetings get a bot.
    await this.planner.nudge();
    return kind.startsWith('calendar.connection_') ? 'calendar_connection' : 'calendar_events';
  }
}

/** The events a webhook names (`all` when it only counts them). */
function namedEvents(kind: string, data: Record<string, unknown>): string[] | 'all' {
  const ids = (instances: unknown) =>
    Array.isArray(instances)
      ? instances.flatMap((i) => (isJsonObject(i) ? (nonEmptyText(i.event_id) ?? []) : []))
      : [];
  if (kind === 'calendar.events_synced') {
    if (!Array.isArray(data.events)) return 'all';
    return [
      ...new Set(data.events.flatMap((group) => (isJsonObject(group) ? ids(group.instances) : []))),
    ];
  }
  return [
    ...new Set([
      ...ids(data.instances),
      ...ids(data.affected_instances),
      ...ids(data.cancelled_instances),
    ]),
  ];
}
