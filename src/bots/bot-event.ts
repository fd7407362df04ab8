import { isJsonObject, nonEmptyText } from '../platform/common/json-object.js';
import { sha256Canonical } from '../platform/common/idempotency.js';

/**
 * A meeting-bot webhook or callback body, v1 or v2, parsed leniently: v1 documents its shapes
 * in prose only (GET /bots/webhooks/bot), and v2's docs and spec disagree on where fields sit
 * (`extra` inside or beside `data`, `video` or `mp4`), so anything missing or mistyped becomes
 * `null`, never a throw. `bot.status_change` is the same event in both versions; v1 ends a bot
 * with `complete`/`failed`, v2 with `bot.completed`/`bot.failed`.
 */
export type MeetingBotEvent =
  | { kind: 'status'; botId: string | null; code: string; occurredAt: Date | null; raw: Body }
  | {
      kind: 'complete' | 'failed';
      /** The event's own name: `complete`/`failed` (v1), `bot.completed`/`bot.failed` (v2). */
      event: string;
      version: 'v1' | 'v2';
      botId: string | null;
      bridgeBotId: string | null;
      raw: Body;
    }
  | { kind: 'transcription_complete'; botId: string | null; raw: Body }
  | { kind: 'other'; botId: string | null; event: string | null; raw: Body };

/** The events that end a bot, by name: what they mean and which API sends them. */
const TERMINAL: Record<string, { kind: 'complete' | 'failed'; version: 'v1' | 'v2' }> = {
  complete: { kind: 'complete', version: 'v1' },
  failed: { kind: 'failed', version: 'v1' },
  'bot.completed': { kind: 'complete', version: 'v2' },
  'bot.failed': { kind: 'failed', version: 'v2' },
};

type Body = Record<string, unknown>;

/** Key of `extra` under which the bridge sends its own bot id to the vendor. */
export const BRIDGE_BOT_ID_EXTRA = 'bridge_bot_id';

const record = (v: unknown): Body => (isJsonObject(v) ? (v as Body) : {});

function timestamp(v: unknown): Date | null {
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  const date = new Date(typeof v === 'number' && v < 1e11 ? v * 1000 : v);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function parseMeetingBotEvent(body: unknown): MeetingBotEvent {
  const raw = record(body);
  const data = record(raw.data);
  const botId = nonEmptyText(data.bot_id);
  const event = nonEmptyText(raw.event);
  switch (event) {
    case 'bot.status_change': {
      const status = record(data.status);
      const code = nonEmptyText(status.code);
      if (!code) return { kind: 'other', botId, event, raw };
      return { kind: 'status', botId, code, occurredAt: timestamp(status.created_at), raw };
    }
    case 'complete':
    case 'failed':
    case 'bot.completed':
    case 'bot.failed': {
      const extra = { ...record(raw.extra), ...record(data.extra) };
      return {
        ...TERMINAL[event]!,
        event,
        botId,
        bridgeBotId: nonEmptyText(extra[BRIDGE_BOT_ID_EXTRA]),
        raw,
      };
    }
    case 'transcription_complete':
      return { kind: event, botId, raw };
    default:
      return { kind: 'other', botId, event, raw };
  }
}

/**
 * A stable key per distinct event, for the webhook receiver's dedup table. Status changes are
 * identified by (bot, code, vendor time); the events that end a bot happen once per bot, so
 * their key ignores the body (whose signed media URLs and send times differ between replays).
 * Other events carry no id or time in v1, so their key is a hash of the canonical body. Every
 * `transcription_complete` of a bot has the same body: the retranscription named in the URL it
 * was delivered to (`retranscriptionId`) tells them apart.
 */
export function meetingBotEventDedupKey(body: unknown, retranscriptionId?: string): string {
  const event = parseMeetingBotEvent(body);
  const bot = event.botId ?? '-';
  switch (event.kind) {
    case 'status':
      if (event.occurredAt) return `status:${bot}:${event.code}:${event.occurredAt.toISOString()}`;
      return `status:${bot}:${event.code}:${sha256Canonical(body)}`;
    case 'complete':
    case 'failed':
      return `${event.event}:${bot}`;
    case 'transcription_complete':
      return retranscriptionId
        ? `transcription_complete:${bot}:${retranscriptionId}:${sha256Canonical(body)}`
        : `transcription_complete:${bot}:${sha256Canonical(body)}`;
    default:
      return `${event.event ?? '-'}:${bot}:${sha256Canonical(body)}`;
  }
}
