import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { BackgroundWorker, type Tick, WorkerKit } from '../platform/queue/background-worker.js';
import { SESSION_LOCKS, SessionLock } from '../platform/database/session-lock.js';
import { describeError } from '../platform/queue/retry.js';
import { EventOutbox, type EventWriter, type Tx } from '../platform/outbox/event-outbox.js';
import { MeetingBotCalendarsClient } from '../platform/vendors/meeting-bot-calendars.client.js';
import { MeetingBotError } from '../platform/vendors/meeting-bot.transport.js';
import { CalendarBotRequests } from './calendar-bot-requests.js';
import {
  CalendarSchedulesRepository,
  type ScheduleAttempt,
  type StandingSchedule,
} from './calendar-schedules.repository.js';
import {
  movedTo,
  pair,
  type Reasons,
  unplanned,
  type Want,
  wantedMeetings,
} from './meeting-plan.js';

/** How often every replica runs a pass (nudges run one at once; this repairs a missed one). */
const PASS_MS = 30_000;
/** Attempts at the vendor per schedule before it is left `failed`. */
export const MAX_ATTEMPTS = 3;
const RETRY_BASE_MS = 60_000;
/** The vendor's answer when the occurrence already has a schedule: it has ours. */
const ALREADY = 'BOT_ALREADY_SCHEDULED';

/**
 * Schedules one vendor bot per meeting, however many connections and teams want it. The plan
 * is recomputed whole from the stored events, rules and decisions (what a team wants is a pure
 * function of them, see decideEvent), and compared with the standing schedules:
 * - a meeting wanted with no schedule gets one, made with `POST /v2/calendars/{id}/bots` from
 *   the first wanting team's connection (the carrier), `extra.bridge_schedule_id` naming it;
 * - a schedule whose carrier's event moved follows it (re-keyed, made again at the vendor: the
 *   vendor moves its own only more than 4 minutes ahead, and keeps a second bot inside that
 *   window; asking for one event again leaves it exactly one);
 * - a schedule whose carrier no longer wants it (cancelled, declined, rule or decision changed)
 *   moves to another wanting team's connection, or is cancelled when none is left;
 * - subscribers come and go with what their rules say, each told `calendar.bot_scheduled` or
 *   `calendar.bot_cancelled` with the reason.
 * A vendor refusal is retried at most MAX_ATTEMPTS times, a minute apart and doubling; every
 * attempt is in the schedule's `attempts`, and a schedule that ran out stays `failed` (a sync
 * does not make it again). Passes run one replica at a time (a session lock), when something
 * changed (`nudge`) and every PASS_MS; the vendor is called outside any transaction, and each
 * state move names the state it leaves, so the adoption of a launched bot is never undone.
 */
@Injectable()
export class CalendarPlanner extends BackgroundWorker {
  constructor(
    private readonly repo: CalendarSchedulesRepository,
    private readonly client: MeetingBotCalendarsClient,
    private readonly requests: CalendarBotRequests,
    private readonly outbox: EventOutbox,
    private readonly lock: SessionLock,
    kit: WorkerKit,
  ) {
    super(kit, CalendarPlanner.name);
  }

  protected ticks(): Tick[] {
    const on =
      this.config.vendors.MEETING_BOT_API_VERSION === 'v2' &&
      this.config.bots.CALENDAR_RECONCILE_INTERVAL_MS > 0;
    return [{ name: 'calendar-planner', role: 'sweeps', everyMs: on ? PASS_MS : 0, run: 'pass' }];
  }

  protected override async pass(): Promise<void> {
    try {
      await this.lock.tryWith(SESSION_LOCKS.calendarPlanner, () => this.plan());
    } catch (error) {
      if (!this.stopped) this.logger.warn(`calendar planning failed: ${describeError(error)}`);
    }
  }

