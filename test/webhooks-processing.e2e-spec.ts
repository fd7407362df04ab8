import { randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { type JobKind } from '../src/generated/prisma/enums.js';
import { WebhookDispatcher } from '../src/vendor-webhooks/webhook-dispatcher.js';
import {
  type MeetingBotSimulator,
  startMeetingBotSimulator,
  startSttSimulator,
  type SttSimulator,
} from '../simulators/index.js';
import { startBridge, type TestBridge } from './support/bridge.js';
import { databaseKind } from './support/database.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';

const STT_KEY = 'stt-key';
const MB_KEY = `mb-${randomBytes(8).toString('hex')}`;

/** Effects of stored events on jobs, archive tasks and bots; recovery; several replicas. */
describe('webhook processing', () => {
  const token = randomBytes(16).toString('hex');
  let stt: SttSimulator;
  let mb: MeetingBotSimulator;
  const env = (extra: Record<string, string> = {}) => ({
    WEBHOOK_TOKEN: token,
    STT_BASE_URL: stt.url,
    STT_API_KEY: STT_KEY,
    MEETING_BOT_BASE_URL: mb.url,
    MEETING_BOT_API_KEY: MB_KEY,
    ...extra,
  });

  beforeAll(async () => {
    stt = await startSttSimulator({ apiKey: STT_KEY, webhookRetryDelaysMs: [] });
    mb = await startMeetingBotSimulator({ apiKey: MB_KEY, webhookRetryDelaysMs: [] });
  });
  afterAll(async () => {
    await stt?.close();
    await mb?.close();
  });

  /**
   * A fresh connection per call: a pooled one can idle out at the simulator while a PGlite boot
   * blocks this process, and then be reused as it closes (ECONNRESET).
   */
  function simPost(path: string, json: unknown): Promise<{ status: number; body: any }> {
    const payload = JSON.stringify(json);
    return new Promise((resolve, reject) => {
      const req = request(`${stt.url}${path}`, {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-service-key': STT_KEY,
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** A vendor job plus the bridge's record of it (as the proxy would have made it). */
  async function knownJob(bridge: TestBridge, kind: JobKind = 'live', callback = false) {
    const prisma = bridge.app.get(PrismaService);
    const path = kind === 'live' ? '/v2/live' : '/v2/pre-recorded';
    const json =
      kind === 'live'
        ? callback
          ? { callback: true, callback_config: { url: `${bridge.url}/webhooks/stt/${token}` } }
          : {}
        : { audio_url: 'https://example.com/a.wav' };
    const created = await simPost(path, json);
    expect(created.status).toBe(201);
    const team = await prisma.team.upsert({
      where: { name: 'webhooks' },
      create: { name: 'webhooks' },
      update: {},
    });
    const job = await prisma.transcriptionJob.create({
      data: { kind, upstreamId: created.body.id, teamId: team.id, status: 'queued' },
    });
    return { upstreamId: created.body.id as string, jobId: job.id };
  }

  const post = (bridge: TestBridge, json: unknown) =>
    http('POST', `${bridge.url}/webhooks/stt/${token}`, { json });
  const lifecycle = (type: string, id: string) => ({ event: `live.${type}`, payload: { id } });

  async function settled(bridge: TestBridge, where: object = {}) {
    const prisma = bridge.app.get(PrismaService);
    await eventually(
      async () =>
        (await prisma.webhookEvent.count({ where: { ...where, processedAt: null } })) === 0,
      15_000,
    );
  }

  describe('on one replica, without polling (the dispatcher runs right after each commit)', () => {
    let bridge: TestBridge;
    let prisma: PrismaService;

    beforeAll(async () => {
      bridge = await startBridge(env({ WEBHOOK_POLL_INTERVAL_MS: '3600000' }));
      prisma = bridge.app.get(PrismaService);
      stt.setAccountWebhook(`${bridge.url}/webhooks/stt/${token}`);
    });
    afterAll(async () => {
      stt.setAccountWebhook(null);
      await bridge?.close();
    });

    it('follows a live session from the vendor’s webhooks and archives it exactly once', async () => {
      const { upstreamId, jobId } = await knownJob(bridge, 'live', true);
      await stt.startSession(upstreamId);
      await eventually(async () => {
        const job = await prisma.transcriptionJob.findUniqueOrThrow({ where: { id: jobId } });
        return job.status === 'recording';
      });
      expect(await prisma.audioArchive.count({ where: { jobId } })).toBe(0);

      await stt.endSession(upstreamId);
      await settled(bridge);
      const job = await prisma.transcriptionJob.findUniqueOrThrow({ where: { id: jobId } });
      expect(job.status).toBe('ended');
      expect(job.endedAt).toBeInstanceOf(Date);
      // end_session came on both channels: two events, one task.
      expect(await prisma.audioArchive.count({ where: { jobId } })).toBe(1);
      const ends = await prisma.webhookEvent.findMany({
        where: { kind: 'live.end_session', dedupKey: { endsWith: upstreamId } },
      });
      expect(ends).toHaveLength(2);

      // A replay answers 2xx, stores nothing, changes nothing.
      const archive = await prisma.audioArchive.findUniqueOrThrow({ where: { jobId } });
      const replay = await post(bridge, lifecycle('end_session', upstreamId));
      expect(replay.body).toEqual({ status: 'duplicate' });
      await settled(bridge);
      expect(
        await prisma.webhookEvent.count({ where: { dedupKey: { endsWith: upstreamId } } }),
      ).toBe(8);
      expect(await prisma.audioArchive.findMany({ where: { jobId } })).toEqual([
        expect.objectContaining({ id: archive.id, createdAt: archive.createdAt }),
      ]);
      expect(
        (await prisma.transcriptionJob.findUniqueOrThrow({ where: { id: jobId } })).endedAt,
      ).toEqual(job.endedAt);
    });

    it('tolerates events out of order: end_session before start_session', async () => {
      const { upstreamId, jobId } = await knownJob(bridge);
      for (const type of ['end_session', 'end_recording', 'start_recording', 'start_session']) {
        expect((await post(bridge, lifecycle(type, upstreamId))).status).toBe(200);
        // Handled in arrival order, so each outcome below is certain.
        await settled(bridge);
      }
      await settled(bridge);
      const job = await prisma.transcriptionJob.findUniqueOrThrow({ where: { id: jobId } });
      expect(job.status).toBe('ended');
      expect(await prisma.audioArchive.count({ where: { jobId } })).toBe(1);
      const outcomes = await prisma.webhookEvent.findMany({
        where: { dedupKey: { endsWith: upstreamId } },
        orderBy: { receivedAt: 'asc' },
        select: { kind: true, outcome: true },
      });
      expect(outcomes).toEqual([
        { kind: 'live.end_session', outcome: 'applied' },
        { kind: 'live.end_recording', outcome: 'stale' },
        { kind: 'live.start_recording', outcome: 'stale' },
        { kind: 'live.start_session', outcome: 'stale' },
      ]);
    });

    it('moves pre-recorded jobs to done or error, without archiving them', async () => {
      const ok = await knownJob(bridge, 'pre_recorded');
      const bad = await knownJob(bridge, 'pre_recorded');
      await stt.completeJob(ok.upstreamId, 'done');
      await stt.completeJob(bad.upstreamId, 'error');
      // transcription.created arriving last must not undo the final status.
      await post(bridge, { event: 'transcription.created', payload: { id: ok.upstreamId } });
      await settled(bridge);
      const jobs = await prisma.transcriptionJob.findMany({
        where: { id: { in: [ok.jobId, bad.jobId] } },
      });
      expect(Object.fromEntries(jobs.map((j) => [j.id, j.status]))).toEqual({
        [ok.jobId]: 'done',
        [bad.jobId]: 'error',
      });
      expect(jobs.every((j) => j.endedAt !== null)).toBe(true);
      expect(
        await prisma.audioArchive.count({ where: { jobId: { in: [ok.jobId, bad.jobId] } } }),
      ).toBe(0);
    });

    it('records events about jobs it does not know as processed and ignores them', async () => {
      const id = randomUUID();
      // (An unknown session's end is archived: see unlinked-sessions.e2e-spec.ts.)
      await post(bridge, lifecycle('start_recording', id));
      await settled(bridge);
      const [event] = await prisma.webhookEvent.findMany({ where: { dedupKey: { endsWith: id } } });
      expect(event).toMatchObject({ outcome: 'unknown_job', attempts: 1, lastError: null });
      expect(await prisma.audioArchive.count()).toBe(2);
    });

    it('hands meeting-bot events to the bot state machine; a late status after complete is stale', async () => {
      const joined = await http('POST', `${mb.url}/bots/`, {
        headers: { 'x-meeting-baas-api-key': MB_KEY },
        json: {
          bot_name: 'rec',
          meeting_url: 'https://meet.google.com/abc-defg-hij',
          webhook_url: `${bridge.url}/webhooks/meeting-bot/${token}`,
        },
      });
      const upstreamBotId: string = joined.body.bot_id;
      const team = await prisma.team.upsert({
        where: { name: 'webhooks' },
        create: { name: 'webhooks' },
        update: {},
      });
      const bot = await prisma.bot.create({
        data: {
          teamId: team.id,
          upstreamBotId,
          meetingUrl: 'https://meet.google.com/abc-defg-hij',
          botName: 'rec',
          status: 'joining_call',
          request: {},
        },
      });
      const recordingSince = new Date(Date.now() - 60_000).toISOString();
      await mb.sendBotEvents(upstreamBotId, ['complete']);
      await settled(bridge, { source: 'meeting_bot' });
      const completed = await prisma.bot.findUniqueOrThrow({ where: { id: bot.id } });
      expect(completed.endedAt).not.toBeNull();

      await mb.sendBotEvents(upstreamBotId, [
        {
          event: 'bot.status_change',
          data: { status: { code: 'in_call_recording', created_at: recordingSince } },
        },
      ]);
      await settled(bridge, { source: 'meeting_bot' });
      const events = await prisma.webhookEvent.findMany({
        where: { source: 'meeting_bot', dedupKey: { contains: upstreamBotId } },
        orderBy: { receivedAt: 'asc' },
        select: { kind: true, outcome: true },
      });
      expect(events).toEqual([
        { kind: 'complete', outcome: 'applied' },
        { kind: 'bot.status_change', outcome: 'stale' },
      ]);
      expect((await prisma.bot.findUniqueOrThrow({ where: { id: bot.id } })).status).toBe(
        completed.status,
      );
    });
  });

  it('retries a failing event with backoff, gives up visibly, and processes it again on request', async () => {
    const bridge = await startBridge(
      env({
        WEBHOOK_POLL_INTERVAL_MS: '50',
        WEBHOOK_MAX_ATTEMPTS: '3',
        WEBHOOK_RETRY_BASE_MS: '0',
      }),
    );
    const prisma = bridge.app.get(PrismaService);
    try {
      const { upstreamId, jobId } = await knownJob(bridge);
      // A real failure of the effect: the archive table is briefly unreachable.
      await prisma.$executeRawUnsafe('ALTER TABLE audio_archives RENAME TO audio_archives_away');
      await post(bridge, lifecycle('end_session', upstreamId));
      const failed = await eventually(async () => {
        const res = await http('GET', `${bridge.url}/admin/webhook-events?state=failed`, {
          headers: bridge.admin,
        });
        return res.body.length === 1 ? res.body[0] : null;
      }, 10_000);
      expect(failed).toMatchObject({
        kind: 'live.end_session',
        outcome: 'failed',
        attempts: 3,
        last_error: expect.stringContaining('audio_archives'),
      });
      expect(failed.processed_at).not.toBeNull();

      await prisma.$executeRawUnsafe('ALTER TABLE audio_archives_away RENAME TO audio_archives');
      const retried = await http('POST', `${bridge.url}/admin/webhook-events/${failed.id}/retry`, {
        headers: bridge.admin,
      });
      expect(retried.status).toBe(200);
      expect(retried.body).toMatchObject({ attempts: 0, processed_at: null, outcome: null });
      await eventually(async () => (await prisma.audioArchive.count({ where: { jobId } })) === 1);
      await settled(bridge);
      // The status moved on during the first attempt; what the retry completed is the task.
      expect(
        await prisma.webhookEvent.findUniqueOrThrow({ where: { id: failed.id } }),
      ).toMatchObject({
        outcome: 'stale',
        attempts: 1,
        processedAt: expect.any(Date),
        lastError: expect.stringContaining('audio_archives'),
      });
      const again = await http('POST', `${bridge.url}/admin/webhook-events/${failed.id}/retry`, {
        headers: { authorization: 'Bearer nope' },
      });
      expect(again.status).toBe(401);
    } finally {
      await bridge.close();
    }
  });

  it('processes at start-up what a stopped replica left: never dispatched, or claimed and dead', async () => {
    const first = await startBridge(env({ WEBHOOK_POLL_INTERVAL_MS: '3600000' }));
    const { upstreamId, jobId } = await knownJob(first);
    const prisma = first.app.get(PrismaService);
    // Stored under a lease another replica holds, so this one (whose start-up poll may still be
    // running) leaves them alone; that replica's state is set below, just before this one stops.
    const held = { leaseOwner: 'dead-replica', leaseExpiresAt: new Date(Date.now() + 3_600_000) };
    // As if stored by a replica that died before processing, and one that died while processing.
    await prisma.webhookEvent.create({
      data: {
        source: 'stt',
        kind: 'live.end_session',
        dedupKey: `webhook:live.end_session:${upstreamId}`,
        payload: lifecycle('end_session', upstreamId),
        ...held,
      },
    });
    await prisma.webhookEvent.create({
      data: {
        source: 'stt',
        kind: 'live.start_session',
        dedupKey: `webhook:live.start_session:${upstreamId}`,
        payload: lifecycle('start_session', upstreamId),
        attempts: 1,
        ...held,
      },
    });
    // And one whose last allowed attempt never finished: given up, not tried an 11th time.
    await prisma.webhookEvent.create({
      data: {
        source: 'stt',
        kind: 'live.end_recording',
        dedupKey: `webhook:live.end_recording:${upstreamId}`,
        payload: lifecycle('end_recording', upstreamId),
        attempts: 10,
        ...held,
      },
    });
    // A drain run after they were stored leaves them alone.
    await first.app.get(WebhookDispatcher).nudge();
    expect(await prisma.webhookEvent.count({ where: { processedAt: null } })).toBe(3);
    await prisma.webhookEvent.updateMany({
      where: { dedupKey: `webhook:live.end_session:${upstreamId}` },
      data: { leaseOwner: null, leaseExpiresAt: null },
    });
    await prisma.webhookEvent.updateMany({
      where: { leaseOwner: 'dead-replica' },
      data: { leaseExpiresAt: new Date(Date.now() - 1_000) },
    });
    await first.app.close();

    const second = await startBridge(env({ ...first.db.env, WEBHOOK_POLL_INTERVAL_MS: '3600000' }));
    try {
      const prisma2 = second.app.get(PrismaService);
      await settled(second);
      const events = await prisma2.webhookEvent.findMany({ orderBy: { kind: 'asc' } });
      // The two are handled concurrently, in either order: the end wins anyway.
      expect(events.map((e) => [e.kind, e.outcome, e.attempts])).toEqual([
        ['live.end_recording', 'failed', 10],
        ['live.end_session', 'applied', 1],
        ['live.start_session', expect.stringMatching(/^(applied|stale)$/), 2],
      ]);
      const job = await prisma2.transcriptionJob.findUniqueOrThrow({ where: { id: jobId } });
      expect(job.status).toBe('ended');
      expect(events[0].lastError).toMatch(/lease expired/);
      expect(events.filter((e) => e.leaseOwner === 'dead-replica')).toHaveLength(1);
      expect(await prisma2.audioArchive.count({ where: { jobId } })).toBe(1);
    } finally {
      await second.close();
      await first.db.drop();
    }
  });

  (databaseKind === 'postgres' ? it : it.skip)(
    'shares a burst between two replicas on one PostgreSQL, each event processed once',
    async () => {
      const a = await startBridge(env({ WEBHOOK_POLL_INTERVAL_MS: '20' }));
      const b = await startBridge(env({ DATABASE_URL: a.db.url!, WEBHOOK_POLL_INTERVAL_MS: '20' }));
      try {
        const prisma = a.app.get(PrismaService);
        const jobs = [await knownJob(a)]; // creates the team first
        jobs.push(...(await Promise.all(Array.from({ length: 29 }, () => knownJob(a)))));
        const sends = jobs.flatMap(({ upstreamId }, i) =>
          ['start_session', 'start_recording', 'end_recording', 'end_session'].flatMap((t, k) => {
            const body = lifecycle(t, upstreamId);
            const [first, other] = (i + k) % 2 ? [a, b] : [b, a];
            // Every fourth event is also replayed to the other replica.
            return k === 3 || i % 4 === 0
              ? [
                  [first, body],
                  [other, body],
                ]
              : [[first, body]];
          }),
        ) as [TestBridge, unknown][];
        for (let i = 0; i < sends.length; i += 16) {
          const answers = await Promise.all(
            sends.slice(i, i + 16).map(([to, body]) => post(to, body)),
          );
          expect(answers.every((r) => r.status === 200)).toBe(true);
        }
        await settled(a);
        const events = await prisma.webhookEvent.findMany();
        expect(events).toHaveLength(30 * 4);
        // Claimed once each: a second claim would have counted a second attempt.
        expect(events.filter((e) => e.attempts !== 1)).toEqual([]);
        expect(new Set(events.map((e) => e.leaseOwner)).size).toBe(2);
        const archives = await prisma.audioArchive.findMany();
        expect(archives.map((x) => x.jobId).sort()).toEqual(jobs.map((j) => j.jobId).sort());
        const statuses = await prisma.transcriptionJob.findMany({ select: { status: true } });
        expect(statuses.every((s) => s.status === 'ended')).toBe(true);
      } finally {
        await b.close();
        await a.close();
      }
    },
  );
});
