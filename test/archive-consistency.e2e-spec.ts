import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { ArchiveTasksService } from '../src/archival/archive-tasks.service.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { AudioStorage } from '../src/platform/storage/audio-storage.js';
import { startSttSimulator, type SttSimulator } from '../simulators/index.js';
import {
  createLiveJobAtVendor,
  recordLiveJob,
  STT_KEY,
  waitForArchive,
} from './support/archive-fixtures.js';
import { startBridge, type TestBridge } from './support/bridge.js';
import { http } from './support/http.js';
import { runCli } from './support/processes.js';
import { type LocalS3, startLocalS3 } from './support/s3-server.js';

const SIZE = 64 * 1024;

/**
 * What a restore of the database and the storage to different moments leaves, planted on each
 * storage driver: a task whose object is gone, one whose object has another size, an object no
 * task names. The check finds each, through the admin API and the CLI.
 */
describe.each(['filesystem', 's3'] as const)('archive consistency (%s storage)', (driver) => {
  let s3: LocalS3 | undefined;
  let sim: SttSimulator;
  let bridge: TestBridge;
  let prisma: PrismaService;
  let storage: AudioStorage;

  beforeAll(async () => {
    s3 = driver === 's3' ? await startLocalS3() : undefined;
    sim = await startSttSimulator({ apiKey: STT_KEY });
    bridge = await startBridge({
      ...s3?.env,
      STT_BASE_URL: sim.url,
      STT_API_KEY: STT_KEY,
      ARCHIVE_POLL_INTERVAL_MS: '50',
      ARCHIVE_SWEEP_INTERVAL_MS: '0',
    });
    prisma = bridge.app.get(PrismaService);
    storage = bridge.app.get(AudioStorage);
  });
  afterAll(async () => {
    await bridge?.close();
    await sim?.close();
    await s3?.close();
  });

  const archived = async () => {
    const jobId = await recordLiveJob(prisma, await createLiveJobAtVendor(sim, SIZE));
    await bridge.app.get(ArchiveTasksService).ensureTask(jobId);
    return waitForArchive(prisma, jobId, ['archived']);
  };
  const put = (key: string, size: number) =>
    storage.put(key, Readable.from([Buffer.alloc(size, 7)]), {
      contentType: 'audio/wav',
      expectedSize: size,
    });

  it('finds tasks whose object is missing or resized, and objects no task names', async () => {
    const [kept, lost, resized] = [await archived(), await archived(), await archived()];
    const clean = await http('GET', `${bridge.url}/admin/archives/consistency`, {
      headers: bridge.admin,
    });
    expect(clean.status).toBe(200);
    expect(clean.body).toEqual({
      objects: 3,
      rows: 3,
      missing: { count: 0, items: [] },
      size_mismatch: { count: 0, items: [] },
      orphans: { count: 0, keys: [] },
    });

    await storage.delete(lost.storageKey!);
    await put(resized.storageKey!, SIZE + 1);
    const orphan = `live/${randomUUID()}`;
    await put(orphan, 10);

    const report = await http('GET', `${bridge.url}/admin/archives/consistency`, {
      headers: bridge.admin,
    });
    expect(report.body).toEqual({
      objects: 3,
      rows: 3,
      missing: {
        count: 1,
        items: [{ archive_id: lost.id, key: lost.storageKey, state: 'archived' }],
      },
      size_mismatch: {
        count: 1,
        items: [
          {
            archive_id: resized.id,
            key: resized.storageKey,
            row_bytes: SIZE,
            object_bytes: SIZE + 1,
          },
        ],
      },
      orphans: { count: 1, keys: [orphan] },
    });
    expect(kept.storageKey).not.toBe(orphan);

    const cli = await runCli(['archive', 'check'], {
      BRIDGE_URL: bridge.url,
      BRIDGE_KEY: bridge.adminKey,
    });
    expect(cli.code).toBe(0);
    expect(JSON.parse(cli.stdout)).toEqual(report.body);

    const member = await http('GET', `${bridge.url}/admin/archives/consistency`);
    expect(member.status).toBe(401);
  });
});
