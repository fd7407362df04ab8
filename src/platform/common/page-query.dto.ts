import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { QueryInt } from './query-int.js';

/** `?limit=` of the admin lists: 1–500, 50 by default. */
export class LimitQueryDto {
  @ApiPropertyOptional({ type: 'integer', default: 50, minimum: 1, maximum: 500 })
  @IsOptional()
  @QueryInt(1, 500)
  limit = 50;
}

/** `?limit=&offset=` of the admin lists that page by offset. */
export class PageQueryDto extends LimitQueryDto {
  @ApiPropertyOptional({ type: 'integer', default: 0, minimum: 0, maximum: 999_999_999 })
  @IsOptional()
  @QueryInt(0)
  offset = 0;
}

/** `?limit=&cursor=` of the lists that page by keyset cursor: 1–200, 50 by default. */
export class CursorPageQueryDto {
  @ApiPropertyOptional({ type: 'integer', default: 50, minimum: 1, maximum: 200 })
  @IsOptional()
  @QueryInt(1, 200)
  limit = 50;

  @ApiPropertyOptional({ description: 'next_cursor of the previous page' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;
}