  /** One pass over every upcoming meeting. */
  private async plan(): Promise<void> {
    const rows = await this.repo.planningRows();
    const { wants, reasons } = wantedMeetings(rows, this.config.bots.BOT_ALLOWED_HOSTS);
    const standing = await this.repo.standing();
    const byKey = new Map(standing.map((s) => [s.meetingKey, s]));
    // A carrier's event that moved: its schedule follows it to the new time.
    for (const schedule of standing) {
      const moved = movedTo(schedule, wants, (key) => byKey.has(key));
      if (!moved) continue;
      const [key, list] = moved;
      byKey.delete(schedule.meetingKey);
      const followed = await this.follow(schedule, key, list[0]!.event.startTime);
      if (followed) byKey.set(key, followed);
    }
    for (const schedule of byKey.values()) {
      if (this.stopped) return;
      const list = wants.get(schedule.meetingKey) ?? [];
      if (schedule.state === 'launched') await this.join(schedule, list);
      else await this.settle(schedule, list, reasons);
    }
    for (const [key, list] of unplanned(wants, standing, (k) => byKey.has(k))) {
      if (this.stopped) return;
      await this.open(key, list);
    }
  }

  /** A new schedule for a wanted meeting, its subscribers, and its first attempt. */
  private async open(key: string, list: Want[]): Promise<void> {
    const carrier = list[0]!;
    const id = randomUUID();
    await this.outbox.transaction(async (tx) => {
      await this.repo.create(tx, {
        id,
        meetingKey: key,
        meetingUrl: carrier.meetingUrl,
        startTime: carrier.event.startTime,
        state: 'pending',
        connectionId: carrier.connection.id,
        eventId: carrier.event.eventId,
        nextAttemptAt: new Date(),
      });
      for (const want of list) await this.subscribe(tx, id, want);
    });
    await this.attempt(id, carrier, list);
  }

  /** A standing schedule against what is wanted of its meeting now. */
  private async settle(schedule: StandingSchedule, list: Want[], reasons: Reasons) {
    if (list.length === 0) return this.cancel(schedule, reasons);
    const carrying = list.find(
      (w) => w.connection.id === schedule.connectionId && w.event.eventId === schedule.eventId,
    );
    if (!carrying && schedule.state !== 'failed') {
      await this.unscheduleAtVendor(schedule);
      const next = list[0]!;
      const moved = await this.outbox.transaction((tx) =>
        this.repo.move(
          tx,
          schedule.id,
          [schedule.state],
          {
            state: 'pending',
            connectionId: next.connection.id,
            eventId: next.event.eventId,
            failures: 0,
            nextAttemptAt: new Date(),
          },
          { at: new Date().toISOString(), outcome: 'moved', calendar_id: next.teamCalendar.id },
        ),
      );
      if (!moved) return;
      // Those leaving were told of the schedule (when it stood at the vendor): now of its end.
      await this.syncSubscribers(schedule, list, reasons);
      return this.attempt(schedule.id, next, list);
    }
    await this.syncSubscribers(schedule, list, reasons);
    const due = schedule.nextAttemptAt && schedule.nextAttemptAt <= new Date();
    if (schedule.state === 'pending' && due && carrying) {
      await this.attempt(schedule.id, carrying, list);
    }
  }

  /** Subscribers added and removed as the rules now say; each told. */
  private async syncSubscribers(schedule: StandingSchedule, list: Want[], reasons: Reasons) {
    const wanted = new Map(list.map((w) => [w.teamCalendar.id, w]));
    const had = new Set(schedule.subscriptions.map((s) => s.teamCalendarId));
    const same =
      had.size === wanted.size && [...had].every((teamCalendarId) => wanted.has(teamCalendarId));
    // The steady state: one read per pass, no transaction per meeting.
    if (same) return;
    await this.outbox.transaction(async (tx, events) => {
      for (const sub of schedule.subscriptions) {
        if (wanted.has(sub.teamCalendarId)) continue;
        await this.repo.unsubscribe(tx, schedule.id, sub.teamCalendarId);
        const reason = reasons.why.get(pair(sub.teamCalendarId, sub.eventId)) ?? 'cancelled';
        if (
          schedule.state === 'scheduled' &&
          !reasons.wanted.has(pair(sub.teamCalendarId, sub.eventId))
        ) {
          await tellCancelled(
            events,
            sub.teamId,
            sub.teamCalendarId,
            sub.eventId,
            schedule.id,
            reason,
          );
        }
      }
      for (const want of list) {
        if (had.has(want.teamCalendar.id)) continue;
        await this.subscribe(tx, schedule.id, want);
        if (schedule.state === 'scheduled') await tellScheduled(events, want, schedule.id);
      }
    });
  }

