import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import {
  type MeetingBotSimulator,
  startMeetingBotSimulator,
  startSttSimulator,
  type SttSimulator,
} from '../simulators/index.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { MetricsService } from '../src/platform/metrics/metrics.service.js';
import { SttClient } from '../src/platform/vendors/stt.client.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';
import { databaseKind } from './support/database.js';
import { ROOT } from './support/processes.js';
import { freePort } from './support/server-process.js';
import { itemsAnHourOld } from './support/queue-fixtures.js';

const MB_KEY = 'mb-key-for-metrics-0123456789';
const STT_KEY = 'stt-key-for-metrics-0123456789';
const TOKEN = randomBytes(16).toString('hex');
const MEET = 'https://meet.google.com/abc-defg-hij';
const QUEUES = ['inbox', 'archives', 'deliveries', 'deletions', 'retranscriptions'];

/** One sample of a scrape: `name{labels} value`, labels matched exactly; undefined if absent. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const found = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]),
    );
    if (
      JSON.stringify(found, Object.keys(found).sort()) ===
      JSON.stringify(labels, Object.keys(labels).sort())
    ) {
      return Number(m[3]);
    }
  }
  return undefined;
}

/** A loopback port nothing listens on: deliveries to it fail at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The series an operator alerts on, after a scripted day: bots that complete, fail and are
 * refused; an archive; a retranscription the vendor never finishes; a deletion the vendor keeps
 * failing; deliveries to an endpoint that is down; a vendor that goes away. Read from a running
 * bridge's /metrics, with the database readings uncached (a read per scrape).
 */
