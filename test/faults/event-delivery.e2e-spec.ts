import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type PrismaService } from '../../src/platform/database/prisma.service.js';
import { EventOutbox } from '../../src/platform/outbox/event-outbox.js';
import { openMigrated } from '../support/archive-fixtures.js';
import { bearer, mintTeam } from '../support/bridge.js';
import { createTestDatabase, databaseKind, type TestDatabase } from '../support/database.js';
import { startEventReceiver, type EventReceiver } from '../support/event-receiver.js';
import { eventually } from '../support/eventually.js';
import { http } from '../support/http.js';
import { type PrivatePostgres, privateTestDatabase } from '../support/private-postgres.js';
import { ROOT } from '../support/processes.js';
import { type ServerProcess, startServerProcess } from '../support/server-process.js';

const ADMIN_KEY = `admin-${randomBytes(16).toString('hex')}`;
const admin = bearer(ADMIN_KEY);
const POLL_MS = 100;
const LEASE_MS = 3_000;

/** Team events delivered by replica processes on PostgreSQL, under faults. */
(databaseKind === 'postgres' ? describe : describe.skip)('fault: team event delivery', () => {
  let db: TestDatabase;
  let prisma: PrismaService;
  let receiver: EventReceiver;
  let pg: PrivatePostgres | undefined;
  const servers: ServerProcess[] = [];

  beforeEach(async () => {
    receiver = await startEventReceiver();
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop('SIGKILL')));
    await prisma?.onModuleDestroy();
    await receiver?.close();
    await db?.drop();
    pg = undefined;
  });

  /** A database for the test: the run's PostgreSQL, or a private cluster to stop and start. */
  async function database(own = false) {
    if (own) ({ pg, db } = await privateTestDatabase());
    else db = await createTestDatabase();
    prisma = await openMigrated(db);
  }
  const replica = async (extra: Record<string, string> = {}) => {
    const server = await startServerProcess({
      ...db.env,
      LOG_LEVEL: 'warn',
      BRIDGE_ADMIN_KEY: ADMIN_KEY,
      EVENT_POLL_INTERVAL_MS: String(POLL_MS),
      ARCHIVE_CONCURRENCY: '0',
      ARCHIVE_SWEEP_INTERVAL_MS: '0',
      ...extra,
    });
    servers.push(server);
    return server;
  };
  /** A team with one endpoint at `path` of the receiver. */
  async function endpoint(server: ServerProcess, path: string) {
    const team = await mintTeam(server.url, admin, `faults-${randomBytes(3).toString('hex')}`);
    const res = await http('POST', `${server.url}/webhook-endpoints`, {
      headers: bearer(team.key),
      json: { url: `${receiver.url}${path}` },
    });
    expect(res.status).toBe(201);
    return { team, id: res.body.id as string };
  }
  /** Events committed for the team as a state change would write them (the outbox). */
  async function emit(teamId: string, n: number): Promise<void> {
    const outbox = new EventOutbox(prisma, undefined as never, undefined as never);
    for (let i = 0; i < n; i++) await outbox.insert(prisma, teamId, 'bot.status_changed', { i });
  }
  const ids = (path: string) => receiver.on(path).map((e) => String(e.headers['webhook-id']));
  const messages = (endpointId: string) =>
    prisma.webhookMessage.findMany({ where: { endpointId } });
  const databaseNow = async () =>
    (await prisma.$queryRaw<{ now: Date }[]>`SELECT now()`)[0]!.now.getTime();

  it('records deliveries that ended while PostgreSQL was away, instead of sending them again', async () => {
    await database(true);
    const server = await replica({ EVENT_LEASE_MS: '20000' });
    const ep = await endpoint(server, '/outage');
    receiver.answer('/outage', () => ({ delayMs: 1_000 }));
    await emit(ep.team.id, 10);
    // The deliveries in flight are answered while the database is down.
    await eventually(async () => receiver.open >= 5, 10_000);
    await pg!.stop();
    await eventually(async () => receiver.open === 0, 10_000);
    await pg!.start();
    await eventually(async () => {
      const all = await messages(ep.id).catch(() => []);
      return all.length === 10 && all.every((m) => m.status === 'succeeded');
    }, 30_000);
    expect(ids('/outage').sort()).toEqual((await messages(ep.id)).map((m) => m.id).sort());
  }, 90_000);

  it('keeps a lease while a delivery outlasts it, and resumes a killed replica within a lease', async () => {
    await database();
    // Deliveries may take 30 s; a lease is 3 s, renewed while they run.
    const slow = { EVENT_DELIVERY_TIMEOUT_MS: '30000', EVENT_LEASE_MS: String(LEASE_MS) };
    const a = await replica(slow);
    const ep = await endpoint(a, '/held');
    let answering = false;
    receiver.answer('/held', () => (answering ? {} : { delayMs: 60_000 }));
    await emit(ep.team.id, 3);
    await receiver.waitFor(3, (e) => e.path === '/held');
    const claimed = await messages(ep.id);
    const firstLeaseEnd = Math.max(...claimed.map((m) => m.leaseExpiresAt!.getTime()));
    await replica(slow);
    // Past A's first lease on the database's clock (what claims compare with), by five of B's
    // polls: B has taken none of the messages A is still delivering, and A still holds them.
    await eventually(
      async () => (await databaseNow()) > firstLeaseEnd + 5 * POLL_MS,
      LEASE_MS + 10_000,
    );
    expect(receiver.on('/held')).toHaveLength(3);
    for (const m of await messages(ep.id)) {
      expect(m.leaseOwner).toBe(claimed[0]!.leaseOwner);
      expect(m.leaseExpiresAt!.getTime()).toBeGreaterThan(firstLeaseEnd);
    }

    a.child.kill('SIGKILL');
    const killed = Date.now();
    answering = true;
    await eventually(
      async () => (await messages(ep.id)).every((m) => m.status === 'succeeded'),
      25_000,
    );
    const resumedAfter = Date.now() - killed;
    expect(receiver.on('/held')).toHaveLength(6);
    expect(new Set(ids('/held')).size).toBe(3);
    // Within one lease and a poll, with room for a busy machine.
    expect(resumedAfter).toBeLessThan(LEASE_MS + 7_000);
  }, 90_000);

  it("orders the event log by the database, whatever a replica's clock says", async () => {
    await database();
    const a = await replica();
    // B's clock runs two minutes late.
    const clock = pathToFileURL(join(ROOT, 'test', 'support', 'clock-offset.js')).href;
    const b = await replica({ NODE_OPTIONS: `--import=${clock}`, TEST_CLOCK_OFFSET_MS: '-120000' });
    const ep = await endpoint(a, '/log');
    const ping = (server: ServerProcess) =>
      http('POST', `${server.url}/webhook-endpoints/${ep.id}/test`, {
        headers: bearer(ep.team.key),
      });
    const since = new Date(Date.now() - 5_000).toISOString();
    /** Event ids in the order a reader saw them. */
    const seen: string[] = [];
    /** A reader's poll: page by page, from where it left off (`after` its last event). */
    const read = async () => {
      let cursor: string | null = null;
      do {
        const from: string = cursor
          ? `cursor=${cursor}`
          : seen.length > 0
            ? `after=${seen.at(-1)}`
            : `since=${since}`;
        const res = await http('GET', `${a.url}/events?${from}&limit=4`, {
          headers: bearer(ep.team.key),
        });
        expect(res.status).toBe(200);
        seen.push(...res.body.data.map((e: { id: string }) => e.id));
        cursor = res.body.next_cursor;
      } while (cursor);
      return seen.length;
    };
    // Polled until the log has settled (a transaction anywhere on the server holds it back).
    for (let i = 0; i < 10; i++) expect((await ping(i % 2 ? b : a)).status).toBe(200);
    await eventually(async () => (await read()) >= 10, 20_000);
    for (let i = 0; i < 10; i++) expect((await ping(i % 2 ? b : a)).status).toBe(200);
    await eventually(async () => (await read()) >= 20, 20_000);
    const events = await prisma.teamEvent.findMany({ where: { teamId: ep.team.id } });
    expect(events).toHaveLength(20);
    // Each seen once, none passed over.
    expect(seen).toHaveLength(20);
    expect(new Set(seen)).toEqual(new Set(events.map((e) => e.id)));
    // Its time is the database's, not the late replica's.
    for (const e of events) {
      expect(Math.abs(e.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    }
  }, 60_000);
});
