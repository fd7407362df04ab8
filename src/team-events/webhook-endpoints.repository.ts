import { Injectable } from '@nestjs/common';
import { PrismaService } from '../platform/database/prisma.service.js';
import { Prisma, type WebhookEndpoint } from '../generated/prisma/client.js';
import { type Tx } from '../platform/outbox/event-outbox.js';

/** A row of the event log as its page shows it. */
export interface EventRow {
  id: string;
  team_id: string;
  type: string;
  payload: { timestamp: string; data: Record<string, unknown> };
  xid: bigint;
  seq: bigint;
}

/** Fresh attempts for a message sent again. */
const AGAIN = { status: 'pending', attempts: 0, finishedAt: null } as const;

/**
 * `webhook_endpoints` and what their teams read and redo of their deliveries: the attempt log,
 * messages sent again, and the event log (`team_events`). Writes that an audit entry must join
 * take the audit transaction (`tx`).
 */
@Injectable()
export class WebhookEndpointsRepository {
  constructor(private readonly prisma: PrismaService) {}

  create(tx: Tx, data: Prisma.WebhookEndpointUncheckedCreateInput): Promise<WebhookEndpoint> {
    return tx.webhookEndpoint.create({ data });
  }

  find(id: string): Promise<WebhookEndpoint | null> {
    return this.prisma.webhookEndpoint.findUnique({ where: { id } });
  }

