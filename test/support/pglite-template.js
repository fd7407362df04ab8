// Creating a PGlite cluster runs initdb inside WebAssembly: seconds each time, and most of the
// cost of a test database on the `pglite` project. One empty cluster is made per jest run and each
// test database starts as a copy of its files (a fraction of a second; see database.ts), then is
// migrated by the bridge like any new database. TEST_PGLITE_TEMPLATE names it to the workers.
import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** An empty, closed PGlite cluster in a temporary directory. */
export async function createPgliteTemplate() {
  const dir = mkdtempSync(join(tmpdir(), 'bridge-test-pglite-template-'));
  const db = await PGlite.create(dir);
  await db.close();
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
