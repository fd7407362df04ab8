import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expectedAudioSha256, startSttSimulator, type SttSimulator } from '../simulators/index.js';
import {
  createLiveJobAtVendor,
  fileRequests,
  openMigrated,
  recordLiveJob,
  serverEnv,
  STT_KEY,
  tempBytes as tempBytesIn,
} from './support/archive-fixtures.js';
import { openDatabase } from '../src/platform/database/database-connection.js';
import { databaseKind, type TestDatabase } from './support/database.js';
import { eventually } from './support/eventually.js';
import { type PrivatePostgres, privateTestDatabase } from './support/private-postgres.js';
import { type ServerProcess, startServerProcess } from './support/server-process.js';

const SIZE = 3 * 1024 * 1024;
/** The filesystem driver writes in batches of this size: the temp file grows by steps. */
const WRITE_BATCH = 1024 * 1024;

/** A PostgreSQL outage under a running bridge, on a cluster of this test's own. */
(databaseKind === 'postgres' ? describe : describe.skip)(
  'archival through a database outage',
  () => {
    let pg: PrivatePostgres;
    let sim: SttSimulator;
    let db: TestDatabase;
    let server: ServerProcess | undefined;

    beforeEach(async () => {
      ({ pg, db } = await privateTestDatabase());
      sim = await startSttSimulator({ apiKey: STT_KEY });
    });
    afterEach(async () => {
      await server?.stop('SIGKILL');
      await sim.close();
      await db.drop();
    });

    const tempBytes = () => tempBytesIn(db.dataDir);

    it('records a download that finished while the database was away, without fetching it again', async () => {
      const prisma = await openMigrated(db);
      const upstreamId = await createLiveJobAtVendor(sim, SIZE);
      const jobId = await recordLiveJob(prisma, upstreamId);
      await prisma.audioArchive.create({ data: { jobId } });
      await prisma.onModuleDestroy();
      // About 10 s of download, so that the outage can begin about 3 s before its end (the last
      // step the temp file shows is one write batch before the end).
      sim.addFault({
        path: `/v2/live/${upstreamId}/file`,
        slowBody: { chunkBytes: 64 * 1024, intervalMs: 200 },
      });
      server = await startServerProcess(serverEnv(db, sim, { ARCHIVE_LEASE_MS: '30000' }));

      await eventually(async () => tempBytes() >= SIZE - WRITE_BATCH, 20_000);
      await pg.stop();
      // The file is published while the database is down; recording it fails for a while.
      await eventually(async () => existsSync(join(db.dataDir, 'audio', 'live', jobId)), 10_000);
      await eventually(
        async () => /could not record a finished download/.test(server!.output()),
        10_000,
      );
      await pg.start();

      const reopened = await openMigrated(db);
      try {
        const row = await eventually(async () => {
          const found = await reopened.audioArchive.findUnique({ where: { jobId } });
          return found?.state === 'archived' ? found : null;
        }, 20_000);
        expect(row).toMatchObject({ attempts: 1, sha256: expectedAudioSha256(upstreamId, SIZE) });
        expect(fileRequests(sim, upstreamId)).toHaveLength(1);
      } finally {
        await reopened.onModuleDestroy();
      }
    }, 90_000);

    it('a session of its own (the sweep lock, migrations) fails, not the process, when the server goes away', async () => {
      const connection = await openDatabase({ url: db.url, dataDir: db.dataDir, poolSize: 1 });
      const session = await connection.session();
      try {
        expect(await session.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
        // The server ends the connection: the client hears it as an 'error' event.
        await pg.stop();
        await expect(session.query('SELECT 1')).rejects.toThrow();
      } finally {
        await session.release();
        await connection.close();
        await pg.start();
      }
    });
  },
);
