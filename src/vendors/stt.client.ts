import { Injectable } from '@nestjs/common';
import { Agent as HttpAgent, type IncomingMessage, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { AppConfig } from '../config/app-config.js';
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

export interface LiveFile {
  /** The body; the caller must consume or destroy it. */
  body: IncomingMessage;
  /** From Content-Length; undefined for a chunked answer. */
  size: number | undefined;
  contentType: string;
}

export interface LiveJobStatus {
  status: string;
  completedAt: string | null;
}

const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The two STT calls archival needs. Downloads use node:http directly so the body is a plain
 * Readable (no web-stream conversion per chunk), and redirects are followed by hand so the
 * vendor key is only ever sent to the vendor's own origin.
 */
@Injectable()
export class SttClient {
  private readonly agents = {
    'http:': new HttpAgent({ keepAlive: true }),
    'https:': new HttpsAgent({ keepAlive: true }),
  };

  constructor(
    private readonly vendors: VendorEndpoints,
    private readonly config: AppConfig,
  ) {}

  /** `GET /v2/live/{id}`; null when the vendor does not know the job (404). */
  async getLive(upstreamId: string): Promise<LiveJobStatus | null> {
    const { baseUrl, keyHeader, apiKey } = this.vendors.stt;
    const res = await fetch(`${baseUrl}/v2/live/${encodeURIComponent(upstreamId)}`, {
      headers: { [keyHeader]: apiKey, accept: 'application/json' },
      signal: AbortSignal.timeout(this.config.env.VENDOR_TIMEOUT_MS),
    });
    if (res.status === 404) return null;
    if (!res.ok) {
      await res.body?.cancel();
      throw new SttHttpError(res.status, res.headers.get('retry-after') ?? undefined, false);
    }
    const body = (await res.json()) as { status?: unknown; completed_at?: unknown };
    return {
      status: String(body.status),
      completedAt: typeof body.completed_at === 'string' ? body.completed_at : null,
    };
  }

  /**
   * `GET /v2/live/{id}/file`, following redirects. Resolves once a 2xx answer's headers are in;
   * the socket times out after VENDOR_TIMEOUT_MS without data, so a stalled body errors too.
   */
  async openLiveFile(upstreamId: string, signal: AbortSignal): Promise<LiveFile> {
    const { baseUrl } = this.vendors.stt;
    let url = new URL(`${baseUrl}/v2/live/${encodeURIComponent(upstreamId)}/file`);
    const vendorOrigin = new URL(baseUrl).origin;
    for (let hop = 0; ; hop++) {
      const offOrigin = url.origin !== vendorOrigin;
      const res = await this.get(url, !offOrigin, signal);
      const status = res.statusCode ?? 0;
      if (REDIRECTS.has(status) && res.headers.location && hop < MAX_REDIRECTS) {
        res.resume();
        url = new URL(res.headers.location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        const retryAfter = res.headers['retry-after'];
        throw new SttHttpError(status, retryAfter, offOrigin);
      }
      const length = res.headers['content-length'];
      return {
        body: res,
        size: length === undefined ? undefined : Number(length),
        contentType: res.headers['content-type'] ?? 'application/octet-stream',
      };
    }
  }

  private async get(url: URL, withKey: boolean, signal: AbortSignal): Promise<IncomingMessage> {
    try {
      return await this.send(url, withKey, signal);
    } catch (error) {
      // A kept-alive socket the server closed meanwhile: the request never reached it, so it
      // is safe to send once more on a fresh connection (the pattern Node's docs describe).
      if (!(error as { reusedSocket?: boolean }).reusedSocket || signal.aborted) throw error;
      return this.send(url, withKey, signal);
    }
  }

  private send(url: URL, withKey: boolean, signal: AbortSignal): Promise<IncomingMessage> {
    const { keyHeader, apiKey } = this.vendors.stt;
    const protocol = url.protocol as keyof SttClient['agents'];
    if (!(protocol in this.agents)) {
      return Promise.reject(new Error(`unsupported redirect target protocol ${url.protocol}`));
    }
    const request = protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = request(url, {
        method: 'GET',
        agent: this.agents[protocol],
        headers: withKey ? { [keyHeader]: apiKey } : {},
        signal,
      });
      req.setTimeout(this.config.env.VENDOR_TIMEOUT_MS, () => {
        req.destroy(
          new Error(`no data from ${url.origin} for ${this.config.env.VENDOR_TIMEOUT_MS} ms`),
        );
      });
      req.once('response', resolve);
      req.once('error', (error: Error & { code?: string }) => {
        const retriable = req.reusedSocket && error.code === 'ECONNRESET';
        reject(retriable ? Object.assign(error, { reusedSocket: true }) : error);
      });
      req.end();
    });
  }
}
