import { randomUUID } from 'node:crypto';
import { ArchiveTasksRepository } from '../../src/archival/archive-tasks.repository.js';
import { PrismaService } from '../../src/platform/database/prisma.service.js';
import { EventMessagesRepository } from '../../src/team-events/event-messages.repository.js';
import { WebhookEventsRepository } from '../../src/vendor-webhooks/webhook-events.repository.js';
import { openMigrated } from '../support/archive-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { eventually } from '../support/eventually.js';

/**
 * The three lease queues (the webhook inbox, the archive tasks, the team event deliveries) share
 * one mechanism: once a replica's lease has run out and another replica claimed the row, every
 * change the first one tries (renewal, outcome, giving the row back) does nothing, and the
 * second one's apply.
 */
describe('lease queues: every change after a claim is fenced by the lease owner', () => {
  let db: TestDatabase;
  let prisma: PrismaService;

  // The repositories on a migrated database, with no bridge: the test is the only claimer.
  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = await openMigrated(db);
  });
  afterAll(async () => {
    await prisma?.onModuleDestroy();
    await db?.drop();
  });

  /** Claims as `owner` until the row comes (the first lease must run out first). */
  const claimWhenFree = async <T>(claim: () => Promise<T[]>): Promise<T> => {
    const rows = await eventually(async () => {
      const claimed = await claim();
      return claimed.length === 1 ? claimed : null;
    });
    return rows![0]!;
  };

  it('the webhook inbox', async () => {
    const repo = new WebhookEventsRepository(prisma);
    await repo.insertMany([
      {
        source: 'stt',
        kind: 'live.end_session',
        dedupKey: randomUUID(),
        payload: '{}',
        teamScope: null,
      },
    ]);
    const claim = (owner: string, leaseMs: number) =>
      repo.claim({ owner, limit: 1, leaseMs, maxAttempts: 5 });
    const first = await claimWhenFree(() => claim('replica-a', 1));
    const second = await claimWhenFree(() => claim('replica-b', 60_000));
    expect(second).toMatchObject({ id: first.id, attempts: 2 });

    expect(await repo.renew('replica-a', [first.id], 60_000)).toEqual(new Set());
    expect(await repo.markProcessed('replica-a', [{ id: first.id, outcome: 'applied' }])).toEqual([
      false,
    ]);
    expect(
      await repo.markFailed(first.id, 'replica-a', { error: 'x', retryInMs: 0, maxAttempts: 5 }),
    ).toBe(false);
    await repo.release('replica-a', [first.id]);
    expect(await prisma.webhookEvent.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      attempts: 2,
      leaseOwner: 'replica-b',
      processedAt: null,
    });

    expect(await repo.renew('replica-b', [first.id], 60_000)).toEqual(new Set([first.id]));
    expect(await repo.markProcessed('replica-b', [{ id: first.id, outcome: 'applied' }])).toEqual([
      true,
    ]);
    expect(await prisma.webhookEvent.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      outcome: 'applied',
      leaseExpiresAt: null,
    });
  });

  it('the archive tasks', async () => {
    const repo = new ArchiveTasksRepository(prisma);
    const job = await prisma.transcriptionJob.create({
      data: { kind: 'live', upstreamId: randomUUID(), status: 'ended' },
    });
    await repo.insertPending(job.id);
    const first = await claimWhenFree(() => repo.claim('replica-a', 1, 1, 5));
    const second = await claimWhenFree(() => repo.claim('replica-b', 1, 60_000, 5));
    expect(second).toMatchObject({ id: first.id, attempts: 2 });

    expect(await repo.renew('replica-a', [first.id], 60_000)).toEqual(new Set());
    const failure = { error: 'x', delayMs: 0, maxAttempts: 5 };
    expect(await repo.markRetry(prisma, first.id, 'replica-a', failure)).toEqual([]);
    expect(await repo.markTerminal(prisma, first.id, 'replica-a', 'gone', 'x')).toEqual([]);
    expect(await repo.release(first.id, 'replica-a', 'shutdown')).toBe(false);
    const stored = { key: 'k', size: 1, sha256: '0'.repeat(64), contentType: 'audio/wav' };
    expect(
      await repo.markArchived(prisma, first.id, 'replica-a', { ...stored, sizeVerified: true }),
    ).toEqual([]);
    expect(await repo.whyNotApplied(first.id)).toBe('lost');
    expect(await prisma.audioArchive.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      state: 'in_progress',
      attempts: 2,
      leaseOwner: 'replica-b',
    });

    expect(await repo.renew('replica-b', [first.id], 60_000)).toEqual(new Set([first.id]));
    expect(await repo.release(first.id, 'replica-b', 'shutdown')).toBe(true);
    expect(await prisma.audioArchive.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      state: 'pending',
      attempts: 1,
      leaseOwner: null,
    });
  });

  it('the team event deliveries', async () => {
    const repo = new EventMessagesRepository(prisma);
    const team = await prisma.team.create({ data: { name: `lease-${randomUUID()}` } });
    const endpoint = await prisma.webhookEndpoint.create({
      data: {
        teamId: team.id,
        url: 'https://receiver.example.test/',
        eventTypes: [],
        secret: 'whsec_x',
      },
    });
    const event = await prisma.teamEvent.create({
      data: {
        teamId: team.id,
        type: 'bot.status_changed',
        payload: { type: 'bot.status_changed' },
      },
    });
    const message = await prisma.webhookMessage.create({
      data: { eventId: event.id, endpointId: endpoint.id },
    });
    const claim = (owner: string, leaseMs: number) =>
      repo.claim({
        owner,
        limit: 1,
        leaseMs,
        maxAttempts: 5,
        perEndpoint: 1,
        busy: new Map(),
        disabled: [],
      });
    const first = await claimWhenFree(() => claim('replica-a', 1));
    const second = await claimWhenFree(() => claim('replica-b', 60_000));
    expect(second).toMatchObject({ id: message.id, attempts: 2 });

    const attempt = {
      messageId: message.id,
      endpointId: endpoint.id,
      startedAt: new Date(),
      succeeded: true,
      statusCode: 200,
      durationMs: 5,
      error: null,
      response: null,
      next: { status: 'succeeded' as const },
      gone: false,
    };
    expect(await repo.renew('replica-a', [first.id], 60_000)).toEqual(new Set());
    expect((await repo.record('replica-a', [attempt], 60_000)).recorded).toEqual(new Set());
    await repo.release('replica-a', [first.id]);
    expect(
      await prisma.webhookMessage.findUniqueOrThrow({ where: { id: message.id } }),
    ).toMatchObject({
      status: 'pending',
      attempts: 2,
      leaseOwner: 'replica-b',
    });
    expect(await prisma.webhookAttempt.count({ where: { messageId: message.id } })).toBe(0);

    expect(await repo.renew('replica-b', [first.id], 60_000)).toEqual(new Set([first.id]));
    expect((await repo.record('replica-b', [attempt], 60_000)).recorded).toEqual(
      new Set([message.id]),
    );
    expect(
      await prisma.webhookMessage.findUniqueOrThrow({ where: { id: message.id } }),
    ).toMatchObject({
      status: 'succeeded',
      leaseOwner: null,
    });
  });
});
