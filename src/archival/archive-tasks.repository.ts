import { Injectable } from '@nestjs/common';
import { boundedCount } from '../platform/database/bounded-count.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import { type Tx } from '../platform/outbox/event-outbox.js';
import { Prisma } from '../generated/prisma/client.js';
import type { AudioArchive, Bot, TranscriptionJob } from '../generated/prisma/client.js';
import { ArchiveState } from '../generated/prisma/enums.js';
import { type QueueReading, readStateQueue } from '../platform/metrics/queue-metrics.js';
import { LeaseTable } from '../platform/queue/lease-table.js';
import type {
  ClaimedTask,
  Downloaded,
  Media,
  RecordingSource,
  TaskSubject,
} from './archive-task.js';

/** The archive tasks as a lease queue: a task is held while its download is in progress. */
const TASKS = new LeaseTable('audio_archives', (a) => `${a}.state = 'in_progress'`);

export type ArchiveWithOwner = AudioArchive & { job: TranscriptionJob | null; bot: Bot | null };

/** Terminal states a download can end in besides `archived`. */
export type TerminalState = typeof ArchiveState.gone | typeof ArchiveState.unauthorized;

/**
 * How a lease-fenced update went: applied, the lease is someone else's, or the row is gone (or
 * its data deleted meanwhile).
 */
export type FencedResult = 'applied' | 'lost' | 'missing';

/**
 * Every read and write of `audio_archives`. State changes made by a worker are fenced by its
 * lease (`lease_owner`), so a replica whose lease expired cannot overwrite its successor's
 * result. Times come from the database clock (`now()`), never from a replica's.
 */
/** A task a statement just changed, with what its team's event needs. */
export interface ChangedTask extends TaskSubject {
  id: string;
  state: ArchiveState;
  teamId: string | null;
  upstreamId: string | null;
  sizeBytes: bigint | null;
  sha256: string | null;
  contentType: string | null;
  lastError: string | null;
}

/** Runs an UPDATE of `audio_archives` (RETURNING *) and answers the tasks it changed. */
function changed(tx: Tx, update: Prisma.Sql): Promise<ChangedTask[]> {
  return tx.$queryRaw<ChangedTask[]>`
    WITH a AS (${update})
    SELECT a.id, a.state, coalesce(j.team_id, b.team_id) AS "teamId", a.job_id AS "jobId",
           a.bot_id AS "botId", a.media, coalesce(j.upstream_id, b.upstream_bot_id) AS "upstreamId",
           a.size_bytes AS "sizeBytes", a.sha256, a.content_type AS "contentType",
           a.last_error AS "lastError"
      FROM a LEFT JOIN transcription_jobs j ON j.id = a.job_id
             LEFT JOIN bots b ON b.id = a.bot_id`;
}

/** An archive a deletion has just marked deleted, as it was before. */
export interface DeletedArchive extends TaskSubject {
  id: string;
  previousState: string;
  sizeBytes: bigint | null;
  sha256: string | null;
  /** Set when a download held it: its result may still be written until then. */
  leaseExpiresAt: Date | null;
}

