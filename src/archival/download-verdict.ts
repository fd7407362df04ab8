import { describeError, parseRetryAfter } from '../platform/queue/retry.js';
import { MediaHttpError } from '../platform/vendors/meeting-bot-media.js';
import { MeetingBotError } from '../platform/vendors/meeting-bot.transport.js';
import { SttHttpError } from '../platform/vendors/stt.client.js';
import { RecordingGone } from './bot-recording-source.js';

/** What a failed download means for its task. */
export type Verdict =
  | { kind: 'retry'; error: string; retryAfterMs?: number }
  | { kind: 'gone'; error: string }
  | { kind: 'unauthorized'; error: string };

const retry = (message: string, retryAfter: string | null | undefined, now: number): Verdict => {
  const retryAfterMs = parseRetryAfter(retryAfter ?? undefined, now);
  return retryAfterMs === undefined
    ? { kind: 'retry', error: message }
    : { kind: 'retry', error: message, retryAfterMs };
};

/**
 * The attempt from which a bot recording's 404/410 at the vendor's storage is believed: a store
 * that has just been written may not serve the file for a few seconds after the bot ended.
 */
export const RECORDING_MISSING_ATTEMPTS = 4;

/**
 * 404/410 mean the vendor has no file (terminal `gone`), as does a bot recording the meeting-bot
 * vendor has no URL for; a 401 from a vendor itself means our key is refused (terminal
 * `unauthorized`: retrying cannot help). The vendor's storage answering 404/410 for a bot
 * recording is retried until `attempt` (the one that failed, from 1) reaches
 * RECORDING_MISSING_ATTEMPTS, or the task's last (`maxAttempts`). Everything else — 5xx, 429, a 403 from signed storage URLs,
 * timeouts, resets, short bodies, storage errors — may pass, so it is retried.
 */
export function classify(
  error: unknown,
  now = Date.now(),
  attempt = Infinity,
  maxAttempts = Infinity,
): Verdict {
  const message = describeError(error);
  if (error instanceof RecordingGone) return { kind: 'gone', error: message };
  if (error instanceof MediaHttpError) {
    const missing = error.status === 404 || error.status === 410;
    const believed = attempt >= Math.min(RECORDING_MISSING_ATTEMPTS, maxAttempts);
    if (missing && believed) return { kind: 'gone', error: message };
    return retry(message, error.retryAfter, now);
  }
  if (error instanceof MeetingBotError) {
    const failure = error.failure;
    if (failure.kind === 'unauthorized') return { kind: 'unauthorized', error: message };
    if (failure.kind === 'rejected' && (failure.status === 404 || failure.status === 410)) {
      return { kind: 'gone', error: `the meeting-bot vendor no longer knows the bot (${message})` };
    }
    return retry(message, failure.kind === 'rate_limited' ? failure.retryAfter : null, now);
  }
  if (!(error instanceof SttHttpError)) return { kind: 'retry', error: message };
  if (error.status === 404 || error.status === 410) return { kind: 'gone', error: message };
  if (error.status === 401 && !error.offOrigin) return { kind: 'unauthorized', error: message };
  return retry(message, error.retryAfter, now);
}
