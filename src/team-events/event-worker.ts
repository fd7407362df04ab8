import { Injectable } from '@nestjs/common';
import { GroupCommit } from '../platform/common/group-commit.js';
import {
  type Held,
  LEASE_LOST,
  LeaseKeeper,
  SHUTDOWN,
  whileLeaseHolds,
} from '../platform/queue/lease-keeper.js';
import { BackgroundWorker, type Tick, WorkerKit } from '../platform/queue/background-worker.js';
import { newLeaseOwner } from '../platform/queue/lease-owner.js';
import { SecretBox } from '../platform/common/secret-box.js';
import { LogContext } from '../platform/logging/log-context.js';
import { OutboundGuard } from '../platform/net/outbound-guard.js';
import { Bus } from '../platform/bus/bus.js';
import { eventBody } from '../platform/outbox/event-outbox.js';
import {
  type AttemptRecord,
  type ClaimedMessage,
  EventMessagesRepository,
} from './event-messages.repository.js';
import { EventMetrics } from './event-metrics.js';
import { send, type SendResult } from './event-sender.js';

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

/** The attempt of a delivery whose secrets this replica cannot open: nothing was sent. */
const UNSIGNABLE: SendResult = {
  ok: false,
  statusCode: null,
  durationMs: 0,
  error: "not sent: the bridge could not sign it (its operator's secrets key is misconfigured)",
  response: null,
  retryAfterMs: undefined,
};

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
 * lease (EVENT_LEASE_MS) that this replica renews while it holds them (LeaseKeeper), so replicas
 * never deliver one message at once and a crashed replica's messages are taken over within a
 * lease period. Should the renewals fail (the database away), a delivery is stopped before its
 * lease can run out, so that another replica never delivers it at the same time. The attempt is
 * counted when the message is claimed, and a message is claimed at most as many times as the
 * retry schedule has attempts: one whose last attempt left no record (a record the database
 * could not take, a replica that died) is given up as failed, never sent again and again.
 * Each replica keeps at most EVENT_DELIVERY_CONCURRENCY deliveries in flight, and
 * EVENT_ENDPOINT_CONCURRENCY per endpoint, so a slow endpoint holds a few slots and never delays
 * the others. Twice as many messages again are claimed ahead (twice the cap per endpoint), so
 * that a freed slot starts its next delivery at once instead of waiting for a claim. Claims are
 * made once an endpoint's cap of deliveries has ended, or nothing claimed is left waiting;
 * deliveries' records are written in batches, retried while the lease holds. The outbox wakes
 * it after every commit that queued messages; a poll catches the rest (retries, other replicas).
 */
@Injectable()
export class EventWorker extends BackgroundWorker {
  readonly owner = newLeaseOwner();
  readonly guard: OutboundGuard;
  /** Deliveries in flight per endpoint. */
  private readonly running = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** Claimed ahead, oldest first. */
  private ready: ClaimedMessage[] = [];
  private readonly recording = new Set<Promise<void>>();
  /** Deliveries ended since the last claim began. */
  private freed = 0;
  /** Disabled endpoints as last read, and when: claims skip their messages. */
  private disabled = { ids: [] as string[], readAt: 0 };
  private refill: NodeJS.Timeout | undefined;
  private readonly recorder: GroupCommit<AttemptRecord, boolean>;
  /** The leases of every message this replica holds: claimed ahead, in flight, being recorded. */
  private readonly leases: LeaseKeeper;

  constructor(
    private readonly repo: EventMessagesRepository,
    private readonly metrics: EventMetrics,
    private readonly box: SecretBox,
    private readonly log: LogContext,
    kit: WorkerKit,
    bus: Bus,
  ) {
    super(kit, EventWorker.name);
    const { config } = kit;
    this.guard = new OutboundGuard({
      allowPrivate: config.events.EVENT_ENDPOINT_ALLOW_PRIVATE,
      httpsOnly: config.isProduction,
      // The delivery log and the endpoint test show refusals to the team.
      revealAddresses: !config.isProduction,
    });
    this.recorder = new GroupCommit((batch) => this.record(batch), {
      maxBatch: 500,
      maxInFlight: 2,
      lingerMs: RECORD_LINGER_MS,
    });
    this.leases = new LeaseKeeper({
      leaseMs: config.events.EVENT_LEASE_MS,
      renew: (ids) => this.repo.renew(this.owner, ids, config.events.EVENT_LEASE_MS),
      renewFailed: (error) =>
        this.logger.warn(`could not renew event message leases: ${(error as Error).message}`),
      fenceByClock: true,
      stopOn: kit.shutdown.signal,
    });
    bus.on('outbox.committed', () => void this.nudge());
  }

