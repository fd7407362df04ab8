import {
  ConflictException,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { SweepSteps } from '../archival/sweep-steps.js';
import { type AuditActor } from '../platform/audit/audit-actor.js';
import { AuditService } from '../platform/audit/audit.service.js';
import { AuthService } from '../platform/auth/auth.service.js';
import { type Principal } from '../platform/auth/principal.js';
import { BotsService } from '../bots/bots.service.js';
import { AppConfig } from '../platform/config/app-config.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import { DataDeletionsRepository } from './data-deletions.repository.js';
import { BotDataDto, DataDeletionDto, type OffboardingDto } from './deletion.dto.js';
import { DeletionSteps } from './deletion-steps.js';
import { DeletionWorker } from './deletion-worker.js';

/** Bots whose retention deletions one sweep starts, per kind of data. */
const RETENTION_BATCH = 500;

/**
 * Deleting data: a bot's on request, a team's when it is offboarded, and what teams' retention
 * expires (a step of the scheduled sweep). Each starts deletions (see DeletionWorker) in the
 * transaction that records the request, so none is lost; asking again answers the same one.
 */
@Injectable()
export class DataDeletionService implements OnModuleInit {
  constructor(
    private readonly repo: DataDeletionsRepository,
    private readonly prisma: PrismaService,
    private readonly bots: BotsService,
    private readonly audit: AuditService,
    private readonly auth: AuthService,
    private readonly worker: DeletionWorker,
    private readonly steps: DeletionSteps,
    private readonly sweep: SweepSteps,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.sweep.add(async () => ({
      data_deletions: await this.applyRetention(),
      offboarded_bots: await this.coverOffboardedTeams(),
      late_events_scrubbed: await this.steps.scrubLateEvents(),
    }));
  }

  /** `DELETE /bots/{id}/data`: the deletion of all of the bot's data (202). */
  async deleteBotData(principal: Principal, actor: AuditActor, id: string) {
    const bot = await this.bots.find(principal, id);
    const { deletion } = await this.audit.within(
      actor,
      async (tx) => {
        const made = await this.repo.create(tx, {
          teamId: bot.teamId,
          botId: bot.id,
          scope: 'all',
          reason: 'request',
          requestedBy: principal.keyName,
        });
        if (made.created) {
          await tx.bot.update({
            where: { id: bot.id },
            data: { dataDeletionRequestedAt: made.deletion.createdAt },
          });
        }
        return made;
      },
      ({ deletion, created }) =>
        created
          ? {
              action: 'bot.data_deletion_requested',
              target: { type: 'bot', id: bot.id },
              change: { deletion_id: deletion.id, team_id: bot.teamId },
            }
          : null,
    );
    void this.worker.poll();
    return DataDeletionDto.of(deletion);
  }

  /** `GET /bots/{id}/data`: what was deleted of the bot, and the receipts. */
  async botData(principal: Principal, id: string): Promise<BotDataDto> {
    await this.bots.find(principal, id);
    // The stamps and the deletions from one snapshot: a deletion completing meanwhile shows
    // either both or neither.
    const [bot, deletions] = await this.prisma.snapshot(
      async (tx) =>
        [
          await tx.bot.findUniqueOrThrow({ where: { id } }),
          await tx.dataDeletion.findMany({ where: { botId: id }, orderBy: { createdAt: 'asc' } }),
        ] as const,
    );
    return BotDataDto.of(bot, deletions);
  }

  /**
   * `DELETE /admin/teams/{id}`: every key revoked and every endpoint disabled at once, then all
   * of the team's data deleted in the background (its bots', and its own). The team stays.
   */
  async offboard(principal: Principal, actor: AuditActor, teamId: string): Promise<OffboardingDto> {
    if (principal.teamId === teamId) {
      throw new ConflictException('A key cannot offboard its own team; use another admin key');
    }
    const team = await this.prisma.team.findUnique({ where: { id: teamId } });
    if (!team) throw new NotFoundException(`No team ${teamId}`);
    const result = await this.audit.within(
      actor,
      async (tx) => {
        const offboardedAt = team.offboardedAt ?? new Date();
        if (!team.offboardedAt) {
          await tx.team.updateMany({
            where: { id: teamId, offboardedAt: null },
            data: { offboardedAt },
          });
        }
        const revoked = await tx.apiKey.updateManyAndReturn({
          where: { teamId, revokedAt: null },
          data: { revokedAt: offboardedAt },
          select: { id: true },
        });
        await tx.webhookEndpoint.updateMany({
          where: { teamId, disabledAt: null },
          data: { disabledAt: offboardedAt, disabledReason: 'team offboarded' },
        });
        let started = await this.repo.startForTeamBots(tx, teamId, principal.keyName);
        const own = await this.repo.create(tx, {
          teamId,
          botId: null,
          scope: 'team',
          reason: 'offboarding',
          requestedBy: principal.keyName,
        });
        if (own.created) started++;
        return {
          team_id: teamId,
          offboarded_at: offboardedAt.toISOString(),
          keys_revoked: revoked.length,
          deletions_started: started,
          keyIds: revoked.map((k) => k.id),
        };
      },
      (done) =>
        done.keys_revoked > 0 || done.deletions_started > 0
          ? {
              action: 'team.offboarded',
              target: { type: 'team', id: teamId },
              change: {
                name: team.name,
                keys_revoked: done.keys_revoked,
                deletions_started: done.deletions_started,
              },
            }
          : null,
    );
    const { keyIds, ...answer } = result;
    for (const keyId of keyIds) this.auth.forget(keyId);
    void this.worker.poll();
    return answer;
  }

  /** Starts the deletion of any bot of an offboarded team that has none; answers how many. */
  async coverOffboardedTeams(): Promise<number> {
    const started = await this.repo.startForOffboardedTeams();
    if (started > 0) void this.worker.poll();
    return started;
  }

  /** Starts what teams' retention expires; answers how many deletions it started. */
  async applyRetention(): Promise<number> {
    const started = await this.repo.startExpired(this.config.retentionDefaults, RETENTION_BATCH);
    if (started > 0) void this.worker.poll();
    return started;
  }
}
