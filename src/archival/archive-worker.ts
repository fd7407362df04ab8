import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { newLeaseOwner } from '../common/lease-owner.js';
import { AppConfig } from '../config/app-config.js';
import { AudioStorage, type StoredObject } from '../storage/audio-storage.js';
import { ArchiveDownloader, storageKeyOf } from './archive-downloader.js';
import { ArchiveMetrics } from './archive-metrics.js';
import { ArchiveTasksRepository, type ClaimedTask } from './archive-tasks.repository.js';
import { backoffMs, classify, describe } from './retry-policy.js';

/** Why a download was stopped from our side (AbortSignal reasons). */
const SHUTDOWN = 'shutdown';
const LEASE_LOST = 'lease lost';

/** Counters since this process started; the CLI's progress bar reads them. */
export interface WorkerTotals {
  claimed: number;
  archived: number;
  failures: number;
  bytes: number;
}

interface InFlight {
  abort: AbortController;
  done: Promise<void>;
}

/**
 * Downloads due archive tasks, up to ARCHIVE_CONCURRENCY at a time. A task is claimed with a
 * lease that is renewed while the download runs; if this process dies, the lease expires and
 * the sweep makes the task due again for any replica. On shutdown, downloads get
 * ARCHIVE_SHUTDOWN_GRACE_MS to finish, then are aborted and released.
 */
