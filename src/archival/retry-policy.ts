import { SttHttpError } from '../vendors/stt.client.js';

/** What a failed download means for its task. */
export type Verdict =
  | { kind: 'retry'; error: string; retryAfterMs?: number }
  | { kind: 'gone'; error: string }
  | { kind: 'unauthorized'; error: string };

/** Retry-After longer than this is treated as this (a vendor asking for days is a bug). */
const MAX_RETRY_AFTER_MS = 24 * 3_600_000;

/**
 * 404/410 mean the vendor has no audio (terminal `gone`); a 401 from the vendor itself means our
 * key is refused (terminal `unauthorized`: retrying cannot help). Everything else — 5xx, 429,
 * a 403 from expired signed storage URLs, timeouts, resets, short bodies, storage errors — may
 * pass, so it is retried.
 */
export function classify(error: unknown, now = Date.now()): Verdict {
  const message = describe(error);
  if (!(error instanceof SttHttpError)) return { kind: 'retry', error: message };
  if (error.status === 404 || error.status === 410) return { kind: 'gone', error: message };
  if (error.status === 401 && !error.offOrigin) return { kind: 'unauthorized', error: message };
  const retryAfterMs = parseRetryAfter(error.retryAfter, now);
  return retryAfterMs === undefined
    ? { kind: 'retry', error: message }
    : { kind: 'retry', error: message, retryAfterMs };
}

/** `Retry-After` is either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const ms = /^\d+$/.test(value.trim()) ? Number(value) * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random, so replicas that
 * failed together do not retry together, yet the delay still grows with every attempt.
 */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random = Math.random) {
  const step = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}

/** A short, key-free description for `last_error` and logs. */
export function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
  }
  return String(error);
}
