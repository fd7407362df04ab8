import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { SweepSteps } from '../archival/sweep-steps.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import { isUniqueViolation } from '../platform/database/prisma-errors.js';
import type { Bot, Prisma } from '../generated/prisma/client.js';
import { describeError } from '../platform/queue/retry.js';
import { SttRetranscriber } from './stt-retranscriber.js';
import { INSIGHTS_REQUESTER } from '../platform/transcripts/insights-requester.js';
import { preRecordedParameters } from '../platform/transcripts/stt-options.js';
import {
  INSIGHT_OPTIONS,
  type TranscriptionOptions,
} from '../platform/transcripts/transcription-options.js';

/** Their idempotency key, this and the bot's id: one per bot, whichever replica gets there first. */
const KEY_PREFIX = 'insights:';
/** Bots started per sweep (each uploads its recording once). */
const BATCH = 20;

/**
 * A bot that asked for insights gets them from its meeting-bot vendor's STT jobs when the
 * bridge can read them (v2 `transcription_ids`, made with the bridge's STT key). Where it cannot
 * (v1 sends a transcript only; v2 without MEETING_BOT_STT_BYOK), the bridge runs its own
 * pre-recorded job with the bot's options on its archived recording, as a retranscription in
 * `stt` mode does: once the bot has completed, its audio is archived, and no version of its
 * transcript has insights. A calendar bot's record gets that job whenever its team has options
 * (insights or not): the vendor's bot serves every team of the meeting and carries none, so a
 * team's vocabulary, language, prompts and insights are its own job's. The job's result is the
 * bot's next version, with its insights; the retranscription record (requested by "bridge
 * (insights)", keyed `insights:<bot>`: one per bot) is how the bot's detail shows it. Each sweep
 * starts those that are due.
 */
@Injectable()
export class InsightsJobs implements OnModuleInit {
  private readonly logger = new Logger(InsightsJobs.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly retranscriber: SttRetranscriber,
    private readonly sweep: SweepSteps,
  ) {}

  onModuleInit(): void {
    this.sweep.add(async () => ({ insights_jobs_started: await this.startDue() }));
  }

  /** Starts the jobs that are due; answers how many started. */
  async startDue(): Promise<number> {
    let started = 0;
    for (const bot of await this.due()) {
      if (await this.start(bot)) started++;
    }
    return started;
  }

  /**
   * Completed bots with insight options and no version with insights, or calendar records with
   * options; their audio archived, their data kept, and no such job yet.
   */
  private due(): Promise<Bot[]> {
    return this.prisma.$queryRaw<{ id: string }[]>`
      SELECT b.id FROM bots b
       WHERE b.status = 'complete' AND b.transcription IS NOT NULL
         AND b.data_deletion_requested_at IS NULL AND b.transcripts_deleted_at IS NULL
         AND EXISTS (SELECT 1 FROM bot_transcripts t WHERE t.bot_id = b.id)
         AND (b.calendar_schedule_id IS NOT NULL
              OR (b.transcription ?| ${Object.keys(INSIGHT_OPTIONS)}::text[]
                  AND NOT EXISTS (SELECT 1 FROM bot_transcripts t
                                   WHERE t.bot_id = b.id AND t.insights IS NOT NULL)))
         AND NOT EXISTS (SELECT 1 FROM retranscriptions r
                          WHERE r.idempotency_key = ${KEY_PREFIX} || b.id::text)
         AND EXISTS (SELECT 1 FROM audio_archives a
                      WHERE a.bot_id = b.id AND a.media = 'audio' AND a.state = 'archived')
       ORDER BY b.ended_at NULLS LAST
       LIMIT ${BATCH}`.then((rows) =>
      rows.length === 0
        ? []
        : this.prisma.bot.findMany({ where: { id: { in: rows.map((r) => r.id) } } }),
    );
  }

  private async start(bot: Bot): Promise<boolean> {
    const options = (bot.transcription ?? {}) as TranscriptionOptions;
    let record;
    try {
      record = await this.prisma.retranscription.create({
        data: {
          botId: bot.id,
          upstreamBotId: bot.upstreamBotId ?? bot.id,
          teamId: bot.teamId,
          requestedBy: INSIGHTS_REQUESTER,
          idempotencyKey: `${KEY_PREFIX}${bot.id}`,
          mode: 'stt',
          parameters: preRecordedParameters(options) as Prisma.InputJsonValue,
        },
      });
    } catch (error) {
      // Another replica's sweep started it.
      if (isUniqueViolation(error)) return false;
      throw error;
    }
    try {
      const archive = await this.retranscriber.archivedAudio(bot);
      await this.retranscriber.start(record, bot, archive);
      this.logger.log(`bot ${bot.id}: insights job started (retranscription ${record.id})`);
      return true;
    } catch (error) {
      // start() recorded the outcome on the record (failed, or requested and looked for).
      this.logger.warn(`bot ${bot.id}: insights job not started: ${describeError(error)}`);
      return false;
    }
  }
}
