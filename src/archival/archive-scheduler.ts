import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { runEvery, stopIntervals } from '../platform/common/intervals.js';
import { Shutdown } from '../platform/common/shutdown.js';
import { AppConfig } from '../platform/config/app-config.js';
import { ArchiveSweepService } from './archive-sweep.service.js';
import { ArchiveWorker } from './archive-worker.js';
import { describeError } from '../platform/queue/retry.js';

const POLL = 'archive-poll';
const SWEEP = 'archive-sweep';

/**
 * The server's background archival: the worker polls for due tasks (created by other replicas,
 * or retries coming due) and the sweep runs on its interval. The CLI uses the same worker and
 * sweep without this, in the foreground.
 */
@Injectable()
export class ArchiveScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ArchiveScheduler.name);
  private sweeping: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly registry: SchedulerRegistry,
    private readonly worker: ArchiveWorker,
    private readonly sweep: ArchiveSweepService,
    private readonly config: AppConfig,
    private readonly shutdown: Shutdown,
  ) {}

  onApplicationBootstrap(): void {
    const env = this.config.env;
    // What a previous run of this process left half-written goes now, not at the next sweep.
    this.sweeping = this.sweep
      .removeUnfinishedDownloads()
      .catch((e: unknown) =>
        this.logger.warn(`could not remove unfinished downloads: ${describeError(e)}`),
      );
    if (env.ARCHIVE_CONCURRENCY > 0) {
      runEvery(this.registry, POLL, env.ARCHIVE_POLL_INTERVAL_MS, () =>
        this.worker.poll().catch((e: unknown) => this.worker.pollFailed(e)),
      );
    }
    if (env.ARCHIVE_SWEEP_INTERVAL_MS > 0) {
      runEvery(this.registry, SWEEP, env.ARCHIVE_SWEEP_INTERVAL_MS, () => {
        this.sweeping = this.sweep
          .sweep()
          .catch((e: unknown) => this.logger.warn(`archive sweep failed: ${describeError(e)}`));
      });
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.shutdown.begin();
    stopIntervals(this.registry, POLL, SWEEP);
    await this.sweeping;
  }
}
