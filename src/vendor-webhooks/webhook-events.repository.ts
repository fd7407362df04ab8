import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import { type WebhookEvent } from '../generated/prisma/client.js';
import { type WebhookSource } from '../generated/prisma/enums.js';

export interface NewWebhookEvent {
  source: WebhookSource;
  kind: string;
  dedupKey: string;
  /** The body as JSON text, stored as jsonb. */
  payload: string;
  /** The team whose jobs alone the event may move (it came with that team's callback token). */
  teamScope: string | null;
}

export interface ClaimedEvent {
  id: string;
  source: WebhookSource;
  kind: string;
  payload: unknown;
  attempts: number;
  received_at: Date;
  team_scope: string | null;
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
   * false when (source, dedup_key) was stored before, by an earlier call or earlier in `events`.
   */
  async insertMany(events: NewWebhookEvent[]): Promise<boolean[]> {
    const firsts = new Map<string, number>();
    events.forEach((e, i) => {
      if (!firsts.has(identity(e))) firsts.set(identity(e), i);
    });
    const unique = [...firsts.values()].map((i) => events[i]!);
    const column = <K extends keyof NewWebhookEvent>(k: K) => unique.map((e) => e[k]);
    const stored = await this.prisma.$queryRaw<{ source: WebhookSource; dedup_key: string }[]>`
      INSERT INTO webhook_events (id, source, kind, dedup_key, payload, team_scope)
      SELECT gen_random_uuid(), e.source::"WebhookSource", e.kind, e.dedup_key, e.payload::jsonb,
             e.team_scope
        FROM unnest(${column('source')}::text[], ${column('kind')}::text[],
                    ${column('dedupKey')}::text[], ${column('payload')}::text[],
                    ${column('teamScope')}::uuid[])
             AS e(source, kind, dedup_key, payload, team_scope)
      ON CONFLICT (source, dedup_key) DO NOTHING
      RETURNING source::text AS source, dedup_key`;
    const inserted = new Set(
      stored.map((r) => identity({ source: r.source, dedupKey: r.dedup_key })),
    );
    return events.map((e, i) => firsts.get(identity(e)) === i && inserted.has(identity(e)));
  }

  /**
   * Takes up to `limit` due events, oldest first, for `leaseMs`. SKIP LOCKED makes concurrent
   * claims from other replicas pass over rows being claimed; the lease (re-checked on the locked
   * row) keeps them off once this claim commits, and frees the event if this replica dies.
   * Counting the attempt here means an event that crashes the process still runs out of tries.
   */
  claim({ owner, limit, leaseMs, maxAttempts }: Claim): Promise<ClaimedEvent[]> {
    return this.prisma.$queryRaw<ClaimedEvent[]>`
      UPDATE webhook_events AS e
         SET attempts = e.attempts + 1,
             lease_owner = ${owner},
             lease_expires_at = now() + ${leaseMs}::int * interval '1 millisecond'
        FROM (SELECT id FROM webhook_events
               WHERE processed_at IS NULL
                 AND next_attempt_at <= now()
                 AND attempts < ${maxAttempts}::int
                 AND (lease_expires_at IS NULL OR lease_expires_at < now())
               ORDER BY received_at
               LIMIT ${limit}::int
               FOR UPDATE SKIP LOCKED) AS due
       WHERE e.id = due.id
   RETURNING e.id, e.source::text AS source, e.kind, e.payload, e.attempts, e.received_at,
             e.team_scope`;
  }

  /** Extends this owner's leases; returns the ids it still holds. */
  async renew(owner: string, ids: string[], leaseMs: number): Promise<Set<string>> {
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      UPDATE webhook_events
         SET lease_expires_at = now() + ${leaseMs}::int * interval '1 millisecond'
       WHERE id = ANY(${ids}::uuid[]) AND lease_owner = ${owner} AND processed_at IS NULL
      RETURNING id`;
    return new Set(rows.map((r) => r.id));
  }

  /**
   * Records outcomes, each only where `owner` still holds the event (no other replica claimed it
   * since); answers, per event, whether it was recorded.
   */
  async markProcessed(owner: string, done: { id: string; outcome: string }[]): Promise<boolean[]> {
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      UPDATE webhook_events AS e
         SET processed_at = now(), outcome = d.outcome, lease_expires_at = NULL
        FROM unnest(${done.map((d) => d.id)}::uuid[], ${done.map((d) => d.outcome)}::text[])
             AS d(id, outcome)
       WHERE e.id = d.id AND e.lease_owner = ${owner} AND e.processed_at IS NULL
      RETURNING e.id`;
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
      UPDATE webhook_events
         SET last_error = ${error},
             lease_expires_at = NULL,
             next_attempt_at = now() + ${retryInMs}::int * interval '1 millisecond',
             processed_at = CASE WHEN attempts >= ${maxAttempts}::int THEN now() END,
             outcome = CASE WHEN attempts >= ${maxAttempts}::int THEN 'failed' END
       WHERE id = ${id}::uuid AND lease_owner = ${owner} AND processed_at IS NULL`;
    return count === 1;
  }

  /** Hands `owner`'s claimed-but-unstarted events back (shutdown), without counting the attempt. */
  async release(owner: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.prisma.$executeRaw`
      UPDATE webhook_events
         SET attempts = attempts - 1, lease_expires_at = NULL
       WHERE id = ANY(${ids}::uuid[]) AND lease_owner = ${owner} AND processed_at IS NULL`;
  }

  /** Events whose last allowed attempt never finished (the replica died): give them up. */
  giveUpAbandoned(maxAttempts: number): Promise<number> {
    return this.prisma.$executeRaw`
      UPDATE webhook_events
         SET processed_at = now(), outcome = 'failed',
             last_error = COALESCE(last_error, 'processing did not finish before its lease expired')
       WHERE processed_at IS NULL
         AND attempts >= ${maxAttempts}::int
         AND (lease_expires_at IS NULL OR lease_expires_at < now())`;
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
}

const identity = (e: Pick<NewWebhookEvent, 'source' | 'dedupKey'>) => `${e.source}\n${e.dedupKey}`;
