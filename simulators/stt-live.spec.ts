import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { eventually } from '../test/support/eventually.js';
import {
  startSttSimulator,
  startWebhookReceiver,
  type SttSimulator,
  type WebhookReceiver,
} from './index.js';
import { meetingTurns } from './shared/meeting.js';

const KEY = 'test-stt-key';
const json = { 'x-service-key': KEY, 'content-type': 'application/json' };
type Message = Record<string, any>;

/** The vendor's AsyncAPI messages (test/fixtures/contracts/SOURCE.md). */
const asyncApi = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '../test/fixtures/contracts/gladia-asyncapi.trimmed.json'),
    'utf8',
  ),
) as { components: { schemas: Record<string, any> } };

/** Required fields (also of `data`) and the `type` constant of the message's schema. */
function expectMessage(schema: string, message: Message): void {
  const shape = asyncApi.components.schemas[schema];
  for (const field of shape.required as string[]) expect(message).toHaveProperty(field);
  expect(message.type).toBe(shape.properties.type.const);
  for (const field of (shape.properties.data?.required ?? []) as string[]) {
    expect(message.data).toHaveProperty(field);
  }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A client on the session's WebSocket that keeps every message it receives. */
async function connect(url: string) {
  const ws = new WebSocket(url);
  const messages: Message[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Message));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  /** The messages of a type, once at least `count` have come. */
  const next = async (type: string, count = 1) => {
    const ofType = () => messages.filter((m) => m.type === type);
    await eventually(async () => ofType().length >= count);
    return ofType();
  };
  return { ws, messages, closed, next };
}

/** The HTTP status a WebSocket upgrade is refused with. */
function refusedWith(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('open', () => reject(new Error('the upgrade was accepted')));
  });
}

