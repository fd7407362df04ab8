import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type Bot, type DataDeletion } from '../generated/prisma/client.js';
import {
  DELETION_SCOPES,
  DELETION_TARGETS,
  type DeletionStep,
  type StepAnswer,
} from './deletion-plan.js';

export class DeletionStepDto implements DeletionStep {
  @ApiProperty({ enum: DELETION_TARGETS, description: 'The copy this step deletes' })
  target!: DeletionStep['target'];
  @ApiProperty({
    enum: ['pending', 'done', 'refused'],
    description: 'refused: the vendor refused for good (see answers and error)',
  })
  state!: DeletionStep['state'];
  @ApiProperty({ description: 'Runs of the step so far' }) attempts!: number;
  @ApiPropertyOptional({ description: 'When it was done or refused' }) done_at?: string;
  @ApiPropertyOptional({
    description: 'What was deleted: counts, ids, sizes and checksums, never content',
    example: { files: [{ archive_id: '…', media: 'audio', size_bytes: 320044, sha256: '…' }] },
  })
  deleted?: Record<string, unknown>;
  @ApiPropertyOptional({
    description: "The vendors' answers: `meeting_bot`, and one per STT job id ({status, body})",
    example: { meeting_bot: { status: 200, body: { ok: true, status: 'deleted' } } },
  })
  answers?: Record<string, StepAnswer>;
  @ApiPropertyOptional({ description: 'Why it is not done yet, or why it was refused' })
  error?: string;
}

export class DataDeletionDto {
  @ApiProperty() id!: string;
  @ApiProperty() team_id!: string;
  @ApiProperty({ nullable: true, type: String, description: 'Null for a team offboarding' })
  bot_id!: string | null;
  @ApiProperty({
    enum: DELETION_SCOPES,
    description:
      "all: everything of the bot; recordings, transcripts, vendor_data: what a team's retention expired; team: what an offboarded team holds beyond its bots",
  })
  scope!: string;
  @ApiProperty({ enum: ['request', 'retention', 'offboarding'] }) reason!: string;
  @ApiProperty({ description: "The key's name that asked, or `retention`" }) requested_by!: string;
  @ApiProperty({ enum: ['pending', 'completed'] }) state!: string;
  @ApiProperty() requested_at!: string;
  @ApiProperty({ nullable: true, type: String }) completed_at!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'While pending: when its next attempt is due',
  })
  next_attempt_at!: string | null;
  @ApiProperty({ type: [DeletionStepDto], description: 'The receipt, one entry per step' })
  steps!: DeletionStepDto[];

  static of(row: DataDeletion): DataDeletionDto {
    return {
      id: row.id,
      team_id: row.teamId,
      bot_id: row.botId,
      scope: row.scope,
      reason: row.reason,
      requested_by: row.requestedBy,
      state: row.state,
      requested_at: row.createdAt.toISOString(),
      completed_at: row.completedAt?.toISOString() ?? null,
      next_attempt_at: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
      steps: row.steps as unknown as DeletionStepDto[],
    };
  }
}

/** What the deletion events carry: the deletion and its receipt. */
export const receiptOf = (row: DataDeletion) => ({
  deletion_id: row.id,
  scope: row.scope,
  reason: row.reason,
  requested_at: row.createdAt.toISOString(),
  completed_at: row.completedAt?.toISOString() ?? null,
  receipt: row.steps,
});

export class BotDataDto {
  @ApiProperty() bot_id!: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'When all of its data was deleted (the bot is a tombstone)',
  })
  data_deleted_at!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Retention: recordings deleted' })
  recordings_deleted_at!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Retention: transcripts deleted' })
  transcripts_deleted_at!: string | null;
  @ApiProperty({ nullable: true, type: String, description: "Retention: the vendors' copies" })
  vendor_data_deleted_at!: string | null;
  @ApiProperty({ type: [DataDeletionDto], description: 'Oldest first' })
  deletions!: DataDeletionDto[];

  static of(bot: Bot, deletions: DataDeletion[]): BotDataDto {
    const at = (d: Date | null) => d?.toISOString() ?? null;
    return {
      bot_id: bot.id,
      data_deleted_at: at(bot.dataDeletedAt),
      recordings_deleted_at: at(bot.recordingsDeletedAt),
      transcripts_deleted_at: at(bot.transcriptsDeletedAt),
      vendor_data_deleted_at: at(bot.vendorDataDeletedAt),
      deletions: deletions.map((d) => DataDeletionDto.of(d)),
    };
  }
}

export class OffboardingDto {
  @ApiProperty() team_id!: string;
  @ApiProperty() offboarded_at!: string;
  @ApiProperty({ description: 'Keys revoked by this request (0 when asked again)' })
  keys_revoked!: number;
  @ApiProperty({ description: "Deletions started: one per bot, and the team's own" })
  deletions_started!: number;
}
