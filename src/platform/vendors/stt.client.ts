import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { Agent as UndiciAgent } from 'undici';
import { AppConfig } from '../config/app-config.js';
import { type DownloadBody, downloadBody, type HttpAnswer, httpGet } from '../net/http-download.js';
import { isRedirect, MAX_REDIRECTS, SttRedirects } from './stt-redirects.js';
import { isAudioType, plainBody } from './vendor-encoding.js';
import { errorOutcome, statusOutcome, VendorCalls } from './vendor-calls.js';
import { VendorEndpoints } from './vendor-endpoints.js';
import { traceHeaders } from '../common/trace-context.js';

/** The vendor (or the storage it redirected to) answered with a non-success status. */
export class SttHttpError extends Error {
  constructor(
    readonly status: number,
    /** Seconds or an HTTP date, as sent in `Retry-After`. */
    readonly retryAfter: string | undefined,
    readonly offOrigin: boolean,
    /** The vendor's answer, as text (its error body); never holds the bridge's key. */
    readonly answer = '',
  ) {
    super(`STT ${offOrigin ? 'file storage' : 'vendor'} answered ${status}`);
  }
}

export interface LiveFile extends DownloadBody {
  contentType: string;
}

export interface VendorJobStatus {
  status: string;
  completedAt: string | null;
  /** The audio's length from the vendor's metadata (`result.metadata` or `file`), when given. */
  audioSeconds: number | null;
}

/** The vendor's job routes, by the bridge's job kind. */
export const JOB_ROUTES = {
  live: '/v2/live',
  pre_recorded: '/v2/pre-recorded',
  legacy: '/v2/transcription',
} as const;

/** What a call to the vendor's API may carry besides its method and path. */
interface SendOptions {
  signal?: AbortSignal;
  body?: unknown;
  raw?: { body: ReadableStream; contentType: string; length: number };
  notFoundIsNull?: boolean;
  timeoutMs?: number;
}

/** Jobs per page when the bridge walks a vendor list, and the most it walks in one search. */
const LIST_PAGE = 100;
const LIST_MAX_ITEMS = 5_000;

/**
 * The STT calls the bridge makes on its own account (the proxy relays the teams'): job status and
 * results, audio downloads for archival, and the uploads and jobs of retranscriptions. Downloads
 * use undici's request (httpGet), so the body is a plain Readable of the socket's reads (no
 * web-stream conversion, no copy per chunk), and redirects are followed by hand, through
 * SttRedirects: the vendor key only ever goes to the vendor's own origin, and other origins only
 * where the outbound guard allows (an OutboundRefused error otherwise, retried like a failure).
 */
@Injectable()
export class SttClient implements OnApplicationShutdown {
  /** Kept-alive connections to the vendor's origin, for downloads. */
  private readonly dispatcher: UndiciAgent;

  constructor(
    private readonly vendors: VendorEndpoints,
    private readonly config: AppConfig,
    private readonly redirects: SttRedirects,
    private readonly calls: VendorCalls,
  ) {
    this.dispatcher = new UndiciAgent({ connect: { timeout: config.vendors.VENDOR_TIMEOUT_MS } });
  }

  /** After every worker has stopped (their downloads end with them). */
  async onApplicationShutdown(): Promise<void> {
    await this.dispatcher.destroy();
  }

  /**
   * `GET /v2/live/{id}` (or another kind's route); null when the vendor does not know the job
   * (404). `signal` (the caller stopping, e.g. at shutdown) ends the call before its timeout.
   */
  async getJob(
    upstreamId: string,
    signal?: AbortSignal,
    route: string = JOB_ROUTES.live,
  ): Promise<VendorJobStatus | null> {
    const answer = await this.getJobResult(upstreamId, signal, route);
    if (!answer) return null;
    const body = answer as {
      status?: unknown;
      completed_at?: unknown;
      result?: { metadata?: { audio_duration?: unknown } } | null;
      file?: { audio_duration?: unknown } | null;
    };
    const duration = body.result?.metadata?.audio_duration ?? body.file?.audio_duration;
    return {
      status: String(body.status),
      completedAt: typeof body.completed_at === 'string' ? body.completed_at : null,
      audioSeconds:
        typeof duration === 'number' && Number.isFinite(duration) && duration >= 0
          ? duration
          : null,
    };
  }

