import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { ArchiveTasksService } from '../src/archival/archive-tasks.service.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { expectedAudioSha256, startSttSimulator, type SttSimulator } from '../simulators/index.js';
import { AudioStorage } from '../src/platform/storage/audio-storage.js';
import { S3AudioStorage } from '../src/platform/storage/s3-audio-storage.js';
import {
  createLiveJobAtVendor,
  fileRequests,
  recordLiveJob,
  STT_KEY,
  waitForArchive,
} from './support/archive-fixtures.js';
import { startBridge, type TestBridge } from './support/bridge.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';
import { type LocalS3, startLocalS3 } from './support/s3-server.js';

describe('audio archival (S3 storage)', () => {
  let s3: LocalS3;
  let sim: SttSimulator;
  let bridge: TestBridge;
  let prisma: PrismaService;
  let tasks: ArchiveTasksService;
  let storage: AudioStorage;

  beforeAll(async () => {
    s3 = await startLocalS3();
    sim = await startSttSimulator({ apiKey: STT_KEY });
    bridge = await startBridge({
      ...s3.env,
      STT_BASE_URL: sim.url,
      STT_API_KEY: STT_KEY,
      ARCHIVE_MAX_ATTEMPTS: '2',
      ARCHIVE_BACKOFF_BASE_MS: '10',
      ARCHIVE_BACKOFF_MAX_MS: '20',
      ARCHIVE_POLL_INTERVAL_MS: '50',
      ARCHIVE_SWEEP_INTERVAL_MS: '0',
    });
    prisma = bridge.app.get(PrismaService);
    tasks = bridge.app.get(ArchiveTasksService);
    storage = bridge.app.get(AudioStorage);
  });
  afterAll(async () => {
    await bridge?.close();
    await sim?.close();
    await s3?.close();
  });

  async function sha256Stored(key: string) {
    const object = await storage.openRead(key);
    if (!object) return null;
    const hash = createHash('sha256');
    for await (const chunk of object.stream) hash.update(chunk as Buffer);
    return { sha256: hash.digest('hex'), size: object.size, contentType: object.contentType };
  }

  it('streams a multi-part file into the bucket, byte for byte', async () => {
    expect(storage.driver).toBe('s3');
    const size = 20 * 1024 * 1024 + 123; // three 8 MiB parts
    const upstreamId = await createLiveJobAtVendor(sim, size);
    const jobId = await recordLiveJob(prisma, upstreamId);
    await tasks.ensureTask(jobId);
    const row = await waitForArchive(prisma, jobId, ['archived'], 30_000);
    const expected = expectedAudioSha256(upstreamId, size);
    expect(row).toMatchObject({ sha256: expected, sizeBytes: BigInt(size), attempts: 1 });
    expect(await sha256Stored(row.storageKey!)).toEqual({
      sha256: expected,
      size,
      contentType: 'application/octet-stream',
    });
  });

  it('reads the size of an object and one byte range of it, and nothing of a missing one', async () => {
    const key = `ranges/${randomUUID()}.wav`;
    await storage.put(key, Readable.from([Buffer.from('0123456789abcdefghij')]), {
      contentType: 'audio/wav',
    });
    expect(await storage.stat(key)).toEqual({
      size: 20,
      contentType: 'audio/wav',
      etag: expect.stringMatching(/^"[^"]+"$/),
      modifiedAt: expect.any(Date),
    });
    const part = await storage.openRead(key, { start: 5, end: 9 });
    expect(part).toMatchObject({ size: 20, contentType: 'audio/wav' });
    expect(Buffer.concat(await part!.stream.toArray()).toString()).toBe('56789');
    expect(await storage.stat(`ranges/${randomUUID()}`)).toBeNull();
    expect(await storage.openRead(`ranges/${randomUUID()}`, { start: 0, end: 1 })).toBeNull();
  });

  it('never publishes a body that was cut off', async () => {
    const upstreamId = await createLiveJobAtVendor(sim, 12 * 1024 * 1024);
    const jobId = await recordLiveJob(prisma, upstreamId);
    sim.addFault({ path: `/v2/live/${upstreamId}/file`, resetAfterBytes: 10_000_000, times: -1 });
    await tasks.ensureTask(jobId);
    const row = await waitForArchive(prisma, jobId, ['failed'], 30_000);
    expect(row.attempts).toBe(2);
    expect(fileRequests(sim, upstreamId)).toHaveLength(2);
    expect(await storage.openRead(`live/${jobId}`)).toBeNull();
    sim.clearFaults();
  });

  it('reports the bucket in readiness, and a missing bucket as not ready', async () => {
    const ready = await http('GET', `${bridge.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(ready.body.info.storage).toEqual({ status: 'up' });

    const missing = new S3AudioStorage({
      bucket: 'no-such-bucket',
      prefix: '',
      client: {
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      },
    });
    await expect(missing.checkReady()).rejects.toThrow();
  });

  it("deletes an offboarded team's archived audio from the bucket", async () => {
    const upstreamId = await createLiveJobAtVendor(sim, 100_000);
    const jobId = await recordLiveJob(prisma, upstreamId);
    await tasks.ensureTask(jobId);
    const row = await waitForArchive(prisma, jobId, ['archived']);
    expect(await storage.stat(row.storageKey!)).not.toBeNull();
    const { teamId } = await prisma.transcriptionJob.findUniqueOrThrow({ where: { id: jobId } });
    const off = await http('DELETE', `${bridge.url}/admin/teams/${teamId}`, {
      headers: bridge.admin,
    });
    expect(off.status).toBe(202);
    await eventually(async () => {
      const team = await http('GET', `${bridge.url}/admin/teams/${teamId}`, {
        headers: bridge.admin,
      });
      return team.body.offboarding?.done;
    }, 15_000);
    // DeleteObject: the bucket no longer has it; the row stays, without its key.
    expect(await storage.stat(`live/${jobId}`)).toBeNull();
    expect(await prisma.audioArchive.findUnique({ where: { jobId } })).toMatchObject({
      state: 'deleted',
      storageKey: null,
    });
    const job = await prisma.transcriptionJob.findUniqueOrThrow({ where: { id: jobId } });
    expect(job.deletedAt).toEqual(expect.any(Date));
  });
});
