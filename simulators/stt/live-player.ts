import type { PcmFormat } from '../shared/wav.js';
import type { LiveRecordings } from './live-recordings.js';
import type { SttLifecycle } from './stt-control.js';
import { STREAMING_DEFAULTS } from './stt-schemas.js';
import type { SttJob, SttState } from './stt-state.js';

/**
 * Plays the vendor's side of live sessions nobody streams to, so the sandbox shows the whole flow
 * without a streaming client. A session no client connects to within `afterMs` of its creation
 * plays itself: a tone as long as that wait becomes its recording and it ends, with the four
 * lifecycle events (the account webhook and the session's callback, as the vendor sends them). A client that connects
 * first drives the session instead (LiveSocketSession).
 *
 * Timers live in this process only; the jobs are in the simulator's state. So on start, resume()
 * re-arms the sessions still waiting (for what is left of their wait) and ends those a client was
 * streaming when the previous process stopped, with what was recorded.
 */
export class LivePlayer {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly state: SttState,
    private readonly life: SttLifecycle,
    private readonly recordings: LiveRecordings,
    /** Unset: sessions nobody streams to wait until told (control routes, tests). */
    private readonly afterMs: number | undefined,
  ) {}

  created(job: SttJob): void {
    if (this.afterMs !== undefined) this.arm(job.id, this.afterMs);
  }

  /** A client drives this session from now on. */
  clientConnected(jobId: string): void {
    clearTimeout(this.timers.get(jobId));
    this.timers.delete(jobId);
  }

  resume(): void {
    for (const job of this.state.all()) {
      if (job.kind !== 'live') continue;
      if (job.status === 'queued' && this.afterMs !== undefined) {
        this.arm(job.id, job.createdAt.getTime() + this.afterMs - Date.now());
      } else if (job.status === 'processing') {
        ignore(this.life.endSession(job.id, this.recordings.size(job.id)));
      }
    }
  }

  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private arm(jobId: string, ms: number): void {
    const timer = setTimeout(() => ignore(this.play(jobId)), Math.max(0, ms));
    timer.unref();
    this.timers.set(jobId, timer);
  }

  private async play(jobId: string): Promise<void> {
    this.timers.delete(jobId);
    const job = this.state.find(jobId);
    if (!job || job.status !== 'queued') return;
    const seconds = Math.max(1, Math.round((this.afterMs ?? 0) / 1000));
    const bytes = this.recordings.writeTone(jobId, seconds, pcmFormat(job));
    // One call: the four lifecycle events go out in order on each channel, and the job is done
    // at once, however long a webhook takes to be accepted.
    await this.life.endSession(jobId, bytes);
  }
}

/** The session's declared format, with the vendor's defaults. */
export function pcmFormat(job: SttJob): PcmFormat & { bitDepth: number } {
  const params = { ...STREAMING_DEFAULTS, ...job.requestParams } as Record<string, unknown>;
  const num = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  return {
    sampleRate: num(params.sample_rate, STREAMING_DEFAULTS.sample_rate),
    channels: num(params.channels, STREAMING_DEFAULTS.channels),
    bitDepth: num(params.bit_depth, STREAMING_DEFAULTS.bit_depth),
  };
}

const ignore = (p: Promise<unknown>) => void p.catch(() => undefined);
