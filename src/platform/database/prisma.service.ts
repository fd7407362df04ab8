import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type QueryResultRow } from 'pg';
import { type Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { type DatabaseConnection } from './database-connection.js';

@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(readonly connection: DatabaseConnection) {
    super({ adapter: connection.adapter });
  }

  /**
   * A transaction that may wait on locks concurrent requests hold (a team's counts row, an
   * archive's row, an advisory lock), or for the embedded database's one connection: it waits
   * up to 30 s to start and to finish instead of Prisma's 2 s and 5 s.
   */
  lockingTransaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.$transaction(work, { timeout: 30_000, maxWait: 30_000 });
  }

  /**
   * Reads from one snapshot (REPEATABLE READ), with the same waits: Prisma reads a record's
   * relations with statements of their own, which otherwise each see the database as it is then.
   */
  snapshot<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.$transaction(work, {
      timeout: 30_000,
      maxWait: 30_000,
      isolationLevel: 'RepeatableRead',
    });
  }

  /**
   * One statement with `$1`… parameters, on the PostgreSQL pool directly when there is one, else
   * through Prisma. For the event worker's claims and records, Prisma's client cost about 80 µs
   * of CPU per message, more than PostgreSQL's own work on some of them.
   * Rows come back alike either way: uuid and text as strings, jsonb parsed, timestamptz as Date.
   */
  async direct<T>(sql: string, params: unknown[]): Promise<T[]> {
    const pool = this.connection.pool;
    if (!pool) return this.$queryRawUnsafe<T[]>(sql, ...params);
    return (await pool.query<T & QueryResultRow>(sql, params)).rows;
  }

  /** A composed statement (`Prisma.sql`) run as `direct` runs one. */
  directSql<T>(statement: Prisma.Sql): Promise<T[]> {
    return this.direct<T>(statement.text, statement.values);
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
    await this.connection.close();
  }
}
