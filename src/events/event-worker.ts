import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { GroupCommit } from '../common/group-commit.js';
import { runEvery, stopIntervals } from '../common/intervals.js';
import { newLeaseOwner } from '../common/lease-owner.js';
import { Shutdown } from '../common/shutdown.js';
import { AppConfig } from '../config/app-config.js';
import { OutboundGuard } from '../net/outbound-guard.js';
import { eventBody, EventOutbox } from './event-outbox.js';
import {
  type AttemptRecord,
  type ClaimedMessage,
  EventMessagesRepository,
} from './event-messages.repository.js';
import { EventMetrics } from './event-metrics.js';
import { send, type SendResult } from './event-sender.js';

const POLL = 'event-delivery-poll';
const PRUNE = 'event-prune';
const PRUNE_EVERY_MS = 3_600_000;
/** How long freed slots wait to be filled together. */
const REFILL_AFTER_MS = 1;
/**
 * Messages claimed ahead, as a multiple of the slots (and of each endpoint's cap): they start
 * the moment a slot comes free, while the next claim is on its way.
 */
const CLAIM_AHEAD = 2;
/** How long a delivery's record waits for others to be written with (nobody waits on it). */
const RECORD_LINGER_MS = 25;

/** Adds `n` to a per-endpoint count, forgetting endpoints at zero. */
function add(counts: Map<string, number>, endpointId: string, n: number): void {
  const value = (counts.get(endpointId) ?? 0) + n;
  if (value > 0) counts.set(endpointId, value);
  else counts.delete(endpointId);
}

/** ±20 % around `ms`, so endpoints that failed together are not retried together. */
const jitter = (ms: number, random = Math.random) => Math.round(ms * (0.8 + random() * 0.4));

/**
 * Delivers queued messages to the teams' endpoints. Messages are claimed in the database with a
 * lease (EVENT_LEASE_MS, longer than any attempt can take), so replicas never deliver one message
 * at once and a crashed replica's messages are taken over when the lease ends. Each replica keeps
 * at most EVENT_DELIVERY_CONCURRENCY deliveries in flight, and EVENT_ENDPOINT_CONCURRENCY per
 * endpoint, so a slow endpoint holds a few slots and never delays the others. Twice as many
 * messages again are claimed ahead (twice the cap per endpoint), so that a freed slot starts its
 * next delivery at once instead of waiting for a claim; one that waited so long that its lease
 * could end during its delivery is given back instead. Claims are made once an endpoint's cap of
 * deliveries has ended, or nothing claimed is left waiting; deliveries' records are written in
 * batches. The outbox wakes it after every commit that queued messages; a poll catches the rest
 * (retries, other replicas).
 */
