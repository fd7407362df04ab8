import {
  startMeetingBotSimulator,
  startSttSimulator,
  type MeetingBotSimulator,
  type SttSimulator,
} from '../simulators/index.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { http } from './support/http.js';

const MB_KEY = 'mb-key-for-vendor-health-0123';
const STT_KEY = 'stt-key-for-vendor-health-012';

/** GET /vendors/health: one cheap read at each vendor, spec-exact, cached, never a key shown. */
describe('vendor health (GET /vendors/health)', () => {
  let mb: MeetingBotSimulator;
  let stt: SttSimulator;
  const bridges: TestBridge[] = [];

  beforeAll(async () => {
    [mb, stt] = await Promise.all([
      startMeetingBotSimulator({ apiKey: MB_KEY }),
      startSttSimulator({ apiKey: STT_KEY }),
    ]);
  });
  afterEach(async () => {
    mb.clearFaults();
    stt.clearFaults();
    await Promise.all(bridges.splice(0).map((b) => b.close()));
  });
  afterAll(() => Promise.all([mb?.close(), stt?.close()]));

  async function bridgeOn(version: 'v1' | 'v2') {
    const bridge = await startBridge({
      STT_BASE_URL: stt.url,
      STT_API_KEY: STT_KEY,
      MEETING_BOT_BASE_URL: mb.url,
      MEETING_BOT_API_KEY: MB_KEY,
      MEETING_BOT_API_VERSION: version,
      OUTBOUND_ALLOW_PRIVATE: 'true',
    });
    bridges.push(bridge);
    const team = await mintTeam(bridge.url, bridge.admin, 'health');
    const ask = () => http('GET', `${bridge.url}/vendors/health`, { headers: bearer(team.key) });
    return { bridge, ask };
  }

  it('answers both vendors up, asking each once per 30 s whoever asks', async () => {
    const { ask } = await bridgeOn('v1');
    mb.clearRequests();
    const before = stt.requests.length;
    const [first, second] = await Promise.all([ask(), ask()]);
    expect(first.status).toBe(200);
    expect(first.body.vendors).toEqual([
      expect.objectContaining({ vendor: 'meeting_bot', api: 'v1', up: true, status_code: 200 }),
      expect.objectContaining({ vendor: 'stt', api: 'v2', up: true, status_code: 200 }),
    ]);
    const third = await ask();
    expect(second.body).toEqual(first.body);
    expect(third.body).toEqual(first.body);
    // The probes: the v1 bot list and the live sessions, one item each, with the vendors' keys.
    const probes = mb.requests.filter((r) => r.path.startsWith('/bots/bots_with_metadata'));
    expect(probes.map((r) => r.path)).toEqual(['/bots/bots_with_metadata?limit=1']);
    expect(probes[0]!.headers['x-meeting-baas-api-key']).toBe(MB_KEY);
    const sttProbes = stt.requests.slice(before).filter((r) => r.path.startsWith('/v2/live'));
    expect(sttProbes.map((r) => r.path)).toEqual(['/v2/live?limit=1']);
    expect(JSON.stringify(first.body)).not.toContain(MB_KEY);
  });

  it('says which vendor is down and why, without its key', async () => {
    mb.addFault({ method: 'GET', path: '/v2/bots', status: 401, times: -1 });
    stt.addFault({ method: 'GET', path: '/v2/live', status: 503, times: -1 });
    const { ask } = await bridgeOn('v2');
    const res = await ask();
    expect(res.status).toBe(200);
    expect(res.body.vendors).toEqual([
      expect.objectContaining({
        vendor: 'meeting_bot',
        api: 'v2',
        up: false,
        status_code: 401,
        error: 'refused the bridge’s key',
      }),
      expect.objectContaining({
        vendor: 'stt',
        up: false,
        status_code: 503,
        error: 'answered 503',
      }),
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(new RegExp(`${MB_KEY}|${STT_KEY}`));
  });

  it('needs a key', async () => {
    const { bridge } = await bridgeOn('v1');
    const res = await http('GET', `${bridge.url}/vendors/health`);
    expect(res.status).toBe(401);
  });
});
