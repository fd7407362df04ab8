import { Injectable, Logger } from '@nestjs/common';
import { nonEmptyText } from '../platform/common/json-object.js';
import { type EventWriter } from '../platform/outbox/event-outbox.js';
import { LiveCore } from '../live/live-core.js';

/** The status in which a bot has left its meeting (its terminal event may come much later). */
const CALL_ENDED = 'call_ended';
import { MEDIA_URL_VALIDITY_MS } from '../platform/outbox/event-types.js';
import { type Bot, type Prisma } from '../generated/prisma/client.js';
import { RetranscriptionService } from '../retranscription/retranscription.service.js';
import { type Media } from '../archival/archive-task.js';
import { BotRecordings } from '../archival/bot-recordings.js';
import { BotJobLinks } from '../transcription-jobs/bot-job-links.js';
import { BotTranscripts } from '../transcription-jobs/bot-transcripts.js';
import { fromMeetingBotV1 } from '../platform/transcripts/utterances.js';
import { type MeetingBotEvent, parseMeetingBotEvent } from './bot-event.js';
import { BridgeStatus, decide, isTerminal, type TerminalStatus } from './bot-life.js';
import { BotMetrics } from './bot-metrics.js';
import { Bus } from '../platform/bus/bus.js';
import { BotsRepository, type LockedBot } from './bots.repository.js';
import { isUuid } from '../platform/common/uuid.js';
import { VendorTranscripts } from './vendor-transcripts.js';
export { meetingBotEventDedupKey } from './bot-event.js';

declare module '../platform/bus/bus.js' {
  interface BusQuestions {
    /**
     * The bridge's bots for a vendor bot it holds no record of, from one of its events (`data`
     * and `extra` as the event carries them): the bots the vendor starts by itself, for a
     * calendar schedule. Answered by the feature that asked for the vendor bot (calendars), with
     * the records it made; null when the vendor bot is not its own.
     */
    'bot.adopt': [[upstreamBotId: string, body: Record<string, unknown>], Bot[]];
  }
}

/**
 * What handling one meeting-bot webhook did:
 * - `applied`: recorded and the bot (or retranscription) moved on;
 * - `duplicate`: this exact event was handled before, nothing changed;
 * - `stale`: recorded in the history, but older than the bot's state (or after its end): the bot
 *   stays where it is, and a new status is still told to the team (`bot.status_changed`);
 * - `unknown_bot`: no bot or retranscription the bridge knows matches the event;
 * - `ignored`: not a bot event the bridge acts on (unknown event kind, malformed body).
 */
export type BotEventOutcome = 'applied' | 'duplicate' | 'stale' | 'unknown_bot' | 'ignored';

type LifeEvent = Extract<MeetingBotEvent, { kind: 'status' | 'complete' | 'failed' }>;

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};

/**
 * The webhooks receiver's entry point into bot life: applies one v1 or v2 event body,
 * idempotently (history rows are unique per bot, code and vendor time; a terminal bot ignores
 * its own terminal event again). Events of one bot apply one at a time under a row lock. A v2
 * bot's completion links the STT jobs made for it.
 */
@Injectable()
export class BotEventsService {
  private readonly logger = new Logger(BotEventsService.name);

  constructor(
    private readonly repo: BotsRepository,
    private readonly retranscriptions: RetranscriptionService,
    private readonly links: BotJobLinks,
    private readonly recordings: BotRecordings,
    private readonly transcripts: BotTranscripts,
    private readonly vendorTranscripts: VendorTranscripts,
    private readonly live: LiveCore,
    private readonly bus: Bus,
    private readonly metrics: BotMetrics,
  ) {}

  /**
   * Takes the raw body `{event, data}` and when the bridge received it (the terminal events are
   * timed by their arrival: v1's carry no time). `botScope`: the event came as that bot's
   * callback, and may move that bot only. Throws only on transient errors (database, the STT
   * vendor asked for a linked job's status), so that the event is tried again.
   */
  async handle(
    body: unknown,
    receivedAt: Date,
    botScope: string | null = null,
    signal?: AbortSignal,
  ): Promise<BotEventOutcome> {
    const event = parseMeetingBotEvent(body);
    if (!event.botId || event.kind === 'other') return 'ignored';
    if (event.kind === 'transcription_complete') {
      if (botScope) return 'ignored';
      return this.retranscriptions.complete(event.botId, record(event.raw.data));
    }
    const scoped = botScope ? await this.scopedBot(botScope, event) : null;
    const bots = botScope ? (scoped ? [scoped] : []) : await this.findBots(event);
    if (bots.length === 0) return botScope ? 'ignored' : 'unknown_bot';
    // A calendar bot has a record per team that wanted its meeting: each lives its own life.
    const outcomes: BotEventOutcome[] = [];
    for (const [index, bot] of bots.entries()) {
      outcomes.push(await this.applyTo(bot, event, receivedAt, index === 0, signal));
    }
    return outcomes.find((o) => o === 'applied') ?? outcomes[0]!;
  }

