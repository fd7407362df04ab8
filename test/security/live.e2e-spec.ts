import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import WebSocket from 'ws';
import { PrismaService } from '../../src/platform/database/prisma.service.js';
import { LiveReadTokens } from '../../src/live/live-read-tokens.js';
import {
  type MeetingBotSimulator,
  startMeetingBotSimulator,
  startSttSimulator,
  type SttSimulator,
} from '../../simulators/index.js';
import { meetingPcm, meetingTurns } from '../../simulators/shared/meeting.js';
import { bearer, mintTeam, startBridge, type TestBridge } from '../support/bridge.js';
import { eventually } from '../support/eventually.js';
import { http } from '../support/http.js';
import { rawRequest } from '../support/raw-http.js';
import { freePort } from '../support/server-process.js';
import { sseReader } from '../support/sse.js';

const MB_KEY = 'mb-key-for-live-ingress-0123456789';
const STT_KEY = 'stt-key-for-live-ingress-0123456789';
const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const TOKEN = randomBytes(16).toString('hex');
const MEET = 'https://meet.google.com/abc-defg-hij';
/** 100 ms of 16 kHz 16-bit mono audio: one frame as the vendor's bot sends it. */
const FRAME_BYTES = 3_200;

/** A connection as the vendor's bot makes it: open (or refused with a status), then closed. */
function dial(
  url: string,
): Promise<{ ws: WebSocket | null; status?: number; closed: Promise<number> }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    const closed = new Promise<number>((done) => ws.once('close', (code) => done(code)));
    ws.on('error', () => undefined);
    ws.once('unexpected-response', (_req, res) =>
      resolve({ ws: null, status: res.statusCode, closed }),
    );
    ws.once('open', () => resolve({ ws, closed }));
  });
}

/** What no transcript may show: controls (but tab and line ends) and bidi marks. */
// eslint-disable-next-line no-control-regex
const UNSHOWN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u202A-\u202E\u2066-\u2069]/;

/** A live-transcript stream as a subscriber holds it: its status, and when it ended. */
async function stream(target: string, headers: Record<string, string> = {}) {
  const left = new AbortController();
  const res = await fetch(target, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: left.signal,
  });
  let comments = 0;
  const refusal = res.status === 200 ? null : res.text();
  const ended = (async () => {
    if (!res.body || refusal) return;
    const read = sseReader(({ comment }) => void (comment && comments++));
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) read(decoder.decode(chunk as Uint8Array));
    } catch {
      // closed by this side
    }
  })();
  return {
    status: res.status,
    res,
    /** A refused stream's answer (the error shape). */
    refusal: async () => (await refusal) ?? '',
    ended,
    get comments() {
      return comments;
    },
    close: async () => {
      left.abort();
      await ended;
    },
  };
}

/** Participants as a bot lists them, with who speaks. */
const participants = (speaking: string[], others: string[] = []) =>
  [
    ...speaking.map((name) => ({ name, speaking: true })),
    ...others.map((name) => ({ name, speaking: false })),
  ].map(({ name, speaking }, id) => ({ name, id, timestamp: Date.now(), isSpeaking: speaking }));

