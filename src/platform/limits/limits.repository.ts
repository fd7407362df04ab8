import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import { Prisma } from '../../generated/prisma/client.js';

type Tx = Prisma.TransactionClient;

export interface TokenLease {
  /** Tokens granted now (0: the minute's are all granted). */
  tokens: number;
  /** Tokens of the minute granted so far, these included. */
  granted: number;
  /** Seconds until the minute ends (by the database clock). */
  resetSeconds: number;
}

/**
 * The limits' shared state, all in PostgreSQL so that every replica sees one truth. Counting
 * and inserting happen in one transaction under a lock per team (its bot counts' row, or a
 * transaction-scoped advisory lock for live sessions, also per vendor account), so concurrent
 * requests on any replica are counted one at a time.
 */
@Injectable()
export class LimitsRepository {
  constructor(readonly prisma: PrismaService) {}

  /** Serialises the callers of one scope (`live:<team>`, `live:account`). */
  async lock(tx: Tx, scope: string): Promise<void> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`limits:${scope}`}, 0))`;
  }

  /**
   * A team's bots not yet terminal, those created today (UTC), seconds until tomorrow, and
   * whether one holds this Idempotency-Key already (a replay). Reads the team's row of
   * `team_bot_counts` (kept by triggers on every write to `bots`) and locks it until the
   * transaction ends: the creates of one team are counted one at a time, on every replica.
   */
  async lockBotCounts(tx: Tx, teamId: string, idempotencyKey: string | null) {
    const [row] = await tx.$queryRaw<
      { active: number; today: number; reset: number; replay: boolean }[]
    >`
      SELECT c.active,
             CASE WHEN c.day = (now() AT TIME ZONE 'UTC')::date THEN c.today ELSE 0 END AS today,
             extract(epoch FROM date_trunc('day', now() AT TIME ZONE 'UTC') + interval '1 day'
               - (now() AT TIME ZONE 'UTC'))::float8 AS reset,
             EXISTS (SELECT 1 FROM bots
                      WHERE team_id = ${teamId}::uuid AND idempotency_key = ${idempotencyKey})
               AS replay
        FROM team_bot_counts c
       WHERE c.team_id = ${teamId}::uuid
         FOR UPDATE OF c`;
    if (!row) throw new Error(`team ${teamId} has no bot counts`);
    return row;
  }

  /** Live sessions not yet ended, being created included: the team's, or the account's (null). */
  async openLiveSessions(tx: Tx, teamId: string | null): Promise<number> {
    const [row] = await tx.$queryRaw<{ open: number }[]>`
      SELECT (
        (SELECT count(*) FROM transcription_jobs
          WHERE kind = 'live' AND ended_at IS NULL AND deleted_at IS NULL
            AND (${teamId}::uuid IS NULL OR team_id = ${teamId}::uuid))
        + (SELECT count(*) FROM live_session_reservations
          WHERE expires_at > now() AND (${teamId}::uuid IS NULL OR team_id = ${teamId}::uuid))
      )::int AS open`;
    return row!.open;
  }

  async reserveLiveSession(tx: Tx, id: string, teamId: string, ttlMs: number): Promise<void> {
    await tx.$executeRaw`
      INSERT INTO live_session_reservations (id, team_id, expires_at)
      VALUES (${id}::uuid, ${teamId}::uuid, now() + ${ttlMs} * interval '1 millisecond')`;
  }

  async releaseLiveSession(id: string): Promise<void> {
    await this.prisma.$executeRaw`
      DELETE FROM live_session_reservations WHERE id = ${id}::uuid OR expires_at < now()`;
  }

  /** Adds each team's requests to its count of the current minute (usage reports). */
  async addRequests(teams: { teamId: string; n: number }[]): Promise<void> {
    await this.prisma.$executeRaw`
      INSERT INTO api_request_counts AS c (team_id, window_start, count)
      SELECT t, date_trunc('minute', now()), n
      FROM unnest(${teams.map((t) => t.teamId)}::uuid[], ${teams.map((t) => t.n)}::int[]) AS u(t, n)
      ON CONFLICT (team_id, window_start) DO UPDATE SET count = c.count + EXCLUDED.count`;
  }

  /**
   * Grants a lease of the team's requests_per_minute tokens of the current minute: of the `left`
   * that no replica was granted yet, `ceil(left / share)` but at least 1 and at most `max`. One
   * statement: the team's row is locked while it is read and moved, so two replicas never share
   * a token.
   */
  async leaseTokens(
    teamId: string,
    limit: number,
    size: { share: number; max: number },
  ): Promise<TokenLease> {
    // The lease out of `granted` tokens already granted.
    const lease = (granted: Prisma.Sql) => Prisma.sql`
      least(greatest(${limit}::int - ${granted}, 0),
            greatest(1, least(${size.max}::int,
                              ceil((${limit}::int - ${granted}) / ${size.share}::float8)::int)))`;
    const [row] = await this.prisma.$queryRaw<TokenLease[]>`
      INSERT INTO api_request_counts AS c (team_id, window_start, count, granted, last_lease)
      SELECT ${teamId}::uuid, date_trunc('minute', now()), 0, l, l
        FROM ${lease(Prisma.sql`0`)} AS l
      ON CONFLICT (team_id, window_start) DO UPDATE
        SET last_lease = ${lease(Prisma.sql`c.granted`)},
            granted = c.granted + ${lease(Prisma.sql`c.granted`)}
      RETURNING last_lease AS tokens, granted,
                extract(epoch FROM window_start + interval '1 minute' - now())::float8
                  AS "resetSeconds"`;
    return row!;
  }

  /**
   * Takes the next call slot of a vendor account spaced `spacingMs` apart (a virtual schedule
   * shared by all replicas), unless it is more than `horizonMs` away. The answer is how long
   * to wait for the slot, or null when none is free within the horizon.
   */
  async takeVendorSlot(
    vendor: string,
    spacingMs: number,
    horizonMs: number,
  ): Promise<number | null> {
    const rows = await this.prisma.$queryRaw<{ wait: number }[]>`
      INSERT INTO vendor_pace AS p (vendor, next_at)
      VALUES (${vendor}, clock_timestamp() + ${spacingMs} * interval '1 millisecond')
      ON CONFLICT (vendor) DO UPDATE
        SET next_at = greatest(p.next_at, clock_timestamp()) + ${spacingMs} * interval '1 millisecond'
        WHERE p.next_at <= clock_timestamp() + ${horizonMs} * interval '1 millisecond'
      RETURNING greatest(0, extract(epoch FROM next_at - clock_timestamp()) * 1000 - ${spacingMs})::float8 AS wait`;
    return rows.length ? rows[0]!.wait : null;
  }

  /** How long until the vendor's next slot (0: now), without taking it. */
  async vendorWait(vendor: string): Promise<number> {
    const rows = await this.prisma.$queryRaw<{ wait: number }[]>`
      SELECT greatest(0, extract(epoch FROM next_at - clock_timestamp()) * 1000)::float8 AS wait
        FROM vendor_pace WHERE vendor = ${vendor}`;
    return rows[0]?.wait ?? 0;
  }

  /** Moves the vendor's next slot to at least `ms` from now. */
  async holdVendorOff(vendor: string, ms: number): Promise<void> {
    await this.prisma.$executeRaw`
      INSERT INTO vendor_pace AS p (vendor, next_at)
      VALUES (${vendor}, clock_timestamp() + ${ms} * interval '1 millisecond')
      ON CONFLICT (vendor) DO UPDATE
        SET next_at = greatest(p.next_at, clock_timestamp() + ${ms} * interval '1 millisecond')`;
  }

  /** Sets a team's own limits (merged into what it has), answering them all. */
  async setTeamLimits(tx: Tx, teamId: string, change: Prisma.InputJsonObject) {
    const rows = await tx.$queryRaw<{ limits: unknown }[]>`
      UPDATE teams SET limits = limits || ${JSON.stringify(change)}::jsonb
      WHERE id = ${teamId}::uuid RETURNING limits`;
    return rows[0]?.limits;
  }

  async teamLimits(teamId: string): Promise<unknown> {
    const team = await this.prisma.team.findUnique({
      where: { id: teamId },
      select: { limits: true },
    });
    return team ? team.limits : undefined;
  }
}
