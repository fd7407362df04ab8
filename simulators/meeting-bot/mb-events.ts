import { SPEAKER_NAMES, V2_SPEAKERS, v1CompleteTranscript } from '../shared/meeting.js';
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
    transcript: v1CompleteTranscript(),
    speakers: SPEAKER_NAMES,
    mp4: recordingUrl(baseUrl, bot, 'mp4'),
    audio: recordingUrl(baseUrl, bot, 'wav'),
    event: 'complete',
  };
}

export function recordingUrl(baseUrl: string, bot: SimBot, ext: 'mp4' | 'wav'): string {
  return `${baseUrl}/recordings/${bot.id}.${ext}?token=sim`;
}

/** What a v2 completion says of the bot's recording, transcription files and STT jobs. */
export interface V2Completion {
  audio: string | null;
  video: string | null;
  transcription: string | null;
  rawTranscription: string | null;
  transcriptionIds: string[] | null;
}

/**
 * v2 bodies (BotWebhookStatusChange, BotWebhookCompleted, BotWebhookFailed and the callbacks,
 * which have the same shape): `extra` beside `data`, as the spec places it. `complete` and
 * `failed` name the v2 events too, so tests drive both versions with the same words.
 */
export function buildV2BotEvent(
  bot: SimBot,
  input: BotEventInput,
  completion: () => V2Completion,
): { event?: unknown; body: unknown } {
  if (typeof input === 'object' && 'raw' in input) {
    return { event: (input.raw as { event?: unknown } | null)?.event, body: input.raw };
  }
  const named = typeof input === 'string' ? { event: input } : input;
  const event = V2_NAMES[named.event] ?? (isEventName(named.event) ? named.event : null);
  const extra = bot.request.extra ?? null;
  const now = new Date().toISOString();
  // `event_id` names the calendar event a calendar bot was scheduled for; null for others.
  const ids = { bot_id: bot.id, event_id: bot.calendarEventId };
  if (event === null) {
    // A status code (any string that is no event name).
    const status = {
      ...defaultStatus(named.event),
      ...(named as { data?: { status?: object } }).data?.status,
    };
    return {
      event: 'bot.status_change',
      body: { event: 'bot.status_change', data: { ...ids, status }, extra },
    };
  }
  const data = (named as { data?: Record<string, unknown> }).data ?? {};
  if (event === 'bot.status_change') {
    const status = { ...defaultStatus('joining_call'), ...(data.status as object | undefined) };
    return { event, body: { event, data: { ...ids, ...data, status }, extra } };
  }
  if (event === 'bot.completed') {
    const { audio, video, transcription, rawTranscription, transcriptionIds } = completion();
    const joined = bot.joinedAt?.toISOString() ?? null;
    const exited = bot.endedAt?.toISOString() ?? now;
    const body = {
      ...ids,
      participants: V2_SPEAKERS,
      speakers: V2_SPEAKERS,
      duration_seconds: bot.joinedAt ? Math.round((Date.now() - +bot.joinedAt) / 1000) : null,
      joined_at: joined,
      exited_at: exited,
      data_deleted: false,
      video,
      audio,
      diarization: null,
      raw_transcription: rawTranscription,
      transcription,
      transcription_provider: bot.request.transcription_enabled === true ? 'gladia' : null,
      transcription_ids: transcriptionIds,
      sent_at: now,
      ...data,
    };
    return { event, body: { event, data: body, extra } };
  }
  if (event === 'bot.failed') {
    const body = {
      ...ids,
      error_message: 'The bot was not admitted to the meeting',
      error_code: 'BOT_NOT_ACCEPTED',
      sent_at: now,
      ...data,
    };
    return { event, body: { event, data: body, extra } };
  }
  return { event, body: { event, data: { ...ids, ...data }, extra } };
}

const V2_NAMES: Record<string, string> = { complete: 'bot.completed', failed: 'bot.failed' };
/** Event names have a dot (`bot.completed`); status codes do not (`in_call_recording`). */
const isEventName = (name: string) => name.includes('.');
