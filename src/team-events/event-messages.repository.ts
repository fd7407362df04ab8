import { Injectable } from '@nestjs/common';
import { PrismaService } from '../platform/database/prisma.service.js';
import { Prisma } from '../generated/prisma/client.js';
import { type QueueReading, readQueue } from '../platform/metrics/queue-metrics.js';
import { LeaseTable } from '../platform/queue/lease-table.js';
import { type EventPayload } from '../platform/outbox/event-outbox.js';

/** The deliveries as a lease queue: a message is open until its delivery ended for good. */
const MESSAGES = new LeaseTable('webhook_messages', (m) => `${m}.status = 'pending'`);

/**
 * Claims due messages (see EventMessagesRepository.claim). A message whose attempts are all spent
 * is never claimed again (giveUpAbandoned ends it).
 *
 * What a claim reads follows how many endpoints have messages waiting, not how many messages
 * wait: one endpoint passed over (disabled, or at its cap on this replica) may have a day's
 * backlog due, and a scan of the queue in due order would read all of it on every claim.
 * - `waiting`: the endpoints with pending messages, one probe each of the pending messages'
 *   (endpoint_id, next_attempt_at) index (a loose index scan).
 * - `heads`: of those not passed over, each one's oldest claimable due message, and its room
 *   (its cap less what this replica holds of it).
 * - `chosen`: endpoints in order of their oldest due message, until their rooms add up to the
 *   claim's limit; `candidates`: each one's oldest due messages, up to its room.
 * The rows are then looked up by id in an array, which always goes through the primary key, and
 * locked oldest first. Disabled endpoints are checked again at the end, where the skip list may
 * be a moment old. A ping's claim (`only`) looks at its one message.
 */
function claimStatement(c: Claim, skip: string[], busyIds: string[], busyCounts: number[]) {
  const claimable = (alias: string) => Prisma.sql`${MESSAGES.open(alias)}
       AND ${MESSAGES.unleased(alias)}
       AND ${Prisma.raw(alias)}.attempts < ${c.maxAttempts}::int`;
  const candidates = c.only
    ? Prisma.sql`candidates AS (
    SELECT m.id FROM webhook_messages m WHERE m.id = ${c.only}::uuid AND ${claimable('m')}
  )`
    : Prisma.sql`waiting(endpoint_id) AS (
    (SELECT m.endpoint_id FROM webhook_messages m
      WHERE ${MESSAGES.open('m')} ORDER BY m.endpoint_id LIMIT 1)
    UNION ALL
    SELECT (SELECT m.endpoint_id FROM webhook_messages m
             WHERE ${MESSAGES.open('m')} AND m.endpoint_id > w.endpoint_id
             ORDER BY m.endpoint_id LIMIT 1)
      FROM waiting w WHERE w.endpoint_id IS NOT NULL
  ), heads AS (
    SELECT w.endpoint_id, h.next_attempt_at AS head,
           GREATEST(${c.perEndpoint}::int - COALESCE(b.n, 0), 0) AS room
      FROM waiting w
      LEFT JOIN unnest(${busyIds}::uuid[], ${busyCounts}::int[]) AS b(endpoint_id, n)
             ON b.endpoint_id = w.endpoint_id
     CROSS JOIN LATERAL (
       SELECT m.next_attempt_at FROM webhook_messages m
        WHERE m.endpoint_id = w.endpoint_id AND m.next_attempt_at <= now() AND ${claimable('m')}
        ORDER BY m.next_attempt_at LIMIT 1) h
     WHERE w.endpoint_id IS NOT NULL AND w.endpoint_id <> ALL(${skip}::uuid[])
  ), chosen AS (
    SELECT endpoint_id, room
      FROM (SELECT endpoint_id, room,
                   sum(room) OVER (ORDER BY head, endpoint_id) - room AS before
              FROM heads) AS ordered
     WHERE room > 0 AND before < ${c.limit}::int
  ), candidates AS (
    SELECT k.id FROM chosen p
     CROSS JOIN LATERAL (
       SELECT m.id FROM webhook_messages m
        WHERE m.endpoint_id = p.endpoint_id AND m.next_attempt_at <= now() AND ${claimable('m')}
        ORDER BY m.next_attempt_at LIMIT LEAST(p.room, ${c.limit}::int)) k
  )`;
  return Prisma.sql`
  WITH RECURSIVE ${candidates}, due AS (
    SELECT m.id FROM webhook_messages m
     WHERE m.id = ANY(ARRAY(SELECT id FROM candidates))
       AND ${MESSAGES.open('m')}
       AND ${MESSAGES.unleased('m')}
     ORDER BY m.next_attempt_at
     LIMIT ${c.limit}::int
       FOR UPDATE OF m SKIP LOCKED
  )
  UPDATE webhook_messages AS m
     SET ${MESSAGES.claim(c.owner, c.leaseMs, 'm')}
    FROM team_events e, webhook_endpoints p
   WHERE m.id = ANY(ARRAY(SELECT id FROM due)) AND e.id = m.event_id AND p.id = m.endpoint_id
     AND p.disabled_at IS NULL
  RETURNING m.id, m.endpoint_id AS "endpointId", m.attempts, p.url,
            array_remove(ARRAY[p.secret, CASE WHEN p.previous_secret_expires_at > now()
                                              THEN p.previous_secret END], NULL) AS secrets,
            e.payload, e.created_at AS "eventCreatedAt"`;
}

