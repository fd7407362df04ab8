/**
 * Query plans with a year of data. The year is the data-scale benchmark's seed at a small scale;
 * the planner is told to avoid sequential scans (`enable_seqscan = off`), so a plan that still
 * reads a large table sequentially has no index it could take, and would read the whole table
 * at production size. Every statement the bridge runs while it serves the API's list and read
 * routes and its metrics, runs a sweep, deletes a bot's data and offboards a team is planned so, and none may
 * scan a large table.
 */
import { Client } from 'pg';
import { contextOf, ROUTES } from '../bench/datascale/routes.js';
import { seedYear } from '../bench/datascale/seed.js';
import { MetricsService } from '../src/platform/metrics/metrics.service.js';
import { startBridge, type TestBridge } from './support/bridge.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';
import { checkPlans, StatementRecorder } from './support/query-plans.js';

/** The tables that grow with the bridge's use (and not with its configuration). */
const LARGE = new Set([
  'bots',
  'bot_status_changes',
  'transcription_jobs',
  'audio_archives',
  'bot_transcripts',
  'retranscriptions',
  'data_deletions',
  'team_events',
  'webhook_messages',
  'webhook_attempts',
  'webhook_events',
  'audit_log',
  'api_request_counts',
  'usage_days',
]);
const PLANNER = ['enable_seqscan = off'];

describe('query plans with a year of data', () => {
  const recorder = new StatementRecorder();
  let bridge: TestBridge;
  let client: Client;
  let largeTeamId: string;

  beforeAll(async () => {
    recorder.install();
    // Events would be delivered to the seeded endpoints (a closed loopback port): none is sent.
    bridge = await startBridge({ EVENT_DELIVERY_CONCURRENCY: '0' });
    client = new Client({ connectionString: bridge.db.url });
    await client.connect();
    const teams = await seedYear(client, { scale: 0.01, teams: 10 });
    largeTeamId = teams[0]!.id;
  }, 120_000);

  afterAll(async () => {
    recorder.uninstall();
    await client?.end();
    await bridge?.close();
  });

  it('the check finds a statement that reads a large table without an index', async () => {
    const { problems, planned } = await checkPlans(
      client,
      [{ text: `SELECT id FROM team_events WHERE payload->>'type' = $1`, values: ['ping'] }],
      { large: LARGE, settings: PLANNER },
    );
    expect(planned).toBe(1);
    expect(problems).toEqual([expect.objectContaining({ problem: 'Seq Scan on team_events' })]);
  });

  it('no statement of the API, the metrics, the sweep, a deletion or an offboarding scans a large table', async () => {
    const c = await contextOf(bridge, 'datascale-01');
    recorder.recording = true;
    for (const [name, as, path] of ROUTES) {
      const res = await http('GET', `${bridge.url}${path(c)}`, {
        headers: as === 'team' ? c.team : bridge.admin,
      });
      expect({ name, status: res.status }).toEqual({ name, status: 200 });
    }
    // The queue and state gauges, each read from the database at this scrape.
    bridge.app.get(MetricsService).readingMaxAgeMs = 0;
    expect((await http('GET', `${bridge.url}/metrics`)).status).toBe(200);
    const sweep = await http('POST', `${bridge.url}/admin/archives/sweep`, {
      headers: bridge.admin,
    });
    expect(sweep.status).toBeLessThan(300);
    const deleted = await http('DELETE', `${bridge.url}/bots/${c.botId}/data`, { headers: c.team });
    expect(deleted.status).toBe(202);
    const offboarded = await http('DELETE', `${bridge.url}/admin/teams/${largeTeamId}`, {
      headers: bridge.admin,
    });
    expect(offboarded.status).toBe(202);
    await eventually(async () => {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM data_deletions WHERE state = 'pending'`,
      );
      return rows[0]!.n === 0;
    }, 90_000);
    recorder.recording = false;

    const { problems, planned } = await checkPlans(client, recorder.statements.values(), {
      large: LARGE,
      settings: PLANNER,
    });
    expect(problems).toEqual([]);
    // The routes, the sweep's steps, the deletion's steps: many distinct statements.
    expect(planned).toBeGreaterThan(80);
  }, 180_000);
});
