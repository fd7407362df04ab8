import { rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type PrismaService } from '../../src/platform/database/prisma.service.js';
import {
  expectedAudioSha256,
  startSttSimulator,
  type SttSimulator,
} from '../../simulators/index.js';
import {
  archiveOf,
  createLiveJobAtVendor,
  fileRequests,
  openMigrated,
  recordLiveJob,
  serverEnv,
  STT_KEY,
  waitForArchive,
} from '../support/archive-fixtures.js';
import { createTestDatabase, databaseKind, type TestDatabase } from '../support/database.js';
import { eventually } from '../support/eventually.js';
import { type ServerProcess, startServerProcess } from '../support/server-process.js';

const MiB = 1024 * 1024;

/**
 * A full disk under a running bridge: its audio storage is a tmpfs of 8 MiB that only the
 * server process sees (a mount namespace of its own), filled and emptied by the test.
 */
(databaseKind === 'postgres' ? describe : describe.skip)('fault: the audio storage is full', () => {
  let db: TestDatabase;
  let sim: SttSimulator;
  let prisma: PrismaService;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startSttSimulator({ apiKey: STT_KEY });
    prisma = await openMigrated(db);
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await prisma?.onModuleDestroy();
    await sim?.close();
    await db?.drop();
  });

  it('says it is not ready, and spends no download attempt until there is room', async () => {
    const audio = join(db.dataDir, 'audio');
    server = await startServerProcess(
      serverEnv(db, sim, {
        STORAGE_MIN_FREE_BYTES: String(2 * MiB),
        ARCHIVE_MAX_ATTEMPTS: '2',
        ARCHIVE_BACKOFF_BASE_MS: '100',
        ARCHIVE_BACKOFF_MAX_MS: '400',
      }),
      { tmpfs: { path: audio, bytes: 8 * MiB } },
    );
    const filler = server.ownPath(join(audio, 'filler'));
    const ready = async () => {
      const res = await fetch(`${server!.url}/health/ready`);
      return { status: res.status, body: (await res.json()) as Record<string, any> };
    };

    // Full: 1 MiB left, under the minimum. Readiness says so, and no download starts.
    writeFileSync(filler, Buffer.alloc(7 * MiB));
    const full = await ready();
    expect(full.status).toBe(503);
    expect(full.body.message).toBe('Not ready: storage');
    // The reason is logged; the log line comes through its own pipe, after the answer or not.
    const logged = /not ready: storage: \d+ bytes free, less than STORAGE_MIN_FREE_BYTES/;
    await eventually(async () => logged.test(server!.output()));
    // The worker asks the storage at most once a second: once it says so, it knows.
    await eventually(async () =>
      /archive downloads wait: storage not ready/.test(server!.output()),
    );
    const upstreamId = await createLiveJobAtVendor(sim, 4 * MiB);
    const jobId = await recordLiveJob(prisma, upstreamId);
    await prisma.audioArchive.create({ data: { jobId } });
    await sleep(1_500);
    expect(fileRequests(sim, upstreamId)).toHaveLength(0);
    expect(await archiveOf(prisma, jobId)).toMatchObject({ state: 'pending', attempts: 0 });

    // Room above the minimum, not for the recording: the disk refuses it (ENOSPC) again and
    // again, more times than ARCHIVE_MAX_ATTEMPTS, and the task is not failed for it.
    truncateSync(filler, 4.5 * MiB);
    expect((await ready()).status).toBe(200);
    await eventually(async () => fileRequests(sim, upstreamId).length >= 4, 15_000);
    const waiting = await archiveOf(prisma, jobId);
    expect(['pending', 'in_progress']).toContain(waiting!.state);
    expect(waiting!.attempts).toBeLessThanOrEqual(1);
    expect(waiting!.lastError ?? '').toMatch(/storage could not take the audio|ENOSPC/);

    // Room again: the download resumes by itself and completes, as its first counted attempt.
    rmSync(filler);
    const row = await waitForArchive(prisma, jobId, ['archived'], 20_000);
    expect(row).toMatchObject({ attempts: 1, sha256: expectedAudioSha256(upstreamId, 4 * MiB) });
    expect((await ready()).status).toBe(200);
  }, 60_000);
});
