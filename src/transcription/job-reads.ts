import { Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppConfig } from '../platform/config/app-config.js';

/** Reads of one job made within this long of each other are one vendor call. */
export const SHARED_READ_MS = 2_000;
/** Vendor reads of one team's lists in flight at once on a replica. */
const TEAM_CONCURRENCY = 16;
/** Remembered reads beyond which the expired ones are dropped (a bound on the memory they hold). */
const PRUNE_AT = 5_000;

interface Remembered<T> {
  at: number;
  read: Promise<T>;
}

/** A team's reads: how many run, who waits for a place, and its tokens per second. */
class TeamBudget {
  running = 0;
  readonly waiting: (() => void)[] = [];
  tokens: number;
  refilledAt = Date.now();

  constructor(readonly perSecond: number) {
    this.tokens = perSecond;
  }

  /** Milliseconds until a token is free (0: one was taken now). */
  take(): number {
    const now = Date.now();
    this.tokens = Math.min(
      this.perSecond,
      this.tokens + ((now - this.refilledAt) * this.perSecond) / 1000,
    );
    this.refilledAt = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 0;
    }
    return Math.ceil(((1 - this.tokens) * 1000) / this.perSecond);
  }
}

/**
 * The vendor reads that job lists make (one `GET` per listed job), shared by every list request
 * on the replica: reads of one job in flight at once, or started within SHARED_READ_MS of each
 * other, are one vendor call, so ten parallel lists over the same jobs cost what one does. And a
 * team's reads have a budget, STT_LIST_READS_PER_SECOND with at most TEAM_CONCURRENCY in flight,
 * so that one team's burst waits for itself instead of pushing the STT account, which every team
 * shares, into the vendor's rate limit.
 */
@Injectable()
export class SharedJobReads {
  private readonly remembered = new Map<string, Remembered<unknown>>();
  private readonly budgets = new Map<string, TeamBudget>();

  constructor(private readonly config: AppConfig) {}

  /** `read` of the job `key` for `team` (null: an admin's, of every team), or a share of one. */
  read<T>(team: string | null, key: string, read: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const known = this.remembered.get(key);
    if (known && now - known.at < SHARED_READ_MS) return known.read as Promise<T>;
    if (this.remembered.size >= PRUNE_AT) this.prune(now);
    const started = this.withinBudget(team ?? '*', read);
    this.remembered.set(key, { at: now, read: started });
    // A failed read is not shared beyond those that waited for it.
    started.catch(() => this.remembered.delete(key));
    return started;
  }

  private async withinBudget<T>(team: string, read: () => Promise<T>): Promise<T> {
    let budget = this.budgets.get(team);
    if (!budget) {
      budget = new TeamBudget(this.config.vendors.STT_LIST_READS_PER_SECOND);
      this.budgets.set(team, budget);
    }
    if (budget.running >= TEAM_CONCURRENCY) {
      await new Promise<void>((resolve) => budget.waiting.push(resolve));
    }
    budget.running++;
    try {
      for (let wait = budget.take(); wait > 0; wait = budget.take()) await sleep(wait);
      return await read();
    } finally {
      budget.running--;
      budget.waiting.shift()?.();
    }
  }

  private prune(now: number): void {
    for (const [key, { at }] of this.remembered) {
      if (now - at >= SHARED_READ_MS) this.remembered.delete(key);
    }
  }
}
