import { VendorEndpoints } from '../src/platform/vendors/vendor-endpoints.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';
import { runCli } from './support/processes.js';
import { freePort } from './support/server-process.js';

/**
 * Usage figures from real flows: in sandbox mode the built-in simulators play a bot's meeting,
 * a live session and a pre-recorded job to their ends and send their webhooks; the report must
 * then say what the bridge's records say.
 */
describe('usage reports', () => {
  let bridge: TestBridge;
  let team: { id: string; key: string };
  let other: { id: string; key: string };
  /** Requests made with the team's key, which api_requests must count. */
  let requests = 0;

  beforeAll(async () => {
    bridge = await startBridge({
      SANDBOX_LIVE_SECONDS: '1',
      PORT: String(await freePort()),
      ARCHIVE_POLL_INTERVAL_MS: '50',
      WEBHOOK_POLL_INTERVAL_MS: '200',
    });
    team = await mintTeam(bridge.url, bridge.admin, 'usage-a');
    other = await mintTeam(bridge.url, bridge.admin, 'usage-b');
  });
  afterAll(() => bridge?.close());

  const asTeam = (method: string, path: string, json?: unknown) => {
    requests++;
    return http(method, `${bridge.url}${path}`, { headers: bearer(team.key), json });
  };
  const admin = (path: string, headers: Record<string, string> = {}) =>
    http('GET', `${bridge.url}${path}`, { headers: { ...bridge.admin, ...headers } });

  it('reports every figure of a bot, a live session, a pre-recorded job and a retranscription', async () => {
    const bot = (
      await asTeam('POST', '/bots', { meeting_url: 'https://meet.google.com/abc-defg-hij' })
    ).body;
    const live = (await asTeam('POST', '/v2/live', { sample_rate: 16000 })).body;
    const pre = (
      await asTeam('POST', '/v2/pre-recorded', { audio_url: 'https://example.com/a.wav' })
    ).body;
    expect([bot.id, live.id, pre.id]).toEqual([
      expect.any(String),
      expect.any(String),
      expect.any(String),
    ]);

    const ended = await eventually(async () => {
      const res = await asTeam('GET', `/bots/${bot.id}`);
      return res.body.status === 'complete' && res.body;
    }, 15_000);
    const at = (code: string) =>
      Date.parse(ended.status_history.find((s: any) => s.code === code).occurred_at);
    const botMinutes = (at('call_ended') - at('in_call_recording')) / 60_000;
    const liveDone = await eventually(async () => {
      const res = await asTeam('GET', `/v2/live/${live.id}`);
      return res.body.status === 'done' && res.body;
    }, 15_000);
    // The simulated vendor finishes the pre-recorded job when told (and sends its webhook).
    const sim = bridge.app.get(VendorEndpoints).stt.baseUrl;
    await http('POST', `${sim}/__sim/pre-recorded/${pre.id}/complete`, { json: {} });
    const preDone = await eventually(async () => {
      const res = await asTeam('GET', `/v2/pre-recorded/${pre.id}`);
      return res.body.status === 'done' && res.body;
    }, 15_000);
    const archive = await eventually(async () => {
      const res = await admin('/admin/archives?state=archived');
      return res.body.items.find((a: any) => a.upstream_id === live.id);
    }, 15_000);
    const recording = await eventually(async () => {
      const res = await asTeam('GET', `/bots/${bot.id}`);
      return res.body.recording.audio?.state === 'archived' && res.body.recording.audio;
    }, 15_000);
    const rt = await http('POST', `${bridge.url}/bots/${bot.id}/retranscribe`, {
      headers: bridge.admin,
    });
    expect(rt.status).toBe(202);

    const expected = {
      team_id: team.id,
      team_name: 'usage-a',
      period: new Date().toISOString().slice(0, 10),
      bots_created: 1,
      bot_minutes: Number(botMinutes.toFixed(2)),
      live_sessions: 1,
      live_audio_seconds: liveDone.result.metadata.audio_duration,
      pre_recorded_jobs: 1,
      pre_recorded_audio_seconds: preDone.result.metadata.audio_duration,
      retranscriptions: 1,
      archived_bytes: archive.size_bytes,
      recording_bytes: recording.size_bytes,
    };
    expect(expected.live_audio_seconds).toBeGreaterThan(0);
    // Requests are counted beside the answer (no limit to wait for): soon, not at once. The
    // admin key has no team, so asking does not change the count.
    const report = await eventually(async () => {
      const res = await admin(`/admin/usage?granularity=day&team_id=${team.id}`);
      return res.body.data?.[0]?.api_requests === requests && res.body;
    }, 5_000);
    expect(report.granularity).toBe('day');
    expect(report.data).toEqual([{ ...expected, api_requests: requests }]);
    // The team's own report: the same row (its own request may or may not be counted yet).
    const own = await asTeam('GET', '/usage');
    expect(own.body.data).toEqual([{ ...expected, api_requests: expect.any(Number) }]);
    expect(own.body.data[0].api_requests - requests).toBeGreaterThanOrEqual(-1);

    const csv = await http('GET', `${bridge.url}/usage`, {
      headers: { ...bearer(team.key), accept: 'text/csv' },
    });
    requests++;
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, line, end] = csv.text.split('\r\n');
    expect(header).toBe(Object.keys({ ...expected, api_requests: 0 }).join(','));
    expect(line!.split(',').slice(0, 3)).toEqual([team.id, 'usage-a', expected.period]);
    expect(end).toBe('');
    // Content negotiation honours q-values: CSV only when it is preferred to JSON.
    for (const [accept, type] of [
      ['text/csv;q=0, application/json', /^application\/json/],
      ['application/json;q=0.5, text/csv', /^text\/csv/],
      ['*/*', /^application\/json/],
    ] as const) {
      const res = await http('GET', `${bridge.url}/usage`, {
        headers: { ...bearer(team.key), accept },
      });
      requests++;
      expect({ accept, type: res.headers.get('content-type') }).toEqual({
        accept,
        type: expect.stringMatching(type),
      });
    }

    const month = await admin(`/admin/usage?granularity=month&team_id=${team.id}`);
    expect(month.body.data).toEqual([
      expect.objectContaining({ period: expected.period.slice(0, 7), bots_created: 1 }),
    ]);

    // Deleting the live session takes its audio away, not the usage already reported for it.
    const deleted = await asTeam('DELETE', `/v2/live/${live.id}`);
    expect(deleted.status).toBeLessThan(300);
    expect((await asTeam('GET', `/v2/live/${live.id}/file`)).status).toBe(404);
    const after = await admin(`/admin/usage?granularity=day&team_id=${team.id}`);
    expect(after.body.data).toEqual([{ ...expected, api_requests: expect.any(Number) }]);
  });

  it('lets admins see every team, members only their own', async () => {
    await http('GET', `${bridge.url}/me`, { headers: bearer(other.key) });
    const all = await eventually(async () => {
      const res = await admin('/admin/usage');
      return res.body.data.some((row: any) => row.team_id === other.id) && res.body;
    }, 5_000);
    expect(all.data.map((row: any) => row.team_name)).toEqual(['usage-a', 'usage-b']);
    const own = await http('GET', `${bridge.url}/usage`, { headers: bearer(other.key) });
    expect(own.body.data.map((row: any) => row.team_id)).toEqual([other.id]);

    const member = await http('GET', `${bridge.url}/admin/usage`, { headers: bearer(other.key) });
    expect(member.status).toBe(403);
    for (const bad of ['granularity=week', 'from=yesterday', 'from=2026-11-02&to=2026-11-01']) {
      expect((await admin(`/admin/usage?${bad}`)).status).toBe(400);
    }
    expect((await admin('/usage')).status).toBe(400);
  });

  it('prints a table per team on the command line, or the JSON', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const cli = (...args: string[]) =>
      runCli(['usage', 'report', ...args], { BRIDGE_URL: bridge.url, BRIDGE_KEY: bridge.adminKey });
    const json = await cli('--month', month, '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout).data.map((row: any) => row.team_name)).toEqual([
      'usage-a',
      'usage-b',
    ]);

    const table = (await cli('--month', month)).stdout;
    expect(table).toMatch(
      new RegExp(`^usage-a \\(${team.id}\\)\\nperiod +bots_created +bot_minutes`),
    );
    expect(table).toMatch(/\ntotal +1 /);
    expect(table).toContain(`usage-b (${other.id})`);
    // One team, named by its name.
    const one = await cli('--month', month, '--team', 'usage-b');
    expect(one.stdout).toContain(`usage-b (${other.id})`);
    expect(one.stdout).not.toContain('usage-a');

    const bad = await cli('--month', '2026-13');
    expect(bad).toMatchObject({ code: 2, stderr: expect.stringMatching(/YYYY-MM/) });
  });

  it('exposes active bots and live sessions per team to Prometheus', async () => {
    await asTeam('POST', '/bots', { meeting_url: 'https://meet.google.com/abc-defg-hij' });
    const metrics = await http('GET', `${bridge.url}/metrics`);
    expect(metrics.text).toMatch(/^team_active_bots\{team="usage-a"\} 1$/m);
    expect(metrics.text).toMatch(/^team_live_sessions\{team="usage-a"\} 0$/m);
    expect(metrics.text).toMatch(/^team_active_bots\{team="usage-b"\} 0$/m);
  });
});
