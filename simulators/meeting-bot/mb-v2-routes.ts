import type { Route, RouteContext } from '../shared/sim-server.js';
import { SimError, type Reply } from '../shared/types.js';
import { validate } from '../shared/validate.js';
import { ARTIFACT_FILES, type Artifacts } from './mb-artifacts.js';
import { type BotState, matchesExtra, type SimBot } from './mb-state.js';
import { V2_SPEAKERS as SPEAKERS } from '../shared/meeting.js';
import { createBotV2 } from './mb-v2-schemas.js';

export interface MeetingBotV2Deps {
  state: BotState;
  baseUrl(): string;
  artifacts: Artifacts;
  onJoin(bot: SimBot): void;
  onLeave(bot: SimBot): void;
  /** Every `delete-data` call that was accepted, in order. */
  deletions: { botId: string; deleteFromProvider: boolean; at: string }[];
}

/** `allow_multiple_bots: false` refuses a second bot for a URL within this window (the spec). */
const DEDUP_WINDOW_MS = 5 * 60_000;
const ok = (status: number, data: unknown): Reply => ({ status, json: { success: true, data } });

/**
 * The v2 API (specs/meeting-bot/meetingbaas-openapi-v2.json) as far as the bridge uses it:
 * create (now or scheduled), list (filters, `extra`, cursor), details, status, leave and
 * delete-data. Answers are `{success: true, data}`; errors the spec's `ErrorResponse` (see
 * meetingBotErrorReply).
 */
export function meetingBotV2Routes(deps: MeetingBotV2Deps): Route[] {
  const bot = (id: string | undefined) => find(deps, id);
  return [
    { method: 'POST', path: /^\/v2\/bots$/, handler: ({ body }) => create(deps, body, false) },
    {
      method: 'POST',
      path: /^\/v2\/bots\/scheduled$/,
      handler: ({ body }) => create(deps, body, true),
    },
    { method: 'GET', path: /^\/v2\/bots$/, handler: (ctx) => list(deps, ctx, false) },
    { method: 'GET', path: /^\/v2\/bots\/scheduled$/, handler: (ctx) => list(deps, ctx, true) },
    {
      method: 'GET',
      path: /^\/v2\/bots\/(?<id>[^/]+)$/,
      handler: ({ params }) => ok(200, details(deps, bot(params.id))),
    },
    {
      method: 'GET',
      path: /^\/v2\/bots\/(?<id>[^/]+)\/status$/,
      handler: ({ params }) => {
        const found = bot(params.id);
        return ok(200, {
          bot_id: found.id,
          status: statusOf(found),
          transcription_status: transcriptionStatus(found),
          updated_at: updatedAt(found),
        });
      },
    },
    {
      method: 'POST',
      path: /^\/v2\/bots\/(?<id>[^/]+)\/leave$/,
      handler: ({ params }) => {
        const found = bot(params.id);
        if (found.terminal) {
          throw new SimError(409, `Bot is ${statusOf(found)} and cannot leave`, {
            code: 'INVALID_BOT_STATUS',
          });
        }
        if (!found.left) {
          found.left = true;
          deps.onLeave(found);
        }
        return ok(200, { message: 'Bot is leaving the meeting' });
      },
    },
    {
      method: 'DELETE',
      path: /^\/v2\/bots\/(?<id>[^/]+)\/delete-data$/,
      handler: ({ params, url }) => {
        const found = bot(params.id);
        if (!found.terminal) {
          throw new SimError(409, 'Bot data can be deleted once the bot completed or failed', {
            code: 'INVALID_BOT_STATUS',
          });
        }
        found.dataDeleted = true;
        deps.deletions.push({
          botId: found.id,
          deleteFromProvider: url.searchParams.get('delete_from_provider') !== 'false',
          at: new Date().toISOString(),
        });
        return ok(200, { message: 'Bot data deleted' });
      },
    },
    {
      // Pre-signed like the object store's: no key, an expiry, a signature.
      method: 'GET',
      path: new RegExp(
        `^/v2-artifacts/(?<id>[^/]+)/(?<file>${ARTIFACT_FILES.map((f) => f.replace('.', '\\.')).join('|')})$`,
      ),
      public: true,
      handler: ({ params, url }) =>
        deps.artifacts.serve(
          deps.state.bots.get(params.id ?? ''),
          params.file ?? '',
          url.searchParams,
        ),
    },
  ];
}

