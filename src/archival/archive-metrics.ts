import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram } from 'prom-client';
import { MetricsService } from '../metrics/metrics.service.js';

/** Prometheus series of the archive worker, on the application's registry. */
@Injectable()
export class ArchiveMetrics {
  readonly finished: Counter<'outcome'>;
  readonly bytes: Counter;
  readonly inFlight: Gauge;
  readonly duration: Histogram<'outcome'>;

  constructor(metrics: MetricsService) {
    const registers = [metrics.registry];
    this.finished = new Counter({
      name: 'archive_attempts_total',
      help: 'Archive download attempts by outcome (archived, retry, failed, gone, unauthorized)',
      labelNames: ['outcome'],
      registers,
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
