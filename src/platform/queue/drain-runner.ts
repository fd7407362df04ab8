import { AsyncResource } from 'node:async_hooks';

/**
 * Runs one queue's claim loop, `drain`, never twice at once: a nudge while it runs makes it run
 * once more when it ends (the work that caused the nudge may have come after its last claim), so
 * any number of nudges cost at most one extra drain. The three queues (the webhook inbox, the
 * archive tasks, the team event deliveries) are woken this way by whatever adds work and by
 * their periodic poll.
 */
export class DrainRunner {
  private running: Promise<void> | null = null;
  private again = false;
  /**
   * Where drains run: the async context the runner was made in, not the one of whatever nudged
   * it. A drain a request set off belongs to no request: its log lines and vendor calls must not
   * carry that request's id or trace.
   */
  private readonly scope = new AsyncResource('DrainRunner');

  constructor(
    private readonly drain: () => Promise<void>,
    /** True once nothing new may start (the shutdown began). */
    private readonly stopped: () => boolean,
  ) {}

  /** Drains now, or once more after the drain in progress; resolves when that drain has ended. */
  nudge(): Promise<void> {
    if (this.stopped()) return this.running ?? Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.scope
      .runInAsyncScope(() => this.loop())
      .finally(() => (this.running = null));
    return this.running;
  }

  /** The drain in progress, if any (shutdown waits for it). */
  get current(): Promise<void> | null {
    return this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      await this.drain();
    } while (this.again && !this.stopped());
  }
}
