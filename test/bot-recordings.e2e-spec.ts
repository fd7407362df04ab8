import { jest } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import SrtParser from 'srt-parser-2';
import {
  type MeetingBotSimulator,
  startMeetingBotSimulator,
  startSttSimulator,
  type SttSimulator,
} from '../simulators/index.js';
import { meetingWav } from '../simulators/shared/meeting.js';
import { BotReconciler } from '../src/bots/bot-reconciler.js';
import { SecretBox } from '../src/platform/common/secret-box.js';
import { AudioStorage } from '../src/platform/storage/audio-storage.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';
import { freePort } from './support/server-process.js';

const MB_KEY = 'mb-key-for-recordings-0123456789';
const STT_KEY = 'stt-key-for-recordings-0123456789';
const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const TOKEN = randomBytes(16).toString('hex');
const MEET = 'https://meet.google.com/abc-defg-hij';
const WAV = meetingWav();
const WAV_SHA256 = createHash('sha256').update(WAV).digest('hex');
const SPEAKERS = ['Ada Lovelace', 'Alan Turing'];

// Parsers the bridge does not use: the W3C's WebVTT parser and an SRT parser.
const require = createRequire(import.meta.url);
const { WebVTTParser } = require('webvtt-parser') as {
  WebVTTParser: new (entities?: unknown) => {
    parse(
      input: string,
      mode: string,
    ): {
      cues: {
        startTime: number;
        endTime: number;
        tree: { children: { name?: string; value?: string }[] };
      }[];
      errors: unknown[];
    };
  };
};
const entities: unknown = JSON.parse(
  readFileSync(require.resolve('webvtt-parser/html-entities.json'), 'utf8'),
);