@Injectable()
export class ArchiveTasksRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** ON CONFLICT (job_id) DO NOTHING. */
  async insertPending(jobId: string): Promise<boolean> {
    const { count } = await this.prisma.audioArchive.createMany({
      data: [{ jobId }],
      skipDuplicates: true,
    });
    return count === 1;
  }

  /**
   * Takes up to `limit` tasks that are due: pending ones whose time has come, and in-progress
   * ones whose lease expired (their replica died or lost the database), so a dead replica's task
   * resumes within one poll of its lease's end. Taking one over counts as an attempt; one whose
   * last attempt was spent is left for the sweep to fail. SKIP LOCKED makes concurrent claimers
   * on other replicas pass over rows this statement is taking, so each task goes to exactly one.
   */
  claim(
    owner: string,
    limit: number,
    leaseMs: number,
    maxAttempts: number,
  ): Promise<ClaimedTask[]> {
    return this.prisma.$queryRaw<ClaimedTask[]>`
      WITH due AS (
        SELECT id FROM audio_archives
        WHERE (state = 'pending' AND next_attempt_at <= now())
           OR (${TASKS.open('audio_archives')} AND ${TASKS.unleased('audio_archives')}
               AND attempts < ${maxAttempts}::int)
        ORDER BY next_attempt_at
        LIMIT ${limit}::int
        FOR UPDATE SKIP LOCKED
      )
      UPDATE audio_archives a
      SET last_error = CASE WHEN a.state = 'pending' THEN a.last_error
                       ELSE 'lease of ' || a.lease_owner || ' expired; taken over' END,
          state = 'in_progress', ${TASKS.claim(owner, leaseMs, 'a')}, updated_at = now()
      FROM due
      WHERE a.id = due.id
      RETURNING a.id, a.job_id AS "jobId", a.bot_id AS "botId", a.media,
        a.source_url AS "sourceUrl", a.attempts,
        coalesce((SELECT upstream_id FROM transcription_jobs WHERE id = a.job_id),
                 (SELECT upstream_bot_id FROM bots WHERE id = a.bot_id)) AS "upstreamId",
        (SELECT api_version FROM bots WHERE id = a.bot_id) AS "apiVersion"`;
  }

  /**
   * The archive tasks of a bot that has just completed, in the caller's transaction (the
   * completion's): one per medium, never a second (ON CONFLICT (bot_id, media) DO NOTHING).
   */
  async insertForBot(tx: Tx, botId: string, sources: RecordingSource[]): Promise<number> {
    const { count } = await tx.audioArchive.createMany({
      data: sources.map((s) => ({ botId, media: s.media, sourceUrl: s.url })),
      skipDuplicates: true,
    });
    return count;
  }

  /** A fresh signed URL for a task this owner holds (the old one expired). */
  async setSourceUrl(id: string, owner: string, url: string): Promise<void> {
    await this.prisma.audioArchive.updateMany({
      where: { id, leaseOwner: owner, state: ArchiveState.in_progress },
      data: { sourceUrl: url },
    });
  }

  /** Extends this owner's leases; returns the ids it still holds. */
  async renew(owner: string, ids: string[], leaseMs: number): Promise<Set<string>> {
    const rows = await this.prisma.$queryRaw<{ id: string }[]>(TASKS.renew(owner, ids, leaseMs));
    return new Set(rows.map((r) => r.id));
  }

  /** The task archived, in the caller's transaction; empty when `owner` lost it (see fenced). */
  markArchived(tx: Tx, id: string, owner: string, stored: Downloaded): Promise<ChangedTask[]> {
    return changed(
      tx,
      Prisma.sql`
      UPDATE audio_archives
      SET state = 'archived', storage_key = ${stored.key}, size_bytes = ${stored.size}::bigint,
          sha256 = ${stored.sha256}, content_type = ${stored.contentType},
          size_verified = ${stored.sizeVerified}, last_error = NULL,
          archived_at = now(), ${TASKS.endLease}, updated_at = now()
      WHERE id = ${id}::uuid AND ${TASKS.heldBy(owner, 'audio_archives')}
      RETURNING *`,
    );
  }

  /** Back to pending after `delayMs`, or `failed` once the attempts are spent. */
  markRetry(
    tx: Tx,
    id: string,
    owner: string,
    failure: { error: string; delayMs: number; maxAttempts: number },
  ): Promise<ChangedTask[]> {
    const { error, delayMs, maxAttempts } = failure;
    return changed(
      tx,
      Prisma.sql`
      UPDATE audio_archives
      SET state = CASE WHEN attempts >= ${maxAttempts}::int
                       THEN 'failed'::"ArchiveState" ELSE 'pending'::"ArchiveState" END,
          next_attempt_at = now() + ${Math.round(delayMs)}::int * interval '1 millisecond',
          last_error = ${error}, ${TASKS.endLease}, updated_at = now()
      WHERE id = ${id}::uuid AND ${TASKS.heldBy(owner, 'audio_archives')}
      RETURNING *`,
    );
  }

  markTerminal(
    tx: Tx,
    id: string,
    owner: string,
    state: TerminalState,
    error: string,
  ): Promise<ChangedTask[]> {
    return changed(
      tx,
      Prisma.sql`
      UPDATE audio_archives
      SET state = ${state}::"ArchiveState", last_error = ${error}, ${TASKS.endLease},
          updated_at = now()
      WHERE id = ${id}::uuid AND ${TASKS.heldBy(owner, 'audio_archives')}
      RETURNING *`,
    );
  }

  /**
   * Gives a task back untouched (shutdown, storage unable to take it): due after `delayMs`, and
   * this attempt does not count.
   */
  async release(id: string, owner: string, note: string, delayMs = 0): Promise<boolean> {
    const rows = await this.prisma.$queryRaw<unknown[]>(
      TASKS.release(
        owner,
        [id],
        Prisma.sql`state = 'pending', last_error = ${note}, updated_at = now(),
          next_attempt_at = now() + ${Math.round(delayMs)}::int * interval '1 millisecond'`,
      ),
    );
    return rows.length === 1;
  }

  /** Which of these jobs and bots have a download in progress (by any replica). */
  async inProgress(jobIds: string[], botIds: string[]): Promise<TaskSubject[]> {
    return this.prisma.audioArchive.findMany({
      where: {
        OR: [{ jobId: { in: jobIds } }, { botId: { in: botIds } }],
        state: ArchiveState.in_progress,
      },
      select: { jobId: true, botId: true, media: true },
    }) as Promise<TaskSubject[]>;
  }

  /** Tasks whose worker died: due again, or `failed` when that was the last attempt. */
  requeueExpired(tx: Tx, maxAttempts: number): Promise<ChangedTask[]> {
    return changed(
      tx,
      Prisma.sql`
      UPDATE audio_archives
      SET state = CASE WHEN attempts >= ${maxAttempts}::int
                       THEN 'failed'::"ArchiveState" ELSE 'pending'::"ArchiveState" END,
          next_attempt_at = now(),
          last_error = 'lease of ' || lease_owner || ' expired (worker stopped or lost the database)',
          ${TASKS.endLease}, updated_at = now()
      WHERE ${TASKS.open('audio_archives')} AND ${TASKS.unleased('audio_archives')}
      RETURNING *`,
    );
  }

  /**
   * Admin retry: any state but `archived`, `in_progress` and `deleted` (the data was deleted on
   * request or by a retention: never fetched again) becomes due now with a fresh budget.
   */
  async retry(
    id: string,
    tx: Prisma.TransactionClient,
  ): Promise<{ row: ArchiveWithOwner; from: ArchiveState } | 'conflict' | null> {
    // In the caller's transaction, the row locked from the first read: a worker cannot claim
    // it in between, and the answer shows the state the retry found and the one it set.
    const locked = await tx.$queryRaw<{ state: ArchiveState }[]>`
      SELECT state FROM audio_archives WHERE id = ${id}::uuid FOR UPDATE`;
    if (!locked.length) return null;
    const from = locked[0]!.state;
    const settled: ArchiveState[] = [
      ArchiveState.archived,
      ArchiveState.in_progress,
      ArchiveState.deleted,
    ];
    if (settled.includes(from)) return 'conflict';
    const row = await tx.audioArchive.update({
      where: { id },
      data: { state: ArchiveState.pending, attempts: 0, nextAttemptAt: new Date(0) },
      include: { job: true, bot: true },
    });
    return { row, from };
  }

  /** The job's archived audio, when the worker has published it. */
  findArchived(jobId: string): Promise<AudioArchive | null> {
    return this.prisma.audioArchive.findFirst({
      where: { jobId, state: ArchiveState.archived, storageKey: { not: null } },
    });
  }

  findByJob(jobId: string): Promise<AudioArchive | null> {
    return this.prisma.audioArchive.findUnique({ where: { jobId } });
  }

  find(id: string): Promise<ArchiveWithOwner | null> {
    return this.prisma.audioArchive.findUnique({
      where: { id },
      include: { job: true, bot: true },
    });
  }

  /** A page of the tasks whose file is stored (a storage key), in id order after `after`. */
  storedPage(after: string | null, take: number) {
    return this.prisma.audioArchive.findMany({
      where: { storageKey: { not: null }, ...(after ? { id: { gt: after } } : {}) },
      select: { id: true, storageKey: true, sizeBytes: true, state: true },
      orderBy: { id: 'asc' },
      take,
    });
  }

  /** A bot's recording tasks (audio, and video when archived). */
  findForBot(botId: string, media: Media): Promise<AudioArchive | null> {
    return this.prisma.audioArchive.findUnique({ where: { botId_media: { botId, media } } });
  }

  async list(state: ArchiveState | undefined, limit: number, offset: number) {
    const where = state ? { state } : {};
    const [rows, count] = await Promise.all([
      this.prisma.audioArchive.findMany({
        where,
        include: { job: true, bot: true },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: limit,
        skip: offset,
      }),
      boundedCount(
        this.prisma,
        Prisma.sql`audio_archives WHERE ${state ? Prisma.sql`state = ${state}::"ArchiveState"` : Prisma.sql`true`}`,
      ),
    ]);
    return { rows, ...count };
  }

  /** Tasks to be archived: waiting for their first try or a retry, or being downloaded. */
  backlog(): Promise<QueueReading> {
    return readStateQueue(this.prisma, 'audio_archives', ['pending', 'in_progress']);
  }

  /**
   * Tasks and their bytes per state, from the change rows a trigger appends (archive_totals):
   * a handful of rows, whatever the tasks.
   */
  async totalsByState(): Promise<{ counts: Record<string, number>; archivedBytes: number }> {
    const rows = await this.prisma.$queryRaw<
      { state: ArchiveState; tasks: number; bytes: number }[]
    >`
      SELECT state, sum(tasks)::float8 AS tasks, sum(bytes)::float8 AS bytes
        FROM archive_totals GROUP BY state`;
    const counts: Record<string, number> = Object.fromEntries(
      Object.values(ArchiveState).map((s) => [s, 0]),
    );
    for (const row of rows) counts[row.state] = row.tasks;
    return { counts, archivedBytes: rows.find((r) => r.state === 'archived')?.bytes ?? 0 };
  }

  /** Folds the change rows of archive_totals into one row per state (a sweep step). */
  async foldTotals(): Promise<number> {
    const [folded] = await this.prisma.$queryRaw<{ needed: boolean }[]>`
      SELECT count(*) > count(DISTINCT state) AS needed FROM archive_totals`;
    if (!folded?.needed) return 0;
    const [row] = await this.prisma.$queryRaw<{ folded: number }[]>`
      WITH folded AS (DELETE FROM archive_totals RETURNING state, tasks, bytes),
           summed AS (INSERT INTO archive_totals (state, tasks, bytes)
                      SELECT state, sum(tasks), sum(bytes) FROM folded GROUP BY state
                      RETURNING 1)
      SELECT (SELECT count(*) FROM folded)::int - (SELECT count(*) FROM summed)::int AS folded`;
    return row?.folded ?? 0;
  }

  async countDue(): Promise<number> {
    const [row] = await this.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM audio_archives
      WHERE state = 'pending' AND next_attempt_at <= now()`;
    return row?.n ?? 0;
  }

  /**
   * Archived live-session audio older than its team's retention (`retention.recordings_days`,
   * else `defaultDays`; 0 or null = kept). A bot's recordings expire with its data instead.
   */
  retentionCandidates(defaultDays: number, limit: number) {
    return this.prisma.$queryRaw<{ id: string; storageKey: string | null }[]>`
      SELECT a.id, a.storage_key AS "storageKey"
        FROM audio_archives a
        JOIN transcription_jobs j ON j.id = a.job_id
        LEFT JOIN teams t ON t.id = j.team_id
       WHERE a.state = 'archived'
         AND a.archived_at < now() - interval '1 day' * nullif(
               CASE WHEN t.retention ? 'recordings_days'
                    THEN (t.retention ->> 'recordings_days')::int
                    ELSE ${defaultDays}::int END, 0)
       ORDER BY a.archived_at
       LIMIT ${limit}::int`;
  }

  /** Whether any team sets its own `retention.recordings_days` (else only the default applies). */
  async anyTeamRecordingsRetention(): Promise<boolean> {
    const [row] = await this.prisma.$queryRaw<{ found: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM teams WHERE (retention ->> 'recordings_days') IS NOT NULL) AS found`;
    return row?.found ?? false;
  }

  async markExpired(id: string): Promise<void> {
    await this.prisma.audioArchive.updateMany({
      where: { id, state: ArchiveState.archived },
      data: { state: ArchiveState.expired, storageKey: null },
    });
  }

  /**
   * Marks every archive of `botIds` and of `jobIds` deleted, in `tx`, whatever its state (a
   * download in progress loses its lease, so its result is discarded): answers them as they
   * were. The rows stay, without their keys. Without `tx`, in a statement of its own.
   */
  markDeleted(tx: Tx | undefined, botIds: string[], jobIds: string[]): Promise<DeletedArchive[]> {
    return (tx ?? this.prisma).$queryRaw<DeletedArchive[]>`
      WITH old AS (
        SELECT id, state, lease_expires_at FROM audio_archives
         WHERE (bot_id = ANY(${botIds}::uuid[]) OR job_id = ANY(${jobIds}::uuid[]))
           AND state <> 'deleted'
         FOR UPDATE
      )
      UPDATE audio_archives a
         SET state = 'deleted', storage_key = NULL, source_url = NULL, lease_owner = NULL,
             lease_expires_at = NULL, next_attempt_at = now(), updated_at = now()
        FROM old
       WHERE a.id = old.id
      RETURNING a.id, a.job_id AS "jobId", a.bot_id AS "botId", a.media,
                old.state::text AS "previousState", a.size_bytes AS "sizeBytes", a.sha256,
                old.lease_expires_at AS "leaseExpiresAt"`;
  }

  /** The deleted archives of `botIds` and `jobIds`: their files must not be in storage. */
  deletedOf(botIds: string[], jobIds: string[]): Promise<TaskSubject[]> {
    return this.prisma.$queryRaw<TaskSubject[]>`
      SELECT job_id AS "jobId", bot_id AS "botId", media FROM audio_archives
       WHERE (bot_id = ANY(${botIds}::uuid[]) OR job_id = ANY(${jobIds}::uuid[]))
         AND state = 'deleted'`;
  }

  /** Why a fenced change of the task applied to nothing: another owner holds it, or it is gone. */
  async whyNotApplied(id: string): Promise<Exclude<FencedResult, 'applied'>> {
    const row = await this.prisma.audioArchive.findUnique({
      where: { id },
      select: { state: true },
    });
    return row && row.state !== ArchiveState.deleted ? 'lost' : 'missing';
  }
}
