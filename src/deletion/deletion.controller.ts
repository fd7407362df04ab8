import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type AuditActor, CurrentActor } from '../platform/audit/audit-actor.js';
import { AdminOnly, CurrentPrincipal } from '../platform/auth/auth.decorators.js';
import { type Principal } from '../platform/auth/principal.js';
import { ApiErrors } from '../platform/http-edge/api-errors.js';
import { DataDeletionService } from './data-deletion.service.js';
import { BotDataDto, DataDeletionDto, OffboardingDto } from './deletion.dto.js';

@ApiTags('bots')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('bots')
export class BotDataController {
  constructor(private readonly service: DataDeletionService) {}

  @Delete(':id/data')
  @HttpCode(202)
  @ApiOperation({
    summary:
      "Delete all of the bot's data: at the meeting-bot vendor, at the STT vendor, and in the bridge (asking again answers the same deletion)",
  })
  @ApiAcceptedResponse({ type: DataDeletionDto, description: 'The deletion, with its receipt' })
  @ApiErrors(400, 404)
  deleteData(
    @CurrentPrincipal() principal: Principal,
    @CurrentActor() actor: AuditActor,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<DataDeletionDto> {
    return this.service.deleteBotData(principal, actor, id);
  }

  @Get(':id/data')
  @ApiOperation({ summary: "What was deleted of the bot's data, with each deletion's receipt" })
  @ApiOkResponse({ type: BotDataDto })
  @ApiErrors(400, 404)
  data(
    @CurrentPrincipal() principal: Principal,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<BotDataDto> {
    return this.service.botData(principal, id);
  }
}

@ApiTags('admin')
@ApiBearerAuth()
@ApiErrors(401, 403)
@AdminOnly()
@Controller('admin/teams')
export class TeamOffboardingController {
  constructor(private readonly service: DataDeletionService) {}

  @Delete(':id')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Offboard a team: its keys revoked and endpoints disabled at once, its active bots made to leave, all of its data deleted in the background (progress: GET /admin/teams/{id}); the team stays as a tombstone',
  })
  @ApiAcceptedResponse({ type: OffboardingDto })
  @ApiErrors(400, 404, 409)
  offboard(
    @CurrentPrincipal() principal: Principal,
    @CurrentActor() actor: AuditActor,
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
  ): Promise<OffboardingDto> {
    return this.service.offboard(principal, actor, id);
  }
}
