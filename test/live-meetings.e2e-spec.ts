import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect } from 'node:net';
import WebSocket from 'ws';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { LiveRepository } from '../src/live/live.repository.js';
import { MetricsService } from '../src/platform/metrics/metrics.service.js';
import {
  type MeetingBotSimulator,
  startMeetingBotSimulator,
  startSttSimulator,
  type SttSimulator,
} from '../simulators/index.js';
import { meetingTurns } from '../simulators/shared/meeting.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { untilWaitingForALock } from './support/database.js';
import { startEventReceiver, type EventReceiver } from './support/event-receiver.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';
import { sseReader } from './support/sse.js';
import { freePort } from './support/server-process.js';
import { MEETING_BOT_VERSIONS } from './support/meeting-bot-versions.js';

const MB_KEY = 'mb-key-for-live-meetings-0123456789';
const STT_KEY = 'stt-key-for-live-meetings-0123456789';
const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const TOKEN = randomBytes(16).toString('hex');
const MEET = 'https://meet.google.com/abc-defg-hij';
/** The simulated meeting (20 s) plays ten times faster than real time. */
const SPEED = 10;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Live transcript subscribers the bridge dropped for not keeping up (its own counter). */
async function droppedSubscribers(bridge: TestBridge): Promise<number> {
  const metric = bridge.app
    .get(MetricsService)
    .registry.getSingleMetric('live_transcript_subscribers_dropped_total');
  return (await metric!.get()).values[0]?.value ?? 0;
}

/** The streaming URL the bridge gave the vendor for a bot, from the recorded create request. */
function streamingUrl(version: 'v1' | 'v2', body: Record<string, any>): string {
  return version === 'v2' ? body.streaming_config.output_url : body.streaming.output;
}

/** How a WebSocket to `url` ends: refused at the upgrade (HTTP status) or closed (code). */
function outcome(
  url: string,
  send: (ws: WebSocket) => void = () => undefined,
): Promise<{ status?: number; code?: number }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    ws.once('unexpected-response', (_req, res) => resolve({ status: res.statusCode }));
    ws.once('open', () => send(ws));
    ws.once('close', (code) => resolve({ code }));
    ws.on('error', () => undefined);
  });
}

interface SseEvent {
  event: string;
  id?: string;
  data: any;
  at: number;
}

/**
 * A Server-Sent Events subscriber: every event as it comes (comments counted apart), until the
 * stream ends or `close()`.
 */
function subscribe(target: string, headers: Record<string, string> = {}) {
  const events: SseEvent[] = [];
  let comments = 0;
  let status = 0;
  let contentType = '';
  let req: ReturnType<typeof request>;
  const ended = new Promise<void>((resolve, reject) => {
    req = request(target, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      status = res.statusCode ?? 0;
      contentType = String(res.headers['content-type']);
      res.setEncoding('utf8');
      res.on(
        'data',
        sseReader(({ fields, comment }) => {
          if (comment) comments++;
          if (fields.event) {
            events.push({
              event: fields.event,
              id: fields.id,
              data: JSON.parse(fields.data ?? 'null'),
              at: Date.now(),
            });
          }
        }),
      );
      res.on('end', () => resolve());
      res.on('error', () => resolve());
    });
    req.on('error', reject);
    req.end();
  });
  return {
    events,
    ended,
    get status() {
      return status;
    },
    get contentType() {
      return contentType;
    },
    get comments() {
      return comments;
    },
    of: (event: string) => events.filter((e) => e.event === event),
    close: () => req.destroy(),
  };
}

