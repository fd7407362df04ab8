import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Held, LeaseKeeper, SHUTDOWN } from '../platform/queue/lease-keeper.js';
import { DrainRunner } from '../platform/queue/drain-runner.js';
import { newLeaseOwner } from '../platform/queue/lease-owner.js';
import { Shutdown } from '../platform/common/shutdown.js';
import { AppConfig } from '../platform/config/app-config.js';
import { AudioStorage, storageCannotWrite } from '../platform/storage/audio-storage.js';
import { ArchiveDownloader } from './archive-downloader.js';
import type { ClaimedTask, Downloaded } from './archive-task.js';
import { ArchiveMetrics } from './archive-metrics.js';
import { ArchiveOutcomes } from './archive-outcomes.js';
import { ArchiveTasksRepository } from './archive-tasks.repository.js';
import { backoffMs, describeError } from '../platform/queue/retry.js';
import { LogContext } from '../platform/logging/log-context.js';

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

interface InFlight {
  held: Held;
  done: Promise<void>;
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
export class ArchiveWorker implements OnModuleDestroy {
  private readonly logger = new Logger(ArchiveWorker.name);
  /** Unique per process, readable in `lease_owner`. */
  readonly owner = newLeaseOwner();
  readonly totals: WorkerTotals = { claimed: 0, archived: 0, failures: 0, bytes: 0 };
  observer: TaskObserver | undefined;
  private readonly inFlight = new Map<string, InFlight>();
  private readonly runner = new DrainRunner(
    () => this.fill(),
    () => this.shutdown.signal.aborted,
  );
  private readonly leases: LeaseKeeper;
  /** Downloads the storage could not take in a row, and until when claims wait for it. */
  private storagePause = { failures: 0, until: 0 };
  private storageState = { checkedAt: 0, ready: true };

  constructor(
    private readonly repo: ArchiveTasksRepository,
    private readonly downloader: ArchiveDownloader,
    private readonly storage: AudioStorage,
    private readonly outcomes: ArchiveOutcomes,
    private readonly metrics: ArchiveMetrics,
    private readonly config: AppConfig,
    private readonly shutdown: Shutdown,
    private readonly log: LogContext,
  ) {
    this.leases = new LeaseKeeper({
      leaseMs: config.env.ARCHIVE_LEASE_MS,
      renew: (ids) => this.repo.renew(this.owner, ids, config.env.ARCHIVE_LEASE_MS),
      // The lease may still be valid; if the database stays away it expires and we are fenced.
      renewFailed: (error) =>
        this.logger.warn(`could not renew archive leases: ${describeError(error)}`),
    });
  }

  private get env() {
    return this.config.env;
  }

  get busy(): number {
    return this.inFlight.size;
  }

  /** Claims due tasks into free slots. Calls made while a claim runs are folded into one more. */
  poll(): Promise<void> {
    return this.runner.nudge();
  }

  /** Works until nothing is due and nothing is in flight (the CLI's foreground run). */
  async drain(): Promise<void> {
    for (;;) {
      await this.poll();
      if (this.inFlight.size === 0) return;
      await Promise.race([...this.inFlight.values()].map((f) => f.done));
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.shutdown.begin();
    await this.runner.current?.catch(() => undefined);
    if (this.inFlight.size > 0) {
      this.logger.log(`waiting for ${this.inFlight.size} download(s) to finish`);
      const all = Promise.all([...this.inFlight.values()].map((f) => f.done));
      await Promise.race([all, sleep(this.graceLeftMs(), undefined, { ref: false })]);
      for (const f of this.inFlight.values()) f.held.abort.abort(SHUTDOWN);
      await all;
    }
    this.leases.stop();
  }

  /** What is left of the downloads' grace period, counted from the start of the shutdown. */
  private graceLeftMs(): number {
    const { ARCHIVE_SHUTDOWN_GRACE_MS: grace, SHUTDOWN_GRACE_MS: overall } = this.env;
    const allowed = Math.min(grace, Math.max(0, overall - RELEASE_RESERVE_MS));
    return Math.max(0, (this.shutdown.startedAt ?? Date.now()) + allowed - Date.now());
  }

  private async fill(): Promise<void> {
    for (;;) {
      const free = this.env.ARCHIVE_CONCURRENCY - this.inFlight.size;
      if (this.shutdown.signal.aborted || free <= 0) return;
      if (Date.now() < this.storagePause.until || !(await this.storageReady())) return;
      const claimedAt = Date.now();
      const claimed = await this.repo.claim(
        this.owner,
        free,
        this.env.ARCHIVE_LEASE_MS,
        this.env.ARCHIVE_MAX_ATTEMPTS,
      );
      for (const task of claimed) this.start(task, claimedAt);
      // Only a full batch suggests more is due.
      if (claimed.length < free) return;
    }
  }

  private start(task: ClaimedTask, claimedAt: number): void {
    this.totals.claimed++;
    this.observer?.claimed(task.id);
    const entry: InFlight = { held: this.leases.hold(task.id, claimedAt), done: Promise.resolve() };
    // Claimed while the shutdown began: given back at once.
    if (this.shutdown.signal.aborted) entry.held.abort.abort(SHUTDOWN);
    this.inFlight.set(task.id, entry);
    const item = { archive_id: task.id, job_id: task.jobId, bot_id: task.botId };
    entry.done = this.log
      .run(item, () =>
        this.run(task, entry.held).catch((error: unknown) => {
          // Only the database can fail here; the lease then expires and the task comes back.
          this.logger.error(
            `archive ${task.id}: could not record the outcome: ${describeError(error)}`,
          );
        }),
      )
      .finally(() => {
        this.inFlight.delete(task.id);
        this.leases.drop(task.id);
        if (!this.shutdown.signal.aborted) void this.poll().catch((e) => this.pollFailed(e));
      });
  }

  pollFailed(error: unknown): void {
    this.logger.warn(`could not claim archive tasks: ${describeError(error)}`);
  }

  private async run(task: ClaimedTask, held: Held): Promise<void> {
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
    const { ARCHIVE_BACKOFF_BASE_MS: base, ARCHIVE_BACKOFF_MAX_MS: max } = this.env;
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
