import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { buildInfo } from './build-info.js';
import { CachedReading } from './cached-reading.js';

/** How long a gauge read from the database serves scrapes, by default (see CachedReading). */
export const READING_MAX_AGE_MS = 10_000;

/** One registry per application instance, so several instances can share a process (tests). */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  /** How long a value read from the database serves scrapes (tests set 0: a read per scrape). */
  readingMaxAgeMs = READING_MAX_AGE_MS;

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests served by the bridge, by route template and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'build_info',
      help: 'Always 1: the release this replica runs (package version, commit of the build)',
      labelNames: ['version', 'commit'] as const,
      registers: [this.registry],
    }).set(buildInfo(), 1);
  }

  /** A value from the database for a gauge, read at most every readingMaxAgeMs. */
  reading<T>(read: () => Promise<T>): CachedReading<T> {
    return new CachedReading(read, () => this.readingMaxAgeMs);
  }
}
