import { randomBytes } from 'node:crypto';
import { PrismaService } from '../../src/platform/database/prisma.service.js';
import { startSttSimulator, type SttSimulator } from '../../simulators/index.js';
import { STT_KEY, waitForArchive } from '../support/archive-fixtures.js';
import { bearer, mintTeam, startBridge, type TestBridge } from '../support/bridge.js';
import { eventually } from '../support/eventually.js';
import { http } from '../support/http.js';
import { freePort } from '../support/server-process.js';

/**
 * The vendor echoes a live session's callback URL to whoever reads the session, so its token
 * reaches the team. What a team learns that way must be worth nothing against other teams: the
 * callback token the bridge gives a team's sessions moves that team's jobs only, and is not
 * WEBHOOK_TOKEN.
 */
describe('security: a team that learns its callback token', () => {
  const token = randomBytes(16).toString('hex');
  let sim: SttSimulator;
  let bridge: TestBridge;
  let prisma: PrismaService;

  beforeAll(async () => {
    sim = await startSttSimulator({ apiKey: STT_KEY, webhookRetryDelaysMs: [] });
    // A known port, so that the callback URLs the bridge gives the vendor reach it.
    bridge = await startBridge({
      PORT: String(await freePort()),
      WEBHOOK_TOKEN: token,
      STT_BASE_URL: sim.url,
      STT_API_KEY: STT_KEY,
      ARCHIVE_POLL_INTERVAL_MS: '50',
      ARCHIVE_SWEEP_INTERVAL_MS: '0',
      WEBHOOK_POLL_INTERVAL_MS: '100',
    });
    prisma = bridge.app.get(PrismaService);
  });
  afterAll(async () => {
    await bridge?.close();
    await sim?.close();
  });

  const startLive = async (key: string) => {
    const res = await http('POST', `${bridge.url}/v2/live`, {
      headers: bearer(key),
      json: { sample_rate: 16000 },
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const jobOf = (upstreamId: string) =>
    prisma.transcriptionJob.findFirstOrThrow({ where: { upstreamId } });
  const processed = (dedupKeyPart: string) =>
    eventually(async () =>
      prisma.webhookEvent.findFirst({
        where: { dedupKey: { contains: dedupKeyPart }, processedAt: { not: null } },
      }),
    );

  it("moves only the team's own jobs, and never learns WEBHOOK_TOKEN", async () => {
    const a = await mintTeam(bridge.url, bridge.admin, 'callback-a');
    const b = await mintTeam(bridge.url, bridge.admin, 'callback-b');
    const jobA = await startLive(a.key);
    const jobB = await startLive(b.key);

    // What team A reads of its own session: the callback URL the bridge added, with a token.
    const read = await http('GET', `${bridge.url}/v2/live/${jobA}`, { headers: bearer(a.key) });
    const url = read.body.request_params.callback_config.url as string;
    const learned = url.split('/').at(-1)!;
    expect(url).toBe(`${bridge.url}/webhooks/stt/${learned}`);
    expect(learned).not.toBe(token);
    expect(learned).not.toContain(token);
    expect(read.text).not.toContain(token);

    // Team A forges the end of team B's session with it: accepted (it is a valid token), but
    // B's job does not move, gets no archive task, and team B hears nothing.
    const forged = await http('POST', `${bridge.url}/webhooks/stt/${learned}`, {
      json: { id: jobB, event: 'live.end_session', payload: {} },
    });
    expect(forged.status).toBe(200);
    const row = await processed(`team:${a.id}:callback:live.end_session:${jobB}`);
    expect(row!.outcome).toBe('unknown_job');
    const b1 = await jobOf(jobB);
    expect(b1).toMatchObject({ status: 'queued', endedAt: null });
    expect(await prisma.audioArchive.count({ where: { jobId: b1.id } })).toBe(0);
    expect(await prisma.teamEvent.count({ where: { teamId: b.id } })).toBe(0);

    // Nor can a token be made for team B from A's: the proof is per team.
    const moved = learned.replace(a.id, b.id);
    const refused = await http('POST', `${bridge.url}/webhooks/stt/${moved}`, {
      json: { id: jobB, event: 'live.end_session', payload: {} },
    });
    expect(refused.status).toBe(401);

    // The vendor's own callback of B's session, on B's token, still ends and archives it.
    await sim.endSession(jobB);
    await waitForArchive(prisma, b1.id, ['archived']);
    expect((await jobOf(jobB)).endedAt).not.toBeNull();

    // And A's token does what it is for: A's own session.
    await sim.endSession(jobA);
    const a1 = await jobOf(jobA);
    await waitForArchive(prisma, a1.id, ['archived']);
  });
});
