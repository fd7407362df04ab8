import { PrismaService } from '../src/platform/database/prisma.service.js';
import { sttCallbackToken } from '../src/platform/vendors/webhook-tokens.js';
import { http } from './support/http.js';
import { createJob, type ProxyFixture, startProxyFixture } from './transcription-fixture.js';

describe('STT proxy: paths, keys and job records', () => {
  let fx: ProxyFixture;
  const prisma = () => fx.bridge.app.get(PrismaService);
  /** Everything the vendor received since the last clear, minus the simulator's own routes. */
  const vendorSaw = () => fx.stt.requests.map((r) => ({ method: r.method, path: r.path }));

  beforeAll(async () => {
    fx = await startProxyFixture({ JSON_BODY_LIMIT: '64kb' });
  });
  afterAll(() => fx?.close());
  beforeEach(() => fx.stt.clearRequests());

  /** No request reached the vendor with a bridge key, and each carried the vendor key. */
  function expectOnlyVendorKey() {
    expect(fx.stt.requests.length).toBeGreaterThan(0);
    for (const request of fx.stt.requests) {
      expect(request.headers['x-service-key']).toBe(fx.sttKey);
      expect(request.headers.authorization).toBeUndefined();
      expect(request.headers.cookie).toBeUndefined();
      expect(JSON.stringify(request.headers)).not.toContain(fx.alpha.key);
    }
  }

  it('creates a live session with either way of presenting the key, recording the job', async () => {
    // Paths in any case, as the router matches them: the JSON body streams to the vendor.
    for (const [path, headers] of [
      ['/v2/live', fx.alpha.headers],
      ['/v2/live', fx.alpha.sttHeaders],
      ['/V2/live', fx.alpha.sttHeaders],
    ] as const) {
      const res = await http('POST', fx.url(path), {
        headers: { ...headers, cookie: 'session=abc' },
        json: { model: 'fast', custom_metadata: { user: 'ada' } },
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.any(String), url: expect.stringMatching(/^ws:\/\//) });
      // The WebSocket goes straight to the vendor: its URL is the vendor's.
      expect(res.body.url.startsWith(fx.stt.url.replace('http', 'ws'))).toBe(true);
      const job = await prisma().transcriptionJob.findFirstOrThrow({
        where: { upstreamId: res.body.id },
      });
      expect(job).toMatchObject({
        kind: 'live',
        teamId: fx.alpha.id,
        botId: null,
        status: 'queued',
      });
    }
    expectOnlyVendorKey();
  });

  it("adds a lifecycle callback to the bridge when the caller configured none, with the team's own token", async () => {
    const { id } = await createJob(fx, fx.alpha, '/v2/live', { model: 'fast' });
    const sent = fx.stt.requests.find((r) => r.method === 'POST')!.body as any;
    const url = `http://127.0.0.1:0/webhooks/stt/${sttCallbackToken(fx.webhookToken, fx.alpha.id)}`;
    expect(sent).toEqual({
      model: 'fast',
      callback: true,
      callback_config: expect.objectContaining({
        url,
        receive_lifecycle_events: true,
        receive_final_transcripts: false,
      }),
    });
    expect(fx.stt.getJob(id)!.callbackUrl).not.toContain(fx.webhookToken);

    // The team sees its own callback URL; WEBHOOK_TOKEN is nowhere in it.
    const read = await http('GET', fx.url(`/v2/live/${id}`), { headers: fx.alpha.headers });
    expect(read.status).toBe(200);
    expect(read.body.request_params.callback).toBe(true);
    expect(read.text).not.toContain(fx.webhookToken);
    expect(read.body.request_params.callback_config.url).toBe(url);
  });

  it('keeps a callback the caller configured, byte for byte', async () => {
    const body = JSON.stringify({
      callback: true,
      callback_config: { url: 'https://team.example/hook', receive_final_transcripts: true },
    });
    const res = await http('POST', fx.url('/v2/live'), {
      headers: { ...fx.alpha.headers, 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(201);
    expect(fx.stt.getJob(res.body.id)!.callbackUrl).toBe('https://team.example/hook');
    const sent = fx.stt.requests.find((r) => r.method === 'POST')!;
    expect(sent.bodyBytes).toBe(Buffer.byteLength(body));
  });

  it('reads, amends, downloads and deletes a live job', async () => {
    const { id } = await createJob(fx, fx.alpha, '/v2/live');
    const get = await http('GET', fx.url(`/v2/live/${id}`), { headers: fx.alpha.sttHeaders });
    expect(get.status).toBe(200);
    expect(get.body).toMatchObject({ id, kind: 'live', status: 'queued' });

    const patch = await http('PATCH', fx.url(`/v2/live/${id}`), {
      headers: fx.alpha.headers,
      json: { custom_metadata: { note: 'amended' } },
    });
    expect(patch.status).toBe(204);
    expect(fx.stt.getJob(id)!.customMetadata).toEqual({ note: 'amended' });

    const early = await http('GET', fx.url(`/v2/live/${id}/file`), { headers: fx.alpha.headers });
    expect(early.status).toBe(404);
    // Not awaited: that would wait for the callback deliveries to the bridge (not listening here).
    void fx.stt.endSession(id);
    const file = await fetch(fx.url(`/v2/live/${id}/file`), { headers: fx.alpha.headers });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect((await file.arrayBuffer()).byteLength).toBe(256 * 1024);

    const del = await http('DELETE', fx.url(`/v2/live/${id}`), { headers: fx.alpha.headers });
    expect(del.status).toBe(202);
    const job = await prisma().transcriptionJob.findFirstOrThrow({ where: { upstreamId: id } });
    expect(job.deletedAt).toBeInstanceOf(Date);
    const after = await http('GET', fx.url(`/v2/live/${id}`), { headers: fx.alpha.headers });
    expect(after.status).toBe(404);
    expect(vendorSaw()).toEqual([
      { method: 'POST', path: '/v2/live' },
      { method: 'GET', path: `/v2/live/${id}` },
      { method: 'PATCH', path: `/v2/live/${id}` },
      { method: 'GET', path: `/v2/live/${id}/file` },
      { method: 'GET', path: `/v2/live/${id}/file` },
      { method: 'DELETE', path: `/v2/live/${id}` },
    ]);
    expectOnlyVendorKey();
  });

  it('creates pre-recorded jobs whose result_url points at the bridge', async () => {
    for (const path of ['/v2/pre-recorded', '/v2/transcription'] as const) {
      const created = await createJob(fx, fx.alpha, path, { diarization: true });
      expect(created.result_url).toBe(`${fx.bridge.url}${path}/${created.id}`);
      const result = await http('GET', created.result_url!, { headers: fx.alpha.headers });
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ id: created.id, kind: 'pre-recorded' });
      const job = await prisma().transcriptionJob.findFirstOrThrow({
        where: { upstreamId: created.id },
      });
      expect(job.kind).toBe(path === '/v2/pre-recorded' ? 'pre_recorded' : 'legacy');
    }
  });

  it('serves every route of the pre-recorded and the deprecated group', async () => {
    for (const path of ['/v2/pre-recorded', '/v2/transcription'] as const) {
      const { id } = await createJob(fx, fx.alpha, path);
      const get = await http('GET', fx.url(`${path}/${id}`), { headers: fx.alpha.headers });
      expect(get.body).toMatchObject({ id, status: 'queued' });
      const file = await fetch(fx.url(`${path}/${id}/file`), { headers: fx.alpha.headers });
      expect(file.status).toBe(200);
      expect((await file.arrayBuffer()).byteLength).toBe(256 * 1024);
      const list = await http('GET', fx.url(`${path}?limit=1`), { headers: fx.alpha.headers });
      expect(list.status).toBe(200);
      expect(list.body.items.map((j: any) => j.id)).toEqual([id]);
      const del = await http('DELETE', fx.url(`${path}/${id}`), { headers: fx.alpha.headers });
      expect(del.status).toBe(202);
      expect(fx.stt.getJob(id)).toBeUndefined();
    }
    // The deprecated group also reads live jobs, as the vendor's does.
    const live = await createJob(fx, fx.alpha, '/v2/live');
    const read = await http('GET', fx.url(`/v2/transcription/${live.id}`), {
      headers: fx.alpha.headers,
    });
    expect(read.body).toMatchObject({ id: live.id, kind: 'live' });
    expectOnlyVendorKey();
  });

  it('uploads audio as multipart and registers audio by URL', async () => {
    const form = new FormData();
    form.append('audio', new Blob([Buffer.alloc(5000, 1)]), 'call.wav');
    const multipart = await fetch(fx.url('/v2/upload'), {
      method: 'POST',
      headers: fx.alpha.sttHeaders,
      body: form,
    });
    expect(multipart.status).toBe(200);
    const uploaded = (await multipart.json()) as any;
    expect(uploaded.audio_metadata).toMatchObject({ filename: 'call.wav', size: 5000 });

    const byUrl = await http('POST', fx.url('/v2/upload'), {
      headers: fx.alpha.headers,
      json: { audio_url: 'https://audio.example/meeting.mp3' },
    });
    expect(byUrl.status).toBe(200);
    expect(byUrl.body.audio_metadata).toMatchObject({ filename: 'meeting.mp3' });

    // The uploaded file feeds a job through the bridge like any other audio_url.
    const job = await createJob(fx, fx.alpha, '/v2/pre-recorded', {
      audio_url: uploaded.audio_url,
    });
    expect(fx.stt.getJob(job.id)!.audioSize).toBe(5000);
    expectOnlyVendorKey();
  });

  it('links a job to a bot of the team named in custom_metadata, and no other', async () => {
    const own = await fx.bot(fx.alpha.id);
    const foreign = await fx.bot(fx.beta.id);
    const { id } = await createJob(fx, fx.alpha, '/v2/live', {
      custom_metadata: { bridge_bot_id: own },
    });
    const job = await prisma().transcriptionJob.findFirstOrThrow({ where: { upstreamId: id } });
    expect(job.botId).toBe(own);
    // The vendor keeps custom_metadata as given.
    expect(fx.stt.getJob(id)!.customMetadata).toEqual({ bridge_bot_id: own });

    fx.stt.clearRequests();
    for (const bridgeBotId of [foreign, 'not-a-uuid']) {
      const res = await http('POST', fx.url('/v2/pre-recorded'), {
        headers: fx.alpha.headers,
        json: {
          audio_url: 'https://a.example/x.wav',
          custom_metadata: { bridge_bot_id: bridgeBotId },
        },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        validation_errors: [
          "custom_metadata.bridge_bot_id must be the id of one of your team's bots",
        ],
      });
    }
    expect(fx.stt.requests).toHaveLength(0);

    const relink = await fx.bot(fx.alpha.id);
    const patch = await http('PATCH', fx.url(`/v2/live/${id}`), {
      headers: fx.alpha.headers,
      json: { custom_metadata: { bridge_bot_id: relink } },
    });
    expect(patch.status).toBe(204);
    const relinked = await prisma().transcriptionJob.findFirstOrThrow({
      where: { upstreamId: id },
    });
    expect(relinked.botId).toBe(relink);
  });

  it('refuses job creation by the team-less admin key, and oversized create bodies', async () => {
    const admin = await http('POST', fx.url('/v2/live'), { headers: fx.bridge.admin, json: {} });
    expect(admin.status).toBe(403);
    const big = await http('POST', fx.url('/v2/pre-recorded'), {
      headers: fx.alpha.headers,
      json: { audio_url: 'https://a.example/x.wav', context_prompt: 'x'.repeat(100_000) },
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ statusCode: 413, path: '/v2/pre-recorded' });
    expect(fx.stt.requests).toHaveLength(0);
  });

  it('refuses callers without a valid bridge key before anything reaches the vendor', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { 'x-service-key': fx.sttKey },
      { authorization: 'Bearer nope' },
    ];
    for (const headers of attempts) {
      const res = await http('GET', fx.url('/v2/live'), { headers });
      expect(res.status).toBe(401);
      expect(res.text).not.toContain(fx.sttKey);
    }
    expect(fx.stt.requests).toHaveLength(0);
  });

  it('reads jobs on the fast path with the same key rules, request ids and metrics', async () => {
    const { id } = await createJob(fx, fx.alpha, '/v2/live');
    fx.stt.clearRequests();
    const refused: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong' },
      // As the guard: a present Authorization header is the only key looked at.
      { authorization: `Basic ${fx.alpha.key}`, 'x-service-key': fx.alpha.key },
    ];
    for (const headers of refused) {
      const res = await http('GET', fx.url(`/v2/live/${id}`), { headers });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ statusCode: 401, path: `/v2/live/${id}` });
    }
    expect(fx.stt.requests).toHaveLength(0);

    const read = await http('GET', fx.url(`/v2/live/${id}?x=1`), {
      headers: { ...fx.alpha.sttHeaders, 'x-request-id': 'poll-7' },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('x-request-id')).toBe('poll-7');
    // The vendor URL is built from the job id; the vendor's job routes take no query.
    expect(fx.stt.requests[0]).toMatchObject({
      path: `/v2/live/${id}`,
      headers: expect.objectContaining({ 'x-request-id': 'poll-7' }),
    });
    const malformed = await http('GET', fx.url('/v2/live/%E0%A4%A'), { headers: fx.alpha.headers });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);

    const metrics = await http('GET', fx.url('/metrics'));
    expect(metrics.text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/v2\/live\/:id",status_code="200"\} [1-9]/,
    );
  });

  it('never returns the vendor key or the webhook token, in headers or bodies', async () => {
    const { id } = await createJob(fx, fx.alpha, '/v2/live');
    const responses = await Promise.all([
      fetch(fx.url(`/v2/live/${id}`), { headers: fx.alpha.headers }),
      fetch(fx.url('/v2/live'), { headers: fx.alpha.headers }),
      fetch(fx.url('/v2/live/missing'), { headers: fx.bridge.admin }),
      fetch(fx.url('/v2/live?limit=0'), { headers: fx.alpha.headers }),
    ]);
    for (const res of responses) {
      const text = `${JSON.stringify([...res.headers])}${await res.text()}`;
      expect(text).not.toContain(fx.sttKey);
      expect(text).not.toContain(fx.webhookToken);
    }
  });
});
