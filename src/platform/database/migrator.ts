import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SqlSession } from './sql-session.js';

/** The key `prisma migrate` itself locks on, so the two never run at once. */
export const PRISMA_MIGRATE_LOCK_KEY = 72707369;

/** Prisma's own bookkeeping table, column for column. */
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

/** How often a process that waits for another's migrations asks for the lock again. */
const LOCK_POLL_MS = 250;
const LOCK_WAIT_LOG_MS = 10_000;

/**
 * Takes the migrations' advisory lock, asking again until it is free rather than waiting in one
 * statement: a CREATE INDEX CONCURRENTLY of the process that holds it waits for every
 * transaction open when it started, a blocked pg_advisory_lock call included (a deadlock).
 */
async function lockMigrations(session: SqlSession, log: (message: string) => void) {
  const started = Date.now();
  let logged = started;
  for (;;) {
    const [row] = await session.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [PRISMA_MIGRATE_LOCK_KEY],
    );
    if (row?.locked) return;
    if (Date.now() - logged >= LOCK_WAIT_LOG_MS) {
      logged = Date.now();
      log(`waiting for another process's migrations (${Math.round((logged - started) / 1000)} s)`);
    }
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationResult {
  applied: string[];
  alreadyApplied: number;
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

export function readMigrations(dir: string): MigrationFile[] {
  if (!existsSync(dir)) throw new Error(`Migrations folder not found: ${dir}`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/**
 * Applies pending migrations the way `prisma migrate deploy` would, without Prisma's native
 * schema engine: under Prisma's advisory lock, each file in its own transaction, recorded in
 * `_prisma_migrations` with Prisma's checksum so `prisma migrate status` agrees.
 */
export async function migrate(
  session: SqlSession,
  migrations: MigrationFile[],
  log: (message: string) => void = () => undefined,
): Promise<MigrationResult> {
  await lockMigrations(session, log);
  try {
    await session.exec(CREATE_MIGRATIONS_TABLE);
    const rows = await session.query<AppliedRow>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"',
    );
    const failed = rows.filter((r) => r.finished_at === null && r.rolled_back_at === null);
    if (failed.length > 0) {
      throw new Error(
        `Migration ${failed[0].migration_name} failed earlier and was not rolled back; ` +
          'resolve it (prisma migrate resolve) before starting again',
      );
    }
    const done = new Map(
      rows.filter((r) => r.finished_at !== null).map((r) => [r.migration_name, r.checksum]),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      const checksum = done.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          log(`migration ${migration.name} was modified after it was applied`);
        }
        continue;
      }
      await applyOne(session, migration);
      applied.push(migration.name);
      log(`applied migration ${migration.name}`);
    }
    return { applied, alreadyApplied: migrations.length - applied.length };
  } finally {
    await session.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATE_LOCK_KEY]);
  }
}

/**
 * A migration whose first line is this marker runs statement by statement outside a
 * transaction (CREATE INDEX CONCURRENTLY cannot run in one). Its statements must be safe to run
 * again after a failure part-way (DROP … IF EXISTS before each CREATE): nothing is recorded
 * until the last one has succeeded.
 */
export const NO_TRANSACTION = '-- migrate: no-transaction';

/** A script's statements: split at a `;` that ends a line, comment lines left out. */
export function statementsOf(sql: string): string[] {
  const code = sql
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n');
  return code
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}

async function applyOne(session: SqlSession, migration: MigrationFile): Promise<void> {
  if (migration.sql.startsWith(NO_TRANSACTION)) return applyStatements(session, migration);
  await session.exec('BEGIN');
  try {
    const startedAt = new Date();
    await session.exec(migration.sql);
    await session.query(
      `INSERT INTO "_prisma_migrations"
         (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
       VALUES ($1, $2, now(), $3, $4, 1)`,
      [randomUUID(), migration.checksum, migration.name, startedAt],
    );
    await session.exec('COMMIT');
  } catch (error) {
    await session.exec('ROLLBACK');
    throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

async function applyStatements(session: SqlSession, migration: MigrationFile): Promise<void> {
  const startedAt = new Date();
  try {
    for (const statement of statementsOf(migration.sql)) await session.exec(statement);
  } catch (error) {
    throw new Error(
      `Migration ${migration.name} failed (it runs outside a transaction; ` +
        `starting again resumes it): ${(error as Error).message}`,
      { cause: error },
    );
  }
  await session.query(
    `INSERT INTO "_prisma_migrations"
       (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
     VALUES ($1, $2, now(), $3, $4, 1)`,
    [randomUUID(), migration.checksum, migration.name, startedAt],
  );
}
