import {
  type DatabaseConnection,
  openDatabase,
} from '../src/platform/database/database-connection.js';
import { runMigrations } from '../src/platform/database/migrations.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

/**
 * The migrations are written by hand to match schema.prisma; this proves the two agree by
 * writing and reading every column of every model through the generated client.
 */
describe('schema and migrations agree', () => {
  let db: TestDatabase;
  let prisma: PrismaService;

  beforeAll(async () => {
    db = await createTestDatabase();
    const connection: DatabaseConnection = await openDatabase({
      url: db.url,
      dataDir: db.dataDir,
      poolSize: 2,
    });
    await runMigrations(connection, () => undefined);
    prisma = new PrismaService(connection);
  });
  afterAll(async () => {
    await prisma?.onModuleDestroy();
    await db?.drop();
  });

  const at = (iso: string) => new Date(iso);

  it('round-trips every model with every field set', async () => {
    const team = await prisma.team.create({
      data: {
        name: 'rt',
        limits: { max_active_bots: 5, requests_per_minute: null },
        retention: { recordings_days: 30, vendor_data_days: null },
        offboardedAt: at('2026-01-20T00:00:00.000Z'),
      },
    });
    expect(await prisma.team.findUnique({ where: { id: team.id } })).toEqual(team);

    const key = await prisma.apiKey.create({
      data: {
        teamId: team.id,
        name: 'k',
        role: 'admin',
        keyHash: 'a'.repeat(64),
        prefix: 'mbb_abcd',
        lastUsedAt: at('2026-01-01T00:00:00.123Z'),
        revokedAt: at('2026-01-02T00:00:00.000Z'),
      },
    });
    expect(await prisma.apiKey.findUnique({ where: { keyHash: 'a'.repeat(64) } })).toEqual(key);

    const bot = await prisma.bot.create({
      data: {
        teamId: team.id,
        upstreamBotId: 'up-1',
        meetingUrl: 'https://meet.google.com/abc-defg-hij',
        botName: 'Notetaker',
        status: 'joining_call',
        request: { bot_name: 'Notetaker', extra: { n: 1 } },
        idempotencyKey: 'idem-1',
        requestHash: 'b'.repeat(64),
        lastError: 'none',
        transcript: [{ speaker: 'A', words: [] }],
        speakers: ['A', 'B'],
        mp4Url: 'https://media.example.com/x.mp4',
        mediaSeenAt: at('2026-01-03T00:00:00.000Z'),
        attemptedAt: at('2026-01-03T12:00:00.000Z'),
        endedAt: at('2026-01-04T00:00:00.000Z'),
        dataDeletionRequestedAt: at('2026-01-05T00:00:00.000Z'),
        dataDeletedAt: at('2026-01-05T00:01:00.000Z'),
        recordingsDeletedAt: at('2026-01-05T00:02:00.000Z'),
        transcriptsDeletedAt: at('2026-01-05T00:03:00.000Z'),
        vendorDataDeletedAt: at('2026-01-05T00:04:00.000Z'),
      },
    });
    expect(await prisma.bot.findUnique({ where: { id: bot.id } })).toEqual(bot);
    const deletion = await prisma.dataDeletion.create({
      data: {
        teamId: team.id,
        botId: bot.id,
        subjectId: bot.id,
        scope: 'all',
        reason: 'request',
        requestedBy: 'k',
        state: 'completed',
        steps: [{ target: 'meeting_bot', state: 'done', attempts: 1 }],
        attempts: 2,
        nextAttemptAt: at('2026-01-05T00:00:30.000Z'),
        leaseOwner: 'replica-1',
        leaseExpiresAt: at('2026-01-05T00:02:00.000Z'),
        lastError: 'meeting_bot: unavailable (503)',
        createdAt: at('2026-01-05T00:00:00.000Z'),
        completedAt: at('2026-01-05T00:01:00.000Z'),
      },
    });
    expect(
      await prisma.dataDeletion.findUnique({
        where: { subjectId_scope: { subjectId: bot.id, scope: 'all' } },
      }),
    ).toEqual(deletion);
    expect(
      await prisma.bot.findUnique({
        where: { teamId_idempotencyKey: { teamId: team.id, idempotencyKey: 'idem-1' } },
      }),
    ).toEqual(bot);

    const change = await prisma.botStatusChange.create({
      data: {
        botId: bot.id,
        code: 'in_call_recording',
        occurredAt: at('2026-01-03T10:00:00.001Z'),
        payload: { event: 'bot.status_change' },
      },
    });
    expect(await prisma.botStatusChange.findUnique({ where: { id: change.id } })).toEqual(change);

    const job = await prisma.transcriptionJob.create({
      data: {
        kind: 'live',
        upstreamId: 'live-1',
        teamId: team.id,
        botId: bot.id,
        status: 'done',
        endedAt: at('2026-01-05T00:00:00.000Z'),
        deletedAt: at('2026-01-06T00:00:00.000Z'),
        audioSeconds: 12.345,
      },
    });
    expect(
      await prisma.transcriptionJob.findUnique({
        where: { kind_upstreamId: { kind: 'live', upstreamId: 'live-1' } },
      }),
    ).toEqual(job);

    const retranscription = await prisma.retranscription.create({
      data: {
        botId: bot.id,
        upstreamBotId: 'up-1',
        teamId: team.id,
        requestedByKeyId: key.id,
        requestedBy: 'k',
        state: 'accepted',
        idempotencyKey: 'idem-r',
        requestHash: 'c'.repeat(64),
        vendorStatus: 202,
        vendorResponse: { ok: true },
        result: { transcript: [] },
        completedAt: at('2026-01-07T00:00:00.000Z'),
      },
    });
    expect(await prisma.retranscription.findUnique({ where: { id: retranscription.id } })).toEqual(
      retranscription,
    );

    const event = await prisma.webhookEvent.create({
      data: {
        source: 'meeting_bot',
        kind: 'complete',
        dedupKey: 'up-1:complete',
        payload: { event: 'complete' },
        processedAt: at('2026-01-08T00:00:00.000Z'),
        attempts: 2,
        lastError: 'boom',
        outcome: 'applied',
        nextAttemptAt: at('2026-01-08T00:00:01.000Z'),
        leaseOwner: 'replica-2',
        leaseExpiresAt: at('2026-01-08T00:01:00.000Z'),
        teamScope: team.id,
      },
    });
    expect(
      await prisma.webhookEvent.findUnique({
        where: { source_dedupKey: { source: 'meeting_bot', dedupKey: 'up-1:complete' } },
      }),
    ).toEqual(event);

    const archive = await prisma.audioArchive.create({
      data: {
        jobId: job.id,
        state: 'archived',
        attempts: 3,
        nextAttemptAt: at('2026-01-09T00:00:00.000Z'),
        leaseOwner: 'replica-1',
        leaseExpiresAt: at('2026-01-09T00:01:00.000Z'),
        storageKey: 'live/live-1.bin',
        sizeBytes: 5n * 1024n ** 3n,
        sha256: 'd'.repeat(64),
        contentType: 'application/octet-stream',
        sizeVerified: false,
        lastError: 'earlier failure',
        archivedAt: at('2026-01-09T00:02:00.000Z'),
      },
    });
    expect(await prisma.audioArchive.findUnique({ where: { jobId: job.id } })).toEqual(archive);

    const upload = await prisma.upload.create({
      data: {
        teamId: team.id,
        upstreamId: 'upload-1',
        audioUrl: 'https://stt.example/file/upload-1',
        createdAt: at('2026-01-10T00:00:00.000Z'),
      },
    });
    expect(await prisma.upload.findUnique({ where: { upstreamId: 'upload-1' } })).toEqual(upload);

    const endpoint = await prisma.webhookEndpoint.create({
      data: {
        teamId: team.id,
        url: 'https://hooks.example.com/bridge',
        description: 'payments',
        eventTypes: ['bot.completed', 'audio.archived'],
        secret: 'whsec_bmV3',
        previousSecret: 'whsec_b2xk',
        previousSecretExpiresAt: at('2026-01-11T00:00:00.000Z'),
        disabledAt: at('2026-01-12T00:00:00.000Z'),
        disabledReason: 'gone',
        failingSince: at('2026-01-11T12:00:00.000Z'),
      },
    });
    expect(await prisma.webhookEndpoint.findUnique({ where: { id: endpoint.id } })).toEqual(
      endpoint,
    );
    const teamEvent = await prisma.teamEvent.create({
      data: {
        teamId: team.id,
        type: 'bot.completed',
        payload: { type: 'bot.completed', timestamp: '2026-01-13T00:00:00.000Z', data: {} },
        createdAt: at('2026-01-13T00:00:00.000Z'),
      },
    });
    expect(await prisma.teamEvent.findUnique({ where: { id: teamEvent.id } })).toEqual(teamEvent);
    const message = await prisma.webhookMessage.create({
      data: {
        eventId: teamEvent.id,
        endpointId: endpoint.id,
        status: 'failed',
        attempts: 8,
        nextAttemptAt: at('2026-01-14T00:00:00.000Z'),
        leaseOwner: 'replica-3',
        leaseExpiresAt: at('2026-01-14T00:00:15.000Z'),
        lastError: '503',
        finishedAt: at('2026-01-14T00:00:16.000Z'),
      },
    });
    expect(await prisma.webhookMessage.findUnique({ where: { id: message.id } })).toEqual(message);
    const attempt = await prisma.webhookAttempt.create({
      data: {
        messageId: message.id,
        endpointId: endpoint.id,
        attemptedAt: at('2026-01-14T00:00:01.000Z'),
        succeeded: false,
        statusCode: 503,
        durationMs: 12,
        error: 'HTTP 503',
        response: 'busy',
      },
    });
    expect(await prisma.webhookAttempt.findUnique({ where: { id: attempt.id } })).toEqual(attempt);
  });

  it('round-trips an audit entry', async () => {
    const entry = await prisma.auditEntry.create({
      data: {
        at: at('2026-01-11T00:00:00.000Z'),
        actorKeyId: '00000000-0000-4000-8000-000000000001',
        actorName: 'root',
        actorTeamId: '00000000-0000-4000-8000-000000000002',
        action: 'team.created',
        targetType: 'team',
        targetId: 'some-id',
        requestId: 'req-1',
        address: '127.0.0.1',
        change: { name: 'rt' },
      },
    });
    expect(await prisma.auditEntry.findUnique({ where: { id: entry.id } })).toEqual(entry);
  });

  it('round-trips the limits state', async () => {
    const count = await prisma.apiRequestCount.create({
      data: {
        teamId: '00000000-0000-4000-8000-000000000003',
        windowStart: at('2026-01-12T10:01:00.000Z'),
        count: 7,
        granted: 9,
      },
    });
    expect(await prisma.apiRequestCount.findMany()).toEqual([count]);
    const reservation = await prisma.liveSessionReservation.create({
      data: {
        id: '00000000-0000-4000-8000-000000000004',
        teamId: '00000000-0000-4000-8000-000000000003',
        expiresAt: at('2026-01-12T10:02:00.000Z'),
      },
    });
    expect(await prisma.liveSessionReservation.findMany()).toEqual([reservation]);
    const pace = await prisma.vendorPace.create({
      data: { vendor: 'meeting_bot', nextAt: at('2026-01-12T10:03:00.000Z') },
    });
    expect(await prisma.vendorPace.findMany()).toEqual([pace]);
  });

  it('round-trips usage roll-ups and archive totals', async () => {
    const team = await prisma.team.create({ data: { name: 'usage-rt' } });
    const day = await prisma.usageDay.create({
      data: {
        teamId: team.id,
        day: at('2026-01-12T00:00:00.000Z'),
        botsCreated: 3,
        botMinutes: 41.5,
        liveSessions: 2,
        liveAudioSeconds: 1830.25,
        preRecordedJobs: 1,
        preRecordedAudioSeconds: 312.04,
        retranscriptions: 1,
        archivedBytes: 58566700,
        recordingBytes: 1920044,
        apiRequests: 412,
      },
    });
    expect(await prisma.usageDay.findMany()).toEqual([day]);
    const rollup = await prisma.usageRollup.create({
      data: { through: at('2026-01-13T00:00:00.000Z') },
    });
    expect(await prisma.usageRollup.findMany()).toEqual([rollup]);
    const total = await prisma.archiveTotal.create({
      data: { state: 'expired', tasks: 2n, bytes: 4096n },
    });
    expect(await prisma.archiveTotal.findUnique({ where: { id: total.id } })).toEqual(total);
  });

  it('round-trips a live meeting: stream, token, session, speaker change, final, gap', async () => {
    const team = await prisma.team.create({ data: { name: 'live-rt' } });
    const bot = await prisma.bot.create({
      data: {
        teamId: team.id,
        meetingUrl: 'https://x',
        botName: 'b',
        status: 'created',
        request: {},
      },
    });
    const job = await prisma.transcriptionJob.create({
      data: {
        kind: 'live',
        upstreamId: 'live-rt-1',
        teamId: team.id,
        botId: bot.id,
        status: 'queued',
      },
    });
    const stream = await prisma.liveStream.create({
      data: {
        botId: bot.id,
        teamId: team.id,
        state: 'ended',
        owner: 'host:1:abc',
        ownerEpoch: 3,
        feedingEpoch: 3,
        feedingUntil: at('2026-01-12T10:00:10.000Z'),
        finals: 1,
        streamBytes: 640_000n,
        startedAt: at('2026-01-12T10:00:00.000Z'),
        endRequestedAt: at('2026-01-12T10:20:00.000Z'),
        endedAt: at('2026-01-12T10:20:01.000Z'),
        error: 'none',
      },
    });
    expect(await prisma.liveStream.findUnique({ where: { botId: bot.id } })).toEqual(stream);
    const token = await prisma.liveIngressToken.create({
      data: { tokenHash: 'c'.repeat(64), botId: bot.id },
    });
    expect(await prisma.liveIngressToken.findMany({ where: { botId: bot.id } })).toEqual([token]);
    const session = await prisma.liveSession.create({
      data: {
        id: '00000000-0000-4000-8000-000000000011',
        botId: bot.id,
        jobId: job.id,
        segment: 1,
        state: 'ended',
        urlSealed: 'sb1.x',
        offsetSeconds: 1.5,
        ackedBytes: 640_000n,
        endedAt: at('2026-01-12T10:20:01.000Z'),
        endReason: 'meeting over',
      },
    });
    expect(await prisma.liveSession.findUnique({ where: { id: session.id } })).toEqual(session);
    const change = await prisma.liveSpeakerChange.create({
      data: {
        id: '00000000-0000-4000-8000-000000000012',
        sessionId: session.id,
        atSeconds: 1,
        speaking: ['Ada'],
        saidAt: at('2026-01-12T10:00:01.000Z'),
      },
    });
    expect(await prisma.liveSpeakerChange.findMany({ where: { sessionId: session.id } })).toEqual([
      change,
    ]);
    const final = await prisma.liveUtterance.create({
      data: {
        botId: bot.id,
        seq: 1,
        sessionId: session.id,
        utteranceId: '00-00000000',
        startSeconds: 1,
        endSeconds: 4.15,
        speaker: 'Ada',
        text: 'Hello',
        language: 'en',
        words: [{ word: 'Hello', start: 1, end: 1.35 }],
      },
    });
    expect(await prisma.liveUtterance.findMany({ where: { botId: bot.id } })).toEqual([final]);
    const gap = await prisma.liveGap.create({
      data: {
        id: '00000000-0000-4000-8000-000000000013',
        botId: bot.id,
        fromSeconds: 4,
        toSeconds: 6,
        reason: 'session lost',
      },
    });
    expect(await prisma.liveGap.findMany({ where: { botId: bot.id } })).toEqual([gap]);
  });

  it('keeps a transcription job of no team', async () => {
    const job = await prisma.transcriptionJob.create({
      data: { kind: 'live', upstreamId: 'live-unlinked', status: 'ended' },
    });
    expect(job.teamId).toBeNull();
    expect(await prisma.transcriptionJob.findUnique({ where: { id: job.id } })).toEqual(job);
  });

  it('enforces the unique constraints later features rely on', async () => {
    const team = await prisma.team.create({ data: { name: 'uniq' } });
    const job = { kind: 'live' as const, upstreamId: 'dup', teamId: team.id, status: 'started' };
    await prisma.transcriptionJob.create({ data: job });
    await expect(prisma.transcriptionJob.create({ data: job })).rejects.toMatchObject({
      code: 'P2002',
    });

    const event = { source: 'stt' as const, kind: 'live.end_session', dedupKey: 'x', payload: {} };
    await prisma.webhookEvent.create({ data: event });
    await expect(prisma.webhookEvent.create({ data: event })).rejects.toMatchObject({
      code: 'P2002',
    });
  });
});
