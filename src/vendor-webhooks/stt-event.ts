import { createHash } from 'node:crypto';
import { isJsonObject } from '../platform/common/json-object.js';
import { STT_EVENT_KINDS } from '../platform/vendors/stt-events.js';
import { WebhookBodyError } from './webhook-body-error.js';

/** Account webhooks are `{event, payload: {id}}`; per-request callbacks are `{id, event, payload}`. */
export type SttChannel = 'webhook' | 'callback';

export interface SttEvent {
  kind: string;
  known: boolean;
  channel: SttChannel;
  /** The vendor's job id; null only for unknown kinds that carry none. */
  jobId: string | null;
  /**
   * Replays of one delivery share it: channel + kind + job. The same event arriving on both
   * channels is two rows (both handled, idempotently), since the callback carries more payload.
   */
  dedupKey: string;
}

const MAX_KIND = 100;
const MAX_ID = 200;

/** Validates an STT webhook or callback body; throws WebhookBodyError when it is malformed. */
export function parseSttEvent(body: unknown): SttEvent {
  if (!isJsonObject(body)) throw new WebhookBodyError('Body must be a JSON object');
  const kind = body.event;
  if (typeof kind !== 'string' || kind.length === 0 || kind.length > MAX_KIND) {
    throw new WebhookBodyError('event must be a non-empty string');
  }
  const channel: SttChannel = body.id !== undefined ? 'callback' : 'webhook';
  const rawId =
    channel === 'callback' ? body.id : isJsonObject(body.payload) ? body.payload.id : null;
  if (rawId != null && (typeof rawId !== 'string' || rawId.length === 0 || rawId.length > MAX_ID)) {
    throw new WebhookBodyError('the job id must be a non-empty string');
  }
  const jobId = rawId ?? null;
  const known = (STT_EVENT_KINDS as readonly string[]).includes(kind);
  if (known && jobId === null) {
    throw new WebhookBodyError(`${kind} needs the job id (payload.id or id)`);
  }
  const subject =
    jobId ?? `sha256:${createHash('sha256').update(JSON.stringify(body)).digest('hex')}`;
  return { kind, known, channel, jobId, dedupKey: `${channel}:${kind}:${subject}` };
}
