import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  startMeetingBotSimulator,
  startSttSimulator,
  type MeetingBotSimulator,
  type SttSimulator,
} from '../simulators/index.js';
import {
  createLiveJobAtVendor,
  fileRequests,
  openMigrated,
  recordLiveJob,
  serverEnv,
} from './support/archive-fixtures.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { eventually } from './support/eventually.js';
import { type ServerProcess, startServerProcess } from './support/server-process.js';

const MB_KEY = 'shutdown-test-meeting-bot-key';
/** Every vendor call below answers after this long, within VENDOR_TIMEOUT_MS. */
const SLOW_MS = 14_000;
const SHUTDOWN_GRACE_MS = 6_000;

/**
 * SIGTERM while every background loop waits for a slow vendor: the bot reconciler (bot list),
 * the archive sweep (a live job's status), and the archive worker (one download whose answer
 * has not come yet, one halfway through its body).
 */
describe('graceful shutdown with slow vendors', () => {
  let stt: SttSimulator;
  let bots: MeetingBotSimulator;
  let db: TestDatabase;
  let server: ServerProcess | undefined;

  beforeEach(async () => {
    stt = await startSttSimulator({ apiKey: 'archive-test-stt-key' });
    bots = await startMeetingBotSimulator({ apiKey: MB_KEY });
    db = await createTestDatabase();
  });
  afterEach(async () => {
    await server?.stop('SIGKILL');
    await Promise.all([stt.close(), bots.close()]);
    await db.drop();
  });

  async function seed() {
    const prisma = await openMigrated(db);
    try {
      const waiting = await createLiveJobAtVendor(stt, 64 * 1024);
      const streaming = await createLiveJobAtVendor(stt, 8 * 1024 * 1024);
      const running = await createLiveJobAtVendor(stt, 1024, false);
      const tasks = [];
      for (const upstreamId of [waiting, streaming]) {
        const jobId = await recordLiveJob(prisma, upstreamId);
        tasks.push((await prisma.audioArchive.create({ data: { jobId } })).id);
      }
      await recordLiveJob(prisma, running, 'started');
      const team = await prisma.team.findFirstOrThrow();
      await prisma.bot.create({
        data: {
          teamId: team.id,
          meetingUrl: 'https://meet.google.com/abc-defg-hij',
          botName: 'Notetaker',
          status: 'create_unconfirmed',
          request: {},
        },
      });
      stt.addFault({ path: `/v2/live/${waiting}/file`, delayMs: SLOW_MS });
      stt.addFault({
        path: `/v2/live/${streaming}/file`,
        slowBody: { chunkBytes: 64 * 1024, intervalMs: 100 },
      });
      stt.addFault({ method: 'GET', path: `/v2/live/${running}`, delayMs: SLOW_MS });
      bots.addFault({ path: '/bots/bots_with_metadata', delayMs: SLOW_MS });
      return { waiting, streaming, running, tasks };
    } finally {
      await prisma.onModuleDestroy();
    }
  }

  it('aborts every in-flight vendor call, releases the downloads and exits 0 in time', async () => {
    const { waiting, streaming, running, tasks } = await seed();
    server = await startServerProcess(
      serverEnv(db, stt, {
        MEETING_BOT_BASE_URL: bots.url,
        MEETING_BOT_API_KEY: MB_KEY,
        VENDOR_TIMEOUT_MS: String(SLOW_MS + 10_000),
        SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
        ARCHIVE_SHUTDOWN_GRACE_MS: '1000',
        ARCHIVE_RECONCILE_AFTER_MS: '0',
        BOT_RECONCILE_INTERVAL_MS: '200',
      }),
    );
    const tmp = join(db.dataDir, 'audio', '.tmp');
    await eventually(async () => {
      const asked = (path: string) => stt.requests.some((r) => r.path === path);
      return (
        fileRequests(stt, waiting).length === 1 &&
        existsSync(tmp) &&
        readdirSync(tmp).length === 1 &&
        asked(`/v2/live/${running}`) &&
        bots.requests.some((r) => r.path.startsWith('/bots/bots_with_metadata'))
      );
    }, 20_000);
    expect(fileRequests(stt, streaming)).toHaveLength(1);

    const started = Date.now();
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(Date.now() - started).toBeLessThan(SHUTDOWN_GRACE_MS);

    const prisma = await openMigrated(db);
    try {
      const rows = await prisma.audioArchive.findMany({ where: { id: { in: tasks } } });
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row).toMatchObject({
          state: 'pending',
          attempts: 0,
          leaseOwner: null,
          lastError: expect.stringMatching(/released at shutdown/),
        });
      }
    } finally {
      await prisma.onModuleDestroy();
    }
    expect(readdirSync(tmp)).toEqual([]);
  }, 60_000);
});
