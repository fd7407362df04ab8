import { HttpService } from '@nestjs/axios';
import { Injectable, Logger } from '@nestjs/common';
import { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { Counter } from 'prom-client';
import { firstValueFrom } from 'rxjs';
import { setTimeout as sleep } from 'node:timers/promises';
import { SecretMask } from '../common/secret-mask.js';
import { AppConfig } from '../config/app-config.js';
import { VendorPace } from '../limits/vendor-pace.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { type VendorCallOutcome, VendorCalls } from './vendor-calls.js';
import { VendorEndpoints } from './vendor-endpoints.js';
import { traceHeaders } from '../common/trace-context.js';

/** How a vendor call went wrong, in the terms the bridge decides on. */
export type MeetingBotFailure =
  /** A 4xx the caller can act on (validation, not found): the vendor's own message. */
  | { kind: 'rejected'; status: number; message: string }
  /** 401/403: the bridge's key or header is wrong. */
  | { kind: 'unauthorized'; status: number }
  | { kind: 'rate_limited'; status: number; retryAfter: string | null }
  | { kind: 'unavailable'; status: number }
  | { kind: 'timeout' }
  /** The connection could not be opened: the request never reached the vendor. */
  | { kind: 'unreachable' }
  /** The connection broke after the request went out. */
  | { kind: 'broken' };

export class MeetingBotError extends Error {
  constructor(readonly failure: MeetingBotFailure) {
    super(`meeting-bot vendor: ${failure.kind}`);
  }

  /** True when the vendor certainly did not act on the request (it refused it or never saw it). */
  get certainlyNotDone(): boolean {
    const kind = this.failure.kind;
    return ['rejected', 'unauthorized', 'rate_limited', 'unreachable'].includes(kind);
  }
}

/** Defaults of the client's axios instance (HttpModule options). */
export function meetingBotHttpOptions(
  config: AppConfig,
  endpoints: VendorEndpoints,
): AxiosRequestConfig {
  return {
    baseURL: endpoints.meetingBot.baseUrl,
    timeout: config.vendors.VENDOR_TIMEOUT_MS,
    headers: { [endpoints.meetingBot.keyHeader]: endpoints.meetingBot.apiKey },
    // The key header must never follow a redirect to another origin.
    maxRedirects: 0,
    validateStatus: () => true,
  };
}

const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
const TIMED_OUT = new Set(['ECONNABORTED', 'ETIMEDOUT', 'ERR_CANCELED']);
const MESSAGE_LIMIT = 500;
/** Longest hold-off the bridge takes from a vendor's rate-limit answer. */
const MAX_HOLD_OFF_S = 3_600;

/** Pages of a vendor list read at most. */
const MAX_PAGES = 1_000;
/** Beyond the vendor timeout, how long a call may still be in progress (event-loop delays). */
const IN_FLIGHT_MARGIN_MS = 5_000;

/** What one call may add to the transport's defaults. */
export interface CallOptions {
  /** Ends the call before its timeout (a caller that stops, e.g. at shutdown). */
  signal?: AbortSignal;
  /** Secrets this call sends (a v2 callback secret), masked out of the vendor's messages too. */
  secrets?: string[];
  /** Statuses that count as success besides 2xx (v2 leave: 409, the bot has already ended). */
  alsoOk?: number[];
  /**
   * The vendor's rate-limit answers (a 429's retry time, an exhausted `x-ratelimit-*` window)
   * hold the whole account off, on every replica (v2, which documents them).
   */
  holdsOff?: boolean;
  /**
   * The call carries credentials of the caller's own (a calendar's OAuth grant): a 401 or 403
   * is their refusal, passed on as `rejected` with the vendor's words, not the bridge's key.
   */
  callersCredentials?: boolean;
}

/**
 * The meeting-bot vendor's HTTP API, for both of its versions (the v1 and v2 clients build on
 * it). Every call has the configured timeout and waits for its slot under the account's pace
 * (v2 calls feed the vendor's rate-limit answers back into that pace); the key header is set by
 * the HTTP module and never appears in errors, logs or metrics. Only calls that are safe to
 * repeat (GET, DELETE, leave) are retried.
 */
@Injectable()
export class MeetingBotTransport {
  private readonly logger = new Logger('MeetingBotClient');
  private readonly calls: Counter<'operation' | 'outcome'>;
  /** Every secret the bridge sends anywhere, masked out of the vendor's messages. */
  private readonly secrets: string[];
  /** Pauses before the retries of a repeatable call. */
  retryDelaysMs = [200, 600];

  constructor(
    private readonly http: HttpService,
    private readonly endpoints: VendorEndpoints,
    private readonly config: AppConfig,
    private readonly pace: VendorPace,
    private readonly vendorCalls: VendorCalls,
    metrics: MetricsService,
  ) {
    this.secrets = endpoints.secrets;
    this.calls = new Counter({
      name: 'meeting_bot_calls_total',
      help: 'Calls to the meeting-bot vendor, by operation and outcome',
      labelNames: ['operation', 'outcome'] as const,
      registers: [metrics.registry],
    });
  }

  /**
   * A call started before this moment has ended, one way or another (timeout plus a margin for
   * the process's own delays): a `creating`/`requested` row older than it has no call behind it.
   */
  callsEndedBefore(): Date {
    return new Date(Date.now() - this.config.vendors.VENDOR_TIMEOUT_MS - IN_FLIGHT_MARGIN_MS);
  }

  /** The bridge's meeting-bot webhook receiver. Holds a secret: never log or return it. */
  get webhookUrl(): string {
    return `${this.config.publicBaseUrl}/webhooks/meeting-bot/${this.endpoints.webhookToken}`;
  }

  /**
   * Every item of a paged list, following its cursor to the end: a lookup must see every page,
   * since a match may sit on any page and a page without one may still have a next.
   */
  async allPages<T>(
    operation: string,
    request: (cursor: string | undefined) => AxiosRequestConfig,
    page: (data: unknown) => { items: T[]; next: unknown },
    options: CallOptions = {},
  ): Promise<T[]> {
    const found: T[] = [];
    let cursor: string | undefined;
    for (let n = 0; n < MAX_PAGES; n++) {
      const res = await this.repeatable(operation, request(cursor), options);
      const { items, next } = page(res.data);
      found.push(...items);
      if (typeof next !== 'string' || next === '') return found;
      if (next === cursor) break;
      cursor = next;
    }
    // Better no answer than a wrong "none": the caller would create a second bot.
    this.logger.error(`${operation}: the vendor's bot list did not end within ${MAX_PAGES} pages`);
    throw new MeetingBotError({ kind: 'unavailable', status: 200 });
  }

  /** A call that is safe to repeat: retried on 5xx and broken or refused connections. */
  async repeatable(operation: string, request: AxiosRequestConfig, options: CallOptions = {}) {
    const { signal } = options;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.call(operation, request, options);
      } catch (error) {
        const kind = error instanceof MeetingBotError ? error.failure.kind : null;
        const transient = kind === 'unavailable' || kind === 'unreachable' || kind === 'broken';
        if (!transient || attempt >= this.retryDelaysMs.length || signal?.aborted) throw error;
        await sleep(this.retryDelaysMs[attempt], undefined, { signal });
      }
    }
  }

  /** One request. */
  async call(
    operation: string,
    request: AxiosRequestConfig,
    {
      signal,
      secrets = [],
      alsoOk = [],
      holdsOff = false,
      callersCredentials = false,
    }: CallOptions = {},
  ): Promise<AxiosResponse> {
    // The account's request rate: wait for this call's slot, or refuse without calling.
    const refusedForS = await this.pace.meetingBotSlot(signal);
    if (refusedForS !== null) {
      this.calls.inc({ operation, outcome: 'account_limit' });
      throw new MeetingBotError({
        kind: 'rate_limited',
        status: 429,
        retryAfter: String(refusedForS),
      });
    }
    const timeout = AbortSignal.timeout(this.config.vendors.VENDOR_TIMEOUT_MS);
    const started = performance.now();
    let res: AxiosResponse;
    try {
      res = await firstValueFrom(
        this.http.request({
          ...request,
          headers: { ...request.headers, ...traceHeaders() },
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        }),
      );
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw this.record(operation, transportFailure(error), started);
    }
    const holdOffMs = holdsOff ? rateLimitWait(res) : null;
    if (holdOffMs !== null) await this.pace.holdOff(holdOffMs);
    if ((res.status >= 200 && res.status < 300) || alsoOk.includes(res.status)) {
      this.calls.inc({ operation, outcome: 'ok' });
      this.vendorCalls.record('meeting_bot', 'ok', started);
      return res;
    }
    const failure = this.statusFailure(res, secrets, holdOffMs, callersCredentials);
    throw this.record(operation, failure, started);
  }

  private statusFailure(
    res: AxiosResponse,
    secrets: string[],
    holdOffMs: number | null,
    callersCredentials: boolean,
  ): MeetingBotFailure {
    const status = res.status;
    if ((status === 401 || status === 403) && !callersCredentials) {
      return { kind: 'unauthorized', status };
    }
    if (status === 429) {
      const header = res.headers['retry-after'] as unknown;
      const retryAfter =
        typeof header === 'string' && header !== ''
          ? header
          : holdOffMs !== null
            ? String(Math.max(1, Math.ceil(holdOffMs / 1000)))
            : null;
      return { kind: 'rate_limited', status, retryAfter };
    }
    if (status >= 400 && status < 500) {
      return { kind: 'rejected', status, message: this.vendorMessage(res.data, status, secrets) };
    }
    return { kind: 'unavailable', status };
  }

  /**
   * The vendor's own words, with anything secret the bridge sent taken out, then trimmed. v1
   * answers `{message}` or `{detail}`; v2 `{error, code, statusCode, message, details}`.
   */
  private vendorMessage(data: unknown, status: number, secrets: string[]): string {
    const body = data as
      | { message?: unknown; error?: unknown; detail?: unknown; details?: unknown; code?: unknown }
      | undefined;
    const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
    const said = [body?.message, body?.detail, body?.error, data].map(text).find(Boolean);
    const details = text(body?.details);
    const code = text(body?.code);
    const message = [code && `${code}:`, said ?? `HTTP ${status}`, details && `(${details})`]
      .filter(Boolean)
      .join(' ');
    return new SecretMask([...this.secrets, ...secrets], 'word').excerpt(message, MESSAGE_LIMIT);
  }

  private record(operation: string, failure: MeetingBotFailure, started: number) {
    this.calls.inc({ operation, outcome: failure.kind });
    this.vendorCalls.record('meeting_bot', VENDOR_OUTCOME[failure.kind], started);
    const detail = 'status' in failure ? ` (HTTP ${failure.status})` : '';
    if (failure.kind === 'unauthorized') {
      this.logger.error(
        `${operation}: the meeting-bot vendor refused the bridge's key${detail}; ` +
          'check MEETING_BOT_API_KEY and MEETING_BOT_KEY_HEADER',
      );
    } else {
      this.logger.warn(`${operation}: meeting-bot vendor call failed: ${failure.kind}${detail}`);
    }
    return new MeetingBotError(failure);
  }
}

