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
import { VendorEndpoints } from './vendor-endpoints.js';

/** `SpeechToTextApiParameter` of the v1 spec. */
export interface SpeechToText {
  provider: string;
  api_key?: string;
}

/** `JoinRequest` of the v1 spec, the fields the bridge sends (`additionalProperties: false`). */
export interface JoinRequest {
  bot_name: string;
  meeting_url: string;
  bot_image?: string;
  entry_message?: string;
  recording_mode?: 'speaker_view' | 'gallery_view' | 'audio_only';
  start_time?: number;
  automatic_leave?: {
    noone_joined_timeout?: number;
    silence_timeout?: number;
    waiting_room_timeout?: number;
  };
  extra?: Record<string, unknown>;
  speech_to_text?: SpeechToText;
  webhook_url?: string;
}

/** `RetranscribeBody` of the v1 spec. */
export interface RetranscribeRequest {
  bot_uuid: string;
  speech_to_text?: SpeechToText;
  webhook_url?: string;
}

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
    timeout: config.env.VENDOR_TIMEOUT_MS,
    headers: { [endpoints.meetingBot.keyHeader]: endpoints.meetingBot.apiKey },
    // The key header must never follow a redirect to another origin.
    maxRedirects: 0,
    validateStatus: () => true,
  };
}

const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
const TIMED_OUT = new Set(['ECONNABORTED', 'ETIMEDOUT', 'ERR_CANCELED']);
const MESSAGE_LIMIT = 500;

/** Bots per page of the vendor's bot list (the spec's maximum), and pages read at most. */
const PAGE_LIMIT = 50;
const MAX_PAGES = 1_000;
/** Beyond the vendor timeout, how long a call may still be in progress (event-loop delays). */
const IN_FLIGHT_MARGIN_MS = 5_000;

/**
 * The v1 meeting-bot API (`specs/meeting-bot/meetingbaas-openapi-v1.json`). Every call has the
 * configured timeout; the key header is set by the HTTP module and never appears in errors,
 * logs or metrics. Only calls that are safe to repeat (GET, DELETE) are retried.
 */
@Injectable()
export class MeetingBotClient {
  private readonly logger = new Logger(MeetingBotClient.name);
  private readonly calls: Counter<'operation' | 'outcome'>;
  /** Every secret the bridge sends anywhere, masked out of the vendor's messages. */
  private readonly mask: SecretMask;
  /** Pauses before the retries of a repeatable call. */
  retryDelaysMs = [200, 600];

  constructor(
    private readonly http: HttpService,
    private readonly endpoints: VendorEndpoints,
    private readonly config: AppConfig,
    private readonly pace: VendorPace,
    metrics: MetricsService,
  ) {
    this.mask = new SecretMask(
      [endpoints.meetingBot.apiKey, endpoints.stt.apiKey, endpoints.webhookToken],
      'word',
    );
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
    return new Date(Date.now() - this.config.env.VENDOR_TIMEOUT_MS - IN_FLIGHT_MARGIN_MS);
  }

  /** The bridge's meeting-bot webhook receiver. Holds a secret: never log or return it. */
  get webhookUrl(): string {
    return `${this.config.publicBaseUrl}/webhooks/meeting-bot/${this.endpoints.webhookToken}`;
  }

  /** `POST /bots/`: never retried, the caller owns idempotency. Returns the vendor's bot id. */
  async join(body: JoinRequest): Promise<string> {
    const res = await this.call('join', { method: 'POST', url: '/bots/', data: body });
    const botId = (res.data as { bot_id?: unknown } | undefined)?.bot_id;
    if (typeof botId !== 'string' || botId === '') {
      this.logger.error('join: the vendor answered without a bot_id');
      throw new MeetingBotError({ kind: 'unavailable', status: res.status });
    }
    return botId;
  }

  /** `DELETE /bots/{uuid}`: the bot leaves. Repeatable. */
  async leave(uuid: string): Promise<void> {
    await this.repeatable('leave', {
      method: 'DELETE',
      url: `/bots/${encodeURIComponent(uuid)}`,
    });
  }

  /** `POST /bots/retranscribe`: 200 and 202 mean accepted. Never retried. */
  async retranscribe(body: RetranscribeRequest): Promise<{ status: number; body: unknown }> {
    const res = await this.call('retranscribe', {
      method: 'POST',
      url: '/bots/retranscribe',
      data: body,
    });
    return { status: res.status, body: res.data === '' ? null : res.data };
  }

