import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../platform/common/page-query.dto.js';
import type { AudioArchive, Bot, TranscriptionJob } from '../generated/prisma/client.js';
import { ArchiveState } from '../generated/prisma/enums.js';

const STATES = Object.values(ArchiveState);

export class ArchiveListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: STATES })
  @IsOptional()
  @IsIn(STATES)
  state?: ArchiveState;
}

export class ArchiveResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description: "The bridge's transcription job (null for a bot's recording)",
  })
  job_id!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: "The bridge's bot whose recording this is (null for a job's audio)",
  })
  bot_id!: string | null;
  @ApiProperty({ enum: ['audio', 'video'] }) media!: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description: "The STT vendor's live job id, or the meeting-bot vendor's bot id",
  })
  upstream_id!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Null for a session of the STT account that belongs to no team (yet)',
  })
  team_id!: string | null;
  @ApiProperty({ enum: STATES }) state!: ArchiveState;
  @ApiProperty({ description: 'Download attempts started so far' }) attempts!: number;
  @ApiProperty({ description: 'When a pending task becomes due' }) next_attempt_at!: string;
  @ApiProperty({ nullable: true, type: String }) lease_owner!: string | null;
  @ApiProperty({ nullable: true, type: String }) lease_expires_at!: string | null;
  @ApiProperty({ nullable: true, type: String }) storage_key!: string | null;
  @ApiProperty({ nullable: true, type: Number }) size_bytes!: number | null;
  @ApiProperty({ nullable: true, type: String }) sha256!: string | null;
  @ApiProperty({ nullable: true, type: String }) content_type!: string | null;
  @ApiProperty({
    nullable: true,
    type: Boolean,
    description:
      'Archived: whether the length of the download could be checked (false: the vendor sent ' +
      'neither Content-Length nor chunked framing, so a cut-off body would have looked complete)',
  })
  size_verified!: boolean | null;
  @ApiProperty({ nullable: true, type: String }) last_error!: string | null;
  @ApiProperty() created_at!: string;
  @ApiProperty() updated_at!: string;
  @ApiProperty({ nullable: true, type: String }) archived_at!: string | null;

  static of(a: AudioArchive & { job: TranscriptionJob | null; bot: Bot | null }) {
    return {
      id: a.id,
      job_id: a.jobId,
      bot_id: a.botId,
      media: a.media,
      upstream_id: a.job?.upstreamId ?? a.bot?.upstreamBotId ?? null,
      team_id: a.job?.teamId ?? a.bot?.teamId ?? null,
      state: a.state,
      attempts: a.attempts,
      next_attempt_at: a.nextAttemptAt.toISOString(),
      lease_owner: a.leaseOwner,
      lease_expires_at: a.leaseExpiresAt?.toISOString() ?? null,
      storage_key: a.storageKey,
      size_bytes: a.sizeBytes === null ? null : Number(a.sizeBytes),
      sha256: a.sha256,
      content_type: a.contentType,
      size_verified: a.sizeVerified,
      last_error: a.lastError,
      created_at: a.createdAt.toISOString(),
      updated_at: a.updatedAt.toISOString(),
      archived_at: a.archivedAt?.toISOString() ?? null,
    };
  }
}

export class ArchiveListResponseDto {
  @ApiProperty({ type: [ArchiveResponseDto] }) items!: ArchiveResponseDto[];
  @ApiProperty() total!: number;
  @ApiProperty({
    description:
      "false when the list has more than 10,000 rows: `total` is then the database's estimate",
  })
  total_exact!: boolean;
  @ApiProperty() limit!: number;
  @ApiProperty() offset!: number;
}

export class ArchiveStatsDto {
  @ApiProperty({
    description: 'Tasks per state',
    type: 'object',
    additionalProperties: { type: 'integer' },
    example: { pending: 0, archived: 12 },
  })
  states!: Record<string, number>;
  @ApiProperty({ description: 'Pending tasks due now' }) due!: number;
  @ApiProperty({ description: 'Bytes held by archived tasks' }) archived_bytes!: number;
}