describe.each(MEETING_BOT_VERSIONS)('live meetings on meeting-bot %s', (version) => {
  let stt: SttSimulator;
  let mb: MeetingBotSimulator;
  let bridge: TestBridge;
  let prisma: PrismaService;
  let team: { id: string; key: string };
  let other: { id: string; key: string };
  let receiver: EventReceiver;
  const url = (path: string) => `${bridge.url}${path}`;
  const getBot = async (id: string, key = team.key) =>
    (await http('GET', url(`/bots/${id}`), { headers: bearer(key) })).body;
  const creates = () =>
    mb.requests.filter((r) => r.method === 'POST' && /^\/(v2\/)?bots\/?$/.test(r.path));

  /** A live bot created through the bridge, with the streaming URL the vendor got for it. */
  async function liveBot(key = team.key) {
    const before = creates().length;
    const res = await http('POST', url('/bots'), {
      headers: bearer(key),
      json: { meeting_url: MEET, live_transcript: true },
    });
    expect(res.status).toBe(201);
    // The answer says where its live transcript is read.
    expect(res.body.live).toMatchObject({
      state: 'awaiting',
      finals: 0,
      path: `/bots/${res.body.id}/live-transcript`,
    });
    const sent = creates()[before]!.body as Record<string, any>;
    return { bot: res.body, sent, ingress: streamingUrl(version, sent) };
  }

  /** A bridge of this deployment on a port of its own, which bots stream to. */
  const bridgeEnv = async () => {
    const port = await freePort();
    return {
      WEBHOOK_TOKEN: TOKEN,
      MEETING_BOT_BASE_URL: mb.url,
      MEETING_BOT_API_KEY: MB_KEY,
      MEETING_BOT_API_VERSION: version,
      MEETING_BOT_WEBHOOK_SECRET: SECRET,
      STT_BASE_URL: stt.url,
      STT_API_KEY: STT_KEY,
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      LIVE_POST_FINAL_TIMEOUT_MS: '3000',
    };
  };

  const ended = async (id: string) =>
    eventually(async () => {
      const bot = await getBot(id);
      return bot.live?.state === 'ended' ? bot : null;
    }, 20_000);

  beforeAll(async () => {
    stt = await startSttSimulator({ apiKey: STT_KEY, liveResumeWindowMs: 5_000 });
    mb = await startMeetingBotSimulator({
      apiKey: MB_KEY,
      webhookSecret: SECRET,
      webhookRetryDelaysMs: [50],
      streamSpeed: SPEED,
    });
    bridge = await startBridge({
      ...(await bridgeEnv()),
      LIVE_LEASE_MS: '1000',
      LIVE_HEARTBEAT_MS: '200',
      OUTBOUND_ALLOW_PRIVATE: 'true',
    });
    prisma = bridge.app.get(PrismaService);
    team = await mintTeam(bridge.url, bridge.admin, `live-${version}`);
    other = await mintTeam(bridge.url, bridge.admin, `live-other-${version}`);
    mb.setAccountWebhook(url(`/webhooks/meeting-bot/${TOKEN}`));
    stt.setAccountWebhook(url(`/webhooks/stt/${TOKEN}`));
    receiver = await startEventReceiver();
    const endpoint = await http('POST', url('/webhook-endpoints'), {
      headers: bearer(team.key),
      json: {
        url: `${receiver.url}/live`,
        event_types: [
          'bot.live_started',
          'bot.live_transcript',
          'bot.live_ended',
          'bot.live_degraded',
        ],
      },
    });
    expect(endpoint.status).toBe(201);
  });
  afterAll(async () => {
    await receiver?.close();
    await bridge?.close();
    await mb?.close();
    await stt?.close();
  });

  it('asks the vendor to stream 16 kHz audio to a per-bot URL whose token is kept only as a hash', async () => {
    const { bot, sent, ingress } = await liveBot();
    const ingressUrl = new URL(ingress);
    expect(ingressUrl.protocol).toBe('ws:');
    expect(ingressUrl.host).toBe(new URL(bridge.url).host);
    const token = ingressUrl.pathname.replace('/live/ingress/', '');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    if (version === 'v2') {
      expect(sent.streaming_enabled).toBe(true);
      expect(sent.streaming_config).toEqual({
        output_url: ingress,
        input_url: null,
        audio_frequency: 16_000,
      });
    } else {
      expect(sent.streaming).toEqual({ output: ingress, audio_frequency: '16khz' });
    }
    const tokens = await prisma.liveIngressToken.findMany({ where: { botId: bot.id } });
    expect(tokens.map((t) => t.tokenHash)).toEqual([sha256(token)]);
    const row = await prisma.bot.findUniqueOrThrow({ where: { id: bot.id } });
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await getBot(bot.id)).live).toMatchObject({
      state: 'awaiting',
      finals: 0,
      sessions: [],
    });
    // Bots without it stream nothing.
    const plain = await http('POST', url('/bots'), {
      headers: bearer(team.key),
      json: { meeting_url: MEET },
    });
    const plainSent = creates().at(-1)!.body as Record<string, any>;
    expect(plainSent.streaming ?? plainSent.streaming_config).toBeUndefined();
    expect((await getBot(plain.body.id)).live).toBeNull();
  });

  it('transcribes the meeting as it runs: finals with speakers, a linked live job, its audio archived, a transcript version', async () => {
    const { bot } = await liveBot();
    const upstream = (await getBot(bot.id)).upstream_bot_id as string;
    await mb.runBotLifecycle(upstream, { stepMs: 100 });
    const done = await ended(bot.id);

    const page = await http('GET', url(`/bots/${bot.id}/live-transcript`), {
      headers: bearer(team.key),
    });
    expect(page.status).toBe(200);
    const turns = meetingTurns();
    expect(page.body.data.map((f: any) => [f.seq, f.speaker, f.text])).toEqual(
      turns.map((t, i) => [i + 1, t.speaker.name, t.text]),
    );
    expect(page.body).toMatchObject({ state: 'ended', complete: true, next_after: null });
    for (const [i, final] of page.body.data.entries()) {
      expect(final.start).toBeCloseTo(turns[i]!.start, 1);
      expect(final.end).toBeCloseTo(turns[i]!.end, 1);
    }

    expect(done.live).toMatchObject({ state: 'ended', finals: turns.length, gaps: [] });
    expect(done.live.sessions).toHaveLength(1);
    const [session] = done.live.sessions;
    expect(session).toMatchObject({ segment: 1, state: 'ended', offset_seconds: 0 });
    const job = done.transcription_jobs.find((j: any) => j.id === session.job_id);
    expect(job).toMatchObject({ kind: 'live', upstream_id: session.upstream_id });

    // The session was opened as the bot's audio format, with every message flag said.
    const opened = stt.requests.find(
      (r) =>
        r.method === 'POST' &&
        r.path === '/v2/live' &&
        (r.body as any).custom_metadata?.bridge_bot_id === bot.id,
    )!;
    expect(opened.body).toMatchObject({
      encoding: 'wav/pcm',
      bit_depth: 16,
      sample_rate: 16_000,
      channels: 1,
      custom_metadata: { bridge_bot_id: bot.id, bridge_team_id: team.id },
      callback: true,
    });
    expect(Object.keys((opened.body as any).messages_config).sort()).toEqual([
      'receive_acknowledgments',
      'receive_final_transcripts',
      'receive_lifecycle_events',
      'receive_partial_transcripts',
      'receive_post_processing_events',
      'receive_pre_processing_events',
      'receive_realtime_processing_events',
      'receive_speech_events',
    ]);
    // One socket fed it, and every byte of the meeting (20 s at 16 kHz) reached it, once.
    expect(stt.liveSocketsAtOnce(session.upstream_id)).toBe(1);
    const archived = await eventually(async () => {
      const found = (await getBot(bot.id)).transcription_jobs.find((j: any) => j.id === job.id);
      return found?.archive?.state === 'archived' ? found.archive : null;
    }, 20_000);
    // 20 s at 16 kHz: the bot streamed from its first connection and dropped nothing.
    expect(mb.getBot(upstream)!.stream!.dropped).toBe(0);
    expect(archived.size_bytes).toBe(200 * 3_200);

    // The team sees the session through the proxy, another team does not.
    const read = (key: string) =>
      http('GET', url(`/v2/live/${session.upstream_id}`), { headers: bearer(key) });
    expect((await read(team.key)).status).toBe(200);
    expect((await read(other.key)).status).toBe(404);

    const live = done.transcripts.find((t: any) => t.source === 'live');
    expect(live).toBeDefined();
    const srt = await http(
      'GET',
      url(`/bots/${bot.id}/transcript?version=${live.version}&format=srt`),
      {
        headers: bearer(team.key),
      },
    );
    expect(srt.status).toBe(200);
    expect(srt.text).toContain('Ada Lovelace: Hello everyone.');
    expect(srt.text).toContain('Alan Turing: Yes.');
  });

  it('streams partials and finals with speakers to an SSE subscriber while the meeting runs, and Last-Event-ID resumes exactly once', async () => {
    const { bot } = await liveBot();
    const upstream = (await getBot(bot.id)).upstream_bot_id as string;
    const sse = subscribe(url(`/bots/${bot.id}/live-transcript`), bearer(team.key));
    await eventually(async () => sse.status === 200);
    expect(sse.contentType).toMatch(/^text\/event-stream/);
    const life = mb.runBotLifecycle(upstream, { stepMs: 100, holdStreamAt: 8 });
    const first = await eventually(async () => sse.of('final')[0], 10_000);
    // The first final came while the bot was still in its meeting.
    expect((await getBot(bot.id)).terminal).toBe(false);
    mb.getBot(upstream)!.stream!.release();
    await life;
    await sse.ended;
    const turns = meetingTurns();
    const finals = sse.of('final');
    expect(finals.map((e) => [e.id, e.data.seq, e.data.speaker, e.data.text])).toEqual(
      turns.map((t, i) => [String(i + 1), i + 1, t.speaker.name, t.text]),
    );
    expect(first.data.seq).toBe(1);
    // Partials come before their final, with the final's utterance id and no event id.
    for (const final of finals) {
      const partials = sse
        .of('partial')
        .filter((p) => p.data.utterance_id === final.data.utterance_id);
      expect(partials.length).toBeGreaterThan(0);
      expect(partials.every((p) => p.id === undefined && p.at <= final.at)).toBe(true);
      expect(final.data.text.startsWith(partials[0]!.data.text)).toBe(true);
    }
    expect(sse.events.at(-1)).toMatchObject({ event: 'end', data: { finals: turns.length } });
    expect(sse.comments).toBeGreaterThan(0);

    // Resuming after seq 2 gives 3 and 4, once each, in order, then the end.
    const resumed = subscribe(url(`/bots/${bot.id}/live-transcript`), {
      ...bearer(team.key),
      'last-event-id': '2',
    });
    await resumed.ended;
    expect(resumed.events.map((e) => [e.event, e.id])).toEqual([
      ['final', '3'],
      ['final', '4'],
      ['end', undefined],
    ]);
    const after = subscribe(url(`/bots/${bot.id}/live-transcript?after=3`), bearer(team.key));
    await after.ended;
    expect(after.of('final').map((e) => e.id)).toEqual(['4']);

    // The team's endpoint heard it too: started, one event per final, ended.
    const heard = await receiver.waitFor(
      turns.length + 2,
      (e) => e.json.data.bot_id === bot.id,
      10_000,
    );
    const types = heard.map((e) => e.json.type);
    expect(types[0]).toBe('bot.live_started');
    expect(types.at(-1)).toBe('bot.live_ended');
    const told = heard.filter((e) => e.json.type === 'bot.live_transcript');
    expect(told.map((e) => [e.json.data.seq, e.json.data.speaker])).toEqual(
      turns.map((t, i) => [i + 1, t.speaker.name]),
    );
    expect(heard.at(-1)!.json.data).toMatchObject({
      finals: turns.length,
      gaps: 0,
      state: 'ended',
    });
    expect(typeof heard.at(-1)!.json.data.transcript_version).toBe('number');
  });

  it('drops a subscriber that does not read, and never slows another one down', async () => {
    const { bot } = await liveBot();
    // A long live transcript, kept already: 20,000 finals of 1 KB.
    const [session] = await prisma.$queryRaw<{ id: string }[]>`
      INSERT INTO live_sessions (id, bot_id, segment, state) VALUES (gen_random_uuid(), ${bot.id}::uuid, 1, 'ended')
      RETURNING id`;
    const count = 20_000;
    await prisma.liveUtterance.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        botId: bot.id,
        seq: i + 1,
        sessionId: session!.id,
        utteranceId: `u-${i}`,
        startSeconds: i,
        endSeconds: i + 0.5,
        text: 'x'.repeat(1_000),
      })),
    });
    await prisma.liveStream.update({
      where: { botId: bot.id },
      data: { finals: count, state: 'ended', endedAt: new Date() },
    });
    // One subscriber never reads what it is sent (its socket is never read: its receive window
    // stays small); the other reads everything.
    const target = new URL(url(`/bots/${bot.id}/live-transcript`));
    const stuck = connect(Number(target.port), '127.0.0.1');
    stuck.on('error', () => undefined);
    stuck.pause();
    stuck.write(
      `GET ${target.pathname} HTTP/1.1\r\nHost: ${target.host}\r\n` +
        `Accept: text/event-stream\r\nAuthorization: Bearer ${team.key}\r\n\r\n`,
    );
    const dropped = () => droppedSubscribers(bridge);
    const droppedBefore = await dropped();
    const reader = subscribe(url(`/bots/${bot.id}/live-transcript`), bearer(team.key));
    await reader.ended;
    expect(reader.of('final')).toHaveLength(count);
    expect(reader.events.at(-1)!.event).toBe('end');
    // The one that did not read is let go once its connection took nothing for 5 s (counted
    // from when its buffers filled, which a loaded machine makes later): what it reads then
    // stops short, without the end.
    await eventually(async () => (await dropped()) > droppedBefore, 30_000);
    let got = '';
    stuck.setEncoding('utf8');
    stuck.on('data', (chunk: string) => (got += chunk));
    await new Promise((resolve) => {
      stuck.once('close', resolve);
      stuck.resume();
    });
    expect(got).not.toContain('event: end');
    expect(got.split('event: final').length - 1).toBeLessThan(count);
  });

  it('opens the live transcript to a read-only token, for that bot only, and to nobody else', async () => {
    const { bot } = await liveBot();
    const mint = (id: string, key: string) =>
      http('POST', url(`/bots/${id}/live-transcript/token`), { headers: bearer(key) });
    const minted = await mint(bot.id, team.key);
    expect(minted.status).toBe(201);
    expect(Date.parse(minted.body.expires_at) - Date.now()).toBeLessThanOrEqual(3600_000);
    expect((await mint(bot.id, other.key)).status).toBe(404);
    const read = (path: string) => http('GET', url(path));
    expect((await read(minted.body.path)).status).toBe(200);
    expect((await read(`/bots/${bot.id}/live-transcript`)).status).toBe(401);
    expect((await read(`/bots/${bot.id}/live-transcript?token=1.abc`)).status).toBe(404);
    const { bot: another } = await liveBot();
    expect(
      (await read(`/bots/${another.id}/live-transcript?token=${minted.body.token}`)).status,
    ).toBe(404);
    const sse = subscribe(url(minted.body.path));
    await eventually(async () => sse.comments > 0);
    expect(sse.status).toBe(200);
    sse.close();
    // A bot without a live transcript has none to open.
    const plain = await http('POST', url('/bots'), {
      headers: bearer(team.key),
      json: { meeting_url: MEET },
    });
    expect((await mint(plain.body.id, team.key)).status).toBe(404);
  });

  it('pages the finals with ?after= and hides them from another team', async () => {
    const { bot } = await liveBot();
    await mb.runBotLifecycle((await getBot(bot.id)).upstream_bot_id, { stepMs: 100 });
    await ended(bot.id);
    const page = (after: number, key = team.key) =>
      http('GET', url(`/bots/${bot.id}/live-transcript?after=${after}&limit=2`), {
        headers: bearer(key),
      });
    const first = await page(0);
    expect(first.body.data.map((f: any) => f.seq)).toEqual([1, 2]);
    expect(first.body.next_after).toBe(2);
    const second = await page(first.body.next_after);
    expect(second.body.data.map((f: any) => f.seq)).toEqual([3, 4]);
    expect((await page(0, other.key)).status).toBe(404);
    expect((await page(0, bridge.adminKey)).status).toBe(200);
  });

  it('resumes the same STT session when the bot reconnects and when the vendor drops the socket', async () => {
    const { bot } = await liveBot();
    const upstream = (await getBot(bot.id)).upstream_bot_id as string;
    // The meeting waits at its 8th second (after the first turn) until the faults are in.
    const life = mb.runBotLifecycle(upstream, { stepMs: 100, holdStreamAt: 8 });
    const session = await eventually(async () => (await getBot(bot.id)).live.sessions[0], 10_000);
    await eventually(async () => (await getBot(bot.id)).live.finals >= 1, 10_000);
    await http('POST', `${mb.url}/__sim/bots/${upstream}/stream/drop`);
    await eventually(
      async () => (mb.getBot(upstream)!.stream!.connects >= 2 ? true : null),
      10_000,
    );
    expect(stt.dropLiveSocket(session.upstream_id, 1011)).toBe(true);
    mb.getBot(upstream)!.stream!.release();
    await life;
    const done = await ended(bot.id);
    expect(done.live.sessions).toHaveLength(1);
    expect(done.live.gaps).toEqual([]);
    const finals = await prisma.liveUtterance.findMany({
      where: { botId: bot.id },
      orderBy: { seq: 'asc' },
    });
    // Audio the bot dropped while it was away is lost at the source; every final is kept once.
    expect(finals.map((f) => f.seq)).toEqual(finals.map((_, i) => i + 1));
    expect(new Set(finals.map((f) => f.utteranceId)).size).toBe(finals.length);
    expect(stt.liveSocketsAtOnce(session.upstream_id)).toBe(1);
  });

  it('keeps what the bot sends while a slow database checks it in, and closes a bot that outruns its buffer', async () => {
    const { bot } = await liveBot();
    const upstream = (await getBot(bot.id)).upstream_bot_id as string;
    /** Holds the bot's stream row while `meanwhile` runs: its connection's take-over waits. */
    const whileLocked = (botId: string, meanwhile: () => Promise<void>) =>
      prisma.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT 1 FROM live_streams WHERE bot_id = ${botId}::uuid FOR UPDATE`;
          await meanwhile();
        },
        { timeout: 20_000 },
      );
    let life!: Promise<unknown>;
    await whileLocked(bot.id, async () => {
      life = mb.runBotLifecycle(upstream, { stepMs: 100 });
      await eventually(async () => (mb.getBot(upstream)?.stream?.connects ?? 0) >= 1 || null);
      // 15 s of the meeting at this speed come while the handshake waits.
      await sleep(1_500);
    });
    await life;
    const done = await ended(bot.id);
    expect(done.live).toMatchObject({ state: 'ended', finals: meetingTurns().length, gaps: [] });
    expect(mb.getBot(upstream)!.stream!.connects).toBe(1);

    // More audio than LIVE_BUFFER_SECONDS (60 s: 1.92 MB) before the handshake is through.
    const { bot: flooding, ingress: floodingIngress } = await liveBot();
    const flooder = (await getBot(flooding.id)).upstream_bot_id as string;
    let closed!: { status?: number; code?: number };
    await whileLocked(flooding.id, async () => {
      closed = await outcome(floodingIngress, (ws) => {
        ws.send(JSON.stringify({ protocol_version: 1, bot_id: flooder, offset: 0 }));
        for (let i = 0; i < 8; i++) ws.send(Buffer.alloc(250_000));
      });
    });
    expect(closed).toEqual({ code: 4413 });
  });

  it("keeps a final that comes while the bot's status changes: the bot's row is locked before its stream's", async () => {
    const { bot } = await liveBot();
    const upstream = (await getBot(bot.id)).upstream_bot_id as string;
    const life = mb.runBotLifecycle(upstream, { stepMs: 100, holdStreamAt: 8 });
    await eventually(async () => (await getBot(bot.id)).live.finals >= 1, 10_000);
    const session = await prisma.liveSession.findFirstOrThrow({ where: { botId: bot.id } });
    let kept!: Promise<unknown>;
    // A status change of the bot (call_ended): its row locked, then its stream marked over.
    // The final that comes meanwhile waits for it; the other lock order deadlocked, and
    // PostgreSQL aborted the final's transaction (the final lost).
    await prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT 1 FROM bots WHERE id = ${bot.id}::uuid FOR UPDATE`;
        kept = bridge.app.get(LiveRepository).addFinal(
          bot.id,
          { id: session.id, ackedBytes: 0 },
          {
            utteranceId: 'said-meanwhile',
            start: 9,
            end: 9.5,
            speaker: null,
            text: 'Meanwhile.',
            language: 'en',
            words: undefined,
          },
        );
        kept.catch(() => undefined);
        await untilWaitingForALock(prisma);
        await tx.$executeRaw`
          UPDATE live_streams SET end_requested_at = end_requested_at WHERE bot_id = ${bot.id}::uuid`;
      },
      { timeout: 20_000 },
    );
    await expect(kept).resolves.toMatchObject({ utteranceId: 'said-meanwhile' });
    mb.getBot(upstream)!.stream!.release();
    await life;
    expect((await ended(bot.id)).live.finals).toBe(meetingTurns().length + 1);
  });

  it('opens the next session and records the gap when the vendor refuses a resume', async () => {
    const { bot } = await liveBot();
    const upstream = (await getBot(bot.id)).upstream_bot_id as string;
    const life = mb.runBotLifecycle(upstream, { stepMs: 100, holdStreamAt: 8 });
    const first = await eventually(async () => (await getBot(bot.id)).live.sessions[0], 10_000);
    await eventually(async () => (await getBot(bot.id)).live.finals >= 1, 10_000);
    await stt.refuseLiveResume(first.upstream_id);
    expect(stt.dropLiveSocket(first.upstream_id, 1011)).toBe(true);
    mb.getBot(upstream)!.stream!.release();
    await life;
    const done = await ended(bot.id);
    expect(done.live.sessions.map((s: any) => [s.segment, s.state])).toEqual([
      [1, 'lost'],
      [2, 'ended'],
    ]);
    expect(done.live.gaps).toHaveLength(1);
    expect(done.live.gaps[0].reason).toMatch(/session lost/);
    expect(done.live.gaps[0].to).toBeCloseTo(done.live.sessions[1].offset_seconds, 3);
  });

  it('holds the audio while the STT vendor refuses a session, and says so; when it stays down, a gap and the vendor transcript as ever', async () => {
    const degradedOf = (botId: string) =>
      receiver.received.filter(
        (e) => e.json.type === 'bot.live_degraded' && e.json.data.bot_id === botId,
      );
    // Refused once: the audio waits for the next try and none of it is lost.
    const { bot } = await liveBot();
    stt.addFault({ method: 'POST', path: '/v2/live', status: 503, times: 1 });
    await mb.runBotLifecycle((await getBot(bot.id)).upstream_bot_id, { stepMs: 100 });
    const done = await ended(bot.id);
    expect(done.live).toMatchObject({ gaps: [], finals: meetingTurns().length });
    expect(done.live.sessions).toHaveLength(1);
    await eventually(async () => degradedOf(bot.id).length === 1, 10_000);
    expect(degradedOf(bot.id)[0]!.json.data.reason).toBe('the STT vendor opens no session');

    // Down for the whole meeting: nothing live, the loss recorded, the meeting kept as ever.
    const { bot: unlucky } = await liveBot();
    stt.addFault({ method: 'POST', path: '/v2/live', status: 503, times: -1 });
    try {
      await mb.runBotLifecycle((await getBot(unlucky.id)).upstream_bot_id, { stepMs: 100 });
      const over = await ended(unlucky.id);
      expect(over.live).toMatchObject({ finals: 0, sessions: [] });
      expect(over.live.gaps).toHaveLength(1);
      expect(over.live.gaps[0].to).toBeGreaterThan(over.live.gaps[0].from);
      await eventually(
        async () =>
          (await getBot(unlucky.id)).transcripts.some((t: any) => t.source === 'meeting_bot'),
        10_000,
      );
      expect(degradedOf(unlucky.id)).toHaveLength(1);
    } finally {
      stt.clearFaults();
    }
  });

  it("follows a session near the vendor's time limit with the next one, without a gap", async () => {
    // A replica of this deployment that ends its sessions after 12 s of audio (of the meeting's 20).
    const short = await startBridge(
      { ...(await bridgeEnv()), LIVE_SESSION_MAX_SECONDS: '12' },
      bridge,
    );
    try {
      const res = await http('POST', `${short.url}/bots`, {
        headers: bearer(team.key),
        json: { meeting_url: MEET, live_transcript: true },
      });
      await mb.runBotLifecycle(res.body.upstream_bot_id, { stepMs: 100 });
      const done = await ended(res.body.id);
      expect(done.live.sessions.map((s: any) => [s.segment, s.state, s.end_reason])).toEqual([
        [1, 'ended', 'session time limit'],
        [2, 'ended', 'meeting over'],
      ]);
      expect(done.live.gaps).toEqual([]);
      expect(done.live.sessions[1].offset_seconds).toBeCloseTo(12, 0);
      const finals = await prisma.liveUtterance.findMany({
        where: { botId: res.body.id },
        orderBy: { seq: 'asc' },
      });
      // The live transcript's times go on across the two sessions: the second starts where the
      // first ended.
      expect(finals.every((f, i) => i === 0 || f.startSeconds > finals[i - 1]!.startSeconds)).toBe(
        true,
      );
      expect(finals.at(-1)!.startSeconds).toBeGreaterThan(12);
    } finally {
      await short.close();
    }
  });

  it('refuses bad input with a close code, never more', async () => {
    const { bot, ingress } = await liveBot();
    const base = ingress.slice(0, ingress.lastIndexOf('/') + 1);
    expect(await outcome(`${base}${randomBytes(32).toString('base64url')}`)).toEqual({
      status: 404,
    });
    expect(await outcome(`${base}not-a-token`)).toEqual({ status: 404 });
    const handshake = (botId: string) =>
      JSON.stringify({ protocol_version: 1, bot_id: botId, offset: 0 });
    expect(await outcome(ingress, (ws) => ws.send(handshake('another-bot')))).toEqual({
      code: 4403,
    });
    expect(await outcome(ingress, (ws) => ws.send('not json'))).toEqual({ code: 1007 });
    expect(await outcome(ingress, (ws) => ws.send(Buffer.alloc(3200)))).toEqual({ code: 4400 });
    expect(await outcome(ingress, (ws) => ws.send(Buffer.alloc(1024 * 1024)))).toEqual({
      code: 1009,
    });
    // A flood of connections for one token: past a few at once, refused at the upgrade.
    const flood = await Promise.all(
      Array.from({ length: 8 }, () => outcome(ingress, (ws) => setTimeout(() => ws.close(), 300))),
    );
    expect(flood.filter((o) => o.status === 429).length).toBeGreaterThan(0);
    // Once the bot ended, its token opens nothing.
    const upstream = (await getBot(bot.id)).upstream_bot_id as string;
    await mb.sendBotEvents(upstream, version === 'v2' ? ['call_ended', 'complete'] : ['complete']);
    await eventually(async () => (await getBot(bot.id)).terminal);
    expect(await outcome(ingress)).toEqual({ status: 410 });
    // The bridge is still up and answering.
    expect((await http('GET', url('/health/live'))).status).toBe(200);
  });
});
