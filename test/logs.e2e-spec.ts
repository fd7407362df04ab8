import { randomBytes } from 'node:crypto';
import {
  startMeetingBotSimulator,
  startSttSimulator,
  type MeetingBotSimulator,
  type SttSimulator,
} from '../simulators/index.js';
import { STT_KEY } from './support/archive-fixtures.js';
import { bearer } from './support/bridge.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';

const MB_KEY = 'mb-key-for-the-logs-test-0123456';
type Line = Record<string, any>;

/**
 * The compiled server's JSON lines, as an operator's log store indexes them: one name for the
 * request id, the caller's key id and team, the bot or job a line is about, the route template,
 * level names and ISO times, the trace a request came with; and the trace goes on to the vendors.
 */
describe('logs an operator can query', () => {
  let db: TestDatabase;
  let stt: SttSimulator;
  let mb: MeetingBotSimulator;
  let server: ServerProcess | undefined;
  const admin = `admin-${randomBytes(24).toString('hex')}`;
  const webhookToken = randomBytes(20).toString('hex');

  beforeAll(async () => {
    db = await createTestDatabase();
    stt = await startSttSimulator({ apiKey: STT_KEY, webhookRetryDelaysMs: [] });
    mb = await startMeetingBotSimulator({ apiKey: MB_KEY });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await mb?.close();
    await stt?.close();
    await db?.drop();
  });

  it('names the request, the caller, the bot and the archived job as fields, and passes the trace on', async () => {
    server = await startServerProcess({
      ...db.env,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      BRIDGE_ADMIN_KEY: admin,
      WEBHOOK_TOKEN: webhookToken,
      STT_BASE_URL: stt.url,
      STT_API_KEY: STT_KEY,
      MEETING_BOT_BASE_URL: mb.url,
      MEETING_BOT_API_KEY: MB_KEY,
      ARCHIVE_POLL_INTERVAL_MS: '50',
      WEBHOOK_POLL_INTERVAL_MS: '100',
    });
    const team = await http('POST', `${server.url}/admin/teams`, {
      headers: bearer(admin),
      json: { name: 'logs' },
    });
    const minted = await http('POST', `${server.url}/admin/teams/${team.body.id}/keys`, {
      headers: bearer(admin),
      json: { name: 'logs-svc' },
    });
    const key = minted.body as { id: string; key: string };

    // A bot created in a trace: the vendor's call carries the trace, from a span of its own.
    const traceId = randomBytes(16).toString('hex');
    const callerSpan = randomBytes(8).toString('hex');
    const created = await http('POST', `${server.url}/bots`, {
      headers: {
        ...bearer(key.key),
        'x-request-id': 'logs-create-bot',
        traceparent: `00-${traceId}-${callerSpan}-01`,
        tracestate: 'vendor=opaque',
      },
      json: { meeting_url: 'https://meet.google.com/abc-defg-hij' },
    });
    expect(created.status).toBe(201);
    const create = mb.requests.find((r) => r.method === 'POST' && r.path === '/bots/');
    const sent = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(String(create!.headers.traceparent));
    expect(sent?.[1]).toBe(traceId);
    expect(sent?.[2]).not.toBe(callerSpan);
    expect(create!.headers.tracestate).toBe('vendor=opaque');
    // Untraced requests send none; a malformed traceparent is no trace.
    await http('GET', `${server.url}/bots/${created.body.id}`, {
      headers: { ...bearer(key.key), 'x-request-id': 'logs-read-bot', traceparent: '00-zz' },
    });

    // A live session archived once it ends: the worker's lines name the task and the job.
    const live = await http('POST', `${server.url}/v2/live`, {
      headers: bearer(key.key),
      json: { sample_rate: 16000 },
    });
    expect(live.status).toBe(201);
    await stt.endSession(live.body.id);
    await eventually(async () => /archived/.test(server!.output()), 20_000);
    expect(await server.stop('SIGTERM')).toBe(0);

    const output = server.output();
    // stdout's lines (the process's stderr, in the same output, has Node's own warnings).
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Line);
    for (const line of lines) {
      expect(typeof line.level).toBe('string');
      expect(new Date(line.time).toISOString()).toBe(line.time);
      expect(line).not.toHaveProperty('reqId');
      expect(line.req?.id).toBeUndefined();
    }
    const access = (id: string) => lines.find((l) => l.request_id === id && l.res);
    expect(access('logs-create-bot')).toMatchObject({
      level: 'info',
      route: '/bots',
      key_id: key.id,
      team_id: team.body.id,
      trace_id: traceId,
      res: { statusCode: 201 },
    });
    expect(access('logs-read-bot')).toMatchObject({
      route: '/bots/:id',
      bot_id: created.body.id,
      key_id: key.id,
    });
    expect(access('logs-read-bot')).not.toHaveProperty('trace_id');
    const admins = lines.filter((l) => l.res && l.key_id === 'BRIDGE_ADMIN_KEY');
    expect(admins.map((l) => l.route)).toEqual(['/admin/teams', '/admin/teams/:id/keys']);

    const archived = lines.find((l) => /archived/.test(String(l.msg)));
    expect(archived).toMatchObject({ level: 'info', archive_id: expect.any(String) });
    expect(archived!.job_id).toEqual(expect.any(String));
    expect(archived).not.toHaveProperty('request_id');

    for (const secret of [admin, key.key, STT_KEY, MB_KEY, webhookToken]) {
      expect(output).not.toContain(secret);
    }
  });
});
