import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { startMeetingBotSimulator, type MeetingBotSimulator } from '../simulators/index.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';

const MB_KEY = 'mb-key-for-bots-e2e-0123456789';
const STT_KEY = 'stt-key-for-bots-e2e-0123456789';
/** The vendor timeout: a normal call on a busy machine fits well within it. */
const TIMEOUT_MS = 2_000;
const GRACE_MS = 1_500;
const MEET = 'https://meet.google.com/abc-defg-hij';

/** The JoinRequest schemas of the vendor's v1 spec (see test/fixtures/contracts/SOURCE.md). */
const spec = JSON.parse(
  readFileSync(
    resolve(import.meta.dirname, 'fixtures/contracts/meetingbaas-openapi-v1.trimmed.json'),
    'utf8',
  ),
) as { components: { schemas: Record<string, any> } };

/** The parts of JoinRequest (v1) a bridge request must satisfy. */
function expectValidJoinRequest(body: Record<string, unknown>) {
  const schema = spec.components.schemas.JoinRequest;
  expect(schema.additionalProperties).toBe(false);
  for (const field of schema.required as string[]) expect(body).toHaveProperty(field);
  for (const field of Object.keys(body)) expect(Object.keys(schema.properties)).toContain(field);
  const stt = body.speech_to_text as Record<string, unknown>;
  const sttSchema = spec.components.schemas.SpeechToTextApiParameter;
  for (const field of Object.keys(stt)) expect(Object.keys(sttSchema.properties)).toContain(field);
  expect(spec.components.schemas.SpeechToTextProvider.enum).toContain(stt.provider);
  expect(typeof body.webhook_url).toBe('string');
}

