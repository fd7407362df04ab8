import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TestDatabase } from './database.js';
import { run } from './processes.js';
import { freePort } from './server-process.js';

/** Where the PostgreSQL server binaries are: `pg_config --bindir`, else the newest Debian one. */
function binDir(): string {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(join(dir, 'pg_ctl'))) return dir;
  } catch {
    // not on PATH: look where Debian and Ubuntu put them
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((v) => join(root, v, 'bin'))
    .find((d) => existsSync(join(d, 'pg_ctl')));
  if (!found)
    throw new Error('PostgreSQL server binaries (initdb, pg_ctl) are needed for this test');
  return found;
}

/** PostgreSQL refuses to run as root: as root, its files and processes belong to `postgres`. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  return { uid: id('-u'), gid: id('-g') };
}

export interface PrivatePostgres {
  /** postgresql://… of its `postgres` database. */
  url: string;
  /** Stops the server at once, as a crash or an outage would (no checkpoint). */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of this test's own (initdb + pg_ctl on a free port, trust auth on
 * loopback), for outages that must not touch the shared server.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const owner = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'private-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  const pg = async (tool: string, args: string[]) => {
    const result = await run(join(bin, tool), args, { LC_ALL: 'C' }, { as: owner });
    if (result.code !== 0) throw new Error(`${tool} failed: ${result.stderr}${result.stdout}`);
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    pg('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', 'start']);
  const stop = () => pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  await start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    destroy: async () => {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A test database on a private cluster (the cluster's own `postgres` database) with a data
 * folder of its own; `drop` removes the folder and the cluster.
 */
export async function privateTestDatabase(): Promise<{ pg: PrivatePostgres; db: TestDatabase }> {
  const pg = await startPrivatePostgres();
  const dataDir = mkdtempSync(join(tmpdir(), 'bridge-private-pg-'));
  const drop = async () => {
    await pg.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    pg,
    db: { env: { DATABASE_URL: pg.url, DATA_DIR: dataDir }, dataDir, url: pg.url, drop },
  };
}
