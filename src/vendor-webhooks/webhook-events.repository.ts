import { Injectable } from '@nestjs/common';
import { PrismaService } from '../platform/database/prisma.service.js';
import { Prisma, type WebhookEvent } from '../generated/prisma/client.js';
import { type WebhookSource } from '../generated/prisma/enums.js';
import { type QueueReading, readQueue } from '../platform/metrics/queue-metrics.js';
import { LeaseTable } from '../platform/queue/lease-table.js';

/**
 * The inbox as a lease queue: an event is open until its outcome is recorded, and keeps the
 * replica that processed it in `lease_owner`.
 */
const INBOX = new LeaseTable('webhook_events', (e) => `${e}.processed_at IS NULL`, {
  keepOwner: true,
});

export interface NewWebhookEvent {
  source: WebhookSource;
  kind: string;
  dedupKey: string;
  /** The body as JSON text, stored as jsonb. */
  payload: string;
  /** The team whose jobs alone the event may move (it came with that team's callback token). */
  teamScope: string | null;
  /** The bot that alone the event may move (it came as that bot's v2 callback). */
  botScope?: string | null;
  /** The delivery's own id (`svix-id`): a second delivery with it is a duplicate too. */
  messageId?: string | null;
}

export interface ClaimedEvent {
  id: string;
  source: WebhookSource;
  kind: string;
  payload: unknown;
  attempts: number;
  received_at: Date;
  team_scope: string | null;
  bot_scope: string | null;
}

export interface Claim {
  owner: string;
  limit: number;
  leaseMs: number;
  maxAttempts: number;
}

export type WebhookEventState = 'pending' | 'processed' | 'failed';

