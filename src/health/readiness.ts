import { Injectable, Logger } from '@nestjs/common';
import { Counter, Gauge } from 'prom-client';
import { PrismaService } from '../platform/database/prisma.service.js';
import { MetricsService } from '../platform/metrics/metrics.service.js';
import { AudioStorage } from '../platform/storage/audio-storage.js';

/** A dependency's probe waits this long at most. */
const PROBE_TIMEOUT_MS = 3_000;
/** A scrape later than this after the last readiness check runs one (nothing may be probing). */
const CHECK_FRESH_MS = 30_000;

export const DEPENDENCIES = ['database', 'storage'] as const;
export type Dependency = (typeof DEPENDENCIES)[number];

/** Each dependency's verdict: null when up, else why it is down (for the log, not callers). */
export type ReadinessVerdict = Record<Dependency, string | null>;

/**
 * Whether this replica is ready for traffic: the database answers and the audio storage takes
 * writes. Each check also sets `/metrics`: `ready` (1 or 0), `dependency_ready{dependency}` and
 * `ready_changes_total` (every flip, so that flapping shows even between scrapes); a scrape
 * more than CHECK_FRESH_MS after the last check runs one itself.
 */
@Injectable()
export class Readiness {
  private readonly logger = new Logger('Health');
  private readonly dependencyReady: Gauge<'dependency'>;
  private readonly changes: Counter;
  private last: { at: number; ready: boolean } | null = null;
  /** The check a scrape set off, shared by the gauges of that scrape. */
  private scrapeCheck: Promise<unknown> | null = null;

  constructor(
    private readonly prisma: PrismaService,
    private readonly storage: AudioStorage,
    metrics: MetricsService,
  ) {
    const registers = [metrics.registry];
    const fresh = () => this.fresh();
    const readyNow = () => this.last?.ready === true;
    new Gauge({
      name: 'ready',
      help: "1 when this replica's last readiness check passed (database and storage), else 0",
      registers,
      async collect() {
        await fresh();
        this.set(readyNow() ? 1 : 0);
      },
    });
    this.dependencyReady = new Gauge({
      name: 'dependency_ready',
      help: "1 when the dependency passed this replica's last readiness check (database, storage)",
      labelNames: ['dependency'] as const,
      registers,
      async collect() {
        await fresh();
      },
    });
    this.changes = new Counter({
      name: 'ready_changes_total',
      help: 'Times this replica went from ready to not ready or back',
      registers,
    });
  }

  async check(): Promise<ReadinessVerdict> {
    const [database, storage] = await Promise.all([
      this.probe('database', () => this.prisma.$queryRaw`SELECT 1`),
      this.probe('storage', () => this.storage.checkReady()),
    ]);
    const ready = database === null && storage === null;
    if (this.last && this.last.ready !== ready) this.changes.inc();
    this.last = { at: Date.now(), ready };
    return { database, storage };
  }

  /** Checks now unless a check ran within CHECK_FRESH_MS (nothing may be probing the replica). */
  private async fresh(): Promise<void> {
    if (this.last && Date.now() - this.last.at <= CHECK_FRESH_MS) return;
    await (this.scrapeCheck ??= this.check().finally(() => (this.scrapeCheck = null)));
  }

  private async probe(name: Dependency, check: () => Promise<unknown>): Promise<string | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)),
        PROBE_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([check(), timeout]);
      this.dependencyReady.set({ dependency: name }, 1);
      return null;
    } catch (error) {
      const message = (error as Error).message;
      this.logger.warn(`not ready: ${name}: ${message}`);
      this.dependencyReady.set({ dependency: name }, 0);
      return message;
    } finally {
      clearTimeout(timer);
    }
  }
}
