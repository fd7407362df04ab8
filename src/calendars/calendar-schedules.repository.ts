import { Injectable } from '@nestjs/common';
import { PrismaService } from '../platform/database/prisma.service.js';
import {
  type CalendarConnection,
  type CalendarEvent,
  type CalendarSchedule,
  type CalendarSubscription,
  Prisma,
  type TeamCalendar,
} from '../generated/prisma/client.js';
import { type Tx } from '../platform/outbox/event-outbox.js';
import { type EventCopy, sameMeeting } from './same-meeting.js';

/** A schedule's attempt or move, as its teams see it. */
export interface ScheduleAttempt {
  at: string;
  outcome: 'scheduled' | 'failed' | 'moved' | 'cancelled';
  calendar_id?: string;
  error?: string;
}

/** A team calendar's upcoming event with the team's decision for it, as the planner reads it. */
export interface PlanningRow {
  teamCalendar: TeamCalendar;
  connection: CalendarConnection;
  event: CalendarEvent;
  override: boolean | null;
}

export type StandingSchedule = CalendarSchedule & { subscriptions: CalendarSubscription[] };

/** A subscription with its team calendar (the rule and the connection). */
export type Subscription = CalendarSubscription & { teamCalendar: TeamCalendar };

/** The vendor's same-meeting lock: a second bot for one link within this is refused. */
export const SAME_MEETING_MS = 5 * 60_000;

/** Why a schedule whose vendor bot was refused beside the meeting's bot ended. */
const TWIN_REFUSED = "the vendor refused its bot beside the meeting's bot (BOT_ALREADY_EXISTS)";

/** The other schedules of `schedule`'s link that moved within the vendor's same-meeting window. */
const othersOfMeeting = (schedule: CalendarSchedule) => ({
  meetingUrl: schedule.meetingUrl,
  id: { not: schedule.id },
  updatedAt: { gte: new Date(Date.now() - SAME_MEETING_MS) },
});

/** The states in which a schedule stands for its meeting (unique per meeting, in SQL). */
export const STANDING = ['pending', 'scheduled', 'launched', 'failed'] as const;

/**
 * `calendar_schedules` and `calendar_subscriptions`. The planner is the only writer of a
 * standing schedule's plan (one replica at a time); the adoption of its bot moves it to
 * `launched`. Every state move names the state it leaves, so the two never undo each other.
 */
@Injectable()
export class CalendarSchedulesRepository {
  constructor(readonly prisma: PrismaService) {}

