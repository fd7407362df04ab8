import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SweepSteps } from '../archival/sweep-steps.js';
import { AppConfig } from '../platform/config/app-config.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import { Prisma } from '../generated/prisma/client.js';

/** Rows deleted per statement (and so per transaction). */
export const RETENTION_BATCH = 5_000;
/** Statements per sweep and kind: what is left is deleted by the next sweeps. */
const BATCHES_PER_SWEEP = 40;

interface Kept {
  table: string;
  /** The key the batch is chosen by (`ctid` for a table without a one-column key). */
  key: string;
  where: (days: number) => Prisma.Sql;
}

const KINDS: Record<string, Kept> = {
  inbox_events: {
    table: 'webhook_events',
    key: 'id',
    // Only processed events: one waiting for processing is never lost.
    where: (days) =>
      Prisma.sql`received_at < now() - ${days}::int * interval '1 day' AND processed_at IS NOT NULL`,
  },
  status_changes: {
    table: 'bot_status_changes',
    key: 'id',
    where: (days) => Prisma.sql`received_at < now() - ${days}::int * interval '1 day'`,
  },
  request_counts: {
    table: 'api_request_counts',
    key: 'ctid',
    where: (days) => Prisma.sql`window_start < now() - ${days}::int * interval '1 day'`,
  },
};

/** Bots whose second copy of their v1 transcript is dropped per statement (about 14 KB each). */
const TRANSCRIPT_BATCH = 1_000;

/**
 * The retention of the records that only grow: processed vendor events in the inbox
 * (INBOX_RETENTION_DAYS), bots' status history (STATUS_HISTORY_RETENTION_DAYS) and per-minute
 * request counts (REQUEST_COUNTS_RETENTION_DAYS). A sweep step: each kind's expired rows (in
 * no particular order: all of them go) are deleted in batches of RETENTION_BATCH rows, each
 * its own statement, found through an index on its time, so that a sweep with nothing due
 * costs a few index probes. It also drops the copy of
 * a v1 transcript that bots completed before this release hold on their row beside their
 * version 1, which is what is read (the bot's row is read by every list).
 */
@Injectable()
export class RecordRetention implements OnModuleInit {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sweep: SweepSteps,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.sweep.add(() => this.apply());
  }

  async apply(): Promise<Record<string, number>> {
    const { deletion } = this.config;
    const days: Record<string, number> = {
      inbox_events: this.config.webhooks.INBOX_RETENTION_DAYS,
      status_changes: deletion.STATUS_HISTORY_RETENTION_DAYS,
      request_counts: deletion.REQUEST_COUNTS_RETENTION_DAYS,
    };
    const deleted: Record<string, number> = {};
    for (const [kind, kept] of Object.entries(KINDS)) {
      deleted[`${kind}_deleted`] = days[kind]! > 0 ? await this.expire(kept, days[kind]!) : 0;
    }
    deleted.duplicate_transcripts_dropped = await this.dropDuplicateTranscripts();
    return deleted;
  }

  private async dropDuplicateTranscripts(): Promise<number> {
    let total = 0;
    for (let batch = 0; batch < BATCHES_PER_SWEEP; batch++) {
      // updated_at stays: the row's compare-and-set claims (BotsRepository.claim) read it.
      const count = await this.prisma.$executeRaw`
        UPDATE bots SET transcript = NULL WHERE id IN (
          SELECT b.id FROM bots b
            JOIN bot_transcripts t ON t.bot_id = b.id AND t.version = 1
           WHERE b.transcript IS NOT NULL AND t.source = 'meeting_bot' AND t.raw IS NOT NULL
           LIMIT ${TRANSCRIPT_BATCH}::int)`;
      total += count;
      if (count < TRANSCRIPT_BATCH) break;
    }
    return total;
  }

  private async expire(kept: Kept, days: number): Promise<number> {
    const table = Prisma.raw(kept.table);
    const key = Prisma.raw(kept.key);
    let total = 0;
    for (let batch = 0; batch < BATCHES_PER_SWEEP; batch++) {
      const count = await this.prisma.$executeRaw`
        DELETE FROM ${table} WHERE ${key} IN (
          SELECT ${key} FROM ${table} WHERE ${kept.where(days)} LIMIT ${RETENTION_BATCH}::int)`;
      total += count;
      if (count < RETENTION_BATCH) break;
    }
    return total;
  }
}
