import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { boundedCount } from '../database/bounded-count.js';
import { type PrismaService } from '../database/prisma.service.js';
import { Prisma } from '../../generated/prisma/client.js';
import { type CachedReading } from './cached-reading.js';
import { MetricsService } from './metrics.service.js';

/** What a queue holds now, read from its table. */
export interface QueueReading {
  /** Items waiting (exact up to EXACT_COUNT_LIMIT, the planner's estimate beyond). */
  items: number;
  /** When the oldest waiting item was made; null when none waits. */
  oldest: Date | null;
}

/**
 * The work queues' backlog, the same on every replica (it is read from the database):
 * `queue_items{queue}` and `queue_oldest_item_age_seconds{queue}`. Each feature registers its
 * queue with a reader that stays on an index (a few rows read, whatever the table holds); the
 * readings are cached (MetricsService.reading). `queue` is one of a fixed handful of names.
 */
@Injectable()
export class QueueMetrics {
  private readonly queues = new Map<string, CachedReading<QueueReading>>();

  constructor(private readonly metrics: MetricsService) {
    const readAll = async () =>
      Promise.all(
        [...this.queues].map(async ([queue, reading]) => ({ queue, now: await reading.get() })),
      );
    const registers = [metrics.registry];
    new Gauge({
      name: 'queue_items',
      help: 'Items waiting in a work queue, all replicas: inbox, archives, deliveries, deletions, retranscriptions',
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        for (const { queue, now } of await readAll()) if (now) this.set({ queue }, now.items);
      },
    });
    new Gauge({
      name: 'queue_oldest_item_age_seconds',
      help: 'Age of the oldest item waiting in a work queue (0 when none waits), all replicas',
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        const at = Date.now();
        for (const { queue, now } of await readAll()) {
          if (now)
            this.set({ queue }, now.oldest ? Math.max(0, (at - now.oldest.getTime()) / 1000) : 0);
        }
      },
    });
  }

  /** Reports queue `queue`, as `read` finds it; the cached reading, for a feature's own gauges. */
  register(queue: string, read: () => Promise<QueueReading>): CachedReading<QueueReading> {
    const reading = this.metrics.reading(read);
    this.queues.set(queue, reading);
    return reading;
  }
}

/**
 * A queue's reading: the rows of `FROM …` `waiting` names (counted as boundedCount counts), and
 * `oldest`, a statement answering one timestamp (null when none waits).
 */
export async function readQueue(
  prisma: PrismaService,
  waiting: Prisma.Sql,
  oldest: Prisma.Sql,
): Promise<QueueReading> {
  const [count, rows] = await Promise.all([
    boundedCount(prisma, waiting),
    prisma.$queryRaw<{ oldest: Date | null }[]>`SELECT (${oldest}) AS oldest`,
  ]);
  return { items: count.total, oldest: rows[0]?.oldest ?? null };
}

/**
 * The reading of a queue whose items are the rows of `table` in one of `states` (names of the
 * code's, written into the statement as literals, so that an enum column compares on its index),
 * aged by their `created_at`: the oldest is one probe of a `(state, created_at)` index per state.
 */
export function readStateQueue(
  prisma: PrismaService,
  table: string,
  states: string[],
): Promise<QueueReading> {
  if (![table, ...states].every((name) => /^[a-z_]+$/.test(name))) {
    throw new Error(`not a table and states: ${table} ${states.join(', ')}`);
  }
  const literals = states.map((state) => `'${state}'`);
  const oldest = literals.map(
    (state) => `(SELECT min(created_at) FROM ${table} WHERE state = ${state})`,
  );
  return readQueue(
    prisma,
    Prisma.raw(`${table} WHERE state IN (${literals.join(', ')})`),
    Prisma.raw(`SELECT LEAST(${oldest.join(', ')})`),
  );
}
