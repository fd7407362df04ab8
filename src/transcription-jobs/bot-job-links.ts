import { Injectable, Logger } from '@nestjs/common';
import { PrismaService } from '../platform/database/prisma.service.js';
import { hasEnded } from './job-lifecycle.js';
import { SttEventHandler } from './stt-event.handler.js';

/** Job ids a bot can bring at most (one per audio chunk), and the longest id kept. */
const MAX_JOBS = 500;
const MAX_ID = 200;

interface LinkedRow {
  upstream_id: string;
  status: string;
}

/**
 * The STT jobs the meeting-bot vendor made for a bot with the bridge's STT key (v2
 * `transcription_ids`): each becomes a pre-recorded job of the bot's team, linked to the bot, so
 * the team sees it through the proxy and admins in the job list. A job the bridge already knew
 * unlinked (from an STT event) is adopted; one of another team or bot is left alone. Their
 * status comes from the STT vendor: a poll now (its events may have come before the link),
 * its webhooks afterwards.
 */
@Injectable()
export class BotJobLinks {
  private readonly logger = new Logger(BotJobLinks.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly stt: SttEventHandler,
  ) {}

  /** Idempotent. Throws when the STT vendor cannot say a job's status, so the caller retries. */
  async link(
    bot: { id: string; teamId: string },
    upstreamIds: unknown[],
    signal?: AbortSignal,
  ): Promise<void> {
    const ids = [
      ...new Set(
        upstreamIds.filter(
          (id): id is string => typeof id === 'string' && id !== '' && id.length <= MAX_ID,
        ),
      ),
    ].slice(0, MAX_JOBS);
    if (ids.length === 0) return;
    const linked = await this.prisma.$queryRaw<LinkedRow[]>`
      INSERT INTO transcription_jobs AS j (id, kind, upstream_id, team_id, bot_id, status, updated_at)
      SELECT gen_random_uuid(), 'pre_recorded', u.id, ${bot.teamId}::uuid, ${bot.id}::uuid,
             'queued', now()
        FROM unnest(${ids}::text[]) AS u(id)
      ON CONFLICT (kind, upstream_id) DO UPDATE
        SET team_id = EXCLUDED.team_id, bot_id = EXCLUDED.bot_id, updated_at = now()
        WHERE (j.team_id IS NULL OR j.team_id = EXCLUDED.team_id)
          AND (j.bot_id IS NULL OR j.bot_id = EXCLUDED.bot_id)
      RETURNING j.upstream_id, j.status`;
    if (linked.length < ids.length) {
      const mine = new Set(linked.map((row) => row.upstream_id));
      const others = ids.filter((id) => !mine.has(id));
      this.logger.error(
        `bot ${bot.id}: ${others.length} of its STT jobs belong to another team or bot; not linked`,
      );
    }
    for (const row of linked) {
      if (hasEnded(row.status)) continue;
      const known = await this.stt.pollStatus(row.upstream_id, 'pre_recorded', signal);
      if (!known)
        this.logger.warn(`bot ${bot.id}: the STT vendor does not know job ${row.upstream_id}`);
    }
  }
}
