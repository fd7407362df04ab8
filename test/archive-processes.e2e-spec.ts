import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type PrismaService } from '../src/platform/database/prisma.service.js';
import { expectedAudioSha256, startSttSimulator, type SttSimulator } from '../simulators/index.js';
import {
  ADMIN_KEY,
  createLiveJobAtVendor,
  fileRequests,
  openMigrated,
  recordLiveJob,
  serverEnv,
  sha256OfFile,
  STT_KEY,
  tempBytes as tempBytesIn,
  tempFiles as tempFilesIn,
} from './support/archive-fixtures.js';
import { bearer } from './support/bridge.js';
import { createTestDatabase, databaseKind, type TestDatabase } from './support/database.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';
import { type ServerProcess, startServerProcess } from './support/server-process.js';

const tempFiles = (db: TestDatabase) => tempFilesIn(db.dataDir);
const tempBytes = (db: TestDatabase) => tempBytesIn(db.dataDir);

const slowly = (upstreamId: string, intervalMs: number) => ({
  path: `/v2/live/${upstreamId}/file`,
  slowBody: { chunkBytes: 64 * 1024, intervalMs },
});

describe('archival across processes', () => {
  let sim: SttSimulator;
  let db: TestDatabase;
  const servers: ServerProcess[] = [];

  beforeEach(async () => {
    sim = await startSttSimulator({ apiKey: STT_KEY });
    db = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop('SIGKILL')));
    await sim.close();
    await db.drop();
  });

  /** Sets up jobs (and their tasks) before any server opens the database (PGlite is exclusive). */
  async function seed(jobs: { size: number; slowMs?: number }[]) {
    const prisma = await openMigrated(db);
    try {
      const seeded = [];
      for (const { size, slowMs } of jobs) {
        const upstreamId = await createLiveJobAtVendor(sim, size);
        if (slowMs) sim.addFault(slowly(upstreamId, slowMs));
        const jobId = await recordLiveJob(prisma, upstreamId);
        await prisma.audioArchive.create({ data: { jobId } });
        seeded.push({ upstreamId, jobId, size });
      }
      return seeded;
    } finally {
      await prisma.onModuleDestroy();
    }
  }

  async function start(extra: Record<string, string> = {}) {
    const server = await startServerProcess(serverEnv(db, sim, extra));
    servers.push(server);
    return server;
  }

  const archives = async (server: ServerProcess) =>
    (
      await http('GET', `${server.url}/admin/archives?limit=500`, {
        headers: bearer(ADMIN_KEY),
      })
    ).body.items as {
      job_id: string;
      state: string;
      attempts: number;
      sha256: string;
      lease_owner: string | null;
    }[];

  /** Reads the database once no server holds it. */
  async function withDatabase<T>(work: (prisma: PrismaService) => Promise<T>): Promise<T> {
    const prisma = await openMigrated(db);
    try {
      return await work(prisma);
    } finally {
      await prisma.onModuleDestroy();
    }
  }

  it('a process killed mid-download publishes nothing; after a restart the file is archived once', async () => {
    const [job] = await seed([{ size: 3 * 1024 * 1024, slowMs: 100 }]);
    const finalPath = join(db.dataDir, 'audio', 'live', job.jobId);

    const first = await start({ ARCHIVE_LEASE_MS: '1500' });
    await eventually(async () => tempBytes(db) > 128 * 1024, 15_000);
    expect(await first.stop('SIGKILL')).toBeNull();
    expect(existsSync(finalPath)).toBe(false);

    const second = await start({ ARCHIVE_LEASE_MS: '1500' });
    const rows = await eventually(async () => {
      const found = await archives(second);
      return found[0]?.state === 'archived' ? found : null;
    }, 20_000);
    const row = rows![0];
    expect(row).toMatchObject({ job_id: job.jobId, attempts: 2 });
    const expected = expectedAudioSha256(job.upstreamId, job.size);
    expect(row.sha256).toBe(expected);
    expect(await sha256OfFile(finalPath)).toBe(expected);
    expect(fileRequests(sim, job.upstreamId)).toHaveLength(2);
  });

  it('a crash loop leaves at most one partial file, and none once the task is done', async () => {
    const [job] = await seed([{ size: 3 * 1024 * 1024 }]);
    const env = { ARCHIVE_LEASE_MS: '1500' };
    for (let crash = 0; crash < 3; crash++) {
      sim.addFault(slowly(job.upstreamId, 100));
      const server = await start(env);
      await eventually(async () => fileRequests(sim, job.upstreamId).length === crash + 1, 15_000);
      await eventually(async () => tempBytes(db) > 128 * 1024, 15_000);
      expect(await server.stop('SIGKILL')).toBeNull();
      expect(tempFiles(db)).toHaveLength(1);
    }
    const last = await start(env);
    await eventually(async () => (await archives(last))[0]?.state === 'archived', 20_000);
    expect(tempFiles(db)).toEqual([]);
  }, 120_000);

  it('at start-up, partial files of tasks no replica is downloading are removed', async () => {
    const [job] = await seed([{ size: 3 * 1024 * 1024, slowMs: 100 }]);
    const first = await start();
    await eventually(async () => tempBytes(db) > 128 * 1024, 15_000);
    expect(await first.stop('SIGKILL')).toBeNull();
    // Meanwhile the task ended for good (say, its attempts ran out).
    await withDatabase((prisma) =>
      prisma.audioArchive.updateMany({ where: { jobId: job.jobId }, data: { state: 'failed' } }),
    );
    expect(tempFiles(db)).toHaveLength(1);
    await start({ ARCHIVE_SWEEP_INTERVAL_MS: '0' });
    await eventually(async () => tempFiles(db).length === 0, 10_000);
  });

  it('the next claim takes over the task of a dead replica once its lease expires, no sweep needed', async () => {
    // Slow enough (about 19 s) to be still under way once the second process is up and the
    // holder is known, however slow the machine; only the first download is slowed.
    const [job] = await seed([{ size: 3 * 1024 * 1024, slowMs: 400 }]);
    const env = { ARCHIVE_LEASE_MS: '1500', ARCHIVE_SWEEP_INTERVAL_MS: '0' };
    const first = await start(env);
    // On PostgreSQL the other replica is already running; PGlite has one process at a time.
    const other = databaseKind === 'postgres' ? await start(env) : undefined;
    await eventually(async () => fileRequests(sim, job.upstreamId).length === 1, 10_000);
    const holder = await eventually(
      async () => (await archives(first)).find((a) => a.job_id === job.jobId)?.lease_owner ?? '',
      10_000,
    );
    const dead = other && holder.includes(`:${other.child.pid}:`) ? other : first;
    expect(holder).toContain(`:${dead.child.pid}:`);
    expect(await dead.stop('SIGKILL')).toBeNull();
    const survivor = dead === first ? (other ?? (await start(env))) : first;

    const row = await eventually(async () => {
      const found = (await archives(survivor)).find((a) => a.job_id === job.jobId);
      return found?.state === 'archived' ? found : null;
    }, 20_000);
    expect(row).toMatchObject({
      attempts: 2,
      sha256: expectedAudioSha256(job.upstreamId, job.size),
    });
    expect(fileRequests(sim, job.upstreamId)).toHaveLength(2);
  });

  it('on shutdown, lets a download finish within the grace period and releases the other', async () => {
    const [quick, slow] = await seed([
      { size: 640 * 1024, slowMs: 100 }, // about 1 s
      { size: 4 * 1024 * 1024, slowMs: 200 }, // about 13 s
    ]);
    const server = await start({ ARCHIVE_CONCURRENCY: '2', ARCHIVE_SHUTDOWN_GRACE_MS: '3000' });
    await eventually(async () => fileRequests(sim, slow.upstreamId).length === 1, 10_000);
    await eventually(async () => fileRequests(sim, quick.upstreamId).length === 1, 10_000);
    expect(await server.stop('SIGTERM')).toBe(0);

    const rows = await withDatabase((prisma) =>
      prisma.audioArchive.findMany({ where: { jobId: { in: [quick.jobId, slow.jobId] } } }),
    );
    const byJob = new Map(rows.map((r) => [r.jobId, r]));
    expect(byJob.get(quick.jobId)).toMatchObject({
      state: 'archived',
      sha256: expectedAudioSha256(quick.upstreamId, quick.size),
    });
    expect(byJob.get(slow.jobId)).toMatchObject({
      state: 'pending',
      attempts: 0,
      leaseOwner: null,
      lastError: expect.stringMatching(/released at shutdown/),
    });
    expect(existsSync(join(db.dataDir, 'audio', 'live', slow.jobId))).toBe(false);
  });

  (databaseKind === 'postgres' ? it : it.skip)(
    'two processes on one PostgreSQL archive 200 ended sessions, each exactly once',
    async () => {
      const env = { ARCHIVE_CONCURRENCY: '4', ARCHIVE_POLL_INTERVAL_MS: '50' };
      const replicas = [await start(env), await start(env)];
      const prisma = await openMigrated(db);
      try {
        const jobs: { upstreamId: string; jobId: string; size: number }[] = [];
        for (let i = 0; i < 200; i++) {
          const size = 4_096 + i * 97;
          const upstreamId = await createLiveJobAtVendor(sim, size);
          jobs.push({ upstreamId, jobId: await recordLiveJob(prisma, upstreamId), size });
        }
        await prisma.audioArchive.createMany({ data: jobs.map(({ jobId }) => ({ jobId })) });

        await eventually(
          async () => (await prisma.audioArchive.count({ where: { state: 'archived' } })) === 200,
          60_000,
        );
        const rows = await prisma.audioArchive.findMany();
        const byJob = new Map(rows.map((r) => [r.jobId, r]));
        for (const job of jobs) {
          expect(byJob.get(job.jobId)).toMatchObject({
            attempts: 1,
            sha256: expectedAudioSha256(job.upstreamId, job.size),
          });
          expect(fileRequests(sim, job.upstreamId)).toHaveLength(1);
        }
        const archivedBy = await Promise.all(
          replicas.map(async (r) => {
            const text = (await http('GET', `${r.url}/metrics`)).text;
            return Number(/archive_attempts_total\{outcome="archived"\} (\d+)/.exec(text)?.[1]);
          }),
        );
        expect(archivedBy[0] + archivedBy[1]).toBe(200);
        expect(Math.min(...archivedBy)).toBeGreaterThan(0);
      } finally {
        await prisma.onModuleDestroy();
      }
    },
  );
});
