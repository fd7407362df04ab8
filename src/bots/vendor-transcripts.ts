import { Injectable, Logger } from '@nestjs/common';
import { nonEmptyText } from '../platform/common/json-object.js';
import { type Bot } from '../generated/prisma/client.js';
import { combineInsights, type Insights, insightsOf } from '../platform/transcripts/insights.js';
import {
  insightsAsked,
  type TranscriptionOptions,
} from '../platform/transcripts/transcription-options.js';
import { describeError } from '../platform/queue/retry.js';
import { EventOutbox } from '../platform/outbox/event-outbox.js';
import { BotTranscripts } from '../transcription-jobs/bot-transcripts.js';
import {
  fromMeetingBotV2,
  speakerNames,
  type Utterance,
} from '../platform/transcripts/utterances.js';
import { SttClient, SttHttpError } from '../platform/vendors/stt.client.js';
import {
  MediaHttpError,
  MediaTooLarge,
  MeetingBotMedia,
} from '../platform/vendors/meeting-bot-media.js';
import { MeetingBotV2Client } from '../platform/vendors/meeting-bot-v2.client.js';

interface ArtifactUrls {
  transcription: string | null;
  raw: string | null;
}

/**
 * A v2 bot's transcript, which its completion only links to (`transcription`, and the STT
 * vendor's own payloads in `raw_transcription`, signed URLs valid 4 hours): both are fetched when
 * the bot completes and kept as the bot's transcript version 1. An expired URL is renewed from
 * `GET /v2/bots/{id}`. Files that cannot be read as transcripts are logged and left; a failure
 * that may pass is thrown, so that the completion event is handled again. A bot that asked for
 * insights gets them from its STT jobs (`transcription_ids`, one per audio chunk, readable with
 * the bridge's key when the vendor used it); where none can be read, InsightsJobs makes one.
 */
@Injectable()
export class VendorTranscripts {
  private readonly logger = new Logger(VendorTranscripts.name);

  constructor(
    private readonly media: MeetingBotMedia,
    private readonly v2: MeetingBotV2Client,
    private readonly transcripts: BotTranscripts,
    private readonly outbox: EventOutbox,
    private readonly stt: SttClient,
  ) {}

  async keepV2(bot: Bot, data: Record<string, unknown>, signal?: AbortSignal): Promise<void> {
    if (await this.transcripts.hasVendorVersion(bot.id)) return;
    const urls = {
      transcription: nonEmptyText(data.transcription),
      raw: nonEmptyText(data.raw_transcription),
    };
    if (!urls.transcription) return;
    const stop = signal ?? new AbortController().signal;
    let files: [unknown, unknown];
    try {
      files = await this.fetch(urls, stop);
    } catch (error) {
      if (!(error instanceof MediaHttpError && error.maybeExpired && bot.upstreamBotId)) {
        return this.unreadable(bot, error);
      }
      const fresh = await this.v2.details(bot.upstreamBotId, stop);
      const renewed = {
        transcription: nonEmptyText(fresh.transcription),
        raw: nonEmptyText(fresh.raw_transcription),
      };
      if (!renewed.transcription) return;
      try {
        files = await this.fetch(renewed, stop);
      } catch (again) {
        return this.unreadable(bot, again);
      }
    }
    const [output, raw] = files;
    const utterances = fromMeetingBotV2(output);
    const insights = await this.jobInsights(bot, data.transcription_ids, utterances, stop);
    const version = await this.outbox.transaction((tx, events) =>
      this.transcripts.add(
        tx,
        bot.id,
        {
          source: 'meeting_bot',
          utterances,
          raw: { transcription: output, raw_transcription: raw },
          insights,
        },
        events,
      ),
    );
    if (version)
      this.logger.log(`bot ${bot.id}: the vendor's transcript kept as version ${version}`);
  }

  /**
   * The insights of the bot's STT jobs, in their order, for a bot that asked for any; null when
   * none could be read (a job the bridge's key cannot see answers 404).
   */
  private async jobInsights(
    bot: Bot,
    ids: unknown,
    utterances: Utterance[],
    signal: AbortSignal,
  ): Promise<Insights | null> {
    if (insightsAsked(bot.transcription as TranscriptionOptions | null).length === 0) return null;
    const parts: (Insights | null)[] = [];
    for (const id of Array.isArray(ids) ? ids : []) {
      if (typeof id !== 'string' || id === '') continue;
      try {
        const answer = await this.stt.getJobResult(id, signal);
        if (answer?.status !== 'done') continue;
        parts.push(insightsOf(answer.result, speakerNames(answer.result, utterances)));
      } catch (error) {
        if (!(error instanceof SttHttpError)) throw error;
        this.logger.warn(`bot ${bot.id}: its STT job ${id} could not be read (${error.status})`);
      }
    }
    return combineInsights(parts);
  }

  private async fetch(urls: ArtifactUrls, signal: AbortSignal): Promise<[unknown, unknown]> {
    return Promise.all([
      this.media.json(urls.transcription!, signal),
      urls.raw ? this.media.json(urls.raw, signal) : null,
    ]);
  }

  /** A file that is not JSON (or too large) stays so: logged, not retried. Others are thrown. */
  private unreadable(bot: Bot, error: unknown): void {
    if (!(error instanceof SyntaxError || error instanceof MediaTooLarge)) throw error;
    this.logger.warn(
      `bot ${bot.id}: the vendor's transcription file is unreadable (${describeError(error)})`,
    );
  }
}
