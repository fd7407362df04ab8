import { join } from 'node:path';
import { type FaultRule, startSttSimulator, type SttSimulator } from '../simulators/index.js';
import {
  createLiveJobAtVendor,
  openMigrated,
  recordLiveJob,
  STT_KEY,
} from './support/archive-fixtures.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { startBridge, type TestBridge } from './support/bridge.js';
import { ROOT, run, runCli } from './support/processes.js';
import { freePort } from './support/server-process.js';

const ADMIN_KEY = `admin-${'c'.repeat(32)}`;

describe('archive command line', () => {
  let sim: SttSimulator;
  let db: TestDatabase;
  let env: Record<string, string>;
  let vendor: Record<string, string>;

  beforeAll(async () => {
    sim = await startSttSimulator({ apiKey: STT_KEY });
    db = await createTestDatabase();
    // No bridge listens on PORT: `archive run` works on the database itself.
    vendor = { STT_BASE_URL: sim.url, STT_API_KEY: STT_KEY, ARCHIVE_CONCURRENCY: '2' };
    env = { ...db.env, ...vendor, PORT: String(await freePort()), BRIDGE_KEY: ADMIN_KEY };
  });
  afterAll(async () => {
    await sim?.close();
    await db?.drop();
  });

  /** Ended sessions with pending tasks, written before the CLI opens the database. */
  async function seed(sizes: number[], fault?: Omit<FaultRule, 'path'>) {
    const prisma = await openMigrated(db);
    try {
      const jobs = [];
      for (const size of sizes) {
        const upstreamId = await createLiveJobAtVendor(sim, size);
        if (fault) sim.addFault({ path: `/v2/live/${upstreamId}/file`, ...fault });
        const jobId = await recordLiveJob(prisma, upstreamId);
        await prisma.audioArchive.create({ data: { jobId } });
        jobs.push({ upstreamId, jobId, size });
      }
      return jobs;
    } finally {
      await prisma.onModuleDestroy();
    }
  }

  const cli = async (...args: string[]) => {
    const result = await runCli(args, env);
    return { ...result, json: result.code === 0 ? JSON.parse(result.stdout) : undefined };
  };

  it('archive run downloads every due task in the foreground and reports what it did', async () => {
    await seed([10_000, 20_000, 30_000]);
    const result = await cli('archive', 'run');
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(
      /^archive run: no bridge answers at .* \(ECONNREFUSED\); running here, on the database/,
    );
    expect(result.json.mode).toBe('direct');
    expect(result.json.run).toEqual({ claimed: 3, archived: 3, failures: 0, bytes: 60_000 });
    expect(result.json.sweep).toMatchObject({ exclusive_ran: true, due: 3 });
    expect(result.json.states.archived).toBe(3);
    // Not a terminal: no progress bar.
    expect(result.stderr).not.toContain('tasks');
  });

  it('archive status lists counts and the tasks that need attention', async () => {
    const [refused] = await seed([1_000], { status: 401 });
    const refusedRun = await cli('archive', 'run');
    expect(refusedRun.json.run).toMatchObject({ failures: 1, archived: 0 });
    // Logged loudly (error level), without the key.
    expect(refusedRun.stderr).toMatch(/REFUSED THE BRIDGE'S API KEY \(401\)/);
    expect(refusedRun.stderr).not.toContain(STT_KEY);
    // The status comes from a running bridge, which the run above did not need.
    const bridge = await startBridge(vendor, { db, adminKey: ADMIN_KEY } as TestBridge);
    try {
      const status = await runCli(['archive', 'status'], {
        BRIDGE_URL: bridge.url,
        BRIDGE_KEY: ADMIN_KEY,
      });
      expect(status.code).toBe(0);
      expect(JSON.parse(status.stdout)).toMatchObject({
        states: { archived: 3, unauthorized: 1, pending: 0 },
        due: 0,
        archived_bytes: 60_000,
        in_progress: [],
        needs_attention: [{ upstream_id: refused.upstreamId, state: 'unauthorized', attempts: 1 }],
      });
      expect(status.stdout).not.toContain(STT_KEY);
      const asked = await runCli(['archive', 'run'], {
        BRIDGE_URL: bridge.url,
        BRIDGE_KEY: ADMIN_KEY,
      });
      expect(asked.stderr).toBe(`archive run: asked the bridge at ${bridge.url}\n`);
      expect(JSON.parse(asked.stdout)).toMatchObject({ mode: 'http', sweep: { due: 0 } });
    } finally {
      await bridge.app.close();
    }
    expect((await cli('archive', 'status', 'extra')).code).toBe(2);
  });

  it('draws a progress bar on a terminal', async () => {
    await seed([70_000]);
    const cmd = `${process.execPath} ${join(ROOT, 'dist', 'src', 'cli', 'main.js')} archive run`;
    // `script` gives the CLI a pseudo-terminal, as an operator's shell would.
    const result = await run('script', ['-qec', cmd, '/dev/null'], env);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/\[#{30}\] 1\/1 tasks {2}68\.4 KiB {2}0 failure\(s\)/);
  });

  it('counts tasks, not attempts: a task retried within the run is one task and one failure', async () => {
    // Two 5xx answers: with no backoff, the task is claimed again at once, then given up.
    await seed([60_000]);
    await seed([3_000], { status: 503, times: 2 });
    const cmd = `${process.execPath} ${join(ROOT, 'dist', 'src', 'cli', 'main.js')} archive run`;
    const retrying = { ...env, ARCHIVE_BACKOFF_BASE_MS: '0', ARCHIVE_MAX_ATTEMPTS: '2' };
    const result = await run('script', ['-qec', cmd, '/dev/null'], retrying);
    expect(result.code).toBe(0);
    const draws = result.stdout.split('\r[').slice(1);
    expect(draws.at(-1)).toMatch(/^#{30}\] 2\/2 tasks {2}.* {2}1 failure\(s\)/);
    expect(draws.filter((draw) => /\/3 tasks|2 failure/.test(draw))).toEqual([]);
    const json = JSON.parse(result.stdout.slice(result.stdout.indexOf('{')));
    expect(json.run).toMatchObject({ claimed: 3, archived: 1, failures: 2 });
    expect(json.tasks).toEqual({ done: 2, total: 2, failures: 1 });
  });
});
