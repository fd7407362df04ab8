import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Agent as UndiciAgent } from 'undici';
import { AppConfig } from '../config/app-config.js';
import { type DownloadBody, downloadBody, httpGet } from '../net/http-download.js';
import { outboundPolicy } from '../net/outbound-config.js';
import { OutboundGuard, OutboundRefused } from '../net/outbound-guard.js';
import { isRedirect, MAX_REDIRECTS } from './stt-redirects.js';
import { VendorEndpoints } from './vendor-endpoints.js';

/** The vendor's object store answered a media URL with a non-success status. */
export class MediaHttpError extends Error {
  constructor(
    readonly status: number,
    /** Seconds or an HTTP date, as sent in `Retry-After`. */
    readonly retryAfter: string | undefined,
  ) {
    super(`the meeting-bot vendor's storage answered ${status}`);
  }

  /** 403 or 404 from a signed URL: most often it expired, and a fresh one may work. */
  get maybeExpired(): boolean {
    return this.status === 403 || this.status === 404 || this.status === 410;
  }
}

/** JSON artifacts (transcription files) larger than this are refused. */
const JSON_LIMIT = 32 * 1024 * 1024;

/** A JSON artifact larger than the bridge reads. */
export class MediaTooLarge extends Error {
  constructor() {
    super(`the file is larger than ${JSON_LIMIT} bytes`);
  }
}

/**
 * The meeting-bot vendor's signed media URLs (recordings, transcription files): chosen by the
 * vendor, so fetched through the outbound guard (public addresses only, https in production,
 * MEETING_BOT_MEDIA_HOSTS when set), redirects included, unless they are on the vendor's own
 * origin (MEETING_BOT_BASE_URL, trusted like its API); and never with a vendor key: the signature
 * in the URL is the only credential. A URL holds a secret: it is never logged.
 */
@Injectable()
export class MeetingBotMedia implements OnModuleDestroy {
  private readonly guard: OutboundGuard;
  private readonly vendorOrigin: string;
  /** Kept-alive connections to the vendor's own origin. */
  private readonly own: UndiciAgent;

  constructor(
    private readonly config: AppConfig,
    endpoints: VendorEndpoints,
  ) {
    this.vendorOrigin = new URL(endpoints.meetingBot.baseUrl).origin;
    this.own = new UndiciAgent({ connect: { timeout: config.vendors.VENDOR_TIMEOUT_MS } });
    this.guard = new OutboundGuard({
      ...outboundPolicy(config),
      allowedHosts: config.vendors.MEETING_BOT_MEDIA_HOSTS,
    });
  }

  /** Resolves once a 2xx answer's headers are in; throws MediaHttpError otherwise. */
  async open(url: string, signal: AbortSignal): Promise<DownloadBody> {
    if (!URL.canParse(url)) throw new OutboundRefused('the media URL is not a URL');
    let at = new URL(url);
    for (let hop = 0; ; hop++) {
      const own = at.origin === this.vendorOrigin;
      if (!own) this.guard.check(at);
      const res = await httpGet(at, {
        dispatcher: own ? this.own : this.guard.dispatcher,
        headers: {},
        signal,
        idleTimeoutMs: this.config.vendors.VENDOR_TIMEOUT_MS,
      });
      const status = res.statusCode;
      if (isRedirect(status) && res.headers.location && hop < MAX_REDIRECTS) {
        res.body.resume();
        if (!URL.canParse(res.headers.location, at.href)) {
          throw new OutboundRefused('redirect to an invalid URL');
        }
        at = new URL(res.headers.location, at);
        continue;
      }
      if (status < 200 || status >= 300) {
        res.body.resume();
        throw new MediaHttpError(status, res.headers['retry-after']);
      }
      return downloadBody(res.headers, res.body);
    }
  }

  /** A JSON artifact (at most 32 MiB, within VENDOR_TIMEOUT_MS of idle time). */
  async json(url: string, signal: AbortSignal): Promise<unknown> {
    const file = await this.open(url, signal);
    if (file.size !== undefined && file.size > JSON_LIMIT) {
      file.body.destroy();
      throw new MediaTooLarge();
    }
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of file.body as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > JSON_LIMIT) {
        file.body.destroy();
        throw new MediaTooLarge();
      }
      chunks.push(chunk);
    }
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  }

  async onModuleDestroy(): Promise<void> {
    this.guard.destroy();
    await this.own.destroy();
  }
}
