import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { PrismaService } from '../database/prisma.service.js';
import { MetricsService } from './metrics.service.js';

/**
 * This replica's PostgreSQL pool: connections in use and idle, requests waiting for one, and the
 * pool's size (DATABASE_POOL_SIZE). The embedded database has no pool and no series.
 */
@Injectable()
export class DatabaseMetrics {
  constructor(metrics: MetricsService, prisma: PrismaService) {
    const pool = prisma.connection.pool;
    if (!pool) return;
    const registers = [metrics.registry];
    new Gauge({
      name: 'database_pool_connections',
      help: "Connections of this replica's PostgreSQL pool, by state (in_use, idle)",
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'database_pool_waiting',
      help: 'Queries of this replica waiting for a connection of its pool (all are in use)',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
    new Gauge({
      name: 'database_pool_max',
      help: "Size of this replica's PostgreSQL pool",
      registers,
    }).set(pool.options.max ?? 10);
  }
}
