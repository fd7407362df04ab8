import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LimitQueryDto } from '../platform/common/page-query.dto.js';
import { type WebhookEvent } from '../generated/prisma/client.js';
import { type WebhookSource } from '../generated/prisma/enums.js';
import { type WebhookEventState } from './webhook-events.repository.js';

export class WebhookAckDto {
  @ApiProperty({
    enum: ['accepted', 'duplicate'],
    description: '`duplicate`: this event was received before; nothing more is done',
  })
  status!: 'accepted' | 'duplicate';
}

export class WebhookEventListQueryDto extends LimitQueryDto {
  @ApiPropertyOptional({
    enum: ['pending', 'processed', 'failed'],
    description: 'pending: not finished yet (including retries waiting); failed: given up',
  })
  @IsOptional()
  @IsIn(['pending', 'processed', 'failed'])
  state?: WebhookEventState;

  @ApiPropertyOptional({ enum: ['stt', 'meeting_bot'] })
  @IsOptional()
  @IsIn(['stt', 'meeting_bot'])
  source?: WebhookSource;
}

export class WebhookEventResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['stt', 'meeting_bot'] }) source!: WebhookSource;
  @ApiProperty({ example: 'live.end_session' }) kind!: string;
  @ApiProperty() dedup_key!: string;
  @ApiProperty() received_at!: string;
  @ApiProperty({ nullable: true, type: String }) processed_at!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description:
      'applied, stale, duplicate, unlinked_job, unknown_job, unknown_bot, ignored, failed',
  })
  outcome!: string | null;
  @ApiProperty() attempts!: number;
  @ApiProperty({ nullable: true, type: String }) last_error!: string | null;
  @ApiProperty() next_attempt_at!: string;
  @ApiProperty({ nullable: true, type: String }) lease_owner!: string | null;
  @ApiProperty({ nullable: true, type: String }) lease_expires_at!: string | null;

  static of(e: WebhookEvent): WebhookEventResponseDto {
    return {
      id: e.id,
      source: e.source,
      kind: e.kind,
      dedup_key: e.dedupKey,
      received_at: e.receivedAt.toISOString(),
      processed_at: e.processedAt?.toISOString() ?? null,
      outcome: e.outcome,
      attempts: e.attempts,
      last_error: e.lastError,
      next_attempt_at: e.nextAttemptAt.toISOString(),
      lease_owner: e.leaseOwner,
      lease_expires_at: e.leaseExpiresAt?.toISOString() ?? null,
    };
  }
}
