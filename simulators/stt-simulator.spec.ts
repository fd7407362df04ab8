import { createHash } from 'node:crypto';
import { get, request } from 'node:http';
import {
  expectedAudioSha256,
  startSttSimulator,
  startWebhookReceiver,
  type SttSimulator,
  type WebhookReceiver,
} from './index.js';

const KEY = 'test-stt-key';
const auth = { 'x-service-key': KEY };
const json = { ...auth, 'content-type': 'application/json' };
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

type Json = Record<string, unknown>;
const readJson = async <T = Json>(res: Response): Promise<T> => (await res.json()) as T;

describe('STT simulator', () => {
  let sim: SttSimulator;
  let hooks: WebhookReceiver;

  beforeAll(async () => {
    sim = await startSttSimulator({ apiKey: KEY, webhookRetryDelaysMs: [20, 20] });
  });
  beforeEach(async () => {
    sim.reset();
    hooks = await startWebhookReceiver();
  });
  afterEach(() => hooks.close());
  afterAll(() => sim.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = json) =>
    fetch(`${sim.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const getJson = async (path: string) =>
    (await fetch(`${sim.url}${path}`, { headers: auth })).json();
  const createLive = async (body: unknown = {}) =>
    (await (await post('/v2/live', body)).json()) as { id: string; url: string };
  const sha256 = (bytes: ArrayBuffer) =>
    createHash('sha256').update(Buffer.from(bytes)).digest('hex');

  describe('authentication', () => {
    it.each([
      ['missing', {}, 'Missing API key (x-service-key header)'],
      ['wrong', { 'x-service-key': 'nope' }, 'Invalid API key'],
    ])('answers 401 with the vendor error body when the key is %s', async (_, headers, message) => {
      const res = await fetch(`${sim.url}/v2/live/abc/file?x=1`, { headers });
      expect(res.status).toBe(401);
      const body = await readJson(res);
      expect(Object.keys(body).sort()).toEqual([
        'message',
        'path',
        'request_id',
        'statusCode',
        'timestamp',
      ]);
      expect(body).toMatchObject({ path: '/v2/live/abc/file', statusCode: 401, message });
      expect(body.timestamp).toMatch(ISO_UTC);
      expect(body.request_id).toMatch(/^G-[0-9a-f]{8}$/);
    });

    it('checks the key before complaining about a malformed body', async () => {
      const res = await fetch(`${sim.url}/v2/live`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{oops',
      });
      expect(res.status).toBe(401);
      const bad = await post('/v2/live', undefined, json);
      const malformed = await fetch(`${sim.url}/v2/live`, {
        method: 'POST',
        headers: json,
        body: '{oops',
      });
      expect(bad.status).toBe(400);
      expect(malformed.status).toBe(400);
    });

    it('honours a custom key header', async () => {
      const other = await startSttSimulator({ apiKey: 'k', keyHeader: 'x-gladia-key' });
      try {
        expect(
          (await fetch(`${other.url}/v2/live`, { headers: { 'x-gladia-key': 'k' } })).status,
        ).toBe(200);
        expect(
          (await fetch(`${other.url}/v2/live`, { headers: { 'x-service-key': 'k' } })).status,
        ).toBe(401);
      } finally {
        await other.close();
      }
    });
  });

  describe('live jobs', () => {
    it('creates a session and records the exact upstream request', async () => {
      const body = { encoding: 'wav/pcm', sample_rate: 16000, custom_metadata: { team: 't1' } };
      const res = await post('/v2/live', body);
      expect(res.status).toBe(201);
      const created = await readJson<{ id: string; url: string }>(res);
      expect(Object.keys(created).sort()).toEqual(['id', 'url']);
      expect(created.url).toMatch(
        new RegExp(`^ws://127\\.0\\.0\\.1:${sim.port}/v2/live\\?token=[0-9a-f-]{36}$`),
      );
      expect(sim.requests).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: '/v2/live',
          body,
          headers: expect.objectContaining(auth),
        }),
      ]);
      const job = await getJson(`/v2/live/${created.id}`);
      expect(job).toMatchObject({
        id: created.id,
        kind: 'live',
        status: 'queued',
        version: 2,
        custom_metadata: { team: 't1' },
        request_params: {
          encoding: 'wav/pcm',
          sample_rate: 16000,
          bit_depth: 16,
          channels: 1,
          model: 'fast',
        },
        result: null,
      });
    });

    it('rejects invalid bodies with 400 and validation_errors', async () => {
      const res = await post('/v2/live', {
        encoding: 'mp3',
        channels: 9,
        bogus: true,
        messages_config: { receive_acknowledgments: 'yes' },
      });
      expect(res.status).toBe(400);
      const body = await readJson(res);
      expect(body).toMatchObject({ statusCode: 400, path: '/v2/live' });
      expect(body.validation_errors).toEqual([
        'Field "encoding" must be one of the following values: wav/pcm, wav/alaw, wav/ulaw',
        'Field "channels" must not be greater than 8',
        'Field "bogus" should not exist',
        'Field "messages_config.receive_acknowledgments" must be a boolean value',
      ]);
    });

    it('answers 422 when callbacks are enabled without a URL', async () => {
      const res = await post('/v2/live', { callback: true });
      expect(res.status).toBe(422);
      expect(await readJson(res)).toMatchObject({
        statusCode: 422,
        message: 'callback_config.url is required when callback is true',
      });
    });

    it('lists newest first with offset/limit pagination and self-pointing URLs', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push((await createLive()).id);
      const seen: string[] = [];
      let next: string | null = `${sim.url}/v2/live?limit=2`;
      while (next) {
        const page = (await (await fetch(next, { headers: auth })).json()) as {
          next: string | null;
          items: { id: string }[];
          first: string;
        };
        expect(page.first).toBe(`${sim.url}/v2/live?limit=2&offset=0`);
        seen.push(...page.items.map((j) => j.id));
        next = page.next;
      }
      expect(seen).toEqual([...ids].reverse());
    });

    it('filters by status and dates, and validates the query', async () => {
      // `after_date` and `before_date` are exclusive at millisecond precision: `since` must fall
      // strictly between the two jobs' creation times, so a millisecond passes on each side.
      const a = await createLive();
      await new Promise((r) => setTimeout(r, 5));
      const since = new Date().toISOString();
      await new Promise((r) => setTimeout(r, 5));
      const b = await createLive();
      await sim.endSession(b.id);
      const ids = async (q: string) =>
        ((await getJson(`/v2/live?${q}`)) as { items: { id: string }[] }).items.map((j) => j.id);
      expect(await ids('status=done')).toEqual([b.id]);
      expect(await ids('status=queued&status=done')).toEqual([b.id, a.id]);
      expect(await ids(`after_date=${since}`)).toEqual([b.id]);
      expect(await ids(`before_date=${since}`)).toEqual([a.id]);
      expect(await ids(`date=${since.slice(0, 10)}`)).toEqual([b.id, a.id]);
      const bad = await fetch(`${sim.url}/v2/live?limit=0&status=weird`, { headers: auth });
      expect(bad.status).toBe(400);
      expect((await readJson<{ validation_errors: string[] }>(bad)).validation_errors).toHaveLength(
        2,
      );
    });

    it('patches metadata, deletes with 202, then answers 404 everywhere', async () => {
      const { id } = await createLive();
      const patch = await fetch(`${sim.url}/v2/live/${id}`, {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({ custom_metadata: { x: 2 } }),
      });
      expect(patch.status).toBe(204);
      expect(await getJson(`/v2/live/${id}`)).toMatchObject({ custom_metadata: { x: 2 } });
      await sim.endSession(id);
      const del = await fetch(`${sim.url}/v2/live/${id}`, { method: 'DELETE', headers: auth });
      expect(del.status).toBe(202);
      for (const path of [`/v2/live/${id}`, `/v2/live/${id}/file`]) {
        const res = await fetch(`${sim.url}${path}`, { headers: auth });
        expect(res.status).toBe(404);
        expect(await readJson(res)).toMatchObject({ statusCode: 404, path });
      }
    });

    it('refuses to delete a session being processed (403)', async () => {
      const { id } = await createLive();
      await sim.startSession(id);
      const res = await fetch(`${sim.url}/v2/live/${id}`, { method: 'DELETE', headers: auth });
      expect(res.status).toBe(403);
      expect(await readJson(res)).toMatchObject({ statusCode: 403 });
    });
  });

  describe('audio file', () => {
    it('is 404 until the session is done, then streams deterministic bytes', async () => {
      const { id } = await createLive();
      expect((await fetch(`${sim.url}/v2/live/${id}/file`, { headers: auth })).status).toBe(404);
      const size = 1_000_003; // not a multiple of the generator's block size
      sim.setAudioSize(id, size);
      await sim.endSession(id);
      const res = await fetch(`${sim.url}/v2/live/${id}/file`, { headers: auth });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/octet-stream');
      expect(res.headers.get('content-length')).toBe(String(size));
      const bytes = await res.arrayBuffer();
      expect(bytes.byteLength).toBe(size);
      expect(sha256(bytes)).toBe(expectedAudioSha256(id, size));
      expect(expectedAudioSha256(id, size)).not.toBe(expectedAudioSha256(id, size - 1));
    });

    it('sets the size over HTTP control endpoints too', async () => {
      const { id } = await createLive();
      await fetch(`${sim.url}/__sim/live/${id}/audio`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"size":12345}',
      });
      await fetch(`${sim.url}/__sim/live/${id}/end?wait=1`, { method: 'POST' });
      const bytes = await (
        await fetch(`${sim.url}/v2/live/${id}/file`, { headers: auth })
      ).arrayBuffer();
      expect(sha256(bytes)).toBe(expectedAudioSha256(id, 12345));
    });

    it('redirects to a separate file origin that rejects the vendor key', async () => {
      const { id } = await createLive();
      await sim.endSession(id);
      sim.addFault({ path: `/v2/live/${id}/file`, redirectTo: 'file-origin', times: -1 });
      const redirect = await fetch(`${sim.url}/v2/live/${id}/file`, {
        headers: auth,
        redirect: 'manual',
      });
      expect(redirect.status).toBe(302);
      const location = redirect.headers.get('location') ?? '';
      expect(new URL(location).origin).toBe(sim.fileOrigin.url);
      expect(new URL(location).origin).not.toBe(sim.url);

      const clean = await fetch(location);
      expect(clean.status).toBe(200);
      expect(sha256(await clean.arrayBuffer())).toBe(expectedAudioSha256(id, 256 * 1024));

      // fetch() keeps custom headers across origins: exactly the leak the bridge must avoid.
      const leaky = await fetch(`${sim.url}/v2/live/${id}/file`, { headers: auth });
      expect(leaky.status).toBe(403);
      expect(sim.fileOrigin.requests.map((r) => r.headers['x-service-key'])).toEqual([
        undefined,
        KEY,
      ]);
    });

    it('rejects a tampered signature', async () => {
      const { id } = await createLive();
      await sim.endSession(id);
      sim.addFault({ path: `/v2/live/${id}/file`, redirectTo: 'file-origin' });
      const location =
        (
          await fetch(`${sim.url}/v2/live/${id}/file`, { headers: auth, redirect: 'manual' })
        ).headers.get('location') ?? '';
      // Another first character, whatever the signature starts with.
      const tampered = location.replace(/X-Signature=(.)/, (_, c: string) =>
        c === '0' ? 'X-Signature=1' : 'X-Signature=0',
      );
      expect(tampered).not.toBe(location);
      expect((await fetch(tampered)).status).toBe(403);
    });
  });

  describe('fault injection', () => {
    it('answers a status with headers and the vendor body, for `times` requests only', async () => {
      sim.addFault({
        path: '/v2/live',
        method: 'GET',
        status: 429,
        headers: { 'Retry-After': '3' },
        times: 2,
      });
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${sim.url}/v2/live`, { headers: auth });
        expect(res.status).toBe(429);
        expect(res.headers.get('retry-after')).toBe('3');
        expect(await readJson(res)).toMatchObject({ statusCode: 429, path: '/v2/live' });
      }
      expect((await fetch(`${sim.url}/v2/live`, { headers: auth })).status).toBe(200);
    });

    it('is driven over HTTP, with regex paths and custom bodies', async () => {
      const add = await fetch(`${sim.url}/__sim/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          path: '^/v2/live/[^/]+$',
          status: 503,
          body: { custom: true },
          times: -1,
        }),
      });
      expect(add.status).toBe(201);
      const res = await fetch(`${sim.url}/v2/live/whatever`, { headers: auth });
      expect(res.status).toBe(503);
      expect(await readJson(res)).toEqual({ custom: true });
      const invalid = await fetch(`${sim.url}/__sim/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: '/v2/live', status: 'x', slowBody: { chunkBytes: 0 } }),
      });
      expect(invalid.status).toBe(400);
      expect((await invalid.json()) as unknown).toMatchObject({
        message: expect.stringContaining('status must be'),
      });
      expect((await fetch(`${sim.url}/__sim/faults`, { method: 'DELETE' })).status).toBe(204);
      expect((await fetch(`${sim.url}/v2/live/whatever`, { headers: auth })).status).toBe(404);
    });

    it('delays the answer', async () => {
      sim.addFault({ path: '/v2/live', delayMs: 300 });
      const started = Date.now();
      expect((await fetch(`${sim.url}/v2/live`, { headers: auth })).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    });

    it('sends a slow body without corrupting it', async () => {
      const { id } = await createLive();
      sim.setAudioSize(id, 4000);
      await sim.endSession(id);
      sim.addFault({
        path: `/v2/live/${id}/file`,
        slowBody: { chunkBytes: 1000, intervalMs: 100 },
      });
      const started = Date.now();
      const bytes = await (
        await fetch(`${sim.url}/v2/live/${id}/file`, { headers: auth })
      ).arrayBuffer();
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
      expect(sha256(bytes)).toBe(expectedAudioSha256(id, 4000));
    });

    it('resets the connection after N body bytes', async () => {
      const { id } = await createLive();
      await sim.endSession(id);
      sim.addFault({ path: `/v2/live/${id}/file`, resetAfterBytes: 100_000 });
      const outcome = await new Promise<{ status?: number; bytes: number; error?: string }>(
        (resolve) => {
          let bytes = 0;
          const req = get(`${sim.url}/v2/live/${id}/file`, { headers: auth }, (res) => {
            res.on('data', (c: Buffer) => (bytes += c.length));
            res.on('error', (e) => resolve({ status: res.statusCode, bytes, error: e.message }));
            res.on('end', () => resolve({ status: res.statusCode, bytes }));
          });
          req.on('error', (e) => resolve({ bytes, error: e.message }));
        },
      );
      expect(outcome.status).toBe(200);
      expect(outcome.error).toBeDefined();
      expect(outcome.bytes).toBe(100_000);
    });
  });

  describe('events', () => {
    it('delivers account webhooks and live callbacks on session end', async () => {
      sim.setAccountWebhook(`${hooks.url}/account`);
      const { id, url } = await createLive({
        callback: true,
        callback_config: { url: `${hooks.url}/callback` },
      });
      await sim.endSession(id);
      const token = new URL(url).searchParams.get('token');
      const byPath = (p: string) => hooks.received.filter((h) => h.path === p).map((h) => h.body);
      const types = ['start_session', 'start_recording', 'end_recording', 'end_session'];
      expect(byPath('/account')).toEqual(
        types.map((t) => ({ event: `live.${t}`, payload: { id } })),
      );
      expect(byPath('/callback')).toEqual(
        types.map((type) =>
          expect.objectContaining({
            id,
            event: `live.${type}`,
            payload: expect.objectContaining({
              session_id: token,
              type,
              created_at: expect.stringMatching(ISO_UTC),
            }),
          }),
        ),
      );
      expect(hooks.received[0]?.headers['content-type']).toBe('application/json');
      expect(await sim.endSession(id)).toEqual([]); // idempotent
    });

    it('skips lifecycle callbacks when receive_lifecycle_events is false', async () => {
      const { id } = await createLive({
        callback: true,
        callback_config: { url: hooks.url, receive_lifecycle_events: false },
      });
      await sim.endSession(id);
      expect(hooks.received).toEqual([]);
    });

    it('retries failed deliveries and records every attempt', async () => {
      const flaky = await startWebhookReceiver({ failFirst: 1 });
      try {
        sim.setAccountWebhook(flaky.url);
        const { id } = await createLive();
        await sim.startSession(id);
        expect(sim.deliveries.map((d) => [d.body, d.attempt, d.status])).toEqual([
          [{ event: 'live.start_session', payload: { id } }, 1, 500],
          [{ event: 'live.start_session', payload: { id } }, 2, 200],
          [{ event: 'live.start_recording', payload: { id } }, 1, 200],
        ]);
      } finally {
        await flaky.close();
      }
    });

    it('runs the pre-recorded lifecycle: created, success callback with the result', async () => {
      sim.setAccountWebhook(`${hooks.url}/account`);
      const res = await post('/v2/pre-recorded', {
        audio_url: 'https://example.com/a.wav',
        callback_url: `${hooks.url}/cb`,
      });
      expect(res.status).toBe(201);
      const { id, result_url } = await readJson<{ id: string; result_url: string }>(res);
      expect(result_url).toBe(`${sim.url}/v2/pre-recorded/${id}`);
      await sim.webhooksIdle();
      await sim.completeJob(id, 'done');
      expect(hooks.received.map((h) => [h.path, h.body])).toEqual([
        ['/account', { event: 'transcription.created', payload: { id } }],
        ['/account', { event: 'transcription.success', payload: { id } }],
        [
          '/cb',
          {
            id,
            event: 'transcription.success',
            payload: expect.objectContaining({ metadata: expect.any(Object) }),
          },
        ],
      ]);
      expect(await getJson(`/v2/pre-recorded/${id}`)).toMatchObject({
        status: 'done',
        kind: 'pre-recorded',
        result: expect.any(Object),
      });
    });

    it('sends transcription.error with an `error` object to the callback', async () => {
      const { id } = await readJson<{ id: string }>(
        await post('/v2/transcription', {
          audio_url: 'https://example.com/a.wav',
          callback_url: hooks.url,
        }),
      );
      await fetch(`${sim.url}/__sim/pre-recorded/${id}/complete?wait=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"status":"error"}',
      });
      expect(hooks.received.map((h) => h.body)).toEqual([
        { id, event: 'transcription.error', error: { code: 500, message: expect.any(String) } },
      ]);
      expect(await getJson(`/v2/transcription/${id}`)).toMatchObject({
        status: 'error',
        error_code: 500,
      });
    });
  });

  describe('pre-recorded, deprecated transcription and upload', () => {
    it('requires audio_url', async () => {
      const res = await post('/v2/pre-recorded', { diarization: true });
      expect(res.status).toBe(400);
      expect((await readJson(res)).validation_errors).toEqual(['Field "audio_url" is required']);
    });

    it('checks the add-ons’ configurations as the spec has them', async () => {
      const res = await post('/v2/pre-recorded', {
        audio_url: 'https://example.com/a.wav',
        translation: true,
        translation_config: { target_languages: ['klingon'] },
        audio_to_llm: true,
        audio_to_llm_config: {},
      });
      expect(res.status).toBe(400);
      const errors = (await readJson<{ validation_errors: string[] }>(res)).validation_errors;
      expect(errors).toEqual([
        expect.stringMatching(/^Field "translation_config.target_languages\[0\]" must be one of/),
        'Field "audio_to_llm_config.prompts" is required',
      ]);
    });

    it('answers each add-on asked for, from the meeting, deterministically', async () => {
      const made = await readJson<{ id: string }>(
        await post('/v2/pre-recorded', {
          audio_url: 'https://example.com/a.wav',
          diarization: true,
          summarization: true,
          summarization_config: { type: 'concise' },
          chapterization: true,
          named_entity_recognition: true,
          sentiment_analysis: true,
          translation: true,
          translation_config: { target_languages: ['fr'] },
          audio_to_llm: true,
          audio_to_llm_config: { prompts: ['Who spoke?'] },
        }),
      );
      await sim.completeJob(made.id);
      const { result } = (await getJson(`/v2/pre-recorded/${made.id}`)) as { result: any };
      expect(result.summarization.results).toMatch(/^\(concise\) Hello everyone\./);
      expect(result.chapters.results.chapters.map((c: any) => c.start)).toEqual([1, 11]);
      expect(JSON.parse(result.named_entity_recognition.entity)).toHaveLength(2);
      expect(JSON.parse(result.sentiment_analysis.results)).toHaveLength(4);
      expect(result.translation.results[0].utterances[0].text).toMatch(/^\[fr\] Hello/);
      expect(result.audio_to_llm.results[0].results.prompt).toBe('Who spoke?');
    });

    it('lists both kinds under /v2/transcription and filters by kind', async () => {
      const live = await createLive();
      const pre = await readJson<{ id: string }>(
        await post('/v2/pre-recorded', { audio_url: 'https://example.com/a.wav' }),
      );
      const ids = async (path: string) =>
        ((await getJson(path)) as { items: { id: string }[] }).items.map((j) => j.id);
      expect(await ids('/v2/transcription')).toEqual([pre.id, live.id]);
      expect(await ids('/v2/transcription?kind=live')).toEqual([live.id]);
      expect(await ids('/v2/pre-recorded')).toEqual([pre.id]);
      expect((await fetch(`${sim.url}/v2/pre-recorded/${live.id}`, { headers: auth })).status).toBe(
        404,
      );
    });

    it('streams a multipart upload, counting bytes, then serves that many for a job on it', async () => {
      const size = 3 * 1024 * 1024 + 7;
      const boundary = 'sim-boundary-42';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="meeting.wav"\r\nContent-Type: audio/wav\r\n\r\n`;
      const tail = `\r\n--${boundary}--\r\n`;
      const res = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
        const req = request(
          `${sim.url}/v2/upload`,
          {
            method: 'POST',
            headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
          },
          (r) => {
            let body = '';
            r.on('data', (c: Buffer) => (body += c));
            r.on('end', () => resolve({ status: r.statusCode, body }));
          },
        );
        req.on('error', reject);
        req.write(head);
        const chunk = Buffer.alloc(64 * 1024, 0x2d); // '-' bytes near the boundary must not confuse the parser
        for (let left = size; left > 0; left -= chunk.length)
          req.write(chunk.subarray(0, Math.min(chunk.length, left)));
        req.end(tail);
      });
      expect(res.status).toBe(200);
      const upload = JSON.parse(res.body);
      expect(upload.audio_metadata).toMatchObject({
        filename: 'meeting.wav',
        extension: 'wav',
        size,
        number_of_channels: 1,
      });
      expect(upload.audio_url).toBe(`${sim.url}/file/${upload.audio_metadata.id}`);
      expect(sim.requests.at(-1)?.bodyBytes).toBe(head.length + size + tail.length);

      const job = await readJson<{ id: string }>(
        await post('/v2/pre-recorded', { audio_url: upload.audio_url }),
      );
      const file = await fetch(`${sim.url}/v2/pre-recorded/${job.id}/file`, { headers: auth });
      expect(file.headers.get('content-length')).toBe(String(size));
      await file.arrayBuffer();
    });

    it('accepts a JSON audio_url upload and rejects a multipart body without boundary', async () => {
      const ok = await post('/v2/upload', { audio_url: 'https://example.com/path/talk.mp3' });
      expect(ok.status).toBe(200);
      expect((await readJson(ok)).audio_metadata).toMatchObject({
        filename: 'talk.mp3',
        extension: 'mp3',
        source: 'https://example.com/path/talk.mp3',
      });
      // A malformed %-escape in the URL's file name is kept as it came, not a 500.
      const odd = await post('/v2/upload', { audio_url: 'https://example.com/path/t%E0%A4%A.mp3' });
      expect(odd.status).toBe(200);
      expect((await readJson(odd)).audio_metadata).toMatchObject({ filename: 't%E0%A4%A.mp3' });
      const bad = await fetch(`${sim.url}/v2/upload`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'multipart/form-data' },
        body: 'x',
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({
        message: 'Content-Type is missing Multipart Boundary.',
      });
    });
  });
});
