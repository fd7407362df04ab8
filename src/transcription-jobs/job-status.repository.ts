import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { type Tx } from '../platform/outbox/event-outbox.js';
import { Prisma } from '../generated/prisma/client.js';
import { type JobKind } from '../generated/prisma/enums.js';

/** A live job whose end event may have been lost (see reconcileCandidates). */
export interface ReconcileCandidate {
  jobId: string;
  upstreamId: string;
  status: string;
}

export interface MovedJob {
  id: string;
  kind: JobKind;
  teamId: string | null;
  botId: string | null;
  /** The status before this event. */
  previous: string;
  deleted: boolean;
  /** False when the job already was at this status or further on. */
  advanced: boolean;
  /** Its audio length is recorded already. */
  audioKnown: boolean;
}

/**
 * The slice of `transcription_jobs` that the STT job lifecycle moves forward: vendor events, and
 * the archive sweep's reconciliation of jobs whose end event was lost. Each method takes the
 * client to run on: the transaction that also records the events the change causes.
 */
/** Ended live jobs are looked at by reconciliation for this many days after they were created. */
export const RECONCILE_RECENT_DAYS = 7;

@Injectable()
export class JobStatusRepository {
  /**
   * Moves the bridge's jobs with this vendor id to `status` unless they are already there or
   * further on (`notFrom`), in one statement: the status test sits on the row being updated, so
   * concurrent events for one job cannot move it backwards. `ended_at` keeps its first value.
   * Returns every matching job (none: the bridge does not know the job), of `teamId` only when
   * one is given.
   */
  advance(
    db: Tx,
    upstreamId: string,
    kinds: JobKind[],
    teamId: string | null,
    change: { status: string; notFrom: string[]; endedAt: Date | null },
  ): Promise<MovedJob[]> {
    return db.$queryRaw<MovedJob[]>`
      WITH jobs AS (
        SELECT id, kind::text AS kind, team_id AS "teamId", bot_id AS "botId", status AS previous,
               deleted_at IS NOT NULL AS deleted, audio_seconds IS NOT NULL AS audio_known
          FROM transcription_jobs
         WHERE upstream_id = ${upstreamId} AND kind::text IN (${Prisma.join(kinds)})
           AND (${teamId}::uuid IS NULL OR team_id = ${teamId}::uuid)
      ), moved AS (
        UPDATE transcription_jobs AS t
           SET status = ${change.status},
               ended_at = COALESCE(t.ended_at, ${change.endedAt}::timestamptz),
               updated_at = now()
          FROM jobs
         WHERE t.id = jobs.id AND NOT (t.status = ANY(${change.notFrom}::text[]))
        RETURNING t.id
      )
      SELECT jobs.id, jobs.kind, jobs."teamId", jobs."botId", jobs.previous, jobs.deleted,
             moved.id IS NOT NULL AS advanced, jobs.audio_known AS "audioKnown"
        FROM jobs LEFT JOIN moved ON moved.id = jobs.id`;
  }

  /** A finished job's audio length (kept once known). */
  async setAudioSeconds(db: Tx, id: string, seconds: number): Promise<void> {
    await db.transcriptionJob.updateMany({
      where: { id, audioSeconds: null },
      data: { audioSeconds: seconds },
    });
  }

  /**
   * Records a live job the bridge did not create, with no team, at `status`. Empty when a
   * record appeared meanwhile (the same event on the other channel, say): the caller then
   * advances that one.
   */
  recordUnlinked(
    db: Tx,
    upstreamId: string,
    status: string,
    endedAt: Date | null,
  ): Promise<MovedJob[]> {
    return db.$queryRaw<MovedJob[]>`
      INSERT INTO transcription_jobs (id, kind, upstream_id, team_id, status, ended_at, updated_at)
      VALUES (${randomUUID()}::uuid, 'live', ${upstreamId}, NULL, ${status},
              ${endedAt}::timestamptz, now())
      ON CONFLICT (kind, upstream_id) DO NOTHING
      RETURNING id, kind::text AS kind, team_id AS "teamId", bot_id AS "botId", '' AS previous,
                false AS deleted, true AS advanced, false AS "audioKnown"`;
  }

  /**
   * Live jobs older than `olderThanMs` that have no archive task: their end event may have been
   * lost. Least recently looked at first (see `touchJob`), so a long meeting does not starve
   * the others. Only jobs not ended, or created in the last RECONCILE_RECENT_DAYS, are looked
   * at (each set through its index): an ended job of last year is not read on every sweep.
   */
  reconcileCandidates(db: Tx, olderThanMs: number, limit: number): Promise<ReconcileCandidate[]> {
    return db.$queryRaw<ReconcileCandidate[]>`
      SELECT j.id AS "jobId", j.upstream_id AS "upstreamId", j.status
      FROM transcription_jobs j
      WHERE j.kind = 'live' AND j.deleted_at IS NULL
        AND j.created_at < now() - ${olderThanMs}::bigint * interval '1 millisecond'
        AND (j.ended_at IS NULL
             OR j.created_at > now() - ${RECONCILE_RECENT_DAYS}::int * interval '1 day')
        AND NOT EXISTS (SELECT 1 FROM audio_archives a WHERE a.job_id = j.id)
      ORDER BY j.updated_at, j.id
      LIMIT ${limit}::int`;
  }

  /** Marks a job as looked at by reconciliation, and records the vendor's final status. */
  async touchJob(db: Tx, jobId: string, finalStatus: string | null, endedAt: Date | null) {
    await db.$executeRaw`
      UPDATE transcription_jobs
      SET status = COALESCE(${finalStatus}, status),
          ended_at = COALESCE(ended_at, ${endedAt}::timestamptz), updated_at = now()
      WHERE id = ${jobId}::uuid`;
  }
}
