import { randomBytes, randomUUID } from 'node:crypto';
import { meetingBotEventDedupKey } from '../src/bots/bot-events.service.js';
import { PrismaService } from '../src/database/prisma.service.js';
import {
  type MeetingBotSimulator,
  startMeetingBotSimulator,
  startSttSimulator,
  type SttSimulator,
} from '../src/simulators/index.js';
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

  function expectErrorShape(body: any, status: number, path: string) {
    expect(body).toMatchObject({ statusCode: status, path, message: expect.any(String) });
    expect(typeof body.request_id).toBe('string');
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
  }

  it('refuses a wrong token on both receivers with 401, storing nothing', async () => {
    const before = await prisma.webhookEvent.count();
    const body = { event: 'live.end_session', payload: { id: randomUUID() } };
    const a = await http('POST', sttHook('wrong-token-0123456789'), { json: body });
    expect(a.status).toBe(401);
    expectErrorShape(a.body, 401, '/webhooks/stt/wrong-token-0123456789');
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
    expectErrorShape(res.body, 400, `/webhooks/stt/${token}`);
  });

  it('answers 400 to a meeting-bot body without event or data', async () => {
    for (const json of [{ data: { bot_id: 'x' } }, { event: 'complete' }, 'complete']) {
      const res = await http('POST', mbHook(), { headers: mbHeaders, json });
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 400, `/webhooks/meeting-bot/${token}`);
    }
  });

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
