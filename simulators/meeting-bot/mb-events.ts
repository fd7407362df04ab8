import type { SimBot } from './mb-state.js';

/**
 * What a test asks to send: a status code (`'in_call_recording'`), a terminal event name
 * (`'complete'`, `'failed'`, `'transcription_complete'`), an event with fields overriding the
 * defaults (`{event: 'failed', data: {error: 'access_denied'}}`), or a verbatim body (`{raw}`) for
 * malformed or unknown events. Any string that is not an event name is sent as a status code,
 * so clients can be tested against codes they do not know.
 */
export type BotEventInput =
  string | { event: string; data?: Record<string, unknown> } | { raw: unknown };

export const TERMINAL_EVENTS = ['complete', 'failed'];

/** Bodies as documented by GET /bots/webhooks/bot (v1) and BotWebhookStatusChange (v2 schema). */
export function buildBotEvent(
  bot: SimBot,
  input: BotEventInput,
  baseUrl: string,
): { event?: unknown; body: unknown } {
  if (typeof input === 'object' && 'raw' in input) {
    return { event: (input.raw as { event?: unknown } | null)?.event, body: input.raw };
  }
  const { event, data = {} } =
    typeof input === 'string'
      ? ['complete', 'failed', 'transcription_complete'].includes(input)
        ? { event: input }
        : { event: 'bot.status_change', data: { status: { code: input } } }
      : input;
  const extra = bot.request.extra ?? null;
  switch (event) {
    case 'bot.status_change': {
      const status = {
        ...defaultStatus(String((data.status as { code?: unknown })?.code ?? 'joining_call')),
      };
      Object.assign(status, data.status);
      return { event, body: { event, data: { bot_id: bot.id, event_id: null, ...data, status } } };
    }
    case 'complete':
      return { event, body: { event, data: { ...completeData(bot, baseUrl), extra, ...data } } };
    case 'failed':
      return {
        event,
        body: {
          event,
          data: {
            bot_id: bot.id,
            event_uuid: null,
            error: 'meeting_not_found',
            message: 'Could not join meeting: The meeting ID was not found or has expired',
            extra,
            ...data,
          },
        },
      };
    default:
      return { event, body: { event, data: { bot_id: bot.id, ...data } } };
  }
}

function defaultStatus(code: string): Record<string, unknown> {
  const now = new Date();
  // v2 schema: start_time only on in_call_recording.
  return code === 'in_call_recording'
    ? { code, created_at: now.toISOString(), start_time: Math.floor(now.getTime() / 1000) }
    : { code, created_at: now.toISOString() };
}

function completeData(bot: SimBot, baseUrl: string) {
  return {
    bot_id: bot.id,
    event_uuid: null,
    transcript: [
      {
        speaker: 'Ada Lovelace',
        offset: 1.5,
        start_time: 1.5,
        end_time: 2.4,
        words: [
          { start: 1.5, end: 1.9, word: 'Hello' },
          { start: 2.0, end: 2.4, word: 'everyone' },
        ],
      },
    ],
    speakers: ['Ada Lovelace', 'Alan Turing'],
    mp4: recordingUrl(baseUrl, bot, 'mp4'),
    audio: recordingUrl(baseUrl, bot, 'wav'),
    event: 'complete',
  };
}

export function recordingUrl(baseUrl: string, bot: SimBot, ext: 'mp4' | 'wav'): string {
  return `${baseUrl}/recordings/${bot.id}.${ext}?token=sim`;
}
