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
import { RetranscriptionService } from '../retranscription/retranscription.service.js';
import { SttRetranscriber } from '../retranscription/stt-retranscriber.js';
import { BotCreationService } from './bot-creation.service.js';
import { BotStatusPoller } from './bot-status-poller.js';
import { BotVendor } from './bot-vendor.js';
import { BotsRepository } from './bots.repository.js';

const INTERVAL = 'bot-reconcile';
/** Bots settled per round; the rest wait for the next round. */
const BATCH = 100;

export type ReconcileCounts = Record<'adopted' | 'failed' | 'waiting' | 'errors', number>;

/**
 * Settles bot creates whose outcome was lost (vendor 5xx or timeout, or a replica that died
 * mid-call) on an interval, so that a caller who never retries still finds the bot `created`
 * (the vendor made it) or `create_failed` (it did not), then polls the v2 bots the vendor has
 * gone silent about (BotStatusPoller), the STT jobs of retranscriptions silent as long, and the
 * vendor retranscriptions that heard nothing for RETRANSCRIPTION_TIMEOUT_MS. Replicas may run it
 * at once: every change is conditional on the row being as it was read, so the worst case is a
 * repeated lookup.
 */
@Injectable()
export class BotReconciler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(BotReconciler.name);
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly registry: SchedulerRegistry,
    private readonly repo: BotsRepository,
    private readonly creation: BotCreationService,
    private readonly vendor: BotVendor,
    private readonly poller: BotStatusPoller,
    private readonly retranscriptions: SttRetranscriber,
    private readonly vendorRetranscriptions: RetranscriptionService,
    private readonly config: AppConfig,
    private readonly shutdown: Shutdown,
  ) {}

  onApplicationBootstrap(): void {
    const ms = this.config.env.BOT_RECONCILE_INTERVAL_MS;
    if (ms === 0) return;
    runEvery(this.registry, INTERVAL, ms, () => {
      this.running ??= this.reconcile()
        .catch((e: Error) => this.logger.warn(`bot reconciliation failed: ${e.message}`))
        .finally(() => (this.running = null));
    });
  }

  /** Its vendor calls in flight are aborted (see Shutdown): the round ends at once. */
  async onModuleDestroy(): Promise<void> {
    this.shutdown.begin();
    stopIntervals(this.registry, INTERVAL);
    await this.running;
  }

  async reconcile(): Promise<ReconcileCounts> {
    const counts: ReconcileCounts = { adopted: 0, failed: 0, waiting: 0, errors: 0 };
    const { signal } = this.shutdown;
    for (const bot of await this.repo.findUnsettled(this.vendor.callsEndedBefore(), BATCH)) {
      if (signal.aborted) break;
      try {
        counts[await this.creation.settleUnattended(bot, signal)]++;
      } catch (error) {
        if (signal.aborted) break;
        // The vendor is away: the next round asks again.
        counts.errors++;
        this.logger.warn(`bot ${bot.id}: could not reconcile: ${(error as Error).message}`);
      }
    }
    if (counts.adopted + counts.failed + counts.errors > 0) {
      this.logger.log(counts, 'bot creates reconciled');
    }
    if (signal.aborted) return counts;
    const polls = await this.poller.pollSilent(signal);
    if (polls.polled > 0) this.logger.log(polls, 'silent v2 bots polled');
    const settled =
      (await this.vendorRetranscriptions.settleSilent(signal)) +
      (await this.retranscriptions.settleRequested(signal));
    if (settled > 0) this.logger.log({ settled }, 'retranscriptions looked up at the vendors');
    const silentMs = this.config.env.BOT_STATUS_POLL_MS;
    if (signal.aborted || silentMs === 0) return counts;
    const jobs = await this.retranscriptions.pollSilent(silentMs, signal);
    if (jobs > 0) this.logger.log({ polled: jobs }, 'silent retranscription jobs polled');
    return counts;
  }
}
