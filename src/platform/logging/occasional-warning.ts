/** What an occasional warning writes to (a Nest Logger). */
interface WarningSink {
  warn(message: string): void;
}

/**
 * A warning that anyone outside can cause at will (a probe with a wrong token): logged at most
 * once per `everyMs`, saying how many times it happened since the last line, so that a flood of
 * probes cannot flood the logs.
 */
export class OccasionalWarning {
  private lastAt = -Infinity;
  private unlogged = 0;

  constructor(
    private readonly logger: WarningSink,
    private readonly everyMs = 60_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  warn(message: string): void {
    this.unlogged++;
    const now = this.now();
    if (now - this.lastAt < this.everyMs) return;
    const times = this.unlogged;
    this.lastAt = now;
    this.unlogged = 0;
    this.logger.warn(times > 1 ? `${message} (${times} times since the last such line)` : message);
  }
}
