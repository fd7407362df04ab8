import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { mintKey } from '../auth/api-key.js';
import { ApiKeysRepository } from '../auth/api-keys.repository.js';
import { AuthService } from '../auth/auth.service.js';
import { type Principal } from '../auth/principal.js';
import { isUniqueViolation } from '../database/prisma-errors.js';
import { ApiKeyRole } from '../generated/prisma/enums.js';
import { TeamsRepository } from './teams.repository.js';
import { ApiKeyCreatedDto, ApiKeyResponseDto, TeamResponseDto, WhoAmIDto } from './teams.dto.js';

@Injectable()
export class TeamsService {
  constructor(
    private readonly teams: TeamsRepository,
    private readonly keys: ApiKeysRepository,
    private readonly auth: AuthService,
  ) {}

  async createTeam(name: string): Promise<TeamResponseDto> {
    try {
      return TeamResponseDto.of(await this.teams.create(name));
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(`A team named "${name}" exists`);
      throw error;
    }
  }

  async listTeams(): Promise<TeamResponseDto[]> {
    return (await this.teams.list()).map((team) => TeamResponseDto.of(team));
  }

  async createKey(teamId: string, name: string, role: ApiKeyRole): Promise<ApiKeyCreatedDto> {
    await this.requireTeam(teamId);
    const minted = mintKey();
    const key = await this.keys.create({
      teamId,
      name,
      role,
      keyHash: minted.hash,
      prefix: minted.prefix,
    });
    return { ...ApiKeyResponseDto.of(key), key: minted.key };
  }

  async listKeys(teamId: string): Promise<ApiKeyResponseDto[]> {
    await this.requireTeam(teamId);
    return (await this.keys.listForTeam(teamId)).map((key) => ApiKeyResponseDto.of(key));
  }

  async revokeKey(keyId: string): Promise<ApiKeyResponseDto> {
    const key = await this.keys.revoke(keyId, new Date());
    if (!key) throw new NotFoundException(`No API key ${keyId}`);
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
    };
  }

  private async requireTeam(teamId: string): Promise<void> {
    if (!(await this.teams.findById(teamId))) throw new NotFoundException(`No team ${teamId}`);
  }
}
