import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { MetricsService } from '../platform/metrics/metrics.service.js';
import { zeroedSeries } from '../platform/metrics/zeroed-series.js';

/** How a bot ended: its meeting `complete`, `failed` at the vendor, or `create_failed`. */
export type BotEnd = 'complete' | 'failed' | 'create_failed';

/**
 * `bots_ended_total{outcome}`: bots that reached an end on this replica (each end is counted
 * once, by the replica whose transaction made it). A create whose outcome was lost is not an
 * end: it ends later, adopted and then complete or failed, or `create_failed` once settled.
 */
@Injectable()
export class BotMetrics {
  private readonly ends: Counter<'outcome'>;

  constructor(metrics: MetricsService) {
    this.ends = new Counter({
      name: 'bots_ended_total',
      help: 'Bots ended, by outcome: complete, failed (at the vendor), create_failed',
      labelNames: ['outcome'] as const,
      registers: [metrics.registry],
    });
    zeroedSeries(this.ends, { outcome: ['complete', 'failed', 'create_failed'] });
  }

  ended(outcome: BotEnd): void {
    this.ends.inc({ outcome });
  }
}
