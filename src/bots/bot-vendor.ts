import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { isJsonObject, nonEmptyText } from '../platform/common/json-object.js';
import { AppConfig } from '../platform/config/app-config.js';
import { type Bot } from '../generated/prisma/client.js';
import {
  type JoinRequest,
  MeetingBotClient,
  type VendorAnswer,
} from '../platform/vendors/meeting-bot.client.js';
import {
  type CreateBotV2Request,
  MeetingBotV2Client,
} from '../platform/vendors/meeting-bot-v2.client.js';
import { VendorEndpoints } from '../platform/vendors/vendor-endpoints.js';
import { BRIDGE_BOT_ID_EXTRA } from './bot-event.js';
import { type BotCreateDto } from './bots.dto.js';
import { BotsRepository } from './bots.repository.js';
import { LiveCore } from '../live/live-core.js';
import { checkedPreRecorded } from '../platform/transcripts/stt-options.js';
import type { TranscriptionOptions } from '../platform/transcripts/transcription-options.js';

/** The token at the end of a streaming URL. */
const tokenOf = (url: string): string => url.slice(url.lastIndexOf('/') + 1);

export type ApiVersion = 'v1' | 'v2';

/** What the bridge keeps of a create request: the vendor body without any secret. */
export type StoredRequest = JoinRequest | CreateBotV2Request;

/** Optional fields the caller left out are absent from the vendor request, not null. */
const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** The hash a v2 callback secret is kept as (and compared by). */
export const callbackSecretHash = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex');

/**
 * The meeting-bot vendor as one bot sees it: the API version the bot was created with decides
 * every call made for it (create, leave, the lookup of an unconfirmed create), so a deployment
 * that switches MEETING_BOT_API_VERSION keeps its bots in flight working.
 */
@Injectable()
export class BotVendor {
  constructor(
    private readonly v1: MeetingBotClient,
    private readonly v2: MeetingBotV2Client,
    private readonly config: AppConfig,
    private readonly endpoints: VendorEndpoints,
    private readonly repo: BotsRepository,
    private readonly live: LiveCore,
  ) {}

  /** The version new bots are created with. */
  get currentVersion(): ApiVersion {
    return this.config.vendors.MEETING_BOT_API_VERSION;
  }

  /** A call started before this moment has ended (see MeetingBotTransport.callsEndedBefore). */
  callsEndedBefore(): Date {
    return this.v1.callsEndedBefore();
  }

  /**
   * The vendor request for a bot, as stored: the secrets are added by `create` at call time. The
   * transcription options go in the STT vendor's pre-recorded names, which both API versions
   * pass on to it (checked against its schema first: VendorBodyInvalid when they do not hold).
   */
  request(
    version: ApiVersion,
    dto: BotCreateDto,
    bridgeBotId: string,
    options: TranscriptionOptions,
  ): StoredRequest {
    const parameters = checkedPreRecorded(options);
    const custom = Object.keys(parameters).length > 0 ? parameters : undefined;
    const extra = { ...dto.extra, [BRIDGE_BOT_ID_EXTRA]: bridgeBotId };
    const common = {
      meeting_url: dto.meeting_url,
      bot_name: dto.bot_name ?? this.config.bots.BOT_DEFAULT_NAME,
      bot_image: dto.bot_image,
      entry_message: dto.entry_message,
      recording_mode: dto.recording_mode,
      extra,
    };
    const leave = dto.automatic_leave;
    // The audio at 16 kHz, which the STT vendor's live API takes as it comes (not 24 kHz, the
    // meeting-bot vendor's default); where to is added per attempt (its URL holds a secret).
    const live = dto.live_transcript === true;
    if (version === 'v1') {
      return withoutUndefined<JoinRequest>({
        ...common,
        start_time: dto.start_time,
        automatic_leave: leave && withoutUndefined({ ...leave }),
        speech_to_text: { provider: this.endpoints.stt.providerName },
        transcription_custom_parameters: custom,
        streaming: live ? { audio_frequency: '16khz' } : undefined,
      });
    }
    return withoutUndefined<CreateBotV2Request>({
      ...common,
      timeout_config:
        leave &&
        withoutUndefined({
          waiting_room_timeout: leave.waiting_room_timeout,
          no_one_joined_timeout: leave.noone_joined_timeout,
          silence_timeout: leave.silence_timeout,
        }),
      // The vendor transcribes every bot; with the bridge's STT key the jobs are its own.
      transcription_enabled: true,
      transcription_config: custom
        ? { provider: 'gladia', custom_params: custom }
        : { provider: 'gladia' },
      join_at:
        dto.start_time === undefined ? undefined : new Date(dto.start_time * 1000).toISOString(),
      streaming_enabled: live ? true : undefined,
      streaming_config: live ? { input_url: null, audio_frequency: 16_000 } : undefined,
    });
  }

