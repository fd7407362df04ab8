import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { http } from './support/http.js';
import { createJob, type ProxyFixture, startProxyFixture } from './transcription-fixture.js';

const errorShape = (status: number, path: string) => ({
  timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
  path,
  request_id: expect.any(String),
  statusCode: status,
  message: expect.any(String),
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('STT proxy: vendor errors pass through', () => {
  let fx: ProxyFixture;

  beforeAll(async () => {
    // Short enough for the timeout case, long enough that a busy machine's loopback call fits:
    // the bridge and the simulator share this test's process, and once a pause of it (a full
    // garbage collection in a worker that had run many files, on a saturated machine) outlasted
    // 2 s; a timer due by then runs before the socket's data, so a 429 was answered as a 504.
    fx = await startProxyFixture({ VENDOR_TIMEOUT_MS: '5000' });
  });
  afterAll(() => fx?.close());
  beforeEach(() => fx.stt.clearFaults());

  it("passes the vendor's 4xx validation answers through unchanged, recording nothing", async () => {
    const res = await http('POST', fx.url('/v2/live'), {
      headers: fx.alpha.headers,
      json: { model: 'huge', sample_rate: 12 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      path: '/v2/live',
      request_id: expect.stringMatching(/^G-/),
      message: 'Invalid request parameters',
      validation_errors: expect.arrayContaining([expect.stringContaining('model')]),
    });
    const malformed = await http('POST', fx.url('/v2/pre-recorded'), {
      headers: { ...fx.alpha.headers, 'content-type': 'application/json' },
      body: '{"audio_url": ',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.request_id).toMatch(/^G-/);
    const { PrismaService } = await import('../src/platform/database/prisma.service.js');
    expect(await fx.bridge.app.get(PrismaService).transcriptionJob.count()).toBe(0);
  });

  it('passes 429 through with Retry-After, and 5xx with their bodies', async () => {
    const { id } = await createJob(fx, fx.alpha, '/v2/live');
    fx.stt.addFault({ path: `/v2/live/${id}`, status: 429, headers: { 'retry-after': '7' } });
    const limited = await http('GET', fx.url(`/v2/live/${id}`), { headers: fx.alpha.headers });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(limited.body).toEqual(errorShape(429, `/v2/live/${id}`));
    expect(limited.body.request_id).toMatch(/^G-/);

    fx.stt.addFault({ path: '/v2/live', method: 'POST', status: 503, body: { message: 'down' } });
    const down = await http('POST', fx.url('/v2/live'), { headers: fx.alpha.headers, json: {} });
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ message: 'down' });

    fx.stt.addFault({ path: `/v2/live/${id}`, method: 'DELETE', status: 403 });
    const refused = await http('DELETE', fx.url(`/v2/live/${id}`), { headers: fx.alpha.headers });
    expect(refused.status).toBe(403);
    const still = await http('GET', fx.url(`/v2/live/${id}`), { headers: fx.alpha.headers });
    expect(still.status).toBe(200);
  });

  it('passes a list item error through instead of a wrong page', async () => {
    const { id } = await createJob(fx, fx.beta, '/v2/pre-recorded');
    fx.stt.addFault({
      path: `/v2/pre-recorded/${id}`,
      status: 429,
      headers: { 'retry-after': '2' },
    });
    const res = await http('GET', fx.url('/v2/pre-recorded'), { headers: fx.beta.headers });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('2');
  });

  it('answers 504 when the vendor does not answer in time', async () => {
    const { id } = await createJob(fx, fx.alpha, '/v2/live');
    fx.stt.addFault({ path: `/v2/live/${id}`, delayMs: 6_000 });
    const res = await http('GET', fx.url(`/v2/live/${id}`), { headers: fx.alpha.headers });
    expect(res.status).toBe(504);
    expect(res.body).toEqual(errorShape(504, `/v2/live/${id}`));
    expect(res.text).not.toContain(fx.sttKey);
  });

  it('answers 502 when the vendor breaks off a JSON answer, and serves the next read', async () => {
    const { id } = await createJob(fx, fx.alpha, '/v2/live');
    fx.stt.addFault({ path: `/v2/live/${id}`, resetAfterBytes: 20, times: 1 });
    const cut = await http('GET', fx.url(`/v2/live/${id}`), { headers: fx.alpha.headers });
    expect(cut.status).toBe(502);
    expect(cut.body).toEqual(errorShape(502, `/v2/live/${id}`));
    const whole = await http('GET', fx.url(`/v2/live/${id}`), { headers: fx.alpha.headers });
    expect(whole.status).toBe(200);
    expect(whole.body).toMatchObject({ id });
  });

  it('closes the connection when the vendor breaks off a download half-way', async () => {
    const { id } = await createJob(fx, fx.alpha, '/v2/pre-recorded');
    fx.stt.setAudioSize(id, 4 * 1024 * 1024);
    fx.stt.addFault({ path: `/v2/pre-recorded/${id}/file`, resetAfterBytes: 100_000 });
    const outcome = await new Promise<{ status: number; received: number; error: boolean }>(
      (resolve) => {
        request(fx.url(`/v2/pre-recorded/${id}/file`), { headers: fx.alpha.headers }, (res) => {
          let received = 0;
          res.on('data', (chunk: Buffer) => (received += chunk.length));
          res.on('end', () => resolve({ status: res.statusCode!, received, error: false }));
          res.on('error', () => resolve({ status: res.statusCode!, received, error: true }));
        }).end();
      },
    );
    expect(outcome.status).toBe(200);
    expect(outcome.error).toBe(true);
    expect(outcome.received).toBeLessThan(4 * 1024 * 1024);
  });
});

describe('STT proxy: vendor unreachable', () => {
  let bridge: TestBridge;
  let key: string;

  beforeAll(async () => {
    bridge = await startBridge({
      STT_BASE_URL: `http://127.0.0.1:${await closedPort()}`,
      STT_API_KEY: 'vendor-key-never-shown',
    });
    ({ key } = await mintTeam(bridge.url, bridge.admin, 'gamma'));
  });
  afterAll(() => bridge?.close());

  it("answers 502 in the vendor's error shape, on creation and on uploads", async () => {
    const create = await http('POST', `${bridge.url}/v2/live`, {
      headers: { authorization: `Bearer ${key}` },
      json: {},
    });
    expect(create.status).toBe(502);
    expect(create.body).toEqual(errorShape(502, '/v2/live'));
    expect(create.text).not.toContain('vendor-key-never-shown');
    expect(create.text).not.toContain('127.0.0.1');

    const upload = await http('POST', `${bridge.url}/v2/upload`, {
      headers: { 'x-service-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ audio_url: 'https://a.example/x.wav' }),
    });
    expect(upload.status).toBe(502);
    expect(upload.body.statusCode).toBe(502);

    const metrics = await http('GET', `${bridge.url}/metrics`);
    expect(metrics.text).toMatch(/stt_proxy_upstream_failures_total\{reason="network"\} [1-9]/);
  });
});
