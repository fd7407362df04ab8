import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PrismaClient } from '../generated/prisma/client.js';
import { type DatabaseConnection } from './database-connection.js';

@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(readonly connection: DatabaseConnection) {
    super({ adapter: connection.adapter });
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
    await this.connection.close();
  }
}
