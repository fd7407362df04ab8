import { jest } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  type MeetingBotSimulator,
  startMeetingBotSimulator,
  startSttSimulator,
  type SttSimulator,
} from '../simulators/index.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { DataDeletionsRepository } from '../src/deletion/data-deletions.repository.js';
import { createLiveJobAtVendor, STT_KEY, tempFiles } from './support/archive-fixtures.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { databaseKind } from './support/database.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';
import { MEETING_BOT_VERSIONS } from './support/meeting-bot-versions.js';
import { freePort } from './support/server-process.js';

const MB_KEY = 'mb-key-for-deletion-0123456789';
const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const TOKEN = randomBytes(16).toString('hex');
const MEET = 'https://meet.google.com/abc-defg-hij';
type Version = 'v1' | 'v2';
type Team = { id: string; key: string };

/** Deleting a bot's data everywhere, offboarding a team, and teams' retention. */
describe('deletion everywhere, with receipts', () => {
  let stt: SttSimulator;
  let mb: MeetingBotSimulator;
  const bridges: Record<Version, TestBridge> = {} as never;
  const prisma: Record<Version, PrismaService> = {} as never;
  const teams: Record<Version, { a: Team; b: Team }> = {} as never;

  beforeAll(async () => {
    stt = await startSttSimulator({ apiKey: STT_KEY });
    mb = await startMeetingBotSimulator({
      apiKey: MB_KEY,
      webhookSecret: SECRET,
      stt: { baseUrl: stt.url, keyHeader: 'x-service-key' },
      webhookRetryDelaysMs: [50],
    });
    for (const version of ['v1', 'v2'] as const) {
      const bridge = await startBridge({
        PORT: String(await freePort()),
        MEETING_BOT_BASE_URL: mb.url,
        MEETING_BOT_API_KEY: MB_KEY,
        STT_BASE_URL: stt.url,
        STT_API_KEY: STT_KEY,
        WEBHOOK_TOKEN: TOKEN,
        MEETING_BOT_API_VERSION: version,
        MEETING_BOT_WEBHOOK_SECRET: SECRET,
        OUTBOUND_ALLOW_PRIVATE: 'true',
        VENDOR_TIMEOUT_MS: '2000',
        ARCHIVE_BACKOFF_BASE_MS: '20',
        ARCHIVE_BACKOFF_MAX_MS: '40',
        ARCHIVE_POLL_INTERVAL_MS: '50',
        BRIDGE_ROLES: 'api,events,archive',
        // A download's lease is renewed every 500 ms: one whose data is deleted stops soon.
        ARCHIVE_LEASE_MS: '1500',
        DELETION_BACKOFF_BASE_MS: '600',
        DELETION_BACKOFF_MAX_MS: '1200',
      });
      bridges[version] = bridge;
      prisma[version] = bridge.app.get(PrismaService);
      teams[version] = {
        a: await mintTeam(bridge.url, bridge.admin, `del-${version}-a`),
        b: await mintTeam(bridge.url, bridge.admin, `del-${version}-b`),
      };
    }
  });
  beforeEach(() => {
    mb.clearFaults();
    stt.clearFaults();
  });
  afterAll(async () => {
    for (const bridge of Object.values(bridges)) await bridge?.close();
    await mb?.close();
    await stt?.close();
  });

  const call = (version: Version, method: string, path: string, key: string, json?: unknown) =>
    http(method, `${bridges[version].url}${path}`, { headers: bearer(key), json });
  const admin = (version: Version, method: string, path: string, json?: unknown) =>
    http(method, `${bridges[version].url}${path}`, { headers: bridges[version].admin, json });
  const fileOf = (version: Version, botId: string) =>
    join(bridges[version].db.dataDir, 'audio', 'bots', botId, 'audio');

  /** A bot of `team`, in its meeting at the vendor (not ended). */
  async function activeBot(version: Version, team: Team) {
    const bridge = bridges[version];
    mb.setAccountWebhook(`${bridge.url}/webhooks/meeting-bot/${TOKEN}`);
    const created = await call(version, 'POST', '/bots', team.key, { meeting_url: MEET });
    expect(created.status).toBe(201);
    return created.body as { id: string; upstream_bot_id: string };
  }

  /**
   * A completed bot of `team` whose audio is archived and whose transcript is kept. A v2 bot's
   * transcript is a file its completion links to, fetched after the completion has started the
   * archival: either may come first.
   */
  async function archivedBot(version: Version, team: Team) {
    const bot = await activeBot(version, team);
    await mb.runBotLifecycle(bot.upstream_bot_id, { stepMs: 5 });
    await eventually(async () => {
      const detail = await call(version, 'GET', `/bots/${bot.id}`, team.key);
      return (
        detail.body.recording?.audio?.state === 'archived' && detail.body.transcripts.length > 0
      );
    }, 15_000);
    return bot;
  }

  /** A live session at the STT vendor recorded as the bot's job (as the proxy links them). */
  async function linkedJob(version: Version, team: Team, botId: string) {
    const upstreamId = await createLiveJobAtVendor(stt, 4_000);
    const job = await prisma[version].transcriptionJob.create({
      data: { kind: 'live', upstreamId, teamId: team.id, botId, status: 'ended' },
    });
    return { id: job.id, upstreamId };
  }

  async function completedDeletion(version: Version, team: Team, botId: string, scope = 'all') {
    return eventually(async () => {
      const data = await call(version, 'GET', `/bots/${botId}/data`, team.key);
      const found = data.body.deletions?.find((d: any) => d.scope === scope);
      return found?.state === 'completed' ? { ...data.body, deletion: found } : null;
    }, 20_000);
  }

  /** Where the meeting-bot vendor serves the bot's audio (v2: a signed URL from its details). */
  async function vendorAudioUrl(version: Version, upstreamId: string): Promise<string> {
    if (version === 'v1') return `${mb.url}/recordings/${upstreamId}.wav`;
    const details = await fetch(`${mb.url}/v2/bots/${upstreamId}`, {
      headers: { 'x-meeting-baas-api-key': MB_KEY },
    }).then((r) => r.json() as Promise<{ data: { audio: string } }>);
    return details.data.audio;
  }

  /**
   * The event log shows an event once every transaction older than its own has ended on the
   * whole PostgreSQL server, other test files' included (a process killed mid-transaction holds
   * one until the server notices): it is read for longer than the default wait.
   */
  const LOG_SETTLES_MS = 30_000;

  const stepOf = (deletion: any, target: string) =>
    deletion.steps.find((s: any) => s.target === target);

  describe.each(MEETING_BOT_VERSIONS)('a bot of %s', (version) => {
    it('deletes every copy of its data, keeps a tombstone and a receipt, and tells the team', async () => {
      const { a, b } = teams[version];
      const bot = await archivedBot(version, a);
      const job = await linkedJob(version, a, bot.id);
      expect(existsSync(fileOf(version, bot.id))).toBe(true);
      expect((await call(version, 'GET', `/bots/${bot.id}/transcript`, a.key)).status).toBe(200);
      const atVendor = await vendorAudioUrl(version, bot.upstream_bot_id);
      expect((await fetch(atVendor)).status).toBe(200);

      const usage = async () => {
        const res = await admin(version, 'GET', `/admin/usage?granularity=day&team_id=${a.id}`);
        const { api_requests: _requests, ...counts } = res.body.data[0];
        return counts;
      };
      const usageBefore = await usage();
      expect(usageBefore.recording_bytes).toBeGreaterThan(0);

      // Another team's key finds nothing to delete.
      expect((await call(version, 'DELETE', `/bots/${bot.id}/data`, b.key)).status).toBe(404);
      expect((await call(version, 'GET', `/bots/${bot.id}/data`, b.key)).status).toBe(404);

      const asked = await call(version, 'DELETE', `/bots/${bot.id}/data`, a.key);
      expect(asked.status).toBe(202);
      expect(asked.body).toMatchObject({ bot_id: bot.id, scope: 'all', reason: 'request' });
      expect(asked.body.steps.map((s: any) => s.target)).toEqual([
        'meeting_bot',
        'stt_jobs',
        'recordings',
        'transcripts',
        'payloads',
      ]);
      // Asking twice is harmless: the same deletion.
      const again = await call(version, 'DELETE', `/bots/${bot.id}/data`, a.key);
      expect(again.status).toBe(202);
      expect(again.body.id).toBe(asked.body.id);

      const { deletion, data_deleted_at } = await completedDeletion(version, a, bot.id);
      expect(data_deleted_at).toEqual(expect.any(String));
      expect(deletion.steps.every((s: any) => s.state === 'done')).toBe(true);
      expect(stepOf(deletion, 'meeting_bot').answers.meeting_bot.status).toBe(200);
      // The test's live session, and on v2 the jobs the vendor made for the bot.
      const sttStep = stepOf(deletion, 'stt_jobs');
      expect(sttStep.deleted.jobs).toContain(job.id);
      expect(sttStep.answers[job.id]).toEqual({ status: 202 });
      expect(Object.keys(sttStep.answers).sort()).toEqual([...sttStep.deleted.jobs].sort());
      expect(stepOf(deletion, 'recordings').deleted.files).toEqual([
        expect.objectContaining({
          media: 'audio',
          state: 'archived',
          size_bytes: expect.any(Number),
        }),
      ]);
      expect(stepOf(deletion, 'transcripts').deleted.transcript_versions).toBe(1);

      // The vendors: the meeting-bot vendor deleted the bot's data, the STT vendor its job.
      expect(mb.deletions.map((d) => d.botId)).toContain(bot.upstream_bot_id);
      expect((await fetch(atVendor)).status).toBe(404);
      const atStt = await fetch(`${stt.url}/v2/live/${job.upstreamId}`, {
        headers: { 'x-service-key': STT_KEY },
      });
      expect(atStt.status).toBe(404);

      // The bridge: the file, the transcript, and the content of what it stored.
      expect(existsSync(fileOf(version, bot.id))).toBe(false);
      expect((await call(version, 'GET', `/bots/${bot.id}/audio`, a.key)).status).toBe(410);
      expect((await call(version, 'GET', `/bots/${bot.id}/transcript`, a.key)).status).toBe(410);
      const db = prisma[version];
      expect(await db.botTranscript.count({ where: { botId: bot.id } })).toBe(0);
      expect(await db.audioArchive.findFirst({ where: { botId: bot.id } })).toMatchObject({
        state: 'deleted',
        storageKey: null,
      });
      const inbox = await db.$queryRaw<{ payload: any }[]>`
        SELECT payload FROM webhook_events
         WHERE payload -> 'data' ->> 'bot_id' = ${bot.upstream_bot_id}`;
      expect(inbox.length).toBeGreaterThan(0);
      for (const { payload } of inbox) {
        expect(payload.data_deleted).toBe(true);
        expect(JSON.stringify(payload)).not.toMatch(/Ada Lovelace|https?:\/\//);
      }
      const completedEvent = await db.teamEvent.findFirstOrThrow({
        where: {
          teamId: a.id,
          type: 'bot.completed',
          payload: { path: ['data', 'bot_id'], equals: bot.id },
        },
      });
      expect(completedEvent.payload).toMatchObject({ type: 'bot.completed', data_deleted: true });
      expect(JSON.stringify(completedEvent.payload)).not.toMatch(/Ada Lovelace|https?:\/\/media/);
      // The vendor speaks of the bot again: nothing of it is kept, and the sweep scrubs it.
      await mb.sendBotEvents(bot.upstream_bot_id, [
        {
          raw: {
            event: 'bot.status_change',
            data: {
              bot_id: bot.upstream_bot_id,
              status: { code: 'call_ended', created_at: new Date().toISOString() },
              participants: [{ name: 'Ada Lovelace' }],
            },
          },
        },
      ]);
      const late = (await eventually(async () => {
        const rows = await db.$queryRaw<{ id: string }[]>`
          SELECT id FROM webhook_events
           WHERE payload -> 'data' ->> 'bot_id' = ${bot.upstream_bot_id}
             AND processed_at IS NOT NULL AND NOT payload ? 'data_deleted'`;
        return rows.length > 0 ? rows : null;
      }))!;
      const swept = await admin(version, 'POST', '/admin/archives/sweep');
      expect(swept.body.retention.late_events_scrubbed).toBeGreaterThanOrEqual(late.length);
      const after = await db.webhookEvent.findUniqueOrThrow({ where: { id: late[0]!.id } });
      expect(after.payload).toMatchObject({ data_deleted: true });
      expect(JSON.stringify(after.payload)).not.toMatch(/Ada Lovelace|https?:\/\//);
      expect(await db.botTranscript.count({ where: { botId: bot.id } })).toBe(0);
      expect(
        await db.audioArchive.count({ where: { botId: bot.id, state: { not: 'deleted' } } }),
      ).toBe(0);
      // Usage keeps its counts.
      expect(await usage()).toEqual(usageBefore);
      // The tombstone: the bot with its ids, times and statuses.
      const tombstone = await call(version, 'GET', `/bots/${bot.id}`, a.key);
      expect(tombstone.body).toMatchObject({ id: bot.id, status: 'complete' });

      // The team hears of it, with the receipt.
      const told = await eventually(async () => {
        const log = await call(version, 'GET', '/events?type=bot.data_deleted&limit=100', a.key);
        return log.body.data.find((e: any) => e.data.bot_id === bot.id);
      }, LOG_SETTLES_MS);
      expect(told.data).toMatchObject({
        deletion_id: asked.body.id,
        scope: 'all',
        reason: 'request',
        receipt: deletion.steps,
      });
      const audit = await admin(version, 'GET', `/admin/audit?target=${bot.id}`);
      expect(audit.body.data).toEqual([
        expect.objectContaining({
          action: 'bot.data_deletion_requested',
          actor_team_id: a.id,
          change: { deletion_id: asked.body.id, team_id: a.id },
        }),
      ]);
    });
  });

  it('scrubs what an admin typed for a retranscription; the audit log never held it', async () => {
    const { a } = teams.v2;
    const bot = await archivedBot('v2', a);
    const typed = { custom_vocabulary: ['Project Nightingale'], language: 'en' };
    const asked = await admin('v2', 'POST', `/bots/${bot.id}/retranscribe`, typed);
    expect(asked.status).toBe(202);
    expect(asked.body.parameters).toEqual(typed);
    expect((await call('v2', 'DELETE', `/bots/${bot.id}/data`, a.key)).status).toBe(202);
    await completedDeletion('v2', a, bot.id);
    const detail = await call('v2', 'GET', `/bots/${bot.id}`, a.key);
    expect(detail.body.retranscriptions).toEqual([
      expect.objectContaining({ id: asked.body.id, parameters: null }),
    ]);
    const row = await prisma.v2.retranscription.findUniqueOrThrow({ where: { id: asked.body.id } });
    const audit = await admin('v2', 'GET', `/admin/audit?target=${asked.body.id}`);
    expect(audit.body.data[0].change.parameters_set).toEqual(['custom_vocabulary', 'language']);
    for (const kept of [
      JSON.stringify(row),
      JSON.stringify(detail.body),
      JSON.stringify(audit.body),
    ])
      expect(kept).not.toContain('Nightingale');
  });

  it('retries a deletion the vendor fails; the receipt shows it pending, then done', async () => {
    const { a } = teams.v1;
    const bot = await archivedBot('v1', a);
    mb.addFault({
      method: 'POST',
      path: `/bots/${bot.upstream_bot_id}/delete_data`,
      status: 503,
      times: 2,
    });
    await call('v1', 'DELETE', `/bots/${bot.id}/data`, a.key);
    const pending = await eventually(async () => {
      const data = await call('v1', 'GET', `/bots/${bot.id}/data`, a.key);
      const step = stepOf(data.body.deletions[0], 'meeting_bot');
      // An attempt is counted as it starts; its error once it has failed.
      return step.error && step.state === 'pending' ? data.body.deletions[0] : null;
    });
    expect(pending.state).toBe('pending');
    expect(stepOf(pending, 'meeting_bot').error).toMatch(/503/);
    expect(pending.next_attempt_at).toEqual(expect.any(String));

    const { deletion } = await completedDeletion('v1', a, bot.id);
    expect(stepOf(deletion, 'meeting_bot')).toMatchObject({
      state: 'done',
      attempts: 3,
      answers: { meeting_bot: { status: 200, body: { ok: true, status: 'deleted' } } },
    });
    expect(stepOf(deletion, 'meeting_bot').error).toBeUndefined();
    const metrics = await fetch(`${bridges.v1.url}/metrics`).then((r) => r.text());
    expect(metrics).toMatch(
      /data_deletion_steps_total\{target="meeting_bot",outcome="retry"\} [1-9]/,
    );
  });

  it("waits for a create in flight: the vendor's bot it makes is made to leave and its data deleted", async () => {
    const { a } = teams.v1;
    mb.setAccountWebhook(`${bridges.v1.url}/webhooks/meeting-bot/${TOKEN}`);
    mb.addFault({ method: 'POST', path: '/bots/', delayMs: 1_500 });
    const creating = call('v1', 'POST', '/bots', a.key, { meeting_url: MEET });
    const row = (await eventually(() =>
      prisma.v1.bot.findFirst({ where: { teamId: a.id, status: 'creating' } }),
    ))!;
    expect((await call('v1', 'DELETE', `/bots/${row.id}/data`, a.key)).status).toBe(202);
    const created = await creating;
    expect(created.status).toBe(201);
    const upstream = created.body.upstream_bot_id as string;
    // The bot the vendor made after the deletion was asked is made to leave; the vendor ends it.
    await eventually(async () =>
      mb.requests.some((r) => r.method === 'DELETE' && r.path === `/bots/${upstream}`),
    );
    await mb.sendBotEvents(upstream, ['call_ended', 'complete'], { delayMs: 5 });
    const { deletion } = await completedDeletion('v1', a, row.id);
    expect(stepOf(deletion, 'meeting_bot')).toMatchObject({
      state: 'done',
      deleted: { vendor_bot: upstream },
    });
    expect(mb.requests.some((r) => r.path === `/bots/${upstream}/delete_data`)).toBe(true);
  });

  it('makes no vendor bot for a replayed create whose data was deleted', async () => {
    const { a } = teams.v1;
    const key = { 'idempotency-key': `deleted-${randomBytes(6).toString('hex')}` };
    const create = () =>
      http('POST', `${bridges.v1.url}/bots`, {
        headers: { ...bearer(a.key), ...key },
        json: { meeting_url: MEET },
      });
    mb.addFault({ method: 'POST', path: '/bots/', status: 400, body: { message: 'no' } });
    const refused = await create();
    expect(refused.status).toBe(400);
    const row = await prisma.v1.bot.findFirstOrThrow({
      where: { teamId: a.id, idempotencyKey: key['idempotency-key'] },
    });
    expect((await call('v1', 'DELETE', `/bots/${row.id}/data`, a.key)).status).toBe(202);
    const creates = mb.requests.filter((r) => r.method === 'POST' && r.path === '/bots/').length;
    const replayed = await create();
    expect(replayed.status).toBe(409);
    expect(replayed.body.message).toMatch(/deleted/);
    expect(mb.requests.filter((r) => r.method === 'POST' && r.path === '/bots/').length).toBe(
      creates,
    );
  });

  it('records a step through a database blip, and counts each vendor call once', async () => {
    const team = await mintTeam(bridges.v1.url, bridges.v1.admin, 'del-blip');
    const bot = await archivedBot('v1', team);
    const repo = bridges.v1.app.get(DataDeletionsRepository);
    const save = repo.saveSteps.bind(repo);
    let failed = 0;
    const saves = jest.spyOn(repo, 'saveSteps').mockImplementation(async (id, owner, steps) => {
      const [vendor, stt] = steps;
      // The save after the vendor was asked fails twice, as a database that blinks would.
      if (vendor!.state === 'done' && stt!.attempts === 0 && failed < 2) {
        failed++;
        throw new Error('Connection terminated unexpectedly');
      }
      return save(id, owner, steps);
    });
    try {
      expect((await call('v1', 'DELETE', `/bots/${bot.id}/data`, team.key)).status).toBe(202);
      const { deletion } = await completedDeletion('v1', team, bot.id);
      expect(failed).toBe(2);
      expect(stepOf(deletion, 'meeting_bot')).toMatchObject({ state: 'done', attempts: 1 });
      const asked = `/bots/${bot.upstream_bot_id}/delete_data`;
      expect(mb.requests.filter((r) => r.path === asked)).toHaveLength(1);
    } finally {
      saves.mockRestore();
    }
  });

  it('discards a download racing the deletion: the file is never left in storage', async () => {
    const { a } = teams.v1;
    const bot = await activeBot('v1', a);
    // The recording arrives slowly: the deletion comes while it is being downloaded.
    mb.addFault({
      method: 'GET',
      path: `/recordings/${bot.upstream_bot_id}.wav`,
      slowBody: { chunkBytes: 4_096, intervalMs: 80 },
    });
    await mb.runBotLifecycle(bot.upstream_bot_id, { stepMs: 5 });
    const db = prisma.v1;
    await eventually(async () => {
      const task = await db.audioArchive.findFirst({ where: { botId: bot.id } });
      return task?.state === 'in_progress';
    });
    let seen = false;
    const watch = setInterval(() => (seen ||= existsSync(fileOf('v1', bot.id))), 10);
    try {
      expect((await call('v1', 'DELETE', `/bots/${bot.id}/data`, a.key)).status).toBe(202);
      const { deletion } = await completedDeletion('v1', a, bot.id);
      expect(stepOf(deletion, 'recordings').deleted).toMatchObject({
        files: [expect.objectContaining({ state: 'in_progress' })],
        download_discarded: true,
      });
    } finally {
      clearInterval(watch);
    }
    expect(seen).toBe(false);
    expect(existsSync(fileOf('v1', bot.id))).toBe(false);
    // The stopped download leaves no temporary data behind.
    await eventually(async () => tempFiles(bridges.v1.db.dataDir).length === 0);
    expect(await db.audioArchive.findFirst({ where: { botId: bot.id } })).toMatchObject({
      state: 'deleted',
      archivedAt: null,
    });
  });

  it('offboards a team with an active bot: keys revoked at once, the bot made to leave, all data deleted', async () => {
    const team = await mintTeam(bridges.v1.url, bridges.v1.admin, 'del-offboarded');
    const member = await mintTeam(bridges.v1.url, bridges.v1.admin, 'del-bystander');
    const done = await archivedBot('v1', team);
    const active = await activeBot('v1', team);
    const endpoint = await call('v1', 'POST', '/webhook-endpoints', team.key, {
      url: 'https://receiver.example.com/hooks',
    });
    expect(endpoint.status).toBe(201);

    // Only an admin offboards, and not its own team.
    expect((await call('v1', 'DELETE', `/admin/teams/${team.id}`, member.key)).status).toBe(403);
    const ownAdmin = await admin('v1', 'POST', `/admin/teams/${team.id}/keys`, {
      name: 'own-admin',
      role: 'admin',
    });
    const own = await call('v1', 'DELETE', `/admin/teams/${team.id}`, ownAdmin.body.key);
    expect(own.status).toBe(409);
    const off = await admin('v1', 'DELETE', `/admin/teams/${team.id}`);
    expect(off.status).toBe(202);
    expect(off.body).toMatchObject({ team_id: team.id, keys_revoked: 2, deletions_started: 3 });
    expect((await call('v1', 'GET', '/bots', team.key)).status).toBe(401);

    // The active bot is made to leave; the vendor then ends it.
    await eventually(async () =>
      mb.requests.some(
        (r) => r.method === 'DELETE' && r.path === `/bots/${active.upstream_bot_id}`,
      ),
    );
    await mb.sendBotEvents(active.upstream_bot_id, ['call_ended', 'complete'], { delayMs: 5 });

    const progress = await eventually(async () => {
      const detail = await admin('v1', 'GET', `/admin/teams/${team.id}`);
      return detail.body.offboarding?.done ? detail.body : null;
    }, 20_000);
    expect(progress).toMatchObject({
      name: 'del-offboarded',
      offboarded_at: expect.any(String),
      offboarding: { deletions: 3, completed: 3, pending: 0, done: true },
    });
    const db = prisma.v1;
    for (const bot of [done, active]) {
      expect(await db.bot.findUniqueOrThrow({ where: { id: bot.id } })).toMatchObject({
        dataDeletedAt: expect.any(Date),
      });
      const asked = `/bots/${bot.upstream_bot_id}/delete_data`;
      expect(mb.requests.some((r) => r.method === 'POST' && r.path === asked)).toBe(true);
    }
    // The bot that recorded had data at the vendor; the one that never joined had none.
    expect(mb.deletions.map((d) => d.botId)).toContain(done.upstream_bot_id);
    // What the active bot sent after the request was not kept.
    expect(await db.audioArchive.count({ where: { botId: active.id } })).toBe(0);
    expect(await db.botTranscript.count({ where: { botId: active.id } })).toBe(0);
    expect(await db.webhookEndpoint.count({ where: { teamId: team.id } })).toBe(0);
    expect(await db.teamEvent.count({ where: { teamId: team.id } })).toBe(0);
    expect(existsSync(fileOf('v1', done.id))).toBe(false);

    // The tombstone: no new key, and asking again changes nothing.
    expect(
      (await admin('v1', 'POST', `/admin/teams/${team.id}/keys`, { name: 'again' })).status,
    ).toBe(409);
    const twice = await admin('v1', 'DELETE', `/admin/teams/${team.id}`);
    expect(twice.body).toMatchObject({ keys_revoked: 0, deletions_started: 0 });
    const audit = await admin('v1', 'GET', `/admin/audit?target=${team.id}&action=team.offboarded`);
    expect(audit.body.data).toEqual([
      expect.objectContaining({
        action: 'team.offboarded',
        change: { name: 'del-offboarded', keys_revoked: 2, deletions_started: 3 },
      }),
    ]);
  });

  // Replicas share a PostgreSQL server; the embedded database is one process's.
  (databaseKind === 'postgres' ? it : it.skip)(
    'gives a deletion back when its replica shuts down, with the receipt so far',
    async () => {
      // Two replicas on one database; only `leaving` looks for work (the other polls hourly).
      const env = {
        MEETING_BOT_BASE_URL: mb.url,
        MEETING_BOT_API_KEY: MB_KEY,
        STT_BASE_URL: stt.url,
        STT_API_KEY: STT_KEY,
        WEBHOOK_TOKEN: TOKEN,
        OUTBOUND_ALLOW_PRIVATE: 'true',
        VENDOR_TIMEOUT_MS: '10000',
        WEBHOOK_LEASE_MS: '15000',
        BRIDGE_ROLES: 'api,events,archive',
      };
      const staying = await startBridge({ ...env, ARCHIVE_POLL_INTERVAL_MS: '3600000' });
      let leaving: TestBridge | undefined;
      try {
        leaving = await startBridge({ ...env, PORT: String(await freePort()) }, staying);
        const team = await mintTeam(staying.url, staying.admin, 'del-shutdown');
        mb.setAccountWebhook(`${leaving.url}/webhooks/meeting-bot/${TOKEN}`);
        const created = await http('POST', `${leaving.url}/bots`, {
          headers: bearer(team.key),
          json: { meeting_url: MEET },
        });
        const bot = created.body as { id: string; upstream_bot_id: string };
        await mb.runBotLifecycle(bot.upstream_bot_id, { stepMs: 5 });
        const db = staying.app.get(PrismaService);
        await eventually(async () => (await db.bot.findUnique({ where: { id: bot.id } }))?.endedAt);
        // The vendor takes its time: the replica shuts down during the call.
        const path = `/bots/${bot.upstream_bot_id}/delete_data`;
        mb.addFault({ method: 'POST', path, delayMs: 8_000 });
        await http('DELETE', `${leaving.url}/bots/${bot.id}/data`, { headers: bearer(team.key) });
        await eventually(async () => mb.requests.some((r) => r.path === path));
        await leaving.close();
        leaving = undefined;
        const row = await db.dataDeletion.findFirstOrThrow({ where: { botId: bot.id } });
        expect(row).toMatchObject({
          state: 'pending',
          leaseOwner: null,
          leaseExpiresAt: null,
          attempts: 0,
        });
        expect((row.steps as any[])[0]).toMatchObject({ target: 'meeting_bot', state: 'pending' });
      } finally {
        await leaving?.close();
        await staying.close();
      }
    },
  );

  it("applies a team's retention in the sweep, by when its bots ended", async () => {
    const team = await mintTeam(bridges.v2.url, bridges.v2.admin, 'del-retention');
    expect(
      (await admin('v2', 'PATCH', `/admin/teams/${team.id}`, { retention: { recordings_days: 0 } }))
        .status,
    ).toBe(400);
    const set = await admin('v2', 'PATCH', `/admin/teams/${team.id}`, {
      retention: { recordings_days: 1, transcripts_days: 2, vendor_data_days: null },
    });
    expect(set.status).toBe(200);
    expect(set.body.retention).toEqual({
      recordings_days: 1,
      transcripts_days: 2,
      vendor_data_days: null,
    });
    const bot = await archivedBot('v2', team);
    const db = prisma.v2;
    const sweep = async () => (await admin('v2', 'POST', '/admin/archives/sweep')).body;
    const endedDaysAgo = (days: number) =>
      db.$executeRaw`UPDATE bots SET ended_at = now() - ${days}::float * interval '1 day'
                      WHERE id = ${bot.id}::uuid`;

    expect((await sweep()).retention.data_deletions).toBe(0);
    await endedDaysAgo(1.5);
    expect((await sweep()).retention.data_deletions).toBe(1);
    const expired = await completedDeletion('v2', team, bot.id, 'recordings');
    expect(expired).toMatchObject({
      recordings_deleted_at: expect.any(String),
      transcripts_deleted_at: null,
    });
    expect(expired.deletion).toMatchObject({ reason: 'retention', requested_by: 'retention' });
    expect(existsSync(fileOf('v2', bot.id))).toBe(false);
    expect((await call('v2', 'GET', `/bots/${bot.id}/audio`, team.key)).status).toBe(410);
    expect((await call('v2', 'GET', `/bots/${bot.id}/transcript`, team.key)).status).toBe(200);

    await endedDaysAgo(3);
    expect((await sweep()).retention.data_deletions).toBe(1);
    await completedDeletion('v2', team, bot.id, 'transcripts');
    expect((await call('v2', 'GET', `/bots/${bot.id}/transcript`, team.key)).status).toBe(410);
    // The vendors keep theirs (null = kept), and nothing more expires.
    expect((await sweep()).retention.data_deletions).toBe(0);
    expect(mb.deletions.map((d) => d.botId)).not.toContain(bot.upstream_bot_id);

    const told = await eventually(async () => {
      const log = await call('v2', 'GET', '/events?type=bot.data_expired&limit=100', team.key);
      const mine = log.body.data.filter((e: any) => e.data.bot_id === bot.id);
      return mine.length === 2 ? mine : null;
    }, LOG_SETTLES_MS);
    expect(told.map((e: any) => e.data.scope)).toEqual(['recordings', 'transcripts']);
    const audit = await admin(
      'v2',
      'GET',
      `/admin/audit?target=${team.id}&action=team.retention_changed`,
    );
    expect(audit.body.data).toHaveLength(1);
  });
});
