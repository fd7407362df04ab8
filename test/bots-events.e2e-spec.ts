import { BotEventsService, meetingBotEventDedupKey } from '../src/bots/bot-events.service.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import {
  startMeetingBotSimulator,
  startWebhookReceiver,
  type MeetingBotSimulator,
  type WebhookReceiver,
} from '../simulators/index.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';

const MB_KEY = 'mb-key-for-events-e2e-0123456789';
const MEET = 'https://meet.google.com/abc-defg-hij';
const t = (s: number) => new Date(Date.UTC(2026, 4, 1, 9, 0, s)).toISOString();

/**
 * The state machine behind BotEventsService, fed with the bodies the meeting-bot simulator
 * really delivers (PUBLIC_BASE_URL points the bots' webhook_url at a local receiver).
 */
describe('bot life (BotEventsService)', () => {
  let sim: MeetingBotSimulator;
  let hooks: WebhookReceiver;
  let bridge: TestBridge;
  let events: BotEventsService;
  let prisma: PrismaService;
  let key: string;

  beforeAll(async () => {
    sim = await startMeetingBotSimulator({ apiKey: MB_KEY });
    hooks = await startWebhookReceiver();
    bridge = await startBridge({
      MEETING_BOT_BASE_URL: sim.url,
      MEETING_BOT_API_KEY: MB_KEY,
      PUBLIC_BASE_URL: hooks.url,
    });
    events = bridge.app.get(BotEventsService);
    prisma = bridge.app.get(PrismaService);
    ({ key } = await mintTeam(bridge.url, bridge.admin, 'events'));
  });
  afterAll(async () => {
    await bridge?.close();
    await hooks?.close();
    await sim?.close();
  });

  /** As the webhook processor hands it over: received now. */
  const handle = (body: unknown) => events.handle(body, new Date());

  async function newBot(): Promise<{ id: string; upstream: string }> {
    const res = await http('POST', `${bridge.url}/bots`, {
      headers: bearer(key),
      json: { meeting_url: MEET },
    });
    expect(res.status).toBe(201);
    return { id: res.body.id, upstream: res.body.upstream_bot_id };
  }

  /** Has the simulator deliver `inputs` and returns the bodies as received. */
  async function delivered(
    upstream: string,
    inputs: Parameters<MeetingBotSimulator['sendBotEvents']>[1],
  ) {
    const before = hooks.received.length;
    await sim.sendBotEvents(upstream, inputs);
    const got = await hooks.waitFor(before + inputs.length);
    for (const hook of got.slice(before)) {
      expect(hook.path).toMatch(/^\/webhooks\/meeting-bot\/[A-Za-z0-9_-]+$/);
      expect(hook.headers['x-meeting-baas-api-key']).toBe(MB_KEY);
    }
    return got.slice(before).map((h) => h.body);
  }

  const status = (code: string, at: string) => ({
    event: 'bot.status_change',
    data: { status: { code, created_at: at } },
  });
  const detail = async (id: string) =>
    (await http('GET', `${bridge.url}/bots/${id}`, { headers: bearer(key) })).body;

  it('walks a whole life in order and keeps what complete brings', async () => {
    const bot = await newBot();
    const bodies = await delivered(bot.upstream, [
      status('joining_call', t(1)),
      status('in_waiting_room', t(2)),
      status('in_call_recording', t(3)),
      status('call_ended', t(4)),
      'complete',
    ]);
    const outcomes = [];
    for (const body of bodies) outcomes.push(await handle(body));
    expect(outcomes).toEqual(['applied', 'applied', 'applied', 'applied', 'applied']);

    const seen = await detail(bot.id);
    expect(seen).toMatchObject({
      status: 'complete',
      terminal: true,
      ended_at: expect.any(String),
    });
    expect(seen.status_history.map((c: { code: string }) => c.code)).toEqual([
      'joining_call',
      'in_waiting_room',
      'in_call_recording',
      'call_ended',
      'complete',
    ]);
    const complete = bodies[4] as { data: { transcript: unknown; speakers: unknown; mp4: string } };
    expect(seen.recording).toEqual({
      // Its archive task was made with the completion (archive.e2e-spec follows it through).
      audio: expect.objectContaining({ state: expect.any(String) }),
      video: null,
      transcript: complete.data.transcript,
      speakers: complete.data.speakers,
      mp4_url: complete.data.mp4,
      media_seen_at: expect.any(String),
    });
    expect(Date.now() - Date.parse(seen.recording.media_seen_at)).toBeLessThan(60_000);
  });

  it('treats the same event twice as a duplicate', async () => {
    const bot = await newBot();
    const [joining] = await delivered(bot.upstream, [status('joining_call', t(1))]);
    expect(await handle(joining)).toBe('applied');
    expect(await handle(structuredClone(joining))).toBe('duplicate');
    expect(await prisma.botStatusChange.count({ where: { botId: bot.id } })).toBe(1);
  });

  it('handles concurrent replays of one event exactly once', async () => {
    const bot = await newBot();
    const [recording] = await delivered(bot.upstream, [status('in_call_recording', t(3))]);
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => handle(recording)));
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(5);
  });

  it('never moves a bot backwards for an event that arrives late, but records it', async () => {
    const bot = await newBot();
    const [ended, recording] = await delivered(bot.upstream, [
      status('call_ended', t(10)),
      status('in_call_recording', t(5)),
    ]);
    expect(await handle(ended)).toBe('applied');
    expect(await handle(recording)).toBe('stale');
    const seen = await detail(bot.id);
    expect(seen.status).toBe('call_ended');
    expect(seen.status_history.map((c: { code: string }) => c.code)).toEqual([
      'in_call_recording',
      'call_ended',
    ]);
    // The team hears of both, each with its own time and the status before it.
    // Read until both have settled in the log (see the event log's order in the README).
    const mine = await eventually(async () => {
      const told = await http('GET', `${bridge.url}/events?type=bot.status_changed`, {
        headers: bearer(key),
      });
      const ofBot = told.body.data
        .map((e: { data: Record<string, string> }) => e.data)
        .filter((d: Record<string, string>) => d.bot_id === bot.id);
      return ofBot.length >= 2 ? ofBot : null;
    });
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          status: 'call_ended',
          previous_status: 'created',
          occurred_at: t(10),
        }),
        expect.objectContaining({
          status: 'in_call_recording',
          previous_status: 'created',
          occurred_at: t(5),
        }),
      ]),
    );
    expect(mine).toHaveLength(2);
  });

  it('keeps unknown codes: recorded, and the status when newest', async () => {
    const bot = await newBot();
    const [odd] = await delivered(bot.upstream, [status('in_call_transcribing_v9', t(2))]);
    expect(await handle(odd)).toBe('applied');
    expect((await detail(bot.id)).status).toBe('in_call_transcribing_v9');
  });

  it('ends only on complete or failed; nothing moves a terminal bot', async () => {
    const bot = await newBot();
    const [rejected] = await delivered(bot.upstream, [status('bot_rejected', t(1))]);
    expect(await handle(rejected)).toBe('applied');
    expect((await detail(bot.id)).terminal).toBe(false);

    const [failed, late, complete] = await delivered(bot.upstream, [
      { event: 'failed', data: { error: 'access_denied', message: 'Host denied entry' } },
      status('in_call_recording', t(50)),
      'complete',
    ]);
    expect(await handle(failed)).toBe('applied');
    expect(await handle(failed)).toBe('duplicate');
    expect(await handle(late)).toBe('stale');
    expect(await handle(complete)).toBe('stale');
    const seen = await detail(bot.id);
    expect(seen).toMatchObject({
      status: 'failed',
      terminal: true,
      last_error: 'access_denied: Host denied entry',
    });
    expect(seen.recording.mp4_url).toBeNull();
  });

  it('matches an unconfirmed bot by extra.bridge_bot_id on its terminal event', async () => {
    const bot = await newBot();
    await prisma.bot.update({
      where: { id: bot.id },
      data: { upstreamBotId: null, status: 'create_unconfirmed' },
    });
    const [complete] = await delivered(bot.upstream, ['complete']);
    expect((complete as { data: { extra: unknown } }).data.extra).toEqual({
      bridge_bot_id: bot.id,
    });
    expect(await handle(complete)).toBe('applied');
    expect(await detail(bot.id)).toMatchObject({
      status: 'complete',
      upstream_bot_id: bot.upstream,
    });
  });

  it('answers unknown_bot and ignored without touching anything', async () => {
    const stranger = {
      event: 'bot.status_change',
      data: { bot_id: 'not-ours', status: { code: 'joining_call', created_at: t(1) } },
    };
    expect(await handle(stranger)).toBe('unknown_bot');
    expect(
      await handle({
        event: 'complete',
        data: { bot_id: 'not-ours', extra: { bridge_bot_id: 'x' } },
      }),
    ).toBe('unknown_bot');
    expect(await handle({ event: 'calendar.sync_events', data: {} })).toBe('ignored');
    expect(await handle({ event: 'bot.status_change', data: { bot_id: 'x' } })).toBe('ignored');
    expect(await handle('garbage')).toBe('ignored');
  });

  it('gives replays of one delivery one dedup key', async () => {
    const bot = await newBot();
    const [a, b] = await delivered(bot.upstream, [
      status('joining_call', t(1)),
      status('joining_call', t(1)),
    ]);
    expect(meetingBotEventDedupKey(a)).toBe(meetingBotEventDedupKey(b));
  });
});