describe('STT simulator live sessions', () => {
  let sim: SttSimulator;
  let hooks: WebhookReceiver;
  beforeEach(async () => {
    hooks = await startWebhookReceiver();
  });
  afterEach(async () => {
    await sim?.close();
    await hooks.close();
  });

  const createLive = async (body: unknown = {}) => {
    const res = await fetch(`${sim.url}/v2/live`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(body),
    });
    return (await res.json()) as { id: string; url: string };
  };
  const status = async (id: string) =>
    ((await (await fetch(`${sim.url}/v2/live/${id}`, { headers: json })).json()) as Message).status;
  const download = async (id: string) => {
    const res = await fetch(`${sim.url}/v2/live/${id}/file`, { headers: json });
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('records what a client streams, acknowledges it, transcribes it and ends on stop_recording', async () => {
    sim = await startSttSimulator({ apiKey: KEY });
    sim.setAccountWebhook(`${hooks.url}/account`);
    const live = await createLive({
      messages_config: { receive_lifecycle_events: true },
      callback: true,
      callback_config: { url: `${hooks.url}/callback` },
    });
    expect(live.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/v2\/live\?token=/);
    const client = await connect(live.url);
    await client.next('start_recording');
    expect(await status(live.id)).toBe('processing');

    // 16 kHz, 16-bit mono: 32,000 bytes a second. A binary frame, then a JSON chunk.
    const first = randomBytes(160_000);
    const second = randomBytes(16_000);
    client.ws.send(first);
    client.ws.send(
      JSON.stringify({ type: 'audio_chunk', data: { chunk: second.toString('base64') } }),
    );
    await client.next('audio_chunk', 2);
    client.ws.send(JSON.stringify({ type: 'stop_recording' }));
    expect(await client.closed).toBe(1000);

    const byType = (type: string) => client.messages.filter((m) => m.type === type);
    expect(client.messages.map((m) => m.type).filter((t) => t !== 'transcript')).toEqual([
      'start_session',
      'start_recording',
      'audio_chunk',
      'audio_chunk',
      'stop_recording',
      'end_recording',
      'post_final_transcript',
      'end_session',
    ]);
    const acks = byType('audio_chunk');
    expect(acks.map((m) => m.data)).toEqual([
      { byte_range: [0, 159_999], time_range: [0, 5] },
      { byte_range: [160_000, 175_999], time_range: [5, 5.5] },
    ]);
    for (const ack of acks) expectMessage('AudioChunkAckMessage', ack);
    // The meeting's first sentence (1 s to 4.15 s): a partial at each word, then its final,
    // all with one utterance id.
    const [sentence] = meetingTurns();
    for (const message of byType('transcript')) expectMessage('TranscriptMessage', message);
    const transcripts = byType('transcript').filter(
      (m) => m.data.id === byType('transcript')[0]!.data.id,
    );
    expect(transcripts.map((m) => m.data.is_final)).toEqual([
      ...sentence!.words.slice(1).map(() => false),
      true,
    ]);
    expect(transcripts.at(-1)!.data.utterance).toMatchObject({
      start: 1,
      end: sentence!.end,
      text: sentence!.text,
    });
    expect(byType('post_final_transcript')[0]).toMatchObject({
      session_id: expect.any(String),
      created_at: expect.any(String),
      data: { metadata: { audio_duration: 5.5 } },
    });
    expect(byType('post_final_transcript')[0]!.data.transcription.full_transcript).toBe(
      sentence!.text,
    );
    expectMessage('StopRecordingAckMessage', byType('stop_recording')[0]!);
    expectMessage('SimpleLifecycleMessage', byType('start_session')[0]!);
    expectMessage('SimpleLifecycleMessageStart', byType('start_recording')[0]!);
    expectMessage('EndRecordingMessage', byType('end_recording')[0]!);
    expect(byType('end_recording')[0]!.data.received_total_bytes).toBe(176_000);
    expectMessage('SimpleLifecycleMessageEndSession', byType('end_session')[0]!);
    expect(new Set(client.messages.map((m) => m.session_id)).size).toBe(1);

    expect(await status(live.id)).toBe('done');
    const audio = await download(live.id);
    expect(audio.status).toBe(200);
    expect(sha256(audio.bytes)).toBe(sha256(Buffer.concat([first, second])));

    const received = await hooks.waitFor(8);
    const events = (path: string) =>
      received.filter((h) => h.path === path).map((h) => (h.body as Message).event);
    const lifecycle = [
      'live.start_session',
      'live.start_recording',
      'live.end_recording',
      'live.end_session',
    ];
    expect(events('/account')).toEqual(lifecycle);
    expect(events('/callback')).toEqual(lifecycle);
  });

  it('answers a malformed audio chunk with a refused acknowledgment and records nothing of it', async () => {
    sim = await startSttSimulator({ apiKey: KEY, liveResumeWindowMs: 100 });
    const live = await createLive();
    const client = await connect(live.url);
    client.ws.send(JSON.stringify({ type: 'audio_chunk', data: { chunk: 'not base64!' } }));
    const [ack] = await client.next('audio_chunk');
    expect(ack).toMatchObject({ acknowledged: false, error: { status_code: 400 } });
    expectMessage('AudioChunkAckMessage', ack!);
    client.ws.close();
    await client.closed;
    await eventually(async () => (await status(live.id)) === 'done');
    expect((await download(live.id)).bytes.length).toBe(0);
  });

  it('ends the session when its client goes away and does not resume it in time', async () => {
    sim = await startSttSimulator({ apiKey: KEY, liveResumeWindowMs: 200 });
    const live = await createLive();
    const client = await connect(live.url);
    const audio = randomBytes(5_000);
    client.ws.send(audio);
    await client.next('audio_chunk');
    client.ws.terminate();
    expect(await status(live.id)).toBe('processing');
    await eventually(async () => (await status(live.id)) === 'done');
    expect(sha256((await download(live.id)).bytes)).toBe(sha256(audio));
  });

  it('resumes a session on the same URL: the recording and the script go on', async () => {
    sim = await startSttSimulator({ apiKey: KEY, liveResumeWindowMs: 5_000 });
    const live = await createLive();
    const before = await connect(live.url);
    const head = randomBytes(64_000);
    before.ws.send(head);
    await before.next('audio_chunk');
    expect(sim.dropLiveSocket(live.id, 1011)).toBe(true);
    expect(await before.closed).toBe(1011);
    const after = await connect(live.url);
    const tail = randomBytes(96_000);
    after.ws.send(tail);
    const [ack] = await after.next('audio_chunk');
    expect(ack!.data.byte_range).toEqual([64_000, 159_999]);
    // The first sentence ends at 4.15 s: its final comes on the resumed socket.
    expect((await after.next('transcript')).some((m) => m.data.is_final)).toBe(true);
    after.ws.send(JSON.stringify({ type: 'stop_recording' }));
    expect(await after.closed).toBe(1000);
    expect(sha256((await download(live.id)).bytes)).toBe(sha256(Buffer.concat([head, tail])));
    expect(sim.liveSocketsAtOnce(live.id)).toBe(1);
  });

  it('refuses unknown tokens (401) and sessions that are over (410)', async () => {
    sim = await startSttSimulator({ apiKey: KEY });
    const live = await createLive();
    const wsBase = sim.url.replace(/^http/, 'ws');
    expect(await refusedWith(`${wsBase}/v2/live?token=nope`)).toBe(401);
    await sim.endSession(live.id);
    expect(await refusedWith(live.url)).toBe(410);
  });

  it('plays a session no client connects to by itself: lifecycle events and a WAV tone as its audio', async () => {
    sim = await startSttSimulator({ apiKey: KEY, liveAutoPlayMs: 1_000 });
    sim.setAccountWebhook(`${hooks.url}/account`);
    const live = await createLive();
    expect(await status(live.id)).toBe('queued');
    await eventually(async () => (await status(live.id)) === 'done');
    const audio = await download(live.id);
    expect(audio.bytes.subarray(0, 4).toString()).toBe('RIFF');
    expect(audio.bytes.subarray(8, 12).toString()).toBe('WAVE');
    // One second (the wait) of 16 kHz 16-bit mono, after the 44-byte header.
    expect(audio.bytes.length).toBe(44 + 32_000);
    const received = await hooks.waitFor(4);
    expect(received.map((h) => (h.body as Message).event)).toEqual([
      'live.start_session',
      'live.start_recording',
      'live.end_recording',
      'live.end_session',
    ]);
  });

  it('leaves a session a client connected to for the client to end', async () => {
    sim = await startSttSimulator({ apiKey: KEY, liveAutoPlayMs: 300 });
    const live = await createLive();
    const client = await connect(live.url);
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(await status(live.id)).toBe('processing');
    client.ws.send(JSON.stringify({ type: 'stop_recording' }));
    await client.closed;
    expect(await status(live.id)).toBe('done');
  });

  describe('with its state in a folder', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'stt-sim-state-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('keeps jobs across a restart and plays, after it, the sessions that were waiting', async () => {
      sim = await startSttSimulator({ apiKey: KEY, stateDir: dir, liveAutoPlayMs: 60_000 });
      const waiting = await createLive({ custom_metadata: { who: 'restart' } });
      const streamed = await createLive();
      const client = await connect(streamed.url);
      const audio = randomBytes(3_000);
      client.ws.send(audio);
      await client.next('audio_chunk');
      // The process stops without the client stopping: what was recorded is the session's audio.
      await sim.close();

      sim = await startSttSimulator({ apiKey: KEY, stateDir: dir, liveAutoPlayMs: 1_000 });
      const restarted = await (
        await fetch(`${sim.url}/v2/live/${waiting.id}`, { headers: json })
      ).json();
      expect(restarted).toMatchObject({ status: 'queued', custom_metadata: { who: 'restart' } });
      await eventually(async () => (await status(streamed.id)) === 'done');
      expect(sha256((await download(streamed.id)).bytes)).toBe(sha256(audio));
      // Created over a second ago: the restarted simulator plays it at once.
      await eventually(async () => (await status(waiting.id)) === 'done');
      expect((await download(waiting.id)).bytes.subarray(0, 4).toString()).toBe('RIFF');
    });

    it('lets a passive simulator on the same folder answer for the jobs, and only 503 for others', async () => {
      sim = await startSttSimulator({ apiKey: KEY, stateDir: dir, liveAutoPlayMs: 300 });
      const live = await createLive();
      await eventually(async () => (await status(live.id)) === 'done');
      const passive = await startSttSimulator({ apiKey: KEY, stateDir: dir, passive: true });
      try {
        const res = await fetch(`${passive.url}/v2/live/${live.id}/file`, { headers: json });
        expect(res.status).toBe(200);
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(sha256(bytes)).toBe(sha256((await download(live.id)).bytes));
        const unknown = `${passive.url}/v2/live/00000000-0000-4000-8000-000000000000/file`;
        expect((await fetch(unknown, { headers: json })).status).toBe(503);
      } finally {
        await passive.close();
      }
    });
  });
});
