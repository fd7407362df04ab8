import { request as httpRequest } from 'node:http';
import { ArchiveTasksService } from '../../src/archival/archive-tasks.service.js';
import { PrismaService } from '../../src/platform/database/prisma.service.js';
import { startMeetingBotSimulator, type MeetingBotSimulator } from '../../simulators/index.js';
import { bearer, mintTeam, startBridge, type TestBridge } from '../support/bridge.js';
import { eventually } from '../support/eventually.js';
import { http } from '../support/http.js';
import { rawRequest } from '../support/raw-http.js';
import { createJob, type ProxyFixture, startProxyFixture } from '../transcription-fixture.js';

/** A request with a Host header of the caller's choosing (fetch will not forge one). */
function withHost(url: string, host: string, headers: Record<string, string>, json?: unknown) {
  const body = json === undefined ? undefined : JSON.stringify(json);
  const method = body === undefined ? 'GET' : 'POST';
  const sent = { ...headers, host, ...(body ? { 'content-type': 'application/json' } : {}) };
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const req = httpRequest(url, { method, headers: sent }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('security: where the bridge connects', () => {
  // The default configuration, as in production: no private addresses for vendor redirects.
  let fx: ProxyFixture;
  beforeAll(async () => {
    fx = await startProxyFixture({
      OUTBOUND_ALLOW_PRIVATE: 'false',
      ARCHIVE_POLL_INTERVAL_MS: '50',
      ARCHIVE_BACKOFF_BASE_MS: '20',
      ARCHIVE_BACKOFF_MAX_MS: '40',
    });
  });
  afterAll(() => fx?.close());
  beforeEach(() => fx.stt.clearRequests());

  /** A live job of team alpha, ended, whose file the vendor redirects to its loopback storage. */
  async function redirectedJob() {
    const { id } = await createJob(fx, fx.alpha, '/v2/live');
    fx.stt.setAudioSize(id, 4096);
    void fx.stt.endSession(id);
    fx.stt.addFault({ path: `/v2/live/${id}/file`, redirectTo: 'file-origin', times: -1 });
    return id;
  }

  it('follows vendor redirects to public addresses only, for callers and for the archive', async () => {
    const id = await redirectedJob();
    fx.stt.fileOrigin.requests.length = 0;
    const res = await http('GET', fx.url(`/v2/live/${id}/file`), { headers: fx.alpha.headers });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ statusCode: 502, path: `/v2/live/${id}/file` });
    expect(res.text).not.toContain('127.0.0.1');

    // The session's end makes an archive task; its download is refused the same way.
    const prisma = fx.bridge.app.get(PrismaService);
    const job = await prisma.transcriptionJob.findFirstOrThrow({ where: { upstreamId: id } });
    await fx.bridge.app.get(ArchiveTasksService).ensureTask(job.id);
    const archive = await eventually(async () => {
      const row = await prisma.audioArchive.findUnique({ where: { jobId: job.id } });
      return row?.lastError ? row : null;
    }, 15_000);
    expect(archive!.state).not.toBe('archived');
    expect(archive!.lastError).toMatch(/not a public address/);
    expect(fx.stt.fileOrigin.requests).toHaveLength(0);
  });

  it('builds vendor URLs from the checked job id, never from the request target', async () => {
    const own = await createJob(fx, fx.alpha, '/v2/live');
    const other = await createJob(fx, fx.beta, '/v2/live');
    fx.stt.clearRequests();
    const auth = `Authorization: Bearer ${fx.alpha.key}\r\n`;
    const targets = [
      // Absolute form: the vendor's relative redirect would resolve against the caller's host.
      `http://evil.test/v2/live/${own.id}/file`,
      // Authorised for `own`, but a verbatim forward would name `other`.
      `/v2/live/${own.id}#/../${other.id}`,
      `/v2/live/${own.id}%23%2F..%2F${other.id}`,
      `/v2/live/${own.id}%2F..%2F${other.id}`,
      `/v2/live/..%5C${other.id}`,
      `/v2/live/%2e%2e/file`,
      `/v2/live/${own.id}%0A`,
      `/v2/pre-recorded/${own.id}%3Fx=1`,
    ];
    for (const target of targets) {
      const res = await rawRequest(
        fx.bridge.url,
        `GET ${target} HTTP/1.1\r\nHost: a\r\n${auth}\r\n`,
      );
      expect({ target, status: res.status }).toEqual({ target, status: 400 });
      expect(JSON.parse(res.body)).toMatchObject({ statusCode: 400 });
    }
    const aboutThem = fx.stt.requests.filter(
      (r) => /live\/(\.|%2e)/i.test(r.path) || r.path.includes(own.id) || r.path.includes(other.id),
    );
    expect(aboutThem).toHaveLength(0);
  });

  it('builds links in answers from its own address, never from the Host header', async () => {
    await createJob(fx, fx.alpha, '/v2/live');
    const list = await withHost(fx.url('/v2/live?limit=1'), 'evil.test', fx.alpha.headers);
    expect(list.status).toBe(200);
    expect(list.body.first).toMatch(new RegExp(`^${fx.bridge.url}/v2/live\\?`));
    expect(JSON.stringify(list.body)).not.toContain('evil.test');

    const { body: created } = await withHost(
      fx.url('/v2/pre-recorded'),
      'evil.test',
      fx.alpha.headers,
      {
        audio_url: 'https://audio.example/a.wav',
      },
    );
    expect(created.result_url).toMatch(new RegExp(`^${fx.bridge.url}/v2/pre-recorded/`));
  });
});

