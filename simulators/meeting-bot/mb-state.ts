import { randomUUID } from 'node:crypto';
import type { BotAudioStream } from './mb-stream.js';

/** v1 `bot.status_change` codes (the v1 spec omits them; this is the v2 spec's enum). */
export const BOT_STATUS_CODES = [
  'queued',
  'pickup_delayed',
  'transcribing',
  'completed',
  'failed',
  'joining_call',
  'in_waiting_room',
  'in_waiting_for_host',
  'in_call_not_recording',
  'in_call_recording',
  'recording_paused',
  'recording_resumed',
  'call_ended',
  'recording_succeeded',
  'recording_failed',
  'api_request_stop',
  'bot_rejected',
  'bot_removed',
  'bot_removed_too_early',
  'waiting_room_timeout',
  'invalid_meeting_url',
  'meeting_error',
] as const;
export type BotStatusCode = (typeof BOT_STATUS_CODES)[number];

export interface SimBot {
  id: string;
  /** The API the bot was created with: its events and answers follow that version. */
  version: 'v1' | 'v2';
  /** v2 scheduled bots: when the bot joins (ISO 8601). */
  joinAt: string | null;
  /** v2 with the customer's STT key: the STT jobs made for the bot, once it completed. */
  transcriptionIds: string[] | null;
  /** v2 `delete-data` was called: artifacts are gone. */
  dataDeleted: boolean;
  /** How the bot ended, in v2's words (`completed`, `failed`); null while it lives. */
  outcome: 'completed' | 'failed' | null;
  /** What a failed bot's event said. */
  error: { code: string; message: string } | null;
  /** Sequential integer id, as the v1 `BotWithParams.id` is an int32. */
  numericId: number;
  request: Record<string, unknown>;
  createdAt: Date;
  statuses: { code: string; created_at: string }[];
  joinedAt: Date | null;
  endedAt: Date | null;
  left: boolean;
  /** Set once `complete` or `failed` went out. */
  terminal: boolean;
  retranscribeWebhookUrl: string | null;
  timer?: NodeJS.Timeout;
  /** The meeting's audio streamed to the bot's `output_url`, while in the call. */
  stream?: BotAudioStream;
  /** The second of the meeting its stream holds at, until released (tests). */
  streamHoldAt: number | null;
  /** A calendar schedule's bot: the event it was scheduled for (v2 events carry it). */
  calendarEventId: string | null;
}

export class BotState {
  readonly bots = new Map<string, SimBot>();
  private nextId = 1;

  create(
    request: Record<string, unknown>,
    version: 'v1' | 'v2' = 'v1',
    joinAt: string | null = null,
  ): SimBot {
    const bot: SimBot = {
      id: randomUUID(),
      version,
      joinAt,
      transcriptionIds: null,
      dataDeleted: false,
      outcome: null,
      error: null,
      numericId: this.nextId++,
      request,
      createdAt: new Date(),
      statuses: [],
      joinedAt: null,
      endedAt: null,
      left: false,
      terminal: false,
      retranscribeWebhookUrl: null,
      calendarEventId: null,
      streamHoldAt: null,
    };
    this.bots.set(bot.id, bot);
    return bot;
  }

  clear(): void {
    for (const bot of this.bots.values()) {
      clearTimeout(bot.timer);
      bot.stream?.stop();
    }
    this.bots.clear();
  }
}

/**
 * The vendor's `extra` filter, in both versions: `key:value` conditions, comma-separated, each
 * an exact, case-sensitive match of the bot's own `extra` field; bots without the field fail.
 */
export function matchesExtra(bot: SimBot, filter: string | null): boolean {
  const extra = (bot.request.extra ?? {}) as Record<string, unknown>;
  return (filter ?? '')
    .split(',')
    .filter((pair) => pair.includes(':'))
    .every((pair) => {
      const key = pair.slice(0, pair.indexOf(':'));
      return Object.hasOwn(extra, key) && String(extra[key]) === pair.slice(pair.indexOf(':') + 1);
    });
}
