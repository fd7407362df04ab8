import { PrismaService } from '../src/platform/database/prisma.service.js';
import {
  startMeetingBotSimulator,
  startSttSimulator,
  type MeetingBotSimulator,
  type SttSimulator,
} from '../simulators/index.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { databaseKind } from './support/database.js';
import { http, type HttpResult } from './support/http.js';

const MB_KEY = 'limits-mb-key';
const STT_KEY = 'limits-stt-key';
const MEETING = 'https://meet.google.com/abc-defg-hij';

/**
 * Per-team limits and the vendor accounts' limits: counted in PostgreSQL so that replicas agree,
 * answered 429 with Retry-After and the RateLimit headers, never with a vendor call.
 */
describe('limits', () => {
  let mb: MeetingBotSimulator;
  let stt: SttSimulator;
  let bridge: TestBridge;
  /** A second replica on the same database (PostgreSQL only: the embedded one is single-process). */
  let replica: TestBridge | undefined;
  let prisma: PrismaService;

  beforeAll(async () => {
    [mb, stt] = await Promise.all([
      startMeetingBotSimulator({ apiKey: MB_KEY }),
      startSttSimulator({ apiKey: STT_KEY }),
    ]);
    const env = {
      MEETING_BOT_BASE_URL: mb.url,
      MEETING_BOT_API_KEY: MB_KEY,
      STT_BASE_URL: stt.url,
      STT_API_KEY: STT_KEY,
      STT_MAX_CONCURRENT_LIVE: '2',
      MEETING_BOT_MAX_REQUESTS_PER_SECOND: '50',
      LIMIT_BOTS_PER_DAY: '1000',
      BRIDGE_ROLES: 'api,events',
    };
    bridge = await startBridge(env);
    prisma = bridge.app.get(PrismaService);
    if (databaseKind === 'postgres') {
      replica = await startBridge({
        ...env,
        DATABASE_URL: bridge.db.url!,
        MIGRATE_ON_START: 'false',
      });
    }
  });
  afterAll(async () => {
    await replica?.close();
    await bridge?.close();
    await mb?.close();
    await stt?.close();
  });

  const patchLimits = (teamId: string, limits: unknown) =>
    http('PATCH', `${bridge.url}/admin/teams/${teamId}`, {
      headers: bridge.admin,
      json: { limits },
    });
  const createBot = (url: string, key: string) =>
    http('POST', `${url}/bots`, { headers: bearer(key), json: { meeting_url: MEETING } });
  const vendorCreates = () => mb.requests.filter((r) => r.method === 'POST' && r.path === '/bots/');
  const expectRefused = (res: HttpResult, limit: number) => {
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ statusCode: 429, request_id: expect.any(String) });
    expect(res.headers.get('ratelimit-limit')).toBe(String(limit));
    expect(res.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
  };

  it('sets limits per team over the defaults, shows them, and audits the change', async () => {
    const team = await mintTeam(bridge.url, bridge.admin, 'limits-shown');
    const set = await patchLimits(team.id, { max_active_bots: 5, requests_per_minute: null });
    expect(set.status).toBe(200);
    const limits = {
      max_active_bots: 5,
      bots_per_day: 1000,
      max_live_sessions: null,
      requests_per_minute: null,
    };
    expect(set.body).toMatchObject({ id: team.id, name: 'limits-shown', limits });
    const read = await http('GET', `${bridge.url}/admin/teams/${team.id}`, {
      headers: bridge.admin,
    });
    expect(read.body.limits).toEqual(limits);
    const me = await http('GET', `${bridge.url}/me`, { headers: bearer(team.key) });
    expect(me.body.limits).toEqual(limits);

    const audit = await http(
      'GET',
      `${bridge.url}/admin/audit?action=team.limits_changed&target=${team.id}`,
      {
        headers: bridge.admin,
      },
    );
    expect(audit.body.data[0].change).toEqual({
      from: { max_active_bots: null, requests_per_minute: null },
      to: { max_active_bots: 5, requests_per_minute: null },
    });

    for (const bad of [{ max_active_bots: -1 }, { max_active_bots: 1.5 }, { speed: 3 }, {}]) {
      expect((await patchLimits(team.id, bad)).status).toBe(400);
    }
    expect(
      (await patchLimits('00000000-0000-4000-8000-000000000000', { bots_per_day: 1 })).status,
    ).toBe(404);
    const member = await http('PATCH', `${bridge.url}/admin/teams/${team.id}`, {
      headers: bearer(team.key),
      json: { limits: { max_active_bots: 100 } },
    });
    expect(member.status).toBe(403);
  });

  it('accepts exactly max_active_bots of 200 concurrent creations across replicas', async () => {
    const team = await mintTeam(bridge.url, bridge.admin, 'limits-burst');
    await patchLimits(team.id, { max_active_bots: 50 });
    mb.clearRequests();
    const urls = [bridge.url, replica?.url ?? bridge.url];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => createBot(urls[i % 2]!, team.key)),
    );
    const accepted = answers.filter((res) => res.status === 201);
    const refused = answers.filter((res) => res.status !== 201);
    expect(accepted).toHaveLength(50);
    expect(refused).toHaveLength(150);
    refused.forEach((res) => expectRefused(res, 50));
    expect(vendorCreates()).toHaveLength(50);
    // Successful answers carry the quota too: 50 places, each taken once.
    const remaining = accepted.map((res) => Number(res.headers.get('ratelimit-remaining')));
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(accepted[0]!.headers.get('ratelimit-limit')).toBe('50');

    // A bot that ends frees its place.
    const bot = accepted[0]!.body;
    await prisma.bot.update({ where: { id: bot.id }, data: { status: 'complete' } });
    expect((await createBot(bridge.url, team.key)).status).toBe(201);
  });

  it('refuses the bot past bots_per_day until the next UTC day', async () => {
    const team = await mintTeam(bridge.url, bridge.admin, 'limits-daily');
    await patchLimits(team.id, { bots_per_day: 2 });
    for (let i = 0; i < 2; i++) expect((await createBot(bridge.url, team.key)).status).toBe(201);
    mb.clearRequests();
    const res = await createBot(bridge.url, team.key);
    expectRefused(res, 2);
    const untilMidnight = (new Date().setUTCHours(24, 0, 0, 0) - Date.now()) / 1000;
    expect(Number(res.headers.get('retry-after'))).toBeCloseTo(untilMidnight, -1);
    expect(vendorCreates()).toHaveLength(0);
    // An Idempotency-Key replay is no new bot: answered, not refused.
    const key = { ...bearer(team.key), 'idempotency-key': 'daily-1' };
    await patchLimits(team.id, { bots_per_day: 3 });
    const first = await http('POST', `${bridge.url}/bots`, {
      headers: key,
      json: { meeting_url: MEETING },
    });
    const again = await http('POST', `${bridge.url}/bots`, {
      headers: key,
      json: { meeting_url: MEETING },
    });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('counts requests per minute on every route, the proxy fast path included', async () => {
    const team = await mintTeam(bridge.url, bridge.admin, 'limits-rate');
    const job = await http('POST', `${bridge.url}/v2/pre-recorded`, {
      headers: bearer(team.key),
      json: { audio_url: 'https://example.com/a.wav' },
    });
    expect(job.status).toBe(201);
    await patchLimits(team.id, { requests_per_minute: 4 });
    const read = (path: string, url = bridge.url) =>
      http('GET', `${url}${path}`, { headers: bearer(team.key) });
    const me = await read('/me');
    expect(me.status).toBe(200);
    const used = 4 - Number(me.headers.get('ratelimit-remaining'));
    expect(Number(me.headers.get('ratelimit-reset'))).toBeLessThanOrEqual(60);
    const answers: HttpResult[] = [];
    // Both replicas count into one minute; the job read is served by the fast lane.
    for (let i = used; i < 6; i++) {
      answers.push(
        await read(
          `/v2/pre-recorded/${job.body.id}`,
          i % 2 ? (replica?.url ?? bridge.url) : bridge.url,
        ),
      );
    }
    const statuses = answers.map((res) => res.status);
    // Unless the minute turned over mid-test (the count then starts again), the limit held.
    if (Number(me.headers.get('ratelimit-reset')) > 2 || statuses.includes(429)) {
      expect(statuses.filter((s) => s === 200)).toHaveLength(4 - used);
      expectRefused(
        answers.find((res) => res.status === 429)!,
        4,
      );
      expect((await read('/me')).status).toBe(429);
    }
    // Replicas take several tokens at once while many are left, never more than the limit.
    const busy = await mintTeam(bridge.url, bridge.admin, 'limits-rate-busy');
    await patchLimits(busy.id, { requests_per_minute: 60 });
    const minuteOf = () => Math.floor(Date.now() / 60_000);
    const startedIn = minuteOf();
    const burst = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        http('GET', `${i % 2 ? (replica?.url ?? bridge.url) : bridge.url}/me`, {
          headers: bearer(busy.key),
        }),
      ),
    );
    const served = burst.filter((res) => res.status === 200).length;
    // Tokens one replica still holds when the other runs out are the only ones left unspent.
    if (minuteOf() === startedIn) {
      expect(served).toBeLessThanOrEqual(60);
      expect(served).toBeGreaterThanOrEqual(55);
    }

    // Another team is not affected.
    const other = await mintTeam(bridge.url, bridge.admin, 'limits-rate-other');
    const free = await http('GET', `${bridge.url}/me`, { headers: bearer(other.key) });
    expect(free.status).toBe(200);
    expect(free.headers.get('ratelimit-limit')).toBeNull();
  });

  it('holds live sessions to the team limit and the STT account limit, without vendor calls', async () => {
    const alpha = await mintTeam(bridge.url, bridge.admin, 'limits-live-a');
    const beta = await mintTeam(bridge.url, bridge.admin, 'limits-live-b');
    await patchLimits(alpha.id, { max_live_sessions: 1 });
    const live = (key: string) =>
      http('POST', `${bridge.url}/v2/live`, { headers: bearer(key), json: { sample_rate: 16000 } });
    const creates = () => stt.requests.filter((r) => r.method === 'POST' && r.path === '/v2/live');

    const first = await live(alpha.key);
    expect(first.status).toBe(201);
    expect(first.headers.get('ratelimit-remaining')).toBe('0');
    const before = creates().length;
    expectRefused(await live(alpha.key), 1);
    expect(creates()).toHaveLength(before);

    // The account (STT_MAX_CONCURRENT_LIVE=2) has one place left, whichever team takes it.
    expect((await live(beta.key)).status).toBe(201);
    const full = await live(beta.key);
    expect(full.status).toBe(429);
    expect(full.body.message).toMatch(/STT account/);
    expect(creates()).toHaveLength(before + 1);

    // A session that ends frees its place.
    await prisma.transcriptionJob.updateMany({
      where: { upstreamId: first.body.id },
      data: { endedAt: new Date(), status: 'ended' },
    });
    expect((await live(alpha.key)).status).toBe(201);
  });

  it('refuses a meeting-bot call whose slot under the account rate is too far away', async () => {
    const team = await mintTeam(bridge.url, bridge.admin, 'limits-pace');
    // Calls at 50/s are spaced 20 ms apart on the shared schedule.
    mb.clearRequests();
    const started = Date.now();
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => createBot(bridge.url, team.key)),
    );
    expect(burst.every((res) => res.status === 201)).toBe(true);
    const times = vendorCreates()
      .map((r) => Date.parse(r.receivedAt))
      .sort((a, b) => a - b);
    // The last of the 20 slots is 19 spacings after the first, itself after the burst began.
    // (Measured from the first arrival it would be less exact: on the embedded database, whose
    // queries run on the event loop, the first calls can leave late, together with later ones.)
    // Unpaced, the 20 calls all arrive well within that time.
    expect(times.at(-1)! - started).toBeGreaterThanOrEqual(19 * 20);

    // A schedule already booked 10 s ahead (a backlog on other replicas): 429 without a call,
    // and the time until the schedule is free as Retry-After.
    await prisma.$executeRaw`UPDATE vendor_pace SET next_at = now() + interval '10 seconds'`;
    mb.clearRequests();
    const res = await createBot(bridge.url, team.key);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('10');
    expect(vendorCreates()).toHaveLength(0);
    await prisma.$executeRaw`UPDATE vendor_pace SET next_at = now()`;
  });
});
