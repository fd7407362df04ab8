import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type Prisma, PrismaClient } from '../generated/prisma/client.js';
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

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
    await this.connection.close();
  }
}
