import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ArchiveTasksService } from '../src/archival/archive-tasks.service.js';
import { ArchiveWorker } from '../src/archival/archive-worker.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { expectedAudioSha256, startSttSimulator, type SttSimulator } from '../simulators/index.js';
import {
  archiveOf,
  createLiveJobAtVendor,
  fileRequests,
  recordLiveJob,
  sha256OfFile,
  STT_KEY,
  waitForArchive,
} from './support/archive-fixtures.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';

describe('audio archival (filesystem storage)', () => {
  let sim: SttSimulator;
  let bridge: TestBridge;
  let prisma: PrismaService;
  let tasks: ArchiveTasksService;

  beforeAll(async () => {
    sim = await startSttSimulator({ apiKey: STT_KEY });
    bridge = await startBridge({
      STT_BASE_URL: sim.url,
      STT_API_KEY: STT_KEY,
      // The simulator's signed storage, where its redirects lead, is on loopback too.
      OUTBOUND_ALLOW_PRIVATE: 'true',
      // Short enough for the timeout case, long enough that a loaded machine's loopback call
      // fits (2 s did not always: a first attempt then timed out).
      VENDOR_TIMEOUT_MS: '5000',
      ARCHIVE_CONCURRENCY: '4',
      ARCHIVE_MAX_ATTEMPTS: '4',
      ARCHIVE_BACKOFF_BASE_MS: '20',
      ARCHIVE_BACKOFF_MAX_MS: '40',
      ARCHIVE_POLL_INTERVAL_MS: '50',
      // Sweeps run when a test asks for one.
      ARCHIVE_SWEEP_INTERVAL_MS: '0',
      ARCHIVE_RECONCILE_AFTER_MS: '0',
      ARCHIVE_RETENTION_DAYS: '30',
    });
    prisma = bridge.app.get(PrismaService);
    tasks = bridge.app.get(ArchiveTasksService);
  });
  afterAll(async () => {
    await bridge?.close();
    await sim?.close();
  });

  const audioDir = () => join(bridge.db.dataDir, 'audio');
  const fileOf = (storageKey: string) => join(audioDir(), storageKey);
  const admin = (method: string, path: string) =>
    http(method, `${bridge.url}/admin/archives${path}`, { headers: bridge.admin });

  /** A live session ended at the vendor and recorded by the bridge. */
  async function endedJob(size: number) {
    const upstreamId = await createLiveJobAtVendor(sim, size);
    return { upstreamId, jobId: await recordLiveJob(prisma, upstreamId), size };
  }

  describe('the happy path', () => {
    it('downloads the ended session into storage, byte for byte, once', async () => {
      const { upstreamId, jobId, size } = await endedJob(300_000);
      await tasks.ensureTask(jobId);
      await tasks.ensureTask(jobId); // a replayed end event
      const row = await waitForArchive(prisma, jobId, ['archived']);

      const expected = expectedAudioSha256(upstreamId, size);
      expect(row).toMatchObject({
        state: 'archived',
        attempts: 1,
        storageKey: `live/${jobId}`,
        sizeBytes: BigInt(size),
        sha256: expected,
        contentType: 'application/octet-stream',
        sizeVerified: true,
        lastError: null,
        leaseOwner: null,
      });
      expect(await sha256OfFile(fileOf(row.storageKey!))).toBe(expected);
      expect(fileRequests(sim, upstreamId)).toHaveLength(1);
      expect(await prisma.audioArchive.count({ where: { jobId } })).toBe(1);
      // Nothing left behind in the temporary folder.
      expect(readdirSync(join(audioDir(), '.tmp'))).toEqual([]);
    });

    it('shows tasks to admins only: list by state, one task, stats', async () => {
      const { jobId, upstreamId } = await endedJob(1_000);
      await tasks.ensureTask(jobId);
      const row = await waitForArchive(prisma, jobId, ['archived']);

      const one = await admin('GET', `/${row.id}`);
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({
        id: row.id,
        job_id: jobId,
        upstream_id: upstreamId,
        state: 'archived',
        attempts: 1,
        size_bytes: 1_000,
        sha256: row.sha256,
        storage_key: `live/${jobId}`,
        last_error: null,
        archived_at: expect.any(String),
      });

      const listed = await admin('GET', '?state=archived&limit=1');
      expect(listed.status).toBe(200);
      expect(listed.body.items).toHaveLength(1);
      expect(listed.body.total).toBeGreaterThanOrEqual(2);
      expect(listed.body).toMatchObject({ limit: 1, offset: 0 });
      expect((await admin('GET', '?state=bogus')).status).toBe(400);

      const stats = await admin('GET', '/stats');
      expect(stats.body.states.archived).toBeGreaterThanOrEqual(2);
      expect(stats.body.archived_bytes).toBeGreaterThanOrEqual(301_000);

      expect((await admin('GET', '/6f1d1b4e-1d52-4b8e-9d8e-8c3c0b1e2a11')).status).toBe(404);
      const { key } = await mintTeam(bridge.url, bridge.admin, 'archive-member');
      const asMember = await http('GET', `${bridge.url}/admin/archives`, { headers: bearer(key) });
      expect(asMember.status).toBe(403);
    });
  });

  describe('failures', () => {
    const filePath = (upstreamId: string) => `/v2/live/${upstreamId}/file`;

    it('retries 5xx answers with backoff and shows the attempts', async () => {
      const { upstreamId, jobId, size } = await endedJob(10_000);
      sim.addFault({ path: filePath(upstreamId), status: 503, times: 2 });
      await tasks.ensureTask(jobId);
      const row = await waitForArchive(prisma, jobId, ['archived']);
      expect(row.attempts).toBe(3);
      expect(row.sha256).toBe(expectedAudioSha256(upstreamId, size));
      expect(fileRequests(sim, upstreamId)).toHaveLength(3);
    });

    it('archives a body with no length framing that closes halfway as unverified', async () => {
      const { upstreamId, jobId } = await endedJob(1_000_000);
      sim.addFault({ path: filePath(upstreamId), unframed: true, resetAfterBytes: 500_000 });
      await tasks.ensureTask(jobId);
      const row = await waitForArchive(prisma, jobId, ['archived']);
      expect(row).toMatchObject({ sizeBytes: 500_000n, sizeVerified: false, attempts: 1 });
      const shown = await admin('GET', `/${row.id}`);
      expect(shown.body).toMatchObject({ size_bytes: 500_000, size_verified: false });
    });

    it('waits as long as Retry-After says on 429', async () => {
      const { upstreamId, jobId } = await endedJob(10_000);
      sim.addFault({ path: filePath(upstreamId), status: 429, headers: { 'retry-after': '1' } });
      await tasks.ensureTask(jobId);
      await waitForArchive(prisma, jobId, ['archived']);
      const [first, second] = fileRequests(sim, upstreamId).map((r) => Date.parse(r.receivedAt));
      // The backoff alone would be 10-20 ms.
      expect(second - first).toBeGreaterThanOrEqual(950);
    });

    it('retries when the vendor does not answer in time', async () => {
      const { upstreamId, jobId } = await endedJob(10_000);
      sim.addFault({ path: filePath(upstreamId), delayMs: 6_000 });
      await tasks.ensureTask(jobId);
      const row = await waitForArchive(prisma, jobId, ['archived']);
      expect(row.attempts).toBe(2);
      expect(fileRequests(sim, upstreamId)).toHaveLength(2);
    });

    it('retries a body cut off mid-way and never publishes the partial file', async () => {
      const { upstreamId, jobId, size } = await endedJob(500_000);
      sim.addFault({ path: filePath(upstreamId), resetAfterBytes: 200_000, times: 3 });
      await tasks.ensureTask(jobId);
      const retrying = await eventually(async () => {
        const row = await archiveOf(prisma, jobId);
        return row && row.attempts >= 1 && row.lastError ? row : null;
      });
      expect(retrying!.state).not.toBe('archived');
      const row = await waitForArchive(prisma, jobId, ['archived']);
      expect(row.attempts).toBe(4);
      expect(await sha256OfFile(fileOf(row.storageKey!))).toBe(
        expectedAudioSha256(upstreamId, size),
      );
    });

    it('gives up after the maximum attempts, then an admin retry archives it', async () => {
      const { upstreamId, jobId } = await endedJob(5_000);
      sim.addFault({ path: filePath(upstreamId), status: 502, times: -1 });
      await tasks.ensureTask(jobId);
      const failed = await waitForArchive(prisma, jobId, ['failed']);
      expect(failed.attempts).toBe(4);
      expect(failed.lastError).toMatch(/502/);
      expect(existsSync(fileOf(`live/${jobId}`))).toBe(false);

      sim.clearFaults();
      const retried = await admin('POST', `/${failed.id}/retry`);
      expect(retried.status).toBe(202);
      expect(retried.body).toMatchObject({ state: 'pending', attempts: 0 });
      const row = await waitForArchive(prisma, jobId, ['archived']);
      expect(row.attempts).toBe(1);
      expect((await admin('POST', `/${failed.id}/retry`)).status).toBe(409);
    });

    it('marks a file the vendor does not have as gone, without retrying', async () => {
      const upstreamId = await createLiveJobAtVendor(sim, 1_000, false); // session never ended
      const jobId = await recordLiveJob(prisma, upstreamId);
      await tasks.ensureTask(jobId);
      const row = await waitForArchive(prisma, jobId, ['gone']);
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/404/);
      expect(fileRequests(sim, upstreamId)).toHaveLength(1);
    });

    it('stops at unauthorized when the vendor refuses the key', async () => {
      const { upstreamId, jobId } = await endedJob(1_000);
      sim.addFault({ path: filePath(upstreamId), status: 401 });
      await tasks.ensureTask(jobId);
      const row = await waitForArchive(prisma, jobId, ['unauthorized']);
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/401/);
      expect(row.lastError).not.toContain(STT_KEY);
      // A claim made after it ended leaves it alone (a claim would count an attempt).
      await bridge.app.get(ArchiveWorker).poll();
      expect(await waitForArchive(prisma, jobId, ['unauthorized'])).toMatchObject({ attempts: 1 });
      expect(fileRequests(sim, upstreamId)).toHaveLength(1);
    });

    it('follows a redirect to another origin without sending the vendor key there', async () => {
      const { upstreamId, jobId, size } = await endedJob(70_000);
      sim.addFault({ path: filePath(upstreamId), redirectTo: 'file-origin' });
      await tasks.ensureTask(jobId);
      const row = await waitForArchive(prisma, jobId, ['archived']);
      expect(row.attempts).toBe(1);
      expect(row.sha256).toBe(expectedAudioSha256(upstreamId, size));
      expect(fileRequests(sim, upstreamId)[0]?.headers['x-service-key']).toBe(STT_KEY);
      const atOrigin = sim.fileOrigin.requests.filter((r) => r.path.includes(upstreamId));
      expect(atOrigin).toHaveLength(1);
      expect(atOrigin[0]?.headers).not.toHaveProperty('x-service-key');
    });
  });

  describe('the sweep', () => {
    const sweep = () => admin('POST', '/sweep');

    it('archives sessions whose end event never came, and leaves running ones alone', async () => {
      const ended = await createLiveJobAtVendor(sim, 2_000);
      const endedJobId = await recordLiveJob(prisma, ended, 'recording');
      const running = await createLiveJobAtVendor(sim, 2_000, false);
      await sim.startSession(running);
      const runningJobId = await recordLiveJob(prisma, running, 'recording');

      const report = await sweep();
      expect(report.status).toBe(200);
      expect(report.body.exclusive_ran).toBe(true);
      expect(report.body.reconciled.tasks_created).toBeGreaterThanOrEqual(1);
      await waitForArchive(prisma, endedJobId, ['archived']);
      expect(await archiveOf(prisma, runningJobId)).toBeNull();
      const job = await prisma.transcriptionJob.findUniqueOrThrow({ where: { id: endedJobId } });
      expect(job.status).toBe('done');
      expect(job.endedAt).not.toBeNull();
    });

    it('leaves the task of a dead worker to the next claim, and fails it on its last attempt', async () => {
      const expired = (jobId: string, attempts: number) =>
        prisma.audioArchive.create({
          data: {
            jobId,
            state: 'in_progress',
            attempts,
            leaseOwner: 'dead-replica:1:abc',
            leaseExpiresAt: new Date(Date.now() - 1_000),
          },
        });
      const resumed = await endedJob(3_000);
      await expired(resumed.jobId, 1);
      const row = await waitForArchive(prisma, resumed.jobId, ['archived']);
      expect(row.attempts).toBe(2);
      expect(fileRequests(sim, resumed.upstreamId)).toHaveLength(1);

      const spent = await endedJob(3_000);
      await expired(spent.jobId, 4); // ARCHIVE_MAX_ATTEMPTS
      const report = await sweep();
      expect(report.body.expired_leases).toBe(1);
      expect(await archiveOf(prisma, spent.jobId)).toMatchObject({
        state: 'failed',
        lastError: expect.stringMatching(/lease of dead-replica:1:abc expired/),
      });
      expect(fileRequests(sim, spent.upstreamId)).toHaveLength(0);
    });

    it('deletes audio past the retention period and keeps the row as expired', async () => {
      const { jobId } = await endedJob(4_000);
      await tasks.ensureTask(jobId);
      const row = await waitForArchive(prisma, jobId, ['archived']);
      const path = fileOf(row.storageKey!);
      expect(existsSync(path)).toBe(true);
      await prisma.audioArchive.update({
        where: { id: row.id },
        data: { archivedAt: new Date(Date.now() - 31 * 86_400_000) },
      });
      const report = await sweep();
      expect(report.body.retention.expired).toBe(1);
      expect(existsSync(path)).toBe(false);
      expect(await archiveOf(prisma, jobId)).toMatchObject({
        state: 'expired',
        storageKey: null,
        sha256: row.sha256,
      });
    });
  });
});
