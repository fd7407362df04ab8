import { Readable } from 'node:stream';
import type { Route, RouteContext } from '../shared/sim-server.js';
import { SimError, type Reply } from '../shared/types.js';
import { validate, type Schema } from '../shared/validate.js';
import { AudioStream } from '../stt/audio-stream.js';
import { recordingUrl } from './mb-events.js';
import { meetingWav, v1Transcripts } from '../shared/meeting.js';
import { joinRequest, retranscribeBody } from './mb-schemas.js';
import { type BotState, matchesExtra, type SimBot } from './mb-state.js';

export interface MeetingBotDeps {
  state: BotState;
  baseUrl(): string;
  onJoin(bot: SimBot): void;
  onLeave(bot: SimBot): void;
  onRetranscribe(bot: SimBot): void;
  /** Every `delete_data` call that deleted something, in order (shared with v2's). */
  deletions: { botId: string; deleteFromProvider: boolean; at: string }[];
}

const ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** v2 error codes by status, where a handler names none (`extra.code`). */
const V2_CODES: Record<number, string> = {
  400: 'FST_ERR_VALIDATION',
  401: 'UNAUTHORIZED',
  402: 'INSUFFICIENT_TOKENS',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMIT_EXCEEDED',
  500: 'INTERNAL_SERVER_ERROR',
};

/**
 * Error bodies. The v1 spec documents none (only "no content" 401/403/404/429 on some routes),
 * so v1 errors are a plain `{error, message}` object. v2 routes answer the v2 spec's
 * `ErrorResponse` `{success: false, error, code, statusCode, message, details}`, with the
 * rate-limit answer's `retryAfter` on a 429.
 */
export function meetingBotErrorReply(
  status: number,
  message: string,
  path = '',
  extra: Record<string, unknown> = {},
): Reply {
  const error = ERROR_NAMES[status] ?? `HTTP ${status}`;
  if (!path.startsWith('/v2/')) return { status, json: { error, message } };
  const json: Record<string, unknown> = {
    success: false,
    error,
    code: V2_CODES[status] ?? `HTTP_${status}`,
    statusCode: status,
    message,
    details: null,
    ...extra,
  };
  if (status === 429) json.retryAfter ??= 1;
  return { status, json };
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
      // `DeleteResponse`: the recording and transcripts go, the bot's metadata stays.
      method: 'POST',
      path: /^\/bots\/(?<uuid>[^/]+)\/delete_data\/?$/,
      handler: ({ params }) => {
        const bot = find(deps, params.uuid);
        if (bot.dataDeleted) return { status: 200, json: { ok: true, status: 'alreadyDeleted' } };
        if (!bot.terminal || bot.joinedAt === null) {
          return { status: 200, json: { ok: true, status: 'noDataFound' } };
        }
        bot.dataDeleted = true;
        deps.deletions.push({
          botId: bot.id,
          deleteFromProvider: false,
          at: new Date().toISOString(),
        });
        return { status: 200, json: { ok: true, status: 'deleted' } };
      },
    },
    {
      // The URLs in `complete` and meeting_data point here: pre-signed, so no key.
      method: 'GET',
      path: /^\/recordings\/(?<uuid>[^/.]+)\.(?<ext>mp4|wav)$/,
      public: true,
      handler: ({ params }) => {
        if (find(deps, params.uuid).dataDeleted) throw new SimError(404, 'NoSuchKey');
        // Opaque bytes, as object stores often label them.
        const headers = { 'content-type': 'application/octet-stream' };
        if (params.ext === 'wav') {
          const wav = meetingWav();
          return { status: 200, headers, stream: Readable.from([wav]), length: wav.length };
        }
        const size = 64 * 1024;
        return {
          status: 200,
          headers,
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
  const recorded = bot.terminal && bot.joinedAt !== null && !bot.dataDeleted;
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
        transcripts: withTranscripts && recorded ? v1Transcripts(bot.numericId) : [],
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

/** `limit` of bots_with_metadata: default 10, 1 to 50 (the spec's words). */
const PAGE_DEFAULT = 10;
const PAGE_MAX = 50;

/**
 * ListRecentBotsResponse, newest first, one page at a time as the spec describes: `limit` bots
 * (default 10, at most 50) and a `next_cursor` (base64) while more follow. The query filters
 * (`created_after`, `created_before`, `meeting_url` and `bot_name`, partial and
 * case-insensitive) select the rows; `filter_by_extra` ("k:v,k2:v2", exact and case-sensitive,
 * bots without the field excluded) is applied "in memory" to each page afterwards, so a page
 * may hold fewer matches than `limit`, or none, and still have a next page.
 */
function botsWithMetadata(deps: MeetingBotDeps, { url }: RouteContext): Reply {
  const query = url.searchParams;
  const limit = Number(query.get('limit') ?? PAGE_DEFAULT);
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_MAX) {
    throw new SimError(400, `limit must be an integer from 1 to ${PAGE_MAX}`);
  }
  const after = query.get('cursor') ? cursorPosition(query.get('cursor')!) : Infinity;
  const rows = [...deps.state.bots.values()]
    .filter((bot) => bot.numericId < after && matchesQuery(bot, query))
    .sort((a, b) => b.numericId - a.numericId);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    status: 200,
    json: {
      bots: page.filter((bot) => matchesExtra(bot, query.get('filter_by_extra'))).map(entry),
      last_updated: new Date().toISOString(),
      next_cursor: rows.length > limit && last ? cursorOf(last.numericId) : null,
    },
  };
}

const cursorOf = (numericId: number) =>
  Buffer.from(JSON.stringify({ before: numericId })).toString('base64');

function cursorPosition(cursor: string): number {
  try {
    const before = (JSON.parse(Buffer.from(cursor, 'base64').toString()) as { before?: unknown })
      .before;
    if (Number.isInteger(before)) return before as number;
  } catch {
    // answered below
  }
  throw new SimError(400, 'Invalid cursor');
}

function matchesQuery(bot: SimBot, query: URLSearchParams): boolean {
  const contains = (value: unknown, part: string | null) =>
    part === null || String(value).toLowerCase().includes(part.toLowerCase());
  // Zone-less ISO 8601 in the spec's examples: read as UTC.
  const at = (name: string) => (query.get(name) ? new Date(`${query.get(name)}Z`) : null);
  const createdAfter = at('created_after');
  const createdBefore = at('created_before');
  return (
    contains(bot.request.meeting_url, query.get('meeting_url')) &&
    contains(bot.request.bot_name, query.get('bot_name')) &&
    !(createdAfter && bot.createdAt < createdAfter) &&
    !(createdBefore && bot.createdAt > createdBefore)
  );
}

function entry(bot: SimBot) {
  return {
    id: bot.numericId,
    uuid: bot.id,
    bot_name: bot.request.bot_name,
    meeting_url: bot.request.meeting_url,
    created_at: bot.createdAt.toISOString(),
    ended_at: bot.endedAt?.toISOString() ?? null,
    extra: bot.request.extra ?? null,
    speakers: [],
  };
}

function sttProvider(stt: unknown): unknown {
  if (typeof stt === 'string') return stt;
  return (stt as { provider?: unknown } | null | undefined)?.provider ?? null;
}
