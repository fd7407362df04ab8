import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startBridge, type TestBridge } from '../support/bridge.js';
import { http } from '../support/http.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

const STT_KEY = `vendor-${randomBytes(16).toString('hex')}`;
const TOKEN = `hook-${randomBytes(16).toString('hex')}`;

/**
 * A hostile STT vendor: its job answers echo the bridge's callback URL (with the webhook token)
 * and key, compressed whatever the bridge asked for, and carry headers of every kind.
 */
async function startHostileVendor() {
  const seen: IncomingHttpHeaders[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(req.headers);
    const id = (req.url ?? '').split('/')[3];
    const body = gzipSync(
      JSON.stringify({
        id,
        status: 'done',
        request_params: { callback_config: { url: `https://bridge.test/webhooks/stt/${TOKEN}` } },
        debug: { key: STT_KEY },
      }),
    );
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      'content-length': body.length,
      server: 'vendor-httpd/1.2',
      'x-powered-by': 'PHP/5.1',
      via: '1.1 internal-cache',
      'x-amz-request-id': 'AMZ-123',
      'x-internal-shard': 'db-7',
      location: `https://bridge.test/webhooks/stt/${TOKEN}`,
      'content-disposition': `attachment; filename="${TOKEN}.json"`,
      etag: '"v1"',
      'retry-after': '5',
      'x-ratelimit-remaining': '9',
      'x-request-id': 'vendor-req-1',
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('security: secrets never reach callers or logs', () => {
  let vendor: Awaited<ReturnType<typeof startHostileVendor>>;
  let bridge: TestBridge;

  beforeAll(async () => {
    vendor = await startHostileVendor();
    bridge = await startBridge({
      STT_BASE_URL: vendor.url,
      STT_API_KEY: STT_KEY,
      WEBHOOK_TOKEN: TOKEN,
    });
  });
  afterAll(async () => {
    await bridge?.close();
    await vendor?.close();
  });

  const read = (method: string, path: string) =>
    fetch(`${bridge.url}${path}`, {
      method,
      headers: { ...bridge.admin, 'accept-encoding': 'gzip, deflate, br' },
    });

  it('masks compressed vendor answers, and asks the vendor for uncompressed ones', async () => {
    // The fast lane (GET one job) and Nest (DELETE) relay vendor answers alike.
    for (const [method, path] of [
      ['GET', '/v2/live/job-1'],
      ['DELETE', '/v2/pre-recorded/job-2'],
    ] as const) {
      vendor.seen.length = 0;
      const res = await read(method, path);
      const text = await res.text();
      expect(res.status).toBe(200);
      expect(JSON.parse(text)).toMatchObject({ id: expect.any(String), status: 'done' });
      expect(text).not.toContain(STT_KEY);
      expect(text).not.toContain(TOKEN);
      expect(vendor.seen[0]!['accept-encoding']).toBe('identity');
    }
  });

  it('passes through only an allowlist of vendor headers, masked, and no X-Powered-By', async () => {
    const res = await read('GET', '/v2/live/job-3');
    await res.text();
    const headers = Object.fromEntries(res.headers);
    for (const name of [
      'server',
      'x-powered-by',
      'via',
      'x-amz-request-id',
      'x-internal-shard',
      'location',
    ]) {
      expect(headers).not.toHaveProperty(name);
    }
    expect(headers).toMatchObject({
      etag: '"v1"',
      'retry-after': '5',
      'x-ratelimit-remaining': '9',
      'x-upstream-request-id': 'vendor-req-1',
      'content-type': 'application/json',
    });
    expect(headers['x-request-id']).not.toBe('vendor-req-1');
    expect(headers['content-disposition']).toMatch(/^attachment; filename="\*+\.json"$/);
    expect(JSON.stringify(headers)).not.toContain(TOKEN);

    const own = await http('GET', `${bridge.url}/me`, { headers: bridge.admin });
    expect(own.headers.get('x-powered-by')).toBeNull();
  });
});

describe('security: secrets in request targets stay out of the logs', () => {
  let db: TestDatabase;
  let server: ServerProcess | undefined;
  const adminKey = `admin-${randomBytes(20).toString('hex')}`;

  beforeAll(async () => {
    db = await createTestDatabase();
    server = await startServerProcess({
      ...db.env,
      LOG_LEVEL: 'info',
      WEBHOOK_TOKEN: TOKEN,
      BRIDGE_ADMIN_KEY: adminKey,
    });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await db?.drop();
  });

  it('redacts keys in query strings and the webhook token in paths of any case', async () => {
    const secrets = ['qs-key-1', 'qs-key-2', 'qs-key-3', 'qs-key-4', 'qs-key-5'];
    const query = `?key=${secrets[0]}&API_KEY=${secrets[1]}&token=${secrets[2]}&access_token=${secrets[3]}&apikey=${secrets[4]}&x=1`;
    const me = await http('GET', `${server!.url}/me${query}`);
    expect(me.status).toBe(401);
    const admin = await http('GET', `${server!.url}/me${query}`, {
      headers: { authorization: `Bearer ${adminKey}` },
    });
    expect(admin.status).toBe(200);
    // The last two are routed nowhere (the router does not decode the path): still redacted.
    for (const path of [
      `/WEBHOOKS/STT/${TOKEN}`,
      `/Webhooks/meeting-bot/${TOKEN}`,
      `/%77ebhooks/stt/${TOKEN}`,
      `/webhooks%2Fmeeting-bot%2F${TOKEN}`,
    ]) {
      const res = await http('POST', `${server!.url}${path}`, {
        headers: { 'content-type': 'application/json' },
        body: '{"event":',
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body.path).toMatch(/\[redacted\]$/);
      expect(res.text).not.toContain(TOKEN);
    }
    // Access log lines are written as the answers go out; wait for the last one.
    const deadline = Date.now() + 5_000;
    while (!server!.output().includes('meeting-bot') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const output = server!.output();
    expect(output).toContain('/me?');
    for (const secret of [...secrets, TOKEN]) expect(output).not.toContain(secret);
  });
});