  /** Every team calendar's upcoming, not cancelled events with a link, on working connections. */
  async planningRows(): Promise<PlanningRow[]> {
    const calendars = await this.prisma.teamCalendar.findMany({
      where: {
        connection: { retiredAt: null, status: 'active', vendorCalendarId: { not: null } },
      },
      include: {
        connection: {
          include: {
            events: {
              where: {
                status: { not: 'cancelled' },
                meetingUrl: { not: null },
                startTime: { gt: new Date() },
              },
            },
          },
        },
        decisions: true,
      },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    return calendars.flatMap(({ connection, decisions, ...teamCalendar }) => {
      const overrides = new Map(decisions.map((d) => [d.eventId, d.record]));
      const { events, ...bare } = connection;
      return events.map((event) => ({
        teamCalendar,
        connection: bare,
        event,
        override: overrides.get(event.eventId) ?? null,
      }));
    });
  }

  /** The schedules that stand for meetings still ahead, with their subscribers. */
  standing(): Promise<StandingSchedule[]> {
    return this.prisma.calendarSchedule.findMany({
      where: { state: { in: [...STANDING] }, startTime: { gt: new Date() } },
      include: { subscriptions: true },
      orderBy: [{ startTime: 'asc' }, { id: 'asc' }],
    });
  }

  create(tx: Tx, data: Prisma.CalendarScheduleUncheckedCreateInput): Promise<CalendarSchedule> {
    return tx.calendarSchedule.create({ data });
  }

  /**
   * Moves a schedule on, only from one of `from` (false when it was launched or moved meanwhile),
   * adding `attempt` to its log.
   */
  async move(
    tx: Tx,
    id: string,
    from: readonly string[],
    data: Prisma.CalendarScheduleUncheckedUpdateManyInput,
    attempt?: ScheduleAttempt,
  ): Promise<boolean> {
    const { count } = await tx.calendarSchedule.updateMany({
      where: { id, state: { in: [...from] } },
      data,
    });
    if (count === 1 && attempt) {
      await tx.$executeRaw`
        UPDATE calendar_schedules SET attempts = attempts || ${JSON.stringify([attempt])}::jsonb
         WHERE id = ${id}::uuid`;
    }
    return count === 1;
  }

  subscribe(tx: Tx, data: Prisma.CalendarSubscriptionUncheckedCreateInput) {
    return tx.calendarSubscription.create({ data });
  }

  async unsubscribe(tx: Tx, scheduleId: string, teamCalendarId: string): Promise<void> {
    await tx.calendarSubscription.deleteMany({ where: { scheduleId, teamCalendarId } });
  }

  /** The schedules of a team calendar's events, with the team's subscription; newest first. */
  forTeamCalendar(teamCalendarId: string, eventIds: string[]) {
    return this.prisma.calendarSubscription.findMany({
      where: { teamCalendarId, eventId: { in: eventIds } },
      include: { schedule: true },
      orderBy: [{ schedule: { createdAt: 'desc' } }, { scheduleId: 'asc' }],
    });
  }

  /** The schedule locked for the adoption of its bot (null when there is none). */
  async lockForLaunch(tx: Tx, id: string): Promise<CalendarSchedule | null> {
    const rows = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM calendar_schedules WHERE id = ${id}::uuid FOR UPDATE`;
    return rows.length === 0 ? null : tx.calendarSchedule.findUnique({ where: { id } });
  }

  /**
   * Serialises the adoptions of one meeting's vendor bots (a transaction lock on its link),
   * taken before any schedule row; false when the schedule does not exist.
   */
  async lockMeeting(tx: Tx, scheduleId: string): Promise<boolean> {
    const found = await tx.calendarSchedule.findUnique({
      where: { id: scheduleId },
      select: { meetingUrl: true },
    });
    if (!found) return false;
    await tx.$executeRaw`
      SELECT pg_advisory_xact_lock(hashtextextended(${`meeting:${found.meetingUrl}`}, 0))`;
    return true;
  }

  /**
   * The launched schedule of `schedule`'s meeting whose vendor bot (not `upstreamBotId`) started
   * within the vendor's same-meeting window: the bot in the meeting.
   */
  twinOf(tx: Tx, schedule: CalendarSchedule, upstreamBotId: string) {
    return tx.calendarSchedule.findFirst({
      where: {
        ...othersOfMeeting(schedule),
        state: 'launched',
        upstreamBotId: { not: upstreamBotId },
      },
      orderBy: { updatedAt: 'desc' },
    });
  }

  /**
   * A schedule whose bot was refused beside a bot of the meeting the bridge has not seen start
   * yet: cancelled, its subscribers kept for that bot (see waitingTwins).
   */
  async waitForTwin(tx: Tx, schedule: CalendarSchedule, refusedBotId: string): Promise<void> {
    await this.move(
      tx,
      schedule.id,
      [schedule.state],
      { state: 'cancelled', upstreamBotId: refusedBotId, nextAttemptAt: null },
      { at: new Date().toISOString(), outcome: 'cancelled', error: TWIN_REFUSED },
    );
  }

  /** The schedules of `schedule`'s meeting waiting for the bot that has just started. */
  waitingTwins(tx: Tx, schedule: CalendarSchedule): Promise<CalendarSchedule[]> {
    return tx.calendarSchedule.findMany({
      where: {
        ...othersOfMeeting(schedule),
        state: 'cancelled',
        upstreamBotId: { not: null },
        subscriptions: { some: {} },
      },
    });
  }

  /**
   * `schedule`'s subscribers move to `twin`, the schedule whose bot is in the meeting (a team
   * already there keeps its place), with the records made on the refused bot; `schedule` ends
   * cancelled, saying where they went.
   */
  async mergeInto(tx: Tx, schedule: CalendarSchedule, twin: CalendarSchedule): Promise<void> {
    const there = await tx.calendarSubscription.findMany({ where: { scheduleId: twin.id } });
    const teams = new Set(there.map((s) => s.teamId));
    const reference = await this.copyOf(tx, twin.connectionId, twin.eventId);
    const moved: string[] = [];
    for (const sub of await tx.calendarSubscription.findMany({
      where: { scheduleId: schedule.id },
      include: { teamCalendar: { select: { connectionId: true } } },
    })) {
      if (teams.has(sub.teamId)) continue;
      // Only the teams invited to the meeting the twin's bot is in.
      const copy = await this.copyOf(tx, sub.teamCalendar.connectionId, sub.eventId);
      if (!reference || !copy || !sameMeeting(reference, copy)) continue;
      moved.push(sub.teamCalendarId);
      teams.add(sub.teamId);
      if (sub.botId) {
        await tx.bot.update({
          where: { id: sub.botId },
          data: { upstreamBotId: twin.upstreamBotId, calendarScheduleId: twin.id },
        });
      }
      await tx.calendarSubscription.create({
        data: {
          scheduleId: twin.id,
          teamCalendarId: sub.teamCalendarId,
          teamId: sub.teamId,
          eventId: sub.eventId,
          botId: sub.botId,
          refused: sub.refused,
        },
      });
    }
    await tx.calendarSubscription.deleteMany({
      where: { scheduleId: schedule.id, teamCalendarId: { in: moved } },
    });
    await this.move(
      tx,
      schedule.id,
      [schedule.state],
      { state: 'cancelled', nextAttemptAt: null },
      {
        at: new Date().toISOString(),
        outcome: 'cancelled',
        error:
          moved.length > 0
            ? `${TWIN_REFUSED}: its teams invited to that meeting joined schedule ${twin.id}`
            : TWIN_REFUSED,
      },
    );
  }

  /** A connection's copy of an event, for telling one invitation from another (sameMeeting). */
  private async copyOf(
    tx: Tx,
    connectionId: string | null,
    eventId: string | null,
  ): Promise<EventCopy | null> {
    if (!connectionId || !eventId) return null;
    const event = await tx.calendarEvent.findUnique({
      where: { connectionId_eventId: { connectionId, eventId } },
      select: {
        organizerEmail: true,
        attendees: true,
        connection: { select: { accountEmail: true } },
      },
    });
    return event
      ? {
          connectionId,
          eventId,
          accountEmail: event.connection.accountEmail,
          organizerEmail: event.organizerEmail,
          attendees: event.attendees,
        }
      : null;
  }

  subscriptionsOf(tx: Tx, scheduleId: string): Promise<Subscription[]> {
    return tx.calendarSubscription.findMany({
      where: { scheduleId },
      orderBy: [{ createdAt: 'asc' }, { teamCalendarId: 'asc' }],
      include: { teamCalendar: true },
    });
  }

  async setSubscriptionBot(tx: Tx, scheduleId: string, teamCalendarId: string, botId: string) {
    await tx.calendarSubscription.updateMany({
      where: { scheduleId, teamCalendarId, botId: null },
      data: { botId },
    });
  }

  async refuseSubscription(scheduleId: string, teamCalendarId: string, refused: string) {
    await this.prisma.calendarSubscription.updateMany({
      where: { scheduleId, teamCalendarId, botId: null },
      data: { refused },
    });
  }

  /** The carrier event's series (the vendor's schedule calls need it). */
  async seriesOf(connectionId: string, eventId: string): Promise<string | null> {
    const event = await this.prisma.calendarEvent.findUnique({
      where: { connectionId_eventId: { connectionId, eventId } },
      select: { seriesId: true },
    });
    return event?.seriesId ?? null;
  }

  connection(id: string): Promise<CalendarConnection | null> {
    return this.prisma.calendarConnection.findUnique({ where: { id } });
  }
}
