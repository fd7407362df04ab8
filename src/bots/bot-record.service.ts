import { GoneException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Media } from '../archival/archive-task.js';
import { archivedKey, BotRecordings } from '../archival/bot-recordings.js';
import { type Principal } from '../auth/principal.js';
import { type Bot } from '../generated/prisma/client.js';
import { AudioStorage } from '../storage/audio-storage.js';
import { serveStored } from '../storage/serve-stored.js';
import { BotTranscripts } from '../transcription/bot-transcripts.js';
import { renderTranscript, type TranscriptFormat } from '../transcripts/formats.js';
import type { Utterance } from '../transcripts/utterances.js';
import { BotsService } from './bots.service.js';

/** A bot's kept meeting: its archived recording and its transcript versions (team-scoped). */
@Injectable()
export class BotRecordService {
  private readonly logger = new Logger(BotRecordService.name);

  constructor(
    private readonly bots: BotsService,
    private readonly recordings: BotRecordings,
    private readonly transcripts: BotTranscripts,
    private readonly storage: AudioStorage,
  ) {}

  /** Streams the archived audio or video (206 for a range); 404 while there is none. */
  async media(
    principal: Principal,
    id: string,
    media: Media,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const bot = await this.bots.find(principal, id);
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

  /** The transcript (a version, or the latest) in `format`. */
  async transcript(principal: Principal, id: string, format: TranscriptFormat, version?: number) {
    const bot = await this.bots.find(principal, id);
    gone(bot, bot.transcriptsDeletedAt, 'transcripts');
    const found = await this.transcripts.find(bot.id, version);
    if (!found) {
      throw new NotFoundException(
        version === undefined
          ? 'The bot has no transcript yet'
          : `The bot has no transcript version ${version}`,
      );
    }
    return renderTranscript(format, found.utterances as unknown as Utterance[], {
      bot_id: bot.id,
      version: found.version,
      source: found.source,
      retranscription_id: found.retranscriptionId,
      created_at: found.createdAt.toISOString(),
    });
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
