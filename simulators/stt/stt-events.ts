import type { DeliveryAttempt, WebhookSender } from '../shared/webhook-sender.js';
import type { SttJob } from './stt-state.js';
import { transcriptionResult } from './stt-views.js';

type Outgoing = { url: string; body: unknown };
export type LifecycleType = 'start_session' | 'start_recording' | 'end_recording' | 'end_session';

/**
 * Two channels, delivered independently like the vendor's: the account webhook gets
 * `{event, payload: {id}}`; a job's own callback URL gets `{id, event, payload}` where, for live
 * jobs, `payload` is the WebSocket lifecycle message of the AsyncAPI spec.
 */
export class SttEvents {
  accountWebhook: string | null = null;

  constructor(private readonly sender: WebhookSender) {}

  liveStarted(job: SttJob): Promise<DeliveryAttempt[]> {
    return this.live(job, ['start_session', 'start_recording']);
  }

  liveEnded(job: SttJob, includeStart: boolean): Promise<DeliveryAttempt[]> {
    const start: LifecycleType[] = includeStart ? ['start_session', 'start_recording'] : [];
    return this.live(job, [...start, 'end_recording', 'end_session']);
  }

  transcriptionCreated(job: SttJob): Promise<DeliveryAttempt[]> {
    return this.send(this.webhooks(job, ['transcription.created']), []);
  }

  transcriptionFinished(job: SttJob): Promise<DeliveryAttempt[]> {
    const event = job.status === 'done' ? 'transcription.success' : 'transcription.error';
    // CallbackTranscriptionErrorPayload carries `error`, not `payload`.
    const body =
      event === 'transcription.success'
        ? { id: job.id, event, payload: transcriptionResult(job) }
        : {
            id: job.id,
            event,
            error: { code: job.errorCode ?? 500, message: 'Transcription failed (simulated)' },
          };
    const callbacks = job.callbackUrl ? [{ url: job.callbackUrl, body }] : [];
    return this.send(this.webhooks(job, [event]), callbacks);
  }

  private live(job: SttJob, types: LifecycleType[]): Promise<DeliveryAttempt[]> {
    const callbacks =
      job.callbackUrl && job.callbackLifecycle
        ? types.map((type) => ({
            url: job.callbackUrl as string,
            body: { id: job.id, event: `live.${type}`, payload: lifecycleMessage(job, type) },
          }))
        : [];
    return this.send(
      this.webhooks(
        job,
        types.map((t) => `live.${t}`),
      ),
      callbacks,
    );
  }

  private webhooks(job: SttJob, events: string[]): Outgoing[] {
    const url = this.accountWebhook;
    return url ? events.map((event) => ({ url, body: { event, payload: { id: job.id } } })) : [];
  }

  private async send(webhooks: Outgoing[], callbacks: Outgoing[]): Promise<DeliveryAttempt[]> {
    const [a, b] = await Promise.all([
      this.sender.sendInOrder(webhooks),
      this.sender.sendInOrder(callbacks),
    ]);
    return [...a, ...b];
  }
}

/** The AsyncAPI lifecycle message, as sent on the WebSocket and in callbacks' `payload`. */
export function lifecycleMessage(job: SttJob, type: LifecycleType) {
  const message = {
    session_id: job.sessionToken ?? job.id,
    created_at: new Date().toISOString(),
    type,
  };
  return type === 'end_recording'
    ? { ...message, data: { reason: 'user_request', received_total_bytes: job.audioSize } }
    : message;
}
