import { BotEventsService } from '../src/bots/bot-events.service.js';
import { BotReconciler } from '../src/bots/bot-reconciler.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { startMeetingBotSimulator, type MeetingBotSimulator } from '../simulators/index.js';
import { bearer, startBridge, type TestBridge } from './support/bridge.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';

const MB_KEY = 'mb-key-for-retranscription-0123456789';
const STT_KEY = 'stt-key-for-retranscription-0123456789';
const MEET = 'https://meet.google.com/abc-defg-hij';

describe('retranscription (admin only)', () => {
  let sim: MeetingBotSimulator;
  let bridge: TestBridge;
  let prisma: PrismaService;
  let member: string;
  let teamAdmin: { key: string; id: string; name: string };
  const url = (path: string) => `${bridge.url}${path}`;
  const retranscribeCalls = () => sim.requests.filter((r) => r.path === '/bots/retranscribe');

  beforeAll(async () => {
    sim = await startMeetingBotSimulator({ apiKey: MB_KEY });
    bridge = await startBridge({
      MEETING_BOT_BASE_URL: sim.url,
      MEETING_BOT_API_KEY: MB_KEY,
      STT_BASE_URL: 'http://127.0.0.1:9',
      STT_API_KEY: STT_KEY,
      STT_PROVIDER_NAME: 'Gladia',
      PUBLIC_BASE_URL: 'https://bridge.example.test',
      // Short enough for the timeout case, long enough that a busy machine's loopback call fits.
      VENDOR_TIMEOUT_MS: '2000',
      // Reconciliation rounds are run by the tests.
      BOT_RECONCILE_INTERVAL_MS: '0',
      RETRANSCRIPTION_TIMEOUT_MS: '1000',
    });
    prisma = bridge.app.get(PrismaService);
    const team = await http('POST', url('/admin/teams'), {
      headers: bridge.admin,
      json: { name: 'retx' },
    });
    const mint = (name: string, role: string) =>
      http('POST', url(`/admin/teams/${team.body.id}/keys`), {
        headers: bridge.admin,
        json: { name, role },
      });
    member = (await mint('member', 'member')).body.key;
    const admin = (await mint('ops-admin', 'admin')).body;
    teamAdmin = { key: admin.key, id: admin.id, name: admin.name };
  });
  afterAll(async () => {
    await bridge?.close();
    await sim?.close();
  });

  async function newBot() {
    const res = await http('POST', url('/bots'), {
      headers: bearer(member),
      json: { meeting_url: MEET },
    });
    expect(res.status).toBe(201);
    return res.body as { id: string; upstream_bot_id: string };
  }
  const retranscribe = (botId: string, key: string, idempotencyKey?: string) =>
    http('POST', url(`/bots/${botId}/retranscribe`), {
      headers: { ...bearer(key), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    });

  it('refuses a member key with 403 and calls nobody', async () => {
    const bot = await newBot();
    sim.clearRequests();
    const res = await retranscribe(bot.id, member);
    expect(res.status).toBe(403);
    const byUuid = await http('POST', url('/admin/retranscriptions'), {
      headers: bearer(member),
      json: { bot_uuid: bot.upstream_bot_id },
    });
    expect(byUuid.status).toBe(403);
    expect(sim.requests).toHaveLength(0);
  });

  it('sends the v1 RetranscribeBody with the STT key, and records who asked and the answer', async () => {
    const bot = await newBot();
    sim.clearRequests();
    const res = await retranscribe(bot.id, teamAdmin.key);
    expect(res.status).toBe(202);

    const calls = retranscribeCalls();
    expect(calls).toHaveLength(1);
    expect(calls[0].headers['x-meeting-baas-api-key']).toBe(MB_KEY);
    const body = calls[0].body as { webhook_url: string };
    expect(body).toEqual({
      bot_uuid: bot.upstream_bot_id,
      speech_to_text: { api_key: STT_KEY, provider: 'Gladia' },
      webhook_url: expect.stringMatching(
        /^https:\/\/bridge\.example\.test\/webhooks\/meeting-bot\/.+/,
      ),
    });
    const [token, query] = body.webhook_url.split('/').at(-1)!.split('?');
    // The URL names the retranscription its transcription_complete is about.
    expect(query).toBe(`retranscription=${res.body.id}`);

    expect(res.body).toMatchObject({
      id: expect.any(String),
      bot_id: bot.id,
      bot_uuid: bot.upstream_bot_id,
      state: 'accepted',
      requested_by: teamAdmin.name,
      requested_by_key_id: teamAdmin.id,
      vendor_status: 202,
      vendor_response: null,
      created_at: expect.any(String),
      completed_at: null,
    });
    for (const secret of [STT_KEY, MB_KEY, token!]) expect(res.text).not.toContain(secret);
    const row = await prisma.retranscription.findUniqueOrThrow({ where: { id: res.body.id } });
    for (const secret of [STT_KEY, MB_KEY, token!])
      expect(JSON.stringify(row)).not.toContain(secret);

    const listed = await http('GET', url(`/bots/${bot.id}`), { headers: bearer(member) });
    expect(listed.body.retranscriptions).toEqual([expect.objectContaining({ id: res.body.id })]);
  });

  it('is idempotent: the same key returns the record (200), one vendor call; another bot → 409', async () => {
    const bot = await newBot();
    sim.clearRequests();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => retranscribe(bot.id, bridge.adminKey, 'retx-idem-1')),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 202]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(results.every((r) => r.body.state === 'accepted')).toBe(true);
    expect(retranscribeCalls()).toHaveLength(1);
    const row = await prisma.retranscription.findUniqueOrThrow({
      where: { id: results[0].body.id },
    });
    expect(row).toMatchObject({ requestedBy: 'BRIDGE_ADMIN_KEY', requestedByKeyId: null });

    const other = await newBot();
    const conflict = await retranscribe(other.id, bridge.adminKey, 'retx-idem-1');
    expect(conflict.status).toBe(409);
    expect(retranscribeCalls()).toHaveLength(1);
  });

  it('retranscribes a bot the bridge did not create, by its vendor id', async () => {
    const foreign = await fetch(`${sim.url}/bots/`, {
      method: 'POST',
      headers: { 'x-meeting-baas-api-key': MB_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ bot_name: 'elsewhere', meeting_url: MEET }),
    });
    const { bot_id: uuid } = (await foreign.json()) as { bot_id: string };
    const res = await http('POST', url('/admin/retranscriptions'), {
      headers: bridge.admin,
      json: { bot_uuid: uuid },
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      bot_id: null,
      team_id: null,
      bot_uuid: uuid,
      state: 'accepted',
    });
    const fetched = await http('GET', url(`/admin/retranscriptions/${res.body.id}`), {
      headers: bridge.admin,
    });
    expect(fetched.body).toEqual(res.body);
  });

  it('records what the vendor refused, and maps the error', async () => {
    const bot = await newBot();
    sim.addFault({
      path: '/bots/retranscribe',
      status: 400,
      body: { message: 'no audio for bot' },
    });
    const res = await retranscribe(bot.id, bridge.adminKey, 'retx-refused');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/no audio for bot/);
    const row = await prisma.retranscription.findUniqueOrThrow({
      where: { idempotencyKey: 'retx-refused' },
    });
    expect(row).toMatchObject({ state: 'rejected', vendorStatus: 400 });
    expect(row.vendorResponse).toEqual({
      failure: { kind: 'rejected', status: 400, message: 'no audio for bot' },
    });
    const replay = await retranscribe(bot.id, bridge.adminKey, 'retx-refused');
    expect(replay.status).toBe(200);
    expect(replay.body.state).toBe('rejected');
  });

  it.each([
    [{ status: 401 }, 502, 'rejected'],
    [{ status: 429, headers: { 'retry-after': '3' } }, 429, 'rejected'],
    [{ status: 503 }, 502, 'failed'],
    [{ delayMs: 3_000 }, 504, 'failed'],
  ])('vendor %j → %i, recorded as %s', async (fault, status, state) => {
    const bot = await newBot();
    sim.addFault({ path: '/bots/retranscribe', ...fault });
    const res = await retranscribe(bot.id, bridge.adminKey);
    expect(res.status).toBe(status);
    expect(res.text).not.toContain(STT_KEY);
    if (status === 429) expect(res.headers.get('retry-after')).toBe('3');
    const row = await prisma.retranscription.findFirstOrThrow({ where: { botId: bot.id } });
    expect(row.state).toBe(state);
  });

  it('404 for an unknown bot, 409 for one never created upstream, 400 for a bad bot_uuid', async () => {
    const unknown = await retranscribe('00000000-0000-4000-8000-000000000000', bridge.adminKey);
    expect(unknown.status).toBe(404);
    sim.addFault({ path: '/bots/', status: 400 });
    const failed = await http('POST', url('/bots'), {
      headers: { ...bearer(member), 'idempotency-key': 'retx-never' },
      json: { meeting_url: MEET },
    });
    expect(failed.status).toBe(400);
    const row = await prisma.bot.findFirstOrThrow({ where: { idempotencyKey: 'retx-never' } });
    expect((await retranscribe(row.id, bridge.adminKey)).status).toBe(409);
    const bad = await http('POST', url('/admin/retranscriptions'), {
      headers: bridge.admin,
      json: { bot_uuid: 'nope' },
    });
    expect(bad.status).toBe(400);
  });

  it('completes on transcription_complete, once', async () => {
    const bot = await newBot();
    const res = await retranscribe(bot.id, bridge.adminKey);
    const events = bridge.app.get(BotEventsService);
    const body = { event: 'transcription_complete', data: { bot_id: bot.upstream_bot_id } };
    expect(await events.handle(body, new Date())).toBe('applied');
    expect(await events.handle(body, new Date())).toBe('duplicate');
    const fetched = await http('GET', url(`/admin/retranscriptions/${res.body.id}`), {
      headers: bridge.admin,
    });
    expect(fetched.body).toMatchObject({ state: 'completed', completed_at: expect.any(String) });
    const other = await newBot();
    const forOther = { event: 'transcription_complete', data: { bot_id: other.upstream_bot_id } };
    expect(await events.handle(forOther, new Date())).toBe('ignored');
    const stranger = { event: 'transcription_complete', data: { bot_id: 'nobody' } };
    expect(await events.handle(stranger, new Date())).toBe('unknown_bot');
  });

  it('completes each of two retranscriptions of one bot on its own transcription_complete', async () => {
    const bot = await newBot();
    for (const round of [1, 2]) {
      sim.clearRequests();
      const res = await retranscribe(bot.id, bridge.adminKey);
      expect(res.body.state).toBe('accepted');
      // The vendor's event, to the URL the bridge gave it (here on loopback, not the public one).
      const given = new URL((retranscribeCalls()[0]!.body as { webhook_url: string }).webhook_url);
      const delivered = await http('POST', `${bridge.url}${given.pathname}${given.search}`, {
        headers: { 'x-meeting-baas-api-key': MB_KEY },
        json: { event: 'transcription_complete', data: { bot_id: bot.upstream_bot_id } },
      });
      expect([round, delivered.body.status]).toEqual([round, 'accepted']);
      const done = await eventually(async () => {
        const record = await http('GET', url(`/admin/retranscriptions/${res.body.id}`), {
          headers: bridge.admin,
        });
        return record.body.state === 'completed' ? record.body : null;
      });
      expect(done.completed_at).toEqual(expect.any(String));
    }
  });

  it('looks a silent retranscription up at the vendor: failed with the reason when nothing changed', async () => {
    const bot = await newBot();
    const res = await retranscribe(bot.id, bridge.adminKey);
    expect(res.body.state).toBe('accepted');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await bridge.app.get(BotReconciler).reconcile();
    const record = await http('GET', url(`/admin/retranscriptions/${res.body.id}`), {
      headers: bridge.admin,
    });
    expect(record.body).toMatchObject({
      state: 'failed',
      vendor_response: {
        error: expect.stringMatching(/no transcription_complete came within 1 s/),
      },
    });
    // Read until it has settled in the log (see the event log's order in the README).
    const told = await eventually(async () => {
      const log = await http('GET', url('/events?type=retranscription.failed&limit=100'), {
        headers: bearer(member),
      });
      const ids = log.body.data.map(
        (e: { data: { retranscription_id: string } }) => e.data.retranscription_id,
      );
      return ids.includes(res.body.id) ? ids : null;
    });
    expect(told).toContain(res.body.id);
  });

  it("completes a silent retranscription whose event was lost when the vendor's transcript changed", async () => {
    const bot = await newBot();
    Object.assign(sim.getBot(bot.upstream_bot_id)!, { joinedAt: new Date(), terminal: true });
    const res = await retranscribe(bot.id, bridge.adminKey);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await bridge.app.get(BotReconciler).reconcile();
    const record = await http('GET', url(`/admin/retranscriptions/${res.body.id}`), {
      headers: bridge.admin,
    });
    expect(record.body).toMatchObject({
      state: 'completed',
      result: { looked_up: true, transcript_version: 1 },
    });
  });

  it("keeps the vendor's new transcript as the bot's next version", async () => {
    const bot = await newBot();
    const events = bridge.app.get(BotEventsService);
    // At the vendor, the bot recorded the meeting (its webhooks cannot reach the public URL),
    // before it completed: the completion starts the recording's archival, which asks the
    // vendor for the recording at once.
    Object.assign(sim.getBot(bot.upstream_bot_id)!, { joinedAt: new Date(), terminal: true });
    // The bot completes with a one-line transcript (its webhooks go to the public URL).
    const spoken = [{ speaker: 'Ada', offset: 0, words: [{ start: 0, end: 1, word: 'Hi.' }] }];
    const completion = {
      event: 'complete',
      data: { bot_id: bot.upstream_bot_id, transcript: spoken },
    };
    expect(await events.handle(completion, new Date())).toBe('applied');
    const transcript = async (query = '') =>
      http('GET', url(`/bots/${bot.id}/transcript${query}`), { headers: bearer(member) });
    expect((await transcript()).body).toMatchObject({ version: 1, source: 'meeting_bot' });
    // The completion started the recording's archival, which asks the vendor for meeting_data
    // (without transcripts) in the background: let it finish first, so that the request below
    // is the retranscription's own.
    const recording = await eventually(async () => {
      const audio = (await http('GET', url(`/bots/${bot.id}`), { headers: bearer(member) })).body
        .recording.audio;
      return audio && !['pending', 'in_progress'].includes(audio.state) && audio;
    }, 15_000);
    expect(recording.state).toBe('archived');
    const res = await retranscribe(bot.id, bridge.adminKey);
    expect(res.body.mode).toBe('vendor');
    sim.clearRequests();
    const body = { event: 'transcription_complete', data: { bot_id: bot.upstream_bot_id } };
    expect(await events.handle(body, new Date())).toBe('applied');
    const asked = sim.requests.find((r) => r.path.startsWith('/bots/meeting_data'));
    expect(asked!.path).toBe(
      `/bots/meeting_data?bot_id=${bot.upstream_bot_id}&include_transcripts=true`,
    );
    const second = (await transcript()).body;
    expect(second).toMatchObject({
      version: 2,
      source: 'retranscription',
      retranscription_id: res.body.id,
    });
    expect(second.speakers).toEqual(['Ada Lovelace', 'Alan Turing']);
    const record = await http('GET', url(`/admin/retranscriptions/${res.body.id}`), {
      headers: bridge.admin,
    });
    expect(record.body.result).toMatchObject({ transcript_version: 2 });
  });
});