  /**
   * Calls the vendor to create the bot: v1 with the receiver's URL; v2 with the bridge's STT key
   * (MEETING_BOT_STT_BYOK) and a per-bot callback whose fresh random secret is recorded (hashed)
   * before the call, since the vendor's bot may come from any attempt. Returns its id.
   */
  async create(bot: Bot): Promise<string> {
    if (bot.apiVersion !== 'v2') {
      const stored = bot.request as unknown as JoinRequest;
      const output = stored.streaming && (await this.live.mintIngressUrl(bot.id));
      return this.v1.join(
        {
          ...stored,
          webhook_url: this.v1.webhookUrl,
          ...(output && { streaming: { ...stored.streaming!, output } }),
        },
        output ? [tokenOf(output)] : [],
      );
    }
    const stored = bot.request as unknown as CreateBotV2Request;
    const output = stored.streaming_config && (await this.live.mintIngressUrl(bot.id));
    const secret = randomBytes(32).toString('base64url');
    await this.repo.addCallbackSecret(bot.id, callbackSecretHash(secret));
    const byok = this.config.vendors.MEETING_BOT_STT_BYOK;
    const body: CreateBotV2Request = {
      ...stored,
      transcription_config: byok
        ? { ...stored.transcription_config, provider: 'gladia', api_key: this.endpoints.stt.apiKey }
        : { ...stored.transcription_config, provider: 'gladia' },
      callback_enabled: true,
      callback_config: { url: this.v2.callbackUrl(bot.id), secret, method: 'POST' },
      ...(output && { streaming_config: { ...stored.streaming_config!, output_url: output } }),
    };
    // The streaming URL's token is a secret too: never in a log line or an error.
    return this.v2.create(body, output ? [secret, tokenOf(output)] : [secret]);
  }

  /** Asks the vendor to take the bot out of its meeting. */
  leave(bot: Bot & { upstreamBotId: string }): Promise<void> {
    return bot.apiVersion === 'v2'
      ? this.v2.leave(bot.upstreamBotId)
      : this.v1.leave(bot.upstreamBotId);
  }

  /**
   * Whether the vendor says the bot has ended, for a bot whose end event may have been lost: v1
   * `meeting_data` (`ended_at` or `bot_exited_at` set), v2 its status (`completed`, `failed`).
   */
  async hasEnded(bot: Bot & { upstreamBotId: string }, signal?: AbortSignal): Promise<boolean> {
    if (bot.apiVersion === 'v2') {
      const { status } = await this.v2.status(bot.upstreamBotId, signal);
      return status === 'completed' || status === 'failed';
    }
    const data = await this.v1.meetingData(bot.upstreamBotId, { transcripts: false, signal });
    const botData = isJsonObject(data.bot_data) ? data.bot_data : {};
    const row = isJsonObject(botData.bot) ? botData.bot : {};
    return Boolean(nonEmptyText(row.ended_at) ?? nonEmptyText(row.bot_exited_at));
  }

  /**
   * Asks the vendor to delete the bot's data (v1 `delete_data`; v2 `delete-data`, which also
   * deletes its transcription at the STT provider). Answers the vendor's status and body.
   */
  deleteData(bot: Bot & { upstreamBotId: string }, signal?: AbortSignal): Promise<VendorAnswer> {
    return bot.apiVersion === 'v2'
      ? this.v2.deleteData(bot.upstreamBotId, signal)
      : this.v1.deleteData(bot.upstreamBotId, signal);
  }

  /** The vendor's bots made for this row (by `extra.bridge_bot_id`), created since `since`. */
  find(bot: Bot, since: Date, signal?: AbortSignal): Promise<string[]> {
    if (bot.apiVersion !== 'v2')
      return this.v1.findByExtra(BRIDGE_BOT_ID_EXTRA, bot.id, since, signal);
    const scheduled = (bot.request as unknown as CreateBotV2Request).join_at !== undefined;
    return this.v2.findByExtra(BRIDGE_BOT_ID_EXTRA, bot.id, {
      createdAfter: since,
      scheduled,
      signal,
    });
  }
}
