import { randomBytes } from 'node:crypto';
import { type PrismaService } from '../../src/platform/database/prisma.service.js';
import { startSttSimulator, type SttSimulator } from '../../simulators/index.js';
import { openMigrated, serverEnv, STT_KEY } from '../support/archive-fixtures.js';
import { bearer, mintTeam } from '../support/bridge.js';
import { createTestDatabase, databaseKind, type TestDatabase } from '../support/database.js';
import { eventually } from '../support/eventually.js';
import { http } from '../support/http.js';
import { type ServerProcess, startServerProcess } from '../support/server-process.js';

const TOKEN = randomBytes(16).toString('hex');

/**
 * The vendor-webhook inbox with two replicas on one PostgreSQL, when processing an event takes
 * longer than a lease: reading a job from the STT vendor takes 1 s (under VENDOR_TIMEOUT_MS),
 * and a lease is 2 s.
 */
(databaseKind === 'postgres' ? describe : describe.skip)('fault: slow inbox processing', () => {
  let db: TestDatabase;
  let sim: SttSimulator;
  let prisma: PrismaService;
  const servers: ServerProcess[] = [];

  beforeEach(async () => {
    db = await createTestDatabase();
    sim = await startSttSimulator({ apiKey: STT_KEY, webhookRetryDelaysMs: [] });
    prisma = await openMigrated(db);
    // Every read of one job (the audio length processing asks for) takes a second.
    sim.addFault({ method: 'GET', path: '^/v2/live/[^/]+$', delayMs: 1_000, times: -1 });
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop('SIGKILL')));
    await prisma?.onModuleDestroy();
    await sim?.close();
    await db?.drop();
  });

  const replica = async (extra: Record<string, string> = {}) => {
    const server = await startServerProcess(
      serverEnv(db, sim, {
        WEBHOOK_TOKEN: TOKEN,
        WEBHOOK_LEASE_MS: '2000',
        VENDOR_TIMEOUT_MS: '1500',
        WEBHOOK_POLL_INTERVAL_MS: '200',
        WEBHOOK_MAX_ATTEMPTS: '2',
        ARCHIVE_CONCURRENCY: '0',
        ARCHIVE_SWEEP_INTERVAL_MS: '0',
        STT_PROXY_LIVE_CALLBACK: 'false',
        ...extra,
      }),
    );
    servers.push(server);
    return server;
  };
  const admin = { authorization: 'Bearer archive-tests-admin-key-0123456789' };
  /** `n` live sessions created through the bridge. */
  async function sessions(server: ServerProcess, n: number): Promise<string[]> {
    const team = await mintTeam(server.url, admin, `inbox-${randomBytes(3).toString('hex')}`);
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const res = await http('POST', `${server.url}/v2/live`, {
        headers: bearer(team.key),
        json: {},
      });
      ids.push(res.body.id as string);
    }
    return ids;
  }
  const endOf = (id: string) => ({ event: 'live.end_session', payload: { id } });
  /** Their ends, told to the bridge's receiver. */
  async function tellEnds(server: ServerProcess, ids: string[]): Promise<void> {
    for (const id of ids) {
      const res = await http('POST', `${server.url}/webhooks/stt/${TOKEN}`, { json: endOf(id) });
      expect(res.status).toBe(200);
    }
  }
  const reads = (id: string) =>
    sim.requests.filter((r) => r.method === 'GET' && r.path === `/v2/live/${id}`).length;
  const processed = async () => {
    const done = async () => {
      const events = await prisma.webhookEvent.findMany();
      return events.every((e) => e.processedAt) ? events : null;
    };
    return (await eventually(done, 30_000))!;
  };

  it('renews the leases of a batch that takes longer than one: each event processed once', async () => {
    const a = await replica();
    await replica();
    const ids = await sessions(a, 20);
    await tellEnds(a, ids);
    const events = await processed();
    expect(events.map((e) => e.outcome)).toEqual(Array(20).fill('applied'));
    expect(events.map((e) => e.attempts)).toEqual(Array(20).fill(1));
    expect(ids.map(reads)).toEqual(Array(20).fill(1));
  }, 60_000);

  it('a replica frozen past its leases records nothing, starts nothing, releases nothing of the other', async () => {
    const a = await replica({ WEBHOOK_CONCURRENCY: '1' });
    const ids = await sessions(a, 6);
    // Stored together, so that A's next poll claims all six in one batch.
    await prisma.webhookEvent.createMany({
      data: ids.map((id) => ({
        source: 'stt' as const,
        kind: 'live.end_session',
        dedupKey: `webhook:live.end_session:${id}`,
        payload: endOf(id),
      })),
    });
    // A holds all six and is reading the first job's length when it freezes.
    await eventually(async () => reads(ids[0]!) === 1);
    a.child.kill('SIGSTOP');
    // B starts after A's leases ran out, and takes the events over.
    const b = await replica({ WEBHOOK_CONCURRENCY: '1' });
    await eventually(async () => ids.slice(1).some((id) => reads(id) === 1), 10_000);
    a.child.kill('SIGCONT');
    // A wakes: its leases are B's; then it shuts down while B is still busy.
    await eventually(async () => /lease lost to another replica/.test(a.output()), 10_000);
    expect(await a.stop('SIGTERM')).toBe(0);
    const events = await processed();
    expect(events.every((e) => e.outcome !== 'failed')).toBe(true);
    // Claimed once by A, once by B: A's shutdown gave back nothing of B's.
    expect(events.map((e) => e.attempts)).toEqual(Array(6).fill(2));
    // The job A was reading when it froze was read again by B; every other job, once.
    expect(ids.slice(1).map(reads)).toEqual(Array(5).fill(1));
    const byJob = new Map(events.map((e) => [(e.payload as any).payload.id as string, e]));
    expect(ids.slice(1).map((id) => byJob.get(id)!.outcome)).toEqual(Array(5).fill('applied'));
    expect(b.output()).not.toMatch(/"level":50/);
  }, 90_000);
});
