import { Injectable } from '@nestjs/common';

const SECOND_MS = 1000;

/**
 * How many events this replica's receivers took over about the last second, so that processing
 * can step aside while they are busy. Two one-second buckets: the previous one counts for the
 * part of it still inside the window.
 */
@Injectable()
export class IntakePace {
  private second = 0;
  private current = 0;
  private previous = 0;

  record(now = Date.now()): void {
    this.roll(now);
    this.current++;
  }

  perSecond(now = Date.now()): number {
    this.roll(now);
    const elapsed = (now % SECOND_MS) / SECOND_MS;
    return this.current + this.previous * (1 - elapsed);
  }

  private roll(now: number): void {
    const second = Math.floor(now / SECOND_MS);
    if (second === this.second) return;
    this.previous = second === this.second + 1 ? this.current : 0;
    this.current = 0;
    this.second = second;
  }
}
