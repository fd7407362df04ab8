import { randomBytes } from 'node:crypto';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { TranscriptionJobsRepository } from '../src/transcription/transcription-jobs.repository.js';
import { expectedAudioSha256, startSttSimulator, type SttSimulator } from '../simulators/index.js';
import { createLiveJobAtVendor, STT_KEY, waitForArchive } from './support/archive-fixtures.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';

/**
 * Every live session of the STT account is archived, also those the bridge did not create (a
 * key used directly, the meeting-bot vendor): they belong to no team until an admin gives them
 * to one, and until then only admin keys see them.
 */
describe('sessions the bridge did not create', () => {
  const token = randomBytes(16).toString('hex');
  let sim: SttSimulator;
  let bridge: TestBridge;
  let prisma: PrismaService;
  let teamA: { id: string; key: string };
  let teamB: { id: string; key: string };

  const env = (extra: Record<string, string> = {}) => ({
    WEBHOOK_TOKEN: token,
    STT_BASE_URL: sim.url,
    STT_API_KEY: STT_KEY,
    ARCHIVE_POLL_INTERVAL_MS: '50',
    ARCHIVE_SWEEP_INTERVAL_MS: '0',
    ARCHIVE_RECONCILE_AFTER_MS: '0',
    ...extra,
  });

  beforeAll(async () => {
    sim = await startSttSimulator({ apiKey: STT_KEY, webhookRetryDelaysMs: [] });
    bridge = await startBridge(env());
    prisma = bridge.app.get(PrismaService);
    teamA = await mintTeam(bridge.url, bridge.admin, 'unlinked-a');
    teamB = await mintTeam(bridge.url, bridge.admin, 'unlinked-b');
  });
  afterAll(async () => {
    await bridge?.close();
    await sim?.close();
  });
  afterEach(() => sim.setAccountWebhook(null));

  const get = (path: string, key: string) =>
    http('GET', `${bridge.url}${path}`, { headers: bearer(key) });
  const attach = (id: string, json: unknown, headers = bridge.admin) =>
    http('PATCH', `${bridge.url}/admin/jobs/${id}`, { headers, json });

  /** A session started with the account's key directly, whose end reaches `target`'s webhook. */
  async function foreignSession(target: TestBridge, size = 200_000, started?: string) {
    const upstreamId = started ?? (await createLiveJobAtVendor(sim, size, false));
    sim.setAccountWebhook(`${target.url}/webhooks/stt/${token}`);
    await sim.endSession(upstreamId);
    return upstreamId;
  }

  it('records the ended session with no team and archives it', async () => {
    const upstreamId = await foreignSession(bridge);
    const job = (await eventually(() =>
      prisma.transcriptionJob.findFirst({ where: { upstreamId } }),
    ))!;
    expect(job).toMatchObject({ kind: 'live', teamId: null, botId: null, status: 'ended' });
    const row = await waitForArchive(prisma, job.id, ['archived']);
    expect(row.sha256).toBe(expectedAudioSha256(upstreamId, 200_000));
    const event = await prisma.webhookEvent.findFirstOrThrow({
      where: { dedupKey: `webhook:live.end_session:${upstreamId}` },
    });
    expect(event.outcome).toBe('unlinked_job');

    // The same end on the per-request channel changes nothing.
    const callback = { id: upstreamId, event: 'live.end_session', payload: {} };
    await http('POST', `${bridge.url}/webhooks/stt/${token}`, { json: callback });
    await eventually(
      async () =>
        (
          await prisma.webhookEvent.findFirst({
            where: { dedupKey: `callback:live.end_session:${upstreamId}` },
          })
        )?.processedAt,
    );
    expect(await prisma.transcriptionJob.count({ where: { upstreamId } })).toBe(1);
    expect(await prisma.audioArchive.count({ where: { jobId: job.id } })).toBe(1);
  });

  it('shows such a job to admin keys only, and never answers a member with a 500', async () => {
    const upstreamId = await foreignSession(bridge, 10_000);
    const job = (await eventually(() =>
      prisma.transcriptionJob.findFirst({ where: { upstreamId } }),
    ))!;
    await waitForArchive(prisma, job.id, ['archived']);

    for (const path of [`/v2/live/${upstreamId}`, `/v2/live/${upstreamId}/file`]) {
      const asMember = await get(path, teamA.key);
      expect(asMember.status).toBe(404);
      expect(asMember.body).toMatchObject({ statusCode: 404, path });
    }
    const patched = await http('PATCH', `${bridge.url}/v2/live/${upstreamId}`, {
      headers: bearer(teamA.key),
      json: { custom_metadata: { note: 'x' } },
    });
    expect(patched.status).toBe(404);
    const listed = await get('/v2/live?limit=100', teamA.key);
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body.items)).not.toContain(upstreamId);

    const file = await get(`/v2/live/${upstreamId}/file`, bridge.adminKey);
    expect(file.status).toBe(200);
    expect(file.headers.get('accept-ranges')).toBe('bytes'); // from the archive
    const archives = await http('GET', `${bridge.url}/admin/archives?limit=500`, {
      headers: bridge.admin,
    });
    const shown = (archives.body.items as { job_id: string }[]).find((a) => a.job_id === job.id);
    expect(shown).toMatchObject({ team_id: null, upstream_id: upstreamId });
  });

  it('lets an admin list jobs of no team and give one to a team and its bot', async () => {
    const upstreamId = await foreignSession(bridge, 10_000);
    const job = (await eventually(() =>
      prisma.transcriptionJob.findFirst({ where: { upstreamId } }),
    ))!;
    await waitForArchive(prisma, job.id, ['archived']);
    const botOf = (teamId: string) =>
      prisma.bot.create({
        data: {
          teamId,
          meetingUrl: 'https://meet.google.com/abc-defg-hij',
          botName: 'Notetaker',
          status: 'created',
          request: {},
        },
      });
    const [botA, botB] = [await botOf(teamA.id), await botOf(teamB.id)];

    const none = await http('GET', `${bridge.url}/admin/jobs?team_id=none&limit=500`, {
      headers: bridge.admin,
    });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ limit: 500, offset: 0, total: expect.any(Number) });
    expect(none.body.items).toContainEqual(
      expect.objectContaining({ id: job.id, team_id: null, archive_state: 'archived' }),
    );
    const bad = await http('GET', `${bridge.url}/admin/jobs?team_id=nobody`, {
      headers: bridge.admin,
    });
    expect(bad.status).toBe(400);
    expect((await get('/admin/jobs', teamA.key)).status).toBe(403);

    const unknownTeam = await attach(job.id, { team_id: '6f1d1b4e-1d52-4b8e-9d8e-8c3c0b1e2a11' });
    expect(unknownTeam.status).toBe(404);
    expect(unknownTeam.body).toMatchObject({ statusCode: 404, message: 'Team not found' });
    const otherBot = await attach(job.id, { team_id: teamA.id, bot_id: botB.id });
    expect(otherBot.status).toBe(400);
    expect((await attach(job.id, { team_id: 'x' })).status).toBe(400);
    expect((await attach(job.id, { team_id: teamA.id, extra: 1 })).status).toBe(400);
    expect((await attach(job.id, { team_id: teamA.id }, bearer(teamA.key))).status).toBe(403);
    const missing = await attach('6f1d1b4e-1d52-4b8e-9d8e-8c3c0b1e2a11', { team_id: teamA.id });
    expect(missing.status).toBe(404);

    const given = await attach(job.id, { team_id: teamA.id, bot_id: botA.id });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ id: job.id, team_id: teamA.id, bot_id: botA.id });
    expect((await get(`/v2/live/${upstreamId}/file`, teamA.key)).status).toBe(200);
    expect((await get(`/v2/live/${upstreamId}/file`, teamB.key)).status).toBe(404);
    const bot = await get(`/bots/${botA.id}`, teamA.key);
    expect(bot.body.transcription_jobs).toEqual([
      expect.objectContaining({ id: job.id, upstream_id: upstreamId }),
    ]);
    const ofA = await http('GET', `${bridge.url}/admin/jobs?team_id=${teamA.id}`, {
      headers: bridge.admin,
    });
    expect(ofA.body.items.map((j: { id: string }) => j.id)).toEqual([job.id]);

    // Given once: the same team again is a no-op, another team is refused.
    expect((await attach(job.id, { team_id: teamA.id })).status).toBe(200);
    const taken = await attach(job.id, { team_id: teamB.id });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ statusCode: 409 });
  });

  it('the sweep reconciles a job of no team whose end never came', async () => {
    const upstreamId = await createLiveJobAtVendor(sim, 10_000);
    const job = await prisma.transcriptionJob.create({
      data: { kind: 'live', upstreamId, status: 'started' },
    });
    const sweep = await http('POST', `${bridge.url}/admin/archives/sweep`, {
      headers: bridge.admin,
    });
    expect(sweep.body.reconciled.tasks_created).toBeGreaterThanOrEqual(1);
    await waitForArchive(prisma, job.id, ['archived']);
  });

  it('a team creating the job after its end was heard takes the record over', async () => {
    const upstreamId = await foreignSession(bridge, 10_000);
    await eventually(() => prisma.transcriptionJob.findFirst({ where: { upstreamId } }));
    const jobs = bridge.app.get(TranscriptionJobsRepository);
    const recorded = await jobs.record({
      kind: 'live',
      upstreamId,
      teamId: teamB.id,
      botId: null,
      status: 'queued',
    });
    expect(recorded).toMatchObject({ upstreamId, teamId: teamB.id, status: 'ended' });
  });

  it('ignores such sessions with ARCHIVE_UNLINKED_SESSIONS=false', async () => {
    // Started first: a PGlite boot can hold this process long enough for a pooled connection
    // to the simulator to idle out.
    const started = await createLiveJobAtVendor(sim, 10_000, false);
    const off = await startBridge(env({ ARCHIVE_UNLINKED_SESSIONS: 'false' }));
    try {
      const upstreamId = await foreignSession(off, 10_000, started);
      const offPrisma = off.app.get(PrismaService);
      const event = await eventually(async () => {
        const found = await offPrisma.webhookEvent.findFirst({
          where: { dedupKey: `webhook:live.end_session:${upstreamId}` },
        });
        return found?.processedAt ? found : null;
      });
      expect(event!.outcome).toBe('unknown_job');
      expect(await offPrisma.transcriptionJob.count({ where: { upstreamId } })).toBe(0);
    } finally {
      await off.close();
    }
  });
});
