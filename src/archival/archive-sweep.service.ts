import { Injectable } from '@nestjs/common';
import { BackgroundWorker, type Tick, WorkerKit } from '../platform/queue/background-worker.js';
import { AudioStorage } from '../platform/storage/audio-storage.js';
import { SttClient } from '../platform/vendors/stt.client.js';
import { storageKeyOf, subjectOfKey } from './archive-keys.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import { ArchiveChanges } from './archive-changes.js';
import { ArchiveTasksRepository } from './archive-tasks.repository.js';
import {
  JobStatusRepository,
  type ReconcileCandidate,
} from '../transcription-jobs/job-status.repository.js';
import { ArchiveWorker } from './archive-worker.js';
import { describeError } from '../platform/queue/retry.js';
import { SESSION_LOCKS, SessionLock } from '../platform/database/session-lock.js';
import { SweepSteps } from './sweep-steps.js';

export interface SweepReport {
  /** In-progress tasks whose lease had expired, made due again (or failed). */
  expired_leases: number;
  /** False when another replica was running the exclusive part; the rest was then skipped. */
  exclusive_ran: boolean;
  reconciled: { checked: number; tasks_created: number; errors: number };
  /** Archives expired, and what the steps features add counted (see SweepSteps). */
  retention: { expired: number } & Record<string, number>;
  stale_temp_removed: number;
  /** Tasks due for download right now (after the sweep). */
  due: number;
}

/** Local statuses (see the webhooks' job-status) that already mean "the session is over". */
const ENDED_LOCALLY = new Set(['ended', 'done', 'error']);
const FINAL_AT_VENDOR = new Set(['done', 'error']);
/** Retention deletes at most this many objects per sweep, so a sweep stays short. */
const RETENTION_BATCH = 500;
const RECONCILE_PARALLEL = 4;

/**
 * The scheduled sweep (ARCHIVE_SWEEP_INTERVAL_MS; the CLI and the admin API run it on demand):
 * requeues tasks whose worker died, finds live sessions whose end event never arrived, applies
 * retention, and wakes the worker for due retries.
 */
@Injectable()
export class ArchiveSweepService extends BackgroundWorker {
  private running: Promise<SweepReport> | null = null;

  constructor(
    private readonly repo: ArchiveTasksRepository,
    private readonly changes: ArchiveChanges,
    private readonly jobs: JobStatusRepository,
    private readonly prisma: PrismaService,
    private readonly worker: ArchiveWorker,
    private readonly stt: SttClient,
    private readonly storage: AudioStorage,
    private readonly lock: SessionLock,
    private readonly steps: SweepSteps,
    kit: WorkerKit,
  ) {
    super(kit, ArchiveSweepService.name);
  }

  protected ticks(): Tick[] {
    const everyMs = this.config.archive.ARCHIVE_SWEEP_INTERVAL_MS;
    return [{ name: 'archive-sweep', role: 'sweeps', everyMs, run: () => this.sweep() }];
  }

  /** What a previous run of this process left half-written goes now, not at the next sweep. */
  protected override started(): void {
    this.runTask('removing unfinished downloads', () => this.removeUnfinishedDownloads());
  }

  /** One sweep at a time per process; a call during a sweep gets that sweep's report. */
  sweep(): Promise<SweepReport> {
    this.running ??= this.run().finally(() => (this.running = null));
    return this.running;
  }

