import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { type Principal } from '../auth/principal.js';
import { type RequestRateCheck } from '../http-edge/callers.js';
import { LimitsRepository, type TokenLease } from './limits.repository.js';
import { type HeaderSink, offerQuota, refuse } from './quota-headers.js';
import { TeamLimitsService } from './team-limits.service.js';

/** Longest a request waits to be added to its team's usage count. */
const FLUSH_MS = 1_000;
/** A lease takes at most this share of the tokens left, and at most MAX_LEASE of them. */
const LEASE_SHARE = 16;
const MAX_LEASE = 100;
/** Leases of fewer tokens are not asked for ahead of need. */
const MIN_PREFETCH = 4;

interface Tokens {
  limit: number;
  /** Tokens this replica holds for the minute ending at `resetAt` (ms). */
  left: number;
  granted: number;
  resetAt: number;
  /** Tokens of the last lease. */
  lastLease: number;
  /** A lease being asked for; requests of the team that have no token wait for it. */
  asking: Promise<void> | null;
}

/**
 * `requests_per_minute`, for every request of a team's key on any route of the bridge's own
 * API (the `/v2` proxy and its fast lane included), exact across replicas without a database
 * statement per request. The minute's tokens live in PostgreSQL (`api_request_counts.granted`,
 * per team and UTC minute); a replica takes a lease of several at once (at most 1/16 of those
 * left, at most 100) under the row's lock and spends them locally, asking for the next lease
 * once half of one is spent (while leases are of several tokens), so that requests do not
 * wait for it. So no two replicas spend one token and the team never gets more than its limit
 * in a minute, while a busy team costs one statement per lease instead of one per request.
 * Leases shrink to one token as the minute's run out, so a request is refused only when every
 * token is granted, to it or to another replica that still holds a few (at most 1/16 of what
 * was left when it asked, and half of its previous lease). Once all are granted, the replica
 * refuses without asking until the minute ends. Every request, refused or not, is also tallied
 * in memory and added to the team's usage count (`api_request_counts.count`) within a second.
 */
@Injectable()
export class RequestRate implements RequestRateCheck, OnModuleDestroy {
  private readonly logger = new Logger(RequestRate.name);
  private readonly tokens = new Map<string, Tokens>();
  /** Requests not yet added to their team's usage count. */
  private tally = new Map<string, number>();
  private flushing: NodeJS.Timeout | null = null;

  constructor(
    private readonly repo: LimitsRepository,
    private readonly limits: TeamLimitsService,
  ) {}

  /** Counts the request; 429 (with the quota headers) when the team is past its limit. */
  async admit(principal: Principal, res: HeaderSink): Promise<void> {
    const teamId = principal.teamId;
    if (!teamId) return;
    this.count(teamId);
    const limit = (await this.limits.of(teamId))?.requests_per_minute ?? null;
    if (limit === null) return;
    for (;;) {
      const now = Date.now();
      let held = this.tokens.get(teamId);
      if (!held) {
        held = { limit, left: 0, granted: 0, resetAt: 0, lastLease: 0, asking: null };
        this.tokens.set(teamId, held);
      }
      // A new minute (or a new limit) starts from nothing; a lease may be on its way.
      if (held.limit !== limit || (held.resetAt !== 0 && held.resetAt <= now)) {
        Object.assign(held, { limit, left: 0, granted: 0, resetAt: 0 });
      }
      const quota = { limit, remaining: 0, resetSeconds: (held.resetAt - now) / 1000 };
      if (held.left > 0) {
        held.left--;
        offerQuota(res, { ...quota, remaining: limit - held.granted + held.left });
        // Half a lease spent: the next one is asked for now, so requests do not wait for it
        // (not once leases are down to a few tokens: those go to whoever needs one).
        if (held.lastLease >= MIN_PREFETCH && held.left <= held.lastLease / 2) {
          this.ask(teamId, held).catch((error: Error) =>
            this.logger.warn(`requests_per_minute lease not renewed: ${error.message}`),
          );
        }
        return;
      }
      if (held.resetAt > now && held.granted >= limit) {
        refuse(res, quota, `This team's limit of ${limit} requests per minute is reached`);
      }
      await this.ask(teamId, held);
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.flushing) clearTimeout(this.flushing);
    await this.flush();
  }

  /** The lease being asked for, or a new one. */
  private ask(teamId: string, held: Tokens): Promise<void> {
    return (held.asking ??= this.lease(teamId, held).finally(() => (held.asking = null)));
  }

  private async lease(teamId: string, held: Tokens): Promise<void> {
    const limit = held.limit;
    const lease: TokenLease = await this.repo.leaseTokens(teamId, limit, {
      share: LEASE_SHARE,
      max: MAX_LEASE,
    });
    const resetAt = Date.now() + lease.resetSeconds * 1000;
    if (held.limit !== limit) return;
    // Tokens of the minute in hand are added to; those of a new minute replace them.
    const sameMinute = held.resetAt !== 0 && Math.abs(resetAt - held.resetAt) < 1_000;
    held.left = (sameMinute ? held.left : 0) + lease.tokens;
    held.granted = lease.granted;
    held.resetAt = resetAt;
    held.lastLease = lease.tokens;
  }

  private count(teamId: string): void {
    this.tally.set(teamId, (this.tally.get(teamId) ?? 0) + 1);
    this.scheduleFlush();
  }

  private scheduleFlush(): void {
    this.flushing ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  private async flush(): Promise<void> {
    this.flushing = null;
    const tally = this.tally;
    if (tally.size === 0) return;
    this.tally = new Map();
    // Rows locked in one order by every statement: concurrent flushes cannot deadlock.
    const teams = [...tally].sort(([a], [b]) => (a < b ? -1 : 1));
    try {
      await this.repo.addRequests(teams.map(([teamId, n]) => ({ teamId, n })));
    } catch (error) {
      this.logger.warn(`requests not counted yet: ${(error as Error).message}`);
      for (const [teamId, n] of tally) this.tally.set(teamId, (this.tally.get(teamId) ?? 0) + n);
      this.scheduleFlush();
    }
  }
}