  /**
   * `GET /v2/pre-recorded/{id}` (or another kind's route), the whole answer: the job with its
   * `result`; null when the vendor does not know the job.
   */
  async getJobResult(
    upstreamId: string,
    signal?: AbortSignal,
    route: string = JOB_ROUTES.pre_recorded,
  ): Promise<Record<string, unknown> | null> {
    return this.json('GET', `${route}/${encodeURIComponent(upstreamId)}`, {
      signal,
      notFoundIsNull: true,
    });
  }

  /**
   * `DELETE /v2/live/{id}` (or another kind's route): the vendor deletes the job, its audio and
   * its transcript. Answers the status (404: the vendor has no such job); any other failure
   * throws SttHttpError.
   */
  async deleteJob(upstreamId: string, route: string, signal?: AbortSignal): Promise<number> {
    const res = await this.send('DELETE', `${route}/${encodeURIComponent(upstreamId)}`, {
      signal,
      notFoundIsNull: true,
    });
    if (!res) return 404;
    await res.body?.cancel();
    return res.status;
  }

  /** `GET /v2/live?limit=1`: see MeetingBotClient.probe. Throws SttHttpError on a refusal. */
  async probe(signal?: AbortSignal): Promise<number> {
    const res = (await this.send('GET', `${JOB_ROUTES.live}?limit=1`, { signal }))!;
    await res.body?.cancel();
    return res.status;
  }

  /**
   * The pre-recorded jobs created in [after, before] whose `custom_metadata` has `key` = `value`
   * (`GET /v2/pre-recorded` pages, which cannot filter on metadata: each is read to its end).
   */
  async findPreRecorded(
    match: { key: string; value: string; after: Date; before: Date },
    signal?: AbortSignal,
  ): Promise<string[]> {
    const found: string[] = [];
    const query = new URLSearchParams({
      after_date: match.after.toISOString(),
      before_date: match.before.toISOString(),
      limit: String(LIST_PAGE),
    });
    for (let offset = 0; offset < LIST_MAX_ITEMS; offset += LIST_PAGE) {
      query.set('offset', String(offset));
      const page = await this.json('GET', `${JOB_ROUTES.pre_recorded}?${query}`, { signal });
      const items = Array.isArray(page?.items) ? (page.items as unknown[]) : [];
      for (const item of items) {
        const job = item as { id?: unknown; custom_metadata?: Record<string, unknown> | null };
        if (typeof job.id === 'string' && job.custom_metadata?.[match.key] === match.value) {
          found.push(job.id);
        }
      }
      if (!page?.next || items.length === 0) break;
    }
    return found;
  }

  /** `POST /v2/live`: a live session; returns the vendor's answer (`{id, created_at, url}`). */
  async createLive(body: Record<string, unknown>, signal?: AbortSignal) {
    return (await this.json('POST', JOB_ROUTES.live, { signal, body }))!;
  }

  /** `POST /v2/pre-recorded`: a job on `audio_url`; returns the vendor's answer (`{id, …}`). */
  async createPreRecorded(body: Record<string, unknown>, signal?: AbortSignal) {
    return (await this.json('POST', JOB_ROUTES.pre_recorded, { signal, body }))!;
  }

