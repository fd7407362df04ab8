import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'svix';
import { BotReconciler } from '../src/bots/bot-reconciler.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import {
  type MeetingBotSimulator,
  type RecordedRequest,
  startMeetingBotSimulator,
  startSttSimulator,
  type SttSimulator,
} from '../simulators/index.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';
import { freePort } from './support/server-process.js';
import {
  expectMeetingBotV2Schema,
  meetingBotV2Ajv,
  meetingBotV2Spec,
} from './support/meeting-bot-v2-spec.js';

const MB_KEY = 'mb-key-for-bots-v2-0123456789';
const STT_KEY = 'stt-key-for-bots-v2-0123456789';
const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const TOKEN = randomBytes(16).toString('hex');
const MEET = 'https://meet.google.com/abc-defg-hij';

const spec = meetingBotV2Spec;
const ajv = meetingBotV2Ajv;
const expectSchema = expectMeetingBotV2Schema;

/** Query parameters of a recorded GET, against the operation's parameters in the spec. */
function expectValidQuery(path: string, request: RecordedRequest) {
  const query = new URL(request.path, 'http://x').searchParams;
  for (const p of spec.paths[path]!.get!.parameters!.filter((p) => p.in === 'query')) {
    const value = query.get(p.name);
    if (p.required) expect(value).not.toBeNull();
    if (value === null) continue;
    const number = Number(value);
    const parsed = (p.schema as { type?: string }).type === 'integer' ? number : value;
    const validator = ajv.compile({ $schema: undefined, ...(p.schema as object) });
    expect([p.name, validator(parsed) ? [] : validator.errors]).toEqual([p.name, []]);
  }
  for (const name of query.keys()) {
    expect(spec.paths[path]!.get!.parameters!.map((p) => p.name)).toContain(name);
  }
}

