import { connect } from 'node:net';
import { http } from '../support/http.js';
import { rawRequest } from '../support/raw-http.js';
import { createJob, type ProxyFixture, startProxyFixture } from '../transcription-fixture.js';

/** Long enough that a loaded machine answers well within it what must not wait for the body. */
const IDLE_MS = 2_000;

/** `{"a":{"a":…}}` nested `depth` deep. */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('security: hostile input answers 4xx, never 500 or a hang', () => {
  let fx: ProxyFixture;
  beforeAll(async () => {
    fx = await startProxyFixture({
      REQUEST_BODY_TIMEOUT_MS: String(IDLE_MS),
      REQUEST_BODY_MIN_RATE: '100',
    });
  });
  afterAll(() => fx?.close());
  beforeEach(() => fx.stt.clearRequests());

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    http('POST', fx.url(path), {
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  /** Headers of a chunked POST and one chunk of its body, which never ends. */
  const unfinished = (path: string, headers = '', type = 'application/json') =>
    `POST ${path} HTTP/1.1\r\nHost: a\r\nContent-Type: ${type}\r\n${headers}` +
    'Transfer-Encoding: chunked\r\n\r\n5\r\n{"a":\r\n';
  /** JSON the webhook fast lane leaves to its Nest twin. */
  const NEST_JSON = 'application/json; charset=utf-8; v=1';

  it('authenticates before reading bodies, and times idle bodies out with 408', async () => {
    expect((await post('/admin/teams', '{"name":')).status).toBe(401);
    expect(
      (await post('/admin/teams', JSON.stringify({ name: 'x'.repeat(1_200_000) }))).status,
    ).toBe(401);
    const hook = `/webhooks/stt/not-the-token`;
    for (const [path, type] of [
      ['/admin/teams', undefined],
      [hook, undefined],
      [hook, NEST_JSON],
      ['/webhooks/meeting-bot/not-the-token', undefined],
    ] as const) {
      const answer = await rawRequest(fx.bridge.url, unfinished(path, '', type), 5_000);
      expect({ path, status: answer.status }).toEqual({ path, status: 401 });
      expect(answer.ms).toBeLessThan(IDLE_MS);
    }

    const key = `Authorization: Bearer ${fx.bridge.adminKey}\r\n`;
    const team = `Authorization: Bearer ${fx.alpha.key}\r\n`;
    for (const [path, headers] of [
      ['/admin/teams', key],
      ['/v2/live', team],
      [`/webhooks/stt/${fx.webhookToken}`, ''],
    ] as const) {
      const answer = await rawRequest(fx.bridge.url, unfinished(path, headers), 10_000);
      expect({ path, status: answer.status }).toEqual({ path, status: 408 });
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 408, path: expect.any(String) });
      expect(answer.ms).toBeGreaterThanOrEqual(IDLE_MS - 50);
    }

    // Answered without its body being read: the idle body no longer holds the connection.
    const { hostname, port } = new URL(fx.bridge.url);
    const socket = connect({ host: hostname, port: Number(port) });
    const closed = new Promise<number>((resolve) =>
      socket.once('close', () => resolve(Date.now())),
    );
    socket.on('data', () => undefined);
    const sent = Date.now();
    socket.write(unfinished('/health/live').replace('POST', 'GET'));
    expect((await closed) - sent).toBeLessThan(10_000);
  });

  it('answers 408 to a body that trickles, and closes its connection', async () => {
    const { hostname, port } = new URL(fx.bridge.url);
    const socket = connect({ host: hostname, port: Number(port) });
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const body = JSON.stringify({ name: 'trickled' }).padEnd(400, ' ');
    socket.write(
      `POST /admin/teams HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${fx.bridge.adminKey}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // A byte every tenth of a second: never idle, far below REQUEST_BODY_MIN_RATE.
    const sent = Date.now();
    let at = 0;
    const trickle = setInterval(() => {
      if (at < body.length && !socket.destroyed) socket.write(body[at++]!);
    }, 100);
    try {
      await closed;
    } finally {
      clearInterval(trickle);
    }
    expect(Date.now() - sent).toBeLessThan(10 * IDLE_MS);
    expect(at).toBeLessThan(body.length);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/arrived slower than 100 bytes per second/);
  });

  it('refuses NUL, lone surrogates, huge integers and deep JSON with 400', async () => {
    const { id } = await createJob(fx, fx.alpha, '/v2/live');
    fx.stt.clearRequests();
    const admin = fx.bridge.admin;
    const team = fx.alpha.headers;
    const idRoutes: [string, string][] = [];
    for (const group of ['live', 'pre-recorded', 'transcription']) {
      idRoutes.push(['GET', `/v2/${group}/abc%00`], ['GET', `/v2/${group}/abc%00/file`]);
      idRoutes.push(['DELETE', `/v2/${group}/abc%00`], ['HEAD', `/v2/${group}/abc%00`]);
    }
    idRoutes.push(['PATCH', `/v2/live/${id}%00`], ['GET', `/v2/live/${id}%00`]);
    for (const [method, path] of idRoutes) {
      for (const headers of [admin, team]) {
        const res = await http(method, fx.url(path), { headers });
        expect({ method, path, status: res.status }).toEqual({ method, path, status: 400 });
      }
    }
    const queries = [
      '/bots?status=%00',
      '/bots?meeting_url=https://meet.google.com/%00',
      '/v2/live?offset=9223372036854775807',
      '/v2/pre-recorded?offset=9223372036854775807',
      '/v2/transcription?offset=99999999999999999999',
      '/admin/archives?offset=9223372036854775807',
      '/admin/archives?offset=1e30',
      '/admin/webhook-events?limit=1e2',
      '/bots?limit=1e2',
    ];
    for (const path of queries) {
      const res = await http('GET', fx.url(path), { headers: admin });
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.body.statusCode).toBe(400);
    }
    for (const name of ['nul\\u0000name', 'lone\\ud800', 'lone\\udc00 too']) {
      const res = await post(
        '/bots',
        `{"meeting_url":"https://meet.google.com/abc","bot_name":"${name}"}`,
        team,
      );
      expect({ name, status: res.status }).toEqual({ name, status: 400 });
    }
    // A well-formed surrogate pair is an ordinary character.
    const emoji = await post('/admin/teams', '{"name":"ok \\ud83d\\ude00"}', admin);
    expect(emoji.status).toBe(400);
    expect(emoji.body.message).toMatch(/name may hold/);

    const deep: [string, number, Record<string, string>][] = [
      ['/admin/teams', 3_000, admin],
      ['/bots', 3_000, team],
      ['/admin/retranscriptions', 3_000, admin],
      ['/v2/live', 5_000, team],
      [`/webhooks/stt/${fx.webhookToken}`, 5_000, {}],
      [`/webhooks/stt/${fx.webhookToken}`, 5_000, { 'content-type': NEST_JSON }],
    ];
    for (const [path, depth, headers] of deep) {
      const res = await post(path, nested(depth), headers);
      expect({ path, depth, status: res.status }).toEqual({ path, depth, status: 400 });
    }
    const shallow = await post(`/webhooks/stt/${fx.webhookToken}`, nested(60));
    expect(shallow.status).toBe(400);
    expect(shallow.body.message).not.toMatch(/deep/);
    expect(fx.stt.requests).toHaveLength(0);
  });

  it('bounds the vendor reads of one list request by its limit', async () => {
    for (let i = 0; i < 48; i++) await createJob(fx, fx.beta, '/v2/live');
    fx.stt.clearRequests();
    const res = await http('GET', fx.url('/v2/live?status=done&limit=1'), {
      headers: fx.beta.headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([]);
    expect(fx.stt.requests.length).toBeLessThanOrEqual(1 + 16);
  });

  it("refuses another team's upload URL as audio", async () => {
    const form = new FormData();
    form.append('audio', new Blob([Buffer.alloc(3000, 1)]), 'alpha.wav');
    const upload = await fetch(fx.url('/v2/upload'), {
      method: 'POST',
      headers: fx.alpha.headers,
      body: form,
    });
    expect(upload.status).toBe(200);
    const { audio_url: audioUrl } = (await upload.json()) as { audio_url: string };
    const variants = [
      audioUrl,
      `${audioUrl}?copy=1`,
      audioUrl.replace('http://', 'HTTP://'),
      audioUrl.replace(/[0-9a-f]{8}/, (hex) => hex.toUpperCase()),
    ];
    fx.stt.clearRequests();
    for (const path of ['/v2/pre-recorded', '/v2/transcription', '/v2/upload']) {
      for (const url of variants) {
        const res = await http('POST', fx.url(path), {
          headers: fx.beta.headers,
          json: { audio_url: url },
        });
        expect({ path, url, status: res.status }).toEqual({ path, url, status: 400 });
      }
    }
    expect(fx.stt.requests).toHaveLength(0);
    const own = await createJob(fx, fx.alpha, '/v2/pre-recorded', { audio_url: audioUrl });
    expect(fx.stt.getJob(own.id)!.audioSize).toBe(3000);
  });

  it('refuses dates and cursors it would not read with 400, on every route that takes them', async () => {
    const admin = fx.bridge.admin;
    const team = fx.alpha.headers;
    const endpoint = await http('POST', fx.url('/webhook-endpoints'), {
      headers: team,
      json: { url: 'http://127.0.0.1:9/hook' },
    });
    expect(endpoint.status).toBe(201);
    const dates = [
      '2026-327',
      '20261123',
      '2026-W47-1',
      '2026-11-23T00Z',
      '2026-11-23T00:00:00,5Z',
      '2026-02-30',
      '+275760-09-13',
    ];
    const dashes = Buffer.from(JSON.stringify(['2026-11-23T00:00:00.000Z', '-'.repeat(36)]));
    const farYear = Buffer.from(JSON.stringify(['-271821-04-20T00:00:00.000Z', fx.alpha.id]));
    const cursors = [dashes, farYear, Buffer.from('["1","x"]'), Buffer.from('[-1,1]')].map((b) =>
      b.toString('base64url'),
    );
    const reads: [string, Record<string, string>][] = [];
    for (const date of dates.map(encodeURIComponent)) {
      reads.push(
        [`/events?since=${date}`, team],
        [`/bots?created_after=${date}`, team],
        [`/bots?created_before=${date}`, team],
        [`/admin/audit?since=${date}`, admin],
        [`/usage?from=${date}`, team],
        [`/admin/usage?to=${date}`, admin],
      );
    }
    for (const cursor of cursors) {
      reads.push(
        [`/bots?cursor=${cursor}`, team],
        [`/events?cursor=${cursor}`, team],
        [`/webhook-endpoints/${endpoint.body.id}/deliveries?cursor=${cursor}`, team],
      );
    }
    // Search cursors whose rank no float4 holds (1e40 was a 500).
    for (const rank of ['1e40', '1e-50']) {
      const cursor = Buffer.from(JSON.stringify([rank, `${fx.alpha.id}/1`])).toString('base64url');
      reads.push([`/transcripts/search?q=orders&cursor=${cursor}`, team]);
    }
    // A recording link's token given twice (a 500 with no key at all).
    reads.push([`/recordings/${fx.alpha.id}/audio?token=a&token=b`, {}]);
    reads.push([`/recordings/${fx.alpha.id}/video?token=a&token=b`, {}]);
    for (const [path, headers] of reads) {
      const res = await http('GET', fx.url(path), { headers });
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.body.statusCode).toBe(400);
    }
    for (const since of dates) {
      const res = await http('POST', fx.url(`/webhook-endpoints/${endpoint.body.id}/replay`), {
        headers: team,
        json: { since },
      });
      expect({ since, status: res.status }).toEqual({ since, status: 400 });
    }
    const fine = await http('GET', fx.url('/events?since=2026-11-23T10:00:00%2B02:00'), {
      headers: team,
    });
    expect(fine.status).toBe(200);
  });

  it('streams a JSON body to the STT vendor whatever the case of /v2 in the path', async () => {
    fx.stt.clearRequests();
    for (const path of ['/V2/live', '/v2/LIVE', '/V2/Pre-Recorded']) {
      const body = path.toLowerCase().includes('pre')
        ? { audio_url: 'https://example.com/a.wav' }
        : { sample_rate: 16000 };
      const started = Date.now();
      const res = await http('POST', fx.url(path), { headers: fx.alpha.headers, json: body });
      expect({ path, status: res.status }).toEqual({ path, status: 201 });
      expect(Date.now() - started).toBeLessThan(IDLE_MS);
    }
    expect(fx.stt.requests.filter((r) => r.method === 'POST')).toHaveLength(3);
  });
});