  /**
   * `POST /v2/upload` of `size` bytes read from `file`, streamed as the multipart field `audio`;
   * returns the vendor's `audio_url` for it. The call may take VENDOR_TIMEOUT_MS plus a second
   * per MiB.
   */
  async upload(
    file: Readable,
    { size, filename, contentType }: { size: number; filename: string; contentType: string },
    signal?: AbortSignal,
  ): Promise<string> {
    const boundary = `----bridge-${randomBytes(12).toString('hex')}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    async function* parts() {
      yield head;
      yield* file;
      yield tail;
    }
    const answer = await this.json('POST', '/v2/upload', {
      signal,
      raw: {
        body: Readable.toWeb(Readable.from(parts())) as ReadableStream,
        contentType: `multipart/form-data; boundary=${boundary}`,
        length: head.length + size + tail.length,
      },
      timeoutMs: this.config.vendors.VENDOR_TIMEOUT_MS + Math.ceil(size / 1_048_576) * 1000,
    });
    const url = answer?.audio_url;
    if (typeof url !== 'string' || url === '') {
      throw new SttHttpError(502, undefined, false);
    }
    return url;
  }

  /** A JSON call to the vendor with the bridge's key, within VENDOR_TIMEOUT_MS (or `timeoutMs`). */
  private async json(
    method: string,
    path: string,
    options: SendOptions,
  ): Promise<Record<string, unknown> | null> {
    const res = await this.send(method, path, options);
    if (!res) return null;
    const answer: unknown = await res.json();
    return typeof answer === 'object' && answer !== null && !Array.isArray(answer)
      ? (answer as Record<string, unknown>)
      : {};
  }

  /**
   * A call to the vendor with the bridge's key, within VENDOR_TIMEOUT_MS (or `timeoutMs`): the
   * successful answer with its body unread; null for a 404 with `notFoundIsNull`. Any other
   * failure throws SttHttpError, its text without the key.
   */
  private async send(method: string, path: string, options: SendOptions): Promise<Response | null> {
    const { baseUrl, keyHeader, apiKey } = this.vendors.stt;
    const timeout = AbortSignal.timeout(options.timeoutMs ?? this.config.vendors.VENDOR_TIMEOUT_MS);
    const headers: Record<string, string> = {
      [keyHeader]: apiKey,
      accept: 'application/json',
      ...traceHeaders(),
    };
    let body: RequestInit['body'];
    if (options.raw) {
      headers['content-type'] = options.raw.contentType;
      headers['content-length'] = String(options.raw.length);
      body = options.raw.body;
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const started = performance.now();
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body,
        signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
        ...(options.raw ? { duplex: 'half' } : {}),
      } as RequestInit);
    } catch (error) {
      if (!options.signal?.aborted) this.calls.record('stt', errorOutcome(error), started);
      throw error;
    }
    this.calls.record('stt', statusOutcome(res.status), started);
    if (res.status === 404 && options.notFoundIsNull) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) {
      const text = (await res.text().catch(() => '')).replaceAll(apiKey, '[redacted]');
      throw new SttHttpError(res.status, res.headers.get('retry-after') ?? undefined, false, text);
    }
    return res;
  }

  /**
   * `GET /v2/live/{id}/file`, following redirects. Resolves once a 2xx answer's headers are in;
   * the socket times out after VENDOR_TIMEOUT_MS without data, so a stalled body errors too.
   */
  async openLiveFile(upstreamId: string, signal: AbortSignal): Promise<LiveFile> {
    const { baseUrl } = this.vendors.stt;
    let url = new URL(`${baseUrl}/v2/live/${encodeURIComponent(upstreamId)}/file`);
    let offOrigin = false;
    const started = performance.now();
    for (let hop = 0; ; hop++) {
      const res = await this.get(url, !offOrigin, signal).catch((error: unknown) => {
        if (!signal.aborted) this.calls.record('stt', errorOutcome(error), started);
        throw error;
      });
      const status = res.statusCode;
      if (!isRedirect(status)) this.calls.record('stt', statusOutcome(status), started);
      if (isRedirect(status) && res.headers.location && hop < MAX_REDIRECTS) {
        res.body.resume();
        const next = this.redirects.next(url, res.headers.location);
        url = next.url;
        offOrigin = !next.own;
        continue;
      }
      if (status < 200 || status >= 300) {
        res.body.resume();
        const retryAfter = res.headers['retry-after'];
        throw new SttHttpError(status, retryAfter, offOrigin);
      }
      if (!isAudioType(res.headers)) {
        res.body.resume();
        throw new Error(
          `the STT ${offOrigin ? 'file storage' : 'vendor'} answered the download with ` +
            `${res.headers['content-type'] ?? 'no Content-Type'}, not audio`,
        );
      }
      return {
        ...downloadBody(res.headers, plainBody(res, false).body),
        contentType: res.headers['content-type']!,
      };
    }
  }

  private get(url: URL, withKey: boolean, signal: AbortSignal): Promise<HttpAnswer> {
    const { keyHeader, apiKey } = this.vendors.stt;
    return httpGet(url, {
      // Off the vendor's origin: the guarded pools, which refuse non-public addresses.
      dispatcher: withKey ? this.dispatcher : this.redirects.dispatcher,
      headers: withKey ? { [keyHeader]: apiKey } : {},
      signal,
      idleTimeoutMs: this.config.vendors.VENDOR_TIMEOUT_MS,
    });
  }
}
