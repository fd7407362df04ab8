import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** The largest integer any query parameter may hold (nine digits; far within a 32-bit int). */
export const MAX_QUERY_INT = 999_999_999;

/**
 * The one rule for integer query parameters: plain decimal digits, at most nine, so `1e30`,
 * `-0`, `0x10` and 9223372036854775807 are all refused rather than reaching the database as a
 * number it cannot take. NaN when the text breaks the rule.
 */
export function parseQueryInt(raw: string): number {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
}

/** A DTO's integer query parameter under that rule, between `min` and `max`. */
export function QueryInt(min: number, max = MAX_QUERY_INT): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? parseQueryInt(value) : value,
    ),
    IsInt(),
    Min(min),
    Max(max),
  );
}