/** `webhook_events`: the durable inbox. Raw SQL where the statement shape matters. */
@Injectable()
export class WebhookEventsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * The accept path's one statement, for any number of events: per event, true when stored,
   * false when its (source, dedup_key) or (source, message_id) was stored before, by an earlier
   * call or earlier in `events`.
   */
  async insertMany(events: NewWebhookEvent[]): Promise<boolean[]> {
    const seen = new Set<string>();
    const first = events.map((e) => {
      const keys = [identity(e), ...(e.messageId ? [`${e.source}\nmessage:${e.messageId}`] : [])];
      const isFirst = keys.every((k) => !seen.has(k));
      keys.forEach((k) => seen.add(k));
      return isFirst;
    });
    const unique = events.filter((_, i) => first[i]);
    const column = <K extends keyof NewWebhookEvent>(k: K) => unique.map((e) => e[k] ?? null);
    const stored = await this.prisma.$queryRaw<{ source: WebhookSource; dedup_key: string }[]>`
      INSERT INTO webhook_events (id, source, kind, dedup_key, payload, team_scope, bot_scope,
                                  message_id)
      SELECT gen_random_uuid(), e.source::"WebhookSource", e.kind, e.dedup_key, e.payload::jsonb,
             e.team_scope, e.bot_scope, e.message_id
        FROM unnest(${column('source')}::text[], ${column('kind')}::text[],
                    ${column('dedupKey')}::text[], ${column('payload')}::text[],
                    ${column('teamScope')}::uuid[], ${column('botScope')}::uuid[],
                    ${column('messageId')}::text[])
             AS e(source, kind, dedup_key, payload, team_scope, bot_scope, message_id)
      ON CONFLICT DO NOTHING
      RETURNING source::text AS source, dedup_key`;
    const inserted = new Set(
      stored.map((r) => identity({ source: r.source, dedupKey: r.dedup_key })),
    );
    return events.map((e, i) => first[i]! && inserted.has(identity(e)));
  }

  /**
   * Takes up to `limit` due events, oldest first, for `leaseMs`. SKIP LOCKED makes concurrent
   * claims from other replicas pass over rows being claimed; the lease (re-checked on the locked
   * row) keeps them off once this claim commits, and frees the event if this replica dies.
   * Counting the attempt here means an event that crashes the process still runs out of tries.
   */
  claim({ owner, limit, leaseMs, maxAttempts }: Claim): Promise<ClaimedEvent[]> {
    return this.prisma.directSql<ClaimedEvent>(Prisma.sql`
      UPDATE webhook_events AS e
         SET ${INBOX.claim(owner, leaseMs, 'e')}
        FROM (SELECT w.id FROM webhook_events w
               WHERE ${INBOX.open('w')}
                 AND w.next_attempt_at <= now()
                 AND w.attempts < ${maxAttempts}::int
                 AND ${INBOX.unleased('w')}
               ORDER BY w.received_at
               LIMIT ${limit}::int
               FOR UPDATE SKIP LOCKED) AS due
       WHERE e.id = due.id
   RETURNING e.id, e.source::text AS source, e.kind, e.payload, e.attempts, e.received_at,
             e.team_scope, e.bot_scope`);
  }

  /** Extends this owner's leases; returns the ids it still holds. */
  async renew(owner: string, ids: string[], leaseMs: number): Promise<Set<string>> {
    const rows = await this.prisma.directSql<{ id: string }>(INBOX.renew(owner, ids, leaseMs));
    return new Set(rows.map((r) => r.id));
  }

  /**
   * Records outcomes, each only where `owner` still holds the event (no other replica claimed it
   * since); answers, per event, whether it was recorded.
   */
  async markProcessed(owner: string, done: { id: string; outcome: string }[]): Promise<boolean[]> {
    const rows = await this.prisma.directSql<{ id: string }>(Prisma.sql`
      UPDATE webhook_events AS e
         SET processed_at = now(), outcome = d.outcome, ${INBOX.endLease}
        FROM unnest(${done.map((d) => d.id)}::uuid[], ${done.map((d) => d.outcome)}::text[])
             AS d(id, outcome)
       WHERE e.id = d.id AND ${INBOX.heldBy(owner, 'e')}
      RETURNING e.id`);
    const recorded = new Set(rows.map((r) => r.id));
    return done.map((d) => recorded.has(d.id));
  }

  /**
   * Schedules the next try, or gives up (outcome `failed`) once the attempts are used up; only
   * while `owner` holds the event. False when it no longer did.
   */
  async markFailed(
    id: string,
    owner: string,
    failure: { error: string; retryInMs: number; maxAttempts: number },
  ): Promise<boolean> {
    const { error, retryInMs, maxAttempts } = failure;
    const count = await this.prisma.$executeRaw`
      UPDATE webhook_events AS e
         SET last_error = ${error}, ${INBOX.endLease},
             next_attempt_at = now() + ${retryInMs}::int * interval '1 millisecond',
             processed_at = CASE WHEN e.attempts >= ${maxAttempts}::int THEN now() END,
             outcome = CASE WHEN e.attempts >= ${maxAttempts}::int THEN 'failed' END
       WHERE e.id = ${id}::uuid AND ${INBOX.heldBy(owner, 'e')}`;
    return count === 1;
  }

  /** Hands `owner`'s claimed-but-unstarted events back (shutdown), without counting the attempt. */
  async release(owner: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.prisma.directSql(INBOX.release(owner, ids));
  }

  /** Events whose last allowed attempt never finished (the replica died): give them up. */
  giveUpAbandoned(maxAttempts: number): Promise<number> {
    return this.prisma.$executeRaw`
      UPDATE webhook_events AS e
         SET processed_at = now(), outcome = 'failed', ${INBOX.endLease},
             last_error = COALESCE(last_error, 'processing did not finish before its lease expired')
       WHERE ${INBOX.open('e')}
         AND e.attempts >= ${maxAttempts}::int
         AND ${INBOX.unleased('e')}`;
  }

  /**
   * Puts a finished (typically failed) event back in the queue with fresh attempts, answering the
   * row as this one statement left it (a poll may claim it right after).
   */
  async retry(id: string): Promise<WebhookEvent | null> {
    const [reset] = await this.prisma.webhookEvent.updateManyAndReturn({
      where: { id, processedAt: { not: null } },
      data: {
        processedAt: null,
        outcome: null,
        attempts: 0,
        nextAttemptAt: new Date(),
        leaseOwner: null,
        leaseExpiresAt: null,
      },
    });
    return reset ?? null;
  }

  list(state: WebhookEventState | undefined, source: WebhookSource | undefined, limit: number) {
    const where = {
      pending: { processedAt: null },
      processed: { processedAt: { not: null }, outcome: { not: 'failed' } },
      failed: { outcome: 'failed' },
    };
    return this.prisma.webhookEvent.findMany({
      where: { ...(state ? where[state] : {}), ...(source ? { source } : {}) },
      orderBy: { receivedAt: 'desc' },
      take: limit,
    });
  }

  pendingCount(): Promise<number> {
    return this.prisma.webhookEvent.count({ where: { processedAt: null } });
  }

  /** The inbox's backlog: events not processed yet, those waiting for a retry too. */
  backlog(): Promise<QueueReading> {
    return readQueue(
      this.prisma,
      Prisma.sql`webhook_events WHERE processed_at IS NULL`,
      Prisma.sql`SELECT received_at FROM webhook_events WHERE processed_at IS NULL
                  ORDER BY received_at LIMIT 1`,
    );
  }
}

const identity = (e: Pick<NewWebhookEvent, 'source' | 'dedupKey'>) => `${e.source}\n${e.dedupKey}`;
