import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';

/** Arbitrary constant naming "the archive sweep" among PostgreSQL advisory locks. */
const SWEEP_LOCK_KEY = 0x61726368; // "arch"

/**
 * Lets one replica at a time run the parts of the sweep that call the vendor or delete audio.
 * A session-level advisory lock on a dedicated connection: no transaction stays open across
 * vendor calls, and the lock goes with the connection if the process dies.
 */
@Injectable()
export class SweepLock {
  constructor(private readonly prisma: PrismaService) {}

  /** Runs `work` if no other replica holds the lock; returns undefined when it did not run. */
  async tryWith<T>(work: () => Promise<T>): Promise<T | undefined> {
    const session = await this.prisma.connection.session();
    try {
      const [row] = await session.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS locked',
        [SWEEP_LOCK_KEY],
      );
      if (!row?.locked) return undefined;
      try {
        return await work();
      } finally {
        await session.query('SELECT pg_advisory_unlock($1)', [SWEEP_LOCK_KEY]);
      }
    } finally {
      await session.release();
    }
  }
}
