import type { Route, RouteContext } from '../shared/sim-server.js';
import { SimError, type Reply } from '../shared/types.js';
import { validate, type Schema } from '../shared/validate.js';
import { AudioStream } from '../stt/audio-stream.js';
import { recordingUrl } from './mb-events.js';
import { joinRequest, retranscribeBody } from './mb-schemas.js';
import type { BotState, SimBot } from './mb-state.js';

export interface MeetingBotDeps {
  state: BotState;
  baseUrl(): string;
  onJoin(bot: SimBot): void;
  onLeave(bot: SimBot): void;
  onRetranscribe(bot: SimBot): void;
}

/**
 * The v1 spec documents no error bodies (only "no content" 401/403/404/429 on some routes), so
 * errors here are a plain `{error, message}` JSON object, see `meetingBotErrorReply`.
 */
export function meetingBotErrorReply(status: number, message: string): Reply {
  const error =
    { 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found' }[status] ?? `HTTP ${status}`;
  return { status, json: { error, message } };
}

export function meetingBotRoutes(deps: MeetingBotDeps): Route[] {
  return [
    { method: 'POST', path: /^\/bots\/?$/, handler: ({ body }) => join(deps, body) },
    {
      method: 'POST',
      path: /^\/bots\/retranscribe\/?$/,
      handler: ({ body }) => retranscribe(deps, body),
    },
    { method: 'GET', path: /^\/bots\/meeting_data\/?$/, handler: (ctx) => meetingData(deps, ctx) },
    {
      method: 'GET',
      path: /^\/bots\/bots_with_metadata\/?$/,
      handler: (ctx) => botsWithMetadata(deps, ctx),
    },
    {
      method: 'DELETE',
      path: /^\/bots\/(?<uuid>[^/]+)\/?$/,
      handler: ({ params }) => {
        const bot = find(deps, params.uuid);
        if (!bot.left) {
          bot.left = true;
          deps.onLeave(bot);
        }
        return { status: 200, json: { ok: true } };
      },
    },
    {
      // The URLs in `complete` and meeting_data point here: pre-signed, so no key.
      method: 'GET',
      path: /^\/recordings\/(?<uuid>[^/.]+)\.(?:mp4|wav)$/,
      public: true,
      handler: ({ params }) => {
        find(deps, params.uuid);
        const size = 64 * 1024;
        return {
          status: 200,
          headers: { 'content-type': 'application/octet-stream' },
          stream: new AudioStream(params.uuid ?? '', size),
          length: size,
        };
      },
    },
  ];
}

function check(body: unknown, schema: Schema): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new SimError(400, 'Request body must be a JSON object');
  }
  const errors = validate(body, schema);
  if (errors.length) throw new SimError(400, errors.join('; '));
  return body as Record<string, unknown>;
}

function find(deps: MeetingBotDeps, id: string | undefined): SimBot {
  const bot = deps.state.bots.get(id ?? '');
  if (!bot) throw new SimError(404, `Bot ${id} not found`);
  return bot;
}

function join(deps: MeetingBotDeps, body: unknown): Reply {
  const bot = deps.state.create(check(body, joinRequest));
  deps.onJoin(bot);
  return { status: 200, json: { bot_id: bot.id } };
}

function retranscribe(deps: MeetingBotDeps, body: unknown): Reply {
  const request = check(body, retranscribeBody);
  const bot = find(deps, String(request.bot_uuid));
  bot.retranscribeWebhookUrl = typeof request.webhook_url === 'string' ? request.webhook_url : null;
  deps.onRetranscribe(bot);
  return { status: 202 };
}