describe('security: vendor redirects limited to STT_FILE_REDIRECT_HOSTS', () => {
  let fx: ProxyFixture;
  beforeAll(async () => {
    fx = await startProxyFixture({
      OUTBOUND_ALLOW_PRIVATE: 'true',
      STT_FILE_REDIRECT_HOSTS: 'storage.example.com,*.cdn.example.com',
    });
  });
  afterAll(() => fx?.close());

  it('refuses a redirect to any other host', async () => {
    const { id } = await createJob(fx, fx.alpha, '/v2/live');
    void fx.stt.endSession(id);
    fx.stt.addFault({ path: `/v2/live/${id}/file`, redirectTo: 'file-origin' });
    fx.stt.fileOrigin.requests.length = 0;
    const res = await http('GET', fx.url(`/v2/live/${id}/file`), { headers: fx.alpha.headers });
    expect(res.status).toBe(502);
    expect(fx.stt.fileOrigin.requests).toHaveLength(0);
  });
});

describe('security: meeting URLs are forwarded as checked', () => {
  let sim: MeetingBotSimulator;
  let bridge: TestBridge;
  let key: string;
  beforeAll(async () => {
    sim = await startMeetingBotSimulator({ apiKey: 'mb-key-security-0123456789' });
    bridge = await startBridge({
      MEETING_BOT_BASE_URL: sim.url,
      MEETING_BOT_API_KEY: 'mb-key-security-0123456789',
    });
    ({ key } = await mintTeam(bridge.url, bridge.admin, 'meetings'));
  });
  afterAll(async () => {
    await bridge?.close();
    await sim?.close();
  });

  it('refuses ambiguous meeting URLs and forwards the normalised form', async () => {
    const refused = [
      'https://meet.google.com\\@evil.test/',
      'https:meet.google.com/abc',
      'https://meet.goo\tgle.com/abc',
      'https://meet.google.com\n/abc',
      'https://meet%2egoogle.com/abc',
      'https://meet.google.com:8443/abc',
      'https://a..zoom.us/j/1',
      'https://user@meet.google.com/abc',
      'https://meet.google.com./abc',
    ];
    for (const meetingUrl of refused) {
      const res = await http('POST', `${bridge.url}/bots`, {
        headers: bearer(key),
        json: { meeting_url: meetingUrl },
      });
      expect({ meetingUrl, status: res.status }).toEqual({ meetingUrl, status: 400 });
    }
    expect(sim.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    const res = await http('POST', `${bridge.url}/bots`, {
      headers: bearer(key),
      json: { meeting_url: 'HTTPS://Meet.Google.com:443/abc-defg-hij' },
    });
    expect(res.status).toBe(201);
    expect(res.body.meeting_url).toBe('https://meet.google.com/abc-defg-hij');
    const sent = sim.requests.find((r) => r.method === 'POST')!.body as { meeting_url: string };
    expect(sent.meeting_url).toBe('https://meet.google.com/abc-defg-hij');
  });
});
