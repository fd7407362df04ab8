import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import { Prisma } from '../generated/prisma/client.js';
import { type JobKind } from '../generated/prisma/enums.js';

export interface MovedJob {
  id: string;
  kind: JobKind;
  deleted: boolean;
  /** False when the job already was at this status or further on. */
  advanced: boolean;
}

/** The slice of `transcription_jobs` that vendor events move forward. */
@Injectable()
export class JobStatusRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Moves the bridge's jobs with this vendor id to `status` unless they are already there or
   * further on (`notFrom`), in one statement: the status test sits on the row being updated, so
   * concurrent events for one job cannot move it backwards. `ended_at` keeps its first value.
   * Returns every matching job (none: the bridge does not know the job).
   */
  advance(
    upstreamId: string,
    kinds: JobKind[],
    change: { status: string; notFrom: string[]; endedAt: Date | null },
  ): Promise<MovedJob[]> {
    return this.prisma.$queryRaw<MovedJob[]>`
      WITH jobs AS (
        SELECT id, kind::text AS kind, deleted_at IS NOT NULL AS deleted
          FROM transcription_jobs
         WHERE upstream_id = ${upstreamId} AND kind::text IN (${Prisma.join(kinds)})
      ), moved AS (
        UPDATE transcription_jobs AS t
           SET status = ${change.status},
               ended_at = COALESCE(t.ended_at, ${change.endedAt}::timestamptz),
               updated_at = now()
          FROM jobs
         WHERE t.id = jobs.id AND NOT (t.status = ANY(${change.notFrom}::text[]))
        RETURNING t.id
      )
      SELECT jobs.id, jobs.kind, jobs.deleted, moved.id IS NOT NULL AS advanced
        FROM jobs LEFT JOIN moved ON moved.id = jobs.id`;
  }
}