  /** A team's endpoints (every team's when `teamId` is undefined), oldest first. */
  list(teamId: string | undefined): Promise<WebhookEndpoint[]> {
    return this.prisma.webhookEndpoint.findMany({
      where: { teamId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
  }

  update(tx: Tx, id: string, data: Prisma.WebhookEndpointUpdateInput): Promise<WebhookEndpoint> {
    return tx.webhookEndpoint.update({ where: { id }, data });
  }

  /** Endpoints whose secrets are not all sealed under the key `sealedPrefix` begins with. */
  notSealedWith(sealedPrefix: string, limit: number) {
    const sealed = `${sealedPrefix}%`;
    return this.prisma.$queryRaw<{ id: string; secret: string; previousSecret: string | null }[]>`
      SELECT id, secret, previous_secret AS "previousSecret" FROM webhook_endpoints
       WHERE secret NOT LIKE ${sealed}
          OR (previous_secret IS NOT NULL AND previous_secret NOT LIKE ${sealed})
       LIMIT ${limit}::int`;
  }

  /** Replaces an endpoint's secrets as read (false when a rotation changed them meanwhile). */
  async replaceSecrets(
    was: { id: string; secret: string; previousSecret: string | null },
    now: { secret: string; previousSecret: string | null },
  ): Promise<boolean> {
    const { count } = await this.prisma.webhookEndpoint.updateMany({
      where: { id: was.id, secret: was.secret, previousSecret: was.previousSecret },
      data: now,
    });
    return count === 1;
  }

  /**
   * 1 when it deleted the endpoint (with its messages and attempts), 0 when it was gone. The
   * messages (with their attempts) go first: a delivery's record locks its message, then (its
   * attempt's foreign key) the endpoint, so deleting the endpoint first, its messages by cascade,
   * deadlocked with a delivery being recorded.
   */
  async delete(tx: Tx, id: string): Promise<number> {
    await tx.webhookMessage.deleteMany({ where: { endpointId: id } });
    return (await tx.webhookEndpoint.deleteMany({ where: { id } })).count;
  }

  async teamExists(teamId: string): Promise<boolean> {
    return (await this.prisma.team.count({ where: { id: teamId } })) > 0;
  }

  /** The message the outbox queued for `eventId` (an event for one endpoint). */
  async messageOf(tx: Tx, eventId: string): Promise<string> {
    return (await tx.webhookMessage.findFirstOrThrow({ where: { eventId } })).id;
  }

  /** One page of an endpoint's attempts, newest first, after the cursor's (at, id). */
  attempts(
    endpointId: string,
    filter: { succeeded?: boolean; before?: { at: Date; id: string } },
    take: number,
  ) {
    const where: Prisma.WebhookAttemptWhereInput = { endpointId };
    if (filter.succeeded !== undefined) where.succeeded = filter.succeeded;
    if (filter.before) {
      const { at, id } = filter.before;
      where.OR = [{ attemptedAt: { lt: at } }, { attemptedAt: at, id: { lt: id } }];
    }
    return this.prisma.webhookAttempt.findMany({
      where,
      include: { message: { include: { event: { select: { id: true, type: true } } } } },
      orderBy: [{ attemptedAt: 'desc' }, { id: 'desc' }],
      take,
    });
  }

  /** Queues the endpoint's failed messages created since `since` again; answers how many. */
  async replayFailed(endpointId: string, since: Date | undefined): Promise<number> {
    const { count } = await this.prisma.webhookMessage.updateMany({
      where: { endpointId, status: 'failed', createdAt: { gte: since } },
      data: { ...AGAIN, nextAttemptAt: new Date() },
    });
    return count;
  }

  findMessage(id: string) {
    return this.prisma.webhookMessage.findUnique({ where: { id }, include: { endpoint: true } });
  }

  /** Queues a message that is not waiting already again; the message, or null when it was. */
  async sendAgain(id: string) {
    const { count } = await this.prisma.webhookMessage.updateMany({
      where: { id, status: { not: 'pending' } },
      data: { ...AGAIN, nextAttemptAt: new Date() },
    });
    return count === 0 ? null : this.prisma.webhookMessage.findUniqueOrThrow({ where: { id } });
  }

  /** The log position of an event (of `teamId`'s log when given), or null. */
  eventPosition(id: string, teamId: string | undefined) {
    return this.prisma.teamEvent.findFirst({
      where: { id, ...(teamId ? { teamId } : {}) },
      select: { xid: true, seq: true },
    });
  }

  /**
   * A page of the event log in the order events were written, after `after`, as far as it is
   * settled: only events of transactions older than every transaction still running. `since` is
   * first resolved to the log position of the oldest transaction that wrote an event since then
   * (read from an index alone), so that the walk starts there rather than at the log's beginning.
   */
  async events(
    after: { xid: bigint; seq: bigint },
    filter: { teamId?: string; type?: string; since?: Date; botId?: string },
    limit: number,
  ): Promise<EventRow[]> {
    const team = filter.teamId ? [Prisma.sql`team_id = ${filter.teamId}::uuid`] : [];
    let from = Prisma.sql`(xid, seq) > (${after.xid}::bigint, ${after.seq}::bigint)`;
    if (filter.since) {
      // `xid + 0`: min(xid) would be planned as a walk of the log from its start, in xid order,
      // until an event since then; this reads the events since then from their time's index.
      const [start] = await this.prisma.$queryRaw<{ xid: bigint | null }[]>`
        SELECT min(xid + 0) AS xid FROM team_events
         WHERE ${Prisma.join([...team, Prisma.sql`created_at >= ${filter.since}::timestamptz`], ' AND ')}`;
      if (start?.xid == null) return [];
      if (start.xid > after.xid) from = Prisma.sql`(xid, seq) >= (${start.xid}::bigint, 0::bigint)`;
    }
    const where = [
      from,
      Prisma.sql`xid < pg_snapshot_xmin(pg_current_snapshot())::text::bigint`,
      ...team,
      ...(filter.type ? [Prisma.sql`type = ${filter.type}`] : []),
      ...(filter.since ? [Prisma.sql`created_at >= ${filter.since}::timestamptz`] : []),
      ...(filter.botId ? [Prisma.sql`payload->'data'->>'bot_id' = ${filter.botId}`] : []),
    ];
    return this.prisma.$queryRaw<EventRow[]>`
      SELECT id, team_id, type, payload, xid, seq FROM team_events
       WHERE ${Prisma.join(where, ' AND ')}
       ORDER BY xid, seq
       LIMIT ${limit}`;
  }
}
