/**
 * A value read from the database for `/metrics`, shared by the scrapes that come within its
 * maximum age (`MetricsService.readingMaxAgeMs`): every replica is scraped, by every Prometheus
 * of a pair, so a gauge that queried at each scrape would cost the database per scrape and per
 * replica. Concurrent scrapes share the read in flight; a failed read (the database briefly
 * away) keeps the last value and is tried again at the next scrape.
 */
export class CachedReading<T> {
  private value: T | undefined;
  private readAt = -Infinity;
  private inFlight: Promise<void> | null = null;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly maxAgeMs: () => number,
  ) {}

  /** The latest value, undefined until a first read succeeds. */
  async get(): Promise<T | undefined> {
    if (performance.now() - this.readAt >= this.maxAgeMs()) {
      this.inFlight ??= this.read()
        .then(
          (value) => {
            this.value = value;
            this.readAt = performance.now();
          },
          () => undefined,
        )
        .finally(() => (this.inFlight = null));
      await this.inFlight;
    }
    return this.value;
  }
}
