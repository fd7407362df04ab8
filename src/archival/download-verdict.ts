import { describeError, parseRetryAfter } from '../queue/retry.js';
import { SttHttpError } from '../vendors/stt.client.js';

/** What a failed download means for its task. */
export type Verdict =
  | { kind: 'retry'; error: string; retryAfterMs?: number }
  | { kind: 'gone'; error: string }
  | { kind: 'unauthorized'; error: string };

/**
 * 404/410 mean the vendor has no audio (terminal `gone`); a 401 from the vendor itself means our
 * key is refused (terminal `unauthorized`: retrying cannot help). Everything else — 5xx, 429,
 * a 403 from expired signed storage URLs, timeouts, resets, short bodies, storage errors — may
 * pass, so it is retried.
 */
export function classify(error: unknown, now = Date.now()): Verdict {
  const message = describeError(error);
  if (!(error instanceof SttHttpError)) return { kind: 'retry', error: message };
  if (error.status === 404 || error.status === 410) return { kind: 'gone', error: message };
  if (error.status === 401 && !error.offOrigin) return { kind: 'unauthorized', error: message };
  const retryAfterMs = parseRetryAfter(error.retryAfter, now);
  return retryAfterMs === undefined
    ? { kind: 'retry', error: message }
    : { kind: 'retry', error: message, retryAfterMs };
}
