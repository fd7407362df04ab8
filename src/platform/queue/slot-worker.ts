import type { LogContext, LogFields } from '../logging/log-context.js';
import { BackgroundWorker, type WorkerKit } from './background-worker.js';
import { type Held, LeaseKeeper, SHUTDOWN } from './lease-keeper.js';
import { newLeaseOwner } from './lease-owner.js';
import { describeError } from './retry.js';

export interface SlotLeases {
  /** What the rows are, in log lines ("archive", "deletion"). */
  noun: string;
  leaseMs: number;
  /** Extends `owner`'s leases on `ids`; answers the ids it still held. */
  renew(owner: string, ids: string[], leaseMs: number): Promise<Set<string>>;
  /** Held work is stopped (SHUTDOWN) the moment the shutdown begins. */
  stopOnShutdown: boolean;
}

interface InFlight {
  held: Held;
  done: Promise<void>;
}

/**
 * A lease queue worked in slots: a pass claims as many rows as slots are free (the database's
 * lease, FOR UPDATE SKIP LOCKED), holds each one's lease while its work runs (LeaseKeeper,
 * renewed in one statement for all), and each slot that frees claims again. A subclass gives
 * its claim, its work (which records its outcome, fenced by the lease) and its log fields.
 */
export abstract class SlotWorker<Row extends { id: string }> extends BackgroundWorker {
  /** Unique per process, readable in `lease_owner`. */
  readonly owner = newLeaseOwner();
  protected readonly leases: LeaseKeeper;
  private readonly inFlight = new Map<string, InFlight>();

  protected constructor(
    kit: WorkerKit,
    label: string,
    private readonly log: LogContext,
    leases: SlotLeases,
  ) {
    super(kit, label);
    this.leases = new LeaseKeeper({
      leaseMs: leases.leaseMs,
      renew: (ids) => leases.renew(this.owner, ids, leases.leaseMs),
      // The leases may still hold; if the database stays away they run out and we are fenced.
      renewFailed: (error) =>
        this.logger.warn(`could not renew ${leases.noun} leases: ${describeError(error)}`),
      stopOn: leases.stopOnShutdown ? kit.shutdown.signal : undefined,
    });
  }

  /** Rows worked on at once in this process. */
  protected abstract slots(): number;
  /** Claims up to `limit` due rows, leased to `owner`. */
  protected abstract claim(limit: number): Promise<Row[]>;
  /** Works on a claimed row and records its outcome while the lease holds. */
  protected abstract work(row: Row, held: Held): Promise<void>;
  /** What its log lines carry while a row is worked on. */
  protected abstract logFields(row: Row): LogFields;
  /** The work failed in a way it did not record (only the database can): logged here. */
  protected abstract workFailed(row: Row, held: Held, error: unknown): void;

  /** Whether claims may be made now (false: the pass ends, a later one claims). */
  protected mayClaim(): Promise<boolean> {
    return Promise.resolve(true);
  }

  /** Told of each claimed row before its work starts. */
  protected claimed?(row: Row, held: Held): void;

  /** Rows being worked on in this process. */
  get busy(): number {
    return this.inFlight.size;
  }

  /** Claims due rows into free slots (never rejects: a failed claim is logged). */
  poll(): Promise<void> {
    return this.nudge().catch((error: unknown) => this.passFailed(error));
  }

  /** Works until nothing is due and nothing is in flight (the CLI's foreground runs, tests). */
  async drain(): Promise<void> {
    for (;;) {
      await this.poll();
      if (this.inFlight.size === 0) return;
      await Promise.race([...this.inFlight.values()].map((f) => f.done));
    }
  }

  protected override async pass(): Promise<void> {
    for (;;) {
      const free = this.slots() - this.inFlight.size;
      if (this.stopped || free <= 0 || !(await this.mayClaim())) return;
      const claimedAt = Date.now();
      const claimed = await this.claim(free);
      for (const row of claimed) this.start(row, claimedAt);
      // Only a full batch suggests more is due.
      if (claimed.length < free) return;
    }
  }

  /** The rows in flight, with their leases (shutdown stops them). */
  protected get working(): InFlight[] {
    return [...this.inFlight.values()];
  }

  /** Waits for the work in flight to end, then stops renewing. */
  protected override async windDown(): Promise<void> {
    await Promise.all(this.working.map((f) => f.done));
    this.leases.stop();
  }

  private start(row: Row, claimedAt: number): void {
    const entry: InFlight = { held: this.leases.hold(row.id, claimedAt), done: Promise.resolve() };
    // Claimed while the shutdown began: given back at once.
    if (this.stopped && !entry.held.abort.signal.aborted) entry.held.abort.abort(SHUTDOWN);
    this.claimed?.(row, entry.held);
    this.inFlight.set(row.id, entry);
    entry.done = this.log
      .run(this.logFields(row), () =>
        this.work(row, entry.held).catch((error: unknown) =>
          this.workFailed(row, entry.held, error),
        ),
      )
      .finally(() => {
        this.inFlight.delete(row.id);
        this.leases.drop(row.id);
        if (!this.stopped) void this.poll();
      });
  }
}
