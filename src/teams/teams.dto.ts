import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { type TeamLimits } from '../platform/limits/team-limits.js';
import {
  type TranscriptionOptions,
  TranscriptionOptionsDto,
} from '../platform/transcripts/transcription-options.js';
import { type ApiKey, type Team } from '../generated/prisma/client.js';
import { ApiKeyRole } from '../generated/prisma/enums.js';

const NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;

export class TeamCreateDto {
  @ApiProperty({ example: 'payments' })
  @IsString()
  @Length(1, 100)
  @Matches(NAME, { message: 'name may hold letters, digits, spaces, dots, dashes, underscores' })
  name!: string;
}

export class ApiKeyCreateDto {
  @ApiProperty({ example: 'ci-pipeline' })
  @IsString()
  @Length(1, 100)
  @Matches(NAME, { message: 'name may hold letters, digits, spaces, dots, dashes, underscores' })
  name!: string;

  @ApiPropertyOptional({ enum: ['member', 'admin'], default: 'member' })
  @IsOptional()
  @IsIn(['member', 'admin'])
  role: ApiKeyRole = 'member';
}

/** A limit: a whole number, or null for none; left out, it stays as it is. */
const Limit = (description: string): PropertyDecorator => {
  const decorators = [
    ApiPropertyOptional({ description, nullable: true, type: Number, minimum: 0 }),
    ValidateIf((_dto: unknown, value: unknown) => value !== null && value !== undefined),
    IsInt(),
    Min(0),
    Max(1_000_000_000),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
};

export class TeamLimitsDto {
  @Limit('Bots not yet terminal') max_active_bots?: number | null;
  @Limit('Bots created per UTC day') bots_per_day?: number | null;
  @Limit('Live sessions not yet ended') max_live_sessions?: number | null;
  @Limit("Requests to the bridge's API per minute") requests_per_minute?: number | null;
}

/** Days a kind of data is kept: a whole number from 1, or null to keep it; left out, unchanged. */
const Days = (description: string): PropertyDecorator => {
  const decorators = [
    ApiPropertyOptional({ description, nullable: true, type: Number, minimum: 1 }),
    ValidateIf((_dto: unknown, value: unknown) => value !== null && value !== undefined),
    IsInt(),
    Min(1),
    Max(36_500),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
};

export class TeamRetentionDto {
  @Days(
    "Days after a bot ended that the bridge keeps its archived recordings, and a live session's archived audio",
  )
  recordings_days?: number | null;
  @Days(
    'Days after a bot ended that the bridge keeps its transcripts and the content of its stored vendor payloads',
  )
  transcripts_days?: number | null;
  @Days('Days after a bot ended that the vendors keep its data (the bridge asks them to delete it)')
  vendor_data_days?: number | null;
}

export class TeamPatchDto {
  @ApiPropertyOptional({ type: TeamLimitsDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => TeamLimitsDto)
  limits?: TeamLimitsDto;

  @ApiPropertyOptional({ type: TeamRetentionDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => TeamRetentionDto)
  retention?: TeamRetentionDto;

  @ApiPropertyOptional({
    type: TranscriptionOptionsDto,
    description:
      "The team's default transcription options, replaced whole ({} clears them): each bot's " +
      'own are merged over them field by field',
  })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => TranscriptionOptionsDto)
  transcription?: TranscriptionOptionsDto;
}

/** The retention in force (the team's own over the environment's defaults); null = kept. */
export class RetentionResponseDto {
  @ApiProperty({ nullable: true, type: Number }) recordings_days!: number | null;
  @ApiProperty({ nullable: true, type: Number }) transcripts_days!: number | null;
  @ApiProperty({ nullable: true, type: Number }) vendor_data_days!: number | null;
}

/** An offboarded team's deletions so far. */
export class OffboardingProgressDto {
  @ApiProperty() offboarded_at!: string;
  @ApiProperty({ description: "Deletions started: one per bot, and the team's own" })
  deletions!: number;
  @ApiProperty() completed!: number;
  @ApiProperty() pending!: number;
  @ApiProperty({ description: 'True once every deletion has completed' }) done!: boolean;
}

/** The limits in force (the team's own over the environment's defaults); null = no limit. */
export class LimitsResponseDto implements TeamLimits {
  @ApiProperty({ nullable: true, type: Number }) max_active_bots!: number | null;
  @ApiProperty({ nullable: true, type: Number }) bots_per_day!: number | null;
  @ApiProperty({ nullable: true, type: Number }) max_live_sessions!: number | null;
  @ApiProperty({ nullable: true, type: Number }) requests_per_minute!: number | null;
}

export class TeamResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() created_at!: string;
  @ApiProperty({ nullable: true, type: String, description: 'Set once the team was offboarded' })
  offboarded_at!: string | null;

  static of(team: Team): TeamResponseDto {
    return {
      id: team.id,
      name: team.name,
      created_at: team.createdAt.toISOString(),
      offboarded_at: team.offboardedAt?.toISOString() ?? null,
    };
  }
}

export class TeamDetailDto extends TeamResponseDto {
  @ApiProperty({ type: LimitsResponseDto }) limits!: LimitsResponseDto;
  @ApiProperty({ type: RetentionResponseDto }) retention!: RetentionResponseDto;
  @ApiProperty({
    type: TranscriptionOptionsDto,
    description: "The team's default transcription options",
  })
  transcription!: TranscriptionOptions;
  @ApiProperty({ type: OffboardingProgressDto, nullable: true })
  offboarding!: OffboardingProgressDto | null;
}

export class ApiKeyResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() team_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['member', 'admin'] }) role!: ApiKeyRole;
  @ApiProperty({ description: 'First characters of the key, for recognising it' }) prefix!: string;
  @ApiProperty() created_at!: string;
  @ApiProperty({ nullable: true, type: String }) last_used_at!: string | null;
  @ApiProperty({ nullable: true, type: String }) revoked_at!: string | null;

  static of(key: ApiKey): ApiKeyResponseDto {
    return {
      id: key.id,
      team_id: key.teamId,
      name: key.name,
      role: key.role,
      prefix: key.prefix,
      created_at: key.createdAt.toISOString(),
      last_used_at: key.lastUsedAt?.toISOString() ?? null,
      revoked_at: key.revokedAt?.toISOString() ?? null,
    };
  }
}

export class ApiKeyCreatedDto extends ApiKeyResponseDto {
  @ApiProperty({ description: 'The key itself. Shown this once; only its hash is stored.' })
  key!: string;
}

export class WhoAmIDto {
  @ApiProperty({ nullable: true, type: String }) team_id!: string | null;
  @ApiProperty({ nullable: true, type: String }) team_name!: string | null;
  @ApiProperty({ nullable: true, type: String }) key_id!: string | null;
  @ApiProperty() key_name!: string;
  @ApiProperty({ enum: ['member', 'admin'] }) role!: ApiKeyRole;
  @ApiProperty({ type: LimitsResponseDto, nullable: true, description: "The team's limits" })
  limits!: LimitsResponseDto | null;
  @ApiProperty({
    enum: ['v1', 'v2'],
    description: 'The meeting-bot API the bridge drives: calendars need v2',
  })
  meeting_bot_api_version!: 'v1' | 'v2';
}
