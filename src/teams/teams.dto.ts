import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length, Matches } from 'class-validator';
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

export class TeamResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() created_at!: string;

  static of(team: Team): TeamResponseDto {
    return { id: team.id, name: team.name, created_at: team.createdAt.toISOString() };
  }
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
}
