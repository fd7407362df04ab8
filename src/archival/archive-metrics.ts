import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram } from 'prom-client';
import { MetricsService } from '../platform/metrics/metrics.service.js';
import { QueueMetrics } from '../platform/metrics/queue-metrics.js';
import { ArchiveTasksRepository } from './archive-tasks.repository.js';
import { zeroedSeries } from '../platform/metrics/zeroed-series.js';

/**
 * Prometheus series of the archive worker, on the application's registry; the tasks by state
 * and the archive queue, the same on every replica, from the database.
 */
@Injectable()
export class ArchiveMetrics {
  readonly finished: Counter<'outcome'>;
  readonly bytes: Counter;
  readonly inFlight: Gauge;
  readonly duration: Histogram<'outcome'>;

  constructor(metrics: MetricsService, queues: QueueMetrics, repo: ArchiveTasksRepository) {
    const registers = [metrics.registry];
    queues.register('archives', () => repo.backlog());
    const totals = metrics.reading(() => repo.totalsByState());
    new Gauge({
      name: 'archive_tasks',
      help: 'Archive tasks by state (pending, in_progress, archived, gone, unauthorized, failed, expired, deleted)',
      labelNames: ['state'],
      registers,
      async collect() {
        const now = await totals.get();
        for (const [state, tasks] of Object.entries(now?.counts ?? {})) this.set({ state }, tasks);
      },
    });
    this.finished = new Counter({
      name: 'archive_attempts_total',
      help: 'Archive download attempts by outcome (archived, retry, failed, gone, unauthorized)',
      labelNames: ['outcome'],
      registers,
    });
    zeroedSeries(this.finished, {
      outcome: ['archived', 'retry', 'failed', 'gone', 'unauthorized', 'storage'],
    });
    this.bytes = new Counter({
      name: 'archive_bytes_total',
      help: 'Audio bytes written to storage by archive downloads (including failed attempts)',
      registers,
    });
    this.inFlight = new Gauge({
      name: 'archive_downloads_in_flight',
      help: 'Archive downloads running in this process',
      registers,
    });
    this.duration = new Histogram({
      name: 'archive_download_duration_seconds',
      help: 'Duration of archive download attempts by outcome',
      labelNames: ['outcome'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 1800],
      registers,
    });
  }
}
