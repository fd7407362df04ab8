import { Injectable, Logger } from '@nestjs/common';
import { SecretBox } from '../platform/common/secret-box.js';
import { AppConfig } from '../platform/config/app-config.js';
import type { Prisma } from '../generated/prisma/client.js';
import { combineInsights, insightsOf } from '../platform/transcripts/insights.js';
import { checkedLive, liveParameters } from '../platform/transcripts/stt-options.js';
import type { TranscriptionOptions } from '../platform/transcripts/transcription-options.js';
import type { EventWriter } from '../platform/outbox/event-outbox.js';
import { BotTranscripts } from '../transcription-jobs/bot-transcripts.js';
import { bridgeCallbackConfig } from '../transcription/job-request.js';
import { JOB_ROUTES, SttClient } from '../platform/vendors/stt.client.js';
import { VendorEndpoints } from '../platform/vendors/vendor-endpoints.js';
import { sttCallbackToken } from '../platform/vendors/webhook-tokens.js';
import { LiveRepository, sessionMetadata } from './live.repository.js';
import { type SttLiveHandlers, SttLiveSocket } from './stt-live-socket.js';

/**
 * The STT vendor's live sessions as the bot feeds use them: `POST /v2/live` for the bot's audio
 * format with every message flag set explicitly, the socket to a session, and the live
 * transcript kept as a transcript version once the meeting is over.
 */
@Injectable()
export class LiveSessions {
  private readonly logger = new Logger(LiveSessions.name);

  constructor(
    private readonly stt: SttClient,
    private readonly box: SecretBox,
    private readonly config: AppConfig,
    private readonly endpoints: VendorEndpoints,
    private readonly repo: LiveRepository,
    private readonly transcripts: BotTranscripts,
  ) {}

  /**
   * The body of `POST /v2/live` for a bot's session (the vendor's StreamingRequest), with the
   * bot's transcription options in the live API's names, checked against the vendor's schema.
   */
  request(botId: string, teamId: string, options: TranscriptionOptions): Record<string, unknown> {
    const callback = `${this.config.publicBaseUrl}/webhooks/stt/${sttCallbackToken(this.endpoints.webhookToken, teamId)}`;
    return checkedLive({
      ...liveParameters(options),
      // The bot streams 16-bit little-endian mono PCM at 16 kHz: the frames pass unchanged.
      encoding: 'wav/pcm',
      bit_depth: 16,
      sample_rate: 16_000,
      channels: 1,
      // Meetings: a short pause closes an utterance.
      endpointing: 0.4,
      // The spec's and the docs' defaults differ: each flag is said.
      messages_config: {
        receive_partial_transcripts: true,
        receive_final_transcripts: true,
        receive_speech_events: false,
        receive_pre_processing_events: false,
        receive_realtime_processing_events: false,
        receive_post_processing_events: true,
        receive_acknowledgments: true,
        receive_lifecycle_events: true,
      },
      // The session's end reaches the bridge's receiver, which archives its audio.
      callback: true,
      callback_config: bridgeCallbackConfig(callback),
      custom_metadata: sessionMetadata(botId, teamId),
    });
  }

  /** Opens a session at the vendor: its id and socket URL. */
  async create(botId: string, teamId: string): Promise<{ id: string; url: string }> {
    const options = await this.repo.transcriptionOptions(botId);
    const answer = await this.stt.createLive(this.request(botId, teamId, options));
    if (
      typeof answer.id !== 'string' ||
      typeof answer.url !== 'string' ||
      !URL.canParse(answer.url)
    ) {
      throw new Error('the vendor answered POST /v2/live without a session id and URL');
    }
    return { id: answer.id, url: answer.url };
  }

  /** A session the bridge could not record is deleted at the vendor rather than left running. */
  async cancel(upstreamId: string): Promise<void> {
    await this.stt.deleteJob(upstreamId, JOB_ROUTES.live).catch(() => {
      this.logger.error(`could not cancel the unrecorded live session ${upstreamId}`);
    });
  }

  socket(url: string, handlers: SttLiveHandlers): SttLiveSocket {
    return new SttLiveSocket(url, handlers, {
      bufferLimit: this.config.live.LIVE_BUFFER_SECONDS * 32_000,
      connectTimeoutMs: this.config.vendors.VENDOR_TIMEOUT_MS,
    });
  }

  /** The session URL holds the vendor's token for it: sealed at rest. */
  seal(url: string): string {
    return this.box.seal(url);
  }

  unseal(sealed: string): string {
    return this.box.open(sealed);
  }

  /**
   * The live transcript as a version of the bot's transcript (`source: live`), with the vendor's
   * post-final transcripts as what the source sent and their insights; none when no final was
   * kept.
   */
  async keepVersion(
    tx: Prisma.TransactionClient,
    events: EventWriter,
    botId: string,
    posts: unknown[],
  ): Promise<number | null> {
    const finals = await this.repo.allFinals(botId, tx);
    if (finals.length === 0) return null;
    return this.transcripts.add(
      tx,
      botId,
      {
        source: 'live',
        utterances: finals.map((f) => ({
          speaker: f.speaker,
          start: f.startSeconds,
          end: f.endSeconds,
          text: f.text,
          ...(Array.isArray(f.words) ? { words: f.words as never } : {}),
        })),
        raw: { post_final_transcripts: posts },
        // The vendor's post-processing of the sessions (summary, chapters, answers).
        insights: combineInsights(posts.map((post) => insightsOf(post))),
      },
      events,
    );
  }
}
