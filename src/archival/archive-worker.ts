import { Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Held, SHUTDOWN } from '../platform/queue/lease-keeper.js';
import { type Tick, WorkerKit } from '../platform/queue/background-worker.js';
import { SlotWorker } from '../platform/queue/slot-worker.js';
import { AudioStorage, storageCannotWrite } from '../platform/storage/audio-storage.js';
import { ArchiveDownloader } from './archive-downloader.js';
import type { ClaimedTask, Downloaded } from './archive-task.js';
import { ArchiveMetrics } from './archive-metrics.js';
import { ArchiveOutcomes } from './archive-outcomes.js';
import { ArchiveTasksRepository } from './archive-tasks.repository.js';
import { backoffMs, describeError } from '../platform/queue/retry.js';
import { LogContext, type LogFields } from '../platform/logging/log-context.js';

/** Counters since this process started; the CLI's progress bar reads them. */
export interface WorkerTotals {
  claimed: number;
  archived: number;
  failures: number;
  bytes: number;
}

/** Told of each claim and of each attempt's outcome (the CLI's progress bar counts tasks). */
export interface TaskObserver {
  claimed(taskId: string): void;
  finished(taskId: string, outcome: string): void;
}

/** Of SHUTDOWN_GRACE_MS, what is kept for releasing downloads after their grace period. */
const RELEASE_RESERVE_MS = 3_000;
/** How long a storage readiness answer is trusted before claims ask again. */
const STORAGE_CHECK_MS = 1_000;

/**
 * Downloads due archive tasks, up to ARCHIVE_CONCURRENCY at a time. A task is claimed with a
 * lease that is renewed while the download runs; if this process dies, the lease expires and
 * the next claim of any replica takes the task over. On shutdown, nothing new is claimed and
 * downloads get ARCHIVE_SHUTDOWN_GRACE_MS from the start of the shutdown to finish (at most
 * SHUTDOWN_GRACE_MS less a reserve for what follows), then are aborted and released.
 * Nothing is claimed while the storage is not ready (a full disk, an unreachable bucket): a
 * download it cannot take is the storage's failure, not the vendor's, so it spends no attempt;
 * the task goes back, and claims wait with a growing pause until the storage takes data again.
 */
@Injectable()
export class ArchiveWorker extends SlotWorker<ClaimedTask> {
  readonly totals: WorkerTotals = { claimed: 0, archived: 0, failures: 0, bytes: 0 };
  observer: TaskObserver | undefined;
  /** Downloads the storage could not take in a row, and until when claims wait for it. */
  private storagePause = { failures: 0, until: 0 };
  private storageState = { checkedAt: 0, ready: true };

  constructor(
    private readonly repo: ArchiveTasksRepository,
    private readonly downloader: ArchiveDownloader,
    private readonly storage: AudioStorage,
    private readonly outcomes: ArchiveOutcomes,
    private readonly metrics: ArchiveMetrics,
    kit: WorkerKit,
    log: LogContext,
  ) {
    super(kit, ArchiveWorker.name, log, {
      noun: 'archive',
      leaseMs: kit.config.archive.ARCHIVE_LEASE_MS,
      renew: (owner, ids, leaseMs) => repo.renew(owner, ids, leaseMs),
      // Downloads get their grace period at shutdown (windDown).
      stopOnShutdown: false,
    });
  }

  /** Due tasks are polled for (created by other replicas, or retries coming due). */
  protected ticks(): Tick[] {
    const { ARCHIVE_CONCURRENCY: slots, ARCHIVE_POLL_INTERVAL_MS: pollMs } = this.config.archive;
    const every = slots > 0 ? pollMs : 0;
    return [{ name: 'archive-poll', role: 'archive', everyMs: every, run: 'pass' }];
  }

  /** ARCHIVE_CONCURRENCY where the archive role runs; none elsewhere (API only). */
  protected slots(): number {
    return this.kit.runs('archive') ? this.config.archive.ARCHIVE_CONCURRENCY : 0;
  }

  protected override passFailed(error: unknown): void {
    this.logger.warn(`could not claim archive tasks: ${describeError(error)}`);
  }