  protected ticks(): Tick[] {
    if (this.config.events.EVENT_DELIVERY_CONCURRENCY === 0) return [];
    const { EVENT_POLL_INTERVAL_MS: pollMs, EVENT_LEASE_MS: leaseMs } = this.config.events;
    return [
      { name: 'event-delivery-poll', role: 'events', everyMs: pollMs, run: 'pass' },
      { name: 'event-prune', role: 'events', everyMs: PRUNE_EVERY_MS, run: () => this.prune() },
      {
        name: 'event-give-up',
        role: 'events',
        everyMs: leaseMs,
        run: () => this.giveUpAbandoned(),
      },
    ];
  }

  /**
   * A process without the events role, or without deliveries (EVENT_DELIVERY_CONCURRENCY=0),
   * claims nothing.
   */
  protected override passes(): boolean {
    return this.kit.runs('events') && this.config.events.EVENT_DELIVERY_CONCURRENCY > 0;
  }

  /** Deliveries in flight at once here. */
  private slots(): number {
    return this.passes() ? this.config.events.EVENT_DELIVERY_CONCURRENCY : 0;
  }

  protected override started(): void {
    void this.nudge();
  }

  /** Aborts deliveries in flight (they end at once) and gives their messages back. */
  protected override async windDown(): Promise<void> {
    clearTimeout(this.refill);
    await this.giveBack(this.ready.splice(0));
    await Promise.allSettled([...this.inFlight.values()]);
    await Promise.allSettled([...this.recording]);
    this.leases.stop();
    this.guard.destroy();
  }

  /** An endpoint was enabled: read the disabled ones again before the next claim, and claim. */
  endpointEnabled(): void {
    this.disabled.readAt = 0;
    void this.nudge();
  }

  /**
   * A slot came free: claim again shortly, so that deliveries ending together share one claim
   * (under load a claim per delivery would cost more than the deliveries).
   */
  private soon(): void {
    if (this.refill) return;
    this.refill = setTimeout(() => {
      this.refill = undefined;
      void this.nudge();
    }, REFILL_AFTER_MS);
  }

  /** Delivers one message now (a test ping) and answers how the attempt went. */
  async deliverNow(messageId: string): Promise<SendResult | null> {
    const claimedAt = Date.now();
    const [message] = await this.repo.claim({
      owner: this.owner,
      limit: 1,
      leaseMs: this.config.events.EVENT_LEASE_MS,
      maxAttempts: this.config.eventRetrySchedule.length,
      perEndpoint: 1,
      busy: new Map(),
      disabled: [],
      only: messageId,
    });
    if (!message) return null;
    const { result, recorded } = await this.deliver(
      message,
      this.leases.hold(message.id, claimedAt),
    );
    await recorded;
    return result;
  }

  /** Messages whose last attempt left no record before its lease ran out: failed, logged. */
  async giveUpAbandoned(): Promise<void> {
    try {
      const { given, disabled } = await this.repo.giveUpAbandoned(
        this.config.eventRetrySchedule.length,
        this.config.eventEndpointDisableAfterMs,
      );
      if (given > 0) {
        this.metrics.messages.inc({ outcome: 'failed' }, given);
        this.logger.error(`${given} event message(s) given up: their last attempt left no record`);
      }
      this.tellDisabled(disabled);
    } catch (error) {
      if (!this.stopped) {
        this.logger.warn(`could not give up abandoned event messages: ${(error as Error).message}`);
      }
    }
  }

  async prune(): Promise<number> {
    try {
      return await this.repo.prune(this.config.events.EVENT_RETENTION_DAYS, this.shutdown.signal);
    } catch (error) {
      this.logger.warn(`event retention failed: ${(error as Error).message}`);
      return 0;
    }
  }

  protected override async pass(): Promise<void> {
    const perEndpoint = this.config.events.EVENT_ENDPOINT_CONCURRENCY * (1 + CLAIM_AHEAD);
    try {
      const disabled = await this.disabledEndpoints();
      let room = this.room();
      while (room > 0 && !this.stopped) {
        this.freed = 0;
        const claimedAt = Date.now();
        const batch = await this.repo.claim({
          owner: this.owner,
          limit: room,
          leaseMs: this.config.events.EVENT_LEASE_MS,
          maxAttempts: this.config.eventRetrySchedule.length,
          perEndpoint,
          busy: this.held(),
          disabled,
        });
        for (const message of batch) {
          this.leases.hold(message.id, claimedAt);
          this.ready.push(message);
        }
        this.pump();
        if (batch.length < room) break;
        room = this.room();
      }
    } catch (error) {
      // The database is away: claimed messages come back when their lease ends; the poll retries.
      if (!this.stopped) {
        this.logger.warn(`event delivery paused: ${(error as Error).message}`);
      }
    }
  }

  /** Disabled endpoints, read again once a poll interval old. */
  private async disabledEndpoints(): Promise<string[]> {
    if (Date.now() - this.disabled.readAt >= this.config.events.EVENT_POLL_INTERVAL_MS) {
      this.disabled = { ids: await this.repo.disabledEndpoints(), readAt: Date.now() };
    }
    return this.disabled.ids;
  }

