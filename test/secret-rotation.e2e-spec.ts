import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import {
  startMeetingBotSimulator,
  startSttSimulator,
  type MeetingBotSimulator,
  type SttSimulator,
} from '../simulators/index.js';
import { STT_KEY, waitForArchive } from './support/archive-fixtures.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';
import { freePort } from './support/server-process.js';

const MB_KEY = 'mb-key-before-the-rotation-0123';
const MB_KEY_NEW = 'mb-key-after-the-rotation-01234';
const MEET = 'https://meet.google.com/abc-defg-hij';
const token = () => randomBytes(16).toString('hex');
const adminKey = () => `admin-${randomBytes(24).toString('hex')}`;

/**
 * WEBHOOK_TOKEN is in every bot's webhook URL and is the root of the teams' callback tokens, so
 * a rotation happens while meetings are in progress. Here the bridge is redeployed with new
 * secrets (and the old ones as `_PREVIOUS`) between a bot's first and last events, and while a
 * team's live session runs: nothing that was handed out before is refused until its time.
 */
describe('rotating secrets while meetings are in progress', () => {
  let mb: MeetingBotSimulator;
  let stt: SttSimulator;
  let before: TestBridge;
  let after: TestBridge | undefined;
  const old = { token: token(), admin: adminKey() };
  const fresh = { token: token(), admin: adminKey() };

  beforeAll(async () => {
    mb = await startMeetingBotSimulator({ apiKey: MB_KEY });
    stt = await startSttSimulator({ apiKey: STT_KEY, webhookRetryDelaysMs: [] });
  });
  afterAll(async () => {
    await after?.close();
    await before?.app.close();
    await before?.db.drop();
    await mb?.close();
    await stt?.close();
  });

  const vendors = () => ({
    MEETING_BOT_BASE_URL: mb.url,
    MEETING_BOT_API_KEY: MB_KEY,
    STT_BASE_URL: stt.url,
    STT_API_KEY: STT_KEY,
    ARCHIVE_POLL_INTERVAL_MS: '50',
    ARCHIVE_SWEEP_INTERVAL_MS: '0',
    WEBHOOK_POLL_INTERVAL_MS: '100',
  });

  it("loses none of a bot's or a live session's events, and refuses the old secrets after their time", async () => {
    const port = String(await freePort());
    before = await startBridge({
      ...vendors(),
      PORT: port,
      WEBHOOK_TOKEN: old.token,
      BRIDGE_ADMIN_KEY: old.admin,
    });
    const prisma = () => (after ?? before).app.get(PrismaService);
    const team = await mintTeam(before.url, bearer(old.admin), 'rotation');

    // A bot in its meeting, and a live session, both started under the old token.
    const created = await http('POST', `${before.url}/bots`, {
      headers: bearer(team.key),
      json: { meeting_url: MEET },
    });
    expect(created.status).toBe(201);
    const bot = created.body as { id: string; upstream_bot_id: string };
    expect(mb.getBot(bot.upstream_bot_id)!.request.webhook_url).toContain(old.token);
    const early = await mb.sendBotEvents(bot.upstream_bot_id, [
      'joining_call',
      'in_call_recording',
    ]);
    expect(early.map((a) => a.status)).toEqual([200, 200]);
    const statusOf = async () =>
      (await prisma().bot.findUniqueOrThrow({ where: { id: bot.id } })).status;
    await eventually(async () => (await statusOf()) === 'in_call_recording');
    const live = await http('POST', `${before.url}/v2/live`, {
      headers: bearer(team.key),
      json: { sample_rate: 16000 },
    });
    expect(live.status).toBe(201);

    // The redeploy: new secrets, the old ones accepted for an hour.
    await before.app.close();
    const until = new Date(Date.now() + 3_600_000).toISOString();
    after = await startBridge(
      {
        ...vendors(),
        PORT: port,
        WEBHOOK_TOKEN: fresh.token,
        WEBHOOK_TOKEN_PREVIOUS: old.token,
        WEBHOOK_TOKEN_PREVIOUS_UNTIL: until,
        BRIDGE_ADMIN_KEY: fresh.admin,
        BRIDGE_ADMIN_KEY_PREVIOUS: old.admin,
        BRIDGE_ADMIN_KEY_PREVIOUS_UNTIL: until,
      },
      before,
    );

    // The rest of the meeting arrives at the old URL: every event is taken.
    const late = await mb.sendBotEvents(bot.upstream_bot_id, ['call_ended', 'complete']);
    expect(late.map((a) => a.status)).toEqual([200, 200]);
    await eventually(async () => (await statusOf()) === 'complete');
    // So does the live session's end, on the callback token made from the old root.
    await stt.endSession(live.body.id);
    const job = await prisma().transcriptionJob.findFirstOrThrow({
      where: { upstreamId: live.body.id },
    });
    await waitForArchive(prisma(), job.id, ['archived']);

    // New bots get the new token; the old admin key still works, and the audit says it was it.
    const next = await http('POST', `${after.url}/bots`, {
      headers: bearer(team.key),
      json: { meeting_url: MEET },
    });
    expect(next.status).toBe(201);
    const nextUrl = mb.getBot(next.body.upstream_bot_id)!.request.webhook_url as string;
    expect(nextUrl).toContain(fresh.token);
    expect(nextUrl).not.toContain(old.token);
    const made = await http('POST', `${after.url}/admin/teams`, {
      headers: bearer(old.admin),
      json: { name: 'made-with-the-previous-key' },
    });
    expect(made.status).toBe(201);
    const entry = await prisma().auditEntry.findFirstOrThrow({
      where: { targetId: made.body.id },
    });
    expect(entry.actorName).toBe('BRIDGE_ADMIN_KEY_PREVIOUS');

    // The vendor's key rotated: its v1 events, which carry the account's key, are taken with
    // the previous one during the overlap (a replay: the event is known, so it is a duplicate).
    const replay = (url: string, key: string) =>
      http('POST', `${url}/webhooks/meeting-bot/${fresh.token}`, {
        headers: { 'x-meeting-baas-api-key': key },
        json: late[1]!.body,
      });
    const rotatedKey = await startBridge(
      {
        ...vendors(),
        WEBHOOK_TOKEN: fresh.token,
        MEETING_BOT_API_KEY: MB_KEY_NEW,
        MEETING_BOT_API_KEY_PREVIOUS: MB_KEY,
        MEETING_BOT_API_KEY_PREVIOUS_UNTIL: until,
      },
      before,
    );
    try {
      const taken = await replay(rotatedKey.url, MB_KEY);
      expect([taken.status, taken.body.status]).toEqual([200, 'duplicate']);
    } finally {
      await rotatedKey.close();
    }

    // A replica whose overlaps have ended refuses each old secret, and takes the new ones.
    const past = await startBridge(
      {
        ...vendors(),
        WEBHOOK_TOKEN: fresh.token,
        WEBHOOK_TOKEN_PREVIOUS: old.token,
        WEBHOOK_TOKEN_PREVIOUS_UNTIL: '2026-01-01T00:00:00Z',
        BRIDGE_ADMIN_KEY: fresh.admin,
        BRIDGE_ADMIN_KEY_PREVIOUS: old.admin,
        BRIDGE_ADMIN_KEY_PREVIOUS_UNTIL: '2026-01-01T00:00:00Z',
        MEETING_BOT_API_KEY: MB_KEY_NEW,
        MEETING_BOT_API_KEY_PREVIOUS: MB_KEY,
        MEETING_BOT_API_KEY_PREVIOUS_UNTIL: '2026-01-01T00:00:00Z',
      },
      before,
    );
    try {
      const oldHook = await http('POST', `${past.url}/webhooks/meeting-bot/${old.token}`, {
        headers: { 'x-meeting-baas-api-key': MB_KEY_NEW },
        json: late[1]!.body,
      });
      expect(oldHook.status).toBe(401);
      expect((await replay(past.url, MB_KEY)).status).toBe(401);
      expect((await replay(past.url, MB_KEY_NEW)).status).toBe(200);
      const oldAdmin = await http('GET', `${past.url}/admin/teams`, { headers: bearer(old.admin) });
      expect(oldAdmin.status).toBe(401);
      const newAdmin = await http('GET', `${past.url}/admin/teams`, {
        headers: bearer(fresh.admin),
      });
      expect(newAdmin.status).toBe(200);
    } finally {
      await past.close();
    }
  });

  it("accepts the vendor's previous signing secret until its time, and only then", async () => {
    const secret = () => `whsec_${randomBytes(24).toString('base64')}`;
    const [current, previous] = [secret(), secret()];
    const signing = (until: string) => ({
      ...vendors(),
      WEBHOOK_TOKEN: fresh.token,
      MEETING_BOT_WEBHOOK_SECRET: current,
      MEETING_BOT_WEBHOOK_SECRET_PREVIOUS: previous,
      MEETING_BOT_WEBHOOK_SECRET_PREVIOUS_UNTIL: until,
    });
    /** A v2 status of a bot the bridge does not know, signed as the vendor's Svix would. */
    const post = (url: string, key: string) => {
      const payload = JSON.stringify({
        event: 'bot.status_change',
        data: {
          bot_id: randomUUID(),
          event_id: randomUUID(),
          status: { code: 'joining_call', created_at: new Date().toISOString() },
        },
      });
      const id = `msg_${randomUUID()}`;
      const at = new Date();
      return http('POST', `${url}/webhooks/meeting-bot/${fresh.token}`, {
        headers: {
          'content-type': 'application/json',
          'svix-id': id,
          'svix-timestamp': String(Math.floor(+at / 1000)),
          'svix-signature': new Webhook(key).sign(id, at, payload),
        },
        body: payload,
      });
    };
    const during = await startBridge(signing(new Date(Date.now() + 3_600_000).toISOString()));
    try {
      expect((await post(during.url, current)).status).toBe(200);
      expect((await post(during.url, previous)).status).toBe(200);
      expect((await post(during.url, secret())).status).toBe(401);
    } finally {
      await during.close();
    }
    const ended = await startBridge(signing('2026-01-01T00:00:00Z'));
    try {
      expect((await post(ended.url, current)).status).toBe(200);
      expect((await post(ended.url, previous)).status).toBe(401);
    } finally {
      await ended.close();
    }
  });
});
