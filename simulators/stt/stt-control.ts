import { maybeWait } from '../shared/control-routes.js';
import type { Route } from '../shared/sim-server.js';
import { SimError, type RecordedRequest } from '../shared/types.js';
import type { DeliveryAttempt } from '../shared/webhook-sender.js';
import type { SttEvents } from './stt-events.js';
import type { JobKind, SttJob, SttState } from './stt-state.js';

/** What the vendor does on its own (sessions ending, jobs finishing), triggered by tests or benches. */
export class SttLifecycle {
  constructor(
    private readonly state: SttState,
    private readonly events: SttEvents,
  ) {}

  job(id: string, kinds: readonly JobKind[] = ['live', 'pre-recorded']): SttJob {
    const job = this.state.get(id, kinds);
    if (!job) throw new SimError(404, `Job ${id} not found`);
    return job;
  }

  setAudioSize(id: string, bytes: number): void {
    if (!Number.isSafeInteger(bytes) || bytes < 0)
      throw new SimError(400, 'size must be a non-negative integer');
    const job = this.job(id);
    job.audioSize = bytes;
    this.state.save(job);
  }

  startSession(id: string): Promise<DeliveryAttempt[]> {
    const job = this.job(id, ['live']);
    if (job.started) return Promise.resolve([]);
    job.started = true;
    job.status = 'processing';
    this.state.save(job);
    return this.events.liveStarted(job);
  }

  /** `recordedBytes`: the session's audio is its recording (LiveRecordings), of this size. */
  endSession(id: string, recordedBytes?: number): Promise<DeliveryAttempt[]> {
    const job = this.job(id, ['live']);
    if (job.status === 'done') return Promise.resolve([]);
    const includeStart = !job.started;
    Object.assign(job, { started: true, status: 'done', completedAt: new Date() });
    if (recordedBytes !== undefined)
      Object.assign(job, { recorded: true, audioSize: recordedBytes });
    this.state.save(job);
    return this.events.liveEnded(job, includeStart);
  }

  completeJob(id: string, outcome: 'done' | 'error' = 'done'): Promise<DeliveryAttempt[]> {
    const job = this.job(id, ['pre-recorded']);
    Object.assign(job, {
      status: outcome,
      completedAt: new Date(),
      errorCode: outcome === 'error' ? 500 : null,
    });
    this.state.save(job);
    return this.events.transcriptionFinished(job);
  }
}

export function sttControlRoutes(
  life: SttLifecycle,
  extra: { fileOriginRequests: RecordedRequest[]; reset(): void },
): Route[] {
  const id = '(?<id>[^/]+)';
  return [
    {
      method: 'POST',
      path: new RegExp(`^/__sim/live/${id}/start$`),
      handler: async ({ params, url }) => {
        await maybeWait(url.searchParams.get('wait'), life.startSession(params.id ?? ''));
        return { status: 202, json: { id: params.id, status: life.job(params.id ?? '').status } };
      },
    },
    {
      method: 'POST',
      path: new RegExp(`^/__sim/live/${id}/end$`),
      handler: async ({ params, url }) => {
        await maybeWait(url.searchParams.get('wait'), life.endSession(params.id ?? ''));
        return { status: 202, json: { id: params.id, status: 'done' } };
      },
    },
    {
      method: 'POST',
      path: new RegExp(`^/__sim/pre-recorded/${id}/complete$`),
      handler: async ({ params, url, body }) => {
        const outcome = (body as { status?: string } | undefined)?.status ?? 'done';
        if (outcome !== 'done' && outcome !== 'error')
          throw new SimError(400, "status must be 'done' or 'error'");
        await maybeWait(url.searchParams.get('wait'), life.completeJob(params.id ?? '', outcome));
        return { status: 202, json: { id: params.id, status: outcome } };
      },
    },
    {
      method: 'POST',
      path: new RegExp(`^/__sim/(?:live|pre-recorded)/${id}/audio$`),
      handler: ({ params, body }) => {
        life.setAudioSize(params.id ?? '', Number((body as { size?: unknown } | undefined)?.size));
        return { status: 204 };
      },
    },
    {
      method: 'GET',
      path: /^\/__sim\/file-origin\/requests$/,
      handler: () => ({ status: 200, json: extra.fileOriginRequests }),
    },
    { method: 'POST', path: /^\/__sim\/reset$/, handler: () => (extra.reset(), { status: 204 }) },
  ];
}