/**
 * Records attempts in one statement, fenced by `owner`'s leases: the messages' new state, their
 * log rows, and endpoints that answered again healed.
 */
function recordStatement(owner: string, attempts: AttemptRecord[]) {
  const col = <T>(f: (a: AttemptRecord) => T) => attempts.map(f);
  return Prisma.sql`
  WITH r AS (
    SELECT * FROM unnest(${col((a) => a.messageId)}::uuid[], ${col((a) => a.next.status)}::text[],
                         ${col((a) => (a.next.status === 'pending' ? Math.round(a.next.delayMs) : 0))}::int[],
                         ${col((a) => a.error)}::text[], ${col((a) => a.statusCode)}::int[],
                         ${col((a) => a.durationMs)}::int[], ${col((a) => a.response)}::text[],
                         ${col((a) => a.succeeded)}::bool[], ${col((a) => a.startedAt)}::timestamptz[])
      AS r(id, status, delay_ms, error, code, duration, response, ok, started_at)
  ), m AS (
    UPDATE webhook_messages AS m
       SET status = r.status::"WebhookMessageStatus",
           next_attempt_at = now() + r.delay_ms * interval '1 millisecond',
           last_error = r.error, ${MESSAGES.endLease},
           finished_at = CASE WHEN r.status = 'pending' THEN NULL ELSE now() END
      FROM r
     WHERE m.id = r.id AND ${MESSAGES.heldBy(owner, 'm')}
    RETURNING m.id, m.endpoint_id
  ), logged AS (
    INSERT INTO webhook_attempts (id, message_id, endpoint_id, attempted_at, succeeded,
                                  status_code, duration_ms, error, response)
    SELECT gen_random_uuid(), m.id, m.endpoint_id, r.started_at, r.ok, r.code,
           r.duration, r.error, r.response
      FROM m JOIN r ON r.id = m.id
    RETURNING message_id
  ), healed AS (
    UPDATE webhook_endpoints SET failing_since = NULL
     WHERE failing_since IS NOT NULL
       AND id IN (SELECT m.endpoint_id FROM m JOIN r ON r.id = m.id WHERE r.ok)
  )
  SELECT message_id AS id FROM logged`;
}

/** Why a message given up by giveUpAbandoned failed, in its log row and `last_error`. */
const ABANDONED =
  'the outcome of the last attempt was never recorded (given up when its lease ran out)';

/** A message this replica holds the lease on, with what its delivery needs. */
export interface ClaimedMessage {
  id: string;
  endpointId: string;
  /** Including the attempt that starts now. */
  attempts: number;
  url: string;
  /** The current secret first, then the previous one while its overlap lasts. */
  secrets: string[];
  /** The event's payload `{type, timestamp, data}` (see eventBody). */
  payload: EventPayload;
  eventCreatedAt: Date;
}

export interface Claim {
  owner: string;
  limit: number;
  leaseMs: number;
  /** Attempts a message may have (the retry schedule's length). */
  maxAttempts: number;
  /** Most messages of one endpoint in flight on this replica. */
  perEndpoint: number;
  /** This replica's deliveries in flight, by endpoint. */
  busy: Map<string, number>;
  /** Endpoints known to be disabled (their messages are not looked at). */
  disabled: string[];
  /** Only this message (a test ping delivered now). */
  only?: string;
}