function find(deps: MeetingBotV2Deps, id: string | undefined): SimBot {
  const found = deps.state.bots.get(id ?? '');
  if (!found || found.version !== 'v2') {
    throw new SimError(404, `Bot ${id} not found`, { code: 'BOT_NOT_FOUND' });
  }
  return found;
}

function create(deps: MeetingBotV2Deps, body: unknown, scheduled: boolean): Reply {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new SimError(400, 'body must be object');
  }
  const request = body as Record<string, unknown>;
  const errors = validate(request, createBotV2);
  if (scheduled && request.join_at === undefined) errors.push('Field "join_at" is required');
  if (errors.length) throw new SimError(400, errors.join('; '));
  const joinAt = scheduled ? String(request.join_at) : null;
  if (joinAt && !(Date.parse(joinAt) > Date.now())) {
    throw new SimError(400, 'join_at must be in the future');
  }
  if (request.allow_multiple_bots === false) {
    const since = Date.now() - DEDUP_WINDOW_MS;
    const twin = [...deps.state.bots.values()].find(
      (b) =>
        b.version === 'v2' &&
        b.request.meeting_url === request.meeting_url &&
        +b.createdAt >= since &&
        !b.terminal,
    );
    if (twin) {
      throw new SimError(409, 'A bot already exists for this meeting URL', {
        code: 'BOT_ALREADY_EXISTS',
      });
    }
  }
  const created = deps.state.create(request, 'v2', joinAt);
  if (!scheduled) deps.onJoin(created);
  return ok(201, { bot_id: created.id });
}

/** The list page size: default 50; at most 250 for bots, 100 for scheduled ones (the spec). */
function pageLimit(query: URLSearchParams, scheduled: boolean): number {
  const max = scheduled ? 100 : 250;
  const limit = Number(query.get('limit') ?? 50);
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    throw new SimError(400, `querystring/limit must be an integer from 1 to ${max}`);
  }
  return limit;
}

/**
 * `GET /v2/bots` (newest first) and `GET /v2/bots/scheduled` (by join time): `limit` rows and
 * a `cursor` (base64 of `<isoDate>::<id>`) while more follow. Filters apply before paging, as the
 * spec says of `extra` ("SQL-level"): exact, case-sensitive, every condition.
 */
function list(deps: MeetingBotV2Deps, { url }: RouteContext, scheduled: boolean): Reply {
  const query = url.searchParams;
  const limit = pageLimit(query, scheduled);
  const time = (name: string) => {
    const value = query.get(name);
    if (value === null) return null;
    const at = Date.parse(value);
    if (Number.isNaN(at)) throw new SimError(400, `querystring/${name} must be a date-time`);
    return at;
  };
  const createdAfter = time('created_after');
  const createdBefore = time('created_before');
  const sortKey = (b: SimBot) => (scheduled ? -Date.parse(b.joinAt ?? '') : +b.createdAt);
  const rows = [...deps.state.bots.values()]
    .filter((b) => b.version === 'v2' && (b.joinAt !== null) === scheduled)
    .filter((b) => matchesExtra(b, query.get('extra')))
    .filter(
      (b) =>
        (createdAfter === null || +b.createdAt > createdAfter) &&
        (createdBefore === null || +b.createdAt < createdBefore),
    )
    .sort((a, b) => sortKey(b) - sortKey(a) || b.numericId - a.numericId);
  // A cursor is a position (the bot it names, which the filters need not match): rows after it.
  const cursor = query.get('cursor');
  const at = cursor ? deps.state.bots.get(cursorBot(cursor)) : undefined;
  if (cursor && !at) throw new SimError(400, 'Invalid cursor');
  const after = (b: SimBot) =>
    !at || sortKey(b) < sortKey(at) || (sortKey(b) === sortKey(at) && b.numericId < at.numericId);
  const start = rows.findIndex(after);
  const page = start < 0 ? [] : rows.slice(start, start + limit);
  const last = page.at(-1);
  const next =
    start >= 0 && start + limit < rows.length && last
      ? Buffer.from(`${last.createdAt.toISOString()}::${last.id}`).toString('base64')
      : null;
  return {
    status: 200,
    json: {
      success: true,
      data: page.map((b) => (scheduled ? scheduledEntry(b) : entry(b))),
      cursor: next,
      prev_cursor: null,
    },
  };
}

