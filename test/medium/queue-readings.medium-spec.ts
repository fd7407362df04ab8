import { ArchiveTasksRepository } from '../../src/archival/archive-tasks.repository.js';
import { DataDeletionsRepository } from '../../src/deletion/data-deletions.repository.js';
import { EXACT_COUNT_LIMIT } from '../../src/platform/database/bounded-count.js';
import { type QueueReading } from '../../src/platform/metrics/queue-metrics.js';
import { RetranscriptionRepository } from '../../src/retranscription/retranscription.repository.js';
import { EventMessagesRepository } from '../../src/team-events/event-messages.repository.js';
import { WebhookEventsRepository } from '../../src/vendor-webhooks/webhook-events.repository.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { itemsAnHourOld } from '../support/queue-fixtures.js';
import { openServices, type TestServices } from '../support/services.js';

/**
 * The work queues' readings (`queue_items`, `queue_oldest_item_age_seconds`) on each engine:
 * counts bounded at EXACT_COUNT_LIMIT and the planner's estimate beyond, the oldest waiting
 * item by its index. A queue counts every team's rows: this file has a database of its own.
 */
describe('queue readings', () => {
  let db: TestDatabase;
  let services: TestServices;

  beforeAll(async () => {
    db = await createTestDatabase();
    services = await openServices({}, db);
  });
  afterAll(async () => {
    await services?.close();
    await db?.drop();
  });

  const readings = async (): Promise<Record<string, QueueReading>> => ({
    inbox: await services.get(WebhookEventsRepository).backlog(),
    archives: await services.get(ArchiveTasksRepository).backlog(),
    deliveries: await services.get(EventMessagesRepository).backlog(),
    deletions: await services.get(DataDeletionsRepository).backlog(),
    retranscriptions: await services.get(RetranscriptionRepository).backlog(),
  });

  it('reads every queue empty, then an event and a task waiting for a retry an hour old', async () => {
    const empty = { items: 0, oldest: null };
    expect(await readings()).toEqual({
      inbox: empty,
      archives: empty,
      deliveries: empty,
      deletions: empty,
      retranscriptions: empty,
    });
    const hourAgo = await itemsAnHourOld(services.prisma, (await services.team()).id);
    const now = await readings();
    for (const queue of ['inbox', 'archives']) {
      expect({ queue, items: now[queue]!.items }).toEqual({ queue, items: 1 });
      expect(now[queue]!.oldest!.getTime()).toBe(hourAgo.getTime());
    }
  });

  it("counts exactly up to the bound, and beyond it takes the planner's estimate", async () => {
    const { prisma } = services;
    await prisma.$executeRaw`
      INSERT INTO webhook_events (id, source, kind, dedup_key, payload)
      SELECT gen_random_uuid(), 'stt', 'live.end_session', 'bulk-' || n, '{}'::jsonb
        FROM generate_series(1, ${EXACT_COUNT_LIMIT + 500}::int) AS n`;
    await prisma.$executeRawUnsafe('ANALYZE webhook_events');
    const { items } = await services.get(WebhookEventsRepository).backlog();
    // The planner's estimate of the whole table (the bounded count stops at the bound + 1).
    expect(items).toBeGreaterThan(EXACT_COUNT_LIMIT + 250);
    expect(items).toBeLessThan((EXACT_COUNT_LIMIT + 501) * 2);
  });
});
