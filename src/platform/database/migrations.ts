import { join } from 'node:path';
import { packageRoot } from '../common/package-root.js';
import { type DatabaseConnection } from './database-connection.js';
import { migrate, type MigrationResult, readMigrations } from './migrator.js';

export const MIGRATIONS_DIR = join(packageRoot(import.meta.dirname), 'prisma', 'migrations');

export async function runMigrations(
  connection: DatabaseConnection,
  log: (message: string) => void,
): Promise<MigrationResult> {
  const session = await connection.session();
  try {
    return await migrate(session, readMigrations(MIGRATIONS_DIR), log);
  } finally {
    await session.release();
  }
}