  /** Downloads left running get what is left of their grace period, then are aborted. */
  protected override async windDown(): Promise<void> {
    const working = this.working;
    if (working.length > 0) {
      this.logger.log(`waiting for ${working.length} download(s) to finish`);
      const all = Promise.all(working.map((f) => f.done));
      await Promise.race([all, sleep(this.graceLeftMs(), undefined, { ref: false })]);
      for (const f of working) f.held.abort.abort(SHUTDOWN);
    }
    await super.windDown();
  }

  /** What is left of the downloads' grace period, counted from the start of the shutdown. */
  private graceLeftMs(): number {
    const grace = this.config.archive.ARCHIVE_SHUTDOWN_GRACE_MS;
    const overall = this.config.server.SHUTDOWN_GRACE_MS;
    const allowed = Math.min(grace, Math.max(0, overall - RELEASE_RESERVE_MS));
    return Math.max(0, (this.shutdown.startedAt ?? Date.now()) + allowed - Date.now());
  }

  protected override async mayClaim(): Promise<boolean> {
    return Date.now() >= this.storagePause.until && (await this.storageReady());
  }

  protected claim(limit: number): Promise<ClaimedTask[]> {
    const { ARCHIVE_LEASE_MS: leaseMs, ARCHIVE_MAX_ATTEMPTS: maxAttempts } = this.config.archive;
    return this.repo.claim(this.owner, limit, leaseMs, maxAttempts);
  }

  protected override claimed(task: ClaimedTask): void {
    this.totals.claimed++;
    this.observer?.claimed(task.id);
  }

  protected logFields(task: ClaimedTask): LogFields {
    return { archive_id: task.id, job_id: task.jobId, bot_id: task.botId };
  }

  protected workFailed(task: ClaimedTask, _held: Held, error: unknown): void {
    // Only the database can fail here; the lease then expires and the task comes back.
    this.logger.error(`archive ${task.id}: could not record the outcome: ${describeError(error)}`);
  }

  protected async work(task: ClaimedTask, held: Held): Promise<void> {
    const signal = held.abort.signal;
    this.metrics.inFlight.inc();
    const stopTimer = this.metrics.duration.startTimer();
    const settled = (outcome: string) => {
      stopTimer({ outcome });
      this.observer?.finished(task.id, outcome);
    };
    try {
      let stored: Downloaded;
      try {
        stored = await this.downloader.download(task, this.owner, signal, (n) => {
          this.totals.bytes += n;
          this.metrics.bytes.inc(n);
        });
      } catch (error) {
        if (!signal.aborted) this.totals.failures++;
        if (signal.aborted) {
          settled(await this.outcomes.stopped(task, this.owner, String(signal.reason)));
        } else if (!(await this.storageReady(true)) || storageCannotWrite(error)) {
          settled(
            await this.outcomes.storageFailed(task, this.owner, error, this.waitForStorage()),
          );
        } else {
          settled(await this.outcomes.failed(task, this.owner, error));
        }
        return;
      }
      this.storagePause.failures = 0;
      if (await this.outcomes.archived(task, this.owner, stored, held)) this.totals.archived++;
      settled('archived');
    } finally {
      this.metrics.inFlight.dec();
    }
  }

  /** Claims wait for a pause that grows with each storage failure in a row; how long, in ms. */
  private waitForStorage(): number {
    const { ARCHIVE_BACKOFF_BASE_MS: base, ARCHIVE_BACKOFF_MAX_MS: max } = this.config.archive;
    const delay = backoffMs(++this.storagePause.failures, base, max);
    this.storagePause.until = Date.now() + delay;
    return delay;
  }

  /** Whether the storage takes data (asked at most once a second unless `fresh`). */
  private async storageReady(fresh = false): Promise<boolean> {
    const state = this.storageState;
    if (!fresh && Date.now() - state.checkedAt < STORAGE_CHECK_MS) return state.ready;
    let problem: string | null = null;
    try {
      await this.storage.checkReady();
    } catch (error) {
      problem = describeError(error);
    }
    if (problem && state.ready)
      this.logger.warn(`archive downloads wait: storage not ready (${problem})`);
    if (!problem && !state.ready) this.logger.log('archive downloads resume: storage ready again');
    this.storageState = { checkedAt: Date.now(), ready: problem === null };
    return problem === null;
  }
}
