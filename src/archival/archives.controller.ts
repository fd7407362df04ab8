import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/auth.decorators.js';
import { ArchiveSweepService } from './archive-sweep.service.js';
import {
  ArchiveListQueryDto,
  ArchiveListResponseDto,
  ArchiveResponseDto,
  ArchiveStatsDto,
  SweepReportDto,
} from './archives.dto.js';
import { ArchivesService } from './archives.service.js';

const uuid = new ParseUUIDPipe();

@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/archives')
export class ArchivesAdminController {
  constructor(
    private readonly archives: ArchivesService,
    private readonly sweeper: ArchiveSweepService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Archive tasks, newest first, optionally of one state' })
  list(@Query() query: ArchiveListQueryDto): Promise<ArchiveListResponseDto> {
    return this.archives.list(query);
  }

  @Get('stats')
  @ApiOperation({ summary: 'Tasks per state, tasks due now, archived bytes' })
  stats(): Promise<ArchiveStatsDto> {
    return this.archives.stats();
  }

  @Get(':id')
  get(@Param('id', uuid) id: string): Promise<ArchiveResponseDto> {
    return this.archives.get(id);
  }

  @Post(':id/retry')
  @HttpCode(202)
  @ApiOperation({ summary: 'Make a failed, gone, unauthorized or expired task due now' })
  retry(@Param('id', uuid) id: string): Promise<ArchiveResponseDto> {
    return this.archives.retry(id);
  }

  @Post('sweep')
  @HttpCode(200)
  @ApiOperation({ summary: 'Run the scheduled sweep now and report what it did' })
  sweep(): Promise<SweepReportDto> {
    return this.sweeper.sweep();
  }
}
