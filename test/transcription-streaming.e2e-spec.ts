import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { expectedAudioSha256 } from '../simulators/index.js';
import { AudioStorage } from '../src/platform/storage/audio-storage.js';
import { databaseKind } from './support/database.js';
import { http } from './support/http.js';
import { type ServerProcess, startServerProcess } from './support/server-process.js';
import { uploadMultipart } from './support/streams.js';
import { createJob, type ProxyFixture, startProxyFixture } from './transcription-fixture.js';

const MiB = 1024 * 1024;
const LARGE = 256 * MiB;
/** Far below LARGE: a proxy that held the body in memory could not stay under it. */
const RSS_GROWTH_LIMIT = 96 * MiB;

/** The resident memory of process `pid`, in bytes. */
const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

/** Highest RSS growth of process `pid` while `work` runs, sampled every 20 ms. */
async function peakRssGrowth(pid: number, work: () => Promise<void>): Promise<number> {
  const baseline = rssOf(pid);
  let peak = baseline;
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, rssOf(pid)) - baseline;
}

/** The upload's answer, parsed. */
async function upload(url: string, headers: Record<string, string>, size: number) {
  const { status, text } = await uploadMultipart(url, headers, size);
  return { status, body: JSON.parse(text) };
}

/** Downloads through node:http, hashing as the bytes come. */
function download(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; size: number; sha256: string }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const hash = createHash('sha256');
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        hash.update(chunk);
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, size, sha256: hash.digest('hex') }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('STT proxy: streaming, redirects and archived audio', () => {
  let fx: ProxyFixture;

  beforeAll(async () => {
    fx = await startProxyFixture();
  });
  afterAll(() => fx?.close());
  beforeEach(() => fx.stt.clearRequests());

  /** A live job of team alpha whose audio the bridge has archived, as the archive worker would. */
  async function archivedJob(audio: Buffer) {
    const prisma = fx.bridge.app.get(PrismaService);
    const storage = fx.bridge.app.get(AudioStorage);
    const { id } = await createJob(fx, fx.alpha, '/v2/live');
    const job = await prisma.transcriptionJob.findFirstOrThrow({ where: { upstreamId: id } });
    const key = `live/${job.id}.wav`;
    const stored = await storage.put(key, Readable.from([audio]), { contentType: 'audio/wav' });
    await prisma.audioArchive.create({
      data: {
        jobId: job.id,
        state: 'archived',
        storageKey: key,
        sizeBytes: stored.size,
        sha256: stored.sha256,
        contentType: 'audio/wav',
        archivedAt: new Date(),
      },
    });
    return { id, job, key, prisma, storage };
  }

  /**
   * The compiled server as a process of its own, on the fixture's database and simulator, so that
   * the memory measured is the bridge's alone: this test process also holds the simulator, the
   * client and what earlier tests in the worker left, whose garbage and freed pages RSS counts.
   * Two processes on one database: PostgreSQL only.
   */
  (databaseKind === 'postgres' ? describe : describe.skip)(
    'with bounded memory, in a process of its own',
    () => {
      let server: ServerProcess;
      const at = (path: string) => `${server.url}${path}`;

      beforeAll(async () => {
        server = await startServerProcess({
          ...fx.bridge.db.env,
          LOG_LEVEL: 'warn',
          BRIDGE_ADMIN_KEY: fx.bridge.adminKey,
          STT_BASE_URL: fx.stt.url,
          STT_API_KEY: fx.sttKey,
          WEBHOOK_TOKEN: fx.webhookToken,
          OUTBOUND_ALLOW_PRIVATE: 'true',
          // The proxy alone: no background workers beside what is measured.
          BRIDGE_ROLES: 'api',
          // The `no-fast-lane` project measures the framework's door.
          ...(process.env.HTTP_FAST_LANE ? { HTTP_FAST_LANE: process.env.HTTP_FAST_LANE } : {}),
        });
        // Warmed up: the code of both routes loaded and compiled before anything is measured.
        expect((await upload(at('/v2/upload'), fx.alpha.headers, MiB)).status).toBe(200);
        const { id } = await createJob(fx, fx.alpha, '/v2/pre-recorded');
        fx.stt.setAudioSize(id, MiB);
        expect((await download(at(`/v2/pre-recorded/${id}/file`), fx.alpha.headers)).status).toBe(
          200,
        );
      });
      afterAll(() => server?.stop());

      // Uploads go through the framework's router on both doors (the fast lane serves reads
      // only): the `postgres` project measures them, the `no-fast-lane` project would again.
      (process.env.HTTP_FAST_LANE === 'false' ? it.skip : it)(
        'streams a large upload to the vendor',
        async () => {
          fx.stt.clearRequests();
          let answer!: { status: number; body: any };
          const growth = await peakRssGrowth(server.child.pid!, async () => {
            answer = await upload(at('/v2/upload'), fx.alpha.headers, LARGE);
          });
          expect(answer.status).toBe(200);
          expect(answer.body.audio_metadata).toMatchObject({ filename: 'big.wav', size: LARGE });
          expect(fx.stt.requests[0]!.headers['x-service-key']).toBe(fx.sttKey);
          expect(growth).toBeLessThan(RSS_GROWTH_LIMIT);
        },
      );

      it('streams a large download to the caller, byte for byte', async () => {
        const { id } = await createJob(fx, fx.alpha, '/v2/pre-recorded');
        fx.stt.setAudioSize(id, LARGE);
        let result!: { status: number; size: number; sha256: string };
        const growth = await peakRssGrowth(server.child.pid!, async () => {
          result = await download(at(`/v2/pre-recorded/${id}/file`), fx.alpha.headers);
        });
        expect(result).toEqual({
          status: 200,
          size: LARGE,
          sha256: expectedAudioSha256(id, LARGE),
        });
        expect(growth).toBeLessThan(RSS_GROWTH_LIMIT);
      });
    },
  );

  it('follows a redirect to signed storage itself, without the vendor key', async () => {
    const { id } = await createJob(fx, fx.alpha, '/v2/live');
    void fx.stt.endSession(id);
    fx.stt.setAudioSize(id, 3 * MiB);
    fx.stt.addFault({ path: `/v2/live/${id}/file`, redirectTo: 'file-origin' });
    fx.stt.fileOrigin.requests.length = 0;

    const result = await download(fx.url(`/v2/live/${id}/file`), fx.alpha.headers);
    expect(result).toEqual({
      status: 200,
      size: 3 * MiB,
      sha256: expectedAudioSha256(id, 3 * MiB),
    });
    expect(fx.stt.fileOrigin.requests).toHaveLength(1);
    const toStorage = fx.stt.fileOrigin.requests[0]!;
    expect(toStorage.headers['x-service-key']).toBeUndefined();
    expect(toStorage.headers.authorization).toBeUndefined();
    expect(JSON.stringify(toStorage.headers)).not.toContain(fx.alpha.key);
  });

  it("answers the vendor's error shape when signed storage refuses", async () => {
    const { id } = await createJob(fx, fx.alpha, '/v2/live');
    void fx.stt.endSession(id);
    fx.stt.addFault({ path: `/v2/live/${id}/file`, redirectTo: 'file-origin' });
    fx.stt.addFault({ path: `/signed/audio/${id}`, status: 500 });
    const res = await http('GET', fx.url(`/v2/live/${id}/file`), { headers: fx.alpha.headers });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ statusCode: 502, path: `/v2/live/${id}/file` });
  });

  it('serves archived audio from storage, and deleting the job deletes it', async () => {
    const audio = Buffer.from('archived audio bytes');
    const { id, job, key, prisma, storage } = await archivedJob(audio);
    fx.stt.clearRequests();

    const file = await fetch(fx.url(`/v2/live/${id}/file`), { headers: fx.alpha.headers });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await file.arrayBuffer()).equals(audio)).toBe(true);
    expect(fx.stt.requests).toHaveLength(0);
    // Another team still gets nothing.
    const foreign = await http('GET', fx.url(`/v2/live/${id}/file`), { headers: fx.beta.headers });
    expect(foreign.status).toBe(404);

    const del = await http('DELETE', fx.url(`/v2/live/${id}`), { headers: fx.alpha.headers });
    expect(del.status).toBe(202);
    expect(await storage.openRead(key)).toBeNull();
    // The row stays, without its key, so the usage it counted does not change.
    expect(await prisma.audioArchive.findUnique({ where: { jobId: job.id } })).toMatchObject({
      state: 'deleted',
      storageKey: null,
      sizeBytes: BigInt(audio.length),
    });
    const gone = await prisma.transcriptionJob.findUniqueOrThrow({ where: { id: job.id } });
    expect(gone.deletedAt).toBeInstanceOf(Date);
    const after = await http('GET', fx.url(`/v2/live/${id}/file`), { headers: fx.alpha.headers });
    expect(after.status).toBe(404);
  });

  it('serves one byte range of archived audio (206), and 416 past its end', async () => {
    const audio = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz');
    const { id } = await archivedJob(audio);
    const get = (range: string) =>
      fetch(fx.url(`/v2/live/${id}/file`), { headers: { ...fx.alpha.headers, range } });

    for (const [range, start, end] of [
      ['bytes=10-19', 10, 19],
      ['bytes=30-', 30, 35],
      ['bytes=-4', 32, 35],
      ['bytes=34-1000', 34, 35],
    ] as const) {
      const res = await get(range);
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/36`);
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(audio.subarray(start, end + 1));
    }
    const whole = await get('bytes=0-1,5-6');
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(audio);

    const beyond = await get('bytes=36-');
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */36');
    expect(await beyond.json()).toMatchObject({ statusCode: 416, path: `/v2/live/${id}/file` });
    expect(fx.stt.requests.filter((r) => r.path.endsWith('/file'))).toHaveLength(0);
  });

  it('deletes archived audio even when the vendor already let the job go', async () => {
    const { id, key, storage } = await archivedJob(Buffer.from('x'));
    await fetch(`${fx.stt.url}/v2/live/${id}`, {
      method: 'DELETE',
      headers: { 'x-service-key': fx.sttKey },
    });

    const del = await http('DELETE', fx.url(`/v2/live/${id}`), { headers: fx.alpha.headers });
    expect(del.status).toBe(202);
    expect(await storage.openRead(key)).toBeNull();
    const again = await http('DELETE', fx.url(`/v2/live/${id}`), { headers: fx.alpha.headers });
    expect(again.status).toBe(404);
  });
});
