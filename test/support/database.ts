import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { PrismaService } from '../../src/platform/database/prisma.service.js';
import { eventually } from './eventually.js';

export type TestDatabaseKind = 'postgres' | 'pglite';

export const databaseKind = (process.env.TEST_DATABASE ?? 'pglite') as TestDatabaseKind;

/** Server used to create throw-away databases; trust auth on loopback in CI. */
export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  /** Environment that points the bridge at this database (DATABASE_URL or DATA_DIR). */
  env: Record<string, string>;
  /** DATA_DIR for files (audio), also set for PostgreSQL. */
  dataDir: string;
  url?: string;
  drop(): Promise<void>;
}

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A brand-new database of the kind this jest project runs against: migrated (a copy of the run's
 * template, see database-templates.js), or `empty` for the tests of the migrations and of what
 * runs them.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind = databaseKind,
  { empty = false }: { empty?: boolean } = {},
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bridge-test-'));
  if (kind === 'pglite') {
    // A copy of one of the run's clusters, where the bridge opens its database.
    const template = empty
      ? process.env.TEST_PGLITE_TEMPLATE
      : process.env.TEST_PGLITE_MIGRATED_TEMPLATE;
    if (template) cpSync(template, join(dataDir, 'pglite'), { recursive: true });
    return {
      env: { DATA_DIR: dataDir },
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `bridge_test_${randomBytes(6).toString('hex')}`;
  const template = empty ? undefined : process.env.TEST_POSTGRES_TEMPLATE;
  await admin((client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    dataDir,
    url: url.toString(),
    drop: async () => {
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Resolves once a session of the bridge's database waits for a row lock (PostgreSQL): a
 * statement started meanwhile has reached the lock a test's open transaction holds.
 */
export async function untilWaitingForALock(prisma: PrismaService): Promise<void> {
  await eventually(async () => {
    const [row] = await prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    return row!.n >= 1 || null;
  }, 10_000);
}