describe('bots', () => {
  let sim: MeetingBotSimulator;
  let bridge: TestBridge;
  let prisma: PrismaService;
  let teamA: { id: string; key: string };
  let teamB: { id: string; key: string };
  let webhookToken: string;
  const url = (path: string) => `${bridge.url}${path}`;
  const botRequests = () => sim.requests.filter((r) => r.method === 'POST' && r.path === '/bots/');

  const team = (name: string) => mintTeam(bridge.url, bridge.admin, name);

  const create = (key: string, json: unknown, idempotencyKey?: string) =>
    http('POST', url('/bots'), {
      headers: { ...bearer(key), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      json,
    });

  beforeAll(async () => {
    sim = await startMeetingBotSimulator({ apiKey: MB_KEY });
    bridge = await startBridge({
      MEETING_BOT_BASE_URL: sim.url,
      MEETING_BOT_API_KEY: MB_KEY,
      STT_BASE_URL: 'http://127.0.0.1:9',
      STT_API_KEY: STT_KEY,
      PUBLIC_BASE_URL: 'https://bridge.example.test',
      VENDOR_TIMEOUT_MS: String(TIMEOUT_MS),
      BOT_RECONCILE_GRACE_MS: String(GRACE_MS),
      BOT_DEFAULT_NAME: 'Bridge Notes',
    });
    prisma = bridge.app.get(PrismaService);
    teamA = await team('bots-a');
    teamB = await team('bots-b');
  });
  beforeEach(() => sim.reset());
  afterAll(async () => {
    await bridge?.close();
    await sim?.close();
  });

  describe('POST /bots', () => {
    it('creates the bot upstream with a v1 JoinRequest and answers 201 with its own view', async () => {
      const res = await create(teamA.key, {
        meeting_url: MEET,
        bot_name: 'Scribe',
        bot_image: 'https://img.example/bot.png',
        entry_message: 'Recording for notes',
        recording_mode: 'audio_only',
        start_time: 1_900_000_000,
        automatic_leave: { waiting_room_timeout: 300, noone_joined_timeout: 200 },
        extra: { customer: 'c-42' },
      });
      expect(res.status).toBe(201);
      const upstream = botRequests();
      expect(upstream).toHaveLength(1);
      const sent = upstream[0];
      expect(sent.headers['x-meeting-baas-api-key']).toBe(MB_KEY);
      webhookToken = String(sent.body && (sent.body as { webhook_url: string }).webhook_url)
        .split('/')
        .at(-1)!;
      expect(sent.body).toEqual({
        meeting_url: MEET,
        bot_name: 'Scribe',
        bot_image: 'https://img.example/bot.png',
        entry_message: 'Recording for notes',
        recording_mode: 'audio_only',
        start_time: 1_900_000_000,
        automatic_leave: { waiting_room_timeout: 300, noone_joined_timeout: 200 },
        extra: { customer: 'c-42', bridge_bot_id: res.body.id },
        speech_to_text: { provider: 'Gladia' },
        webhook_url: `https://bridge.example.test/webhooks/meeting-bot/${webhookToken}`,
      });
      expectValidJoinRequest(sent.body as Record<string, unknown>);

      expect(sim.getBot(res.body.upstream_bot_id)?.request).toEqual(sent.body);
      expect(res.body).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        team_id: teamA.id,
        upstream_bot_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        meeting_url: MEET,
        bot_name: 'Scribe',
        status: 'created',
        terminal: false,
        last_error: null,
        created_at: expect.any(String),
      });
      // The receiver's secret stays out of responses and of the stored request.
      expect(res.text).not.toContain(webhookToken);
      const row = await prisma.bot.findUniqueOrThrow({ where: { id: res.body.id } });
      expect(JSON.stringify(row.request)).not.toContain(webhookToken);
      expect(row.request).toMatchObject({ meeting_url: MEET, bot_name: 'Scribe' });
    });

    it('fills the default bot name and sends only what was given', async () => {
      const res = await create(teamA.key, { meeting_url: 'https://us02web.zoom.us/j/1?pwd=x' });
      expect(res.status).toBe(201);
      expect(Object.keys(botRequests()[0].body as object).sort()).toEqual(
        ['bot_name', 'extra', 'meeting_url', 'speech_to_text', 'webhook_url'].sort(),
      );
      expect(botRequests()[0].body).toMatchObject({ bot_name: 'Bridge Notes' });
    });

    it.each([
      [{ meeting_url: 'http://meet.google.com/abc' }, /https/],
      [{ meeting_url: 'https://evil.example/meet.google.com' }, /not allowed/],
      [{ meeting_url: MEET, recording_mode: 'cinema' }, /recording_mode/],
      [{ meeting_url: MEET, start_time: -1 }, /start_time/],
      [{ meeting_url: MEET, extra: { bridge_bot_id: 'x' } }, /reserved/],
      [{ meeting_url: MEET, surprise: true }, /surprise/],
      [{}, /meeting_url/],
    ])('refuses %j with 400 and no upstream call', async (body, message) => {
      const res = await create(teamA.key, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, path: '/bots' });
      expect(res.body.message).toMatch(message);
      expect(botRequests()).toHaveLength(0);
    });

    it('needs a team: a member cannot name another, the bootstrap admin must', async () => {
      const member = await create(teamA.key, { meeting_url: MEET, team_id: teamB.id });
      expect(member.status).toBe(403);
      const noTeam = await http('POST', url('/bots'), {
        headers: bridge.admin,
        json: { meeting_url: MEET },
      });
      expect(noTeam.status).toBe(400);
      expect(noTeam.body.message).toMatch(/team_id/);
      const forB = await http('POST', url('/bots'), {
        headers: bridge.admin,
        json: { meeting_url: MEET, team_id: teamB.id },
      });
      expect(forB.status).toBe(201);
      expect(forB.body.team_id).toBe(teamB.id);
      const noSuchTeam = await http('POST', url('/bots'), {
        headers: bridge.admin,
        json: { meeting_url: MEET, team_id: '00000000-0000-4000-8000-000000000000' },
      });
      expect(noSuchTeam.status).toBe(404);
    });
  });

  describe('Idempotency-Key', () => {
    it('makes one upstream bot for 10 identical concurrent requests', async () => {
      const body = { meeting_url: MEET, bot_name: 'Once' };
      const results = await Promise.all(
        Array.from({ length: 10 }, () => create(teamA.key, body, 'idem-concurrent-1')),
      );
      expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
      expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
      expect(new Set(results.map((r) => r.body.upstream_bot_id)).size).toBe(1);
      expect(results.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(
        9,
      );
      expect(botRequests()).toHaveLength(1);
      expect(await prisma.bot.count({ where: { idempotencyKey: 'idem-concurrent-1' } })).toBe(1);
    });

    it('gives concurrent identical requests the outcome of the one upstream call', async () => {
      // The delay keeps the one call in flight while the others arrive.
      sim.addFault({
        path: '/bots/',
        status: 422,
        body: { message: 'no such meeting' },
        delayMs: 300,
      });
      const results = await Promise.all(
        Array.from({ length: 5 }, () => create(teamA.key, { meeting_url: MEET }, 'idem-fail-1')),
      );
      expect(results.map((r) => r.status)).toEqual(Array(5).fill(422));
      for (const r of results) expect(r.body.message).toMatch(/no such meeting/);
      expect(botRequests()).toHaveLength(1);
    });

    it('returns the same bot later, and 409 for the same key with another body', async () => {
      const first = await create(teamA.key, { meeting_url: MEET }, 'idem-later');
      const again = await create(teamA.key, { meeting_url: MEET }, 'idem-later');
      expect(again.status).toBe(201);
      expect(again.body.id).toBe(first.body.id);
      const other = await create(teamA.key, { meeting_url: MEET, bot_name: 'Other' }, 'idem-later');
      expect(other.status).toBe(409);
      expect(other.body.message).toMatch(/different request/);
      expect(botRequests()).toHaveLength(1);
    });

    it('scopes keys per team', async () => {
      const a = await create(teamA.key, { meeting_url: MEET }, 'idem-shared');
      const b = await create(teamB.key, { meeting_url: MEET }, 'idem-shared');
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.id).not.toBe(b.body.id);
      expect(botRequests()).toHaveLength(2);
    });

    it('refuses a malformed key', async () => {
      const res = await create(teamA.key, { meeting_url: MEET }, 'has space');
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Idempotency-Key/);
    });

    it('retries after a certain failure (vendor 4xx): the same row, then created', async () => {
      sim.addFault({ path: '/bots/', status: 422, body: { message: 'meeting is locked' } });
      const failed = await create(teamA.key, { meeting_url: MEET }, 'idem-4xx');
      expect(failed.status).toBe(422);
      const row = await prisma.bot.findFirstOrThrow({ where: { idempotencyKey: 'idem-4xx' } });
      expect(row).toMatchObject({ status: 'create_failed', upstreamBotId: null });
      expect(row.lastError).toMatch(/meeting is locked/);

      const retried = await create(teamA.key, { meeting_url: MEET }, 'idem-4xx');
      expect(retried.status).toBe(201);
      expect(retried.body).toMatchObject({ id: row.id, status: 'created', last_error: null });
      expect(botRequests()).toHaveLength(2);
      const detail = await http('GET', url(`/bots/${row.id}`), { headers: bearer(teamA.key) });
      expect(detail.body.status_history).toEqual([
        expect.objectContaining({ code: 'create_failed', source: 'bridge' }),
      ]);
    });

    it('after a timeout, adopts the bot the vendor did make instead of a second one', async () => {
      // The simulator creates the bot after the delay, when the bridge has given up.
      sim.addFault({ path: '/bots/', delayMs: TIMEOUT_MS + 300 });
      const timedOut = await create(teamA.key, { meeting_url: MEET }, 'idem-timeout');
      expect(timedOut.status).toBe(504);
      const row = await prisma.bot.findFirstOrThrow({ where: { idempotencyKey: 'idem-timeout' } });
      expect(row.status).toBe('create_unconfirmed');
      // The simulator has made the bot, once its delay was over.
      await eventually(async () => {
        const listed = await http('GET', `${sim.url}/bots/bots_with_metadata`, {
          headers: { 'x-meeting-baas-api-key': MB_KEY },
        });
        return listed.body.bots.length === 1;
      });
      expect(botRequests()).toHaveLength(1);

      const replay = await create(teamA.key, { meeting_url: MEET }, 'idem-timeout');
      expect(replay.status).toBe(201);
      expect(replay.body.id).toBe(row.id);
      expect(replay.body.status).toBe('created');
      expect(sim.getBot(replay.body.upstream_bot_id)).toBeDefined();
      expect(botRequests()).toHaveLength(1);
      const lookup = new URL(`http://x${sim.requests.at(-1)?.path}`);
      expect(lookup.pathname).toBe('/bots/bots_with_metadata');
      expect(lookup.searchParams.get('filter_by_extra')).toBe(`bridge_bot_id:${row.id}`);
      expect(lookup.searchParams.get('created_after')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    });

    it('after a 5xx with no bot upstream, waits out the grace period before creating', async () => {
      sim.addFault({ path: '/bots/', status: 500 });
      const failed = await create(teamA.key, { meeting_url: MEET }, 'idem-5xx');
      expect(failed.status).toBe(502);

      const early = await create(teamA.key, { meeting_url: MEET }, 'idem-5xx');
      expect(early.status).toBe(503);
      expect(Number(early.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(early.body.message).toMatch(/unknown outcome/);
      expect(botRequests()).toHaveLength(1);

      await new Promise((r) => setTimeout(r, GRACE_MS));
      const late = await create(teamA.key, { meeting_url: MEET }, 'idem-5xx');
      expect(late.status).toBe(201);
      expect(late.body.status).toBe('created');
      expect(botRequests()).toHaveLength(2);
    });
  });

  describe('vendor errors', () => {
    const cases: [string, Parameters<MeetingBotSimulator['addFault']>[0], number, RegExp][] = [
      [
        '400',
        { path: '/bots/', status: 400, body: { message: 'bad meeting' } },
        400,
        /bad meeting/,
      ],
      [
        '422',
        { path: '/bots/', status: 422, body: { error: 'unprocessable url' } },
        422,
        /unprocessable url/,
      ],
      ['401', { path: '/bots/', status: 401 }, 502, /misconfigured/],
      ['403', { path: '/bots/', status: 403 }, 502, /misconfigured/],
      ['500', { path: '/bots/', status: 500 }, 502, /HTTP 500/],
      ['timeout', { path: '/bots/', delayMs: TIMEOUT_MS + 300 }, 504, /in time/],
    ];
    it.each(cases)('vendor %s → bridge error', async (_name, fault, status, message) => {
      sim.addFault(fault);
      const res = await create(teamA.key, { meeting_url: MEET });
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({
        statusCode: status,
        path: '/bots',
        request_id: expect.any(String),
      });
      expect(res.body.message).toMatch(message);
      expect(res.text).not.toContain(MB_KEY);
      expect(res.text).not.toContain(STT_KEY);
      expect(botRequests()).toHaveLength(1);
    });

    it('vendor 429 → 429 with its Retry-After', async () => {
      sim.addFault({ path: '/bots/', status: 429, headers: { 'retry-after': '17' } });
      const res = await create(teamA.key, { meeting_url: MEET });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('17');
      expect(res.body.message).toMatch(/rate limiting/);
    });

    it('never echoes a key the vendor quotes back', async () => {
      sim.addFault({ path: '/bots/', status: 400, body: { message: `bad key ${MB_KEY}` } });
      const res = await create(teamA.key, { meeting_url: MEET });
      expect(res.status).toBe(400);
      expect(res.text).not.toContain(MB_KEY);
      expect(res.body.message).toMatch(/\[redacted\]/);
    });
  });

  describe('reading and leaving', () => {
    it("keeps another team's bot out of sight: 404 on get and leave; admins see it", async () => {
      const bot = (await create(teamA.key, { meeting_url: MEET })).body;
      for (const method of ['GET', 'DELETE']) {
        const res = await http(method, url(`/bots/${bot.id}`), { headers: bearer(teamB.key) });
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ statusCode: 404, message: 'Bot not found' });
      }
      const listB = await http('GET', url('/bots?limit=200'), { headers: bearer(teamB.key) });
      expect(listB.body.data.map((b: { id: string }) => b.id)).not.toContain(bot.id);
      const asAdmin = await http('GET', url(`/bots/${bot.id}`), { headers: bridge.admin });
      expect(asAdmin.status).toBe(200);
      expect(sim.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    });

    it('answers 400 for an id that is not a uuid, 404 for an unknown one', async () => {
      expect((await http('GET', url('/bots/nope'), { headers: bearer(teamA.key) })).status).toBe(
        400,
      );
      const unknown = await http('GET', url('/bots/00000000-0000-4000-8000-000000000000'), {
        headers: bearer(teamA.key),
      });
      expect(unknown.status).toBe(404);
    });

    it('shows status history, linked jobs with archived audio, and retranscriptions', async () => {
      const bot = (await create(teamA.key, { meeting_url: MEET })).body;
      const job = await prisma.transcriptionJob.create({
        data: {
          kind: 'live',
          upstreamId: `live-${bot.id}`,
          teamId: teamA.id,
          botId: bot.id,
          status: 'done',
        },
      });
      await prisma.audioArchive.create({
        data: {
          jobId: job.id,
          state: 'archived',
          sizeBytes: 65_536n,
          sha256: 'a'.repeat(64),
          archivedAt: new Date('2026-01-01T00:00:00Z'),
        },
      });
      await prisma.transcriptionJob.create({
        data: {
          kind: 'pre_recorded',
          upstreamId: `pr-${bot.id}`,
          teamId: teamA.id,
          botId: bot.id,
          status: 'queued',
        },
      });
      await prisma.botStatusChange.create({
        data: { botId: bot.id, code: 'joining_call', occurredAt: new Date(), payload: {} },
      });
      const res = await http('GET', url(`/bots/${bot.id}`), { headers: bearer(teamA.key) });
      expect(res.status).toBe(200);
      expect(res.body.status_history).toEqual([
        expect.objectContaining({ code: 'joining_call', source: 'vendor' }),
      ]);
      expect(res.body.transcription_jobs).toEqual([
        expect.objectContaining({
          id: job.id,
          kind: 'live',
          upstream_id: `live-${bot.id}`,
          archive: {
            state: 'archived',
            size_bytes: 65_536,
            sha256: 'a'.repeat(64),
            archived_at: '2026-01-01T00:00:00.000Z',
          },
        }),
        expect.objectContaining({ kind: 'pre_recorded', archive: null }),
      ]);
      expect(res.body.retranscriptions).toEqual([]);
      expect(res.body.recording).toEqual({
        audio: null,
        video: null,
        transcript: null,
        speakers: null,
        mp4_url: null,
        media_seen_at: null,
      });
    });

    it('makes the bot leave upstream (202), once; an ended bot cannot leave', async () => {
      const bot = (await create(teamA.key, { meeting_url: MEET })).body;
      const res = await http('DELETE', url(`/bots/${bot.id}`), { headers: bearer(teamA.key) });
      expect(res.status).toBe(202);
      expect(res.body.id).toBe(bot.id);
      const deletes = sim.requests.filter((r) => r.method === 'DELETE');
      expect(deletes.map((r) => r.path)).toEqual([`/bots/${bot.upstream_bot_id}`]);
      expect(deletes[0].headers['x-meeting-baas-api-key']).toBe(MB_KEY);
      expect(sim.getBot(bot.upstream_bot_id)?.left).toBe(true);
      const detail = await http('GET', url(`/bots/${bot.id}`), { headers: bearer(teamA.key) });
      expect(detail.body.status_history.map((c: { code: string }) => c.code)).toEqual([
        'leave_requested',
      ]);

      await prisma.bot.update({ where: { id: bot.id }, data: { status: 'complete' } });
      const again = await http('DELETE', url(`/bots/${bot.id}`), { headers: bearer(teamA.key) });
      expect(again.status).toBe(409);
    });

    it('retries a leave through a vendor 5xx, and maps a vendor 404', async () => {
      const bot = (await create(teamA.key, { meeting_url: MEET })).body;
      sim.addFault({ method: 'DELETE', path: `/bots/${bot.upstream_bot_id}`, status: 503 });
      const res = await http('DELETE', url(`/bots/${bot.id}`), { headers: bearer(teamA.key) });
      expect(res.status).toBe(202);
      expect(sim.requests.filter((r) => r.method === 'DELETE')).toHaveLength(2);

      sim.reset();
      const gone = await http('DELETE', url(`/bots/${bot.id}`), { headers: bearer(teamA.key) });
      expect(gone.status).toBe(404);
      expect(gone.body.message).toMatch(/vendor/);
    });

    it('refuses to leave a bot that never reached the vendor', async () => {
      sim.addFault({ path: '/bots/', status: 400 });
      await create(teamA.key, { meeting_url: MEET }, 'idem-never');
      const row = await prisma.bot.findFirstOrThrow({ where: { idempotencyKey: 'idem-never' } });
      const res = await http('DELETE', url(`/bots/${row.id}`), { headers: bearer(teamA.key) });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/create_failed/);
    });
  });

  describe('GET /bots', () => {
    let listTeam: { id: string; key: string };
    const ids: string[] = [];

    beforeAll(async () => {
      listTeam = await team('bots-list');
      for (let i = 0; i < 5; i++) {
        const meeting = i % 2 === 0 ? MEET : 'https://teams.live.com/meet/1';
        ids.push((await create(listTeam.key, { meeting_url: meeting })).body.id);
      }
      await prisma.bot.update({ where: { id: ids[1] }, data: { status: 'in_call_recording' } });
    });
    const list = (query: string) =>
      http('GET', url(`/bots${query}`), { headers: bearer(listTeam.key) });

    it('lists the team’s bots newest first, in pages', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const page = await list(query);
        expect(page.status).toBe(200);
        expect(page.body.data.length).toBeLessThanOrEqual(2);
        seen.push(...page.body.data.map((b: { id: string }) => b.id));
        cursor = page.body.next_cursor;
      } while (cursor);
      expect(seen).toEqual([...ids].reverse());
    });

    it('filters by status, meeting URL and creation time', async () => {
      const byStatus = await list('?status=in_call_recording');
      expect(byStatus.body.data.map((b: { id: string }) => b.id)).toEqual([ids[1]]);
      const byUrl = await list(
        `?meeting_url=${encodeURIComponent('https://teams.live.com/meet/1')}`,
      );
      expect(byUrl.body.data.map((b: { id: string }) => b.id)).toEqual([ids[3], ids[1]]);
      const third = await prisma.bot.findUniqueOrThrow({ where: { id: ids[2] } });
      const after = await list(`?created_after=${third.createdAt.toISOString()}`);
      expect(after.body.data.map((b: { id: string }) => b.id)).toEqual([ids[4], ids[3], ids[2]]);
      const before = await list(`?created_before=${third.createdAt.toISOString()}`);
      expect(before.body.data.map((b: { id: string }) => b.id)).toEqual([ids[1], ids[0]]);
    });

    it('lets admins list every team or one; members only their own', async () => {
      const admin = await http('GET', url(`/bots?team_id=${listTeam.id}&limit=200`), {
        headers: bridge.admin,
      });
      expect(admin.body.data).toHaveLength(5);
      const all = await http('GET', url('/bots?limit=200'), { headers: bridge.admin });
      expect(all.body.data.length).toBeGreaterThan(5);
      const member = await list(`?team_id=${teamA.id}`);
      expect(member.status).toBe(403);
    });

    it('refuses bad filters with 400', async () => {
      for (const query of ['?limit=0', '?limit=500', '?created_after=yesterday', '?cursor=xyz']) {
        const res = await list(query);
        expect(res.status).toBe(400);
        expect(res.body.statusCode).toBe(400);
      }
    });
  });
});
