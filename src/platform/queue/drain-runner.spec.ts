import { DrainRunner } from './drain-runner.js';

/** A drain that waits until released, counting its runs. */
function gatedDrain() {
  const state = { runs: 0, open: [] as (() => void)[] };
  const drain = () =>
    new Promise<void>((resolve) => {
      state.runs++;
      state.open.push(resolve);
    });
  const release = async () => {
    state.open.shift()?.();
    // Lets the runner's loop see the end and start the next drain, if any.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { state, drain, release };
}

describe('DrainRunner', () => {
  it('folds nudges made during a drain into one more drain', async () => {
    const { state, drain, release } = gatedDrain();
    const runner = new DrainRunner(drain, () => false);
    const first = runner.nudge();
    runner.nudge();
    runner.nudge();
    expect(state.runs).toBe(1);
    await release();
    expect(state.runs).toBe(2);
    await release();
    await first;
    expect(state.runs).toBe(2);
    expect(runner.current).toBeNull();
  });

  it('starts nothing once stopped, and ends after the drain in progress', async () => {
    let stopped = false;
    const { state, drain, release } = gatedDrain();
    const runner = new DrainRunner(drain, () => stopped);
    const running = runner.nudge();
    runner.nudge();
    stopped = true;
    await release();
    await running;
    expect(state.runs).toBe(1);
    await runner.nudge();
    expect(state.runs).toBe(1);
  });

  it('passes a failed drain to the nudge that started it, and runs again on the next', async () => {
    let fail = true;
    const runner = new DrainRunner(
      async () => {
        if (fail) throw new Error('database away');
      },
      () => false,
    );
    await expect(runner.nudge()).rejects.toThrow('database away');
    fail = false;
    await expect(runner.nudge()).resolves.toBeUndefined();
  });
});
