import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config.js';
import { ArchiveSweepService } from './archive-sweep.service.js';
import { ArchiveWorker } from './archive-worker.js';
import { describe } from './retry-policy.js';

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
  ) {}

  onApplicationBootstrap(): void {
    const env = this.config.env;
    if (env.ARCHIVE_CONCURRENCY > 0) {
      this.every(POLL, env.ARCHIVE_POLL_INTERVAL_MS, () =>
        this.worker.poll().catch((e: unknown) => this.worker.pollFailed(e)),
      );
    }
    if (env.ARCHIVE_SWEEP_INTERVAL_MS > 0) {
      this.every(SWEEP, env.ARCHIVE_SWEEP_INTERVAL_MS, () => {
        this.sweeping = this.sweep
          .sweep()
          .catch((e: unknown) => this.logger.warn(`archive sweep failed: ${describe(e)}`));
      });
    }
  }

  async onModuleDestroy(): Promise<void> {
    for (const name of [POLL, SWEEP]) {
      if (this.registry.doesExist('interval', name)) this.registry.deleteInterval(name);
    }
    await this.sweeping;
  }

  private every(name: string, ms: number, tick: () => void): void {
    const timer = setInterval(tick, ms);
    timer.unref();
    this.registry.addInterval(name, timer);
  }
}
