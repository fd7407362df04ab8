import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../config/app-config.js';
import { type Prisma } from '../../generated/prisma/client.js';
import { LimitsRepository } from './limits.repository.js';
import { type HeaderSink, offerQuota, type Quota, refuse } from './quota-headers.js';
import { TeamLimitsService } from './team-limits.service.js';

/**
 * Nothing renews a place under a concurrency limit at a known time (a bot leaves when its
 * meeting ends): the headers and Retry-After suggest trying again after this many seconds.
 */
export const CONCURRENCY_RETRY_SECONDS = 30;
/** A reservation outlives the vendor call it covers by this much (a dead replica's expires). */
const RESERVATION_MARGIN_MS = 30_000;

/**
 * The limits on what a team holds or creates: `max_active_bots`, `bots_per_day`,
 * `max_live_sessions`, and the STT account's STT_MAX_CONCURRENT_LIVE. Each check counts and
 * records in one transaction under a lock of the team (then of the account), so two
 * replicas never both take the last place: with 50 places, 200 concurrent requests on any
 * number of replicas get exactly 50. A refusal is a 429 before any vendor call.
 */
@Injectable()
export class ConcurrencyLimits {
  constructor(
    private readonly repo: LimitsRepository,
    private readonly limits: TeamLimitsService,
    private readonly config: AppConfig,
  ) {}

  /**
   * Runs `take` (the new bot's intent row inserted, or a failed one claimed again) when the team
   * may create one more bot, in the transaction that counted its bots (a transaction even when
   * the team has no limit, for what `take` locks); `take`'s null means it
   * took nothing (no quota spent). An Idempotency-Key one of the team's bots holds already is a
   * replay, not a new bot: never refused, and answered null without running `take`.
   */
  async createBot<T>(
    teamId: string,
    res: HeaderSink | undefined,
    idempotencyKey: string | null,
    take: (tx: Prisma.TransactionClient) => Promise<T | null>,
  ): Promise<T | null> {
    const limits = await this.limits.of(teamId);
    const { max_active_bots: maxActive, bots_per_day: perDay } = limits ?? this.limits.defaults;
    return this.repo.prisma.lockingTransaction(async (tx) => {
      if (maxActive === null && perDay === null) return take(tx);
      const counts = await this.repo.lockBotCounts(tx, teamId, idempotencyKey);
      if (counts.replay) return null;
      const quotas: [Quota | null, string][] = [
        [
          maxActive === null
            ? null
            : {
                limit: maxActive,
                remaining: maxActive - counts.active,
                resetSeconds: CONCURRENCY_RETRY_SECONDS,
              },
          `This team's limit of ${maxActive} active bots is reached`,
        ],
        [
          perDay === null
            ? null
            : { limit: perDay, remaining: perDay - counts.today, resetSeconds: counts.reset },
          `This team's limit of ${perDay} bots per day is reached`,
        ],
      ];
      for (const [quota, message] of quotas) {
        if (quota && quota.remaining <= 0) refuse(res, quota, message);
      }
      const taken = await take(tx);
      if (taken === null) return null;
      for (const [quota] of quotas) {
        if (quota && res) offerQuota(res, { ...quota, remaining: quota.remaining - 1 });
      }
      return taken;
    });
  }

  /**
   * Holds a place for a live session about to be created at the vendor, under the team's
   * `max_live_sessions` and the account's STT_MAX_CONCURRENT_LIVE. Release it once the job is
   * recorded (it counts from then on) or the creation failed.
   */
  async reserveLiveSession(teamId: string, res: HeaderSink): Promise<() => Promise<void>> {
    const teamLimit = ((await this.limits.of(teamId)) ?? this.limits.defaults).max_live_sessions;
    const accountLimit = this.config.vendors.STT_MAX_CONCURRENT_LIVE ?? null;
    if (teamLimit === null && accountLimit === null) return async () => {};
    const id = randomUUID();
    await this.repo.prisma.lockingTransaction(async (tx) => {
      const checks: [number | null, string | null, string][] = [
        [teamLimit, teamId, `This team's limit of ${teamLimit} live sessions is reached`],
        [accountLimit, null, 'The STT account is at its limit of concurrent live sessions'],
      ];
      let tightest: Quota | null = null;
      for (const [limit, scope, message] of checks) {
        if (limit === null) continue;
        await this.repo.lock(tx, `live:${scope ?? 'account'}`);
        const open = await this.repo.openLiveSessions(tx, scope);
        const quota = { limit, remaining: limit - open, resetSeconds: CONCURRENCY_RETRY_SECONDS };
        if (quota.remaining <= 0) refuse(res, quota, message);
        // The account's limit is no team's quota to show; it only refuses.
        if (scope) tightest = quota;
      }
      const ttl = this.config.vendors.VENDOR_TIMEOUT_MS + RESERVATION_MARGIN_MS;
      await this.repo.reserveLiveSession(tx, id, teamId, ttl);
      if (tightest) offerQuota(res, { ...tightest, remaining: tightest.remaining - 1 });
    });
    return () => this.repo.releaseLiveSession(id);
  }
}
