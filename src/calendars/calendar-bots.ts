import { HttpException, HttpStatus, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Bus } from '../platform/bus/bus.js';
import { BridgeStatus } from '../bots/bot-life.js';
import { isJsonObject, nonEmptyText } from '../platform/common/json-object.js';
import { isUuid } from '../platform/common/uuid.js';
import { isUniqueViolation } from '../platform/database/prisma-errors.js';
import { type Bot, type CalendarSchedule, Prisma } from '../generated/prisma/client.js';
import { ConcurrencyLimits } from '../platform/limits/concurrency-limits.js';
import { describeError } from '../platform/queue/retry.js';
import { EventOutbox } from '../platform/outbox/event-outbox.js';
import { MeetingBotV2Client } from '../platform/vendors/meeting-bot-v2.client.js';
import { shownText } from '../platform/transcripts/utterances.js';
import { CalendarBotRequests, SCHEDULE_EXTRA } from './calendar-bot-requests.js';
import { CalendarSchedulesRepository, type Subscription } from './calendar-schedules.repository.js';
import { type StoredRule } from './calendars.dto.js';

/** The vendor's code for a bot refused because another is in the same meeting. */
const SAME_MEETING_REFUSAL = 'BOT_ALREADY_EXISTS';

/**
 * The bot the vendor starts for a schedule becomes a bot of the bridge for each subscribing
 * team, when its first event arrives (it names the schedule in `extra.bridge_schedule_id`): one
 * record per team, each its own status, recording, transcript, insights, deletion and events.
 * The first event marks the schedule `launched` with that vendor bot, under the schedule's row
 * lock; a second vendor bot for the same schedule (the vendor keeps its first bot when an event
 * moves within 4 minutes of it) or a bot for a schedule the bridge cancelled is made to leave.
 * Each team's record counts under its limits as any bot does: a team at its limit gets none
 * (told `calendar.bot_cancelled`), and when no team can have one the bot leaves. Every event of
 * the vendor bot comes through here while a subscriber has no record yet, so an event handled
 * while another makes the records still reaches every team's. A vendor bot refused because
 * another of the bridge's bots is in the meeting (a meeting moved inside the vendor's window:
 * its old schedule and the new one both launched) gives its teams to that bot's schedule:
 * their records, made or not, are on the bot in the meeting.
 */
@Injectable()
export class CalendarBots implements OnModuleInit {
  private readonly logger = new Logger(CalendarBots.name);

  constructor(
    private readonly bus: Bus,
    private readonly repo: CalendarSchedulesRepository,
    private readonly requests: CalendarBotRequests,
    private readonly limits: ConcurrencyLimits,
    private readonly outbox: EventOutbox,
    private readonly v2: MeetingBotV2Client,
  ) {}

  onModuleInit(): void {
    this.bus.answer('bot.adopt', async (upstreamBotId, body) => {
      const bots = await this.adopt(upstreamBotId, body);
      return bots.length > 0 ? bots : null;
    });
  }