/** A failure in vendor_requests_total's terms (a broken connection counts as unreachable). */
const VENDOR_OUTCOME: Record<MeetingBotFailure['kind'], VendorCallOutcome> = {
  rejected: 'rejected',
  unauthorized: 'unauthorized',
  rate_limited: 'rate_limited',
  unavailable: 'unavailable',
  timeout: 'timeout',
  unreachable: 'unreachable',
  broken: 'unreachable',
};

/** No HTTP answer: a timeout, a connection never opened, or one that broke mid-way. */
function transportFailure(error: unknown): MeetingBotFailure {
  const code = error instanceof AxiosError ? error.code : undefined;
  const cause = (error as { cause?: { code?: string } })?.cause?.code;
  if (code && TIMED_OUT.has(code)) return { kind: 'timeout' };
  if ((error as { name?: string })?.name === 'TimeoutError') return { kind: 'timeout' };
  if ((code && NOT_SENT.has(code)) || (cause && NOT_SENT.has(cause)))
    return { kind: 'unreachable' };
  return { kind: 'broken' };
}

/**
 * How long the vendor asks the account to hold off, from a 429's `retryAfter` (v2 body, seconds)
 * or `Retry-After` header, or from `x-ratelimit-remaining: 0` with `x-ratelimit-reset` (seconds
 * from now, or a Unix time); null when it asks nothing.
 */
export function rateLimitWait(
  res: Pick<AxiosResponse, 'status' | 'headers' | 'data'>,
): number | null {
  const seconds = (v: unknown): number | null => {
    const n =
      typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    return Number.isFinite(n) && n >= 0 ? n : null;
  };
  if (res.status === 429) {
    const body = res.data as { retryAfter?: unknown } | undefined;
    const wait = seconds(body?.retryAfter) ?? seconds(res.headers['retry-after']);
    if (wait !== null) return Math.min(wait, MAX_HOLD_OFF_S) * 1000;
  }
  if (String(res.headers['x-ratelimit-remaining'] ?? '').trim() === '0') {
    const reset = seconds(res.headers['x-ratelimit-reset']);
    if (reset === null) return null;
    const fromNow = reset > 1e9 ? reset - Date.now() / 1000 : reset;
    return Math.min(Math.max(fromNow, 0), MAX_HOLD_OFF_S) * 1000;
  }
  return null;
}
