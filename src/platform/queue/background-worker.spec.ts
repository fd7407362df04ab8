import { SchedulerRegistry } from '@nestjs/schedule';
import { Shutdown } from '../common/shutdown.js';
import { AppConfig } from '../config/app-config.js';
import { validateEnv } from '../config/env.js';
import { BackgroundWorker, type Tick, WorkerKit } from './background-worker.js';

/** A promise and its resolver. */
function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Lets settled promises run their callbacks. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

class Probe extends BackgroundWorker {
  readonly seen: string[] = [];
  passGate = gate();
  taskGate = gate();
  taskRuns = 0;

  constructor(kit: WorkerKit) {
    super(kit, 'Probe');
  }

  protected ticks(): Tick[] {
    return [
      { name: 'probe-poll', role: 'every', everyMs: 10, run: 'pass' },
      { name: 'probe-task', role: 'sweeps', everyMs: 10, run: () => this.task() },
      { name: 'probe-off', role: 'sweeps', everyMs: 0, run: () => this.task() },
      // A role this process does not have (see kitOf).
      { name: 'probe-events', role: 'events', everyMs: 10, run: () => this.task() },
    ];
  }

  protected override async pass(): Promise<void> {
    this.seen.push('pass');
    await this.passGate.opened;
    this.seen.push('pass ended');
  }

  protected override started(): void {
    this.seen.push('started');
  }

  protected override async windDown(): Promise<void> {
    this.seen.push('wound down');
    return Promise.resolve();
  }

  private async task(): Promise<void> {
    this.taskRuns++;
    await this.taskGate.opened;
    this.seen.push('task ended');
  }

  /** Runs one tick's timer callback as the scheduler would. */
  fire(registry: SchedulerRegistry, name: string): void {
    const timer = registry.getInterval(name) as unknown as { _onTimeout(): void };
    timer._onTimeout();
  }
}

/** A process with the api and sweeps roles. */
const kitOf = (registry: SchedulerRegistry | null) =>
  new WorkerKit(
    new AppConfig(validateEnv({ BRIDGE_ROLES: 'api,sweeps' })),
    new Shutdown(),
    registry,
  );

describe('BackgroundWorker', () => {
  it("registers its roles' ticks at bootstrap, runs a task once at a time, and folds nudges into passes", async () => {
    const registry = new SchedulerRegistry();
    const probe = new Probe(kitOf(registry));
    probe.onApplicationBootstrap();
    expect(registry.getIntervals().sort()).toEqual(['probe-poll', 'probe-task']);
    expect(probe.seen).toEqual(['started']);

    probe.fire(registry, 'probe-task');
    probe.fire(registry, 'probe-task');
    expect(probe.taskRuns).toBe(1);

    probe.fire(registry, 'probe-poll');
    void probe.nudge();
    expect(probe.seen.filter((s) => s === 'pass')).toHaveLength(1);
    probe.passGate.open();
    await settle();
    // The nudge during the pass ran one more.
    expect(probe.seen.filter((s) => s === 'pass ended')).toHaveLength(2);

    probe.taskGate.open();
    await settle();
    probe.fire(registry, 'probe-task');
    expect(probe.taskRuns).toBe(2);
    await probe.onModuleDestroy();
  });

  it('at shutdown stops its ticks, waits for the pass and tasks in progress, then winds down', async () => {
    const registry = new SchedulerRegistry();
    const kit = kitOf(registry);
    const probe = new Probe(kit);
    probe.onApplicationBootstrap();
    void probe.nudge();
    probe.fire(registry, 'probe-task');
    let destroyed = false;
    const destroying = probe.onModuleDestroy().then(() => (destroyed = true));
    expect(kit.shutdown.signal.aborted).toBe(true);
    expect(registry.getIntervals()).toEqual([]);
    await settle();
    expect(destroyed).toBe(false);
    probe.passGate.open();
    await settle();
    expect(destroyed).toBe(false);
    probe.taskGate.open();
    await destroying;
    expect(probe.seen).toEqual(['started', 'pass', 'pass ended', 'task ended', 'wound down']);
    // Nothing starts once the shutdown began.
    await probe.nudge();
    expect(probe.seen.filter((s) => s === 'pass')).toHaveLength(1);
  });

  it('schedules nothing in the foreground, where a nudge still runs a pass', async () => {
    const probe = new Probe(kitOf(null));
    probe.onApplicationBootstrap();
    expect(probe.seen).toEqual([]);
    probe.passGate.open();
    await probe.nudge();
    expect(probe.seen).toEqual(['pass', 'pass ended']);
    await probe.onModuleDestroy();
  });
});
