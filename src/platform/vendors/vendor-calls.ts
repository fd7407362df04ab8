import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram } from 'prom-client';
import { MetricsService } from '../metrics/metrics.service.js';
import { zeroedSeries } from '../metrics/zeroed-series.js';

const VENDORS = ['meeting_bot', 'stt'] as const;
export type Vendor = (typeof VENDORS)[number];

/**
 * How one of the bridge's own calls to a vendor ended: `ok` (2xx), `rejected` (another 4xx: the
 * request's fault), `rate_limited` (429), `unauthorized` (401/403 of the bridge's key),
 * `unavailable` (5xx), `timeout`, `unreachable` (no connection, or one that broke).
 */
const OUTCOMES = [
  'ok',
  'rejected',
  'rate_limited',
  'unauthorized',
  'unavailable',
  'timeout',
  'unreachable',
] as const;
export type VendorCallOutcome = (typeof OUTCOMES)[number];

/** Outcomes that say the vendor is there and takes the bridge's key. */
const UP: ReadonlySet<VendorCallOutcome> = new Set(['ok', 'rejected', 'rate_limited']);

/** How long a replica's last call says whether a vendor is up; older, a probe asks again. */
export const VENDOR_UP_FRESH_MS = 60_000;

/**
 * The bridge's own calls to the vendors (not the teams' calls the STT proxy relays), in
 * `/metrics`: `vendor_requests_total{vendor,outcome}`, `vendor_request_duration_seconds{vendor}`
 * (until the answer's headers) and `vendor_up{vendor}`, 1 or 0 by the last call of this replica.
 * When a replica has not called a vendor for VENDOR_UP_FRESH_MS, a scrape sets off the
 * `freshen` probe (whose calls are recorded like any other) and answers what it knew.
 */
@Injectable()
export class VendorCalls {
  private readonly requests: Counter<'vendor' | 'outcome'>;
  private readonly duration: Histogram<'vendor'>;
  private readonly last = new Map<Vendor, { up: boolean; at: number }>();
  private freshen: (() => Promise<unknown>) | null = null;

  constructor(metrics: MetricsService) {
    const registers = [metrics.registry];
    this.requests = new Counter({
      name: 'vendor_requests_total',
      help: "The bridge's own calls to a vendor (meeting_bot, stt), by outcome",
      labelNames: ['vendor', 'outcome'] as const,
      registers,
    });
    zeroedSeries(this.requests, { vendor: VENDORS, outcome: OUTCOMES });
    this.duration = new Histogram({
      name: 'vendor_request_duration_seconds',
      help: "The bridge's own calls to a vendor, until the answer's headers (or the failure)",
      labelNames: ['vendor'] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    const upNow = () => {
      const stale = (['meeting_bot', 'stt'] as const).some(
        (vendor) => (this.last.get(vendor)?.at ?? -Infinity) < Date.now() - VENDOR_UP_FRESH_MS,
      );
      // The probe answers at the next scrape; this one says what the replica knows now.
      if (stale) this.freshen?.().catch(() => undefined);
      return this.last;
    };
    new Gauge({
      name: 'vendor_up',
      help: "1 when this replica's last call to the vendor was answered and took the bridge's key, else 0",
      labelNames: ['vendor'] as const,
      registers,
      collect() {
        for (const [vendor, { up }] of upNow()) this.set({ vendor }, up ? 1 : 0);
      },
    });
  }

  /** What a scrape runs when a vendor has not been called lately (the vendor health probe). */
  freshenWith(probe: () => Promise<unknown>): void {
    this.freshen = probe;
  }

  /** One call, which started at `started` (performance.now()). */
  record(vendor: Vendor, outcome: VendorCallOutcome, started: number): void {
    this.requests.inc({ vendor, outcome });
    this.duration.observe({ vendor }, (performance.now() - started) / 1000);
    this.last.set(vendor, { up: UP.has(outcome), at: Date.now() });
  }
}

/** The outcome of an HTTP answer with `status`. */
export function statusOutcome(status: number): VendorCallOutcome {
  if (status < 400) return 'ok';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 429) return 'rate_limited';
  return status < 500 ? 'rejected' : 'unavailable';
}

/** The outcome of a call that ended without an answer (`error` thrown by fetch or node:http). */
export function errorOutcome(error: unknown): VendorCallOutcome {
  const name = (error as { name?: string } | null)?.name;
  return name === 'TimeoutError' ? 'timeout' : 'unreachable';
}
