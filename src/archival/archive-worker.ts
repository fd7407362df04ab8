import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { newLeaseOwner } from '../common/lease-owner.js';
import { Shutdown } from '../common/shutdown.js';
import { AppConfig } from '../config/app-config.js';
import { ArchiveDownloader, type Downloaded } from './archive-downloader.js';
import { ArchiveMetrics } from './archive-metrics.js';
import { ArchiveOutcomes, type Held, LEASE_LOST, SHUTDOWN } from './archive-outcomes.js';
import { ArchiveTasksRepository, type ClaimedTask } from './archive-tasks.repository.js';
import { describe } from './retry-policy.js';

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

interface InFlight extends Held {
  done: Promise<void>;
}

/** Of SHUTDOWN_GRACE_MS, what is kept for releasing downloads after their grace period. */
const RELEASE_RESERVE_MS = 3_000;

/**
 * Downloads due archive tasks, up to ARCHIVE_CONCURRENCY at a time. A task is claimed with a
 * lease that is renewed while the download runs; if this process dies, the lease expires and
 * the next claim of any replica takes the task over. On shutdown, nothing new is claimed and
 * downloads get ARCHIVE_SHUTDOWN_GRACE_MS from the start of the shutdown to finish (at most
 * SHUTDOWN_GRACE_MS less a reserve for what follows), then are aborted and released.
 */
@Injectable()
export class ArchiveWorker implements OnModuleDestroy {
  private readonly logger = new Logger(ArchiveWorker.name);
  /** Unique per process, readable in `lease_owner`. */
  readonly owner = newLeaseOwner();
  readonly totals: WorkerTotals = { claimed: 0, archived: 0, failures: 0, bytes: 0 };
  observer: TaskObserver | undefined;
  private readonly inFlight = new Map<string, InFlight>();
  private filling: Promise<void> | null = null;
  private fillAgain = false;
  private renewTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly repo: ArchiveTasksRepository,
    private readonly downloader: ArchiveDownloader,
    private readonly outcomes: ArchiveOutcomes,
    private readonly metrics: ArchiveMetrics,
    private readonly config: AppConfig,
    private readonly shutdown: Shutdown,
  ) {}

  private get env() {
    return this.config.env;
  }

  get busy(): number {
    return this.inFlight.size;
  }

  /** Claims due tasks into free slots. Calls made while a claim runs are folded into one more. */
  poll(): Promise<void> {
    if (this.filling) {
      this.fillAgain = true;
      return this.filling;
    }
    this.filling = this.fill().finally(() => (this.filling = null));
    return this.filling;
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
    await this.filling?.catch(() => undefined);
    if (this.inFlight.size > 0) {
      this.logger.log(`waiting for ${this.inFlight.size} download(s) to finish`);
      const all = Promise.all([...this.inFlight.values()].map((f) => f.done));
      await Promise.race([all, sleep(this.graceLeftMs(), undefined, { ref: false })]);
      for (const f of this.inFlight.values()) f.abort.abort(SHUTDOWN);
      await all;
    }
    clearInterval(this.renewTimer);
  }

  /** What is left of the downloads' grace period, counted from the start of the shutdown. */
  private graceLeftMs(): number {
    const { ARCHIVE_SHUTDOWN_GRACE_MS: grace, SHUTDOWN_GRACE_MS: overall } = this.env;
    const allowed = Math.min(grace, Math.max(0, overall - RELEASE_RESERVE_MS));
    return Math.max(0, (this.shutdown.startedAt ?? Date.now()) + allowed - Date.now());
  }

  private async fill(): Promise<void> {
    do {
      this.fillAgain = false;
      const free = this.env.ARCHIVE_CONCURRENCY - this.inFlight.size;
      if (this.shutdown.signal.aborted || free <= 0) return;
      const leaseUntil = Date.now() + this.env.ARCHIVE_LEASE_MS;
      const claimed = await this.repo.claim(
        this.owner,
        free,
        this.env.ARCHIVE_LEASE_MS,
        this.env.ARCHIVE_MAX_ATTEMPTS,
      );
      for (const task of claimed) this.start(task, leaseUntil);
      // A full batch suggests more is due.
      if (claimed.length === free) this.fillAgain = true;
    } while (this.fillAgain);
  }

  private start(task: ClaimedTask, leaseUntil: number): void {
    this.totals.claimed++;
    this.observer?.claimed(task.id);
    const entry: InFlight = { abort: new AbortController(), done: Promise.resolve(), leaseUntil };
    // Claimed while the shutdown began: given back at once.
    if (this.shutdown.signal.aborted) entry.abort.abort(SHUTDOWN);
    this.inFlight.set(task.id, entry);
    this.ensureRenewing();
    entry.done = this.run(task, entry)
      .catch((error: unknown) => {
        // Only the database can fail here; the lease then expires and the task comes back.
        this.logger.error(`archive ${task.id}: could not record the outcome: ${describe(error)}`);
      })
      .finally(() => {
        this.inFlight.delete(task.id);
        if (!this.shutdown.signal.aborted) void this.poll().catch((e) => this.pollFailed(e));
      });
  }

  pollFailed(error: unknown): void {
    this.logger.warn(`could not claim archive tasks: ${describe(error)}`);
  }

  private async run(task: ClaimedTask, entry: InFlight): Promise<void> {
    const signal = entry.abort.signal;
    this.metrics.inFlight.inc();
    const stopTimer = this.metrics.duration.startTimer();
    const settled = (outcome: string) => {
      stopTimer({ outcome });
      this.observer?.finished(task.id, outcome);
    };
    try {
      let stored: Downloaded;
      try {
        stored = await this.downloader.download(task, signal, (n) => {
          this.totals.bytes += n;
          this.metrics.bytes.inc(n);
        });
      } catch (error) {
        if (!signal.aborted) this.totals.failures++;
        settled(
          signal.aborted
            ? await this.outcomes.stopped(task, this.owner, String(signal.reason))
            : await this.outcomes.failed(task, this.owner, error),
        );
        return;
      }
      if (await this.outcomes.archived(task, this.owner, stored, entry)) this.totals.archived++;
      settled('archived');
    } finally {
      this.metrics.inFlight.dec();
    }
  }

  /** One timer renews every lease this process holds, a third of the lease period apart. */
  private ensureRenewing(): void {
    if (this.renewTimer) return;
    const every = Math.max(100, Math.floor(this.env.ARCHIVE_LEASE_MS / 3));
    this.renewTimer = setInterval(() => void this.renew(), every);
    this.renewTimer.unref();
  }

  private async renew(): Promise<void> {
    const ids = [...this.inFlight.keys()];
    if (ids.length === 0) {
      clearInterval(this.renewTimer);
      this.renewTimer = undefined;
      return;
    }
    try {
      const leaseUntil = Date.now() + this.env.ARCHIVE_LEASE_MS;
      const held = await this.repo.renew(this.owner, ids, this.env.ARCHIVE_LEASE_MS);
      for (const id of ids) {
        const entry = this.inFlight.get(id);
        if (!held.has(id)) entry?.abort.abort(LEASE_LOST);
        else if (entry) entry.leaseUntil = leaseUntil;
      }
    } catch (error) {
      // The lease may still be valid; if the database stays away it expires and we are fenced.
      this.logger.warn(`could not renew archive leases: ${describe(error)}`);
    }
  }
}
