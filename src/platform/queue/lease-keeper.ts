import { setTimeout as sleep } from 'node:timers/promises';

/** Why held work was stopped from this side (AbortSignal reasons). */
export const SHUTDOWN = 'shutdown';
export const LEASE_LOST = 'lease lost';

/** A claimed row as the worker that holds it sees it. */
export interface Held {
  /** Until when this replica surely holds the lease (local clock, taken before the write). */
  leaseUntil: number;
  /** Aborted when the work is stopped from this side (shutdown, lease lost). */
  abort: AbortController;
}

export interface LeaseKeeperOptions {
  leaseMs: number;
  /** Extends this replica's leases on `ids`; answers the ids it still held. */
  renew(ids: string[]): Promise<Set<string>>;
  /** A renewal failed (the database is away); the leases may still hold. */
  renewFailed(error: unknown): void;
  /**
   * Stop work whose lease could end before the next renewal gets through (the database has been
   * away for two renewals), so that no other replica takes it over while it still runs.
   */
  fenceByClock?: boolean;
  /** When this aborts (the process shuts down), all held work is stopped (SHUTDOWN). */
  stopOn?: AbortSignal;
}

/**
 * The leases a worker holds on claimed rows (archive tasks, webhook events, event messages),
 * renewed by one timer every third of the lease period, in one statement for all of them. Work
 * whose row the renewal no longer finds held is aborted (LEASE_LOST): another replica took it
 * over. With `fenceByClock`, so is work whose lease would run out before the next renewal could
 * extend it, when the renewals fail: a renewal is never assumed to have succeeded.
 */
export class LeaseKeeper {
  private readonly held = new Map<string, Held>();
  private readonly everyMs: number;
  private timer: NodeJS.Timeout | undefined;
  private renewing = false;

  constructor(private readonly options: LeaseKeeperOptions) {
    this.everyMs = Math.max(100, Math.floor(options.leaseMs / 3));
    options.stopOn?.addEventListener('abort', () => {
      for (const entry of this.held.values()) entry.abort.abort(SHUTDOWN);
    });
  }

  get size(): number {
    return this.held.size;
  }

  /** Starts keeping the lease of a row claimed at `claimedAt` (local clock, before the claim). */
  hold(id: string, claimedAt: number): Held {
    const entry: Held = {
      leaseUntil: claimedAt + this.options.leaseMs,
      abort: new AbortController(),
    };
    if (this.options.stopOn?.aborted) entry.abort.abort(SHUTDOWN);
    this.held.set(id, entry);
    this.timer ??= setInterval(() => this.tick(), this.everyMs).unref();
    return entry;
  }

  get(id: string): Held | undefined {
    return this.held.get(id);
  }

  /** True while the row is held (at `now`): worth starting work on. */
  holds(id: string, now = Date.now()): boolean {
    const entry = this.held.get(id);
    return !!entry && !entry.abort.signal.aborted && entry.leaseUntil > now;
  }

  /** Stops keeping a row's lease (its work ended, or it was given back). */
  drop(id: string): void {
    this.held.delete(id);
    if (this.held.size === 0) this.stop();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private tick(): void {
    if (this.options.fenceByClock) {
      // Before the next tick, with half a period to spare for a timer that runs late.
      const deadline = Date.now() + this.everyMs * 1.5;
      for (const [id, entry] of this.held) {
        if (entry.leaseUntil <= deadline) this.lose(id, entry);
      }
    }
    // A renewal still waiting for the database is not doubled; the clock above still fences.
    if (this.renewing || this.held.size === 0) return;
    this.renewing = true;
    void this.renew().finally(() => (this.renewing = false));
  }

  private async renew(): Promise<void> {
    const ids = [...this.held.keys()];
    const startedAt = Date.now();
    try {
      const still = await this.options.renew(ids);
      for (const id of ids) {
        const entry = this.held.get(id);
        if (!entry) continue;
        if (still.has(id)) entry.leaseUntil = startedAt + this.options.leaseMs;
        else this.lose(id, entry);
      }
    } catch (error) {
      this.options.renewFailed(error);
    }
  }

  private lose(id: string, entry: Held): void {
    entry.abort.abort(LEASE_LOST);
    this.held.delete(id);
  }
}

/** Retries of a write that records finished work: first pause, longest pause. */
const RECORD_RETRY_MS = 200;
const RECORD_RETRY_MAX_MS = 5_000;

/**
 * Runs the write that records finished work (a download stored, a delivery answered). If the
 * database is away for a moment, giving up would cost the whole work again once the lease
 * expires, so the write is retried with a short backoff until the lease it had when the work
 * finished would end (the renewals go on meanwhile, so no other replica takes the work), or
 * until the work is stopped (shutdown, lease lost). Bounded so: a write that fails for good
 * does not hold its row for ever; its lease then runs out and the work is tried again.
 */
export async function whileLeaseHolds<T>(
  held: Held,
  write: () => Promise<T>,
  retrying: (error: unknown) => void,
): Promise<T> {
  const until = held.leaseUntil;
  for (let delay = RECORD_RETRY_MS; ; delay = Math.min(delay * 2, RECORD_RETRY_MAX_MS)) {
    try {
      return await write();
    } catch (error) {
      const end = Math.min(until, held.leaseUntil);
      if (Date.now() + delay >= end || held.abort.signal.aborted) throw error;
      retrying(error);
      await sleep(delay, undefined, { signal: held.abort.signal }).catch(() => undefined);
    }
  }
}
