import { PrismaService } from '../src/platform/database/prisma.service.js';
import { startMeetingBotSimulator, type MeetingBotSimulator } from '../simulators/index.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';

const MB_KEY = 'mb-key-for-reconcile-e2e-0123456789';
/** The vendor timeout: a normal call on a busy machine fits well within it. */
const TIMEOUT_MS = 2_000;
const GRACE_MS = 1_500;
const MEET = 'https://meet.google.com/abc-defg-hij';

/** Creates whose outcome was lost settle in the background, with no retry from the caller. */
describe('bots: background reconciliation of lost creates', () => {
  let sim: MeetingBotSimulator;
  let bridge: TestBridge;
  let prisma: PrismaService;
  let key: string;
  const botRequests = () => sim.requests.filter((r) => r.method === 'POST' && r.path === '/bots/');
  const create = (idempotencyKey: string) =>
    http('POST', `${bridge.url}/bots`, {
      headers: { ...bearer(key), 'idempotency-key': idempotencyKey },
      json: { meeting_url: MEET },
    });
  const row = (idempotencyKey: string) =>
    prisma.bot.findFirstOrThrow({ where: { idempotencyKey }, include: { statusHistory: true } });

  beforeAll(async () => {
    sim = await startMeetingBotSimulator({ apiKey: MB_KEY });
    bridge = await startBridge({
      MEETING_BOT_BASE_URL: sim.url,
      MEETING_BOT_API_KEY: MB_KEY,
      STT_BASE_URL: 'http://127.0.0.1:9',
      STT_API_KEY: 'unused-stt-key',
      VENDOR_TIMEOUT_MS: String(TIMEOUT_MS),
      BOT_RECONCILE_GRACE_MS: String(GRACE_MS),
      BOT_RECONCILE_INTERVAL_MS: '200',
    });
    prisma = bridge.app.get(PrismaService);
    ({ key } = await mintTeam(bridge.url, bridge.admin, 'reconcile'));
  });
  beforeEach(() => sim.reset());
  afterAll(async () => {
    await bridge?.close();
    await sim?.close();
  });

  it('adopts the bot the vendor made after the bridge gave up waiting', async () => {
    // The simulator creates the bot after the delay, when the bridge has timed out.
    sim.addFault({ path: '/bots/', delayMs: TIMEOUT_MS + 300 });
    expect((await create('lost-timeout')).status).toBe(504);
    expect((await row('lost-timeout')).status).toBe('create_unconfirmed');

    const adopted = (await eventually(async () => {
      const bot = await row('lost-timeout');
      return bot.status === 'created' ? bot : null;
    }))!;
    expect(sim.getBot(adopted.upstreamBotId!)).toBeDefined();
    expect(botRequests()).toHaveLength(1);
    // The caller's retry now gets that bot; nothing more is created.
    const replay = await create('lost-timeout');
    expect(replay.status).toBe(201);
    expect(replay.body).toMatchObject({ id: adopted.id, upstream_bot_id: adopted.upstreamBotId });
    expect(botRequests()).toHaveLength(1);
  });

  it('finds its bot on a later page of the vendor list, and makes no second one', async () => {
    sim.addFault({ path: '/bots/', delayMs: TIMEOUT_MS + 300 });
    expect((await create('lost-paged')).status).toBe(504);
    const { id } = await row('lost-paged');
    const listed = (query: string) =>
      http('GET', `${sim.url}/bots/bots_with_metadata?${query}`, {
        headers: { 'x-meeting-baas-api-key': MB_KEY },
      });
    await eventually(
      async () => (await listed(`filter_by_extra=bridge_bot_id:${id}`)).body.bots.length === 1,
    );
    // More bots than the largest page are made after it, so it is not on the first page.
    for (let i = 0; i < 60; i++) {
      const made = await http('POST', `${sim.url}/bots/`, {
        headers: { 'x-meeting-baas-api-key': MB_KEY },
        json: { bot_name: `other-${i}`, meeting_url: MEET, extra: { n: i } },
      });
      expect(made.status).toBe(200);
    }

    const settled = (await eventually(async () => {
      const bot = await row('lost-paged');
      return bot.status !== 'create_unconfirmed' ? bot : null;
    }, 20_000))!;
    expect(settled.status).toBe('created');
    expect(sim.getBot(settled.upstreamBotId!)?.request.extra).toEqual({ bridge_bot_id: id });
    const ours = botRequests().filter(
      (r) => (r.body as { extra?: { bridge_bot_id?: string } }).extra?.bridge_bot_id === id,
    );
    expect(ours).toHaveLength(1);
  });

  it('marks a create the vendor never made create_failed once the grace period is over', async () => {
    sim.addFault({ path: '/bots/', status: 500 });
    const failedAt = Date.now();
    expect((await create('lost-5xx')).status).toBe(502);

    const failed = (await eventually(async () => {
      const bot = await row('lost-5xx');
      return bot.status === 'create_failed' ? bot : null;
    }))!;
    expect(Date.now() - failedAt).toBeGreaterThanOrEqual(GRACE_MS);
    expect(failed.lastError).toMatch(/shows no bot/);
    expect(failed.statusHistory.map((h) => h.code)).toEqual([
      'create_unconfirmed',
      'create_failed',
    ]);
    expect(botRequests()).toHaveLength(1);
    // Certainly no bot: the caller's retry with the same key creates it.
    const retried = await create('lost-5xx');
    expect(retried.status).toBe(201);
    expect(retried.body).toMatchObject({ id: failed.id, status: 'created' });
    expect(botRequests()).toHaveLength(2);
  });
});
