import {
  ConflictException,
  GoneException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Media } from '../archival/archive-task.js';
import { archivedKey, BotRecordings } from '../archival/bot-recordings.js';
import { type Principal } from '../platform/auth/principal.js';
import { SecretBox } from '../platform/common/secret-box.js';
import { AppConfig } from '../platform/config/app-config.js';
import { type Bot } from '../generated/prisma/client.js';
import { AudioStorage } from '../platform/storage/audio-storage.js';
import { serveStored } from '../platform/storage/serve-stored.js';
import { BotTranscripts } from '../transcription-jobs/bot-transcripts.js';
import { renderTranscript, type TranscriptFormat } from '../platform/transcripts/formats.js';
import type { Utterance } from '../platform/transcripts/utterances.js';
import { type RecordingLinkDto } from './bots.dto.js';
import { BotsService } from './bots.service.js';
import type { Insights } from '../platform/transcripts/insights.js';
import { InsightsDto } from '../platform/transcripts/insights.dto.js';

/** How long a recording link streams (an hour-long meeting plays and seeks through once). */
export const RECORDING_LINK_SECONDS = 2 * 3600;

/** What a recording link's MAC covers: the bot, the medium, the expiry. */
const linkText = (botId: string, media: Media, expires: number) =>
  `recording:${botId}:${media}:${expires}`;

/** A bot's kept meeting: its archived recording and its transcript versions (team-scoped). */
@Injectable()
export class BotRecordService {
  private readonly logger = new Logger(BotRecordService.name);

  constructor(
    private readonly bots: BotsService,
    private readonly recordings: BotRecordings,
    private readonly transcripts: BotTranscripts,
    private readonly storage: AudioStorage,
    private readonly box: SecretBox,
    private readonly config: AppConfig,
  ) {}

  /** Streams the archived audio or video (206 for a range); 404 while there is none. */
  async media(
    principal: Principal,
    id: string,
    media: Media,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    return this.serve(await this.bots.find(principal, id), media, req, res);
  }

  /**
   * A URL that streams the recording, with ranges, for RECORDING_LINK_SECONDS, without a key: a
   * media element (the console's player) cannot send one, and so can play and seek a recording
   * of any length at once instead of downloading it whole first. The link names the bot and the
   * medium and is signed (SecretBox.sign), so it opens that one file, for reading, until it
   * expires; it is minted only for a key that sees the bot.
   */
  async link(principal: Principal, id: string, media: Media): Promise<RecordingLinkDto> {
    const bot = await this.bots.find(principal, id);
    gone(bot, bot.recordingsDeletedAt, 'recordings');
    const expires = Math.floor(Date.now() / 1000) + RECORDING_LINK_SECONDS;
    const token = this.box.expiringToken((at) => linkText(bot.id, media, at), expires);
    const path = `/recordings/${bot.id}/${media}?token=${token}`;
    return {
      path,
      url: `${this.config.publicBaseUrl}${path}`,
      expires_at: new Date(expires * 1000).toISOString(),
    };
  }

  /** Streams the recording a link names; 404 for a link that is not the bridge's, or expired. */
  async mediaByLink(
    id: string,
    media: Media,
    token: string,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const expires = this.box.expiryOf(
      token,
      (at) => linkText(id, media, at),
      RECORDING_LINK_SECONDS,
    );
    if (expires === null) throw new NotFoundException('Unknown or expired recording link');
    const bot = await this.bots.findAny(id);
    if (!bot) throw new NotFoundException('Unknown or expired recording link');
    return this.serve(bot, media, req, res);
  }

  private async serve(bot: Bot, media: Media, req: IncomingMessage, res: ServerResponse) {
    gone(bot, bot.recordingsDeletedAt, 'recordings');
    const task = await this.recordings.task(bot.id, media);
    const key = archivedKey(task);
    if (key && (await serveStored(this.storage, key, `bot-${bot.id}-${media}`, req, res))) return;
    if (key) this.logger.error(`bot ${bot.id}: its archived ${media} is missing from storage`);
    throw new NotFoundException(
      task
        ? `The bot's ${media} is not archived (archive state: ${task.state})`
        : `The bot has no ${media} to archive (it has not completed${media === 'video' ? ', or video is not archived' : ''})`,
    );
  }

  /**
   * The transcript (a version, or the latest) in `format`; with `language`, its translation into
   * that language (the latest version that has one by default).
   */
  async transcript(
    principal: Principal,
    id: string,
    format: TranscriptFormat,
    version?: number,
    language?: string,
  ) {
    const bot = await this.bots.find(principal, id);
    gone(bot, bot.transcriptsDeletedAt, 'transcripts');
    const found =
      language === undefined || version !== undefined
        ? await this.transcripts.find(bot.id, version)
        : ((await this.transcripts.findTranslated(bot.id, language)) ??
          (await this.transcripts.find(bot.id)));
    if (!found) {
      throw new NotFoundException(
        version === undefined
          ? 'The bot has no transcript yet'
          : `The bot has no transcript version ${version}`,
      );
    }
    let utterances = found.utterances as unknown as Utterance[];
    if (language !== undefined) {
      const translations = (found.insights as Insights | null)?.translations ?? {};
      const translated = translations[language];
      if (!translated) {
        const has = Object.keys(translations);
        throw new NotFoundException(
          `Version ${found.version} of the transcript has no translation into ${language}` +
            (has.length ? ` (it has ${has.join(', ')})` : ''),
        );
      }
      utterances = translated;
    }
    return renderTranscript(format, utterances, {
      bot_id: bot.id,
      version: found.version,
      source: found.source,
      retranscription_id: found.retranscriptionId,
      created_at: found.createdAt.toISOString(),
      ...(language !== undefined && { language }),
    });
  }

  /**
   * The insights of a version, or of the latest version that has any; 409 saying why there are
   * none yet (or why that version has none).
   */
  async insights(principal: Principal, id: string, version?: number): Promise<InsightsDto> {
    const bot = await this.bots.find(principal, id);
    gone(bot, bot.transcriptsDeletedAt, 'transcripts');
    const found =
      version === undefined
        ? await this.transcripts.findWithInsights(bot.id)
        : await this.transcripts.find(bot.id, version);
    if (version !== undefined && !found) {
      throw new NotFoundException(`The bot has no transcript version ${version}`);
    }
    if (found?.insights) {
      return InsightsDto.of(
        bot.id,
        found.version,
        found.source,
        found.insights as unknown as Insights,
      );
    }
    const state = (await this.bots.get(principal, id)).insights;
    throw new ConflictException(
      version === undefined || state.version === null
        ? `No insights yet: ${state.reason}`
        : `Version ${version} of the transcript has no insights; version ${state.version} has`,
    );
  }
}

/** 410 once the bot's data (or this kind of it, by its team's retention) was deleted. */
function gone(bot: Bot, expiredAt: Date | null, kind: string): void {
  if (bot.dataDeletionRequestedAt) {
    throw new GoneException(
      bot.dataDeletedAt
        ? `The bot's data was deleted at ${bot.dataDeletedAt.toISOString()} (see GET /bots/${bot.id}/data)`
        : `The bot's data is being deleted (see GET /bots/${bot.id}/data)`,
    );
  }
  if (expiredAt) {
    throw new GoneException(
      `The bot's ${kind} were deleted by its team's retention at ${expiredAt.toISOString()}`,
    );
  }
}
