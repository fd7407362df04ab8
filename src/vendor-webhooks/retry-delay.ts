const MAX_DELAY_MS = 5 * 60_000;

/** Exponential backoff with jitter (50-100 % of the step), so retries of a burst spread out. */
export function retryDelayMs(attempt: number, baseMs: number, random = Math.random): number {
  const step = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_DELAY_MS);
  return Math.round(step * (0.5 + random() / 2));
}
