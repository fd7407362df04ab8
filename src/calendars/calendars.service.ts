import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { type AuditActor } from '../platform/audit/audit-actor.js';
import { AuditService } from '../platform/audit/audit.service.js';
import { actingTeam, isAdmin, listedTeam, type Principal } from '../platform/auth/principal.js';
import { AppConfig } from '../platform/config/app-config.js';
import { VendorBodyInvalid } from '../platform/transcripts/stt-options.js';
import { EventOutbox } from '../platform/outbox/event-outbox.js';
import {
  type CalendarCredentials,
  MeetingBotCalendarsClient,
} from '../platform/vendors/meeting-bot-calendars.client.js';
import { CalendarBotRequests } from './calendar-bot-requests.js';
import { CalendarPlanner } from './calendar-planner.js';
import {
  CalendarSchedulesRepository,
  type ScheduleAttempt,
} from './calendar-schedules.repository.js';
import { decideEvent } from './event-decision.js';
import { sameAddress } from './email-address.js';
import { CalendarConnections, vendorCall } from './calendar-connections.js';
import { CalendarSync, statusInWords } from './calendar-sync.js';
import {
  type CalendarConnectDto,
  type CalendarCredentialsDto,
  type CalendarDto,
  type CalendarEventListDto,
  type CalendarListDto,
  type CalendarUpdateDto,
  type RawCalendarListDto,
  type StoredRule,
  storedRule,
} from './calendars.dto.js';
import { CalendarsRepository, type TeamCalendarRow } from './calendars.repository.js';

const credentialsOf = (dto: CalendarCredentialsDto): CalendarCredentials => ({
  oauth_client_id: dto.oauth_client_id,
  oauth_client_secret: dto.oauth_client_secret,
  oauth_refresh_token: dto.oauth_refresh_token,
  ...(dto.oauth_tenant_id !== undefined && { oauth_tenant_id: dto.oauth_tenant_id }),
});

/** What a change of rule records in the audit log: its settings, never a keyword list's words. */
const ruleSummary = (rule: StoredRule) => ({
  mode: rule.mode,
  internal_domains: rule.internal_domains.length,
  accepted_only: rule.accepted_only,
  include_keywords: rule.include_keywords.length,
  exclude_keywords: rule.exclude_keywords.length,
});

/**
 * A team's calendars: connecting one (on a connection the teams of a calendar share, see
 * CalendarConnections), its rule, its events and the team's decisions, leaving it. Sharing a
 * connection needs the same proof as making it: the team's own grant must reach the calendar
 * (`list-raw` with it). The last team to leave retires the connection: deleted at the vendor
 * (its schedules with it), by the sync until it is. The grant's secrets go to the vendor only:
 * never stored, logged or answered.
 */
@Injectable()
export class CalendarsService {
  private readonly logger = new Logger(CalendarsService.name);

