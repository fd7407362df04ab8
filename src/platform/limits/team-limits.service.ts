import { Injectable, NotFoundException } from '@nestjs/common';
import { type AuditActor } from '../audit/audit-actor.js';
import { AuditService } from '../audit/audit.service.js';
import { AppConfig } from '../config/app-config.js';
import { type Prisma } from '../../generated/prisma/client.js';
import { LimitsRepository } from './limits.repository.js';
import { defaultLimits, effectiveLimits, type TeamLimits } from './team-limits.js';

/** How long a team's limits are trusted without reading them again (as API keys are). */
const CACHE_TTL_MS = 5_000;
const CACHE_MAX_ENTRIES = 10_000;

/**
 * Each team's limits in force: its own (`teams.limits`) over the environment's defaults. Read
 * on every request by the request rate check, so kept for 5 s per replica; a change applies at
 * once on the replica that made it and within 5 s on the others.
 */
@Injectable()
export class TeamLimitsService {
  readonly defaults: TeamLimits;
  private readonly cache = new Map<string, { limits: TeamLimits; expiresAt: number }>();

  constructor(
    private readonly repo: LimitsRepository,
    private readonly audit: AuditService,
    config: AppConfig,
  ) {
    this.defaults = defaultLimits(config.limits);
  }

  /** Null for an unknown team. */
  async of(teamId: string): Promise<TeamLimits | null> {
    const cached = this.cache.get(teamId);
    if (cached && cached.expiresAt > Date.now()) return cached.limits;
    const stored = await this.repo.teamLimits(teamId);
    if (stored === undefined) return null;
    return this.remember(teamId, stored);
  }

  /** Sets the given limits (null = no limit); the others stay as they were. */
  async update(
    teamId: string,
    change: Partial<TeamLimits>,
    actor: AuditActor,
  ): Promise<TeamLimits> {
    const before = await this.of(teamId);
    if (!before) throw new NotFoundException(`No team ${teamId}`);
    const stored = await this.repo.prisma.lockingTransaction(async (tx) => {
      const limits = await this.repo.setTeamLimits(tx, teamId, change as Prisma.InputJsonObject);
      if (limits === undefined) throw new NotFoundException(`No team ${teamId}`);
      const from = Object.fromEntries(Object.keys(change).map((k) => [k, before[k as never]]));
      await this.audit.record(
        actor,
        {
          action: 'team.limits_changed',
          target: { type: 'team', id: teamId },
          change: { from, to: change } as Prisma.InputJsonObject,
        },
        tx,
      );
      return limits;
    });
    return this.remember(teamId, stored);
  }

  private remember(teamId: string, stored: unknown): TeamLimits {
    const limits = effectiveLimits(stored, this.defaults);
    if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.clear();
    this.cache.set(teamId, { limits, expiresAt: Date.now() + CACHE_TTL_MS });
    return limits;
  }
}
