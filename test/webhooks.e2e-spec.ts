import { randomBytes, randomUUID } from 'node:crypto';
import { meetingBotEventDedupKey } from '../src/bots/bot-events.service.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import {
  type MeetingBotSimulator,
  startMeetingBotSimulator,
  startSttSimulator,
  type SttSimulator,
} from '../simulators/index.js';
import { startBridge, type TestBridge } from './support/bridge.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';

/** The receivers: authentication, validation, durable and idempotent acceptance. */
describe('webhook receivers', () => {
  const token = randomBytes(16).toString('hex');
  const mbKey = `mb-${randomBytes(12).toString('hex')}`;
  let bridge: TestBridge;
  let stt: SttSimulator;
  let mb: MeetingBotSimulator;
  let prisma: PrismaService;
  const sttHook = (t = token) => `${bridge.url}/webhooks/stt/${t}`;
  const mbHook = (t = token) => `${bridge.url}/webhooks/meeting-bot/${t}`;
  const mbHeaders = { 'x-meeting-baas-api-key': mbKey };

  beforeAll(async () => {
    stt = await startSttSimulator({ apiKey: 'stt-key' });
    mb = await startMeetingBotSimulator({ apiKey: mbKey, webhookRetryDelaysMs: [] });
    bridge = await startBridge({
      WEBHOOK_TOKEN: token,
      STT_BASE_URL: stt.url,
      STT_API_KEY: 'stt-key',
      MEETING_BOT_BASE_URL: mb.url,
      MEETING_BOT_API_KEY: mbKey,
    });
    prisma = bridge.app.get(PrismaService);
  });
  afterAll(async () => {
    await bridge?.close();
    await stt?.close();
    await mb?.close();
  });

  const rows = (dedupKey: string) => prisma.webhookEvent.findMany({ where: { dedupKey } });
  const processed = (dedupKey: string) =>
    eventually(async () => {
      const [row] = await rows(dedupKey);
      return row?.processedAt ? row : null;
    });

  /** The token in a receiver's path is a secret: error bodies show the path without it. */
  function expectErrorShape(body: any, status: number, path: string) {
    expect(body).toMatchObject({ statusCode: status, path, message: expect.any(String) });
    expect(JSON.stringify(body)).not.toContain(token);
    expect(typeof body.request_id).toBe('string');
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
  }

  it('refuses a wrong token on both receivers with 401, storing nothing', async () => {
    const before = await prisma.webhookEvent.count();
    const body = { event: 'live.end_session', payload: { id: randomUUID() } };
    const a = await http('POST', sttHook('wrong-token-0123456789'), { json: body });
    expect(a.status).toBe(401);
    expectErrorShape(a.body, 401, '/webhooks/stt/[redacted]');
    expect(a.text).not.toContain('wrong-token');
    const b = await http('POST', mbHook(token.slice(0, -1)), {
      headers: mbHeaders,
      json: { event: 'complete', data: { bot_id: randomUUID() } },
    });
    expect(b.status).toBe(401);
    expect(await prisma.webhookEvent.count()).toBe(before);
  });

  it('refuses a meeting-bot event without the right key header with 401', async () => {
    const body = { event: 'complete', data: { bot_id: randomUUID() } };
    const missing = await http('POST', mbHook(), { json: body });
    expect(missing.status).toBe(401);
    const wrong = await http('POST', mbHook(), {
      headers: { 'x-meeting-baas-api-key': `${mbKey}x` },
      json: body,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.text).not.toContain(mbKey);
    expect(await rows(meetingBotEventDedupKey(body))).toHaveLength(0);
  });

  it.each([
    ['invalid JSON', { body: '{"event":', headers: { 'content-type': 'application/json' } }],
    ['not JSON at all', { body: 'event=x', headers: { 'content-type': 'text/plain' } }],
    ['an array', { json: [{ event: 'live.end_session' }] }],
    ['no event', { json: { payload: { id: randomUUID() } } }],
    ['a known kind without a job id', { json: { event: 'live.end_session', payload: {} } }],
  ])('answers 400 in the error shape to an STT body that is %s', async (_name, options) => {
    const res = await http('POST', sttHook(), options as never);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 400, '/webhooks/stt/[redacted]');
  });

  it('answers 400 to a meeting-bot body without event or data', async () => {
    for (const json of [{ data: { bot_id: 'x' } }, { event: 'complete' }, 'complete']) {
      const res = await http('POST', mbHook(), { headers: mbHeaders, json });
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 400, '/webhooks/meeting-bot/[redacted]');
    }
  });

  it.each([
    ['a NUL character', '{"event":"live.end_session","payload":{"id":"a\\u0000b"}}'],
    ['an unpaired surrogate', '{"event":"live.end_session","payload":{"id":"a\\ud800b"}}'],
  ])('answers 400, not 500, to a string PostgreSQL cannot store: %s', async (_name, body) => {
    const res = await http('POST', sttHook(), {
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 400, '/webhooks/stt/[redacted]');
  });

  it('answers 413 in the error shape to a body over JSON_BODY_LIMIT, storing nothing', async () => {
    const before = await prisma.webhookEvent.count();
    const id = randomUUID();
    const res = await http('POST', sttHook(), {
      json: { event: 'live.end_session', payload: { id, padding: 'x'.repeat(1024 * 1024) } },
    });
    expect(res.status).toBe(413);
    expectErrorShape(res.body, 413, '/webhooks/stt/[redacted]');
    expect(await prisma.webhookEvent.count()).toBe(before);
  });

  it('stores a backslash followed by u0000 as the text it is', async () => {
    const id = `a\\u0000b-${randomUUID()}`;
    const res = await http('POST', sttHook(), {
      json: { event: 'live.end_session', payload: { id } },
    });
    expect(res.body).toEqual({ status: 'accepted' });
    expect(await rows(`webhook:live.end_session:${id}`)).toHaveLength(1);
  });

  it('answers alike on the fast lane and through the framework (bodies it leaves to Express)', async () => {
    const lane = { event: 'live.end_recording', payload: { id: randomUUID() } };
    const framework = { event: 'live.end_recording', payload: { id: randomUUID() } };
    const viaFramework = { 'content-type': 'application/json; charset=utf-8; profile=vendor' };
    const answers = [
      await http('POST', sttHook(), { json: lane, headers: { 'x-request-id': 'lane-1' } }),
      await http('POST', sttHook(), {
        json: framework,
        headers: { ...viaFramework, 'x-request-id': 'fw-1' },
      }),
      await http('POST', sttHook(), { json: lane, headers: viaFramework }),
      await http('POST', sttHook(), { json: framework }),
    ];
    expect(answers.map((a) => [a.status, a.body.status])).toEqual([
      [200, 'accepted'],
      [200, 'accepted'],
      [200, 'duplicate'],
      [200, 'duplicate'],
    ]);
    expect(answers.slice(0, 2).map((a) => a.headers.get('x-request-id'))).toEqual([
      'lane-1',
      'fw-1',
    ]);
    for (const e of [lane, framework]) {
      expect(await rows(`webhook:live.end_recording:${e.payload.id}`)).toHaveLength(1);
    }
    const wrong = await http('POST', sttHook('wrong-token-0123456789'), {
      json: lane,
      headers: viaFramework,
    });
    expect(wrong.status).toBe(401);
    expectErrorShape(wrong.body, 401, '/webhooks/stt/[redacted]');
    const metrics = await http('GET', `${bridge.url}/metrics`);
    expect(metrics.text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/webhooks\/stt\/:token",status_code="200"\} \d+/,
    );
    expect(metrics.text).not.toContain(token);
  });

  it('stores each of a burst of concurrent events and replays once, answering each replay duplicate', async () => {
    const events = Array.from({ length: 200 }, (_, i) =>
      i % 2 === 0
        ? {
            url: sttHook(),
            headers: {},
            json: { event: 'live.start_session', payload: { id: randomUUID() } },
          }
        : {
            url: mbHook(),
            headers: mbHeaders,
            json: {
              event: 'bot.status_change',
              data: { bot_id: randomUUID(), status: { code: 'joining_call' } },
            },
          },
    );
    // Every event twice and a third of them three times, all in flight at once, shuffled.
    const sends = [...events, ...events, ...events.filter((_, i) => i % 3 === 0)]
      .map((e) => ({ e, order: Math.random() }))
      .sort((a, b) => a.order - b.order)
      .map(({ e }) => e);
    const answers = await Promise.all(
      sends.map(async (e) => ({
        e,
        res: await http('POST', e.url, { json: e.json, headers: e.headers }),
      })),
    );
    expect(answers.every(({ res }) => res.status === 200)).toBe(true);
    for (const event of events) {
      const mine = answers.filter(({ e }) => e === event).map(({ res }) => res.body.status);
      expect(mine.filter((s) => s === 'accepted')).toHaveLength(1);
      expect(mine.filter((s) => s === 'duplicate')).toHaveLength(mine.length - 1);
    }
    const keys = events.map((e) =>
      'data' in e.json
        ? meetingBotEventDedupKey(e.json)
        : `webhook:live.start_session:${e.json.payload.id}`,
    );
    expect(await prisma.webhookEvent.count({ where: { dedupKey: { in: keys } } })).toBe(200);
  });

  it('keeps processing during a burst, if more slowly, and catches up after it', async () => {
    // 40 events every 100 ms for 3 s: above the pace at which processing steps aside.
    const ids: string[] = [];
    const processed = () =>
      prisma.webhookEvent.count({
        where: { kind: 'live.start_recording', processedAt: { not: null } },
      });
    let early = 0;
    let late = 0;
    for (let tick = 0; tick < 30; tick++) {
      const started = Date.now();
      const batch = Array.from({ length: 40 }, () => randomUUID());
      ids.push(...batch);
      const answers = await Promise.all(
        batch.map((id) =>
          http('POST', sttHook(), { json: { event: 'live.start_recording', payload: { id } } }),
        ),
      );
      expect(answers.every((a) => a.status === 200)).toBe(true);
      if (tick === 12) early = await processed();
      if (tick === 29) late = await processed();
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, 100 - (Date.now() - started))),
      );
    }
    // Still moving in the second half of the burst, when it has stepped aside.
    expect(late).toBeGreaterThan(early);
    await eventually(
      async () =>
        (await prisma.webhookEvent.count({
          where: {
            dedupKey: { in: ids.map((id) => `webhook:live.start_recording:${id}`) },
            processedAt: { not: null },
          },
        })) === ids.length,
      30_000,
    );
  }, 60_000);

  it('stores and acknowledges unknown event kinds, then ignores them', async () => {
    const sttRes = await http('POST', sttHook(), {
      json: { event: 'live.something_new', payload: { id: 'job-1' } },
    });
    expect(sttRes.status).toBe(200);
    expect(sttRes.body).toEqual({ status: 'accepted' });
    expect(await processed('webhook:live.something_new:job-1')).toMatchObject({
      source: 'stt',
      kind: 'live.something_new',
      outcome: 'ignored',
      attempts: 1,
    });

    const body = { event: 'calendar.sync_events', data: { calendar_id: randomUUID() } };
    const mbRes = await http('POST', mbHook(), { headers: mbHeaders, json: body });
    expect(mbRes.status).toBe(200);
    expect(await processed(meetingBotEventDedupKey(body))).toMatchObject({
      source: 'meeting_bot',
      kind: 'calendar.sync_events',
      outcome: 'ignored',
      payload: body,
    });
  });

  it('stores an event once however often it is replayed, and says which was the replay', async () => {
    const jobId = randomUUID();
    const body = { event: 'transcription.success', payload: { id: jobId } };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => http('POST', sttHook(), { json: body })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.status === 'accepted')).toHaveLength(1);
    expect(answers.filter((a) => a.body.status === 'duplicate')).toHaveLength(4);
    const row = await processed(`webhook:transcription.success:${jobId}`);
    // A job the bridge does not know: recorded, finished, nothing else.
    expect(row).toMatchObject({ outcome: 'unknown_job', attempts: 1, payload: body });
    expect(await rows(`webhook:transcription.success:${jobId}`)).toHaveLength(1);
  });

  it('takes the STT vendor’s own deliveries: account webhooks and per-request callbacks', async () => {
    stt.setAccountWebhook(sttHook());
    const created = await http('POST', `${stt.url}/v2/live`, {
      headers: { 'x-service-key': 'stt-key' },
      json: { callback: true, callback_config: { url: sttHook() } },
    });
    expect(created.status).toBe(201);
    const id: string = created.body.id;
    const delivered = await stt.endSession(id);
    // start_session, start_recording, end_recording, end_session on each channel.
    expect(delivered).toHaveLength(8);
    expect(delivered.every((d) => d.status === 200)).toBe(true);
    const stored = await prisma.webhookEvent.findMany({
      where: { dedupKey: { endsWith: `:${id}` } },
    });
    expect(stored.map((e) => e.dedupKey).sort()).toEqual(
      ['start_session', 'start_recording', 'end_recording', 'end_session']
        .flatMap((t) => [`callback:live.${t}:${id}`, `webhook:live.${t}:${id}`])
        .sort(),
    );
    stt.setAccountWebhook(null);
  });

  it('takes the meeting-bot vendor’s deliveries, keyed by the bots feature’s dedup key', async () => {
    const joined = await http('POST', `${mb.url}/bots/`, {
      headers: mbHeaders,
      json: {
        bot_name: 'rec',
        meeting_url: 'https://meet.google.com/abc-defg-hij',
        webhook_url: mbHook(),
      },
    });
    expect(joined.status).toBe(200);
    const botId: string = joined.body.bot_id;
    const delivered = await mb.sendBotEvents(botId, ['joining_call', 'complete', 'complete']);
    expect(delivered.map((d) => d.status)).toEqual([200, 200, 200]);
    const keys = delivered.map((d) => meetingBotEventDedupKey(d.body));
    // The replayed `complete` is the same row.
    const stored = await prisma.webhookEvent.findMany({
      where: { source: 'meeting_bot', dedupKey: { in: keys } },
    });
    expect(stored).toHaveLength(2);
    await eventually(async () =>
      (
        await prisma.webhookEvent.findMany({ where: { id: { in: stored.map((s) => s.id) } } })
      ).every((e) => e.processedAt !== null),
    );
  });
});