  constructor(
    private readonly repo: CalendarsRepository,
    private readonly client: MeetingBotCalendarsClient,
    private readonly sync: CalendarSync,
    private readonly planner: CalendarPlanner,
    private readonly schedules: CalendarSchedulesRepository,
    private readonly requests: CalendarBotRequests,
    private readonly connections: CalendarConnections,
    private readonly outbox: EventOutbox,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  async connect(
    principal: Principal,
    dto: CalendarConnectDto,
    actor: AuditActor,
  ): Promise<{ connected: CalendarDto } | { calendars: RawCalendarListDto }> {
    this.requireV2();
    const teamId = await this.teamOf(principal, dto.team_id);
    const credentials = credentialsOf(dto);
    const reached = await vendorCall(() => this.client.listRaw(dto.platform, credentials));
    if (dto.raw_calendar_id === undefined) return { calendars: { calendars: reached } };
    const raw = reached.find((c) => c.id === dto.raw_calendar_id);
    if (!raw) {
      throw new UnprocessableEntityException(
        `These credentials do not reach calendar ${dto.raw_calendar_id}: connect one of those ` +
          'POST /calendars lists without raw_calendar_id',
      );
    }
    const rule = storedRule(dto.rule);
    await this.checkRule(teamId, rule);
    for (let tries = 0; tries < 3; tries++) {
      const ofAccount = reached.filter((c) => sameAddress(c.email, raw.email)).length;
      const connection = await this.connections.ofCalendar(
        dto.platform,
        raw,
        ofAccount,
        credentials,
      );
      const joined = await this.outbox
        .transaction(async (tx, events) => {
          const row = await this.repo.addTeam(tx, {
            teamId,
            connectionId: connection.id,
            ownerEmail: dto.owner_email,
            rule,
          });
          if (!row) return null;
          await this.audit.record(
            actor,
            {
              action: 'calendar.connected',
              target: { type: 'calendar', id: row.id },
              change: {
                team_id: teamId,
                platform: dto.platform,
                raw_calendar_id: raw.id,
                owner_email: dto.owner_email,
                rule: ruleSummary(rule),
              },
            },
            tx,
          );
          await events.emit(teamId, 'calendar.connected', {
            calendar_id: row.id,
            platform: dto.platform,
            account_email: connection.accountEmail,
            url: events.url(`/calendars/${row.id}`),
          });
          return row;
        })
        .catch((error: unknown) => {
          if ((error as { code?: string }).code === 'P2002') {
            throw new ConflictException('Your team has already connected this calendar');
          }
          throw error;
        });
      if (joined) {
        // Its events, now (the periodic pass repairs what this misses).
        await this.sync
          .reconcile(joined.connection)
          .catch((e: Error) =>
            this.logger.warn(`calendar ${joined.id}: first sync failed: ${e.message}`),
          );
        return { connected: await this.get(principal, joined.id) };
      }
      // The connection was retired between finding it and joining it: find or make it again.
    }
    throw new ConflictException('The calendar is being disconnected; retry in a moment');
  }

  async list(
    principal: Principal,
    teamId: string | undefined,
    limit: number,
    cursor: string | undefined,
  ): Promise<CalendarListDto> {
    const team = listedTeam(principal, teamId, "list another team's calendars");
    if (cursor !== undefined && !/^[0-9a-f-]{36}$/.test(cursor)) {
      throw new BadRequestException('cursor is not a next_cursor this API returned');
    }
    const rows = await this.repo.list(team, cursor, limit + 1);
    const page = rows.slice(0, limit);
    return {
      data: page.map((row) => this.dto(row)),
      next_cursor: rows.length > limit ? page.at(-1)!.id : null,
    };
  }

  async get(principal: Principal, id: string): Promise<CalendarDto> {
    return this.dto(await this.find(principal, id));
  }

  async update(
    principal: Principal,
    id: string,
    dto: CalendarUpdateDto,
    actor: AuditActor,
  ): Promise<CalendarDto> {
    const row = await this.find(principal, id);
    if (dto.credentials) {
      this.requireV2();
      const vendorId = row.connection.vendorCalendarId;
      if (!vendorId) throw new ConflictException('The calendar is still being connected; retry');
      const credentials = credentialsOf(dto.credentials);
      await vendorCall(() => this.client.updateCredentials(vendorId, credentials));
      await this.sync.refreshStatus(row.connectionId, vendorId);
    }
    const rule = dto.rule ? storedRule(dto.rule) : undefined;
    if (rule) await this.checkRule(row.teamId, rule);
    const updated = await this.audit.within(
      actor,
      (tx) => this.repo.updateTeamCalendar(tx, id, { ownerEmail: dto.owner_email, rule }),
      () => ({
        action: 'calendar.updated',
        target: { type: 'calendar', id },
        change: {
          team_id: row.teamId,
          ...(rule && { rule: ruleSummary(rule) }),
          ...(dto.owner_email !== undefined && { owner_email: dto.owner_email }),
          ...(dto.credentials && { credentials: 'replaced' }),
        },
      }),
    );
    await this.planner.nudge();
    return this.dto(updated);
  }

  async remove(principal: Principal, id: string, actor: AuditActor): Promise<void> {
    const row = await this.find(principal, id);
    const left = await this.audit.within(
      actor,
      (tx) => this.repo.removeTeam(tx, row),
      (result) => ({
        action: 'calendar.disconnected',
        target: { type: 'calendar', id },
        change: { team_id: row.teamId, connection_deleted: result.retired },
      }),
    );
    // Its meetings: moved to other teams' connections, or cancelled.
    await this.planner.nudge();
    if (!left.retired) return;
    // Deleted at the vendor now, or by the sync's next rounds.
    await this.sync
      .deleteAtVendor({ id: row.connectionId, vendorCalendarId: left.vendorId })
      .catch((e: Error) =>
        this.logger.warn(`calendar ${row.connectionId}: vendor deletion failed: ${e.message}`),
      );
  }

  /** The upcoming events with the team's decision for each, and why. */
  async events(
    principal: Principal,
    id: string,
    limit: number,
    cursor: string | undefined,
  ): Promise<CalendarEventListDto> {
    const row = await this.find(principal, id);
    const rule = row.rule as unknown as StoredRule;
    const rows = await this.repo.upcoming(row, eventCursor(cursor), limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const subscriptions = await this.schedules.forTeamCalendar(
      row.id,
      page.map((e) => e.eventId),
    );
    const hosts = this.config.bots.BOT_ALLOWED_HOSTS;
    return {
      data: page.map((e) => {
        const { record, reason } = decideEvent(e, rule, row.ownerEmail, e.override, hosts);
        // The newest schedule of the event (an override removed makes a new one).
        const sub = subscriptions.find((s) => s.eventId === e.eventId);
        const schedule = sub?.schedule;
        return {
          event_id: e.eventId,
          title: e.title,
          start_time: e.startTime.toISOString(),
          end_time: e.endTime.toISOString(),
          meeting_url: e.meetingUrl,
          record,
          reason,
          override: e.override,
          scheduled: schedule?.state === 'scheduled' || schedule?.state === 'launched',
          schedule: schedule
            ? {
                id: schedule.id,
                state: schedule.state,
                attempts: schedule.attempts as unknown as ScheduleAttempt[],
                bot_id: sub.botId,
                refused: sub.refused,
              }
            : null,
        };
      }),
      next_cursor:
        rows.length > limit && last
          ? Buffer.from(`${last.startTime.toISOString()}|${last.eventId}`).toString('base64url')
          : null,
    };
  }

  /** The team's decision for one occurrence (null: follow the rule). */
  async setDecision(
    principal: Principal,
    id: string,
    eventId: string,
    record: boolean | null,
    actor: AuditActor,
  ): Promise<void> {
    const row = await this.find(principal, id);
    if (!(await this.repo.event(row.connectionId, eventId))) {
      throw new NotFoundException('No such event in this calendar');
    }
    await this.audit.within(
      actor,
      (tx) => this.repo.setDecision(tx, row.id, eventId, record),
      () => ({
        action: 'calendar.decision_changed',
        target: { type: 'calendar', id },
        change: { team_id: row.teamId, event_id: eventId, record },
      }),
    );
    await this.planner.nudge();
  }

  /** 400 when the bots' transcription options do not hold for the STT vendor. */
  private async checkRule(teamId: string, rule: StoredRule): Promise<void> {
    try {
      await this.requests.check(teamId, rule);
    } catch (error) {
      if (!(error instanceof VendorBodyInvalid)) throw error;
      throw new BadRequestException(`rule.bot.transcription: ${error.message}`);
    }
  }

  private dto(row: TeamCalendarRow): CalendarDto {
    const c = row.connection;
    return {
      id: row.id,
      team_id: row.teamId,
      platform: c.platform,
      raw_calendar_id: c.rawCalendarId,
      account_email: c.accountEmail,
      owner_email: row.ownerEmail,
      status: c.status,
      error: statusInWords(c.status, c.statusMessage) ?? c.syncError,
      last_synced_at: c.syncedAt?.toISOString() ?? null,
      subscription_expires_at: c.subscriptionExpiresAt?.toISOString() ?? null,
      rule: row.rule as unknown as StoredRule,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  /** A team calendar the principal may see: 404 for another team's (an admin sees all). */
  private async find(principal: Principal, id: string): Promise<TeamCalendarRow> {
    const row = await this.repo.teamCalendar(id);
    if (!row || (!isAdmin(principal) && row.teamId !== principal.teamId)) {
      throw new NotFoundException('Calendar not found');
    }
    return row;
  }

  private requireV2(): void {
    if (this.config.vendors.MEETING_BOT_API_VERSION !== 'v2') {
      throw new ConflictException(
        'Calendars need the meeting-bot API v2 (MEETING_BOT_API_VERSION=v2): v1 has no calendars',
      );
    }
  }

  private async teamOf(principal: Principal, requested: string | undefined): Promise<string> {
    const teamId = actingTeam(principal, requested, "connect calendars in another team's name");
    if (!(await this.repo.teamExists(teamId))) throw new NotFoundException('Team not found');
    return teamId;
  }
}

function eventCursor(cursor: string | undefined) {
  if (cursor === undefined) return undefined;
  const [at, eventId] = Buffer.from(cursor, 'base64url').toString().split('|');
  const start = new Date(at ?? '');
  if (!eventId || Number.isNaN(+start)) {
    throw new BadRequestException('cursor is not a next_cursor this API returned');
  }
  return { start, eventId };
}
