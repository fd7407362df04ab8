import {
  type DynamicModule,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { ScheduleModule, SchedulerRegistry } from '@nestjs/schedule';
import { Shutdown } from '../common/shutdown.js';
import { AppConfig } from '../config/app-config.js';
import type { Role } from '../config/env.js';
import { describeError } from './retry.js';
import { DrainRunner } from './drain-runner.js';

/**
 * What every background worker is given: the configuration, the shutdown, and whether this
 * process runs schedules (the server) or only work asked of it in the foreground (the CLI).
 */
export class WorkerKit {
  constructor(
    readonly config: AppConfig,
    readonly shutdown: Shutdown,
    /** Where the ticks are registered; null when nothing runs on a schedule (the CLI). */
    readonly registry: SchedulerRegistry | null,
    /**
     * Whether the work of a role runs in this process: by default, the roles BRIDGE_ROLES gives
     * the server, and every one in the foreground (a command runs what it is asked to).
     */
    private readonly hasRole: (role: Exclude<Role, 'api'>) => boolean = (role) =>
      registry === null || config.hasRole(role),
  ) {}

  /** Whether the work of `role` runs in this process (`every`: in every process). */
  runs(role: WorkerRole): boolean {
    return role === 'every' || this.hasRole(role);
  }
}

/** Whose work a worker's tick is: a role's (BRIDGE_ROLES), or every process's. */
export type WorkerRole = Exclude<Role, 'api'> | 'every';

/**
 * The workers' kit, global: `server` runs the workers' schedules (the scheduler's registry
 * shows them); `foreground` runs none, only the work a command asks for.
 */
@Module({})
export class WorkersModule {
  static forRoot(mode: 'server' | 'foreground'): DynamicModule {
    const scheduled = mode === 'server';
    return {
      module: WorkersModule,
      global: true,
      imports: scheduled ? [ScheduleModule.forRoot()] : [],
      providers: [
        {
          provide: WorkerKit,
          inject: scheduled ? [AppConfig, Shutdown, SchedulerRegistry] : [AppConfig, Shutdown],
          useFactory: (config: AppConfig, shutdown: Shutdown, registry?: SchedulerRegistry) =>
            new WorkerKit(config, shutdown, registry ?? null),
        },
      ],
      exports: [WorkerKit],
    };
  }
}

/** A worker's periodic task. */
export interface Tick {
  /** Its name in the scheduler's registry (unique in the process). */
  name: string;
  /** The role whose process runs it. */
  role: WorkerRole;
  /** Its period; 0: it does not run in this process. */
  everyMs: number;
  /**
   * `pass`: a nudge (folded into the pass in progress, see DrainRunner). Otherwise a task of its
   * own, never run twice at once (a tick while it runs is skipped), whose failure is logged.
   */
  run: 'pass' | (() => Promise<unknown>);
}

/**
 * The one shape of the bridge's background work: the lease queues (vendor webhooks, archive
 * downloads, team event deliveries, data deletions) and the periodic tasks (archive sweep,
 * bot and calendar reconcilers, calendar planner). A worker says only what is its own:
 *
 * - `ticks()`: what runs on a schedule, how often, and for which role (a tick of a role the
 *   process does not have, see BRIDGE_ROLES, does not run);
 * - `pass()`: one claim → hold → work → record pass, run by `nudge()` and never twice at once;
 * - `started()`: what starts with the schedule; `windDown()`: what its held work does at
 *   shutdown.
 *
 * The base runs the rest the same way for all: schedules start once the application has
 * bootstrapped (never in the CLI's foreground runs); at shutdown it begins the shutdown for
 * every worker at once (see Shutdown), stops the ticks, waits for the pass and the tasks in
 * progress (their vendor calls end at once on the shutdown's signal), then winds down.
 */
export abstract class BackgroundWorker implements OnApplicationBootstrap, OnModuleDestroy {
  protected readonly logger: Logger;
  private readonly runner: DrainRunner;
  private readonly scheduled: string[] = [];
  private readonly tasks = new Map<string, Promise<unknown>>();

  protected constructor(
    protected readonly kit: WorkerKit,
    private readonly label: string,
  ) {
    this.logger = new Logger(label);
    this.runner = new DrainRunner(
      () => this.pass(),
      () => this.stopped || !this.passes(),
    );
  }

  protected get config(): AppConfig {
    return this.kit.config;
  }

  protected get shutdown(): Shutdown {
    return this.kit.shutdown;
  }

  /** True once the shutdown began: nothing new starts. */
  protected get stopped(): boolean {
    return this.kit.shutdown.signal.aborted;
  }

  /** What runs on a schedule in this process. */
  protected abstract ticks(): Tick[];

  /** One pass of the worker's own work (claim → hold → work → record). */
  protected pass(): Promise<void> {
    return Promise.resolve();
  }

  /** Whether a nudge runs a pass in this process (false: nudges do nothing). */
  protected passes(): boolean {
    return true;
  }

  /** Runs once the schedule has started, in the server only (work to begin at once). */
  protected started(): void {}

  /** At shutdown, after the ticks stopped and the pass and tasks in progress ended. */
  protected async windDown(): Promise<void> {}

  /** A pass failed (the pass logs what is its own; this is what escaped it). */
  protected passFailed(error: unknown): void {
    this.logger.warn(`${this.label}: pass failed: ${describeError(error)}`);
  }

  /** Runs a pass now, or once more after the pass in progress; resolves when that pass ended. */
  nudge(): Promise<void> {
    return this.runner.nudge();
  }

  onApplicationBootstrap(): void {
    const registry = this.kit.registry;
    if (!registry) return;
    for (const tick of this.ticks()) {
      if (tick.everyMs <= 0 || !this.kit.runs(tick.role)) continue;
      const { run } = tick;
      const timer = setInterval(
        run === 'pass'
          ? () => void this.nudge().catch((error: unknown) => this.passFailed(error))
          : () => this.runTask(tick.name, run),
        tick.everyMs,
      );
      timer.unref();
      registry.addInterval(tick.name, timer);
      this.scheduled.push(tick.name);
    }
    this.started();
  }

  async onModuleDestroy(): Promise<void> {
    this.shutdown.begin();
    for (const name of this.scheduled.splice(0)) this.kit.registry?.deleteInterval(name);
    await this.runner.current?.catch(() => undefined);
    await Promise.allSettled(this.tasks.values());
    await this.windDown();
  }

  /** Runs a task of its own unless it runs already; shutdown waits for it, a failure is logged. */
  protected runTask(name: string, run: () => Promise<unknown>): void {
    if (this.tasks.has(name)) return;
    const task = run()
      .catch((error: unknown) => {
        if (!this.stopped) this.logger.warn(`${name} failed: ${describeError(error)}`);
      })
      .finally(() => this.tasks.delete(name));
    this.tasks.set(name, task);
  }
}
