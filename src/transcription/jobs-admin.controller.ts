import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuditActor, CurrentActor } from '../platform/audit/audit-actor.js';
import { ApiErrors, BODY_ERRORS } from '../platform/http-edge/api-errors.js';
import { AdminOnly } from '../platform/auth/auth.decorators.js';
import {
  AdminJobListQueryDto,
  AdminJobListResponseDto,
  AdminJobResponseDto,
  AttachJobDto,
} from './jobs-admin.dto.js';
import { JobsAdminService } from './jobs-admin.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@ApiErrors(401, 403)
@AdminOnly()
@Controller('admin/jobs')
export class JobsAdminController {
  constructor(private readonly jobs: JobsAdminService) {}

  @Get()
  @ApiOperation({ summary: "Transcription jobs, newest first: all, one team's, or of no team" })
  @ApiOkResponse({ type: AdminJobListResponseDto })
  @ApiErrors(400)
  list(@Query() query: AdminJobListQueryDto): Promise<AdminJobListResponseDto> {
    return this.jobs.list(query);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Give a job of no team to a team (and one of its bots)' })
  @ApiOkResponse({ type: AdminJobResponseDto })
  @ApiErrors(...BODY_ERRORS, 404, 409)
  attach(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() dto: AttachJobDto,
    @CurrentActor() actor: AuditActor,
  ): Promise<AdminJobResponseDto> {
    return this.jobs.attach(id, dto, actor);
  }
}
