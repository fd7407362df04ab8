import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type AuditActor, CurrentActor } from '../platform/audit/audit-actor.js';
import { ApiErrors, BODY_ERRORS } from '../platform/http-edge/api-errors.js';
import { AdminOnly, CurrentPrincipal } from '../platform/auth/auth.decorators.js';
import { type Principal } from '../platform/auth/principal.js';
import {
  ApiKeyCreateDto,
  ApiKeyCreatedDto,
  ApiKeyResponseDto,
  TeamCreateDto,
  TeamDetailDto,
  TeamPatchDto,
  TeamResponseDto,
  WhoAmIDto,
} from './teams.dto.js';
import { TeamsService } from './teams.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });

@ApiTags('admin')
@ApiBearerAuth()
@ApiErrors(401, 403)
@AdminOnly()
@Controller('admin')
export class TeamsAdminController {
  constructor(private readonly service: TeamsService) {}

  @Post('teams')
  @ApiOperation({ summary: 'Create a team' })
  @ApiCreatedResponse({ type: TeamResponseDto })
  @ApiErrors(...BODY_ERRORS, 409)
  createTeam(
    @Body() dto: TeamCreateDto,
    @CurrentActor() actor: AuditActor,
  ): Promise<TeamResponseDto> {
    return this.service.createTeam(dto.name, actor);
  }

  @Get('teams/:id')
  @ApiOperation({ summary: 'One team with its limits, retention and offboarding progress' })
  @ApiOkResponse({ type: TeamDetailDto })
  @ApiErrors(400, 404)
  getTeam(@Param('id', uuid) teamId: string): Promise<TeamDetailDto> {
    return this.service.getTeam(teamId);
  }

  @Patch('teams/:id')
  @ApiOperation({
    summary:
      "Set a team's limits (null = no limit) and retention (days; null = kept); absent = unchanged",
  })
  @ApiOkResponse({ type: TeamDetailDto })
  @ApiErrors(...BODY_ERRORS, 404)
  update(
    @Param('id', uuid) teamId: string,
    @Body() dto: TeamPatchDto,
    @CurrentActor() actor: AuditActor,
  ): Promise<TeamDetailDto> {
    return this.service.update(teamId, dto, actor);
  }

  @Get('teams')
  @ApiOperation({ summary: 'The teams' })
  @ApiOkResponse({ type: [TeamResponseDto] })
  listTeams(): Promise<TeamResponseDto[]> {
    return this.service.listTeams();
  }

  @Post('teams/:id/keys')
  @ApiOperation({ summary: 'Mint an API key for a team (the answer holds the key, this once)' })
  @ApiCreatedResponse({ type: ApiKeyCreatedDto })
  @ApiErrors(...BODY_ERRORS, 404, 409)
  createKey(
    @Param('id', uuid) teamId: string,
    @Body() dto: ApiKeyCreateDto,
    @CurrentActor() actor: AuditActor,
  ): Promise<ApiKeyCreatedDto> {
    return this.service.createKey(teamId, dto.name, dto.role, actor);
  }

  @Get('teams/:id/keys')
  @ApiOperation({ summary: "A team's API keys (never the keys themselves)" })
  @ApiOkResponse({ type: [ApiKeyResponseDto] })
  @ApiErrors(400, 404)
  listKeys(@Param('id', uuid) teamId: string): Promise<ApiKeyResponseDto[]> {
    return this.service.listKeys(teamId);
  }

  @Delete('keys/:id')
  @ApiOperation({ summary: 'Revoke an API key (idempotent: keeps the first revocation time)' })
  @ApiOkResponse({ type: ApiKeyResponseDto })
  @ApiErrors(400, 404)
  revokeKey(
    @Param('id', uuid) keyId: string,
    @CurrentActor() actor: AuditActor,
  ): Promise<ApiKeyResponseDto> {
    return this.service.revokeKey(keyId, actor);
  }
}

@ApiTags('identity')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('me')
export class WhoAmIController {
  constructor(private readonly service: TeamsService) {}

  @Get()
  @ApiOperation({ summary: "The caller's team, key and role" })
  @ApiOkResponse({ type: WhoAmIDto })
  whoAmI(@CurrentPrincipal() principal: Principal): Promise<WhoAmIDto> {
    return this.service.whoAmI(principal);
  }
}