  private async applyTo(
    bot: Bot,
    event: LifeEvent,
    receivedAt: Date,
    first: boolean,
    signal?: AbortSignal,
  ): Promise<BotEventOutcome> {
    const outcome = await this.apply(bot, event, receivedAt);
    if (event.kind === 'complete' && outcome === 'applied') this.recordings.wake();
    if (event.kind === 'complete' && event.version === 'v2') {
      // Also for a repeat: both are idempotent, and a repeat finishes what failed before.
      const data = record(event.raw.data);
      // An STT job belongs to one team: a shared calendar bot's jobs go to its first record.
      if (first && Array.isArray(data.transcription_ids)) {
        await this.links.link(bot, data.transcription_ids, signal);
      }
      await this.vendorTranscripts.keepV2(bot, data, signal);
    }
    return outcome;
  }

  /** A callback's bot, unless the event names another vendor bot than the one it holds. */
  private async scopedBot(botId: string, event: LifeEvent): Promise<Bot | null> {
    const bot = await this.repo.findById(botId);
    if (!bot) return null;
    if (bot.upstreamBotId && event.botId !== bot.upstreamBotId) {
      this.logger.warn(`bot ${bot.id}: a callback named another vendor bot; ignored`);
      return null;
    }
    return bot;
  }

  /**
   * By the vendor's id; `complete`/`failed` also by `extra.bridge_bot_id` (unconfirmed creates);
   * a vendor bot the bridge did not create (a calendar schedule's) by its adopter ('bot.adopt').
   */
  private async findBots(event: LifeEvent): Promise<Bot[]> {
    const bots = await this.repo.findByUpstreamId(event.botId!);
    // A calendar bot's records are made by its adopter, which answers all of them once they are.
    if (bots.some((bot) => bot.calendarScheduleId !== null)) {
      const all = await this.bus.ask('bot.adopt', event.botId!, event.raw);
      // None: its records may have moved to the bot in the meeting (see CalendarBots).
      return all ?? this.repo.findByUpstreamId(event.botId!);
    }
    if (bots.length > 0) return bots;
    if (event.kind !== 'status' && event.bridgeBotId && isUuid(event.bridgeBotId)) {
      const own = await this.repo.findById(event.bridgeBotId);
      return own && own.upstreamBotId === null ? [own] : [];
    }
    return (await this.bus.ask('bot.adopt', event.botId!, event.raw)) ?? [];
  }

  private async apply(bot: Bot, event: LifeEvent, receivedAt: Date): Promise<BotEventOutcome> {
    const code = event.kind === 'status' ? event.code : event.kind;
    // v1 terminal events carry no time; they are ordered by arrival, and end the bot anyway.
    const occurredAt = (event.kind === 'status' && event.occurredAt) || receivedAt;
    let meetingOver = false;
    let ended: TerminalStatus | null = null;
    const outcome = await this.repo.withLockedBot(bot.id, async (locked) => {
      const terminal = event.kind !== 'status';
      const decision = decide(await locked.life(), { code, occurredAt, terminal });
      if (decision.outcome === 'duplicate') return 'duplicate';
      const added = await locked.addHistory({ code, occurredAt, payload: historyPayload(event) });
      if (!added) return 'duplicate';
      const heard = heardFrom(locked.bot);
      if (decision.outcome === 'stale') {
        if (heard) await locked.update(heard);
        // Events are processed side by side, and vendors resend: a status can arrive after a
        // newer one. The team still hears of it, with its own time and the status before it.
        if (!terminal && !isTerminal(code)) {
          const previous = (await locked.statusBefore(occurredAt)) ?? BridgeStatus.created;
          await tellStatus(locked.events, locked.bot, code, previous, occurredAt);
        }
        return 'stale';
      }
      const bot = await locked.update({
        status: decision.life.status,
        upstreamBotId: locked.bot.upstreamBotId ?? event.botId,
        ...heard,
        ...terminalFields(event, locked.bot, receivedAt),
      });
      ended = isTerminal(bot.status) ? bot.status : null;
      const transcriptKept = bot.status === 'complete' && (await this.keepMeeting(locked, event));
      await tellTeam(locked.events, bot, locked.bot.status, occurredAt, transcriptKept);
      // The bot left its meeting: a live transcript of it is to be finished.
      if (code === CALL_ENDED || isTerminal(bot.status)) {
        meetingOver = await this.live.markOver(locked.tx, bot.id);
      }
      return 'applied' as const;
    });
    if (meetingOver) this.live.signalOver(bot.id);
    if (ended) this.metrics.ended(ended);
    return outcome;
  }

