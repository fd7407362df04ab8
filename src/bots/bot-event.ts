import { isJsonObject } from '../common/json-object.js';
import { sha256Canonical } from '../common/idempotency.js';

/**
 * A v1 meeting-bot webhook body, parsed leniently: the vendor documents these shapes in prose
 * only (GET /bots/webhooks/bot), so anything missing or mistyped becomes `null`, never a throw.
 */
export type MeetingBotEvent =
  | { kind: 'status'; botId: string | null; code: string; occurredAt: Date | null; raw: Body }
  | { kind: 'complete'; botId: string | null; bridgeBotId: string | null; raw: Body }
  | { kind: 'failed'; botId: string | null; bridgeBotId: string | null; raw: Body }
  | { kind: 'transcription_complete'; botId: string | null; raw: Body }
  | { kind: 'other'; botId: string | null; event: string | null; raw: Body };

type Body = Record<string, unknown>;

/** Key of `extra` under which the bridge sends its own bot id to the vendor. */
export const BRIDGE_BOT_ID_EXTRA = 'bridge_bot_id';

const record = (v: unknown): Body => (isJsonObject(v) ? (v as Body) : {});
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function timestamp(v: unknown): Date | null {
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  const date = new Date(typeof v === 'number' && v < 1e11 ? v * 1000 : v);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function parseMeetingBotEvent(body: unknown): MeetingBotEvent {
  const raw = record(body);
  const data = record(raw.data);
  const botId = text(data.bot_id);
  const event = text(raw.event);
  switch (event) {
    case 'bot.status_change': {
      const status = record(data.status);
      const code = text(status.code);
      if (!code) return { kind: 'other', botId, event, raw };
      return { kind: 'status', botId, code, occurredAt: timestamp(status.created_at), raw };
    }
    case 'complete':
    case 'failed':
      return {
        kind: event,
        botId,
        bridgeBotId: text(record(data.extra)[BRIDGE_BOT_ID_EXTRA]),
        raw,
      };
    case 'transcription_complete':
      return { kind: event, botId, raw };
    default:
      return { kind: 'other', botId, event, raw };
  }
}

/**
 * A stable key per distinct event, for the webhook receiver's dedup table. Status changes are
 * identified by (bot, code, vendor time); `complete` and `failed` happen once per bot, so their
 * key ignores the body (whose signed media URLs may differ between replays). Other events carry
 * no id or time in v1, so their key is a hash of the canonical body: two identical
 * `transcription_complete` bodies for the same bot are indistinguishable by design.
 */
export function meetingBotEventDedupKey(body: unknown): string {
  const event = parseMeetingBotEvent(body);
  const bot = event.botId ?? '-';
  switch (event.kind) {
    case 'status':
      if (event.occurredAt) return `status:${bot}:${event.code}:${event.occurredAt.toISOString()}`;
      return `status:${bot}:${event.code}:${sha256Canonical(body)}`;
    case 'complete':
    case 'failed':
      return `${event.kind}:${bot}`;
    case 'transcription_complete':
      return `transcription_complete:${bot}:${sha256Canonical(body)}`;
    default:
      return `${event.event ?? '-'}:${bot}:${sha256Canonical(body)}`;
  }
}