/** Metadata schema; BotWithParams fields the simulator has no notion of get neutral values. */
function meetingData(deps: MeetingBotDeps, { url }: RouteContext): Reply {
  const botId = url.searchParams.get('bot_id');
  if (!botId) throw new SimError(400, 'Missing required query parameter bot_id');
  const bot = find(deps, botId);
  const withTranscripts = url.searchParams.get('include_transcripts') !== 'false';
  const r = bot.request;
  const recorded = bot.terminal && bot.joinedAt !== null;
  const durationS =
    recorded && bot.endedAt && bot.joinedAt ? Math.round((+bot.endedAt - +bot.joinedAt) / 1000) : 0;
  return {
    status: 200,
    json: {
      audio: recorded ? recordingUrl(deps.baseUrl(), bot, 'wav') : '',
      mp4: recorded ? recordingUrl(deps.baseUrl(), bot, 'mp4') : '',
      duration: durationS,
      meeting_participants_file: '',
      speaker_diarization_file: '',
      speaker_diarization_file_network: '',
      bot_data: {
        event_uuid: null,
        transcripts: withTranscripts && recorded ? [transcript(bot)] : [],
        bot: {
          account_id: 1,
          bot_exited_at: bot.endedAt?.toISOString() ?? null,
          bot_image: r.bot_image ?? null,
          bot_joined_at: bot.joinedAt?.toISOString() ?? null,
          bot_name: r.bot_name,
          bot_param_id: bot.numericId,
          created_at: bot.createdAt.toISOString(),
          deduplication_key: r.deduplication_key ?? null,
          diarization_v2: false,
          ended_at: bot.endedAt?.toISOString() ?? null,
          extra: r.extra ?? null,
          id: bot.numericId,
          is_stopped: bot.left || bot.terminal,
          meeting_url: r.meeting_url,
          mp4_s3_path: recorded ? `${bot.id}.mp4` : '',
          recording_mode: r.recording_mode ?? 'speaker_view',
          reserved: r.reserved ?? false,
          speech_to_text_provider: sttProvider(r.speech_to_text),
          transcription_custom_parameters: r.transcription_custom_parameters ?? null,
          uuid: bot.id,
          webhook_url: r.webhook_url ?? '',
        },
      },
    },
  };
}

/**
 * ListRecentBotsResponse, one page (no cursor). Filters: `filter_by_extra` ("k:v,k2:v2", exact
 * and case-sensitive, bots without the field excluded), `meeting_url` and `created_after`.
 */
function botsWithMetadata(deps: MeetingBotDeps, { url }: RouteContext): Reply {
  const conditions = (url.searchParams.get('filter_by_extra') ?? '')
    .split(',')
    .filter((pair) => pair.includes(':'))
    .map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)]);
  const meetingUrl = url.searchParams.get('meeting_url');
  const createdAfter = url.searchParams.get('created_after');
  const bots = [...deps.state.bots.values()].filter((bot) => {
    const extra = (bot.request.extra ?? {}) as Record<string, unknown>;
    if (meetingUrl && bot.request.meeting_url !== meetingUrl) return false;
    // Zone-less ISO 8601 in the spec's examples: read as UTC.
    if (createdAfter && bot.createdAt < new Date(`${createdAfter}Z`)) return false;
    return conditions.every(([k, v]) => k in extra && String(extra[k]) === v);
  });
  return {
    status: 200,
    json: {
      bots: bots.map((bot) => ({
        id: bot.numericId,
        uuid: bot.id,
        bot_name: bot.request.bot_name,
        meeting_url: bot.request.meeting_url,
        created_at: bot.createdAt.toISOString(),
        ended_at: bot.endedAt?.toISOString() ?? null,
        extra: bot.request.extra ?? null,
        speakers: [],
      })),
      last_updated: new Date().toISOString(),
      next_cursor: null,
    },
  };
}

function sttProvider(stt: unknown): unknown {
  if (typeof stt === 'string') return stt;
  return (stt as { provider?: unknown } | null | undefined)?.provider ?? null;
}

function transcript(bot: SimBot) {
  const words = [
    { bot_id: bot.numericId, id: 1, start_time: 1.5, end_time: 1.9, text: 'Hello', user_id: null },
    {
      bot_id: bot.numericId,
      id: 2,
      start_time: 2.0,
      end_time: 2.4,
      text: 'everyone',
      user_id: null,
    },
  ];
  return {
    bot_id: bot.numericId,
    id: 1,
    speaker: 'Ada Lovelace',
    start_time: 1.5,
    end_time: 2.4,
    lang: 'en',
    user_id: null,
    words,
  };
}
