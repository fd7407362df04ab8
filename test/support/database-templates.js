// Every test database starts as a copy of a template made once per jest run, so that no test
// runs the migrations again (those that test them ask for an empty database):
// - PostgreSQL: a migrated database that each test database is created from
//   (CREATE DATABASE … TEMPLATE, a file copy: a tenth of a second);
// - PGlite: an empty cluster (initdb inside WebAssembly takes seconds) and a migrated copy of
//   it; each test database is a copy of one of their folders.
// The migrations run through the compiled CLI (`bridge db migrate`), as an operator runs them.
// global-setup.js names the templates to the workers (TEST_POSTGRES_TEMPLATE,
// TEST_PGLITE_TEMPLATE, TEST_PGLITE_MIGRATED_TEMPLATE) and global-teardown.js removes them.
import { PGlite } from '@electric-sql/pglite';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { URL } from 'node:url';
import pg from 'pg';

const root = join(import.meta.dirname, '..', '..');

/** `bridge db migrate` on the database `env` names (DATABASE_URL, else DATA_DIR's PGlite). */
function migrate(env) {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const result = spawnSync(
    process.execPath,
    [join(root, 'dist', 'src', 'cli', 'main.js'), 'db', 'migrate'],
    { cwd: root, env: { ...inherited, LOG_LEVEL: 'silent', ...env }, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(`migrating a test template failed: ${result.stderr || result.error}`);
  }
}

/** One statement on the server at `url`, on a connection of its own; its result. */
async function admin(url, sql, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** A migrated database on the server at `adminUrl`; `drop()` removes it. */
export async function createPostgresTemplate(adminUrl) {
  const name = `bridge_test_template_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bridge-test-template-'));
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    migrate({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
  } catch (error) {
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    name,
    drop: () => admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** An empty and a migrated PGlite cluster, closed, in temporary folders. */
export async function createPgliteTemplates() {
  const empty = mkdtempSync(join(tmpdir(), 'bridge-test-pglite-template-'));
  const db = await PGlite.create(empty);
  await db.close();
  // The bridge opens `<DATA_DIR>/pglite`.
  const migrated = mkdtempSync(join(tmpdir(), 'bridge-test-pglite-migrated-'));
  cpSync(empty, join(migrated, 'pglite'), { recursive: true });
  migrate({ DATA_DIR: migrated });
  return {
    empty,
    migrated: join(migrated, 'pglite'),
    remove: () => {
      rmSync(empty, { recursive: true, force: true });
      rmSync(migrated, { recursive: true, force: true });
    },
  };
}

/**
 * The prefix of what this run's workers share (the medium tier's databases, one per worker and
 * engine: PostgreSQL databases and folders of the temporary directory): global-setup.js puts it
 * in TEST_SHARED_PREFIX, where sharedTestDatabase (database.ts) reads it.
 */
export const sharedPrefix = () => `bridge_shared_${randomBytes(4).toString('hex')}_`;

/** Removes the run's shared databases: the PostgreSQL databases and the folders named `prefix…`. */
export async function removeShared(adminUrl, prefix) {
  if (!prefix) return;
  for (const entry of readdirSync(tmpdir())) {
    if (entry.startsWith(prefix)) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  }
  if (!adminUrl) return;
  const { rows } = await admin(
    adminUrl,
    'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
    [prefix],
  );
  for (const { datname } of rows) {
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}