  /**
   * What a completed bot leaves to keep, in its completion's transaction: the archive tasks of
   * its recording, and v1's transcript (which the event carries) as version 1. v2's transcript
   * is a file the event links to, fetched once the transaction is done (VendorTranscripts).
   * Answers whether a transcript was kept.
   */
  private async keepMeeting(locked: LockedBot, event: LifeEvent): Promise<boolean> {
    // Its data is being deleted: nothing new of the meeting is kept.
    if (locked.bot.dataDeletionRequestedAt) return false;
    const data = record(event.raw.data);
    await this.recordings.createTasks(locked.tx, locked.bot.id, recordingUrls(data));
    if (event.kind === 'complete' && event.version === 'v1' && Array.isArray(data.transcript)) {
      await this.transcripts.add(
        locked.tx,
        locked.bot.id,
        {
          source: 'meeting_bot',
          utterances: fromMeetingBotV1(data.transcript),
          raw: data.transcript,
        },
        locked.events,
      );
      return true;
    }
    return false;
  }
}

/** A v2 bot that has not ended was heard from now: its silence (see findSilent) starts again. */
const heardFrom = (bot: Bot): Prisma.BotUpdateInput | null =>
  bot.vendorSeenAt !== null && !isTerminal(bot.status) ? { vendorSeenAt: new Date() } : null;

const botIds = (events: EventWriter, bot: Bot) => ({
  bot_id: bot.id,
  upstream_bot_id: bot.upstreamBotId,
  url: events.url(`/bots/${bot.id}`),
});

function tellStatus(
  events: EventWriter,
  bot: Bot,
  status: string,
  previous: string,
  occurredAt: Date,
): Promise<void> {
  return events.emit(bot.teamId, 'bot.status_changed', {
    ...botIds(events, bot),
    status,
    previous_status: previous,
    occurred_at: occurredAt.toISOString(),
  });
}

/** `bot.status_changed` for every new status, then `bot.completed` or `bot.failed` at the end. */
async function tellTeam(
  events: EventWriter,
  bot: Bot,
  previous: string,
  occurredAt: Date,
  transcriptKept: boolean,
) {
  const ids = botIds(events, bot);
  await tellStatus(events, bot, bot.status, previous, occurredAt);
  if (bot.status === 'complete') {
    const seen = bot.mediaSeenAt ?? occurredAt;
    await events.emit(bot.teamId, 'bot.completed', {
      ...ids,
      transcript_available: transcriptKept,
      speakers: bot.speakers,
      mp4_url: bot.mp4Url,
      mp4_url_expires_at: bot.mp4Url
        ? new Date(seen.getTime() + MEDIA_URL_VALIDITY_MS[bot.apiVersion]!).toISOString()
        : null,
      ended_at: bot.endedAt?.toISOString() ?? null,
    });
  } else if (bot.status === 'failed') {
    await events.emit(bot.teamId, 'bot.failed', {
      ...ids,
      error: bot.lastError,
      ended_at: bot.endedAt?.toISOString() ?? null,
    });
  }
}

/**
 * What the events that end a bot leave on it (it is no longer polled). The media URLs expire:
 * keep them when seen. v1 names the video `mp4`, v2 `video` (either is taken).
 */
function terminalFields(event: LifeEvent, bot: Bot, receivedAt: Date): Prisma.BotUpdateInput {
  const data = record(event.raw.data);
  const ended = { endedAt: bot.endedAt ?? receivedAt, vendorSeenAt: null };
  if (event.kind === 'complete' && !bot.dataDeletionRequestedAt) {
    return {
      ...ended,
      speakers: speakerNames(data.speakers),
      mp4Url: recordingUrls(data).video ?? undefined,
      mediaSeenAt: receivedAt,
    };
  }
  if (event.kind === 'complete') return ended;
  if (event.kind === 'failed') {
    const reason = [data.error_code ?? data.error, data.error_message ?? data.message]
      .filter((v) => typeof v === 'string' && v !== '')
      .join(': ');
    return { ...ended, lastError: reason || 'failed' };
  }
  return {};
}

/** The signed media URLs of a completion's data, by medium (v1 names the video `mp4`). */
function recordingUrls(data: Record<string, unknown>): Record<Media, string | null> {
  return {
    audio: nonEmptyText(data.audio),
    video: nonEmptyText(data.video) ?? nonEmptyText(data.mp4),
  };
}

/** Speakers as names, whichever the version: v1 sends names, v2 `{name, id}` objects. */
function speakerNames(speakers: unknown): string[] | undefined {
  if (!Array.isArray(speakers)) return undefined;
  return speakers
    .map((s: unknown) => (typeof s === 'string' ? s : record(s).name))
    .filter((name): name is string => typeof name === 'string');
}

/** The event as received, minus the transcript (kept once, on the bot). */
function historyPayload(event: LifeEvent): Prisma.InputJsonValue {
  if (event.kind !== 'complete') return event.raw as Prisma.InputJsonValue;
  const { transcript: _transcript, ...data } = record(event.raw.data);
  return { ...event.raw, data } as Prisma.InputJsonValue;
}
