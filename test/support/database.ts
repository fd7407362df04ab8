import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
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

/** A copy of one of the run's PGlite clusters in `dataDir`, where the bridge opens its database. */
function copyCluster(template: string | undefined, dataDir: string): void {
  if (template) cpSync(template, join(dataDir, 'pglite'), { recursive: true });
}

/** Database `name` made on the test server (a copy of `template`, if any); its URL. */
async function createPostgres(name: string, template: string | undefined): Promise<string> {
  await admin((client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  return urlOf(name);
}

const urlOf = (name: string): string => {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The bridge's environment for a PostgreSQL database at `url` and files in `dataDir`. */
const onPostgres = (url: string, dataDir: string, drop: () => Promise<void>): TestDatabase => ({
  env: { DATABASE_URL: url, DATA_DIR: dataDir },
  dataDir,
  url,
  drop,
});

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
    const template = empty
      ? process.env.TEST_PGLITE_TEMPLATE
      : process.env.TEST_PGLITE_MIGRATED_TEMPLATE;
    copyCluster(template, dataDir);
    return {
      env: { DATA_DIR: dataDir },
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `bridge_test_${randomBytes(6).toString('hex')}`;
  const url = await createPostgres(name, empty ? undefined : process.env.TEST_POSTGRES_TEMPLATE);
  return onPostgres(url, dataDir, async () => {
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    rmSync(dataDir, { recursive: true, force: true });
  });
}

/**
 * How this run names what its workers share (global-setup.js sets it; global-teardown.js removes
 * what starts with it).
 */
const sharedPrefix = () => process.env.TEST_SHARED_PREFIX ?? 'bridge_shared_local_';

/**
 * The migrated database this jest worker's files share (the medium tier): made from the run's
 * template by the first file of the worker that asks, left to the run's teardown to remove
 * (global-teardown.js), so `drop()` does nothing. The files of a worker run one after the other;
 * each keeps to rows of its own (its own teams, its own ids).
 */
export async function sharedTestDatabase(
  kind: TestDatabaseKind = databaseKind,
): Promise<TestDatabase> {
  const worker = process.env.JEST_WORKER_ID ?? '0';
  const dataDir = join(tmpdir(), `${sharedPrefix()}${kind}_${worker}`);
  const fresh = !existsSync(dataDir);
  if (fresh) mkdirSync(dataDir, { recursive: true });
  const keep = async () => undefined;
  if (kind === 'pglite') {
    if (fresh) copyCluster(process.env.TEST_PGLITE_MIGRATED_TEMPLATE, dataDir);
    return { env: { DATA_DIR: dataDir }, dataDir, drop: keep };
  }
  const name = `${sharedPrefix()}${worker}`;
  const url = fresh ? await createPostgres(name, process.env.TEST_POSTGRES_TEMPLATE) : urlOf(name);
  return onPostgres(url, dataDir, keep);
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