  /**
   * A launched schedule's bot is in the meeting: teams that want it now subscribe (their records
   * are made from the bot's next event), none leaves (its record is made or refused).
   */
  private async join(schedule: StandingSchedule, list: Want[]): Promise<void> {
    const had = new Set(schedule.subscriptions.map((s) => s.teamCalendarId));
    const teams = new Set(schedule.subscriptions.map((s) => s.teamId));
    const joining = list.filter(
      (w) => !had.has(w.teamCalendar.id) && !teams.has(w.teamCalendar.teamId),
    );
    if (joining.length === 0) return;
    await this.outbox.transaction(async (tx, events) => {
      for (const want of joining) {
        await this.subscribe(tx, schedule.id, want);
        await tellScheduled(events, want, schedule.id);
      }
    });
  }

  /** The team wanting the meeting subscribes to its schedule, through its calendar's event. */
  private subscribe(tx: Tx, scheduleId: string, want: Want) {
    return this.repo.subscribe(tx, {
      scheduleId,
      teamCalendarId: want.teamCalendar.id,
      teamId: want.teamCalendar.teamId,
      eventId: want.event.eventId,
    });
  }

  /** Nobody wants the meeting any more: cancelled at the vendor and here; the teams told. */
  private async cancel(schedule: StandingSchedule, reasons: Reasons): Promise<void> {
    if (schedule.state === 'scheduled') await this.unscheduleAtVendor(schedule);
    await this.outbox.transaction(async (tx, events) => {
      const cancelled = await this.repo.move(
        tx,
        schedule.id,
        [schedule.state],
        { state: 'cancelled', nextAttemptAt: null },
        { at: new Date().toISOString(), outcome: 'cancelled' },
      );
      if (!cancelled || schedule.state !== 'scheduled') return;
      for (const sub of schedule.subscriptions) {
        // Still wanted: the team has it from the meeting's other schedule.
        if (reasons.wanted.has(pair(sub.teamCalendarId, sub.eventId))) continue;
        const reason = reasons.why.get(pair(sub.teamCalendarId, sub.eventId)) ?? 'cancelled';
        await tellCancelled(
          events,
          sub.teamId,
          sub.teamCalendarId,
          sub.eventId,
          schedule.id,
          reason,
        );
      }
    });
  }

  /** The carrier's event moved: the schedule takes its new time, and is made again. */
  private async follow(schedule: StandingSchedule, key: string, start: Date) {
    if (schedule.state === 'scheduled') await this.unscheduleAtVendor(schedule);
    const state = schedule.state === 'failed' ? 'failed' : 'pending';
    const moved = await this.outbox.transaction((tx) =>
      this.repo.move(
        tx,
        schedule.id,
        [schedule.state],
        { meetingKey: key, startTime: start, state, nextAttemptAt: new Date(), failures: 0 },
        { at: new Date().toISOString(), outcome: 'moved' },
      ),
    );
    return moved
      ? { ...schedule, meetingKey: key, startTime: start, state, nextAttemptAt: new Date(0) }
      : null;
  }

