/**
 * Usage rolled up by day: a year of usage (the data-scale seed, small) reads the same before
 * the sweep rolls its days up, after, and once the records it was computed from are gone to
 * retention; yesterday and today are still computed from the records.
 */
import { Client } from 'pg';
import { seedYear } from '../bench/datascale/seed.js';
import { startBridge, type TestBridge } from './support/bridge.js';
import { http } from './support/http.js';

const DAY = 86_400_000;

describe('usage rolled up by day', () => {
  let bridge: TestBridge;
  let client: Client;

  beforeAll(async () => {
    // Events would be delivered to the seeded endpoints (a closed loopback port): none is sent.
    bridge = await startBridge({ EVENT_DELIVERY_CONCURRENCY: '0', ARCHIVE_SWEEP_INTERVAL_MS: '0' });
    client = new Client({ connectionString: bridge.db.url });
    await client.connect();
    await seedYear(client, { scale: 0.002, teams: 3 });
  }, 120_000);

  afterAll(async () => {
    await client?.end();
    await bridge?.close();
  });

  const from = new Date(Date.now() - 400 * DAY).toISOString();
  const report = async (granularity: 'day' | 'month') => {
    const res = await http(
      'GET',
      `${bridge.url}/admin/usage?from=${from}&granularity=${granularity}`,
      {
        headers: bridge.admin,
      },
    );
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const sweep = async () => {
    const res = await http('POST', `${bridge.url}/admin/archives/sweep`, { headers: bridge.admin });
    expect(res.status).toBe(200);
    return res.body.retention.usage_days_rolled as number;
  };

  it('answers the same figures from rolled-up days, also once their records are gone', async () => {
    const days = await report('day');
    const months = await report('month');
    expect(days.length).toBeGreaterThan(300);

    // A year takes a dozen sweeps (31 days each), then nothing is left but yesterday and today.
    let rolled = 0;
    for (let i = 0; i < 20; i++) {
      const n = await sweep();
      expect(n).toBeLessThanOrEqual(31);
      rolled += n;
      if (n === 0) break;
    }
    const { rows } = await client.query<{ through: string; first: string }>(
      `SELECT through::text, (SELECT min(day)::text FROM usage_days) AS first FROM usage_rollup`,
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(rows[0]!.through).toBe(new Date(Date.parse(today) - DAY).toISOString().slice(0, 10));
    expect(rolled).toBe((Date.parse(rows[0]!.through) - Date.parse(rows[0]!.first)) / DAY);

    expect(await report('day')).toEqual(days);
    expect(await report('month')).toEqual(months);

    // The records usage was read from, but for the last three days, deleted (as retention does).
    await client.query(
      `DELETE FROM bot_status_changes WHERE occurred_at < now() - interval '3 days'`,
    );
    await client.query(
      `DELETE FROM api_request_counts WHERE window_start < now() - interval '3 days'`,
    );
    expect(await report('month')).toEqual(months);
    // Days not rolled up are still read from the records.
    const through = rows[0]!.through;
    const recent = (list: { period: string; api_requests: number }[]) =>
      list.filter((row) => row.period >= through).map((row) => row.api_requests);
    expect(recent(days).some((n) => n > 0)).toBe(true);
    await client.query(`DELETE FROM api_request_counts`);
    expect(recent(await report('day')).every((n) => n === 0)).toBe(true);
  }, 120_000);
});