/** How one attempt ended, as recorded. */
export interface AttemptRecord {
  messageId: string;
  endpointId: string;
  startedAt: Date;
  succeeded: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  response: string | null;
  /** `pending` with the delay before the next attempt, or final. */
  next: { status: 'pending'; delayMs: number } | { status: 'succeeded' | 'failed' };
  /** The endpoint answered 410 Gone: disable it. */
  gone: boolean;
}

/**
 * `webhook_messages` and `webhook_attempts`: the delivery queue and its log. Claims use the
 * bridge's lease mechanism (FOR UPDATE SKIP LOCKED, a lease that expires if the replica dies);
 * results are fenced by the lease owner, so a replica that lost its lease records nothing.
 */
@Injectable()
export class EventMessagesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Takes due messages of enabled endpoints, those whose oldest due message is oldest first, at
   * most `perEndpoint` less what this replica already has per endpoint, so one slow endpoint
   * never fills the batch.
   * A message whose lease expired (its replica died mid-delivery) is due again.
   */
  claim(c: Claim): Promise<ClaimedMessage[]> {
    const busyIds = [...c.busy.keys()];
    const busyCounts = busyIds.map((id) => c.busy.get(id)!);
    const skip = busyIds.filter((id) => c.busy.get(id)! >= c.perEndpoint).concat(c.disabled);
    return this.prisma.directSql<ClaimedMessage>(claimStatement(c, skip, busyIds, busyCounts));
  }

  /** Extends this owner's leases; returns the ids it still holds. */
  async renew(owner: string, ids: string[], leaseMs: number): Promise<Set<string>> {
    const rows = await this.prisma.directSql<{ id: string }>(MESSAGES.renew(owner, ids, leaseMs));
    return new Set(rows.map((r) => r.id));
  }

  /**
   * Records a batch of attempts: each message's new state and its log row, fenced by the lease;
   * then endpoint health (failing since when, disabled on 410 or after `disableAfterMs` of
   * failures), whose writes are each idempotent, so a crash between them loses nothing that the
   * next failure would not write again.
   * Returns which attempts were recorded (the lease still held) and the endpoints disabled now.
   */
  async record(owner: string, attempts: AttemptRecord[], disableAfterMs: number) {
    const recorded = await this.prisma.directSql<{ id: string }>(recordStatement(owner, attempts));
    const done = new Set(recorded.map((r) => r.id));
    const kept = attempts.filter((a) => done.has(a.messageId));
    const healthy = new Set(kept.filter((a) => a.succeeded).map((a) => a.endpointId));
    const failing = unique(kept.filter((a) => !a.succeeded).map((a) => a.endpointId)).filter(
      (id) => !healthy.has(id),
    );
    const gone = unique(kept.filter((a) => a.gone).map((a) => a.endpointId));
    return { recorded: done, disabled: await this.failed(failing, gone, disableAfterMs) };
  }

  /**
   * Ends the messages whose attempts are all spent and whose last one left no record before its
   * lease ran out (the record failed, the replica died): `failed`, with a row in the delivery log
   * saying so, and their endpoints failing as after any failed attempt.
   */
  async giveUpAbandoned(maxAttempts: number, disableAfterMs: number) {
    const ended = await this.prisma.$queryRaw<{ endpoint_id: string }[]>`
      WITH ended AS (
        UPDATE webhook_messages
           SET status = 'failed', finished_at = now(), ${MESSAGES.endLease},
               last_error = ${ABANDONED}
         WHERE ${MESSAGES.open('webhook_messages')} AND next_attempt_at <= now()
           AND attempts >= ${maxAttempts}::int AND ${MESSAGES.unleased('webhook_messages')}
        RETURNING id, endpoint_id
      ), logged AS (
        INSERT INTO webhook_attempts (id, message_id, endpoint_id, attempted_at, succeeded,
                                      duration_ms, error)
        SELECT gen_random_uuid(), id, endpoint_id, now(), false, 0, ${ABANDONED} FROM ended
      )
      SELECT endpoint_id FROM ended`;
    const failing = unique(ended.map((e) => e.endpoint_id));
    return { given: ended.length, disabled: await this.failed(failing, [], disableAfterMs) };
  }

  /**
   * Endpoint health after failed attempts: failing since now unless already, disabled on 410
   * (`gone`) or after `disableAfterMs` of failures. Each write is idempotent, so a crash between
   * them loses nothing that the next failure would not write again. Answers the endpoints
   * disabled now.
   */
  private async failed(failing: string[], gone: string[], disableAfterMs: number) {
    const disabled: { id: string; reason: string }[] = [];
    if (failing.length > 0) {
      await this.prisma.$executeRaw`
        UPDATE webhook_endpoints SET failing_since = now()
         WHERE id = ANY(${failing}::uuid[]) AND failing_since IS NULL`;
      const reason = `every delivery failed for ${Math.round(disableAfterMs / 1000)} s`;
      disabled.push(
        ...(await this.prisma.$queryRaw<{ id: string; reason: string }[]>`
          UPDATE webhook_endpoints
             SET disabled_at = now(), disabled_reason = ${reason}, updated_at = now()
           WHERE id = ANY(${failing}::uuid[]) AND disabled_at IS NULL
             AND failing_since <= now() - ${disableAfterMs}::bigint * interval '1 millisecond'
          RETURNING id, disabled_reason AS reason`),
      );
    }
    if (gone.length > 0) {
      disabled.push(
        ...(await this.prisma.$queryRaw<{ id: string; reason: string }[]>`
          UPDATE webhook_endpoints
             SET disabled_at = now(), disabled_reason = 'the endpoint answered 410 Gone',
                 updated_at = now()
           WHERE id = ANY(${gone}::uuid[]) AND disabled_at IS NULL
          RETURNING id, disabled_reason AS reason`),
      );
    }
    return disabled;
  }

  /** Gives messages back untouched (shutdown): due now, and the attempt does not count. */
  async release(owner: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.prisma.directSql(MESSAGES.release(owner, ids));
  }

  async disabledEndpoints(): Promise<string[]> {
    const rows = await this.prisma.webhookEndpoint.findMany({
      where: { disabledAt: { not: null } },
      select: { id: true },
    });
    return rows.map((r) => r.id);
  }

  pendingCount(): Promise<number> {
    return this.prisma.webhookMessage.count({ where: { status: 'pending' } });
  }

  /**
   * The deliveries' backlog: messages waiting for an endpoint that is not disabled (a disabled
   * one's wait for it to be enabled again, and show as event_endpoints_disabled). The oldest is
   * one index probe per endpoint, on (endpoint_id, status, created_at).
   */
  backlog(): Promise<QueueReading> {
    return readQueue(
      this.prisma,
      Prisma.sql`webhook_messages m JOIN webhook_endpoints e ON e.id = m.endpoint_id
                  WHERE m.status = 'pending' AND e.disabled_at IS NULL`,
      Prisma.sql`SELECT min(m.created_at) FROM webhook_endpoints e
                  CROSS JOIN LATERAL (SELECT created_at FROM webhook_messages
                                       WHERE endpoint_id = e.id AND status = 'pending'
                                       ORDER BY created_at LIMIT 1) m
                  WHERE e.disabled_at IS NULL`,
    );
  }

  disabledCount(): Promise<number> {
    return this.prisma.webhookEndpoint.count({ where: { disabledAt: { not: null } } });
  }

  /**
   * Deletes events older than `days` with their messages and attempts, oldest first, in
   * batches of PRUNE_BATCH events (each its own transaction: with a year's retention turned on,
   * one statement would otherwise hold millions of rows); returns how many.
   */
  async prune(days: number, signal?: AbortSignal): Promise<number> {
    let total = 0;
    while (!signal?.aborted) {
      const count = await this.prisma.$executeRaw`
        DELETE FROM team_events WHERE id IN (
          SELECT id FROM team_events WHERE created_at < now() - ${days}::int * interval '1 day'
           ORDER BY created_at LIMIT ${PRUNE_BATCH}::int)`;
      total += count;
      if (count < PRUNE_BATCH) break;
    }
    return total;
  }
}

/**
 * Events deleted per statement: with their messages and attempts (one each per endpoint), a
 * transaction stays well under 10,000 rows for teams of up to several endpoints.
 */
export const PRUNE_BATCH = 1_000;

const unique = (ids: string[]) => [...new Set(ids)];
