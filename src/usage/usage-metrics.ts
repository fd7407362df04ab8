import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { MetricsService } from '../platform/metrics/metrics.service.js';
import { UsageRepository } from './usage.repository.js';

type Holdings = Awaited<ReturnType<UsageRepository['holdings']>>;

/**
 * Per-team gauges, read from the database when Prometheus scrapes (so every replica answers
 * the same, whichever the scrape reaches): `team_active_bots` and `team_live_sessions`.
 */
@Injectable()
export class UsageMetrics {
  constructor(repo: UsageRepository, metrics: MetricsService) {
    let latest: Promise<Holdings> | null = null;
    // One query per scrape for both gauges.
    const holdings = () =>
      (latest ??= repo.holdings().finally(() => setImmediate(() => (latest = null))));
    const gauge = (name: string, help: string, value: (row: Holdings[number]) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['team'] as const,
        registers: [metrics.registry],
        async collect() {
          this.reset();
          for (const row of await holdings()) this.set({ team: row.team }, value(row));
        },
      });
    gauge('team_active_bots', "A team's bots not yet terminal", (row) => row.bots);
    gauge(
      'team_live_sessions',
      "A team's live transcription sessions not yet ended",
      (row) => row.live,
    );
  }
}
