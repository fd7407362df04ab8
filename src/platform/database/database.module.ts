import { Global, Logger, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { openDatabase } from './database-connection.js';
import { runMigrations } from './migrations.js';
import { PrismaService } from './prisma.service.js';

export async function connectDatabase(config: AppConfig, migrateNow: boolean) {
  const logger = new Logger('Database');
  const connection = await openDatabase({
    url: config.database.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.database.DATABASE_POOL_SIZE,
  });
  logger.log(
    `using ${connection.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'} at ${connection.location}`,
  );
  if (migrateNow) {
    try {
      const result = await runMigrations(connection, (message) => logger.log(message));
      logger.log(
        `migrations: ${result.applied.length} applied, ${result.alreadyApplied} already there`,
      );
    } catch (error) {
      await connection.close();
      throw error;
    }
  }
  return connection;
}

@Global()
@Module({
  providers: [
    {
      provide: PrismaService,
      inject: [AppConfig],
      useFactory: async (config: AppConfig) =>
        new PrismaService(await connectDatabase(config, config.database.MIGRATE_ON_START)),
    },
  ],
  exports: [PrismaService],
})
export class DatabaseModule {}
