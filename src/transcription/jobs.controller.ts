import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal } from '../platform/auth/auth.decorators.js';
import { type Principal } from '../platform/auth/principal.js';
import { ApiErrors } from '../platform/http-edge/api-errors.js';
import { AdminJobListQueryDto, AdminJobListResponseDto } from './jobs-admin.dto.js';
import { JobsAdminService } from './jobs-admin.service.js';

/**
 * The team's transcription jobs as the bridge records them, beside the vendor-shaped lists of
 * the STT proxy: which bot a job was made for, and where its audio's archive stands.
 */
@ApiTags('STT proxy')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('jobs')
export class JobsController {
  constructor(private readonly jobs: JobsAdminService) {}

  @Get()
  @ApiOperation({
    summary:
      "The team's transcription jobs as the bridge keeps them, newest first: kind, status, bot, audio archive (admin keys: every team's, or team_id's)",
  })
  @ApiOkResponse({ type: AdminJobListResponseDto })
  @ApiErrors(400, 403)
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: AdminJobListQueryDto,
  ): Promise<AdminJobListResponseDto> {
    return this.jobs.listFor(principal, query);
  }
}