@Injectable()
export class ArchiveWorker implements OnModuleDestroy {
  private readonly logger = new Logger(ArchiveWorker.name);
  /** Unique per process, readable in `lease_owner`. */
  readonly owner = newLeaseOwner();
  readonly totals: WorkerTotals = { claimed: 0, archived: 0, failures: 0, bytes: 0 };
  private readonly inFlight = new Map<string, InFlight>();
  private filling: Promise<void> | null = null;
  private fillAgain = false;
  private stopping = false;
  private renewTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly repo: ArchiveTasksRepository,
    private readonly downloader: ArchiveDownloader,
    private readonly storage: AudioStorage,
    private readonly metrics: ArchiveMetrics,
    private readonly config: AppConfig,
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
    this.stopping = true;
    await this.filling?.catch(() => undefined);
    if (this.inFlight.size > 0) {
      this.logger.log(`waiting for ${this.inFlight.size} download(s) to finish`);
      const all = Promise.all([...this.inFlight.values()].map((f) => f.done));
      await Promise.race([
        all,
        sleep(this.env.ARCHIVE_SHUTDOWN_GRACE_MS, undefined, { ref: false }),
      ]);
      for (const f of this.inFlight.values()) f.abort.abort(SHUTDOWN);
      await all;
    }
    clearInterval(this.renewTimer);
  }

  private async fill(): Promise<void> {
    do {
      this.fillAgain = false;
      const free = this.env.ARCHIVE_CONCURRENCY - this.inFlight.size;
      if (this.stopping || free <= 0) return;
      const claimed = await this.repo.claim(this.owner, free, this.env.ARCHIVE_LEASE_MS);
      for (const task of claimed) this.start(task);
      // A full batch suggests more is due.
      if (claimed.length === free) this.fillAgain = true;
    } while (this.fillAgain);
  }

  private start(task: ClaimedTask): void {
    this.totals.claimed++;
    const abort = new AbortController();
    const entry: InFlight = { abort, done: Promise.resolve() };
    this.inFlight.set(task.id, entry);
    this.ensureRenewing();
    entry.done = this.run(task, abort.signal)
      .catch((error: unknown) => {
        // Only the database can fail here; the lease then expires and the task comes back.
        this.logger.error(`archive ${task.id}: could not record the outcome: ${describe(error)}`);
      })
      .finally(() => {
        this.inFlight.delete(task.id);
        if (!this.stopping) void this.poll().catch((e: unknown) => this.pollFailed(e));
      });
  }

  pollFailed(error: unknown): void {
    this.logger.warn(`could not claim archive tasks: ${describe(error)}`);
  }

  private async run(task: ClaimedTask, signal: AbortSignal): Promise<void> {
    this.metrics.inFlight.inc();
    const stopTimer = this.metrics.duration.startTimer();
    try {
      const stored = await this.downloader.download(task, signal, (n) => {
        this.totals.bytes += n;
        this.metrics.bytes.inc(n);
      });
      await this.recordArchived(task, stored);
      stopTimer({ outcome: 'archived' });
    } catch (error) {
      const outcome = signal.aborted
        ? await this.recordAborted(task, String(signal.reason))
        : await this.recordFailure(task, error);
      stopTimer({ outcome });
    } finally {
      this.metrics.inFlight.dec();
    }
  }

  private async recordArchived(task: ClaimedTask, stored: StoredObject): Promise<void> {
    const result = await this.repo.markArchived(task.id, this.owner, stored);
    if (result === 'applied') {
      this.totals.archived++;
      this.metrics.finished.inc({ outcome: 'archived' });
      this.logger.log(
        `archive ${task.id}: job ${task.jobId} archived (${stored.size} bytes, sha256 ${stored.sha256})`,
      );
    } else if (result === 'missing') {
      // The job was deleted while we downloaded: nothing may keep its audio.
      await this.storage.delete(storageKeyOf(task.jobId));
      this.logger.warn(`archive ${task.id}: task deleted during the download; audio removed`);
    } else {
      this.logger.warn(`archive ${task.id}: lease lost before the result was recorded`);
    }
  }

  private async recordAborted(task: ClaimedTask, reason: string): Promise<string> {
    if (reason === SHUTDOWN) {
      await this.repo.release(
        task.id,
        this.owner,
        'released at shutdown before the download finished',
      );
      this.logger.warn(`archive ${task.id}: released at shutdown`);
    } else {
      this.logger.warn(`archive ${task.id}: download stopped (${reason})`);
    }
    return 'released';
  }

  private async recordFailure(task: ClaimedTask, error: unknown): Promise<string> {
    this.totals.failures++;
    const verdict = classify(error);
    if (verdict.kind === 'retry') {
      const delay =
        verdict.retryAfterMs ??
        backoffMs(task.attempts, this.env.ARCHIVE_BACKOFF_BASE_MS, this.env.ARCHIVE_BACKOFF_MAX_MS);
      const state = await this.repo.markRetry(
        task.id,
        this.owner,
        verdict.error,
        delay,
        this.env.ARCHIVE_MAX_ATTEMPTS,
      );
      if (state === 'failed') {
        this.logger.error(
          `archive ${task.id}: job ${task.jobId} failed after ${task.attempts} attempts: ${verdict.error}`,
        );
      } else if (state) {
        this.logger.warn(
          `archive ${task.id}: attempt ${task.attempts} failed (${verdict.error}); retry in ${delay} ms`,
        );
      }
      this.metrics.finished.inc({ outcome: state === 'failed' ? 'failed' : 'retry' });
      return state === 'failed' ? 'failed' : 'retry';
    }
    await this.repo.markTerminal(task.id, this.owner, verdict.kind, verdict.error);
    this.metrics.finished.inc({ outcome: verdict.kind });
    if (verdict.kind === 'unauthorized') {
      this.logger.error(
        `archive ${task.id}: the STT vendor REFUSED THE BRIDGE'S API KEY (401) for job ` +
          `${task.upstreamId}; check STT_API_KEY. The task is left 'unauthorized'; retry it ` +
          'with POST /admin/archives/{id}/retry once the key is fixed.',
      );
    } else {
      this.logger.warn(
        `archive ${task.id}: the vendor has no audio for job ${task.upstreamId} (gone)`,
      );
    }
    return verdict.kind;
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
      const held = await this.repo.renew(this.owner, ids, this.env.ARCHIVE_LEASE_MS);
      for (const id of ids) {
        if (!held.has(id)) this.inFlight.get(id)?.abort.abort(LEASE_LOST);
      }
    } catch (error) {
      // The lease may still be valid; if the database stays away it expires and we are fenced.
      this.logger.warn(`could not renew archive leases: ${describe(error)}`);
    }
  }
}
