import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentPrincipal } from '../auth/auth.decorators.js';
import { type Principal } from '../auth/principal.js';
import {
  ApiKeyCreateDto,
  ApiKeyCreatedDto,
  ApiKeyResponseDto,
  TeamCreateDto,
  TeamResponseDto,
  WhoAmIDto,
} from './teams.dto.js';
import { TeamsService } from './teams.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });

@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin')
export class TeamsAdminController {
  constructor(private readonly service: TeamsService) {}

  @Post('teams')
  createTeam(@Body() dto: TeamCreateDto): Promise<TeamResponseDto> {
    return this.service.createTeam(dto.name);
  }

  @Get('teams')
  listTeams(): Promise<TeamResponseDto[]> {
    return this.service.listTeams();
  }

  @Post('teams/:id/keys')
  createKey(
    @Param('id', uuid) teamId: string,
    @Body() dto: ApiKeyCreateDto,
  ): Promise<ApiKeyCreatedDto> {
    return this.service.createKey(teamId, dto.name, dto.role);
  }

  @Get('teams/:id/keys')
  listKeys(@Param('id', uuid) teamId: string): Promise<ApiKeyResponseDto[]> {
    return this.service.listKeys(teamId);
  }

  @Delete('keys/:id')
  revokeKey(@Param('id', uuid) keyId: string): Promise<ApiKeyResponseDto> {
    return this.service.revokeKey(keyId);
  }
}

@ApiTags('identity')
@ApiBearerAuth()
@Controller('me')
export class WhoAmIController {
  constructor(private readonly service: TeamsService) {}

  @Get()
  whoAmI(@CurrentPrincipal() principal: Principal): Promise<WhoAmIDto> {
    return this.service.whoAmI(principal);
  }
}