describe('meeting-bot v2', () => {
  let stt: SttSimulator;
  let mb: MeetingBotSimulator;
  let bridge: TestBridge;
  let prisma: PrismaService;
  /** Where the vendors are, for every bridge of the deployment. */
  let vendors: Record<string, string>;
  let teamA: { id: string; key: string };
  let teamB: { id: string; key: string };
  const url = (path: string) => `${bridge.url}${path}`;
  const receiver = () => url(`/webhooks/meeting-bot/${TOKEN}`);
  const creates = () =>
    mb.requests.filter((r) => r.method === 'POST' && /^\/v2\/bots(\/scheduled)?$/.test(r.path));

  const create = (key: string, json: unknown, idempotencyKey?: string, base = bridge.url) =>
    http('POST', `${base}/bots`, {
      headers: { ...bearer(key), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      json,
    });
  const getBot = async (id: string, key = teamA.key) =>
    (await http('GET', url(`/bots/${id}`), { headers: bearer(key) })).body;
  const waitForStatus = async (id: string, status: string) => {
    const bot = await eventually(async () => {
      const found = await getBot(id);
      return found.status === status ? found : null;
    }, 10_000).catch(async () => getBot(id));
    expect(bot.status).toBe(status);
    return bot;
  };
  /** Signs like the vendor's Svix does, with the independent `svix` package. */
  const signed = (body: unknown, opts: { id?: string; at?: Date; secret?: string } = {}) => {
    const payload = JSON.stringify(body);
    const id = opts.id ?? `msg_${randomUUID()}`;
    const at = opts.at ?? new Date();
    const signature = new Webhook(opts.secret ?? SECRET).sign(id, at, payload);
    return {
      payload,
      headers: {
        'content-type': 'application/json',
        'svix-id': id,
        'svix-timestamp': String(Math.floor(+at / 1000)),
        'svix-signature': signature,
      },
    };
  };
  const post = (target: string, headers: Record<string, string>, payload: string) =>
    http('POST', target, { headers, body: payload });

  beforeAll(async () => {
    stt = await startSttSimulator({ apiKey: STT_KEY });
    mb = await startMeetingBotSimulator({
      apiKey: MB_KEY,
      webhookSecret: SECRET,
      stt: { baseUrl: stt.url, keyHeader: 'x-service-key' },
      webhookRetryDelaysMs: [50],
    });
    vendors = {
      WEBHOOK_TOKEN: TOKEN,
      MEETING_BOT_BASE_URL: mb.url,
      MEETING_BOT_API_KEY: MB_KEY,
      STT_BASE_URL: stt.url,
      STT_API_KEY: STT_KEY,
    };
    bridge = await startBridge({
      ...vendors,
      PORT: String(await freePort()),
      MEETING_BOT_API_VERSION: 'v2',
      MEETING_BOT_WEBHOOK_SECRET: SECRET,
      VENDOR_TIMEOUT_MS: '2000',
      BOT_RECONCILE_GRACE_MS: '600000',
      // Rounds are run by the tests; a bot silent for 1 ms is due.
      BOT_RECONCILE_INTERVAL_MS: '0',
      BOT_STATUS_POLL_MS: '1',
    });
    prisma = bridge.app.get(PrismaService);
    teamA = await mintTeam(bridge.url, bridge.admin, 'v2-a');
    teamB = await mintTeam(bridge.url, bridge.admin, 'v2-b');
  });
  beforeEach(() => {
    mb.reset();
    mb.setAccountWebhook(receiver());
    stt.setAccountWebhook(url(`/webhooks/stt/${TOKEN}`));
  });
  afterEach(() => prisma.$executeRaw`DELETE FROM vendor_pace`);
  afterAll(async () => {
    await bridge?.close();
    await mb?.close();
    await stt?.close();
  });

  describe('creating', () => {
    it('creates a spec-valid v2 bot: fields mapped, the STT key, its own callback, extra', async () => {
      const res = await create(teamA.key, {
        meeting_url: MEET,
        bot_name: 'Scribe',
        bot_image: 'https://img.example/bot.png',
        entry_message: 'Recording for notes',
        recording_mode: 'audio_only',
        automatic_leave: {
          waiting_room_timeout: 300,
          noone_joined_timeout: 200,
          silence_timeout: 600,
        },
        extra: { customer: 'c-42' },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ api_version: 'v2', status: 'created', team_id: teamA.id });
      const [sent] = creates();
      expect(sent!.path).toBe('/v2/bots');
      expect(sent!.headers['x-meeting-baas-api-key']).toBe(MB_KEY);
      expectSchema('CreateBotRequestBodyInput', sent!.body);
      const body = sent!.body as Record<string, any>;
      expect(body).toEqual({
        meeting_url: MEET,
        bot_name: 'Scribe',
        bot_image: 'https://img.example/bot.png',
        entry_message: 'Recording for notes',
        recording_mode: 'audio_only',
        timeout_config: {
          waiting_room_timeout: 300,
          no_one_joined_timeout: 200,
          silence_timeout: 600,
        },
        extra: { customer: 'c-42', bridge_bot_id: res.body.id },
        transcription_enabled: true,
        transcription_config: { provider: 'gladia', api_key: STT_KEY },
        callback_enabled: true,
        callback_config: {
          url: `${bridge.url}/webhooks/meeting-bot/${TOKEN}/callbacks/${res.body.id}`,
          secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          method: 'POST',
        },
      });
      expect(res.body.upstream_bot_id).toBe(mb.getBot(res.body.upstream_bot_id)!.id);
      // Kept without its secrets: the callback secret only as a hash.
      const row = await prisma.bot.findUniqueOrThrow({ where: { id: res.body.id } });
      expect(JSON.stringify(row.request)).not.toContain(STT_KEY);
      expect(JSON.stringify(row)).not.toContain(body.callback_config.secret);
      expect(row.callbackSecretHashes).toHaveLength(1);
      expect(row.apiVersion).toBe('v2');
    });

    it('schedules a bot with a start_time on /v2/bots/scheduled, join_at in UTC', async () => {
      const res = await create(teamA.key, { meeting_url: MEET, start_time: 1_900_000_000 });
      expect(res.status).toBe(201);
      const [sent] = creates();
      expect(sent!.path).toBe('/v2/bots/scheduled');
      expectSchema('CreateScheduledBotRequestBodyInput', sent!.body);
      expect((sent!.body as { join_at: string }).join_at).toBe('2030-03-17T17:46:40.000Z');
    });

    it.each([
      [
        400,
        {
          code: 'FST_ERR_VALIDATION',
          message: 'body/bot_name must NOT have fewer than 1 characters',
        },
        400,
      ],
      [402, { code: 'INSUFFICIENT_TOKENS', message: 'Not enough tokens' }, 402],
      [
        409,
        { code: 'BOT_ALREADY_EXISTS', message: 'A bot already exists for this meeting URL' },
        409,
      ],
      [500, { code: 'INTERNAL_SERVER_ERROR', message: 'boom' }, 502],
    ])(
      'maps a vendor %i (%j) to a bridge error in the one shape',
      async (status, error, expected) => {
        const body = { success: false, error: 'x', statusCode: status, details: null, ...error };
        expectSchema('ErrorResponseInput', body);
        mb.addFault({ method: 'POST', path: '/v2/bots', status, body });
        const res = await create(teamA.key, { meeting_url: MEET });
        expect(res.status).toBe(expected);
        expect(res.body.statusCode).toBe(expected);
        if (expected < 500) expect(res.body.message).toContain(error.code);
      },
    );

    it('answers a vendor 429 with its retryAfter, and holds the account off meanwhile', async () => {
      mb.addFault({
        method: 'POST',
        path: '/v2/bots',
        status: 429,
        body: {
          success: false,
          error: 'Too Many Requests',
          code: 'RATE_LIMIT_EXCEEDED',
          statusCode: 429,
          retryAfter: 30,
        },
      });
      const first = await create(teamA.key, { meeting_url: MEET });
      expect(first.status).toBe(429);
      expect(first.headers.get('retry-after')).toBe('30');
      // The next call is refused before it reaches the vendor, told when to come back.
      const before = mb.requests.length;
      const second = await create(teamA.key, { meeting_url: MEET });
      expect(second.status).toBe(429);
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(25);
      expect(mb.requests.length).toBe(before);
    });

    it('adopts a create whose answer was lost, found on the vendor by extra, page after page', async () => {
      mb.addFault({ method: 'POST', path: '/v2/bots', resetAfterBytes: 0 });
      const key = randomUUID();
      const lost = await create(teamA.key, { meeting_url: MEET }, key);
      expect(lost.status).toBe(502);
      const upstream = [...(await http('GET', `${mb.url}/__sim/bots`)).body].at(-1).bot_id;
      // A later bot, and a first page that holds no match but a cursor past that bot.
      expect((await create(teamB.key, { meeting_url: MEET })).status).toBe(201);
      const newer = creates().length;
      expect(newer).toBe(2);
      const later = [...(await http('GET', `${mb.url}/__sim/bots`)).body].at(-1).bot_id;
      const cursor = Buffer.from(`${new Date().toISOString()}::${later}`).toString('base64');
      mb.addFault({
        method: 'GET',
        path: '/v2/bots',
        status: 200,
        body: { success: true, data: [], cursor, prev_cursor: null },
      });
      const replay = await create(teamA.key, { meeting_url: MEET }, key);
      expect(replay.status).toBe(201);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.body.upstream_bot_id).toBe(upstream);
      const lookups = mb.requests.filter(
        (r) => r.method === 'GET' && r.path.startsWith('/v2/bots?'),
      );
      expect(lookups).toHaveLength(2);
      for (const lookup of lookups) expectValidQuery('/v2/bots', lookup);
      expect(new URL(lookups[1]!.path, 'http://x').searchParams.get('cursor')).toBe(cursor);
      expect(creates()).toHaveLength(2);
    });
  });

  describe('events', () => {
    let bot: { id: string; upstream_bot_id: string };
    let callbackSecret: string;
    beforeEach(async () => {
      bot = (await create(teamA.key, { meeting_url: MEET })).body;
      callbackSecret = (creates()[0]!.body as { callback_config: { secret: string } })
        .callback_config.secret;
    });
    const status = (code: string, at = new Date()) => ({
      event: 'bot.status_change',
      data: {
        bot_id: bot.upstream_bot_id,
        event_id: randomUUID(),
        status: { code, created_at: at.toISOString() },
      },
      extra: { bridge_bot_id: bot.id },
    });

    it('plays a whole bot: signed webhooks and a callback take it to complete, its STT jobs linked', async () => {
      // A few ms apart: each status has a vendor time of its own, so their order is theirs.
      const deliveries = await mb.runBotLifecycle(bot.upstream_bot_id, { stepMs: 5 });
      expect(deliveries.map((d) => d.status)).toEqual(deliveries.map(() => 200));
      for (const d of deliveries) {
        const body = d.body as { event: string };
        const callback = d.url.includes('/callbacks/');
        const schema = {
          'bot.status_change': 'BotWebhookStatusChangeInput',
          'bot.completed': callback ? 'CallbackCompletedInput' : 'BotWebhookCompletedInput',
        }[body.event]!;
        expectSchema(schema, body);
        expect(d.headers[callback ? 'x-mb-secret' : 'svix-signature']).toBeDefined();
      }
      const done = await waitForStatus(bot.id, 'complete');
      // Speakers as names, as for a v1 bot (v2 sends {name, id}).
      expect(done.recording.speakers).toEqual(['Ada Lovelace', 'Alan Turing']);
      expect(done.status_history.map((h: { code: string }) => h.code)).toEqual([
        'joining_call',
        'in_waiting_room',
        'in_call_recording',
        'call_ended',
        'transcribing',
        'complete',
      ]);
      const ids = mb.getBot(bot.upstream_bot_id)!.transcriptionIds!;
      expect(ids).toHaveLength(2);
      const linked = await eventually(async () => {
        const jobs = (await getBot(bot.id)).transcription_jobs;
        return jobs.filter((j: { status: string }) => j.status === 'done').length === 2 && jobs;
      }, 10_000);
      expect(linked.map((j: { upstream_id: string }) => j.upstream_id).sort()).toEqual(
        [...ids].sort(),
      );
      expect(linked.every((j: { kind: string }) => j.kind === 'pre_recorded')).toBe(true);
      // The team reads them through the proxy; another team does not see them.
      const own = await http('GET', url(`/v2/pre-recorded/${ids[0]}`), {
        headers: bearer(teamA.key),
      });
      expect(own.status).toBe(200);
      const other = await http('GET', url(`/v2/pre-recorded/${ids[0]}`), {
        headers: bearer(teamB.key),
      });
      expect(other.status).toBe(404);
      const admin = await http('GET', url(`/admin/jobs?team_id=${teamA.id}&limit=100`), {
        headers: bridge.admin,
      });
      const listed = admin.body.items.filter((j: { bot_id: string }) => j.bot_id === bot.id);
      expect(listed).toHaveLength(2);
      // The team hears the same events as for a v1 bot.
      const events = await eventually(async () => {
        const log = await http('GET', url('/events?limit=100'), { headers: bearer(teamA.key) });
        const mine = log.body.data.filter(
          (e: { data: { bot_id?: string } }) => e.data.bot_id === bot.id,
        );
        return mine.some((e: { type: string }) => e.type === 'bot.completed') && mine;
      });
      const completed = events.filter((e: { type: string }) => e.type === 'bot.completed');
      expect(completed).toHaveLength(1);
      expect(completed[0].data.speakers).toEqual(['Ada Lovelace', 'Alan Turing']);
      expect(events.find((e: { type: string }) => e.type === 'bot.completed').data.mp4_url).toMatch(
        /\/v2-artifacts\//,
      );
    });

    it("answers as the spec says: the simulator's bot, status, list and leave", async () => {
      const key = { 'x-meeting-baas-api-key': MB_KEY };
      const sim = (method: string, path: string) =>
        http(method, `${mb.url}${path}`, { headers: key });
      const id = bot.upstream_bot_id;
      expectSchema('GetBotStatusResponseInput', (await sim('GET', `/v2/bots/${id}/status`)).body);
      await mb.runBotLifecycle(id, { stepMs: 0 });
      expectSchema('GetBotDetailsResponseInput', (await sim('GET', `/v2/bots/${id}`)).body);
      expectSchema('ListBotsResponseInput', (await sim('GET', '/v2/bots?limit=2')).body);
      expectSchema(
        'ListScheduledBotsResponseInput',
        (await sim('GET', '/v2/bots/scheduled?limit=2')).body,
      );
      const ended = await sim('POST', `/v2/bots/${id}/leave`);
      expect(ended.status).toBe(409);
      expectSchema('ErrorResponseInput', ended.body);
      const deleted = await sim('DELETE', `/v2/bots/${id}/delete-data?delete_from_provider=true`);
      expectSchema('DeleteBotDataResponseInput', deleted.body);
      const created = await http('POST', `${mb.url}/v2/bots`, {
        headers: key,
        json: { bot_name: 'x', meeting_url: MEET },
      });
      expectSchema('CreateBotResponseInput', created.body);
      expectSchema(
        'LeaveBotResponseInput',
        (await sim('POST', `/v2/bots/${created.body.data.bot_id}/leave`)).body,
      );
      const invalid = await http('POST', `${mb.url}/v2/bots`, {
        headers: key,
        json: { bot_name: '' },
      });
      expect(invalid.status).toBe(400);
      expectSchema('ValidationErrorResponseInput', invalid.body);
      // A failure goes to the account webhook and to the bot's callback, in the spec's shapes.
      const other = (await create(teamA.key, { meeting_url: MEET })).body;
      const sent = await mb.sendBotEvents(other.upstream_bot_id, ['failed']);
      expect(sent.map((d) => d.status)).toEqual([200, 200]);
      expectSchema('BotWebhookFailedInput', sent[0]!.body);
      expect(sent[1]!.url).toContain(`/callbacks/${other.id}`);
      expectSchema('CallbackFailedInput', sent[1]!.body);
    });

    it('refuses forged, unsigned, stale and wrongly keyed webhooks with 401', async () => {
      const body = status('joining_call');
      const forged = signed(body, { secret: `whsec_${randomBytes(24).toString('base64')}` });
      expect((await post(receiver(), forged.headers, forged.payload)).status).toBe(401);
      const good = signed(body);
      const tampered = good.payload.replace('joining_call', 'in_call_recording');
      expect((await post(receiver(), good.headers, tampered)).status).toBe(401);
      const { 'svix-signature': _gone, ...unsigned } = good.headers;
      expect((await post(receiver(), unsigned, good.payload)).status).toBe(401);
      const stale = signed(body, { at: new Date(Date.now() - 6 * 60_000) });
      expect((await post(receiver(), stale.headers, stale.payload)).status).toBe(401);
      const early = signed(body, { at: new Date(Date.now() + 6 * 60_000) });
      expect((await post(receiver(), early.headers, early.payload)).status).toBe(401);
      const plain = { 'content-type': 'application/json' };
      expect((await post(receiver(), plain, good.payload)).status).toBe(401);
      const refused = [forged, stale, early].map((r) => `svix:${r.headers['svix-id']}`);
      expect(await prisma.webhookEvent.count({ where: { messageId: { in: refused } } })).toBe(0);
      expect((await post(receiver(), good.headers, good.payload)).body).toEqual({
        status: 'accepted',
      });
      const stored = await prisma.webhookEvent.findMany({
        where: { messageId: `svix:${good.headers['svix-id']}` },
      });
      expect(stored).toHaveLength(1);
      expect(stored[0]!.payload).toEqual(body);
      await waitForStatus(bot.id, 'joining_call');
    });

    it('takes a replayed svix-id, and the same event resent, as duplicates', async () => {
      const body = status('in_waiting_room');
      const first = signed(body);
      expect((await post(receiver(), first.headers, first.payload)).body.status).toBe('accepted');
      const replay = signed(body, { id: first.headers['svix-id'] });
      expect((await post(receiver(), replay.headers, replay.payload)).body.status).toBe(
        'duplicate',
      );
      const resent = signed(body);
      expect((await post(receiver(), resent.headers, resent.payload)).body.status).toBe(
        'duplicate',
      );
      // A different body under a message id already seen is a duplicate too.
      const reused = signed(status('in_call_recording'), { id: first.headers['svix-id'] });
      expect((await post(receiver(), reused.headers, reused.payload)).body.status).toBe(
        'duplicate',
      );
    });

    it("takes a bot's callback with its secret only, and only for that bot", async () => {
      const callback = url(`/webhooks/meeting-bot/${TOKEN}/callbacks/${bot.id}`);
      const failed = {
        event: 'bot.failed',
        data: {
          bot_id: bot.upstream_bot_id,
          event_id: null,
          error_message: 'The bot was not admitted to the meeting',
          error_code: 'BOT_NOT_ACCEPTED',
          sent_at: new Date().toISOString(),
        },
        extra: { bridge_bot_id: bot.id },
      };
      expectSchema('CallbackFailedInput', failed);
      const json = { 'content-type': 'application/json' };
      const payload = JSON.stringify(failed);
      expect((await post(callback, { ...json, 'x-mb-secret': 'wrong' }, payload)).status).toBe(401);
      expect((await post(callback, json, payload)).status).toBe(401);
      const elsewhere = url(`/webhooks/meeting-bot/${TOKEN}/callbacks/${randomUUID()}`);
      expect(
        (await post(elsewhere, { ...json, 'x-mb-secret': callbackSecret }, payload)).status,
      ).toBe(401);
      const wrongToken = url(`/webhooks/meeting-bot/${'x'.repeat(32)}/callbacks/${bot.id}`);
      expect(
        (await post(wrongToken, { ...json, 'x-mb-secret': callbackSecret }, payload)).status,
      ).toBe(401);
      // Its secret, naming another vendor bot: stored, and moves nothing.
      const other = JSON.stringify({ ...failed, data: { ...failed.data, bot_id: randomUUID() } });
      expect((await post(callback, { ...json, 'x-mb-secret': callbackSecret }, other)).status).toBe(
        200,
      );
      const ok = await post(callback, { ...json, 'x-mb-secret': callbackSecret }, payload);
      expect(ok.body).toEqual({ status: 'accepted' });
      const ended = await waitForStatus(bot.id, 'failed');
      expect(ended.last_error).toBe('BOT_NOT_ACCEPTED: The bot was not admitted to the meeting');
      // Calendar webhooks are the account's: a bot's secret does not carry them.
      const calendar = JSON.stringify({
        event: 'calendar.event_created',
        data: { calendar_id: randomUUID(), instances: [{ event_id: randomUUID() }] },
      });
      const refused = await post(callback, { ...json, 'x-mb-secret': callbackSecret }, calendar);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/account webhook/);
      const outcomes = await prisma.webhookEvent.findMany({
        where: { botScope: bot.id },
        select: { outcome: true },
      });
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['applied', 'ignored']);
    });

    it('links a job whose STT events come after the completion', async () => {
      const job = await http('POST', `${stt.url}/v2/pre-recorded`, {
        headers: { 'x-service-key': STT_KEY },
        json: { audio_url: 'https://files.example/chunk.wav' },
      });
      await mb.sendBotEvents(bot.upstream_bot_id, [
        { event: 'complete', data: { transcription_ids: [job.body.id] } },
      ]);
      await waitForStatus(bot.id, 'complete');
      const queued = await eventually(async () => (await getBot(bot.id)).transcription_jobs[0]);
      expect(queued).toMatchObject({ upstream_id: job.body.id, status: 'queued' });
      expect(queued.kind).toBe('pre_recorded');
      await stt.completeJob(job.body.id);
      await eventually(async () => (await getBot(bot.id)).transcription_jobs[0].status === 'done');
    });

    it('leaves through POST /v2/bots/{id}/leave; a vendor 409 (already ended) is success', async () => {
      const left = await http('DELETE', url(`/bots/${bot.id}`), { headers: bearer(teamA.key) });
      expect(left.status).toBe(202);
      expect(
        mb.requests.filter((r) => r.path === `/v2/bots/${bot.upstream_bot_id}/leave`),
      ).toHaveLength(1);
      mb.addFault({
        method: 'POST',
        path: `/v2/bots/${bot.upstream_bot_id}/leave`,
        status: 409,
        body: { success: false, error: 'Conflict', code: 'INVALID_BOT_STATUS', statusCode: 409 },
      });
      const again = await http('DELETE', url(`/bots/${bot.id}`), { headers: bearer(teamA.key) });
      expect(again.status).toBe(202);
    });

    it('polls a bot the vendor says nothing about, to its end', async () => {
      mb.setAccountWebhook(null);
      // No webhook and no callback reach the bridge.
      mb.getBot(bot.upstream_bot_id)!.request.callback_enabled = false;
      await mb.sendBotEvents(bot.upstream_bot_id, ['joining_call', 'in_call_recording']);
      const reconciler = bridge.app.get(BotReconciler);
      await reconciler.reconcile();
      await waitForStatus(bot.id, 'in_call_recording');
      const statuses = mb.requests.filter(
        (r) => r.path === `/v2/bots/${bot.upstream_bot_id}/status`,
      );
      expect(statuses).toHaveLength(1);
      await mb.sendBotEvents(bot.upstream_bot_id, ['call_ended', 'complete']);
      await reconciler.reconcile();
      const done = await waitForStatus(bot.id, 'complete');
      expect(done.transcription_jobs).toHaveLength(2);
      // An ended bot is polled no more.
      const polls = () =>
        mb.requests.filter((r) => r.path.startsWith(`/v2/bots/${bot.upstream_bot_id}`)).length;
      const calls = polls();
      await reconciler.reconcile();
      expect(polls()).toBe(calls);
    });
  });

  describe('v1 and v2 in one deployment', () => {
    let v1: TestBridge;
    beforeAll(async () => {
      // The same deployment before the switch: a replica still creating v1 bots.
      v1 = await startBridge(
        {
          ...vendors,
          PUBLIC_BASE_URL: bridge.url,
          BOT_RECONCILE_INTERVAL_MS: '0',
        },
        bridge,
      );
    });
    afterAll(() => v1?.close());

    it('keeps a v1 bot on v1 after the switch: its events and its leave', async () => {
      const old = (await create(teamA.key, { meeting_url: MEET }, undefined, v1.url)).body;
      expect(old.api_version).toBe('v1');
      // The last create (earlier bots' recordings may still be fetched meanwhile).
      expect(mb.requests.filter((r) => r.method === 'POST').at(-1)!.path).toBe('/bots/');
      const current = (await create(teamA.key, { meeting_url: MEET })).body;
      expect(current.api_version).toBe('v2');
      // v1 events (key header) and v2 events (signed) reach the switched bridge side by side.
      await mb.sendBotEvents(old.upstream_bot_id, ['joining_call']);
      await mb.sendBotEvents(current.upstream_bot_id, ['joining_call']);
      await waitForStatus(old.id, 'joining_call');
      await waitForStatus(current.id, 'joining_call');
      const leave = await http('DELETE', url(`/bots/${old.id}`), { headers: bearer(teamA.key) });
      expect(leave.status).toBe(202);
      expect(mb.requests.at(-1)).toMatchObject({
        method: 'DELETE',
        path: `/bots/${old.upstream_bot_id}`,
      });
      await mb.sendBotEvents(old.upstream_bot_id, ['complete']);
      await waitForStatus(old.id, 'complete');
    });

    it('sends no STT key with MEETING_BOT_STT_BYOK=false', async () => {
      const plain = await startBridge(
        {
          ...vendors,
          MEETING_BOT_API_VERSION: 'v2',
          MEETING_BOT_STT_BYOK: 'false',
          BOT_RECONCILE_INTERVAL_MS: '0',
        },
        bridge,
      );
      try {
        expect((await create(teamA.key, { meeting_url: MEET }, undefined, plain.url)).status).toBe(
          201,
        );
        const [sent] = creates();
        expectSchema('CreateBotRequestBodyInput', sent!.body);
        expect(sent!.body).toMatchObject({
          transcription_enabled: true,
          transcription_config: { provider: 'gladia' },
        });
        expect(JSON.stringify(sent!.body)).not.toContain(STT_KEY);
      } finally {
        await plain.close();
      }
    });
  });
});