class ReconcileReportDto {
  @ApiProperty() checked!: number;
  @ApiProperty() tasks_created!: number;
  @ApiProperty() errors!: number;
}

class RetentionReportDto {
  @ApiProperty({ description: "Live sessions' archived audio deleted by retention" })
  expired!: number;
  @ApiPropertyOptional({
    description: "Deletions of bots' data started by their teams' retention (bot.data_expired)",
  })
  data_deletions?: number;
  @ApiPropertyOptional({
    description:
      'Deletions started for bots of offboarded teams that had none (a backstop of offboarding)',
  })
  offboarded_bots?: number;
  @ApiPropertyOptional({
    description: "Vendor events that came after a bot's data was deleted, their content removed",
  })
  late_events_scrubbed?: number;
  @ApiPropertyOptional({ description: 'Processed vendor events deleted (INBOX_RETENTION_DAYS)' })
  inbox_events_deleted?: number;
  @ApiPropertyOptional({
    description: "Bots' status changes deleted (STATUS_HISTORY_RETENTION_DAYS)",
  })
  status_changes_deleted?: number;
  @ApiPropertyOptional({
    description: 'Per-minute request counts deleted (REQUEST_COUNTS_RETENTION_DAYS)',
  })
  request_counts_deleted?: number;
  @ApiPropertyOptional({
    description: "v1 transcripts' second copy on their bot's row dropped (version 1 is kept)",
  })
  duplicate_transcripts_dropped?: number;
  @ApiPropertyOptional({ description: 'Days of usage rolled up (usage_days)' })
  usage_days_rolled?: number;
  @ApiPropertyOptional({ description: "Change rows of the archives' totals folded" })
  archive_totals_folded?: number;
}

export class SweepReportDto {
  @ApiProperty() expired_leases!: number;
  @ApiProperty({ description: 'False when another replica was running reconcile/retention' })
  exclusive_ran!: boolean;
  @ApiProperty() reconciled!: ReconcileReportDto;
  @ApiProperty() retention!: RetentionReportDto;
  @ApiProperty() stale_temp_removed!: number;
  @ApiProperty() due!: number;
}

class MissingObjectDto {
  @ApiProperty({ format: 'uuid' }) archive_id!: string;
  @ApiProperty({ example: 'live/6f1c2a3e-2b1d-4c5e-9f7a-1b2c3d4e5f60' }) key!: string;
  @ApiProperty({ enum: STATES }) state!: string;
}

class MissingObjectsDto {
  @ApiProperty() count!: number;
  @ApiProperty({ type: [MissingObjectDto], description: 'The first 100' })
  items!: MissingObjectDto[];
}

class SizeMismatchDto {
  @ApiProperty({ format: 'uuid' }) archive_id!: string;
  @ApiProperty() key!: string;
  @ApiProperty() row_bytes!: number;
  @ApiProperty() object_bytes!: number;
}

class SizeMismatchesDto {
  @ApiProperty() count!: number;
  @ApiProperty({ type: [SizeMismatchDto], description: 'The first 100' })
  items!: SizeMismatchDto[];
}

class OrphanObjectsDto {
  @ApiProperty() count!: number;
  @ApiProperty({ type: [String], description: 'The first 100 keys' }) keys!: string[];
}

export class ConsistencyReportDto {
  @ApiProperty({ description: 'Objects in the storage' }) objects!: number;
  @ApiProperty({ description: 'Archive tasks that say a file is stored' }) rows!: number;
  @ApiProperty({
    type: MissingObjectsDto,
    description: "Tasks whose stored file's object is not there",
  })
  missing!: MissingObjectsDto;
  @ApiProperty({
    type: SizeMismatchesDto,
    description: 'Tasks whose object is there with another size than the task says',
  })
  size_mismatch!: SizeMismatchesDto;
  @ApiProperty({
    type: OrphanObjectsDto,
    description: 'Objects no task names (a download finishing during the check may show here)',
  })
  orphans!: OrphanObjectsDto;
}