  /** How many more messages this replica may hold (in flight and claimed ahead). */
  private room(): number {
    const capacity = this.slots() * (1 + CLAIM_AHEAD);
    return capacity - this.inFlight.size - this.ready.length;
  }

  /** Messages held per endpoint, in flight or claimed ahead: what claims are capped by. */
  private held(): Map<string, number> {
    const held = new Map(this.running);
    for (const message of this.ready) add(held, message.endpointId, 1);
    return held;
  }

  /**
   * Starts what was claimed ahead, oldest first, into the free slots (within each endpoint's
   * cap). A message whose lease this replica no longer holds is left to the replica that does.
   */
  private pump(): void {
    if (this.stopped) return;
    const perEndpoint = this.config.events.EVENT_ENDPOINT_CONCURRENCY;
    const now = Date.now();
    const waiting: ClaimedMessage[] = [];
    for (const message of this.ready) {
      if (
        this.inFlight.size >= this.slots() ||
        (this.running.get(message.endpointId) ?? 0) >= perEndpoint
      ) {
        waiting.push(message);
      } else if (this.leases.holds(message.id, now)) {
        this.start(message);
      } else {
        this.leases.drop(message.id);
      }
    }
    this.ready = waiting;
  }

  /** Gives claimed messages back untouched (due again at once, for any replica). */
  private async giveBack(messages: ClaimedMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const ids = messages.map((m) => m.id);
    ids.forEach((id) => this.leases.drop(id));
    await this.repo.release(this.owner, ids).catch(() => undefined);
  }

  private start(message: ClaimedMessage): void {
    add(this.running, message.endpointId, 1);
    // The slot is free once the endpoint has answered; the record joins the next batch.
    const item = { event_message_id: message.id, endpoint_id: message.endpointId };
    const delivery = this.log.run(item, () => this.deliver(message, this.leases.get(message.id)!));
    const work = delivery.then(({ recorded }) => {
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
      if (this.ready.length === 0 || this.freed >= this.config.events.EVENT_ENDPOINT_CONCURRENCY) {
        this.soon();
      }
    });
    this.inFlight.set(message.id, work);
  }

  /**
   * Sends the message; `recorded` settles once the attempt is in the database, or is known not
   * to be (never fails). The record is retried while the lease holds: a delivery that reached
   * its endpoint is not sent again because the database was away for a moment.
   */
  private async deliver(
    message: ClaimedMessage,
    held: Held,
  ): Promise<{ result: SendResult; recorded: Promise<void> }> {
    const startedAt = new Date();
    const secrets = this.openSecrets(message);
    const result = secrets
      ? await send(
          this.guard,
          { id: message.id, url: message.url, secrets, body: eventBody(message.payload) },
          this.config.events.EVENT_DELIVERY_TIMEOUT_MS,
          held.abort.signal,
        )
      : UNSIGNABLE;
    const stopped = held.abort.signal.reason as string | undefined;
    if (stopped === LEASE_LOST) {
      // Another replica may hold it now: its record is that replica's to write.
      this.leases.drop(message.id);
      return { result, recorded: Promise.resolve() };
    }
    if (stopped === SHUTDOWN && !result.ok) {
      return { result, recorded: this.giveBack([message]) };
    }
    const attempt = this.attemptOf(message, result, startedAt);
    const recorded = whileLeaseHolds(
      held,
      () => this.recorder.submit(attempt),
      (error) =>
        this.logger.warn(
          `could not record delivery ${message.id} (${(error as Error).message}); retrying`,
        ),
    )
      .then(
        (applied) => {
          if (applied) this.count(message, attempt);
        },
        (error: Error) =>
          // Not recorded: the lease runs out and the message is delivered again (at least once).
          this.logger.warn(`could not record delivery ${message.id}: ${error.message}`),
      )
      .finally(() => this.leases.drop(message.id));
    return { result, recorded };
  }

  /**
   * The endpoint's signing secrets in clear; null when this replica cannot open them (sealed under
   * a SECRETS_KEY it does not have: the replicas' keys differ). Logged for the operator; the
   * attempt then fails without a request, and the message is retried on its schedule.
   */
  private openSecrets(message: ClaimedMessage): string[] | null {
    try {
      return message.secrets.map((secret) => this.box.open(secret));
    } catch (error) {
      this.logger.error(
        `event message ${message.id} not sent: ${(error as Error).message} ` +
          '(every replica needs the same SECRETS_KEY, and SECRETS_KEY_PREVIOUS while rotating)',
      );
      return null;
    }
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
    this.tellDisabled(disabled);
    return batch.map((a) => recorded.has(a.messageId));
  }

  private tellDisabled(disabled: { id: string; reason: string }[]): void {
    if (disabled.length > 0) this.disabled.readAt = 0;
    for (const endpoint of disabled) {
      const reason = endpoint.reason.includes('410') ? 'gone' : 'failing';
      this.metrics.disabled.inc({ reason });
      this.logger.warn(`webhook endpoint ${endpoint.id} disabled: ${endpoint.reason}`);
    }
  }
}
