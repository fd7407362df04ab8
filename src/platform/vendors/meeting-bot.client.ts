import { Injectable, Logger } from '@nestjs/common';
import { isJsonObject, nonEmptyText } from '../common/json-object.js';
import { MeetingBotError, MeetingBotTransport } from './meeting-bot.transport.js';

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
  /** The STT vendor's pre-recorded parameters, passed on to it ("for your own transcription parameters"). */
  transcription_custom_parameters?: Record<string, unknown>;
  webhook_url?: string;
  /** `StreamingApiParameter`: where the bot streams the meeting's audio to. */
  streaming?: { output?: string; audio_frequency: '16khz' | '24khz' };
}

/** `RetranscribeBody` of the v1 spec. */
export interface RetranscribeRequest {
  bot_uuid: string;
  speech_to_text?: SpeechToText;
  webhook_url?: string;
}

/** A vendor's status and body, as answered (kept in deletion receipts). */
export interface VendorAnswer {
  status: number;
  body: unknown;
}

/**
 * The query parameter that names a retranscription in the webhook URL its vendor call gives:
 * `transcription_complete` bodies are only `{bot_id}`, the same for every retranscription of a bot.
 */
export const RETRANSCRIPTION_QUERY = 'retranscription';

/** Bots per page of the vendor's bot list (the spec's maximum). */
const PAGE_LIMIT = 50;

/**
 * The v1 meeting-bot API (`specs/meeting-bot/meetingbaas-openapi-v1.json`). Its bots send their
 * events to `webhook_url`, authenticated by the account's API key in the key header.
 */
@Injectable()
export class MeetingBotClient {
  private readonly logger = new Logger(MeetingBotClient.name);

  constructor(private readonly transport: MeetingBotTransport) {}

  /** The receiver v1 bots send their events to. Holds a secret: never log or return it. */
  get webhookUrl(): string {
    return this.transport.webhookUrl;
  }

  /** The receiver of one retranscription's `transcription_complete` (see RETRANSCRIPTION_QUERY). */
  retranscriptionWebhookUrl(retranscriptionId: string): string {
    return `${this.webhookUrl}?${RETRANSCRIPTION_QUERY}=${retranscriptionId}`;
  }

  /** See MeetingBotTransport.callsEndedBefore. */
  callsEndedBefore(): Date {
    return this.transport.callsEndedBefore();
  }

  /** `POST /bots/`: never retried, the caller owns idempotency. Returns the vendor's bot id. */
  /** `secrets`: what the body holds besides the bridge's own secrets (a streaming token). */
  async join(body: JoinRequest, secrets: string[] = []): Promise<string> {
    const res = await this.transport.call(
      'join',
      { method: 'POST', url: '/bots/', data: body },
      { secrets },
    );
    const botId = (res.data as { bot_id?: unknown } | undefined)?.bot_id;
    if (typeof botId !== 'string' || botId === '') {
      this.logger.error('join: the vendor answered without a bot_id');
      throw new MeetingBotError({ kind: 'unavailable', status: res.status });
    }
    return botId;
  }

  /** `DELETE /bots/{uuid}`: the bot leaves. Repeatable. */
  async leave(uuid: string): Promise<void> {
    await this.transport.repeatable('leave', {
      method: 'DELETE',
      url: `/bots/${encodeURIComponent(uuid)}`,
    });
  }

  /**
   * `POST /bots/{uuid}/delete_data`: the vendor deletes the bot's recording, transcription and
   * logs, keeping its metadata. Answers the vendor's status and `DeleteResponse`; 404 (no such
   * bot) is an answer too, not an error.
   */
  async deleteData(uuid: string, signal?: AbortSignal): Promise<VendorAnswer> {
    const res = await this.transport.call(
      'delete_data',
      { method: 'POST', url: `/bots/${encodeURIComponent(uuid)}/delete_data` },
      { signal, alsoOk: [404] },
    );
    return { status: res.status, body: res.data === '' ? null : (res.data as unknown) };
  }

  /**
   * `GET /bots/bots_with_metadata?limit=1`: the cheapest authenticated read, to see that the
   * vendor answers and takes the bridge's key (GET /vendors/health). Once, never retried.
   * Answers the vendor's status.
   */
  async probe(signal?: AbortSignal): Promise<number> {
    const res = await this.transport.call(
      'probe',
      { method: 'GET', url: '/bots/bots_with_metadata', params: { limit: 1 } },
      { signal },
    );
    return res.status;
  }

  /** `POST /bots/retranscribe`: 200 and 202 mean accepted. Never retried. */
  async retranscribe(body: RetranscribeRequest): Promise<{ status: number; body: unknown }> {
    const res = await this.transport.call('retranscribe', {
      method: 'POST',
      url: '/bots/retranscribe',
      data: body,
    });
    return { status: res.status, body: res.data === '' ? null : res.data };
  }

  /**
   * `GET /bots/meeting_data?bot_id=…`: the bot's `Metadata` (fresh signed `audio` and `mp4`
   * URLs, empty when there is no file; `bot_data.transcripts` when `transcripts`).
   */
  async meetingData(
    uuid: string,
    { transcripts, signal }: { transcripts: boolean; signal?: AbortSignal },
  ): Promise<Record<string, unknown>> {
    const res = await this.transport.repeatable(
      'meeting_data',
      {
        method: 'GET',
        url: '/bots/meeting_data',
        params: { bot_id: uuid, include_transcripts: transcripts },
      },
      { signal },
    );
    return isJsonObject(res.data) ? res.data : {};
  }

  /**
   * `GET /bots/bots_with_metadata?filter_by_extra=key:value`: ids of the matching bots. The
   * vendor pages the bots (newest first) and filters `extra` in memory over each page, so every
   * page of the window since `createdAfter` is read, following `next_cursor` to the end: a match
   * may sit on any page, and a page without one may still have a next.
   */
  findByExtra(
    key: string,
    value: string,
    createdAfter?: Date,
    signal?: AbortSignal,
  ): Promise<string[]> {
    return this.transport.allPages(
      'find',
      (cursor) => ({
        method: 'GET',
        url: '/bots/bots_with_metadata',
        params: {
          filter_by_extra: `${key}:${value}`,
          // The spec's format: ISO 8601 without a zone (YYYY-MM-DDThh:mm:ss), UTC here.
          created_after: createdAfter?.toISOString().slice(0, 19),
          limit: PAGE_LIMIT,
          cursor,
        },
      }),
      (data) => {
        const body = data as { bots?: { uuid?: unknown }[]; next_cursor?: unknown } | undefined;
        return {
          items: (body?.bots ?? []).flatMap((bot) => nonEmptyText(bot.uuid) ?? []),
          next: body?.next_cursor,
        };
      },
      { signal },
    );
  }
}
