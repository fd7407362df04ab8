import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';
import type { ErrorBody } from './error-body.js';

/** The error body (error-body.ts) as the API documentation shows it. */
export class ErrorBodyDto implements ErrorBody {
  @ApiProperty({ format: 'date-time' }) timestamp!: string;
  @ApiProperty({ description: 'Without the query string; a webhook token shows as [redacted]' })
  path!: string;
  @ApiProperty({ description: 'The x-request-id header of the answer' }) request_id!: string;
  @ApiProperty({ type: 'integer', description: "The answer's HTTP status" }) statusCode!: number;
  @ApiProperty({ description: 'What went wrong; the validation errors joined by "; "' })
  message!: string;
  @ApiPropertyOptional({ type: [String], description: '400 only: one problem each' })
  validation_errors?: string[];
}

/** What each error status means on the bridge's routes. */
export const ERROR_MEANINGS = {
  400: 'Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors)',
  401: 'Missing, unknown or revoked API key (or webhook token)',
  403: 'The key may not do this (what it lacks is in the message)',
  404: "Not found, or another team's",
  408: 'The request body stopped arriving (REQUEST_BODY_TIMEOUT_MS)',
  409: 'Conflict with what exists (a name taken, an Idempotency-Key reused with another body)',
  410: 'Deleted: the data was deleted on request or by the retention (the record stays)',
  413: 'Body larger than JSON_BODY_LIMIT',
  415: 'JSON in another charset than UTF-8',
  416: 'Range not satisfiable',
  422: "The vendor refused the request's content",
  429: "A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After)",
  502: 'The vendor failed, was unreachable or answered what the bridge cannot pass on',
  503: 'Not ready, or an earlier attempt is still being confirmed (see Retry-After)',
  504: 'The vendor did not answer in time (VENDOR_TIMEOUT_MS)',
} as const;

export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** The statuses every route taking a JSON body may answer before its handler runs. */
export const BODY_ERRORS = [400, 408, 413, 415] as const satisfies readonly ErrorStatus[];

/**
 * What the STT proxy's routes may answer before the vendor sees a body: they pass the body on as
 * it came, in whatever charset, so no 415.
 */
export const PROXY_BODY_ERRORS = [400, 408, 413] as const satisfies readonly ErrorStatus[];

/** The statuses a vendor call adds (its failures, as the bridge reports them). */
export const VENDOR_ERRORS = [429, 502, 504] as const satisfies readonly ErrorStatus[];

/**
 * Documents error answers, all in the one error body: `@ApiErrors(400, 401, 404)` on an operation
 * or a controller (then for each of its operations).
 */
export function ApiErrors(...statuses: ErrorStatus[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: ERROR_MEANINGS[status], type: ErrorBodyDto }),
    ),
  );
}
