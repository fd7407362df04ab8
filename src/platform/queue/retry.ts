/**
 * Retry timing for every queue of the bridge (the webhook inbox, the archive tasks, the team
 * event deliveries), and the text a failure leaves in `last_error`.
 */

/** Retry-After longer than this is treated as this (a vendor asking for days is a bug). */
const MAX_RETRY_AFTER_MS = 24 * 3_600_000;

/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random, so replicas that
 * failed together do not retry together, yet the delay still grows with every attempt.
 */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random = Math.random) {
  const step = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}

/** `Retry-After` is either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const ms = /^\d+$/.test(value.trim()) ? Number(value) * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/** A short, key-free description for `last_error` and logs. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
  }
  return String(error);
}
