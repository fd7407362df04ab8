import { PrismaService } from '../../src/platform/database/prisma.service.js';
import { bearer, mintTeam, startBridge, type TestBridge } from '../support/bridge.js';
import { eventually } from '../support/eventually.js';
import { http } from '../support/http.js';

/** The bounds of one member's searches: words, time, room, and a caller who leaves. */
describe('security: searches are bounded, and one team cannot take the database away', () => {
  let bridge: TestBridge;
  /** A replica of the same deployment whose searches time out quickly. */
  let hasty: TestBridge;
  let prisma: PrismaService;
  let a: { id: string; key: string };
  let b: { id: string; key: string };

  beforeAll(async () => {
    bridge = await startBridge({ SEARCH_CONCURRENCY: '3', SEARCH_TIMEOUT_MS: '60000' });
    hasty = await startBridge({ SEARCH_TIMEOUT_MS: '300' }, bridge);
    prisma = bridge.app.get(PrismaService);
    a = await mintTeam(bridge.url, bridge.admin, 'search-a');
    b = await mintTeam(bridge.url, bridge.admin, 'search-b');
  });
  afterAll(async () => {
    await hasty?.app.close();
    await bridge?.close();
  });

  const path = (q: string) => `/transcripts/search?q=${encodeURIComponent(q)}`;
  const search = (server: TestBridge, key: string, q: string) =>
    http('GET', `${server.url}${path(q)}`, { headers: bearer(key) });

  /** Search statements running (or waiting on a lock) in the database now. */
  const running = async () => {
    const [row] = await prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND state = 'active'
         AND query LIKE '%websearch_to_tsquery%' AND pid <> pg_backend_pid()`;
    return row!.n;
  };

  /** Runs `meanwhile` while the search table is locked: every search waits on it. */
  async function whileLocked(meanwhile: () => Promise<void>): Promise<void> {
    await prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`LOCK TABLE transcript_search IN ACCESS EXCLUSIVE MODE`;
        await meanwhile();
      },
      { timeout: 60_000 },
    );
  }

  it('refuses a query of more words than a search takes, in the error shape', async () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`);
    const long = await search(bridge, a.key, words(13).join(' or '));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ statusCode: 400 });
    expect(JSON.stringify(long.body.message)).toContain(
      'holds 13 words; a search takes at most 12',
    );
    for (const q of [words(12).join(' or '), `"${words(6).join(' ')}" -${words(6).join(' -')}`]) {
      expect((await search(bridge, a.key, q)).status).toBe(200);
    }
  });

  it('gives each team two searches at once and the replica three, and cancels a search whose caller left', async () => {
    const waited: Promise<Response>[] = [];
    await whileLocked(async () => {
      const leaving = [new AbortController(), new AbortController()];
      const first = leaving.map((left) =>
        fetch(`${bridge.url}${path('engine')}`, {
          headers: bearer(a.key),
          signal: left.signal,
        }).catch(() => null),
      );
      await eventually(async () => (await running()) === 2 || null);
      const third = await search(bridge, a.key, 'engine');
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBe('1');
      expect(third.body).toMatchObject({ statusCode: 429 });
      // Another team has room of its own, up to the replica's.
      waited.push(fetch(`${bridge.url}${path('engine')}`, { headers: bearer(b.key) }));
      await eventually(async () => (await running()) === 3 || null);
      expect((await search(bridge, b.key, 'orders')).status).toBe(429);
      // Team a's callers leave: their statements end at once, and their places are free.
      for (const left of leaving) left.abort();
      await Promise.all(first);
      await eventually(async () => (await running()) === 1 || null, 10_000);
      waited.push(fetch(`${bridge.url}${path('orders')}`, { headers: bearer(a.key) }));
      await eventually(async () => (await running()) === 2 || null);
    });
    // Once the table is free, what waited answers.
    expect((await Promise.all(waited)).map((res) => res.status)).toEqual([200, 200]);
    expect((await http('GET', `${bridge.url}/health/ready`)).status).toBe(200);
  });

  it('ends a search that runs past SEARCH_TIMEOUT_MS with a 400 that says what to do', async () => {
    let answer!: Awaited<ReturnType<typeof search>>;
    await whileLocked(async () => {
      answer = await search(hasty, a.key, 'engine');
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/took longer than 300 ms: narrow it/);
    expect(await running()).toBe(0);
    expect((await search(hasty, a.key, 'engine')).status).toBe(200);
  });
});