  /**
   * `GET /bots/bots_with_metadata?filter_by_extra=key:value`: ids of the matching bots. The
   * vendor pages the bots (newest first) and filters `extra` in memory over each page, so every
   * page of the window since `createdAfter` is read, following `next_cursor` to the end: a match
   * may sit on any page, and a page without one may still have a next.
   */
  async findByExtra(
    key: string,
    value: string,
    createdAfter?: Date,
    signal?: AbortSignal,
  ): Promise<string[]> {
    const found: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const res = await this.repeatable(
        'find',
        {
          method: 'GET',
          url: '/bots/bots_with_metadata',
          params: {
            filter_by_extra: `${key}:${value}`,
            // The spec's format: ISO 8601 without a zone (YYYY-MM-DDThh:mm:ss), UTC here.
            created_after: createdAfter?.toISOString().slice(0, 19),
            limit: PAGE_LIMIT,
            cursor,
          },
        },
        signal,
      );
      const body = res.data as { bots?: { uuid?: unknown }[]; next_cursor?: unknown } | undefined;
      for (const bot of body?.bots ?? []) if (typeof bot.uuid === 'string') found.push(bot.uuid);
      const next = body?.next_cursor;
      if (typeof next !== 'string' || next === '') return found;
      if (next === cursor) break;
      cursor = next;
    }
    // Better no answer than a wrong "none": the caller would create a second bot.
    this.logger.error(`find: the vendor's bot list did not end within ${MAX_PAGES} pages`);
    throw new MeetingBotError({ kind: 'unavailable', status: 200 });
  }

  private async repeatable(operation: string, request: AxiosRequestConfig, signal?: AbortSignal) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.call(operation, request, signal);
      } catch (error) {
        const kind = error instanceof MeetingBotError ? error.failure.kind : null;
        const transient = kind === 'unavailable' || kind === 'unreachable' || kind === 'broken';
        if (!transient || attempt >= this.retryDelaysMs.length || signal?.aborted) throw error;
        await sleep(this.retryDelaysMs[attempt], undefined, { signal });
      }
    }
  }

  /** One request; `signal` (a caller that stops, e.g. at shutdown) ends it before its timeout. */
  private async call(
    operation: string,
    request: AxiosRequestConfig,
    signal?: AbortSignal,
  ): Promise<AxiosResponse> {
    // The account's request rate: wait for this call's slot, or refuse without calling.
    if (!(await this.pace.meetingBotSlot(signal))) {
      this.calls.inc({ operation, outcome: 'account_limit' });
      throw new MeetingBotError({ kind: 'rate_limited', status: 429, retryAfter: '1' });
    }
    const timeout = AbortSignal.timeout(this.config.env.VENDOR_TIMEOUT_MS);
    let res: AxiosResponse;
    try {
      res = await firstValueFrom(
        this.http.request({
          ...request,
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        }),
      );
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw this.record(operation, transportFailure(error));
    }
    if (res.status >= 200 && res.status < 300) {
      this.calls.inc({ operation, outcome: 'ok' });
      return res;
    }
    throw this.record(operation, this.statusFailure(res));
  }

  private statusFailure(res: AxiosResponse): MeetingBotFailure {
    const status = res.status;
    if (status === 401 || status === 403) return { kind: 'unauthorized', status };
    if (status === 429) {
      const retryAfter = res.headers['retry-after'] as unknown;
      return {
        kind: 'rate_limited',
        status,
        retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
      };
    }
    if (status >= 400 && status < 500) {
      return { kind: 'rejected', status, message: this.vendorMessage(res.data, status) };
    }
    return { kind: 'unavailable', status };
  }

  /** The vendor's own words, with anything secret the bridge sent taken out, then trimmed. */
  private vendorMessage(data: unknown, status: number): string {
    const body = data as { message?: unknown; error?: unknown; detail?: unknown } | undefined;
    const candidate = [body?.message, body?.detail, body?.error, data].find(
      (v) => typeof v === 'string' && v.trim() !== '',
    ) as string | undefined;
    return this.mask.excerpt(candidate ?? `HTTP ${status}`, MESSAGE_LIMIT);
  }

  private record(operation: string, failure: MeetingBotFailure): MeetingBotError {
    this.calls.inc({ operation, outcome: failure.kind });
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
