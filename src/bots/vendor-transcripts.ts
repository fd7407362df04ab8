import { Injectable, Logger } from '@nestjs/common';
import { nonEmptyText } from '../common/json-object.js';
import { PrismaService } from '../database/prisma.service.js';
import { type Bot } from '../generated/prisma/client.js';
import { describeError } from '../queue/retry.js';
import { BotTranscripts } from '../transcription/bot-transcripts.js';
import { fromMeetingBotV2 } from '../transcripts/utterances.js';
import { MediaHttpError, MediaTooLarge, MeetingBotMedia } from '../vendors/meeting-bot-media.js';
import { MeetingBotV2Client } from '../vendors/meeting-bot-v2.client.js';

interface ArtifactUrls {
  transcription: string | null;
  raw: string | null;
}

/**
 * A v2 bot's transcript, which its completion only links to (`transcription`, and the STT
 * vendor's own payloads in `raw_transcription`, signed URLs valid 4 hours): both are fetched when
 * the bot completes and kept as the bot's transcript version 1. An expired URL is renewed from
 * `GET /v2/bots/{id}`. Files that cannot be read as transcripts are logged and left; a failure
 * that may pass is thrown, so that the completion event is handled again.
 */
@Injectable()
export class VendorTranscripts {
  private readonly logger = new Logger(VendorTranscripts.name);

  constructor(
    private readonly media: MeetingBotMedia,
    private readonly v2: MeetingBotV2Client,
    private readonly transcripts: BotTranscripts,
    private readonly prisma: PrismaService,
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
    const version = await this.prisma.lockingTransaction((tx) =>
      this.transcripts.add(tx, bot.id, {
        source: 'meeting_bot',
        utterances: fromMeetingBotV2(output),
        raw: { transcription: output, raw_transcription: raw },
      }),
    );
    if (version)
      this.logger.log(`bot ${bot.id}: the vendor's transcript kept as version ${version}`);
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