describe('metrics an operator alerts on', () => {
  let stt: SttSimulator;
  let mb: MeetingBotSimulator;
  let bridge: TestBridge;
  let prisma: PrismaService;
  let team: { id: string; key: string };
  const scrape = async () => (await http('GET', `${bridge.url}/metrics`)).text;
  const call = (method: string, path: string, json?: unknown) =>
    http(method, `${bridge.url}${path}`, { headers: bearer(team.key), json });

  beforeAll(async () => {
    stt = await startSttSimulator({ apiKey: STT_KEY });
    mb = await startMeetingBotSimulator({
      apiKey: MB_KEY,
      stt: { baseUrl: stt.url, keyHeader: 'x-service-key' },
      webhookRetryDelaysMs: [50],
    });
    bridge = await startBridge({
      PORT: String(await freePort()),
      MEETING_BOT_BASE_URL: mb.url,
      MEETING_BOT_API_KEY: MB_KEY,
      STT_BASE_URL: stt.url,
      STT_API_KEY: STT_KEY,
      WEBHOOK_TOKEN: TOKEN,
      MEETING_BOT_API_VERSION: 'v1',
      OUTBOUND_ALLOW_PRIVATE: 'true',
      EVENT_ENDPOINT_ALLOW_PRIVATE: 'true',
      // A failed delivery is tried again in an hour: its message waits meanwhile.
      EVENT_RETRY_SCHEDULE: '0,1h',
      VENDOR_TIMEOUT_MS: '2000',
      ARCHIVE_POLL_INTERVAL_MS: '50',
      BRIDGE_ROLES: 'api,events,archive',
      DELETION_BACKOFF_BASE_MS: '60000',
      DELETION_BACKOFF_MAX_MS: '60000',
    });
    bridge.app.get(MetricsService).readingMaxAgeMs = 0;
    prisma = bridge.app.get(PrismaService);
    team = await mintTeam(bridge.url, bridge.admin, 'metrics-team');
    mb.setAccountWebhook(`${bridge.url}/webhooks/meeting-bot/${TOKEN}`);
  });
  afterAll(async () => {
    await bridge?.close();
    await mb?.close();
    // The last test has closed it already.
    await stt?.close().catch(() => undefined);
  });

  async function newBot() {
    const created = await call('POST', '/bots', { meeting_url: MEET });
    expect(created.status).toBe(201);
    return created.body as { id: string; upstream_bot_id: string };
  }

  it('names the release, and says the replica and its dependencies are ready', async () => {
    const text = await scrape();
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    // Run from the sources, the build's commit is unknown (the compiled server's is tested in
    // server-process).
    expect(sample(text, 'build_info', { version: pkg.version, commit: 'unknown' })).toBe(1);
    expect(sample(text, 'ready')).toBe(1);
    expect(sample(text, 'dependency_ready', { dependency: 'database' })).toBe(1);
    expect(sample(text, 'dependency_ready', { dependency: 'storage' })).toBe(1);
    for (const queue of QUEUES) {
      expect({ queue, items: sample(text, 'queue_items', { queue }) }).toEqual({ queue, items: 0 });
      expect(sample(text, 'queue_oldest_item_age_seconds', { queue })).toBe(0);
    }
    // The pool's series, on PostgreSQL; the embedded database has no pool.
    if (databaseKind === 'postgres') {
      expect(sample(text, 'database_pool_max')).toBe(10);
      const open =
        sample(text, 'database_pool_connections', { state: 'in_use' })! +
        sample(text, 'database_pool_connections', { state: 'idle' })!;
      expect(open).toBeGreaterThanOrEqual(1);
      expect(open).toBeLessThanOrEqual(10);
      expect(sample(text, 'database_pool_waiting')).toBe(0);
    } else {
      expect(sample(text, 'database_pool_max')).toBeUndefined();
    }
  });

  it('counts bots by how they ended, archive tasks by state, and the vendor calls', async () => {
    const port = await closedPort();
    const endpoint = await call('POST', '/webhook-endpoints', { url: `http://127.0.0.1:${port}/` });
    expect(endpoint.status).toBe(201);

    const completed = await newBot();
    await mb.runBotLifecycle(completed.upstream_bot_id, { stepMs: 5 });
    const failed = await newBot();
    await mb.sendBotEvents(failed.upstream_bot_id, ['joining_call', 'failed'], { delayMs: 5 });
    mb.addFault({ method: 'POST', path: '/bots/', status: 400, body: { message: 'no' } });
    expect((await call('POST', '/bots', { meeting_url: MEET })).status).toBe(400);

    const text = await eventually(async () => {
      const now = await scrape();
      const archived = sample(now, 'archive_tasks', { state: 'archived' }) ?? 0;
      const ended = sample(now, 'bots_ended_total', { outcome: 'failed' }) ?? 0;
      return archived >= 1 && ended === 1 ? now : '';
    }, 15_000);
    expect(sample(text, 'bots_ended_total', { outcome: 'complete' })).toBe(1);
    expect(sample(text, 'bots_ended_total', { outcome: 'create_failed' })).toBe(1);
    expect(sample(text, 'archive_tasks', { state: 'pending' })).toBe(0);
    expect(sample(text, 'archive_tasks', { state: 'failed' })).toBe(0);

    expect(sample(text, 'vendor_up', { vendor: 'meeting_bot' })).toBe(1);
    const calls = (outcome: string) =>
      sample(text, 'vendor_requests_total', { vendor: 'meeting_bot', outcome }) ?? 0;
    expect(calls('ok')).toBeGreaterThanOrEqual(2);
    expect(calls('rejected')).toBe(1);
    const outcomes = [
      'ok',
      'rejected',
      'rate_limited',
      'unauthorized',
      'unavailable',
      'timeout',
      'unreachable',
    ];
    expect(sample(text, 'vendor_request_duration_seconds_count', { vendor: 'meeting_bot' })).toBe(
      outcomes.reduce((sum, outcome) => sum + calls(outcome), 0),
    );

    // The team's events wait for the endpoint that refused them, for an hour.
    const waiting = await eventually(async () => {
      const now = await scrape();
      return (sample(now, 'queue_items', { queue: 'deliveries' }) ?? 0) > 0 ? now : '';
    });
    expect(sample(waiting, 'queue_oldest_item_age_seconds', { queue: 'deliveries' })).toBeLessThan(
      60,
    );
    await prisma.$executeRaw`
      UPDATE webhook_messages SET created_at = now() - interval '2 hours' WHERE status = 'pending'`;
    const aged = sample(await scrape(), 'queue_oldest_item_age_seconds', { queue: 'deliveries' })!;
    expect(aged).toBeGreaterThanOrEqual(7200);
    expect(aged).toBeLessThan(7260);
    // A disabled endpoint's messages wait for it to be enabled: they are not a backlog.
    const disabled = await call('PATCH', `/webhook-endpoints/${endpoint.body.id}`, {
      disabled: true,
    });
    expect(disabled.status).toBe(200);
    const after = await scrape();
    expect(sample(after, 'queue_items', { queue: 'deliveries' })).toBe(0);
    expect(sample(after, 'queue_oldest_item_age_seconds', { queue: 'deliveries' })).toBe(0);
    expect(sample(after, 'event_endpoints_disabled')).toBe(1);
    mb.clearFaults();

    // A retranscription the vendor never finishes stays accepted, and its age shows.
    const asked = await http('POST', `${bridge.url}/admin/retranscriptions`, {
      headers: bridge.admin,
      json: { bot_uuid: completed.upstream_bot_id },
    });
    expect(asked.status).toBe(202);
    await prisma.$executeRaw`UPDATE retranscriptions SET created_at = now() - interval '1 hour'`;
    const stuck = await scrape();
    expect(sample(stuck, 'queue_items', { queue: 'retranscriptions' })).toBe(1);
    const stuckAge = sample(stuck, 'queue_oldest_item_age_seconds', { queue: 'retranscriptions' })!;
    expect(stuckAge).toBeGreaterThanOrEqual(3600);
    expect(stuckAge).toBeLessThan(3660);

    // A deletion the vendor keeps failing waits for its next attempt, a minute away.
    mb.addFault({
      method: 'POST',
      path: `/bots/${completed.upstream_bot_id}/delete_data`,
      status: 503,
      times: -1,
    });
    expect((await call('DELETE', `/bots/${completed.id}/data`)).status).toBe(202);
    await eventually(async () => {
      const row = await prisma.dataDeletion.findFirst({ where: { botId: completed.id } });
      return row && row.attempts > 0 && row.leaseOwner === null;
    });
    await prisma.$executeRaw`UPDATE data_deletions SET created_at = now() - interval '30 minutes'`;
    const deleting = await scrape();
    expect(sample(deleting, 'queue_items', { queue: 'deletions' })).toBe(1);
    const deletionAge = sample(deleting, 'queue_oldest_item_age_seconds', { queue: 'deletions' })!;
    expect(deletionAge).toBeGreaterThanOrEqual(1800);
    expect(deletionAge).toBeLessThan(1860);
    expect(
      sample(deleting, 'data_deletion_steps_total', { target: 'meeting_bot', outcome: 'retry' }),
    ).toBeGreaterThanOrEqual(1);
    // The vendor's last answer to this replica was a 503; the next call it answers sets it up.
    expect(sample(deleting, 'vendor_up', { vendor: 'meeting_bot' })).toBe(0);
    mb.clearFaults();
    await newBot();
    expect(sample(await scrape(), 'vendor_up', { vendor: 'meeting_bot' })).toBe(1);
  });

  it('reports the inbox and archive backlogs by their oldest item', async () => {
    // An event and a task that wait for a retry an hour away, received and made an hour ago.
    await itemsAnHourOld(prisma, team.id);
    const text = await scrape();
    for (const queue of ['inbox', 'archives']) {
      expect({ queue, items: sample(text, 'queue_items', { queue }) }).toEqual({ queue, items: 1 });
      const age = sample(text, 'queue_oldest_item_age_seconds', { queue })!;
      expect(age).toBeGreaterThanOrEqual(3600);
      expect(age).toBeLessThan(3660);
    }
    expect(sample(text, 'webhook_events_pending')).toBe(1);
    expect(sample(text, 'archive_tasks', { state: 'pending' })).toBe(1);
  });

  it("shows a vendor down by the bridge's own calls", async () => {
    await stt.close();
    // A call of the bridge's own (the vendor health probe makes this one).
    await expect(bridge.app.get(SttClient).probe()).rejects.toThrow();
    const text = await scrape();
    expect(sample(text, 'vendor_up', { vendor: 'stt' })).toBe(0);
    expect(
      sample(text, 'vendor_requests_total', { vendor: 'stt', outcome: 'unreachable' }),
    ).toBeGreaterThanOrEqual(1);
  });
});
