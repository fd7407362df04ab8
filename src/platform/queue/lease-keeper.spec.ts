import { setTimeout as sleep } from 'node:timers/promises';
import { LEASE_LOST, LeaseKeeper, whileLeaseHolds } from './lease-keeper.js';

/** Waits until `check` holds (timers may run late on a busy machine). */
async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met');
    await sleep(10);
  }
}

describe('LeaseKeeper', () => {
  const keeperOf = (
    renew: (ids: string[]) => Promise<Set<string>>,
    { fenceByClock = false, leaseMs = 300 } = {},
  ) => {
    const failures: unknown[] = [];
    const keeper = new LeaseKeeper({
      leaseMs,
      renew,
      renewFailed: (error) => failures.push(error),
      fenceByClock,
    });
    return { keeper, failures };
  };

  it('renews every held lease in one call a third of the period apart, until none is held', async () => {
    const calls: string[][] = [];
    const { keeper } = keeperOf(async (ids) => {
      calls.push(ids);
      return new Set(ids);
    });
    const a = keeper.hold('a', Date.now());
    keeper.hold('b', Date.now());
    const first = a.leaseUntil;
    await until(() => calls.length >= 2);
    expect(calls[0]!.sort()).toEqual(['a', 'b']);
    expect(a.leaseUntil).toBeGreaterThan(first);
    expect(keeper.holds('a')).toBe(true);
    keeper.drop('a');
    keeper.drop('b');
    const made = calls.length;
    await sleep(250);
    expect(calls.length).toBeLessThanOrEqual(made + 1);
  });

  it('aborts work whose row the renewal no longer finds held', async () => {
    const { keeper } = keeperOf(async () => new Set(['kept']));
    const kept = keeper.hold('kept', Date.now());
    const taken = keeper.hold('taken', Date.now());
    await until(() => taken.abort.signal.aborted);
    expect(taken.abort.signal.reason).toBe(LEASE_LOST);
    expect(kept.abort.signal.aborted).toBe(false);
    expect(keeper.holds('taken')).toBe(false);
    keeper.stop();
  });

  it('with fenceByClock, stops work before a lease it cannot renew runs out', async () => {
    for (const renew of [
      () => Promise.reject(new Error('database away')),
      () => new Promise<Set<string>>(() => undefined), // a database that never answers
    ]) {
      const { keeper } = keeperOf(renew, { fenceByClock: true, leaseMs: 900 });
      const held = keeper.hold('x', Date.now());
      let abortedAt = 0;
      held.abort.signal.addEventListener('abort', () => (abortedAt = Date.now()));
      await until(() => abortedAt > 0);
      expect(held.abort.signal.reason).toBe(LEASE_LOST);
      expect(abortedAt).toBeLessThan(held.leaseUntil);
      keeper.stop();
    }
  });
});

describe('whileLeaseHolds', () => {
  it('retries a failing write while the lease holds, and gives up before it ends', async () => {
    let calls = 0;
    const held = { leaseUntil: Date.now() + 10_000, abort: new AbortController() };
    const retried: unknown[] = [];
    const result = await whileLeaseHolds(
      held,
      async () => {
        if (++calls < 3) throw new Error('away');
        return 'done';
      },
      (error) => retried.push(error),
    );
    expect(result).toBe('done');
    expect(retried).toHaveLength(2);

    const short = { leaseUntil: Date.now() + 300, abort: new AbortController() };
    await expect(
      whileLeaseHolds(
        short,
        () => Promise.reject(new Error('still away')),
        () => undefined,
      ),
    ).rejects.toThrow('still away');
    expect(Date.now()).toBeLessThan(short.leaseUntil);
  });
});