function cursorBot(cursor: string): string {
  const text = Buffer.from(cursor, 'base64').toString();
  const id = text.split('::')[1];
  if (!id) throw new SimError(400, 'Invalid cursor');
  return id;
}

function statusOf(bot: SimBot): string {
  if (bot.outcome) return bot.outcome;
  return bot.statuses.at(-1)?.code ?? 'queued';
}

function updatedAt(bot: SimBot): string {
  return bot.statuses.at(-1)?.created_at ?? bot.createdAt.toISOString();
}

function transcriptionStatus(bot: SimBot): string {
  if (bot.request.transcription_enabled !== true) return 'not-applicable';
  if (bot.transcriptionIds) return 'done';
  return bot.terminal ? 'error' : 'not-started';
}

function platform(meetingUrl: unknown): 'zoom' | 'meet' | 'teams' {
  const host = URL.canParse(String(meetingUrl)) ? new URL(String(meetingUrl)).hostname : '';
  if (host.endsWith('zoom.us')) return 'zoom';
  return host === 'meet.google.com' ? 'meet' : 'teams';
}

/** What both lists say of a bot first. */
function listed(bot: SimBot) {
  const r = bot.request;
  return {
    bot_id: bot.id,
    bot_name: String(r.bot_name),
    meeting_url: String(r.meeting_url),
    meeting_platform: platform(r.meeting_url),
    extra: (r.extra as Record<string, unknown> | undefined) ?? null,
  };
}

function entry(bot: SimBot) {
  return {
    ...listed(bot),
    duration: durationS(bot),
    created_at: bot.createdAt.toISOString(),
    ended_at: bot.endedAt?.toISOString() ?? null,
    joined_at: bot.joinedAt?.toISOString() ?? null,
    exited_at: bot.endedAt?.toISOString() ?? null,
    status: statusOf(bot),
    error_code: bot.error?.code ?? null,
    error_message: bot.error?.message ?? null,
    tokens: null,
  };
}

function scheduledEntry(bot: SimBot) {
  return {
    ...listed(bot),
    join_at: bot.joinAt!,
    status: bot.left ? 'cancelled' : 'scheduled',
    created_at: bot.createdAt.toISOString(),
    updated_at: updatedAt(bot),
  };
}

function durationS(bot: SimBot): number | null {
  return bot.joinedAt && bot.endedAt ? Math.round((+bot.endedAt - +bot.joinedAt) / 1000) : null;
}

/** `GetBotDetailsResponse.data`: artifacts once the bot completed, none after delete-data. */
function details(deps: Pick<MeetingBotV2Deps, 'baseUrl' | 'artifacts'>, bot: SimBot) {
  const r = bot.request;
  const recorded = bot.outcome === 'completed' && !bot.dataDeleted;
  const video = recorded && r.recording_mode !== 'audio_only';
  const transcribed = recorded && r.transcription_enabled === true;
  return {
    ...entry(bot),
    recording_mode: (r.recording_mode as string | undefined) ?? 'speaker_view',
    duration_seconds: durationS(bot),
    participants: recorded ? SPEAKERS : [],
    speakers: recorded ? SPEAKERS : [],
    artifacts_deleted: bot.dataDeleted,
    video: video ? deps.artifacts.url(deps.baseUrl(), bot, 'video') : null,
    audio: recorded ? deps.artifacts.url(deps.baseUrl(), bot, 'audio') : null,
    diarization: null,
    raw_transcription: transcribed
      ? deps.artifacts.url(deps.baseUrl(), bot, 'raw_transcription')
      : null,
    transcription: transcribed ? deps.artifacts.url(deps.baseUrl(), bot, 'transcription') : null,
    chat_messages: null,
    transcription_ids: bot.dataDeleted ? null : bot.transcriptionIds,
    transcription_provider: r.transcription_enabled === true ? 'gladia' : null,
    zoom_config: null,
  };
}
