import { randomUUID } from 'node:crypto';
import type { Route, RouteContext } from '../shared/sim-server.js';
import { SimError, type Reply } from '../shared/types.js';
import { validate } from '../shared/validate.js';
import {
  streamingPatch,
  streamingRequest,
  STREAMING_DEFAULTS,
  transcriptionRequest,
} from './stt-schemas.js';
import { listJobs } from './stt-list.js';
import type { SttDeps } from './stt-deps.js';
import type { JobKind, SttJob } from './stt-state.js';
import { handleUpload } from './stt-upload.js';
import { invalidRequest, jobView } from './stt-views.js';

interface Group {
  prefix: string;
  kinds: readonly JobKind[];
  create(deps: SttDeps, body: unknown): Reply;
}

const GROUPS: Group[] = [
  { prefix: '/v2/live', kinds: ['live'], create: createLive },
  {
    prefix: '/v2/pre-recorded',
    kinds: ['pre-recorded'],
    create: (d, b) => createPreRecorded(d, b, '/v2/pre-recorded'),
  },
  // Deprecated group: creates pre-recorded jobs, and reads jobs of both kinds.
  {
    prefix: '/v2/transcription',
    kinds: ['pre-recorded', 'live'],
    create: (d, b) => createPreRecorded(d, b, '/v2/transcription'),
  },
];

export function sttRoutes(deps: SttDeps): Route[] {
  const routes: Route[] = GROUPS.flatMap((g) => {
    const base = g.prefix.replace(/[/-]/g, '\\$&');
    const one = new RegExp(`^${base}/(?<id>[^/]+)$`);
    return [
      {
        method: 'POST',
        path: new RegExp(`^${base}$`),
        handler: ({ body }: RouteContext) => g.create(deps, body),
      },
      {
        method: 'GET',
        path: new RegExp(`^${base}$`),
        handler: ({ url }: RouteContext) => listJobs(deps, g.kinds, url),
      },
      {
        method: 'GET',
        path: one,
        handler: ({ params }: RouteContext) => ({
          status: 200,
          json: jobView(find(deps, g, params)),
        }),
      },
      {
        method: 'DELETE',
        path: one,
        handler: ({ params }: RouteContext) => remove(deps, g, params),
      },
      {
        method: 'GET',
        path: new RegExp(`^${base}/(?<id>[^/]+)/file$`),
        handler: (ctx: RouteContext) => file(deps, g, ctx),
      },
    ];
  });
  routes.push(
    { method: 'PATCH', path: /^\/v2\/live\/(?<id>[^/]+)$/, handler: (ctx) => patchLive(deps, ctx) },
    {
      method: 'POST',
      path: /^\/v2\/upload$/,
      rawBody: true,
      handler: (ctx) => handleUpload(deps, ctx),
    },
  );
  return routes;
}

function requireObject(
  body: unknown,
  schema: Parameters<typeof validate>[1],
): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidRequest(['Request body must be a JSON object']);
  }
  const errors = validate(body, schema);
  if (errors.length) throw invalidRequest(errors);
  return body as Record<string, unknown>;
}

function createLive(deps: SttDeps, input: unknown): Reply {
  const { custom_metadata, ...params } = requireObject(input, streamingRequest);
  const callbackConfig = (params.callback_config ?? {}) as {
    url?: string;
    receive_lifecycle_events?: boolean;
  };
  if (params.callback === true && !callbackConfig.url) {
    throw new SimError(422, 'callback_config.url is required when callback is true');
  }
  const token = randomUUID();
  const job = deps.state.create('live', {
    requestParams: { ...STREAMING_DEFAULTS, ...params },
    customMetadata: (custom_metadata as Record<string, unknown> | undefined) ?? null,
    sessionToken: token,
    callbackUrl: params.callback === true ? (callbackConfig.url ?? null) : null,
    callbackLifecycle: callbackConfig.receive_lifecycle_events ?? true,
  });
  deps.liveCreated?.(job);
  const ws = deps.baseUrl().replace(/^http/, 'ws');
  return { status: 201, json: { id: job.id, url: `${ws}/v2/live?token=${token}` } };
}

function createPreRecorded(deps: SttDeps, input: unknown, prefix: string): Reply {
  const { custom_metadata, ...params } = requireObject(input, transcriptionRequest);
  const job = deps.state.create('pre-recorded', {
    requestParams: params,
    customMetadata: (custom_metadata as Record<string, unknown> | undefined) ?? null,
    callbackUrl: typeof params.callback_url === 'string' ? params.callback_url : null,
    audioSize: uploadedSize(deps, String(params.audio_url)),
  });
  void deps.events.transcriptionCreated(job);
  deps.preRecordedCreated?.(job);
  return { status: 201, json: { id: job.id, result_url: `${deps.baseUrl()}${prefix}/${job.id}` } };
}

/** A job on one of our own uploads gets that upload's size; any other URL the default size. */
function uploadedSize(deps: SttDeps, audioUrl: string): number | undefined {
  const own = `${deps.baseUrl()}/file/`;
  if (!audioUrl.startsWith(own)) return undefined;
  const upload = deps.state.uploads.get(audioUrl.slice(own.length));
  if (!upload) throw new SimError(422, `audio_url ${audioUrl} does not point to an uploaded file`);
  return upload.size;
}

function find(deps: SttDeps, group: Group, params: Record<string, string>): SttJob {
  const job = deps.state.get(params.id ?? '', group.kinds);
  if (!job) throw new SimError(deps.unknownJobStatus ?? 404, `Job ${params.id} not found`);
  return job;
}

function remove(deps: SttDeps, group: Group, params: Record<string, string>): Reply {
  const job = find(deps, group, params);
  if (job.status === 'processing')
    throw new SimError(403, 'The job is being processed and cannot be deleted');
  deps.state.remove(job.id);
  deps.forget?.(job.id);
  return { status: 202 };
}

function patchLive(deps: SttDeps, { params, body }: RouteContext): Reply {
  const job = find(deps, GROUPS[0] as Group, params);
  const patch = requireObject(body, streamingPatch);
  if (patch.custom_metadata !== undefined) {
    job.customMetadata = patch.custom_metadata as Record<string, unknown>;
    deps.state.save(job);
  }
  return { status: 204 };
}

/** Live audio exists once the session is done; a pre-recorded job's from the start. */
export function fileSize(job: SttJob | undefined): number | undefined {
  if (!job) return undefined;
  return job.kind === 'pre-recorded' || job.status === 'done' ? job.audioSize : undefined;
}

function file(deps: SttDeps, group: Group, { params, fault }: RouteContext): Reply {
  const job = find(deps, group, params);
  const audio = deps.audio(job);
  if (!audio) throw new SimError(404, `Audio file of job ${job.id} not found`);
  if (fault?.redirectTo === 'file-origin')
    return { status: 302, headers: { location: deps.signedFileUrl(job.id) } };
  return {
    status: 200,
    headers: { 'content-type': 'application/octet-stream' },
    stream: audio.open(),
    length: audio.size,
  };
}
