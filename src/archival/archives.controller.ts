import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type AuditActor, CurrentActor } from '../platform/audit/audit-actor.js';
import { ApiErrors } from '../platform/http-edge/api-errors.js';
import { AdminOnly } from '../platform/auth/auth.decorators.js';
import { ArchiveSweepService } from './archive-sweep.service.js';
import {
  ArchiveListQueryDto,
  ArchiveListResponseDto,
  ArchiveResponseDto,
  ArchiveStatsDto,
  ConsistencyReportDto,
  SweepReportDto,
} from './archives.dto.js';
import { ArchivesService } from './archives.service.js';
import { StorageConsistency } from './storage-consistency.service.js';

const uuid = new ParseUUIDPipe();

@ApiTags('admin')
@ApiBearerAuth()
@ApiErrors(401, 403)
@AdminOnly()
@Controller('admin/archives')
export class ArchivesAdminController {
  constructor(
    private readonly archives: ArchivesService,
    private readonly sweeper: ArchiveSweepService,
    private readonly consistencyCheck: StorageConsistency,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Archive tasks, newest first, optionally of one state' })
  @ApiOkResponse({ type: ArchiveListResponseDto })
  @ApiErrors(400)
  list(@Query() query: ArchiveListQueryDto): Promise<ArchiveListResponseDto> {
    return this.archives.list(query);
  }

  @Get('stats')
  @ApiOperation({ summary: 'Tasks per state, tasks due now, archived bytes' })
  @ApiOkResponse({ type: ArchiveStatsDto })
  stats(): Promise<ArchiveStatsDto> {
    return this.archives.stats();
  }

  @Get('consistency')
  @ApiOperation({
    summary: 'Compare the archive tasks with the stored objects',
    description:
      'Reads every object of the storage and every task that says its file is stored: tasks ' +
      'whose object is missing or of another size, and objects no task names (what a restore ' +
      'of the database and the bucket to different moments leaves). Reads only.',
  })
  @ApiOkResponse({ type: ConsistencyReportDto })
  consistency(): Promise<ConsistencyReportDto> {
    return this.consistencyCheck.check();
  }

  @Get(':id')
  @ApiOperation({ summary: 'One archive task' })
  @ApiOkResponse({ type: ArchiveResponseDto })
  @ApiErrors(400, 404)
  get(@Param('id', uuid) id: string): Promise<ArchiveResponseDto> {
    return this.archives.get(id);
  }

  @Post(':id/retry')
  @HttpCode(202)
  @ApiOperation({ summary: 'Make a failed, gone, unauthorized or expired task due now' })
  @ApiAcceptedResponse({ type: ArchiveResponseDto })
  @ApiErrors(400, 404, 409)
  retry(
    @Param('id', uuid) id: string,
    @CurrentActor() actor: AuditActor,
  ): Promise<ArchiveResponseDto> {
    return this.archives.retry(id, actor);
  }

  @Post('sweep')
  @HttpCode(200)
  @ApiOperation({ summary: 'Run the scheduled sweep now and report what it did' })
  @ApiOkResponse({ type: SweepReportDto })
  sweep(): Promise<SweepReportDto> {
    return this.sweeper.sweep();
  }
}
