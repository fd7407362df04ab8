import { randomBytes } from 'node:crypto';
import { PrismaService } from '../../src/platform/database/prisma.service.js';
import {
  startMeetingBotSimulator,
  startSttSimulator,
  type MeetingBotSimulator,
  type SttSimulator,
} from '../../simulators/index.js';
import { bearer, mintTeam, startBridge, type TestBridge } from '../support/bridge.js';
import { http } from '../support/http.js';

const MB_KEY = `mb-${randomBytes(12).toString('hex')}`;
const TOKEN = `hook-${randomBytes(16).toString('hex')}`;
const MEETING = 'https://meet.google.com/abc-defg-hij';

/** What a hostile team can make of the meeting-bot vendor's refusals. */
describe('security: failed bot creates', () => {
  let mb: MeetingBotSimulator;
  let stt: SttSimulator;
  let bridge: TestBridge;
  let prisma: PrismaService;

  beforeAll(async () => {
    [mb, stt] = await Promise.all([
      startMeetingBotSimulator({ apiKey: MB_KEY }),
      startSttSimulator({ apiKey: 'stt-key' }),
    ]);
    bridge = await startBridge({
      MEETING_BOT_BASE_URL: mb.url,
      MEETING_BOT_API_KEY: MB_KEY,
      STT_BASE_URL: stt.url,
      STT_API_KEY: 'stt-key',
      WEBHOOK_TOKEN: TOKEN,
      BOT_RECONCILE_INTERVAL_MS: '0',
    });
    prisma = bridge.app.get(PrismaService);
  });
  afterAll(async () => {
    await bridge?.close();
    await mb?.close();
    await stt?.close();
  });
  afterEach(() => mb.clearFaults());

  const refuseNextCreate = (message = 'meeting_url is not reachable') =>
    mb.addFault({ method: 'POST', path: '/bots/', status: 400, body: { message } });
  const create = (key: string, idempotencyKey?: string) =>
    http('POST', `${bridge.url}/bots`, {
      headers: { ...bearer(key), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      json: { meeting_url: MEETING },
    });
  const setLimits = (teamId: string, limits: Record<string, number | null>) =>
    http('PATCH', `${bridge.url}/admin/teams/${teamId}`, {
      headers: bridge.admin,
      json: { limits },
    });
  const vendorCreates = () => mb.requests.filter((r) => r.method === 'POST' && r.path === '/bots/');

  it('counts a replay that calls the vendor again as a new bot for the limits', async () => {
    const team = await mintTeam(bridge.url, bridge.admin, 'replay-limits');
    expect((await setLimits(team.id, { max_active_bots: 1 })).status).toBe(200);

    refuseNextCreate();
    expect((await create(team.key, 'first')).status).toBe(400);
    expect((await create(team.key)).status).toBe(201); // the one active bot
    mb.clearRequests();
    const replayed = await create(team.key, 'first');
    expect(replayed.status).toBe(429);
    expect(replayed.headers.get('ratelimit-limit')).toBe('1');
    expect(vendorCreates()).toHaveLength(0);
    expect(await prisma.bot.count({ where: { teamId: team.id, status: 'create_failed' } })).toBe(1);

    // bots_per_day alike: the failed create did not count, its replay does.
    await setLimits(team.id, { max_active_bots: null, bots_per_day: 3 });
    for (const key of ['second', 'third']) {
      refuseNextCreate();
      expect((await create(team.key, key)).status).toBe(400);
    }
    expect((await create(team.key, 'second')).status).toBe(201); // 2 today
    expect((await create(team.key, 'first')).status).toBe(201); // 3 today
    mb.clearRequests();
    const overDay = await create(team.key, 'third');
    expect(overDay.status).toBe(429);
    expect(vendorCreates()).toHaveLength(0);
    const [counts] = await prisma.$queryRaw<{ active: number; today: number }[]>`
      SELECT active, today FROM team_bot_counts WHERE team_id = ${team.id}::uuid`;
    expect(counts).toEqual({ active: 3, today: 3 });
  });

  it('masks a long vendor message before cutting it, in the answer, the bot and the event', async () => {
    const team = await mintTeam(bridge.url, bridge.admin, 'long-message');
    // The secret straddles the 500th character, where messages are cut.
    refuseNextCreate(`${'x'.repeat(480)} token ${TOKEN} key ${MB_KEY}`);
    const res = await create(team.key);
    expect(res.status).toBe(400);
    const bot = await prisma.bot.findFirstOrThrow({ where: { teamId: team.id } });
    const event = await prisma.teamEvent.findFirstOrThrow({
      where: { teamId: team.id, type: 'bot.create_failed' },
    });
    for (const text of [res.text, bot.lastError!, JSON.stringify(event.payload)]) {
      expect(text).toContain('xxxxx');
      expect(text).not.toContain(TOKEN.slice(0, 8));
      expect(text).not.toContain(MB_KEY.slice(0, 8));
    }
  });
});
