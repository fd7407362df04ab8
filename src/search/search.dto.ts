import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, Length, MaxLength } from 'class-validator';
import { CursorPageQueryDto } from '../platform/common/page-query.dto.js';
import { IsTimestamp } from '../platform/common/timestamp.js';

export class SearchQueryDto extends CursorPageQueryDto {
  @ApiProperty({
    example: 'write the orders',
    description:
      'Words to find (all of them; "a phrase" in quotes, -word to exclude, or for either), ' +
      'matched as the language of each meeting stems them',
  })
  @IsString()
  @Length(1, 500)
  q!: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'One bot' })
  @IsOptional()
  @IsUUID()
  bot_id?: string;

  @ApiPropertyOptional({ description: 'Said by this speaker (exact name)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  speaker?: string;

  @ApiPropertyOptional({ description: 'Meetings from (ISO 8601; the bot’s creation)' })
  @IsOptional()
  @IsTimestamp()
  from?: string;

  @ApiPropertyOptional({ description: 'Meetings before (ISO 8601)' })
  @IsOptional()
  @IsTimestamp()
  to?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "Admins only: one team's meetings (admins search every team's without it)",
  })
  @IsOptional()
  @IsUUID()
  team_id?: string;
}

export class SearchHitDto {
  @ApiProperty() bot_id!: string;
  @ApiProperty() team_id!: string;
  @ApiProperty({ description: 'The transcript version (the latest of the bot)' }) version!: number;
  @ApiProperty({ description: 'When the meeting’s bot was created' }) meeting_at!: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description: "The meeting's title (given at the bot's creation, or its calendar event's)",
  })
  title!: string | null;
  @ApiProperty({ nullable: true, type: String }) speaker!: string | null;
  @ApiProperty({ description: 'Seconds from the start of the recording' }) start!: number;
  @ApiProperty() end!: number;
  @ApiProperty({
    example: 'Then let us <mark>write</mark> the <mark>orders</mark> down.',
    description: 'The utterance, HTML-escaped, its matching words in <mark>',
  })
  snippet!: string;
  @ApiProperty({ description: 'Higher is better' }) rank!: number;
  @ApiProperty({ description: 'The transcript version this hit is in' }) transcript_path!: string;
}

export class SearchPageDto {
  @ApiProperty({ type: [SearchHitDto], description: 'Best first' }) data!: SearchHitDto[];
  @ApiProperty({ nullable: true, type: String }) next_cursor!: string | null;
}
