import { Controller, Delete, Get, Param, Patch, Post, Req, Res, UseFilters } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentPrincipal } from '../auth/auth.decorators.js';
import type { Principal } from '../auth/principal.js';
import { type JobGroup, LEGACY, LIVE, PRE_RECORDED } from './job-groups.js';
import { JobListService } from './job-list.service.js';
import { TranscriptionProxyService } from './transcription-proxy.service.js';
import { UpstreamFailureFilter } from './upstream-failure.filter.js';

/**
 * The routes every vendor job group has. Bodies and answers are the vendor's (see the STT
 * OpenAPI document); handlers write to the raw response so both stream.
 */
abstract class JobGroupRoutes {
  constructor(
    protected readonly proxy: TranscriptionProxyService,
    private readonly lists: JobListService,
    protected readonly group: JobGroup,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Create a job (vendor body); recorded for the caller’s team' })
  create(@Req() req: Request, @Res() res: Response, @CurrentPrincipal() principal: Principal) {
    return this.proxy.create(this.group, req, res, principal);
  }

  @Get()
  @ApiOperation({ summary: 'The caller’s jobs, newest first (offset/limit, status, dates)' })
  list(@Req() req: Request, @Res() res: Response, @CurrentPrincipal() principal: Principal) {
    return this.lists.list(this.group, req, res, principal);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One job, as the vendor shows it' })
  get(
    @Req() req: Request,
    @Res() res: Response,
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
  ) {
    return this.proxy.forward(this.group, req, res, principal, id);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a job at the vendor, and its audio archived by the bridge' })
  remove(
    @Req() req: Request,
    @Res() res: Response,
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
  ) {
    return this.proxy.remove(this.group, req, res, principal, id);
  }

  @Get(':id/file')
  @ApiOperation({ summary: 'The job’s audio (archived copy when the bridge has one)' })
  file(
    @Req() req: Request,
    @Res() res: Response,
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
  ) {
    return this.proxy.file(this.group, req, res, principal, id);
  }
}

@ApiTags('STT proxy')
@ApiBearerAuth()
@UseFilters(UpstreamFailureFilter)
@Controller('v2/live')
export class LiveJobsController extends JobGroupRoutes {
  constructor(proxy: TranscriptionProxyService, lists: JobListService) {
    super(proxy, lists, LIVE);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Amend a live job (custom_metadata)' })
  patch(
    @Req() req: Request,
    @Res() res: Response,
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
  ) {
    return this.proxy.patch(req, res, principal, id);
  }
}

@ApiTags('STT proxy')
@ApiBearerAuth()
@UseFilters(UpstreamFailureFilter)
@Controller('v2/pre-recorded')
export class PreRecordedJobsController extends JobGroupRoutes {
  constructor(proxy: TranscriptionProxyService, lists: JobListService) {
    super(proxy, lists, PRE_RECORDED);
  }
}

/** The vendor's deprecated group: creates pre-recorded jobs, reads jobs of both kinds. */
@ApiTags('STT proxy')
@ApiBearerAuth()
@UseFilters(UpstreamFailureFilter)
@Controller('v2/transcription')
export class LegacyJobsController extends JobGroupRoutes {
  constructor(proxy: TranscriptionProxyService, lists: JobListService) {
    super(proxy, lists, LEGACY);
  }
}

@ApiTags('STT proxy')
@ApiBearerAuth()
@UseFilters(UpstreamFailureFilter)
@Controller('v2/upload')
export class UploadController {
  constructor(private readonly proxy: TranscriptionProxyService) {}

  @Post()
  @ApiOperation({ summary: 'Upload audio (multipart field `audio`) or register `{audio_url}`' })
  upload(@Req() req: Request, @Res() res: Response) {
    return this.proxy.upload(req, res);
  }
}
