import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { Admission } from '../platform/auth/admission.js';
import {
  mergeOptions,
  type TranscriptionOptions,
} from '../platform/transcripts/transcription-options.js';
import { mintKey } from '../platform/auth/api-key.js';
import { AppConfig } from '../platform/config/app-config.js';
import { type AuditActor } from '../platform/audit/audit-actor.js';
import { AuditService } from '../platform/audit/audit.service.js';
import { ApiKeysRepository } from '../platform/auth/api-keys.repository.js';
import { AuthService } from '../platform/auth/auth.service.js';
import { type Principal } from '../platform/auth/principal.js';
import { isUniqueViolation } from '../platform/database/prisma-errors.js';
import { type Team } from '../generated/prisma/client.js';
import { ApiKeyRole } from '../generated/prisma/enums.js';
import { type TeamLimits } from '../platform/limits/team-limits.js';
import { TeamLimitsService } from '../platform/limits/team-limits.service.js';
import { TeamsRepository } from './teams.repository.js';
import {
  ApiKeyCreatedDto,
  ApiKeyResponseDto,
  type RetentionResponseDto,
  type TeamDetailDto,
  type TeamPatchDto,
  TeamResponseDto,
  WhoAmIDto,
} from './teams.dto.js';

@Injectable()
export class TeamsService {
  constructor(
    private readonly teams: TeamsRepository,
    private readonly keys: ApiKeysRepository,
    private readonly auth: AuthService,
    private readonly audit: AuditService,
    private readonly limits: TeamLimitsService,
    private readonly config: AppConfig,
    private readonly admission: Admission,
  ) {}

