import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  openDatabase,
  type DatabaseConnection,
} from '../src/platform/database/database-connection.js';
import { MIGRATIONS_DIR } from '../src/platform/database/migrations.js';
import { migrate, NO_TRANSACTION, readMigrations } from '../src/platform/database/migrator.js';
import { createTestDatabase, databaseKind, type TestDatabase } from './support/database.js';
import { runCli } from './support/processes.js';

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  applied_steps_count: number;
  logs: string | null;
}

async function withConnection<T>(db: TestDatabase, work: (c: DatabaseConnection) => Promise<T>) {
  const connection = await openDatabase({ url: db.url, dataDir: db.dataDir, poolSize: 2 });
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
}

async function query<T>(connection: DatabaseConnection, sql: string): Promise<T[]> {
  const session = await connection.session();
  try {
    return await session.query<T>(sql);
  } finally {
    await session.release();
  }
}

describe('migrations', () => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await createTestDatabase(undefined, { empty: true });
  });
  afterEach(() => db.drop());

  const expected = readMigrations(MIGRATIONS_DIR);

  it('records every migration exactly as prisma migrate does', async () => {
    const first = await runCli(['db', 'migrate'], db.env);
    // One line saying where it works, nothing else.
    expect(first.stderr).toMatch(/^db migrate: direct access to [^\n]+\n$/);
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout).applied).toEqual(expected.map((m) => m.name));
    const again = await runCli(['db', 'migrate'], db.env);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({
      applied: [],
      already_applied: expected.length,
    });

    const rows = await withConnection(db, (c) =>
      query<MigrationRow>(c, 'SELECT * FROM "_prisma_migrations" ORDER BY migration_name'),
    );
    expect(rows.map((r) => [r.migration_name, r.checksum, r.applied_steps_count])).toEqual(
      expected.map((m) => [m.name, m.checksum, 1]),
    );
    for (const row of rows) {
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
    }
  });

  (databaseKind === 'postgres' ? it : it.skip)(
    'ends with every migration applied once when two processes migrate at the same time',
    async () => {
      const results = await Promise.all([
        runCli(['db', 'migrate'], db.env),
        runCli(['db', 'migrate'], db.env),
      ]);
      for (const result of results) {
        expect(result).toMatchObject({
          code: 0,
          stderr: expect.stringMatching(/^db migrate: [^\n]+\n$/),
        });
      }
      // Each migration applied by one of the two.
      const applied = results.flatMap((r) => JSON.parse(r.stdout).applied as string[]).sort();
      expect(applied).toEqual(expected.map((m) => m.name).sort());
      const rows = await withConnection(db, (c) =>
        query<{ migration_name: string; n: string }>(
          c,
          'SELECT migration_name, count(*)::text AS n FROM "_prisma_migrations" GROUP BY 1 ORDER BY 1',
        ),
      );
      expect(rows).toEqual(expected.map((m) => ({ migration_name: m.name, n: '1' })));
    },
  );

  it('applies each file in one transaction: a failing one leaves nothing behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    try {
      const write = (name: string, sql: string) => {
        mkdirSync(join(dir, name));
        writeFileSync(join(dir, name, 'migration.sql'), sql);
      };
      write('001_good', 'CREATE TABLE good (id int);');
      write('002_bad', 'CREATE TABLE half (id int);\nSELECT * FROM missing_table;');
      await withConnection(db, async (connection) => {
        const session = await connection.session();
        try {
          await expect(migrate(session, readMigrations(dir))).rejects.toThrow(/002_bad failed/);
          const tables = await session.query<{ name: string }>(
            "SELECT tablename AS name FROM pg_tables WHERE tablename IN ('good', 'half')",
          );
          expect(tables.map((t) => t.name)).toEqual(['good']);
          const names = await session.query<{ migration_name: string }>(
            'SELECT migration_name FROM "_prisma_migrations"',
          );
          expect(names.map((n) => n.migration_name)).toEqual(['001_good']);
        } finally {
          await session.release();
        }
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('builds indexes concurrently outside a transaction, and resumes a build that failed part-way', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    try {
      const write = (name: string, sql: string) => {
        mkdirSync(join(dir, name), { recursive: true });
        writeFileSync(join(dir, name, 'migration.sql'), sql);
      };
      write(
        '001_table',
        'CREATE TABLE rows (id int, n int);\nINSERT INTO rows VALUES (1, 1), (2, 1);',
      );
      // The second index fails (duplicate values for a unique index), after the first was built.
      const indexes = (unique: string) =>
        [
          NO_TRANSACTION,
          '-- two indexes',
          'DROP INDEX CONCURRENTLY IF EXISTS rows_id_idx;',
          'CREATE INDEX CONCURRENTLY rows_id_idx ON rows (id);',
          'DROP INDEX CONCURRENTLY IF EXISTS rows_n_idx;',
          `CREATE ${unique} INDEX CONCURRENTLY rows_n_idx ON rows (n);`,
        ].join('\n');
      write('002_indexes', indexes('UNIQUE'));
      await withConnection(db, async (connection) => {
        const session = await connection.session();
        try {
          await expect(migrate(session, readMigrations(dir))).rejects.toThrow(
            /002_indexes failed \(it runs outside a transaction/,
          );
          const recorded = async () =>
            (
              await session.query<{ migration_name: string }>(
                'SELECT migration_name FROM "_prisma_migrations" ORDER BY 1',
              )
            ).map((r) => r.migration_name);
          expect(await recorded()).toEqual(['001_table']);
          // Fixed (as an operator would), the migration runs again from its start.
          write('002_indexes', indexes(''));
          await expect(migrate(session, readMigrations(dir))).resolves.toMatchObject({
            applied: ['002_indexes'],
          });
          expect(await recorded()).toEqual(['001_table', '002_indexes']);
          const built = await session.query<{ name: string; valid: boolean }>(
            `SELECT c.relname AS name, i.indisvalid AS valid FROM pg_index i
               JOIN pg_class c ON c.oid = i.indexrelid
              WHERE i.indrelid = 'rows'::regclass ORDER BY 1`,
          );
          expect(built).toEqual([
            { name: 'rows_id_idx', valid: true },
            { name: 'rows_n_idx', valid: true },
          ]);
        } finally {
          await session.release();
        }
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("leaves every one of the bridge's indexes valid", async () => {
    await runCli(['db', 'migrate'], db.env);
    const invalid = await withConnection(db, (c) =>
      query<{ name: string }>(
        c,
        `SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
          WHERE NOT i.indisvalid`,
      ),
    );
    expect(invalid).toEqual([]);
  });
});
