import { Injectable } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';

/** The advisory lock keys of the work one replica at a time does (arbitrary constants). */
export const SESSION_LOCKS = {
  /** The archive sweep's vendor calls and audio deletions. */
  archiveSweep: 0x61726368, // "arch"
  /** The calendar planner: schedules made, moved and cancelled at the vendor. */
  calendarPlanner: 0x63616c65, // "cale"
} as const;

/**
 * Lets one replica at a time run a piece of work. A session-level advisory lock on a dedicated
 * connection: no transaction stays open across vendor calls, and the lock goes with the
 * connection if the process dies.
 */
@Injectable()
export class SessionLock {
  constructor(private readonly prisma: PrismaService) {}

  /** Runs `work` if no other replica holds `key`; returns undefined when it did not run. */
  async tryWith<T>(key: number, work: () => Promise<T>): Promise<T | undefined> {
    const session = await this.prisma.connection.session();
    try {
      const [row] = await session.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS locked',
        [key],
      );
      if (!row?.locked) return undefined;
      try {
        return await work();
      } finally {
        await session.query('SELECT pg_advisory_unlock($1)', [key]);
      }
    } finally {
      await session.release();
    }
  }
}
