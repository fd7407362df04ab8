import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { CursorPageQueryDto } from '../common/page-query.dto.js';
import { type AuditEntry } from '../../generated/prisma/client.js';
import { IsTimestamp } from '../common/timestamp.js';

export class AuditQueryDto extends CursorPageQueryDto {
  @ApiPropertyOptional({ description: 'A key id, or `BRIDGE_ADMIN_KEY` / `cli`' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  actor?: string;

  @ApiPropertyOptional({ example: 'key.minted' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  action?: string;

  @ApiPropertyOptional({ description: 'The id of the team, key, job… acted on' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  target?: string;

  @ApiPropertyOptional({ description: 'Entries at or after this time (ISO 8601)' })
  @IsOptional()
  @IsTimestamp()
  since?: string;
}

export class AuditEntryDto {
  @ApiProperty() id!: string;
  @ApiProperty() at!: string;
  @ApiProperty({ nullable: true, type: String }) actor_key_id!: string | null;
  @ApiProperty() actor_name!: string;
  @ApiProperty({ nullable: true, type: String }) actor_team_id!: string | null;
  @ApiProperty({ example: 'key.minted' }) action!: string;
  @ApiProperty({ example: 'api_key' }) target_type!: string;
  @ApiProperty() target_id!: string;
  @ApiProperty({ nullable: true, type: String }) request_id!: string | null;
  @ApiProperty({ nullable: true, type: String }) address!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true }) change!: unknown;

  static of(entry: AuditEntry): AuditEntryDto {
    return {
      id: entry.id.toString(),
      at: entry.at.toISOString(),
      actor_key_id: entry.actorKeyId,
      actor_name: entry.actorName,
      actor_team_id: entry.actorTeamId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      request_id: entry.requestId,
      address: entry.address,
      change: entry.change,
    };
  }
}

export class AuditListResponseDto {
  @ApiProperty({ type: [AuditEntryDto] }) data!: AuditEntryDto[];
  @ApiProperty({ nullable: true, type: String }) next_cursor!: string | null;
}
