import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PrismaService } from '../../src/platform/database/prisma.service.js';
import {
  startMeetingBotSimulator,
  startSttSimulator,
  type MeetingBotSimulator,
  type SttSimulator,
} from '../../simulators/index.js';
import { bearer, mintTeam, startBridge, type TestBridge } from '../support/bridge.js';
import { http } from '../support/http.js';
import { openRawRequest } from '../support/raw-http.js';

const MB_KEY = `mb-${randomBytes(12).toString('hex')}`;
const MEETING = 'https://meet.google.com/abc-defg-hij';

/** What a key or a team asks is refused once its revocation or offboarding has committed. */
describe('security: revocations and offboardings against requests in flight', () => {
  let mb: MeetingBotSimulator;
  let stt: SttSimulator;
  let bridge: TestBridge;
  let prisma: PrismaService;

  beforeAll(async () => {
    [mb, stt] = await Promise.all([
      startMeetingBotSimulator({ apiKey: MB_KEY }),
      startSttSimulator({ apiKey: 'stt-key' }),
    ]);
    bridge = await startBridge({
      MEETING_BOT_BASE_URL: mb.url,
      MEETING_BOT_API_KEY: MB_KEY,
      STT_BASE_URL: stt.url,
      STT_API_KEY: 'stt-key',
      BRIDGE_ROLES: 'api,events,archive',
    });
    prisma = bridge.app.get(PrismaService);
  });
  afterAll(async () => {
    await bridge?.close();
    await mb?.close();
    await stt?.close();
  });

  const admin = (method: string, path: string, json?: unknown) =>
    http(method, `${bridge.url}${path}`, { headers: bridge.admin, json });

  /**
   * `POST /bots` with the key checked and half of its body sent; `finish` sends the rest once
   * `meanwhile` has run, and answers what the bridge then says.
   */
  async function slowCreate(key: string, meanwhile: () => Promise<void>) {
    const body = JSON.stringify({ meeting_url: MEETING, bot_name: 'slow body' });
    const half = Math.floor(body.length / 2);
    const request = openRawRequest(
      bridge.url,
      `POST /bots HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${key}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n` +
        body.slice(0, half),
    );
    // The guard has admitted the key by now: only the body is missing.
    await sleep(300);
    await meanwhile();
    request.write(body.slice(half));
    return request.answer;
  }

  it('refuses a bot whose body finished after its team was offboarded, and creates none at the vendor', async () => {
    const team = await mintTeam(bridge.url, bridge.admin, 'offboarded-mid-body');
    const vendorCreatesBefore = mb.requests.filter((r) => r.method === 'POST').length;
    const answer = await slowCreate(team.key, async () => {
      expect((await admin('DELETE', `/admin/teams/${team.id}`)).status).toBe(202);
    });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 401 });
    expect(await prisma.bot.count({ where: { teamId: team.id } })).toBe(0);
    expect(mb.requests.filter((r) => r.method === 'POST').length).toBe(vendorCreatesBefore);
  });

  it('refuses a bot whose body finished after its key was revoked', async () => {
    const team = await mintTeam(bridge.url, bridge.admin, 'revoked-mid-body');
    const [key] = (await admin('GET', `/admin/teams/${team.id}/keys`)).body as { id: string }[];
    const answer = await slowCreate(team.key, async () => {
      expect((await admin('DELETE', `/admin/keys/${key!.id}`)).status).toBe(200);
    });
    expect(answer.status).toBe(401);
    expect(await prisma.bot.count({ where: { teamId: team.id } })).toBe(0);
  });

  it("refuses an admin's bot in the name of a team offboarded while its body came", async () => {
    const team = await mintTeam(bridge.url, bridge.admin, 'offboarded-admin-create');
    const body = JSON.stringify({ meeting_url: MEETING, team_id: team.id });
    const half = Math.floor(body.length / 2);
    const request = openRawRequest(
      bridge.url,
      `POST /bots HTTP/1.1\r\nHost: 127.0.0.1\r\n${`Authorization: ${bridge.admin.authorization}`}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n` +
        body.slice(0, half),
    );
    await sleep(300);
    expect((await admin('DELETE', `/admin/teams/${team.id}`)).status).toBe(202);
    request.write(body.slice(half));
    const answer = await request.answer;
    expect(answer.status).toBe(409);
    expect(JSON.parse(answer.body).message).toMatch(/offboarded/);
    expect(await prisma.bot.count({ where: { teamId: team.id } })).toBe(0);
  });

  it('leaves no bot without a deletion when creates race an offboarding', async () => {
    const team = await mintTeam(bridge.url, bridge.admin, 'creates-race-offboarding');
    const creates = Array.from({ length: 20 }, () =>
      http('POST', `${bridge.url}/bots`, {
        headers: bearer(team.key),
        json: { meeting_url: MEETING },
      }),
    );
    await sleep(20);
    const offboarded = await admin('DELETE', `/admin/teams/${team.id}`);
    expect(offboarded.status).toBe(202);
    const answers = await Promise.all(creates);
    for (const answer of answers) expect([201, 401]).toContain(answer.status);
    const uncovered = await prisma.bot.count({
      where: { teamId: team.id, deletions: { none: {} } },
    });
    expect(uncovered).toBe(0);
  });

  it('leaves no live key when keys are minted during an offboarding', async () => {
    const team = await mintTeam(bridge.url, bridge.admin, 'mint-race-offboarding');
    const mints = Array.from({ length: 25 }, (_, i) =>
      admin('POST', `/admin/teams/${team.id}/keys`, { name: `racer-${i}` }),
    );
    await sleep(20);
    expect((await admin('DELETE', `/admin/teams/${team.id}`)).status).toBe(202);
    const answers = await Promise.all(mints);
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect(await prisma.apiKey.count({ where: { teamId: team.id, revokedAt: null } })).toBe(0);
    for (const answer of answers.filter((a) => a.status === 201)) {
      const me = await http('GET', `${bridge.url}/me`, { headers: bearer(answer.body.key) });
      expect(me.status).toBe(401);
    }
    expect((await admin('POST', `/admin/teams/${team.id}/keys`, { name: 'late' })).status).toBe(
      409,
    );
  });

  it("refuses every key of an offboarded team, even one the offboarding's revocation missed", async () => {
    const team = await mintTeam(bridge.url, bridge.admin, 'offboarded-backstop');
    expect((await admin('DELETE', `/admin/teams/${team.id}`)).status).toBe(202);
    // A key left unrevoked, as a row written around the offboarding could leave it.
    await prisma.apiKey.updateMany({ where: { teamId: team.id }, data: { revokedAt: null } });
    const me = await http('GET', `${bridge.url}/me`, { headers: bearer(team.key) });
    expect(me.status).toBe(401);
  });

  it("starts, in the sweep, the deletion of an offboarded team's bot that has none", async () => {
    const team = await mintTeam(bridge.url, bridge.admin, 'offboarded-sweep');
    expect((await admin('DELETE', `/admin/teams/${team.id}`)).status).toBe(202);
    // A bot written around the offboarding, as no admitted write can be any more.
    const bot = await prisma.bot.create({
      data: {
        teamId: team.id,
        meetingUrl: MEETING,
        botName: 'missed',
        status: 'create_failed',
        request: {},
      },
    });
    const swept = await admin('POST', '/admin/archives/sweep');
    expect(swept.status).toBe(200);
    expect(swept.body.retention.offboarded_bots).toBe(1);
    const deletion = await prisma.dataDeletion.findFirst({ where: { botId: bot.id } });
    expect(deletion).toMatchObject({ scope: 'all', reason: 'offboarding' });
    const stamped = await prisma.bot.findUniqueOrThrow({ where: { id: bot.id } });
    expect(stamped.dataDeletionRequestedAt).not.toBeNull();
  });
});