  async createTeam(name: string, actor: AuditActor): Promise<TeamResponseDto> {
    let team: Team;
    try {
      team = await this.audit.within(
        actor,
        (tx) => this.teams.create(name, tx),
        (created) => ({
          action: 'team.created',
          target: { type: 'team', id: created.id },
          change: { name },
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(`A team named "${name}" exists`);
      throw error;
    }
    return TeamResponseDto.of(team);
  }

  async getTeam(teamId: string): Promise<TeamDetailDto> {
    const team = await this.teams.findById(teamId);
    if (!team) throw new NotFoundException(`No team ${teamId}`);
    return {
      ...TeamResponseDto.of(team),
      limits: (await this.limits.of(teamId))!,
      retention: this.retentionOf(team),
      transcription: team.transcription as TranscriptionOptions,
      offboarding: team.offboardedAt ? await this.progress(team.id, team.offboardedAt) : null,
    };
  }

  /**
   * `PATCH /admin/teams/{id}`: limits, retention, default transcription options (replaced whole;
   * `{}` clears them), each audited on its own.
   */
  async update(teamId: string, dto: TeamPatchDto, actor: AuditActor): Promise<TeamDetailDto> {
    const given = (part: object | undefined) =>
      Object.fromEntries(Object.entries(part ?? {}).filter(([, value]) => value !== undefined));
    const limits = given(dto.limits) as Partial<TeamLimits>;
    const retention = given(dto.retention) as Record<string, number | null>;
    if (dto.limits && Object.keys(limits).length === 0)
      throw new BadRequestException(['limits must name at least one limit']);
    if (dto.retention && Object.keys(retention).length === 0)
      throw new BadRequestException(['retention must name at least one setting']);
    if (!dto.limits && !dto.retention && !dto.transcription)
      throw new BadRequestException(['the body must hold limits, retention or transcription']);
    await this.requireTeam(teamId);
    if (dto.limits) await this.limits.update(teamId, limits, actor);
    if (dto.retention) {
      await this.audit.within(
        actor,
        (tx) => this.teams.setRetention(tx, teamId, retention),
        () => ({
          action: 'team.retention_changed',
          target: { type: 'team', id: teamId },
          change: retention,
        }),
      );
    }
    if (dto.transcription) {
      // The defaults as given, without the nulls a bot's options use to drop a default.
      const options = mergeOptions(null, dto.transcription);
      await this.audit.within(
        actor,
        (tx) => this.teams.setTranscription(tx, teamId, options as Record<string, unknown>),
        () => ({
          action: 'team.transcription_changed',
          target: { type: 'team', id: teamId },
          // Which options are set, not their words (vocabulary, prompts).
          change: { set: Object.keys(options) },
        }),
      );
    }
    return this.getTeam(teamId);
  }

  /** The team's own retention over the environment's defaults (0 there = kept). */
  private retentionOf(team: Team): RetentionResponseDto {
    const own = (team.retention ?? {}) as Record<string, number | null>;
    return Object.fromEntries(
      Object.entries(this.config.retentionDefaults).map(([name, fallback]) => [
        name,
        name in own ? (own[name] ?? null) : fallback > 0 ? fallback : null,
      ]),
    ) as unknown as RetentionResponseDto;
  }

  private async progress(teamId: string, offboardedAt: Date) {
    const states = await this.teams.offboardingProgress(teamId);
    const completed = states.completed ?? 0;
    const pending = states.pending ?? 0;
    return {
      offboarded_at: offboardedAt.toISOString(),
      deletions: completed + pending,
      completed,
      pending,
      done: pending === 0,
    };
  }

  async listTeams(): Promise<TeamResponseDto[]> {
    return (await this.teams.list()).map((team) => TeamResponseDto.of(team));
  }

  async createKey(
    teamId: string,
    name: string,
    role: ApiKeyRole,
    actor: AuditActor,
  ): Promise<ApiKeyCreatedDto> {
    await this.requireTeam(teamId);
    const minted = mintKey();
    const key = await this.audit.within(
      actor,
      async (tx) => {
        // Refused once an offboarding has committed; one that follows revokes this key too.
        await this.admission.hold(tx, actor, teamId);
        return this.keys.create(
          { teamId, name, role, keyHash: minted.hash, prefix: minted.prefix },
          tx,
        );
      },
      (created) => ({
        action: 'key.minted',
        target: { type: 'api_key', id: created.id },
        change: { team_id: teamId, name, role, prefix: created.prefix },
      }),
    );
    return { ...ApiKeyResponseDto.of(key), key: minted.key };
  }

  async listKeys(teamId: string): Promise<ApiKeyResponseDto[]> {
    await this.requireTeam(teamId);
    return (await this.keys.listForTeam(teamId)).map((key) => ApiKeyResponseDto.of(key));
  }

  async revokeKey(keyId: string, actor: AuditActor): Promise<ApiKeyResponseDto> {
    const key = await this.audit.within(
      actor,
      async (tx) => {
        const revoked = await this.keys.revoke(keyId, new Date(), tx);
        if (!revoked) throw new NotFoundException(`No API key ${keyId}`);
        return revoked;
      },
      (revoked) => ({
        action: 'key.revoked',
        target: { type: 'api_key', id: revoked.id },
        change: {
          team_id: revoked.teamId,
          name: revoked.name,
          revoked_at: revoked.revokedAt!.toISOString(),
        },
      }),
    );
    this.auth.forget(keyId);
    return ApiKeyResponseDto.of(key);
  }

  async whoAmI(principal: Principal): Promise<WhoAmIDto> {
    const team = principal.teamId ? await this.teams.findById(principal.teamId) : null;
    return {
      team_id: principal.teamId,
      team_name: team?.name ?? null,
      key_id: principal.keyId,
      key_name: principal.keyName,
      role: principal.role,
      limits: team ? await this.limits.of(team.id) : null,
      meeting_bot_api_version: this.config.vendors.MEETING_BOT_API_VERSION,
    };
  }

  private async requireTeam(teamId: string): Promise<void> {
    if (!(await this.teams.findById(teamId))) throw new NotFoundException(`No team ${teamId}`);
  }
}
