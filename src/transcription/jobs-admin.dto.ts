import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID, Matches } from 'class-validator';
import { PageQueryDto } from '../platform/common/page-query.dto.js';
import type { AudioArchive, TranscriptionJob } from '../generated/prisma/client.js';

/** `team_id=none`: the jobs of no team (sessions of the STT account the bridge did not create). */
export const NO_TEAM = 'none';
const UUID_OR_NONE = /^(none|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export class AdminJobListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: `A team's id, or \`${NO_TEAM}\` for jobs of no team` })
  @IsOptional()
  @Matches(UUID_OR_NONE, { message: `team_id must be a team id or ${NO_TEAM}` })
  team_id?: string;
}

export class AttachJobDto {
  @ApiProperty({ format: 'uuid', description: 'The team the job is given to' })
  @IsUUID()
  team_id!: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "One of that team's bots, to link the job to",
  })
  @IsOptional()
  @IsUUID()
  bot_id?: string;
}

export class AdminJobResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['live', 'pre_recorded', 'legacy'] }) kind!: string;
  @ApiProperty({ description: "The STT vendor's job id" }) upstream_id!: string;
  @ApiProperty({ nullable: true, type: String, description: 'Null: no team (admins only)' })
  team_id!: string | null;
  @ApiProperty({ nullable: true, type: String }) bot_id!: string | null;
  @ApiProperty() status!: string;
  @ApiProperty({ nullable: true, type: String, description: 'Its archive task, if any' })
  archive_id!: string | null;
  @ApiProperty({ nullable: true, type: String }) archive_state!: string | null;
  @ApiProperty() created_at!: string;
  @ApiProperty({ nullable: true, type: String }) ended_at!: string | null;
  @ApiProperty({ nullable: true, type: String }) deleted_at!: string | null;

  static of(job: TranscriptionJob & { archive: AudioArchive | null }): AdminJobResponseDto {
    return {
      id: job.id,
      kind: job.kind,
      upstream_id: job.upstreamId,
      team_id: job.teamId,
      bot_id: job.botId,
      status: job.status,
      archive_id: job.archive?.id ?? null,
      archive_state: job.archive?.state ?? null,
      created_at: job.createdAt.toISOString(),
      ended_at: job.endedAt?.toISOString() ?? null,
      deleted_at: job.deletedAt?.toISOString() ?? null,
    };
  }
}

export class AdminJobListResponseDto {
  @ApiProperty({ type: [AdminJobResponseDto] }) items!: AdminJobResponseDto[];
  @ApiProperty() total!: number;
  @ApiProperty({
    description:
      "false when the list has more than 10,000 rows: `total` is then the database's estimate",
  })
  total_exact!: boolean;
  @ApiProperty() limit!: number;
  @ApiProperty() offset!: number;
}
