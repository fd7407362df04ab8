import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client, Pool } from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { lockPgliteDir } from './pglite-lock.js';
import { type SqlSession } from './sql-session.js';

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseSettings {
  /** postgresql://… or undefined for the embedded database. */
  url?: string;
  /** Where the embedded database lives (`<dataDir>/pglite`). */
  dataDir: string;
  poolSize: number;
}

/** One open database: the Prisma adapter plus a way to get a raw session for migrations. */
export interface DatabaseConnection {
  kind: DatabaseKind;
  /** Human-readable location, without credentials. */
  location: string;
  adapter: PrismaPg | PrismaPGlite;
  /**
   * The PostgreSQL pool Prisma's adapter draws from (null for the embedded database): one
   * statement run on it skips Prisma's client, which costs more than the statement on a hot path.
   */
  pool: Pool | null;
  session(): Promise<SqlSession>;
  close(): Promise<void>;
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgresql://(unparseable)';
  }
}

function postgres(url: string, poolSize: number): DatabaseConnection {
  const pool = new Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000 });
  // An idle client that dies (server restart, failover) must not crash the process.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    location: redactUrl(url),
    adapter: new PrismaPg(pool),
    pool,
    async session() {
      const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
      // A session whose connection dies (server restart, failover) fails its queries; without a
      // listener, node would throw the client's 'error' event and end the process.
      client.on('error', () => undefined);
      await client.connect();
      return {
        query: async (sql, params) => (await client.query(sql, params)).rows,
        exec: async (sql) => void (await client.query(sql)),
        release: () => client.end(),
      };
    },
    close: () => pool.end(),
  };
}

/** Makes a folder its owner's only, where this process may (a DATA_DIR someone else owns stays). */
function ownerOnly(folder: string): void {
  try {
    chmodSync(folder, 0o700);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}

async function pglite(dataDir: string): Promise<DatabaseConnection> {
  const dir = join(dataDir, 'pglite');
  // The database holds every team's data: its folders are the bridge's user's only.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  for (const folder of [dataDir, dir]) ownerOnly(folder);
  const unlock = lockPgliteDir(join(dataDir, 'pglite-lock'));
  let db: PGlite;
  try {
    db = await PGlite.create(dir);
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    kind: 'pglite',
    location: dir,
    adapter: new PrismaPGlite(db),
    pool: null,
    // PGlite is a single in-process connection; there is nothing to acquire or release.
    session: () =>
      Promise.resolve({
        query: async (sql, params) => (await db.query(sql, params)).rows as never[],
        exec: async (sql) => void (await db.exec(sql)),
        release: () => Promise.resolve(),
      }),
    close: async () => {
      await db.close();
      unlock();
    },
  };
}

export function openDatabase(settings: DatabaseSettings): Promise<DatabaseConnection> {
  return settings.url
    ? Promise.resolve(postgres(settings.url, settings.poolSize))
    : pglite(settings.dataDir);
}
