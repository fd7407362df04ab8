import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { MetricsService } from '../platform/metrics/metrics.service.js';
import { PrismaService } from '../platform/database/prisma.service.js';

/** The connections' statuses and the schedules' states the bridge knows (bounded labels). */
const STATUSES = ['connecting', 'active', 'error', 'revoked', 'permission_denied'];
const STATES = ['pending', 'scheduled', 'launched', 'failed'];

/**
 * Calendar connections by status (one in error is reported here; readiness does not depend on
 * a team's calendar) and standing schedules by state, read from the database at each scrape
 * (one grouped count each); a scrape while the database is away keeps the last values.
 */
@Injectable()
export class CalendarMetrics {
  constructor(metrics: MetricsService, prisma: PrismaService) {
    const registers = [metrics.registry];
    new Gauge({
      name: 'calendar_connections',
      help: 'Calendar connections (shared by the teams that connect one calendar) by status',
      labelNames: ['status'],
      registers,
      async collect() {
        const rows = await prisma.calendarConnection
          .groupBy({ by: ['status'], where: { retiredAt: null }, _count: true })
          .catch(() => null);
        if (!rows) return;
        for (const status of STATUSES) {
          this.set({ status }, rows.find((r) => r.status === status)?._count ?? 0);
        }
      },
    });
    new Gauge({
      name: 'calendar_schedules',
      help: 'Calendar schedules (one vendor bot per meeting) of meetings still ahead, by state',
      labelNames: ['state'],
      registers,
      async collect() {
        const rows = await prisma.calendarSchedule
          .groupBy({
            by: ['state'],
            where: { state: { in: STATES }, startTime: { gt: new Date() } },
            _count: true,
          })
          .catch(() => null);
        if (!rows) return;
        for (const state of STATES) {
          this.set({ state }, rows.find((r) => r.state === state)?._count ?? 0);
        }
      },
    });
  }
}
