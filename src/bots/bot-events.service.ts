import { Injectable } from '@nestjs/common';
import { type EventWriter } from '../team-events/event-outbox.js';
import { MEDIA_URL_VALIDITY_MS } from '../team-events/event-types.js';
import { type Bot, type Prisma } from '../generated/prisma/client.js';
import { RetranscriptionService } from '../retranscription/retranscription.service.js';
import { type MeetingBotEvent, parseMeetingBotEvent } from './bot-event.js';
import { BridgeStatus, decide, isTerminal } from './bot-life.js';
import { BotsRepository } from './bots.repository.js';
export { meetingBotEventDedupKey } from './bot-event.js';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};

/**
 * The webhooks receiver's entry point into bot life: applies one v1 event body, idempotently
 * (history rows are unique per bot, code and vendor time; a terminal bot ignores its own
 * terminal event again). Events of one bot apply one at a time under a row lock.
 */
@Injectable()
export class BotEventsService {
  constructor(
    private readonly repo: BotsRepository,
    private readonly retranscriptions: RetranscriptionService,
  ) {}

  /**
   * Takes the raw v1 body `{event, data}` and when the bridge received it (v1 `complete` and
   * `failed` carry no time: they are timed by their arrival). Throws only on transient errors
   * (database).
   */
  async handle(body: unknown, receivedAt: Date): Promise<BotEventOutcome> {
    const event = parseMeetingBotEvent(body);
    if (!event.botId || event.kind === 'other') return 'ignored';
    if (event.kind === 'transcription_complete') {
      return this.retranscriptions.complete(event.botId, record(event.raw.data));
    }
    const bot = await this.findBot(event);
    return bot ? this.apply(bot, event, receivedAt) : 'unknown_bot';
  }

  /** By the vendor's id; `complete`/`failed` also by `extra.bridge_bot_id` (unconfirmed creates). */
  private async findBot(event: LifeEvent): Promise<Bot | null> {
    const bot = await this.repo.findByUpstreamId(event.botId!);
    if (bot || event.kind === 'status' || !event.bridgeBotId || !UUID.test(event.bridgeBotId)) {
      return bot;
    }
    const own = await this.repo.findById(event.bridgeBotId);
    return own && own.upstreamBotId === null ? own : null;
  }

  private apply(bot: Bot, event: LifeEvent, receivedAt: Date): Promise<BotEventOutcome> {
    const code = event.kind === 'status' ? event.code : event.kind;
    // v1 terminal events carry no time; they are ordered by arrival, and end the bot anyway.
    const occurredAt = (event.kind === 'status' && event.occurredAt) || receivedAt;
    return this.repo.withLockedBot(bot.id, async (locked) => {
      const terminal = event.kind !== 'status';
      const decision = decide(await locked.life(), { code, occurredAt, terminal });
      if (decision.outcome === 'duplicate') return 'duplicate';
      const added = await locked.addHistory({ code, occurredAt, payload: historyPayload(event) });
      if (!added) return 'duplicate';
      if (decision.outcome === 'stale') {
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
        ...terminalFields(event, locked.bot, receivedAt),
      });
      await tellTeam(locked.events, bot, locked.bot.status, occurredAt);
      return 'applied';
    });
  }
}

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
async function tellTeam(events: EventWriter, bot: Bot, previous: string, occurredAt: Date) {
  const ids = botIds(events, bot);
  await tellStatus(events, bot, bot.status, previous, occurredAt);
  if (bot.status === 'complete') {
    const seen = bot.mediaSeenAt ?? occurredAt;
    await events.emit(bot.teamId, 'bot.completed', {
      ...ids,
      transcript_available: bot.transcript !== null,
      speakers: bot.speakers,
      mp4_url: bot.mp4Url,
      mp4_url_expires_at: bot.mp4Url
        ? new Date(seen.getTime() + MEDIA_URL_VALIDITY_MS).toISOString()
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

/** What `complete` and `failed` leave on the bot. The media URLs expire: keep when seen. */
function terminalFields(event: LifeEvent, bot: Bot, receivedAt: Date): Prisma.BotUpdateInput {
  const data = record(event.raw.data);
  const endedAt = bot.endedAt ?? receivedAt;
  if (event.kind === 'complete') {
    return {
      endedAt,
      transcript: (data.transcript ?? undefined) as Prisma.InputJsonValue | undefined,
      speakers: (data.speakers ?? undefined) as Prisma.InputJsonValue | undefined,
      mp4Url: typeof data.mp4 === 'string' ? data.mp4 : undefined,
      mediaSeenAt: receivedAt,
    };
  }
  if (event.kind === 'failed') {
    const reason = [data.error, data.message].filter((v) => typeof v === 'string').join(': ');
    return { endedAt, lastError: reason || 'failed' };
  }
  return {};
}

/** The event as received, minus the transcript (kept once, on the bot). */
function historyPayload(event: LifeEvent): Prisma.InputJsonValue {
  if (event.kind !== 'complete') return event.raw as Prisma.InputJsonValue;
  const { transcript: _transcript, ...data } = record(event.raw.data);
  return { ...event.raw, data } as Prisma.InputJsonValue;
}