  async adopt(upstreamBotId: string, body: Record<string, unknown>): Promise<Bot[]> {
    const data = isJsonObject(body.data) ? body.data : {};
    const extra = {
      ...(isJsonObject(body.extra) ? body.extra : {}),
      ...(isJsonObject(data.extra) ? data.extra : {}),
    };
    const scheduleId = nonEmptyText(extra[SCHEDULE_EXTRA]);
    if (!scheduleId || !isUuid(scheduleId)) return [];
    const twinned = refusedAsTwin(body, data);
    const launch = await this.repo.prisma.lockingTransaction(async (tx) => {
      // One adoption of a meeting's vendor bots at a time: a refused twin and the bot in the
      // meeting each see what the other did.
      if (!(await this.repo.lockMeeting(tx, scheduleId))) return null;
      const schedule = await this.repo.lockForLaunch(tx, scheduleId);
      if (!schedule) return null;
      const ours = schedule.upstreamBotId === null || schedule.upstreamBotId === upstreamBotId;
      if (!ours || schedule.state === 'cancelled') return { schedule, ours: false, subs: [] };
      if (twinned) {
        // Its teams go to the bot in the meeting, now or when that bot's first event comes.
        const twin = await this.repo.twinOf(tx, schedule, upstreamBotId);
        if (twin) await this.repo.mergeInto(tx, schedule, twin);
        else await this.repo.waitForTwin(tx, schedule, upstreamBotId);
        return { schedule, ours: false, subs: [], twin };
      }
      if (schedule.upstreamBotId === null) {
        await tx.calendarSchedule.update({
          where: { id: schedule.id },
          data: { state: 'launched', upstreamBotId, nextAttemptAt: null },
        });
        for (const waiting of await this.repo.waitingTwins(tx, schedule)) {
          await this.repo.mergeInto(tx, waiting, schedule);
        }
      }
      return { schedule, ours: true, subs: await this.repo.subscriptionsOf(tx, schedule.id) };
    });
    if (!launch) return [];
    if (twinned && launch.twin !== undefined) {
      const twin = launch.twin;
      this.logger.warn(
        `calendar schedule ${scheduleId}: vendor bot ${upstreamBotId} refused beside another ` +
          `of the meeting; its teams ${twin ? `joined schedule ${twin.id}` : 'wait for it'}`,
      );
      // The bot in the meeting: the records of the teams that joined it, now.
      if (twin?.upstreamBotId) {
        await this.adopt(twin.upstreamBotId, { extra: { [SCHEDULE_EXTRA]: twin.id } });
      }
      return [];
    }
    if (!launch.ours) {
      this.logger.warn(
        `calendar schedule ${scheduleId}: vendor bot ${upstreamBotId} is not its bot; asked to leave`,
      );
      await this.leave(upstreamBotId);
      return [];
    }
    const { schedule, subs } = launch;
    const missing = subs.filter((sub) => !sub.botId && !sub.refused);
    if (missing.length > 0) await this.makeRecords(schedule, missing, upstreamBotId);
    const bots = await this.repo.prisma.bot.findMany({
      where: { upstreamBotId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    if (bots.length === 0) await this.leave(upstreamBotId);
    return bots;
  }

  /**
   * The records of the teams that have none yet, each counted under its team's limits; another
   * replica making the same record at once is met by the unique (vendor bot, team).
   */
  private async makeRecords(
    schedule: CalendarSchedule,
    missing: Subscription[],
    upstreamBotId: string,
  ): Promise<void> {
    // What the vendor's bot was asked: each record keeps it as its request.
    const { stored } = this.requests.body(schedule.id);
    for (const sub of missing) {
      const rule = sub.teamCalendar.rule as unknown as StoredRule;
      const options = await this.requests.options(sub.teamId, rule);
      // The meeting as the team's own calendar names it.
      const event = await this.repo.prisma.calendarEvent.findUnique({
        where: {
          connectionId_eventId: {
            connectionId: sub.teamCalendar.connectionId,
            eventId: sub.eventId,
          },
        },
        select: { title: true },
      });
      try {
        await this.limits.createBot(sub.teamId, undefined, null, async (tx) => {
          const bot = await tx.bot.create({
            data: {
              id: randomUUID(),
              teamId: sub.teamId,
              upstreamBotId,
              meetingUrl: schedule.meetingUrl,
              botName: stored.bot_name,
              title: shownText(event?.title).slice(0, 200) || null,
              status: BridgeStatus.created,
              apiVersion: 'v2',
              request: { ...stored, meeting_url: schedule.meetingUrl } as Prisma.InputJsonObject,
              transcription: options ? (options as Prisma.InputJsonObject) : Prisma.DbNull,
              calendarScheduleId: schedule.id,
              vendorSeenAt: new Date(),
            },
          });
          await this.repo.setSubscriptionBot(tx, schedule.id, sub.teamCalendarId, bot.id);
          return bot;
        });
      } catch (error) {
        if (isUniqueViolation(error)) continue;
        const limited =
          error instanceof HttpException && error.getStatus() === HttpStatus.TOO_MANY_REQUESTS;
        if (!limited) throw error;
        await this.refuse(schedule.id, sub, error.message);
      }
    }
  }

  private async refuse(
    scheduleId: string,
    sub: { teamId: string; teamCalendarId: string; eventId: string },
    reason: string,
  ): Promise<void> {
    await this.repo.refuseSubscription(scheduleId, sub.teamCalendarId, reason);
    await this.outbox.transaction((_tx, events) =>
      events.emit(sub.teamId, 'calendar.bot_cancelled', {
        calendar_id: sub.teamCalendarId,
        event_id: sub.eventId,
        schedule_id: scheduleId,
        reason,
        url: events.url(`/calendars/${sub.teamCalendarId}/events`),
      }),
    );
  }

  private async leave(upstreamBotId: string): Promise<void> {
    await this.v2
      .leave(upstreamBotId)
      .catch((error: unknown) =>
        this.logger.warn(`vendor bot ${upstreamBotId}: leave failed: ${describeError(error)}`),
      );
  }
}

/** The vendor refused the bot at queue time for another bot in the same meeting. */
function refusedAsTwin(body: Record<string, unknown>, data: Record<string, unknown>): boolean {
  const kind = nonEmptyText(body.event) ?? '';
  return /(^|\.)failed$/.test(kind) && data.error_code === SAME_MEETING_REFUSAL;
}