/** The bridges of one deployment, one per meeting-bot API version, and the vendors. */
describe("a bot's kept meeting: its recording archived, its transcript in four formats", () => {
  let stt: SttSimulator;
  let mb: MeetingBotSimulator;
  const bridges: Record<'v1' | 'v2', TestBridge> = {} as never;
  const teams: Record<
    'v1' | 'v2',
    { a: { id: string; key: string }; b: { id: string; key: string } }
  > = {} as never;

  beforeAll(async () => {
    stt = await startSttSimulator({ apiKey: STT_KEY });
    mb = await startMeetingBotSimulator({
      apiKey: MB_KEY,
      webhookSecret: SECRET,
      stt: { baseUrl: stt.url, keyHeader: 'x-service-key' },
      webhookRetryDelaysMs: [50],
    });
    for (const version of ['v1', 'v2'] as const) {
      const bridge = await startBridge({
        PORT: String(await freePort()),
        MEETING_BOT_BASE_URL: mb.url,
        MEETING_BOT_API_KEY: MB_KEY,
        STT_BASE_URL: stt.url,
        STT_API_KEY: STT_KEY,
        WEBHOOK_TOKEN: TOKEN,
        MEETING_BOT_API_VERSION: version,
        MEETING_BOT_WEBHOOK_SECRET: SECRET,
        // The simulated object store is on loopback.
        OUTBOUND_ALLOW_PRIVATE: 'true',
        ARCHIVE_BOT_VIDEO: version === 'v2' ? 'true' : 'false',
        VENDOR_TIMEOUT_MS: '2000',
        ARCHIVE_MAX_ATTEMPTS: '3',
        ARCHIVE_BACKOFF_BASE_MS: '20',
        ARCHIVE_BACKOFF_MAX_MS: '40',
        ARCHIVE_POLL_INTERVAL_MS: '50',
        BRIDGE_ROLES: 'api,events,archive',
        // Rounds are run by the tests; a retranscription job silent for 1 ms is polled.
        BOT_STATUS_POLL_MS: '1',
        // v1 retranscribes on the archive too, as v2 always does.
        RETRANSCRIBE_WITH: 'stt',
        // A retranscription whose job's creation has no known outcome is failed after this.
        RETRANSCRIPTION_TIMEOUT_MS: '3000',
      });
      bridges[version] = bridge;
      teams[version] = {
        a: await mintTeam(bridge.url, bridge.admin, `rec-${version}-a`),
        b: await mintTeam(bridge.url, bridge.admin, `rec-${version}-b`),
      };
    }
  });
  beforeEach(() => {
    mb.clearFaults();
    stt.clearFaults();
    mb.clearRequests();
  });
  afterAll(async () => {
    for (const bridge of Object.values(bridges)) await bridge?.close();
    await mb?.close();
    await stt?.close();
  });

  const get = (version: 'v1' | 'v2', path: string, key = teams[version].a.key, headers = {}) =>
    fetch(`${bridges[version].url}${path}`, { headers: { ...bearer(key), ...headers } });

  /** A bot of team A, completed at the vendor; its recording's archive tasks then run. */
  async function completedBot(version: 'v1' | 'v2', before?: () => void) {
    const bridge = bridges[version];
    mb.setAccountWebhook(`${bridge.url}/webhooks/meeting-bot/${TOKEN}`);
    stt.setAccountWebhook(`${bridge.url}/webhooks/stt/${TOKEN}`);
    const created = await http('POST', `${bridge.url}/bots`, {
      headers: bearer(teams[version].a.key),
      json: { meeting_url: MEET },
    });
    expect(created.status).toBe(201);
    before?.();
    const deliveries = await mb.runBotLifecycle(created.body.upstream_bot_id, { stepMs: 5 });
    expect(deliveries.every((d) => d.status === 200)).toBe(true);
    return created.body as { id: string; upstream_bot_id: string };
  }

  async function archived(version: 'v1' | 'v2', botId: string, media = 'audio') {
    return eventually(async () => {
      const bot = (
        await http('GET', `${bridges[version].url}/bots/${botId}`, {
          headers: bearer(teams[version].a.key),
        })
      ).body;
      const state = bot.recording?.[media]?.state;
      return state && state !== 'pending' && state !== 'in_progress' ? bot : null;
    }, 15_000);
  }

  /**
   * The bot's events of `type` in the team's log, once one of them matches `data`. The log shows
   * an event once every transaction older than its own has ended, so of two events written apart
   * either may show first.
   */
  async function events(
    version: 'v1' | 'v2',
    botId: string,
    type: string,
    data: Record<string, unknown> = {},
  ) {
    return eventually(async () => {
      const log = await http('GET', `${bridges[version].url}/events?type=${type}&limit=100`, {
        headers: bearer(teams[version].a.key),
      });
      const found = log.body.data.filter(
        (e: { type: string; data: { bot_id?: string } }) =>
          e.type === type && e.data.bot_id === botId,
      );
      const matches = (e: { data: Record<string, unknown> }) =>
        Object.entries(data).every(([key, value]) => e.data[key] === value);
      return found.some(matches) ? found : null;
    }, 10_000);
  }

  describe.each(['v1', 'v2'] as const)('on %s', (version) => {
    it('archives the audio with its sha256, serves it whole and in ranges, to its team only', async () => {
      const bot = await completedBot(version);
      const detail = await archived(version, bot.id);
      expect(detail.recording.audio).toEqual({
        state: 'archived',
        size_bytes: WAV.length,
        sha256: WAV_SHA256,
        archived_at: expect.any(String),
      });
      const told = (
        await events(version, bot.id, 'bot.recording_archived', { media: 'audio' })
      ).find((e: { data: { media: string } }) => e.data.media === 'audio');
      expect(told.data).toMatchObject({
        media: 'audio',
        sha256: WAV_SHA256,
        size_bytes: WAV.length,
        content_type: 'audio/wav',
        download_path: `/bots/${bot.id}/audio`,
      });

      const whole = await get(version, `/bots/${bot.id}/audio`);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('audio/wav');
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      const bytes = Buffer.from(await whole.arrayBuffer());
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(WAV_SHA256);

      const part = await get(version, `/bots/${bot.id}/audio`, undefined, { range: 'bytes=0-11' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 0-11/${WAV.length}`);
      expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe(
        WAV.subarray(0, 12).toString('latin1'),
      );
      const tail = await get(version, `/bots/${bot.id}/audio`, undefined, { range: 'bytes=-4' });
      expect(tail.status).toBe(206);
      expect(Buffer.from(await tail.arrayBuffer()).equals(WAV.subarray(-4))).toBe(true);
      const past = await get(version, `/bots/${bot.id}/audio`, undefined, {
        range: `bytes=${WAV.length}-`,
      });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${WAV.length}`);
      expect(((await past.json()) as { statusCode: number }).statusCode).toBe(416);

      // Another team: as if the bot did not exist, on every route of the kept meeting.
      for (const path of ['audio', 'video', 'transcript', 'transcript?format=srt']) {
        const other = await get(version, `/bots/${bot.id}/${path}`, teams[version].b.key);
        expect([path, other.status]).toEqual([path, 404]);
        await other.body?.cancel();
      }
    });

    it('serves downloads as files that cannot be sniffed, HEAD from metadata, ranges under If-Range', async () => {
      const bot = await completedBot(version);
      await archived(version, bot.id);
      const storage = bridges[version].app.get(AudioStorage);
      const reads = jest.spyOn(storage, 'openRead');
      try {
        for (let i = 0; i < 3; i++) {
          const head = await fetch(`${bridges[version].url}/bots/${bot.id}/audio`, {
            method: 'HEAD',
            headers: bearer(teams[version].a.key),
          });
          expect(head.status).toBe(200);
          expect(head.headers.get('content-length')).toBe(String(WAV.length));
          expect(head.headers.get('content-type')).toBe('audio/wav');
        }
        expect(reads).not.toHaveBeenCalled();
      } finally {
        reads.mockRestore();
      }

      const whole = await get(version, `/bots/${bot.id}/audio`);
      await whole.arrayBuffer();
      expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
      expect(whole.headers.get('content-disposition')).toBe(
        `attachment; filename="bot-${bot.id}-audio.wav"`,
      );
      const etag = whole.headers.get('etag')!;
      const modified = whole.headers.get('last-modified')!;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(new Date(modified).getTime()).toBeGreaterThan(0);

      const range = { range: 'bytes=0-11' };
      for (const validator of [etag, modified]) {
        const same = await get(version, `/bots/${bot.id}/audio`, undefined, {
          ...range,
          'if-range': validator,
        });
        expect(same.status).toBe(206);
        await same.arrayBuffer();
      }
      for (const stale of ['"another"', `W/${etag}`, 'Thu, 01 Jan 2015 00:00:00 GMT']) {
        const other = await get(version, `/bots/${bot.id}/audio`, undefined, {
          ...range,
          'if-range': stale,
        });
        expect([stale, other.status]).toEqual([stale, 200]);
        expect(Buffer.from(await other.arrayBuffer()).length).toBe(WAV.length);
      }

      // A short-lived link streams the recording without a key, with ranges, for a player.
      const minted = await http('POST', `${bridges[version].url}/bots/${bot.id}/recording-links`, {
        headers: bearer(teams[version].a.key),
        json: { media: 'audio' },
      });
      expect(minted.status).toBe(201);
      expect(minted.body.path).toMatch(new RegExp(`^/recordings/${bot.id}/audio\\?token=`));
      expect(new Date(minted.body.expires_at).getTime()).toBeGreaterThan(Date.now());
      const linked = await fetch(`${bridges[version].url}${minted.body.path}`, {
        headers: { range: 'bytes=0-11' },
      });
      expect(linked.status).toBe(206);
      expect(Buffer.from(await linked.arrayBuffer()).equals(WAV.subarray(0, 12))).toBe(true);
      const token = new URL(minted.body.path, 'http://x').searchParams.get('token')!;
      const [expires] = token.split('.');
      const box = bridges[version].app.get(SecretBox);
      const past = Math.floor(Date.now() / 1000) - 1;
      for (const refused of [
        `/recordings/${bot.id}/video?token=${token}`,
        `/recordings/${bot.id}/audio?token=${expires}.forged`,
        `/recordings/${bot.id}/audio?token=${past}.${box.sign(`recording:${bot.id}:audio:${past}`)}`,
        `/recordings/${bot.id}/audio`,
      ]) {
        const res = await fetch(`${bridges[version].url}${refused}`);
        expect([refused, res.status]).toEqual([refused, 404]);
        await res.body?.cancel();
      }
      const otherTeam = await http(
        'POST',
        `${bridges[version].url}/bots/${bot.id}/recording-links`,
        {
          headers: bearer(teams[version].b.key),
          json: {},
        },
      );
      expect(otherTeam.status).toBe(404);

      const srt = await get(version, `/bots/${bot.id}/transcript?format=srt`);
      await srt.text();
      expect(srt.headers.get('x-content-type-options')).toBe('nosniff');
      expect(srt.headers.get('content-disposition')).toBe(
        `attachment; filename="bot-${bot.id}-transcript.srt"`,
      );
    });

    it('serves the transcript as JSON, SubRip, WebVTT and text, speakers named', async () => {
      const bot = await completedBot(version);
      const json = await eventually(async () => {
        const res = await get(version, `/bots/${bot.id}/transcript`);
        if (res.status === 200) return (await res.json()) as Record<string, any>;
        await res.body?.cancel();
        return null;
      }, 10_000);
      expect(json).not.toBeNull();
      expect(json).toMatchObject({
        bot_id: bot.id,
        version: 1,
        source: 'meeting_bot',
        speakers: SPEAKERS,
      });
      expect(json!.utterances).toHaveLength(4);
      expect(json!.utterances[0]).toMatchObject({
        speaker: 'Ada Lovelace',
        start: 1,
        text: 'Hello everyone. Shall we start with the engine?',
        words: expect.arrayContaining([{ word: 'Hello', start: 1, end: 1.35 }]),
      });

      const srt = await get(version, `/bots/${bot.id}/transcript?format=srt`);
      expect(srt.headers.get('content-type')).toMatch(/^application\/x-subrip/);
      const cues = new SrtParser().fromSrt(await srt.text());
      expect(cues.length).toBeGreaterThan(4);
      expect(cues[0]).toMatchObject({
        startTime: '00:00:01,000',
        text: 'Ada Lovelace: Hello everyone.',
      });
      expect(new Set(cues.map((c) => c.text.split(':')[0]))).toEqual(new Set(SPEAKERS));

      const vtt = await get(version, `/bots/${bot.id}/transcript?format=vtt&version=1`);
      expect(vtt.headers.get('content-type')).toMatch(/^text\/vtt/);
      const parsed = new WebVTTParser(entities).parse(await vtt.text(), 'metadata');
      expect(parsed.errors).toEqual([]);
      expect(parsed.cues.length).toBe(cues.length);
      expect(new Set(parsed.cues.map((c) => c.tree.children[0]?.value))).toEqual(new Set(SPEAKERS));

      const txt = await (await get(version, `/bots/${bot.id}/transcript?format=txt`)).text();
      expect(txt.trimEnd().split('\n\n')).toEqual([
        'Ada Lovelace: Hello everyone. Shall we start with the engine?',
        'Alan Turing: Yes. Can a machine compute every function a clerk with rules could compute?',
        'Ada Lovelace: Only what we know how to order it to perform.',
        'Alan Turing: Then let us write the orders down.',
      ]);

      const detail = (
        await http('GET', `${bridges[version].url}/bots/${bot.id}`, {
          headers: bearer(teams[version].a.key),
        })
      ).body;
      expect(detail.transcripts).toEqual([
        expect.objectContaining({
          version: 1,
          source: 'meeting_bot',
          path: `/bots/${bot.id}/transcript?version=1`,
        }),
      ]);
      const missing = await get(version, `/bots/${bot.id}/transcript?version=2`);
      expect(missing.status).toBe(404);
      for (const bad of ['format=pdf', 'version=0', 'version=x']) {
        const res = await get(version, `/bots/${bot.id}/transcript?${bad}`);
        expect([bad, res.status]).toEqual([bad, 400]);
        expect(((await res.json()) as { statusCode: number }).statusCode).toBe(400);
      }
    });

    it('asks the vendor for a fresh URL when the signed one has expired, never sending it a key', async () => {
      const path = version === 'v1' ? '^/recordings/.*\\.wav$' : '^/v2-artifacts/.*/audio\\.wav$';
      const bot = await completedBot(version, () =>
        mb.addFault({ path, status: 403, body: { message: 'Request has expired' } }),
      );
      const detail = await archived(version, bot.id);
      expect(detail.recording.audio).toMatchObject({ state: 'archived', sha256: WAV_SHA256 });
      const refresh =
        version === 'v1'
          ? mb.requests.filter((r) =>
              r.path.startsWith(`/bots/meeting_data?bot_id=${bot.upstream_bot_id}`),
            )
          : mb.requests.filter(
              (r) => r.method === 'GET' && r.path === `/v2/bots/${bot.upstream_bot_id}`,
            );
      expect(refresh.length).toBeGreaterThanOrEqual(1);
      const store = mb.requests.filter((r) => new RegExp(path).test(r.path.split('?')[0]!));
      expect(store.length).toBe(2);
      for (const r of store) expect(r.headers['x-meeting-baas-api-key']).toBeUndefined();
    });

    it('retries a recording the store cut short, and keeps only the whole file', async () => {
      const path = version === 'v1' ? '^/recordings/.*\\.wav$' : '^/v2-artifacts/.*/audio\\.wav$';
      const bot = await completedBot(version, () => mb.addFault({ path, resetAfterBytes: 10_000 }));
      const detail = await archived(version, bot.id);
      expect(detail.recording.audio).toMatchObject({
        state: 'archived',
        size_bytes: WAV.length,
        sha256: WAV_SHA256,
      });
      const task = await http('GET', `${bridges[version].url}/admin/archives?limit=100`, {
        headers: bridges[version].admin,
      });
      const mine = task.body.items.find(
        (t: { bot_id: string; media: string }) => t.bot_id === bot.id && t.media === 'audio',
      );
      expect(mine).toMatchObject({ media: 'audio', attempts: 2, size_verified: true });
    });
  });

  it('v2: archives the video too with ARCHIVE_BOT_VIDEO, and keeps the vendor transcript files', async () => {
    const bot = await completedBot('v2');
    const detail = await archived('v2', bot.id, 'video');
    expect(detail.recording.video).toMatchObject({ state: 'archived', size_bytes: 64 * 1024 });
    const video = await get('v2', `/bots/${bot.id}/video`);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect((await video.arrayBuffer()).byteLength).toBe(64 * 1024);
  });

  it("v1: stores a recording under an allowed type only, whatever the vendor's storage says", async () => {
    mb.addFault({
      method: 'GET',
      path: '^/recordings/',
      headers: { 'content-type': 'audio/wav, text/html' },
    });
    const bot = await completedBot('v1');
    const detail = await archived('v1', bot.id);
    expect(detail.recording.audio.state).toBe('archived');
    const audio = await get('v1', `/bots/${bot.id}/audio`);
    await audio.arrayBuffer();
    expect(audio.headers.get('content-type')).toBe('audio/wav');
  });

  it("v1: a recording the vendor's storage misses for a moment after the bot ended is archived", async () => {
    const bot = await completedBot('v1', () => {
      mb.addFault({ path: '^/recordings/.*\\.wav$', status: 404, times: 2 });
    });
    const detail = await archived('v1', bot.id);
    expect(detail.recording.audio.state).toBe('archived');
  });

  it('v1: a recording the vendor no longer has ends as gone, and the team is told', async () => {
    const bot = await completedBot('v1', () => {
      mb.addFault({ path: '^/recordings/.*\\.wav$', status: 404, times: -1 });
    });
    const detail = await archived('v1', bot.id);
    expect(detail.recording.audio.state).toBe('gone');
    const [failed] = await events('v1', bot.id, 'bot.recording_archive_failed');
    expect(failed.data).toMatchObject({ media: 'audio', reason: 'gone' });
    const res = await get('v1', `/bots/${bot.id}/audio`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toContain('archive state: gone');
  });

  describe.each(['v1', 'v2'] as const)('retranscription on the archive (%s)', (version) => {
    const admin = () => bridges[version].admin;
    const retranscribe = (botId: string, json?: unknown, key?: string) =>
      http('POST', `${bridges[version].url}/bots/${botId}/retranscribe`, {
        headers: key ? bearer(key) : admin(),
        json,
      });
    const record = (id: string) =>
      http('GET', `${bridges[version].url}/admin/retranscriptions/${id}`, { headers: admin() });

    it("uploads the archived audio to an STT job of the admin's parameters; its result is version 2", async () => {
      const bot = await completedBot(version);
      await archived(version, bot.id);
      stt.clearRequests();
      const parameters = { language: 'en', custom_vocabulary: ['Lovelace'] };
      const res = await retranscribe(bot.id, parameters);
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({
        bot_id: bot.id,
        mode: 'stt',
        state: 'accepted',
        parameters,
        job_id: expect.any(String),
      });
      const upload = stt.requests.find((r) => r.method === 'POST' && r.path === '/v2/upload');
      expect(upload!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(upload!.bodyBytes).toBeGreaterThan(WAV.length);
      const created = stt.requests.find(
        (r) => r.method === 'POST' && r.path === '/v2/pre-recorded',
      );
      expect(created!.body).toEqual({
        diarization: true,
        ...parameters,
        audio_url: expect.stringMatching(new RegExp(`^${stt.url}/file/`)),
        custom_metadata: { bridge_bot_id: bot.id, retranscription_id: res.body.id },
      });
      const jobId = res.body.vendor_response.id as string;
      // The audit log says which parameters were set, not what they said.
      const audited = await http(
        'GET',
        `${bridges[version].url}/admin/audit?action=retranscription.requested&target=${res.body.id}`,
        { headers: admin() },
      );
      expect(audited.body.data[0].change.parameters_set).toEqual(['custom_vocabulary', 'language']);
      expect(JSON.stringify(audited.body)).not.toContain('Lovelace');

      await stt.completeJob(jobId);
      const done = await eventually(async () => {
        const found = (await record(res.body.id)).body;
        return found.state === 'completed' && found;
      }, 10_000);
      expect(done.result).toEqual({ stt_job_id: jobId, transcript_version: 2 });
      const latest = (await (await get(version, `/bots/${bot.id}/transcript`)).json()) as any;
      expect(latest).toMatchObject({
        version: 2,
        source: 'retranscription',
        retranscription_id: res.body.id,
        // The STT vendor numbers the speakers; they are named after version 1's.
        speakers: SPEAKERS,
      });
      expect(latest.utterances).toHaveLength(4);
      const first = (await (
        await get(version, `/bots/${bot.id}/transcript?version=1`)
      ).json()) as any;
      expect(first.source).toBe('meeting_bot');
      const srt = await (await get(version, `/bots/${bot.id}/transcript?format=srt`)).text();
      expect(new SrtParser().fromSrt(srt)[0]!.text).toBe('Ada Lovelace: Hello everyone.');

      const [completed] = await events(version, bot.id, 'retranscription.completed');
      expect(completed.data).toMatchObject({
        retranscription_id: res.body.id,
        mode: 'stt',
        transcript_version: 2,
        transcript_url: `${bridges[version].url}/bots/${bot.id}/transcript?version=2`,
      });
      const detail = (
        await http('GET', `${bridges[version].url}/bots/${bot.id}`, {
          headers: bearer(teams[version].a.key),
        })
      ).body;
      expect(detail.transcripts.map((t: { version: number }) => t.version)).toEqual([1, 2]);
      // The STT job is the team's: linked to the bot, and readable through the proxy.
      expect(
        detail.transcription_jobs.map((j: { upstream_id: string }) => j.upstream_id),
      ).toContain(jobId);
      const own = await get(version, `/v2/pre-recorded/${jobId}`);
      expect(own.status).toBe(200);
      await own.body?.cancel();
      // Its transcript in the same formats, speakers named after the bot's.
      const vtt = await get(version, `/v2/pre-recorded/${jobId}/transcript?format=vtt`);
      expect(vtt.status).toBe(200);
      const cues = new WebVTTParser(entities).parse(await vtt.text(), 'metadata');
      expect(cues.errors).toEqual([]);
      expect(new Set(cues.cues.map((c) => c.tree.children[0]?.value))).toEqual(new Set(SPEAKERS));
      const json = (await (
        await get(version, `/v2/pre-recorded/${jobId}/transcript`)
      ).json()) as any;
      expect(json).toMatchObject({
        job_id: jobId,
        bot_id: bot.id,
        status: 'done',
        speakers: SPEAKERS,
      });
      const other = await get(
        version,
        `/v2/pre-recorded/${jobId}/transcript`,
        teams[version].b.key,
      );
      expect(other.status).toBe(404);
      await other.body?.cancel();
    });

    it("completes by a poll when the STT vendor's webhook never comes", async () => {
      const bot = await completedBot(version);
      await archived(version, bot.id);
      const res = await retranscribe(bot.id, {});
      expect(res.status).toBe(202);
      stt.setAccountWebhook(null);
      await stt.completeJob(res.body.vendor_response.id);
      await bridges[version].app.get(BotReconciler).reconcile();
      const done = await eventually(async () => {
        const found = (await record(res.body.id)).body;
        return found.state === 'completed' && found;
      }, 10_000);
      expect(done.result.transcript_version).toBe(2);
    });

    it('fails when the STT job ends in error, and the team is told', async () => {
      const bot = await completedBot(version);
      await archived(version, bot.id);
      const res = await retranscribe(bot.id);
      expect(res.status).toBe(202);
      await stt.completeJob(res.body.vendor_response.id, 'error');
      const failed = await eventually(async () => {
        const found = (await record(res.body.id)).body;
        return found.state === 'failed' && found;
      }, 10_000);
      expect(failed.completed_at).toBeNull();
      const [told] = await events(version, bot.id, 'retranscription.failed');
      expect(told.data).toMatchObject({ retranscription_id: res.body.id, state: 'failed' });
    });

    it('fails, and lets go of the archived file, when the STT vendor refuses the upload', async () => {
      const bot = await completedBot(version);
      await archived(version, bot.id);
      const file = join(bridges[version].db.dataDir, 'audio', 'bots', bot.id, 'audio');
      stt.addFault({ method: 'POST', path: '/v2/upload', status: 503 });
      const res = await retranscribe(bot.id, {});
      // By the answer, nothing in this process holds the recording open any more (the file is
      // closed before the failure is recorded, not whenever its stream is collected).
      const open = readdirSync('/proc/self/fd').map((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`);
        } catch {
          return '';
        }
      });
      expect(open).not.toContain(file);
      expect(res.status).toBe(502);
      expect(res.body.message).toMatch(/refused the retranscription job \(503\)/);
      const [told] = await events(version, bot.id, 'retranscription.failed');
      expect(told.data).toMatchObject({ mode: 'stt', state: 'failed', vendor_status: 503 });
    });

    it('answers 409 for a bot with no archived recording, 400 for bad parameters, 403 to members', async () => {
      const created = await http('POST', `${bridges[version].url}/bots`, {
        headers: bearer(teams[version].a.key),
        json: { meeting_url: MEET },
      });
      const early = await retranscribe(created.body.id);
      expect(early.status).toBe(409);
      expect(early.body.message).toMatch(/no archived recording to retranscribe/);

      const lost = await completedBot(version, () =>
        mb.addFault({ path: '^/(recordings|v2-artifacts)/', status: 404, times: -1 }),
      );
      expect((await archived(version, lost.id)).recording.audio.state).toBe('gone');
      const gone = await retranscribe(lost.id);
      expect(gone.status).toBe(409);
      expect(gone.body.message).toMatch(/its audio is gone/);

      mb.clearFaults();
      const bot = await completedBot(version);
      await archived(version, bot.id);
      for (const [body, problem] of [
        [{ language: 'klingon' }, /language/],
        [{ audio_url: 'https://example.com/a.wav' }, /audio_url is set by the bridge/],
        [{ diarization: 'yes' }, /diarization must be boolean/],
        [{ speakers: 2 }, /speakers is not a pre-recorded transcription parameter/],
        [[1, 2], /JSON object/],
      ] as const) {
        const bad = await retranscribe(bot.id, body);
        expect([JSON.stringify(body), bad.status]).toEqual([JSON.stringify(body), 400]);
        expect(bad.body.message).toMatch(problem);
      }
      // Many bad items: the first problems and how many more, not one line each.
      const many = await retranscribe(bot.id, {
        custom_vocabulary: Array.from({ length: 20_000 }, () => 7),
      });
      expect(many.status).toBe(400);
      expect(many.text.length).toBeLessThan(5_000);
      expect(many.body.message).toMatch(/and \d+ more problems$/);
      const member = await retranscribe(bot.id, {}, teams[version].a.key);
      expect(member.status).toBe(403);
    });
  });

  it("links the STT job of a retranscription whose create's answer was lost, found by its id", async () => {
    const admin = bridges.v2.admin;
    const bot = await completedBot('v2');
    await archived('v2', bot.id);
    // The vendor makes the job, and the connection breaks before its answer arrives.
    stt.addFault({ method: 'POST', path: '/v2/pre-recorded', resetAfterBytes: 1 });
    const res = await http('POST', `${bridges.v2.url}/bots/${bot.id}/retranscribe`, {
      headers: admin,
      json: {},
    });
    expect(res.status).toBe(504);
    const asked = await http('GET', `${bridges.v2.url}/bots/${bot.id}`, { headers: admin });
    const [record] = asked.body.retranscriptions;
    expect(record.state).toBe('requested');
    const made = stt.requests.filter(
      (r) =>
        r.path === '/v2/pre-recorded' &&
        (r.body as any)?.custom_metadata?.retranscription_id === record.id,
    );
    expect(made).toHaveLength(1);
    // Once a create call would have ended, reconciliation looks for the job by its metadata.
    await sleep(2_100);
    await bridges.v2.app.get(BotReconciler).reconcile();
    const linked = await http('GET', `${bridges.v2.url}/admin/retranscriptions/${record.id}`, {
      headers: admin,
    });
    expect(linked.body).toMatchObject({ state: 'accepted', job_id: expect.any(String) });
    await stt.completeJob(linked.body.vendor_response.id);
    const done = await eventually(async () => {
      const found = await http('GET', `${bridges.v2.url}/admin/retranscriptions/${record.id}`, {
        headers: admin,
      });
      return found.body.state === 'completed' ? found.body : null;
    }, 10_000);
    expect(done.result).toMatchObject({ transcript_version: expect.any(Number) });
  });

  it('fails a retranscription whose create had no outcome and whose job the vendor never made', async () => {
    const admin = bridges.v2.admin;
    const bot = await completedBot('v2');
    await archived('v2', bot.id);
    stt.addFault({ method: 'POST', path: '/v2/pre-recorded', status: 503 });
    const res = await http('POST', `${bridges.v2.url}/bots/${bot.id}/retranscribe`, {
      headers: admin,
      json: {},
    });
    expect(res.status).toBe(504);
    const [record] = (await http('GET', `${bridges.v2.url}/bots/${bot.id}`, { headers: admin }))
      .body.retranscriptions;
    // A deletion of the bot waits for the outcome: the job may yet exist.
    await http('DELETE', `${bridges.v2.url}/bots/${bot.id}/data`, { headers: admin });
    const waiting = await eventually(async () => {
      const data = await http('GET', `${bridges.v2.url}/bots/${bot.id}/data`, { headers: admin });
      const step = data.body.deletions[0]?.steps.find((s: any) => s.target === 'stt_jobs');
      return /no known outcome/.test(step?.error ?? '') ? step : null;
    });
    expect(waiting.state).toBe('pending');
    await sleep(3_100);
    await bridges.v2.app.get(BotReconciler).reconcile();
    const failed = await http('GET', `${bridges.v2.url}/admin/retranscriptions/${record.id}`, {
      headers: admin,
    });
    expect(failed.body).toMatchObject({ state: 'failed' });
    expect(failed.body.vendor_response.error).toMatch(/the vendor shows no job/);
  });

  it("serves an STT job's transcript in the four formats, 409 before it is done", async () => {
    const key = teams.v1.a.key;
    const live = await http('POST', `${bridges.v1.url}/v2/live`, {
      headers: bearer(key),
      json: { sample_rate: 16000 },
    });
    expect(live.status).toBe(201);
    const early = await get('v1', `/v2/live/${live.body.id}/transcript`);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toMatch(/no transcript yet/);
    await stt.endSession(live.body.id);
    const txt = await get('v1', `/v2/live/${live.body.id}/transcript?format=txt`);
    expect(txt.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await txt.text()).toBe('Hello world\n');
    const srt = await (await get('v1', `/v2/live/${live.body.id}/transcript?format=srt`)).text();
    expect(new SrtParser().fromSrt(srt)).toMatchObject([
      { startTime: '00:00:00,000', text: 'Hello world' },
    ]);
    const bad = await get('v1', `/v2/live/${live.body.id}/transcript?format=doc`);
    expect(bad.status).toBe(400);
    const other = await get('v1', `/v2/live/${live.body.id}/transcript`, teams.v1.b.key);
    expect(other.status).toBe(404);
    await Promise.all([bad.body?.cancel(), other.body?.cancel()]);
  });
});
