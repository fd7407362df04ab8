import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import type { Retranscription } from '../generated/prisma/client.js';

export class RetranscriptionCreateDto {
  @ApiProperty({
    format: 'uuid',
    description: "The meeting-bot vendor's bot id (any bot of the account)",
  })
  @IsUUID()
  bot_uuid!: string;
}

export class RetranscriptionResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty({ nullable: true, type: String, description: "The bridge's bot, if it made it" })
  bot_id!: string | null;
  @ApiProperty({ description: "The vendor's bot id" }) bot_uuid!: string;
  @ApiProperty({ nullable: true, type: String }) team_id!: string | null;
  @ApiProperty({
    enum: ['vendor', 'stt'],
    description:
      "vendor: the meeting-bot vendor retranscribes; stt: the bridge's STT job on the archived audio",
  })
  mode!: string;
  @ApiProperty({ nullable: true, description: 'stt: the STT parameters it was asked with' })
  parameters!: unknown;
  @ApiProperty({ nullable: true, type: String, description: "stt: the bridge's id of its STT job" })
  job_id!: string | null;
  @ApiProperty({
    nullable: true,
    description:
      "Once completed: `transcript_version` (the bot's new version) and what the vendor sent",
  })
  result!: unknown;
  @ApiProperty({
    enum: ['requested', 'accepted', 'rejected', 'completed', 'failed'],
    description:
      'requested: vendor call in flight; accepted: 200/202; rejected: the vendor refused (4xx); ' +
      'failed: 5xx/timeout (outcome unknown), or the STT job ended in error; completed: the new ' +
      'transcript is kept',
  })
  state!: string;
  @ApiProperty({ description: 'Name of the admin key that asked' }) requested_by!: string;
  @ApiProperty({ nullable: true, type: String }) requested_by_key_id!: string | null;
  @ApiProperty({ nullable: true, type: Number }) vendor_status!: number | null;
  @ApiProperty({ nullable: true, description: 'What the vendor answered (secrets removed)' })
  vendor_response!: unknown;
  @ApiProperty({ nullable: true, type: String }) idempotency_key!: string | null;
  @ApiProperty() created_at!: string;
  @ApiProperty({ nullable: true, type: String }) completed_at!: string | null;

  static of(r: Retranscription): RetranscriptionResponseDto {
    return {
      id: r.id,
      bot_id: r.botId,
      bot_uuid: r.upstreamBotId,
      team_id: r.teamId,
      mode: r.mode,
      parameters: r.parameters,
      job_id: r.jobId,
      result: r.result,
      state: r.state,
      requested_by: r.requestedBy,
      requested_by_key_id: r.requestedByKeyId,
      vendor_status: r.vendorStatus,
      vendor_response: r.vendorResponse,
      idempotency_key: r.idempotencyKey,
      created_at: r.createdAt.toISOString(),
      completed_at: r.completedAt?.toISOString() ?? null,
    };
  }
}
