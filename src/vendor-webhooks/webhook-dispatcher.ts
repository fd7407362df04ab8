import { Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { GroupCommit } from '../platform/common/group-commit.js';
import { BackgroundWorker, type Tick, WorkerKit } from '../platform/queue/background-worker.js';
import { type Held, LeaseKeeper, whileLeaseHolds } from '../platform/queue/lease-keeper.js';
import { newLeaseOwner } from '../platform/queue/lease-owner.js';
import { LogContext } from '../platform/logging/log-context.js';
import { IntakePace } from './intake-pace.js';
import { backoffMs } from '../platform/queue/retry.js';
import { type ClaimedEvent, WebhookEventsRepository } from './webhook-events.repository.js';
import { WebhookMetrics } from './webhook-metrics.js';
import { WebhookProcessor } from './webhook-processor.js';

/** The longest wait between two tries of one event. */
const MAX_RETRY_DELAY_MS = 5 * 60_000;

/** Events claimed per round trip; small enough that a dead replica strands few until lease end. */
const CLAIM_BATCH = 50;
/**
 * Above this many events per second coming in, the receivers are in a burst: processing then
 * pauses between batches, so that answering vendors keeps the CPU and the database. It never
 * stops (at most CLAIM_BATCH events per YIELD_MS still go through), and catches up afterwards.
 */
const BURST_PER_SECOND = 200;
const YIELD_MS = 200;

const errorOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Processes stored events after their acknowledgment. The receiver nudges it right after each
 * commit; a periodic poll catches everything else (events left by a crash, by another replica,
 * or due for a retry). Every event is claimed in the database first, with a lease that is
 * renewed while this replica holds it (LeaseKeeper), so replicas never work on the same event
 * at once, the database, not this process, is the queue, and a dead replica's events come back
 * within WEBHOOK_LEASE_MS. An event whose lease this replica no longer surely holds is not
 * started; each outcome is recorded as soon as its event is done (outcomes finishing together
 * share one statement), and every write is fenced by the lease owner, so a replica that lost an
 * event can neither record it nor reopen it.
 */
@Injectable()
export class WebhookDispatcher extends BackgroundWorker {
  readonly owner = newLeaseOwner();
  private readonly leases: LeaseKeeper;
  private readonly outcomes: GroupCommit<{ id: string; outcome: string }, boolean>;

  constructor(
    private readonly events: WebhookEventsRepository,
    private readonly processor: WebhookProcessor,
    private readonly metrics: WebhookMetrics,
    private readonly pace: IntakePace,
    private readonly log: LogContext,
    kit: WorkerKit,
  ) {
    super(kit, WebhookDispatcher.name);
    const leaseMs = kit.config.webhooks.WEBHOOK_LEASE_MS;
    this.leases = new LeaseKeeper({
      leaseMs,
      renew: (ids) => this.events.renew(this.owner, ids, leaseMs),
      renewFailed: (error) =>
        this.logger.warn(`could not renew webhook event leases: ${errorOf(error)}`),
    });
    this.outcomes = new GroupCommit((done) => this.events.markProcessed(this.owner, done), {
      maxBatch: CLAIM_BATCH,
      maxInFlight: 2,
    });
  }

  protected ticks(): Tick[] {
    const everyMs = this.config.webhooks.WEBHOOK_POLL_INTERVAL_MS;
    return [{ name: 'webhook-poll', role: 'every', everyMs, run: () => this.poll() }];
  }

  protected override started(): void {
    void this.poll();
  }

  /** The events in hand end (their vendor calls aborted); the rest is given back. */
  protected override windDown(): Promise<void> {
    this.leases.stop();
    return Promise.resolve();
  }

  /** Events abandoned on their last attempt are given up; then a pass. */
  private async poll(): Promise<void> {
    try {
      const given = await this.events.giveUpAbandoned(this.config.webhooks.WEBHOOK_MAX_ATTEMPTS);
      if (given > 0)
        this.logger.error(`${given} webhook event(s) given up: lease expired on the last attempt`);
    } catch (error) {
      if (!this.stopped) this.logger.warn(`webhook poll failed: ${errorOf(error)}`);
    }
    void this.nudge();
  }

  protected override async pass(): Promise<void> {
    const webhooks = this.config.webhooks;
    const claim = {
      owner: this.owner,
      limit: CLAIM_BATCH,
      leaseMs: webhooks.WEBHOOK_LEASE_MS,
      maxAttempts: webhooks.WEBHOOK_MAX_ATTEMPTS,
    };
    try {
      let batch: ClaimedEvent[];
      do {
        if (this.pace.perSecond() >= BURST_PER_SECOND) {
          await sleep(YIELD_MS, undefined, { signal: this.shutdown.signal }).catch(() => null);
        }
        if (this.stopped) return;
        const claimedAt = Date.now();
        batch = await this.events.claim(claim);
        for (const event of batch) this.leases.hold(event.id, claimedAt);
        await this.runBatch(batch);
      } while (batch.length === CLAIM_BATCH && !this.stopped);
    } catch (error) {
      // The database is away: claimed events come back when their lease ends; the poll retries.
      this.logger.warn(`webhook processing paused: ${errorOf(error)}`);
    }
  }

  private async runBatch(batch: ClaimedEvent[]): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < batch.length && !this.stopped) {
        const event = batch[next++]!;
        // Only while its lease surely holds: past it, another replica may have taken it.
        if (this.leases.holds(event.id)) {
          const item = {
            webhook_event_id: event.id,
            source: event.source,
            team_id: event.team_scope,
            bot_id: event.bot_scope,
          };
          await this.log.run(item, () => this.runOne(event, this.leases.get(event.id)!));
        }
        this.leases.drop(event.id);
      }
    };
    try {
      await Promise.all(Array.from({ length: this.config.webhooks.WEBHOOK_CONCURRENCY }, worker));
    } finally {
      const unstarted = batch.slice(next).map((e) => e.id);
      unstarted.forEach((id) => this.leases.drop(id));
      await this.events.release(this.owner, unstarted);
    }
  }

  /** Processes one event and records how it went, while its lease holds. */
  private async runOne(event: ClaimedEvent, held: Held): Promise<void> {
    const signal = AbortSignal.any([held.abort.signal, this.shutdown.signal]);
    let outcome: string;
    try {
      outcome = await this.processor.process(event, signal);
    } catch (error) {
      if (held.abort.signal.aborted) return this.lost(event);
      // Stopped by the shutdown, not failed: given back without counting the attempt.
      if (this.stopped) return this.events.release(this.owner, [event.id]).catch(() => undefined);
      await this.recordFailure(event, held, error as Error).catch((e: Error) =>
        // Not recorded: the lease runs out and the event is tried again.
        this.logger.warn(`could not record the failure of webhook event ${event.id}: ${e.message}`),
      );
      return;
    }
    this.metrics.processed.inc({ source: event.source, outcome });
    try {
      const recorded = await whileLeaseHolds(
        held,
        () => this.outcomes.submit({ id: event.id, outcome }),
        (error) =>
          this.logger.warn(`could not record webhook event ${event.id}: ${errorOf(error)}`),
      );
      if (!recorded) this.lost(event);
    } catch (error) {
      // Not recorded: its lease runs out and the event is processed again (idempotently).
      this.logger.warn(`webhook event ${event.id} outcome not recorded: ${errorOf(error)}`);
    }
  }

  private lost(event: ClaimedEvent): void {
    this.logger.warn(`webhook event ${event.id}: lease lost to another replica; left to it`);
  }

  private async recordFailure(event: ClaimedEvent, held: Held, error: Error): Promise<void> {
    const { WEBHOOK_MAX_ATTEMPTS: max, WEBHOOK_RETRY_BASE_MS: base } = this.config.webhooks;
    const last = event.attempts >= max;
    const message = (error.message || error.name).slice(0, 1000);
    this.metrics.failures.inc({ source: event.source });
    if (last) this.metrics.processed.inc({ source: event.source, outcome: 'failed' });
    const log = `webhook event ${event.id} (${event.source} ${event.kind}) attempt ${event.attempts}/${max} failed: ${message}`;
    if (last) this.logger.error(`${log}; giving up`);
    else this.logger.warn(log);
    const failure = {
      error: message,
      retryInMs: backoffMs(event.attempts, base, MAX_RETRY_DELAY_MS),
      maxAttempts: max,
    };
    const recorded = await whileLeaseHolds(
      held,
      () => this.events.markFailed(event.id, this.owner, failure),
      (e) => this.logger.warn(`could not record webhook event ${event.id}: ${errorOf(e)}`),
    );
    if (!recorded) this.lost(event);
  }
}
