import { Injectable } from '@nestjs/common';

/** A step of the sweep's exclusive part; answers counts for the report's `retention`. */
export type SweepStep = () => Promise<Record<string, number>>;

/**
 * What features above archival add to the scheduled sweep (the retention of bots' data): run
 * after archival's own retention, by one replica at a time, on every sweep.
 */
@Injectable()
export class SweepSteps {
  private readonly steps: SweepStep[] = [];

  add(step: SweepStep): void {
    this.steps.push(step);
  }

  all(): readonly SweepStep[] {
    return this.steps;
  }
}
