import { HttpException, HttpStatus } from '@nestjs/common';

/** Where quota headers go: an Express or a bare node response. */
export interface HeaderSink {
  setHeader(name: string, value: string): unknown;
  getHeader(name: string): unknown;
}

/** One limit as the caller sees it: of `limit`, `remaining` are left, renewed in `reset` s. */
export interface Quota {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/**
 * Sets `RateLimit-Limit`, `-Remaining` and `-Reset` (draft-ietf-httpapi-ratelimit-headers) for
 * a limit that applies to the request, unless another one checked for the same request has
 * fewer left: the caller sees the limit closest to refusing it.
 */
export function offerQuota(res: HeaderSink, quota: Quota): void {
  const shown = res.getHeader('ratelimit-remaining');
  if (shown !== undefined && Number(shown) <= quota.remaining) return;
  res.setHeader('RateLimit-Limit', String(quota.limit));
  res.setHeader('RateLimit-Remaining', String(Math.max(0, quota.remaining)));
  res.setHeader('RateLimit-Reset', String(Math.max(0, Math.ceil(quota.resetSeconds))));
}

/** 429 for a limit reached: the quota headers show it, `Retry-After` says when to come back. */
export function refuse(res: HeaderSink | undefined, quota: Quota, message: string): never {
  if (res) {
    res.setHeader('RateLimit-Limit', String(quota.limit));
    res.setHeader('RateLimit-Remaining', '0');
    res.setHeader('RateLimit-Reset', String(Math.max(1, Math.ceil(quota.resetSeconds))));
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil(quota.resetSeconds))));
  }
  throw new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
}