  private async run(): Promise<SweepReport> {
    const archive = this.config.archive;
    const report: SweepReport = {
      expired_leases: (
        await this.changes.run((tx) => this.repo.requeueExpired(tx, archive.ARCHIVE_MAX_ATTEMPTS))
      ).length,
      exclusive_ran: false,
      reconciled: { checked: 0, tasks_created: 0, errors: 0 },
      retention: { expired: 0 },
      stale_temp_removed: 0,
      due: 0,
    };
    await this.lock.tryWith(SESSION_LOCKS.archiveSweep, async () => {
      report.exclusive_ran = true;
      report.reconciled = await this.reconcile();
      const retaining =
        archive.ARCHIVE_RETENTION_DAYS > 0 || (await this.repo.anyTeamRecordingsRetention());
      if (retaining && !this.stopped) report.retention = await this.applyRetention();
      for (const step of this.steps.all()) {
        if (this.stopped) break;
        // A feature's step failing leaves the sweep's own work and the other steps to run.
        await step().then(
          (counts) => Object.assign(report.retention, counts),
          (error: unknown) => this.logger.warn(`sweep: a step failed: ${describeError(error)}`),
        );
      }
      report.retention.archive_totals_folded = await this.repo.foldTotals();
      report.stale_temp_removed = await this.removeUnfinishedDownloads();
    });
    report.due = await this.repo.countDue();
    void this.worker.poll();
    const retained = Object.values(report.retention).some((n) => n > 0);
    if (report.expired_leases || report.reconciled.tasks_created || retained) {
      this.logger.log(`sweep: ${JSON.stringify(report)}`);
    }
    return report;
  }

  /**
   * Temporary data of downloads no replica is doing (a process died mid-download): removed at
   * start-up and by every sweep, so that a crash loop cannot fill the disk.
   */
  async removeUnfinishedDownloads(): Promise<number> {
    return this.storage.removeUnfinished(async (keys) => {
      const subjects = keys.map(subjectOfKey).filter((s) => s !== null);
      const running = await this.repo.inProgress(
        subjects.flatMap((s) => s.jobId ?? []),
        subjects.flatMap((s) => s.botId ?? []),
      );
      return new Set(running.map(storageKeyOf));
    });
  }

  private async reconcile(): Promise<SweepReport['reconciled']> {
    const archive = this.config.archive;
    const candidates = await this.jobs.reconcileCandidates(
      this.prisma,
      archive.ARCHIVE_RECONCILE_AFTER_MS,
      archive.ARCHIVE_RECONCILE_BATCH,
    );
    const result = { checked: candidates.length, tasks_created: 0, errors: 0 };
    for (let i = 0; i < candidates.length && !this.stopped; i += RECONCILE_PARALLEL) {
      const outcomes = await Promise.all(
        candidates.slice(i, i + RECONCILE_PARALLEL).map((job) => this.reconcileOne(job)),
      );
      for (const outcome of outcomes) {
        if (outcome === 'created') result.tasks_created++;
        if (outcome === 'error') result.errors++;
      }
    }
    return result;
  }

  private async reconcileOne(job: ReconcileCandidate): Promise<'created' | 'running' | 'error'> {
    try {
      if (!ENDED_LOCALLY.has(job.status)) {
        const live = await this.stt.getJob(job.upstreamId, this.shutdown.signal);
        // Unknown at the vendor: a task is still created, so the job ends visibly as `gone`.
        const final = live === null || FINAL_AT_VENDOR.has(live.status);
        await this.jobs.touchJob(
          this.prisma,
          job.jobId,
          live && final ? live.status : null,
          live?.completedAt ? new Date(live.completedAt) : null,
        );
        if (!final) return 'running';
      }
      await this.repo.insertPending(job.jobId);
      this.logger.log(
        `sweep: job ${job.upstreamId} ended without an end event; archive task created`,
      );
      return 'created';
    } catch (error) {
      if (!this.stopped) {
        this.logger.warn(
          `sweep: could not check live job ${job.upstreamId}: ${describeError(error)}`,
        );
      }
      return 'error';
    }
  }

  /** Storage first, then the row: a crash in between only means deleting again next time. */
  private async applyRetention(): Promise<SweepReport['retention']> {
    const due = await this.repo.retentionCandidates(
      this.config.archive.ARCHIVE_RETENTION_DAYS,
      RETENTION_BATCH,
    );
    for (const archive of due) {
      if (archive.storageKey) await this.storage.delete(archive.storageKey);
      await this.repo.markExpired(archive.id);
    }
    return { expired: due.length };
  }
}
