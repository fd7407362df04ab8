import { Injectable, Logger } from '@nestjs/common';
import { isJsonObject, nonEmptyText } from '../common/json-object.js';
import { MeetingBotError, MeetingBotTransport } from './meeting-bot.transport.js';
import { type VendorAnswer } from './meeting-bot.client.js';

/** `CreateBotRequestBody` of the v2 spec: the fields the bridge sends. */
export interface CreateBotV2Request {
  bot_name: string;
  meeting_url: string;
  bot_image?: string;
  entry_message?: string;
  recording_mode?: 'speaker_view' | 'gallery_view' | 'audio_only';
  timeout_config?: {
    waiting_room_timeout?: number;
    no_one_joined_timeout?: number;
    silence_timeout?: number;
  };
  extra: Record<string, unknown>;
  transcription_enabled: boolean;
  transcription_config?: {
    provider: 'gladia';
    api_key?: string;
    /** The STT vendor's pre-recorded parameters, passed on to it. */
    custom_params?: Record<string, unknown>;
  };
  callback_enabled?: boolean;
  callback_config?: { url: string; secret: string; method: 'POST' };
  /** `CreateScheduledBotRequestBody` only: when the bot joins (ISO 8601, UTC). */
  join_at?: string;
  streaming_enabled?: boolean;
  /** Where the bot streams the meeting's audio to (`output_url`, added per attempt). */
  streaming_config?: { output_url?: string; input_url: null; audio_frequency: 16_000 };
}

/** `GetBotStatusResponse.data`. */
export interface BotStatusV2 {
  status: string;
  updatedAt: Date | null;
}

/** Bots per page of `GET /v2/bots` and `GET /v2/bots/scheduled` (the spec's maxima). */
const PAGE_LIMIT = 250;
const SCHEDULED_PAGE_LIMIT = 100;
/** `created_after` may reach back 90 days at most (the spec). */
const LIST_WINDOW_MS = 89 * 86_400_000;

const data = (body: unknown): Record<string, unknown> =>
  isJsonObject(body) && isJsonObject(body.data) ? body.data : {};
const path = (botId: string, tail = '') => `/v2/bots/${encodeURIComponent(botId)}${tail}`;

/**
 * The v2 meeting-bot API (`specs/meeting-bot/meetingbaas-openapi-v2.json`): answers are
 * `{success, data}`, errors `{success: false, error, code, statusCode, message, details}` (see
 * MeetingBotTransport). Answers are read leniently: the vendor's docs and spec disagree on
 * where some fields sit.
 */
@Injectable()
export class MeetingBotV2Client {
  private readonly logger = new Logger(MeetingBotV2Client.name);

  constructor(private readonly transport: MeetingBotTransport) {}

  /** The receiver of a bot's callbacks. Holds a secret: never log or return it. */
  callbackUrl(bridgeBotId: string): string {
    return `${this.transport.webhookUrl}/callbacks/${bridgeBotId}`;
  }

  /**
   * `POST /v2/bots`, or `POST /v2/bots/scheduled` when the request has `join_at`: never
   * retried, the caller owns idempotency. Returns the vendor's bot id.
   */
  async create(body: CreateBotV2Request, secrets: string[]): Promise<string> {
    const url = body.join_at ? '/v2/bots/scheduled' : '/v2/bots';
    const res = await this.transport.call(
      'create',
      { method: 'POST', url, data: body },
      { secrets, holdsOff: true },
    );
    const answer = res.data as { bot_id?: unknown } | undefined;
    const botId = data(res.data).bot_id ?? answer?.bot_id;
    if (typeof botId !== 'string' || botId === '') {
      this.logger.error('create: the vendor answered without a bot_id');
      throw new MeetingBotError({ kind: 'unavailable', status: res.status });
    }
    return botId;
  }

  /** `POST /v2/bots/{id}/leave`. A 409 (the bot has already ended) is what was asked. */
  async leave(botId: string): Promise<void> {
    await this.transport.repeatable(
      'leave',
      { method: 'POST', url: path(botId, '/leave') },
      { alsoOk: [409], holdsOff: true },
    );
  }

  /**
   * `DELETE /v2/bots/{id}/delete-data?delete_from_provider=true`: the vendor deletes the bot's
   * artifacts, and the transcription at the STT provider. 404 (no such bot) is an answer too; a
   * bot that has not ended gets 409 (an error: asked again once it has).
   */
  async deleteData(botId: string, signal?: AbortSignal): Promise<VendorAnswer> {
    const res = await this.transport.call(
      'delete_data',
      {
        method: 'DELETE',
        url: path(botId, '/delete-data'),
        params: { delete_from_provider: true },
      },
      { signal, alsoOk: [404], holdsOff: true },
    );
    return { status: res.status, body: res.data === '' ? null : (res.data as unknown) };
  }

  /** `GET /v2/bots?limit=1`: see MeetingBotClient.probe. */
  async probe(signal?: AbortSignal): Promise<number> {
    const res = await this.transport.call(
      'probe',
      { method: 'GET', url: '/v2/bots', params: { limit: 1 } },
      { signal, holdsOff: true },
    );
    return res.status;
  }

  /** `GET /v2/bots/{id}/status`. */
  async status(botId: string, signal?: AbortSignal): Promise<BotStatusV2> {
    const res = await this.transport.repeatable(
      'status',
      { method: 'GET', url: path(botId, '/status') },
      { signal, holdsOff: true },
    );
    const answer = data(res.data);
    if (typeof answer.status !== 'string' || answer.status === '') {
      throw new MeetingBotError({ kind: 'unavailable', status: res.status });
    }
    const at = typeof answer.updated_at === 'string' ? new Date(answer.updated_at) : null;
    return { status: answer.status, updatedAt: at && !Number.isNaN(+at) ? at : null };
  }

  /** `GET /v2/bots/{id}`: the bot's details (`data`), artifacts and transcription ids included. */
  async details(botId: string, signal?: AbortSignal): Promise<Record<string, unknown>> {
    const res = await this.transport.repeatable(
      'details',
      { method: 'GET', url: path(botId) },
      { signal, holdsOff: true },
    );
    return data(res.data);
  }

  /**
   * Ids of the bots whose `extra` holds `key: value`: `GET /v2/bots?extra=key:value` (or the
   * scheduled bots' list, whose ids the bots keep when they join), every page.
   */
  findByExtra(
    key: string,
    value: string,
    {
      createdAfter,
      scheduled,
      signal,
    }: { createdAfter: Date; scheduled: boolean; signal?: AbortSignal },
  ): Promise<string[]> {
    const oldest = new Date(Date.now() - LIST_WINDOW_MS);
    const after = createdAfter > oldest ? createdAfter : oldest;
    const params = scheduled
      ? { extra: `${key}:${value}`, limit: SCHEDULED_PAGE_LIMIT }
      : { extra: `${key}:${value}`, limit: PAGE_LIMIT, created_after: after.toISOString() };
    return this.transport.allPages(
      'find',
      (cursor) => ({
        method: 'GET',
        url: scheduled ? '/v2/bots/scheduled' : '/v2/bots',
        params: { ...params, cursor },
      }),
      (body) => {
        const page = body as
          { data?: unknown; cursor?: unknown; next_cursor?: unknown } | undefined;
        const rows = Array.isArray(page?.data) ? (page.data as { bot_id?: unknown }[]) : [];
        return {
          items: rows.flatMap((row) => nonEmptyText(row?.bot_id) ?? []),
          next: page?.cursor ?? page?.next_cursor,
        };
      },
      { signal, holdsOff: true },
    );
  }
}
