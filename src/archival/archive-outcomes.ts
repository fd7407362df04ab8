import { Injectable, Logger } from '@nestjs/common';
import { type Held, SHUTDOWN, whileLeaseHolds } from '../platform/queue/lease-keeper.js';
import { AppConfig } from '../platform/config/app-config.js';
import { AudioStorage } from '../platform/storage/audio-storage.js';
import { type Downloaded } from './archive-task.js';
import { storageKeyOf } from './archive-keys.js';
import { ArchiveMetrics } from './archive-metrics.js';
import { ArchiveChanges } from './archive-changes.js';
import { ArchiveTasksRepository, type FencedResult } from './archive-tasks.repository.js';
import type { ClaimedTask } from './archive-task.js';
import { backoffMs, describeError } from '../platform/queue/retry.js';
import { classify } from './download-verdict.js';

/**
 * What the end of a download attempt means for its task, written to the task's row (each write
 * fenced by the worker's lease) and told to the metrics and the log.
 */
@Injectable()
export class ArchiveOutcomes {
  private readonly logger = new Logger('ArchiveWorker');

  constructor(
    private readonly repo: ArchiveTasksRepository,
    private readonly changes: ArchiveChanges,
    private readonly storage: AudioStorage,
    private readonly metrics: ArchiveMetrics,
    private readonly config: AppConfig,
  ) {}

  /** True when the task is now `archived`. */
  async archived(task: ClaimedTask, owner: string, stored: Downloaded, held: Held) {
    const result = await whileLeaseHolds(
      held,
      () => this.markArchived(task.id, owner, stored),
      (error) =>
        this.logger.warn(
          `could not record a finished download (${describeError(error)}); retrying`,
        ),
    );
    if (result === 'applied') {
      this.metrics.finished.inc({ outcome: 'archived' });
      const summary = `(${stored.size} bytes, sha256 ${stored.sha256})`;
      if (stored.sizeVerified) {
        this.logger.log(`archive ${task.id}: ${subject(task)} archived ${summary}`);
      } else {
        this.logger.warn(
          `archive ${task.id}: ${subject(task)} archived ${summary} from an answer with no ` +
            'Content-Length and no chunked framing: a cut-off body would look the same, so ' +
            'its completeness is unverified (size_verified: false)',
        );
      }
    } else if (result === 'missing') {
      // The job, or the data, was deleted while we downloaded: nothing may keep the file.
      await this.storage.delete(storageKeyOf(task));
      this.logger.warn(
        `archive ${task.id}: ${subject(task)} was deleted during the download; file discarded`,
      );
    } else {
      this.logger.warn(`archive ${task.id}: lease lost before the result was recorded`);
    }
    return result === 'applied';
  }

  /** Records the download; where the change applied to nothing, why. */
  private async markArchived(id: string, owner: string, stored: Downloaded): Promise<FencedResult> {
    const rows = await this.changes.run((tx) => this.repo.markArchived(tx, id, owner, stored));
    return rows.length === 1 ? 'applied' : this.repo.whyNotApplied(id);
  }

  /** A download stopped from this side: given back at shutdown, left alone when the lease is lost. */
  async stopped(task: ClaimedTask, owner: string, reason: string): Promise<string> {
    if (reason === SHUTDOWN) {
      await this.repo.release(task.id, owner, 'released at shutdown before the download finished');
      this.logger.warn(`archive ${task.id}: released at shutdown`);
    } else {
      this.logger.warn(`archive ${task.id}: download stopped (${reason})`);
    }
    return 'released';
  }

  /**
   * A download the storage could not take (full, over quota, read-only, the bucket away): the
   * vendor is not at fault, so the attempt does not count; the task is due again after
   * `delayMs`, while downloads wait for the storage.
   */
  async storageFailed(task: ClaimedTask, owner: string, error: unknown, delayMs: number) {
    const why = `storage could not take the audio: ${describeError(error)}`;
    await this.repo.release(task.id, owner, why, delayMs);
    this.metrics.finished.inc({ outcome: 'storage' });
    this.logger.warn(
      `archive ${task.id}: ${why}; the attempt does not count, retry in ${delayMs} ms`,
    );
    return 'storage';
  }

  /** A failed download: retried later, or terminal (see `classify`). */
  async failed(task: ClaimedTask, owner: string, error: unknown): Promise<string> {
    const verdict = classify(
      error,
      Date.now(),
      task.attempts,
      this.config.archive.ARCHIVE_MAX_ATTEMPTS,
    );
    if (verdict.kind === 'retry') {
      const delay =
        verdict.retryAfterMs ??
        backoffMs(
          task.attempts,
          this.config.archive.ARCHIVE_BACKOFF_BASE_MS,
          this.config.archive.ARCHIVE_BACKOFF_MAX_MS,
        );
      const failure = {
        error: verdict.error,
        delayMs: delay,
        maxAttempts: this.config.archive.ARCHIVE_MAX_ATTEMPTS,
      };
      const [changed] = await this.changes.run((tx) =>
        this.repo.markRetry(tx, task.id, owner, failure),
      );
      const state = changed?.state ?? null;
      if (state === 'failed') {
        this.logger.error(
          `archive ${task.id}: ${subject(task)} failed after ${task.attempts} attempts: ${verdict.error}`,
        );
      } else if (state) {
        this.logger.warn(
          `archive ${task.id}: attempt ${task.attempts} failed (${verdict.error}); retry in ${delay} ms`,
        );
      }
      this.metrics.finished.inc({ outcome: state === 'failed' ? 'failed' : 'retry' });
      return state === 'failed' ? 'failed' : 'retry';
    }
    await this.changes.run((tx) =>
      this.repo.markTerminal(tx, task.id, owner, verdict.kind, verdict.error),
    );
    this.metrics.finished.inc({ outcome: verdict.kind });
    if (verdict.kind === 'unauthorized' && task.botId) {
      this.logger.error(
        `archive ${task.id}: the meeting-bot vendor REFUSED THE BRIDGE'S API KEY (401) when ` +
          `asked for ${subject(task)}; check MEETING_BOT_API_KEY. The task is left ` +
          "'unauthorized'; retry it with POST /admin/archives/{id}/retry once the key is fixed.",
      );
    } else if (verdict.kind === 'unauthorized') {
      this.logger.error(
        `archive ${task.id}: the STT vendor REFUSED THE BRIDGE'S API KEY (401) for job ` +
          `${task.upstreamId}; check STT_API_KEY. The task is left 'unauthorized'; retry it ` +
          'with POST /admin/archives/{id}/retry once the key is fixed.',
      );
    } else {
      this.logger.warn(
        `archive ${task.id}: the vendor has no file for ${subject(task)} (gone): ${verdict.error}`,
      );
    }
    return verdict.kind;
  }
}

/** What a task archives, for the log. */
const subject = (task: ClaimedTask): string =>
  task.botId ? `the ${task.media} of bot ${task.botId}` : `job ${task.jobId}`;