  /** One attempt at the vendor from the carrier's connection; its outcome recorded and told. */
  private async attempt(id: string, carrier: Want, list: Want[]): Promise<void> {
    const vendorId = carrier.connection.vendorCalendarId!;
    const series = carrier.event.seriesId;
    let refusal: string | null;
    try {
      const { body, secrets } = this.requests.body(id);
      const refused = await this.client.scheduleBot(
        vendorId,
        { ...body, series_id: series ?? '', event_id: carrier.event.eventId },
        secrets,
      );
      refusal = refused && refused.code !== ALREADY ? `${refused.code}: ${refused.message}` : null;
    } catch (error) {
      refusal = error instanceof MeetingBotError ? describeFailure(error) : describeError(error);
    }
    const now = new Date();
    await this.outbox.transaction(async (tx, events) => {
      if (refusal === null) {
        const done = await this.repo.move(
          tx,
          id,
          ['pending'],
          { state: 'scheduled', nextAttemptAt: null },
          { at: now.toISOString(), outcome: 'scheduled', calendar_id: carrier.teamCalendar.id },
        );
        if (done) for (const want of list) await tellScheduled(events, want, id);
        return;
      }
      const schedule = await tx.calendarSchedule.findUnique({ where: { id } });
      const failures = (schedule?.failures ?? 0) + 1;
      const last = failures >= MAX_ATTEMPTS;
      const failure: ScheduleAttempt = {
        at: now.toISOString(),
        outcome: 'failed',
        calendar_id: carrier.teamCalendar.id,
        error: refusal,
      };
      const retryInMs = RETRY_BASE_MS * 2 ** (failures - 1);
      await this.repo.move(
        tx,
        id,
        ['pending'],
        last
          ? { state: 'failed', failures, nextAttemptAt: null }
          : { failures, nextAttemptAt: new Date(now.getTime() + retryInMs) },
        failure,
      );
      if (!last) return;
      for (const want of list) {
        const reason = `the vendor refused the schedule ${MAX_ATTEMPTS} times (${refusal})`;
        await tellCancelled(
          events,
          want.teamCalendar.teamId,
          want.teamCalendar.id,
          want.event.eventId,
          id,
          reason,
        );
      }
    });
    if (refusal) this.logger.warn(`calendar schedule ${id}: attempt failed: ${refusal}`);
  }

  /** The carrier's schedule cancelled at the vendor; a connection gone has none left. */
  private async unscheduleAtVendor(schedule: StandingSchedule): Promise<void> {
    if (!schedule.connectionId || !schedule.eventId) return;
    const connection = await this.repo.connection(schedule.connectionId);
    const series = await this.repo.seriesOf(schedule.connectionId, schedule.eventId);
    if (!connection?.vendorCalendarId || connection.retiredAt) return;
    await this.client
      .unscheduleBot(connection.vendorCalendarId, series ?? '', schedule.eventId)
      .catch((error: unknown) =>
        this.logger.warn(
          `calendar schedule ${schedule.id}: vendor cancel failed: ${describeError(error)}`,
        ),
      );
  }
}

function describeFailure(error: MeetingBotError): string {
  const failure = error.failure;
  return failure.kind === 'rejected' ? failure.message : `the vendor call failed (${failure.kind})`;
}

function tellScheduled(events: EventWriter, want: Want, scheduleId: string) {
  return events.emit(want.teamCalendar.teamId, 'calendar.bot_scheduled', {
    calendar_id: want.teamCalendar.id,
    event_id: want.event.eventId,
    schedule_id: scheduleId,
    meeting_url: want.meetingUrl,
    start_time: want.event.startTime.toISOString(),
    url: events.url(`/calendars/${want.teamCalendar.id}/events`),
  });
}

function tellCancelled(
  events: EventWriter,
  teamId: string,
  teamCalendarId: string,
  eventId: string,
  scheduleId: string,
  reason: string,
) {
  return events.emit(teamId, 'calendar.bot_cancelled', {
    calendar_id: teamCalendarId,
    event_id: eventId,
    schedule_id: scheduleId,
    reason,
    url: events.url(`/calendars/${teamCalendarId}/events`),
  });
}