describe('security: live meetings hold against broken upgrades, floods, hostile names and idle streams', () => {
  let stt: SttSimulator;
  let mb: MeetingBotSimulator;
  let bridge: TestBridge;
  let prisma: PrismaService;
  let team: { id: string; key: string };
  const url = (path: string) => `${bridge.url}${path}`;
  const getBot = async (id: string) =>
    (await http('GET', url(`/bots/${id}`), { headers: bearer(team.key) })).body;

  /** A live bot, its vendor id and the streaming URL the vendor was given for it. */
  async function liveBot() {
    const res = await http('POST', url('/bots'), {
      headers: bearer(team.key),
      json: { meeting_url: MEET, live_transcript: true },
    });
    expect(res.status).toBe(201);
    const sent = mb.requests
      .filter((r) => r.method === 'POST' && /^\/v2\/bots\/?$/.test(r.path))
      .at(-1)!.body as Record<string, any>;
    const upstream = (await getBot(res.body.id)).upstream_bot_id as string;
    return {
      id: res.body.id as string,
      upstream,
      ingress: sent.streaming_config.output_url as string,
    };
  }

  /** The bot's connection after its handshake, once the bridge holds its stream. */
  async function handshaken(bot: { id: string; upstream: string; ingress: string }) {
    const { ws } = await dial(bot.ingress);
    expect(ws).not.toBeNull();
    ws!.send(
      JSON.stringify({ protocol_version: 2, bot_id: bot.upstream, offset: 0, sample_rate: 16_000 }),
    );
    await eventually(async () =>
      (await prisma.liveStream.findUnique({ where: { botId: bot.id } }))?.ownerEpoch ? true : null,
    );
    return ws!;
  }

  /** The bot's STT live session once the bridge opened it. */
  const sessionOf = async (botId: string) =>
    (await eventually(() => prisma.liveSession.findFirst({ where: { botId } }), 10_000))!;

  beforeAll(async () => {
    stt = await startSttSimulator({ apiKey: STT_KEY });
    mb = await startMeetingBotSimulator({
      apiKey: MB_KEY,
      webhookSecret: SECRET,
      webhookRetryDelaysMs: [50],
    });
    const port = await freePort();
    bridge = await startBridge({
      WEBHOOK_TOKEN: TOKEN,
      MEETING_BOT_BASE_URL: mb.url,
      MEETING_BOT_API_KEY: MB_KEY,
      MEETING_BOT_API_VERSION: 'v2',
      MEETING_BOT_WEBHOOK_SECRET: SECRET,
      STT_BASE_URL: stt.url,
      STT_API_KEY: STT_KEY,
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      LIVE_POST_FINAL_TIMEOUT_MS: '3000',
      LIVE_STREAMS_PER_KEY: '3',
      LIVE_STREAMS_PER_TEAM: '5',
      OUTBOUND_ALLOW_PRIVATE: 'true',
    });
    prisma = bridge.app.get(PrismaService);
    team = await mintTeam(bridge.url, bridge.admin, 'live-ingress');
    mb.setAccountWebhook(url(`/webhooks/meeting-bot/${TOKEN}`));
    stt.setAccountWebhook(url(`/webhooks/stt/${TOKEN}`));
  });
  afterAll(async () => {
    await bridge?.close();
    await mb?.close();
    await stt?.close();
  });

  it('counts a connection only once it is open: upgrades that fail never lock the bot out', async () => {
    const bot = await liveBot();
    const path = new URL(bot.ingress).pathname;
    const upgrade = (method: string, version: string, key: string) =>
      `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
      `Sec-WebSocket-Version: ${version}\r\nSec-WebSocket-Key: ${key}\r\n\r\n`;
    const goodKey = randomBytes(16).toString('base64');
    for (let i = 0; i < 5; i++) {
      expect((await rawRequest(bridge.url, upgrade('GET', '13', 'not-a-key'))).status).toBe(400);
      expect((await rawRequest(bridge.url, upgrade('GET', '12', goodKey))).status).toBe(400);
      expect((await rawRequest(bridge.url, upgrade('POST', '13', goodKey))).status).toBe(405);
      // A client that hangs up while its token is looked up.
      const { hostname, port } = new URL(bridge.url);
      await new Promise<void>((resolve) => {
        const socket = connect({ host: hostname, port: Number(port) }, () => {
          socket.end(upgrade('GET', '13', goodKey));
        });
        socket.on('error', () => undefined);
        socket.on('close', () => resolve());
      });
    }
    // The bot's connections open as ever, as many at once as a bot may have.
    const dialled = await Promise.all(Array.from({ length: 4 }, () => dial(bot.ingress)));
    expect(dialled.map((d) => d.status ?? 'open')).toEqual(['open', 'open', 'open', 'open']);
    const fifth = await dial(bot.ingress);
    expect(fifth.status).toBe(429);
    for (const { ws, closed } of dialled) {
      ws!.close();
      await closed;
    }
    const again = await dial(bot.ingress);
    expect(again.status).toBeUndefined();
    again.ws!.close();
  });

  it("holds upgrades to the front door's rule for request targets, and every answer says nosniff", async () => {
    const bot = await liveBot();
    const path = new URL(bot.ingress).pathname;
    const key = randomBytes(16).toString('base64');
    const upgrade = (target: string) =>
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
      `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${key}\r\n\r\n`;
    for (const target of [`${path}%00`, `${path}#x`, `http://other.invalid${path}`]) {
      const answer = await rawRequest(bridge.url, upgrade(target));
      expect({ target, status: answer.status }).toEqual({ target, status: 400 });
    }

    const json = await fetch(url(`/bots/${bot.id}`), { headers: bearer(team.key) });
    const stream = await fetch(url(`/bots/${bot.id}/live-transcript`), {
      headers: { ...bearer(team.key), accept: 'text/event-stream' },
    });
    const refused = await fetch(url('/bots/not-a-uuid'), { headers: bearer(team.key) });
    for (const res of [json, stream, refused]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      await res.body?.cancel();
    }
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(refused.status).toBe(400);
  });

  it('keeps one speaker change per place in the audio, at most 16 names each, and closes a socket that floods', async () => {
    const bot = await liveBot();
    const ws = await handshaken(bot);
    ws.send(Buffer.alloc(FRAME_BYTES));
    const session = await sessionOf(bot.id);
    // A thousand participants all speaking, then a hundred frames with nothing between them.
    const crowd = Array.from({ length: 1_000 }, (_, i) => `Guest ${i}`);
    ws.send(JSON.stringify(participants(crowd)));
    for (let i = 0; i < 50; i++) {
      ws.send(JSON.stringify(participants([i % 2 ? 'Ada' : 'Alan'], ['Ada', 'Alan'])));
    }
    // The same speakers again change nothing.
    ws.send(JSON.stringify(participants(['Ada'], ['Alan'])));
    ws.send(Buffer.alloc(FRAME_BYTES));
    ws.send(JSON.stringify(participants(['Alan'], ['Ada'])));
    ws.send(JSON.stringify(participants(['Alan'], ['Ada'])));
    const rows = await eventually(async () => {
      const found = await prisma.liveSpeakerChange.findMany({
        where: { sessionId: session.id },
        orderBy: { atSeconds: 'asc' },
      });
      return found.length === 2 && (found[1]!.speaking as string[])[0] === 'Alan' ? found : null;
    });
    expect(rows!.map((r) => [r.atSeconds, r.speaking])).toEqual([
      [0.1, ['Ada']],
      [0.2, ['Alan']],
    ]);
    // Past its budget of speaker frames, the socket is closed with a code of its own.
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    for (let i = 0; i < 300 && ws.readyState === WebSocket.OPEN; i++) {
      ws.send(JSON.stringify(participants([i % 2 ? 'Ada' : 'Alan'])));
    }
    expect(await closed).toBe(4429);
    // The bot may come back: its budget is per connection.
    const back = await dial(bot.ingress);
    expect(back.ws).not.toBeNull();
    back.ws!.close();
    expect((await http('GET', url('/health/live'))).status).toBe(200);
  });

  it('keeps every final when speaker names carry NUL, controls and bidi marks, and shows them clean', async () => {
    const bot = await liveBot();
    const ws = await handshaken(bot);
    const hostile: Record<string, string> = {
      'Ada Lovelace': 'Ada\u0000 Lovelace\u202E',
      'Alan Turing': '\u2066Alan\u0007 Turing\u2069',
    };
    const pcm = meetingPcm(16_000);
    const turns = meetingTurns();
    let speaking: string | null = null;
    for (let at = 0; at < pcm.length; at += FRAME_BYTES) {
      const second = at / 32_000;
      const turn = turns.find((t) => second >= t.start && second < t.end);
      const now = turn ? hostile[turn.speaker.name]! : null;
      if (now !== speaking) {
        speaking = now;
        ws.send(JSON.stringify(participants(now ? [now] : [], Object.values(hostile))));
      }
      ws.send(pcm.subarray(at, at + FRAME_BYTES));
    }
    await eventually(
      async () => ((await getBot(bot.id)).live?.finals === turns.length ? true : null),
      20_000,
    );
    ws.close();
    await mb.sendBotEvents(bot.upstream, ['call_ended', 'complete']);
    const done = await eventually(async () => {
      const found = await getBot(bot.id);
      return found.live?.state === 'ended' &&
        found.transcripts.some((t: any) => t.source === 'live')
        ? found
        : null;
    }, 20_000);
    const page = await http('GET', url(`/bots/${bot.id}/live-transcript`), {
      headers: bearer(team.key),
    });
    expect(page.body.data.map((f: any) => [f.speaker, f.text])).toEqual(
      turns.map((t) => [t.speaker.name, t.text]),
    );
    const live = done.transcripts.find((t: any) => t.source === 'live');
    for (const format of ['srt', 'vtt', 'txt', 'json']) {
      const res = await http(
        'GET',
        url(`/bots/${bot.id}/transcript?version=${live.version}&format=${format}`),
        {
          headers: bearer(team.key),
        },
      );
      expect(res.status).toBe(200);
      expect(res.text).toContain('Ada Lovelace');
      expect(res.text).not.toMatch(UNSHOWN);
    }
  });
  describe('live-transcript streams', () => {
    const keyOf = async (name: string) => {
      const minted = await http('POST', url(`/admin/teams/${team.id}/keys`), {
        headers: bridge.admin,
        json: { name },
      });
      expect(minted.status).toBe(201);
      return { id: minted.body.id as string, key: minted.body.key as string };
    };
    const tokenOf = async (botId: string, key: string) =>
      (
        await http('POST', url(`/bots/${botId}/live-transcript/token`), {
          headers: bearer(key),
        })
      ).body.path as string;

    it('bounds the streams of a key (with the tokens it minted) and of a team', async () => {
      const bot = await liveBot();
      const path = url(`/bots/${bot.id}/live-transcript`);
      const first = await keyOf('streams-first');
      const second = await keyOf('streams-second');
      const open = [
        await stream(path, bearer(first.key)),
        await stream(path, bearer(first.key)),
        await stream(url(await tokenOf(bot.id, first.key))),
      ];
      expect(open.map((s) => s.status)).toEqual([200, 200, 200]);
      const past = await stream(path, bearer(first.key));
      const byToken = await stream(url(await tokenOf(bot.id, first.key)));
      for (const refused of [past, byToken]) {
        expect(refused.status).toBe(429);
        expect(refused.res.headers.get('retry-after')).toBe('5');
        expect(JSON.parse(await refused.refusal())).toMatchObject({ statusCode: 429 });
      }
      open.push(await stream(path, bearer(second.key)), await stream(path, bearer(second.key)));
      expect(open.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
      // The team's fifth: its sixth is refused whatever the key.
      const sixth = await stream(path, bearer(second.key));
      expect(sixth.status).toBe(429);
      expect(await sixth.refusal()).toContain('as many as a team may');
      await open.pop()!.close();
      const again = await stream(path, bearer(second.key));
      expect(again.status).toBe(200);
      for (const s of [...open, again]) await s.close();
    });

    it("ends a revoked key's streams and tokens, and a stream at its token's expiry", async () => {
      const bot = await liveBot();
      const path = url(`/bots/${bot.id}/live-transcript`);
      const leaving = await keyOf('streams-leaving');
      const tokenPath = await tokenOf(bot.id, leaving.key);
      const byKey = await stream(path, bearer(leaving.key));
      const byToken = await stream(url(tokenPath));
      expect([byKey.status, byToken.status]).toEqual([200, 200]);
      const revoked = await http('DELETE', url(`/admin/keys/${leaving.id}`), {
        headers: bridge.admin,
      });
      expect(revoked.status).toBe(200);
      // Both end by themselves (within the key cache's 5 s), and the token opens nothing more.
      await Promise.all([byKey.ended, byToken.ended]);
      expect((await http('GET', url(tokenPath))).status).toBe(404);
      expect((await http('GET', path, { headers: bearer(leaving.key) })).status).toBe(401);

      // A token a few seconds from its end: its stream ends then, and it opens nothing after.
      // (A second was too little: on a busy machine the stream had not opened within it.)
      const tokens = bridge.app.get(LiveReadTokens);
      const staying = await keyOf('streams-staying');
      const { token, expiresAt } = tokens.mint(bot.id, staying.id, Date.now() - 3_600_000 + 5_000);
      const short = await stream(`${path}?token=${token}`);
      expect(short.status).toBe(200);
      await short.ended;
      expect(Date.now()).toBeGreaterThanOrEqual(expiresAt.getTime() - 50);
      expect((await http('GET', url(`${new URL(path).pathname}?token=${token}`))).status).toBe(404);
    });

    it("counts a token's reads towards its team's requests_per_minute", async () => {
      const bot = await liveBot();
      const tokenPath = await tokenOf(bot.id, team.key);
      const limited = await http('PATCH', url(`/admin/teams/${team.id}`), {
        headers: bridge.admin,
        json: { limits: { requests_per_minute: 1000 } },
      });
      expect(limited.status).toBe(200);
      try {
        const read = await http('GET', url(tokenPath));
        expect(read.status).toBe(200);
        expect(read.headers.get('ratelimit-limit')).toBe('1000');
        expect(Number(read.headers.get('ratelimit-remaining'))).toBeLessThan(1000);
      } finally {
        await http('PATCH', url(`/admin/teams/${team.id}`), {
          headers: bridge.admin,
          json: { limits: { requests_per_minute: null } },
        });
      }
    });
  });
});
