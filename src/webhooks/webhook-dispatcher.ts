import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { setTimeout as sleep } from 'node:timers/promises';
import { runEvery, stopIntervals } from '../common/intervals.js';
import { newLeaseOwner } from '../common/lease-owner.js';
import { Shutdown } from '../common/shutdown.js';
import { AppConfig } from '../config/app-config.js';
import { IntakePace } from './intake-pace.js';
import { retryDelayMs } from './retry-delay.js';
import { type ClaimedEvent, WebhookEventsRepository } from './webhook-events.repository.js';
import { WebhookMetrics } from './webhook-metrics.js';
import { WebhookProcessor } from './webhook-processor.js';

const POLL = 'webhook-poll';
/** Events claimed per round trip; small enough that a dead replica strands few until lease end. */
const CLAIM_BATCH = 50;
/**
 * Above this many events per second coming in, the receivers are in a burst: processing then
 * pauses between batches, so that answering vendors keeps the CPU and the database. It never
 * stops (at most CLAIM_BATCH events per YIELD_MS still go through), and catches up afterwards.
 */
const BURST_PER_SECOND = 200;
const YIELD_MS = 200;

/**
 * Processes stored events after their acknowledgment. The receiver nudges it right after each
 * commit; a periodic poll catches everything else (events left by a crash, by another replica,
 * or due for a retry). Every event is claimed in the database first, so replicas never work on
 * the same event at once and the database, not this process, is the queue.
 */
@Injectable()
export class WebhookDispatcher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(WebhookDispatcher.name);
  readonly owner = newLeaseOwner();
  private draining: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly registry: SchedulerRegistry,
    private readonly config: AppConfig,
    private readonly events: WebhookEventsRepository,
    private readonly processor: WebhookProcessor,
    private readonly metrics: WebhookMetrics,
    private readonly pace: IntakePace,
    private readonly shutdown: Shutdown,
  ) {}

  private get stopped(): boolean {
    return this.shutdown.signal.aborted;
  }

  onApplicationBootstrap(): void {
    runEvery(this.registry, POLL, this.config.env.WEBHOOK_POLL_INTERVAL_MS, () => void this.poll());
    void this.poll();
  }

  /** Processing calls no vendor: the batch in hand ends quickly; the rest stays for later. */
  async onModuleDestroy(): Promise<void> {
    this.shutdown.begin();
    stopIntervals(this.registry, POLL);
    await this.draining;
  }

  /** New work may be waiting: drain now, or once more after the drain in progress. */
  nudge(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain().finally(() => (this.draining = null));
  }

  private async poll(): Promise<void> {
    try {
      const given = await this.events.giveUpAbandoned(this.config.env.WEBHOOK_MAX_ATTEMPTS);
      if (given > 0)
        this.logger.error(`${given} webhook event(s) given up: lease expired on the last attempt`);
    } catch (error) {
      if (!this.stopped) this.logger.warn(`webhook poll failed: ${(error as Error).message}`);
    }
    this.nudge();
  }

  private async drain(): Promise<void> {
    const env = this.config.env;
    const claim = {
      owner: this.owner,
      limit: CLAIM_BATCH,
      leaseMs: env.WEBHOOK_LEASE_MS,
      maxAttempts: env.WEBHOOK_MAX_ATTEMPTS,
    };
    try {
      do {
        this.again = false;
        let batch: ClaimedEvent[];
        do {
          if (this.pace.perSecond() >= BURST_PER_SECOND) {
            await sleep(YIELD_MS, undefined, { signal: this.shutdown.signal }).catch(() => null);
          }
          if (this.stopped) return;
          batch = await this.events.claim(claim);
          await this.runBatch(batch);
        } while (batch.length === CLAIM_BATCH && !this.stopped);
      } while (this.again && !this.stopped);
    } catch (error) {
      // The database is away: claimed events come back when their lease ends; the poll retries.
      this.logger.warn(`webhook processing paused: ${(error as Error).message}`);
    }
  }

  private async runBatch(batch: ClaimedEvent[]): Promise<void> {
    const done: { id: string; outcome: string }[] = [];
    let next = 0;
    const worker = async () => {
      while (next < batch.length && !this.stopped) {
        const event = batch[next++];
        const outcome = await this.runOne(event);
        if (outcome !== null) done.push({ id: event.id, outcome });
      }
    };
    await Promise.all(Array.from({ length: this.config.env.WEBHOOK_CONCURRENCY }, worker));
    await this.events.markProcessed(done);
    await this.events.release(batch.slice(next).map((e) => e.id));
  }

  /** The outcome to record, or null when the attempt failed (and was recorded as such). */
  private async runOne(event: ClaimedEvent): Promise<string | null> {
    try {
      const outcome = await this.processor.process(event);
      this.metrics.processed.inc({ source: event.source, outcome });
      return outcome;
    } catch (error) {
      await this.recordFailure(event, error as Error).catch((e: Error) =>
        // Not recorded: the lease runs out and the event is tried again.
        this.logger.warn(`could not record the failure of webhook event ${event.id}: ${e.message}`),
      );
      return null;
    }
  }

  private async recordFailure(event: ClaimedEvent, error: Error): Promise<void> {
    const { WEBHOOK_MAX_ATTEMPTS: max, WEBHOOK_RETRY_BASE_MS: base } = this.config.env;
    const last = event.attempts >= max;
    const message = (error.message || error.name).slice(0, 1000);
    this.metrics.failures.inc({ source: event.source });
    if (last) this.metrics.processed.inc({ source: event.source, outcome: 'failed' });
    const log = `webhook event ${event.id} (${event.source} ${event.kind}) attempt ${event.attempts}/${max} failed: ${message}`;
    if (last) this.logger.error(`${log}; giving up`);
    else this.logger.warn(log);
    await this.events.markFailed(event.id, message, retryDelayMs(event.attempts, base), max);
  }
}
