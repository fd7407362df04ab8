import { setMaxListeners } from 'node:events';
import { Injectable } from '@nestjs/common';

/**
 * The moment this process begins to shut down, as one AbortSignal for every background loop
 * (bot reconciler, archive sweep, webhook dispatcher, archive worker).
 *
 * Nest runs the modules' destroy hooks one module at a time, in an order of its own. A loop
 * that waited there for its in-flight vendor calls (up to VENDOR_TIMEOUT_MS each) held up every
 * hook after it, the archive worker's among them, until SHUTDOWN_GRACE_MS ran out and the
 * process exited without releasing its downloads. So each loop's hook calls `begin()` first:
 * whichever runs first stops them all at once. Each loop stops taking new work when `signal`
 * aborts and passes it to its vendor calls, which then end at once; the archive worker counts
 * its downloads' grace period from `startedAt`.
 */
@Injectable()
export class Shutdown {
  private readonly controller = new AbortController();
  private started: number | undefined;

  constructor() {
    // Every request in flight listens (event deliveries, one each): no leak past ten.
    setMaxListeners(0, this.controller.signal);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** When the shutdown began (epoch ms); undefined while the process runs. */
  get startedAt(): number | undefined {
    return this.started;
  }

  begin(): void {
    if (this.started !== undefined) return;
    this.started = Date.now();
    this.controller.abort(new Error('shutting down'));
  }
}