@Injectable()
export class EventWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(EventWorker.name);
  readonly owner = newLeaseOwner();
  readonly guard: OutboundGuard;
  /** Deliveries in flight per endpoint. */
  private readonly running = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** Claimed ahead, oldest first, with when their lease started. */
  private ready: { message: ClaimedMessage; claimedAt: number }[] = [];
  private readonly recording = new Set<Promise<void>>();
  private claiming: Promise<void> | null = null;
  private again = false;
  /** Deliveries ended since the last claim began. */
  private freed = 0;
  /** Disabled endpoints as last read, and when: claims skip their messages. */
  private disabled = { ids: [] as string[], readAt: 0 };
  private refill: NodeJS.Timeout | undefined;
  private readonly recorder: GroupCommit<AttemptRecord, boolean>;

  constructor(
    private readonly registry: SchedulerRegistry,
    private readonly config: AppConfig,
    private readonly repo: EventMessagesRepository,
    private readonly metrics: EventMetrics,
    private readonly shutdown: Shutdown,
    outbox: EventOutbox,
  ) {
    this.guard = new OutboundGuard({
      allowPrivate: config.env.EVENT_ENDPOINT_ALLOW_PRIVATE,
      httpsOnly: config.isProduction,
    });
    this.recorder = new GroupCommit((batch) => this.record(batch), {
      maxBatch: 500,
      maxInFlight: 2,
      lingerMs: RECORD_LINGER_MS,
    });
    outbox.onCommitted(() => this.nudge());
  }

  private get env() {
    return this.config.env;
  }

  onApplicationBootstrap(): void {
    if (this.env.EVENT_DELIVERY_CONCURRENCY === 0) return;
    runEvery(this.registry, POLL, this.env.EVENT_POLL_INTERVAL_MS, () => this.nudge());
    runEvery(this.registry, PRUNE, PRUNE_EVERY_MS, () => void this.prune());
    this.nudge();
  }

  /** Aborts deliveries in flight (they end at once) and gives their messages back. */
  async onModuleDestroy(): Promise<void> {
    this.shutdown.begin();
    stopIntervals(this.registry, POLL, PRUNE);
    clearTimeout(this.refill);
    await this.claiming;
    await this.giveBack(this.ready.splice(0).map((r) => r.message));
    await Promise.allSettled([...this.inFlight.values()]);
    await Promise.allSettled([...this.recording]);
    this.guard.destroy();
  }

  /** Due messages may be waiting: claim now, or once more after the claim in progress. */
  nudge(): void {
    if (this.shutdown.signal.aborted || this.env.EVENT_DELIVERY_CONCURRENCY === 0) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    this.claiming = this.fill().finally(() => (this.claiming = null));
  }

  /** An endpoint was enabled: read the disabled ones again before the next claim, and claim. */
  endpointEnabled(): void {
    this.disabled.readAt = 0;
    this.nudge();
  }

  /**
   * A slot came free: claim again shortly, so that deliveries ending together share one claim
   * (under load a claim per delivery would cost more than the deliveries).
   */
  private soon(): void {
    if (this.refill) return;
    this.refill = setTimeout(() => {
      this.refill = undefined;
      this.nudge();
    }, REFILL_AFTER_MS);
  }

  /** Delivers one message now (a test ping) and answers how the attempt went. */
  async deliverNow(messageId: string): Promise<SendResult | null> {
    const [message] = await this.repo.claim({
      owner: this.owner,
      limit: 1,
      leaseMs: this.env.EVENT_LEASE_MS,
      perEndpoint: 1,
      busy: new Map(),
      disabled: [],
      only: messageId,
    });
    if (!message) return null;
    const { result, recorded } = await this.deliver(message);
    await recorded;
    return result;
  }

  async prune(): Promise<number> {
    try {
      return await this.repo.prune(this.env.EVENT_RETENTION_DAYS);
    } catch (error) {
      this.logger.warn(`event retention failed: ${(error as Error).message}`);
      return 0;
    }
  }

  private async fill(): Promise<void> {
    const perEndpoint = this.env.EVENT_ENDPOINT_CONCURRENCY * (1 + CLAIM_AHEAD);
    try {
      do {
        this.again = false;
        const disabled = await this.disabledEndpoints();
        let room = this.room();
        while (room > 0 && !this.shutdown.signal.aborted) {
          this.freed = 0;
          const batch = await this.repo.claim({
            owner: this.owner,
            limit: room,
            leaseMs: this.env.EVENT_LEASE_MS,
            perEndpoint,
            busy: this.held(),
            disabled,
          });
          const claimedAt = Date.now();
          for (const message of batch) this.ready.push({ message, claimedAt });
          this.pump();
          if (batch.length < room) break;
          room = this.room();
        }
      } while (this.again && !this.shutdown.signal.aborted);
    } catch (error) {
      // The database is away: claimed messages come back when their lease ends; the poll retries.
      if (!this.shutdown.signal.aborted) {
        this.logger.warn(`event delivery paused: ${(error as Error).message}`);
      }
    }
  }

  /** Disabled endpoints, read again once a poll interval old. */
  private async disabledEndpoints(): Promise<string[]> {
    if (Date.now() - this.disabled.readAt >= this.env.EVENT_POLL_INTERVAL_MS) {
      this.disabled = { ids: await this.repo.disabledEndpoints(), readAt: Date.now() };
    }
    return this.disabled.ids;
  }

  /** How many more messages this replica may hold (in flight and claimed ahead). */
  private room(): number {
    const capacity = this.env.EVENT_DELIVERY_CONCURRENCY * (1 + CLAIM_AHEAD);
    return capacity - this.inFlight.size - this.ready.length;
  }

  /** Messages held per endpoint, in flight or claimed ahead: what claims are capped by. */
  private held(): Map<string, number> {
    const held = new Map(this.running);
    for (const { message } of this.ready) add(held, message.endpointId, 1);
    return held;
  }

  /**
   * Starts what was claimed ahead, oldest first, into the free slots (within each endpoint's
   * cap). A message whose lease could end before its delivery does is given back.
   */
  private pump(): void {
    if (this.shutdown.signal.aborted) return;
    const perEndpoint = this.env.EVENT_ENDPOINT_CONCURRENCY;
    const latest = Date.now() + this.env.EVENT_DELIVERY_TIMEOUT_MS - this.env.EVENT_LEASE_MS;
    const waiting: typeof this.ready = [];
    const stale: ClaimedMessage[] = [];
    for (const entry of this.ready) {
      const { message } = entry;
      if (entry.claimedAt < latest) stale.push(message);
      else if (
        this.inFlight.size < this.env.EVENT_DELIVERY_CONCURRENCY &&
        (this.running.get(message.endpointId) ?? 0) < perEndpoint
      ) {
        this.start(message);
      } else waiting.push(entry);
    }
    this.ready = waiting;
    if (stale.length > 0) void this.giveBack(stale);
  }

  /** Gives claimed messages back untouched (due again at once, for any replica). */
  private async giveBack(messages: ClaimedMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await this.repo
      .release(
        this.owner,
        messages.map((m) => m.id),
      )
      .catch(() => undefined);
  }

  private start(message: ClaimedMessage): void {
    add(this.running, message.endpointId, 1);
    // The slot is free once the endpoint has answered; the record joins the next batch.
    const work = this.deliver(message).then(({ recorded }) => {
      this.recording.add(recorded);
      void recorded.finally(() => this.recording.delete(recorded));
    });
    void work.finally(() => {
      add(this.running, message.endpointId, -1);
      this.inFlight.delete(message.id);
      this.freed++;
      this.pump();
      // Claim again once nothing claimed waits, or once an endpoint's cap of deliveries ended
      // (claims of a few messages each would cost more than the deliveries).
      if (this.ready.length === 0 || this.freed >= this.env.EVENT_ENDPOINT_CONCURRENCY) {
        this.soon();
      }
    });
    this.inFlight.set(message.id, work);
  }

  /** Sends the message; `recorded` settles once the attempt is in the database (never fails). */
  private async deliver(
    message: ClaimedMessage,
  ): Promise<{ result: SendResult; recorded: Promise<void> }> {
    const startedAt = new Date();
    const result = await send(
      this.guard,
      {
        id: message.id,
        url: message.url,
        secrets: message.secrets,
        body: eventBody(message.payload),
      },
      this.env.EVENT_DELIVERY_TIMEOUT_MS,
      this.shutdown.signal,
    );
    if (this.shutdown.signal.aborted && !result.ok) {
      const released = this.repo.release(this.owner, [message.id]).catch(() => undefined);
      return { result, recorded: released };
    }
    const attempt = this.attemptOf(message, result, startedAt);
    const recorded = this.recorder.submit(attempt).then(
      (applied) => {
        if (applied) this.count(message, attempt);
      },
      (error: Error) =>
        // Not recorded: the lease runs out and the message is delivered again (at least once).
        this.logger.warn(`could not record delivery ${message.id}: ${error.message}`),
    );
    return { result, recorded };
  }

  private attemptOf(m: ClaimedMessage, r: SendResult, startedAt: Date): AttemptRecord {
    const schedule = this.config.eventRetrySchedule;
    const gone = r.statusCode === 410;
    let next: AttemptRecord['next'];
    if (r.ok) next = { status: 'succeeded' };
    else if (gone || m.attempts >= schedule.length) next = { status: 'failed' };
    else {
      const planned = jitter(schedule[m.attempts]!);
      next = { status: 'pending', delayMs: Math.max(planned, r.retryAfterMs ?? 0) };
    }
    return {
      messageId: m.id,
      endpointId: m.endpointId,
      startedAt,
      succeeded: r.ok,
      statusCode: r.statusCode,
      durationMs: r.durationMs,
      error: r.error,
      response: r.response,
      next,
      gone,
    };
  }

  private count(m: ClaimedMessage, a: AttemptRecord): void {
    if (a.next.status === 'succeeded') {
      this.metrics.attempts.inc({ result: 'success' });
      this.metrics.messages.inc({ outcome: 'succeeded' });
      this.metrics.latency.observe((Date.now() - new Date(m.eventCreatedAt).getTime()) / 1000);
    } else if (a.next.status === 'failed') {
      this.metrics.attempts.inc({ result: 'failure' });
      this.metrics.messages.inc({ outcome: 'failed' });
      this.logger.warn(`event message ${m.id} given up after ${m.attempts} attempt(s): ${a.error}`);
    } else {
      this.metrics.attempts.inc({ result: 'retry' });
    }
  }

  private async record(batch: AttemptRecord[]): Promise<boolean[]> {
    const { recorded, disabled } = await this.repo.record(
      this.owner,
      batch,
      this.config.eventEndpointDisableAfterMs,
    );
    if (disabled.length > 0) this.disabled.readAt = 0;
    for (const endpoint of disabled) {
      const reason = endpoint.reason.includes('410') ? 'gone' : 'failing';
      this.metrics.disabled.inc({ reason });
      this.logger.warn(`webhook endpoint ${endpoint.id} disabled: ${endpoint.reason}`);
    }
    return batch.map((a) => recorded.has(a.messageId));
  }
}
