import { Injectable } from '@nestjs/common';
import { Agent as HttpAgent, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { AppConfig } from '../config/app-config.js';
import { type DownloadBody, downloadBody, httpGet } from '../net/http-download.js';
import { isRedirect, MAX_REDIRECTS, SttRedirects } from './stt-redirects.js';
import { isAudioType, plainBody } from './vendor-encoding.js';
import { VendorEndpoints } from './vendor-endpoints.js';

/** The vendor (or the storage it redirected to) answered with a non-success status. */
export class SttHttpError extends Error {
  constructor(
    readonly status: number,
    /** Seconds or an HTTP date, as sent in `Retry-After`. */
    readonly retryAfter: string | undefined,
    readonly offOrigin: boolean,
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

/**
 * The two STT calls archival needs. Downloads use node:http directly so the body is a plain
 * Readable (no web-stream conversion per chunk), and redirects are followed by hand, through
 * SttRedirects: the vendor key only ever goes to the vendor's own origin, and other origins only
 * where the outbound guard allows (an OutboundRefused error otherwise, retried like a failure).
 */
@Injectable()
export class SttClient {
  private readonly agent: HttpAgent;

  constructor(
    private readonly vendors: VendorEndpoints,
    private readonly config: AppConfig,
    private readonly redirects: SttRedirects,
  ) {
    const https = new URL(vendors.stt.baseUrl).protocol === 'https:';
    this.agent = https ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
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
    const { baseUrl, keyHeader, apiKey } = this.vendors.stt;
    const timeout = AbortSignal.timeout(this.config.env.VENDOR_TIMEOUT_MS);
    const res = await fetch(`${baseUrl}${route}/${encodeURIComponent(upstreamId)}`, {
      headers: { [keyHeader]: apiKey, accept: 'application/json' },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (res.status === 404) return null;
    if (!res.ok) {
      await res.body?.cancel();
      throw new SttHttpError(res.status, res.headers.get('retry-after') ?? undefined, false);
    }
    const body = (await res.json()) as {
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
   * `GET /v2/live/{id}/file`, following redirects. Resolves once a 2xx answer's headers are in;
   * the socket times out after VENDOR_TIMEOUT_MS without data, so a stalled body errors too.
   */
  async openLiveFile(upstreamId: string, signal: AbortSignal): Promise<LiveFile> {
    const { baseUrl } = this.vendors.stt;
    let url = new URL(`${baseUrl}/v2/live/${encodeURIComponent(upstreamId)}/file`);
    let offOrigin = false;
    for (let hop = 0; ; hop++) {
      const res = await this.get(url, !offOrigin, signal);
      const status = res.statusCode ?? 0;
      if (isRedirect(status) && res.headers.location && hop < MAX_REDIRECTS) {
        res.resume();
        const next = this.redirects.next(url, res.headers.location);
        url = next.url;
        offOrigin = !next.own;
        continue;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        const retryAfter = res.headers['retry-after'];
        throw new SttHttpError(status, retryAfter, offOrigin);
      }
      if (!isAudioType(res.headers)) {
        res.resume();
        throw new Error(
          `the STT ${offOrigin ? 'file storage' : 'vendor'} answered the download with ` +
            `${res.headers['content-type'] ?? 'no Content-Type'}, not audio`,
        );
      }
      return {
        ...downloadBody(res, plainBody(res, false).body),
        contentType: res.headers['content-type']!,
      };
    }
  }

  private get(url: URL, withKey: boolean, signal: AbortSignal): Promise<IncomingMessage> {
    const { keyHeader, apiKey } = this.vendors.stt;
    return httpGet(url, {
      // Off the vendor's origin: the guarded agent, which refuses non-public addresses.
      agent: withKey ? this.agent : this.redirects.agent(url),
      headers: withKey ? { [keyHeader]: apiKey } : {},
      signal,
      idleTimeoutMs: this.config.env.VENDOR_TIMEOUT_MS,
    });
  }
}
