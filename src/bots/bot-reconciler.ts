import { Injectable } from '@nestjs/common';
import { BackgroundWorker, type Tick, WorkerKit } from '../platform/queue/background-worker.js';
import { RetranscriptionService } from '../retranscription/retranscription.service.js';
import { SttRetranscriber } from '../retranscription/stt-retranscriber.js';
import { BotCreationService } from './bot-creation.service.js';
import { BotStatusPoller } from './bot-status-poller.js';
import { BotVendor } from './bot-vendor.js';
import { BotsRepository } from './bots.repository.js';

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
export class BotReconciler extends BackgroundWorker {
  constructor(
    private readonly repo: BotsRepository,
    private readonly creation: BotCreationService,
    private readonly vendor: BotVendor,
    private readonly poller: BotStatusPoller,
    private readonly retranscriptions: SttRetranscriber,
    private readonly vendorRetranscriptions: RetranscriptionService,
    kit: WorkerKit,
  ) {
    super(kit, BotReconciler.name);
  }

  /** A round's vendor calls are aborted at shutdown (see Shutdown): it ends at once. */
  protected ticks(): Tick[] {
    const everyMs = this.config.bots.BOT_RECONCILE_INTERVAL_MS;
    return [{ name: 'bot-reconcile', role: 'sweeps', everyMs, run: () => this.reconcile() }];
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
    const silentMs = this.config.bots.BOT_STATUS_POLL_MS;
    if (signal.aborted || silentMs === 0) return counts;
    const jobs = await this.retranscriptions.pollSilent(silentMs, signal);
    if (jobs > 0) this.logger.log({ polled: jobs }, 'silent retranscription jobs polled');
    return counts;
  }
}
