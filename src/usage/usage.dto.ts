import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { IsTimestamp } from '../platform/common/timestamp.js';
import { type Granularity } from './usage.repository.js';

export class UsageQueryDto {
  @ApiPropertyOptional({ description: 'Start (ISO 8601, inclusive); default: the month began' })
  @IsOptional()
  @IsTimestamp()
  from?: string;

  @ApiPropertyOptional({ description: 'End (ISO 8601, exclusive); default: now' })
  @IsOptional()
  @IsTimestamp()
  to?: string;

  @ApiPropertyOptional({ enum: ['day', 'month'], default: 'day' })
  @IsOptional()
  @IsIn(['day', 'month'])
  granularity: Granularity = 'day';
}

export class AdminUsageQueryDto extends UsageQueryDto {
  @ApiPropertyOptional({ description: "One team's usage; default: every team's" })
  @IsOptional()
  @IsUUID()
  team_id?: string;
}

export class UsageRowDto {
  @ApiProperty() team_id!: string;
  @ApiProperty() team_name!: string;
  @ApiProperty({ description: 'UTC period: YYYY-MM-DD (day) or YYYY-MM (month)' }) period!: string;
  @ApiProperty({ description: 'Bots created (not counting failed creations)' })
  bots_created!: number;
  @ApiProperty({ description: 'Minutes from recording start to call end, of calls started' })
  bot_minutes!: number;
  @ApiProperty() live_sessions!: number;
  @ApiProperty({ description: "From the vendor's metadata, once a session is finished" })
  live_audio_seconds!: number;
  @ApiProperty() pre_recorded_jobs!: number;
  @ApiProperty() pre_recorded_audio_seconds!: number;
  @ApiProperty() retranscriptions!: number;
  @ApiProperty({ description: "Live sessions' audio archived in the period" })
  archived_bytes!: number;
  @ApiProperty({
    description: "Bots' recordings (audio, and video when kept) archived in the period",
  })
  recording_bytes!: number;
  @ApiProperty({ description: "Requests to the bridge's API, the /v2 proxy included" })
  api_requests!: number;
}

export class UsageReportDto {
  @ApiProperty() from!: string;
  @ApiProperty() to!: string;
  @ApiProperty({ enum: ['day', 'month'] }) granularity!: Granularity;
  @ApiProperty({ type: [UsageRowDto], description: 'Periods with activity, by team then period' })
  data!: UsageRowDto[];
}
