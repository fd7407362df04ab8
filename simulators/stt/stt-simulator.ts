import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commonControlRoutes } from '../shared/control-routes.js';
import { FaultSet, type FaultRule } from '../shared/faults.js';
import { createSimServer, listen } from '../shared/sim-server.js';
import type { RecordedRequest, ServerHandle, SimulatorOptions } from '../shared/types.js';
import { type DeliveryAttempt, WebhookSender } from '../shared/webhook-sender.js';
import { AudioStream } from './audio-stream.js';
import { startFileOrigin } from './file-origin.js';
import { JobFiles } from './job-files.js';
import { LivePlayer } from './live-player.js';
import { LiveRecordings } from './live-recordings.js';
import { acceptLiveSockets, type LiveSockets } from './live-socket.js';
import { SttLifecycle, sttControlRoutes } from './stt-control.js';
import { SttEvents } from './stt-events.js';
import { fileSize, sttRoutes } from './stt-routes.js';
import { type SttJob, SttState } from './stt-state.js';
import { sttErrorReply } from './stt-views.js';

export interface SttSimulatorOptions extends SimulatorOptions {
  /** Audio bytes served for a job unless setAudioSize() says otherwise; default 256 KiB. */
  defaultAudioSize?: number;
  /**
   * Keep jobs and live recordings in this folder (JobFiles), so they survive a restart and every
   * simulator on the folder sees the same jobs. Default: jobs in memory, recordings in a
   * temporary folder deleted on close.
   */
  stateDir?: string;
  /** A live session no client connects to within this many ms plays itself (LivePlayer). */
  liveAutoPlayMs?: number;
  /**
   * Answers from the state another process's simulator keeps in `stateDir` and plays nothing
   * itself (the CLI beside a server): no live WebSocket, no sessions played, and a job it cannot
   * find answers 503 (it may exist where this process cannot see), never the vendor's 404 that
   * would make a caller give the job up.
   */
  passive?: boolean;
  /** A pre-recorded job finishes (`done`) by itself this many ms after it is created (sandbox). */
  preRecordedAutoCompleteMs?: number;
  /**
   * How long a live session whose client went away without `stop_recording` waits for it to
   * resume before it ends; default 30 s (the idle time after which the vendor is reported to drop
   * a session).
   */
  liveResumeWindowMs?: number;
}

export interface SttSimulator extends ServerHandle {
  readonly requests: RecordedRequest[];
  clearRequests(): void;
  /** Every webhook/callback attempt, retries included. */
  readonly deliveries: DeliveryAttempt[];
  /** Resolves once no webhook or callback is in flight or waiting to be retried. */
  webhooksIdle(): Promise<void>;
  addFault(rule: FaultRule): void;
  clearFaults(): void;
  setAccountWebhook(url: string | null): void;
  setAudioSize(jobId: string, bytes: number): void;
  /** Live: status processing, then live.start_session and live.start_recording. */
  startSession(jobId: string): Promise<DeliveryAttempt[]>;
  /** Live: status done (audio now downloadable), then the remaining lifecycle events. */
  endSession(jobId: string): Promise<DeliveryAttempt[]>;
  /** Pre-recorded: status done|error, then transcription.success|error. */
  completeJob(jobId: string, outcome?: 'done' | 'error'): Promise<DeliveryAttempt[]>;
  getJob(jobId: string): SttJob | undefined;
  /** Closes a live session's socket with `code` (default 1011): its client is to resume. */
  dropLiveSocket(jobId: string, code?: number): boolean;
  /** Ends a live session now: a resume is refused (410) from then on. */
  refuseLiveResume(jobId: string): Promise<void>;
  /** The most sockets that were open on a live session at once. */
  liveSocketsAtOnce(jobId: string): number;
  /** The separate origin that `/file` redirects to under a `redirectTo: 'file-origin'` fault. */
  readonly fileOrigin: { url: string; requests: RecordedRequest[] };
  /** Forget jobs, uploads, faults, requests, deliveries and the account webhook. */
  reset(): void;
}

export async function startSttSimulator(opts: SttSimulatorOptions): Promise<SttSimulator> {
  const host = opts.host ?? '127.0.0.1';
  const keyHeader = opts.keyHeader ?? 'x-service-key';
  const faults = new FaultSet();
  const requests: RecordedRequest[] = [];
  const sender = new WebhookSender(opts.webhookRetryDelaysMs);
  const files = opts.stateDir ? new JobFiles(join(opts.stateDir, 'jobs')) : undefined;
  const state = new SttState(opts.defaultAudioSize ?? 256 * 1024, files);
  const scratch = opts.stateDir ? undefined : mkdtempSync(join(tmpdir(), 'stt-sim-audio-'));
  const recordings = new LiveRecordings(scratch ?? join(opts.stateDir!, 'recordings'));
  const events = new SttEvents(sender);
  const life = new SttLifecycle(state, events);
  const player = new LivePlayer(state, life, recordings, opts.liveAutoPlayMs);
  const audio = (job: SttJob | undefined) => {
    const size = fileSize(job);
    if (!job || size === undefined) return undefined;
    const open = () => (job.recorded ? recordings.read(job.id) : new AudioStream(job.id, size));
    return { size, open };
  };
  const origin = await startFileOrigin({
    host,
    keyHeader,
    faults,
    audio: (id) => audio(state.find(id)),
  });
  let baseUrl = '';

  const reset = () => {
    player.close();
    state.clear();
    faults.clear();
    requests.length = 0;
    origin.requests.length = 0;
    sender.deliveries.length = 0;
    events.accountWebhook = null;
  };
  const setAccountWebhook = (url: string | null) => (events.accountWebhook = url);
  const server = createSimServer({
    apiKey: opts.apiKey,
    keyHeader,
    faults,
    requests,
    errorReply: sttErrorReply,
    routes: sttRoutes({
      state,
      events,
      baseUrl: () => baseUrl,
      signedFileUrl: (id) => origin.signedUrl(id),
      audio,
      liveCreated: (job) => player.created(job),
      preRecordedCreated: (job) => {
        const after = opts.preRecordedAutoCompleteMs;
        if (after === undefined) return;
        const timer = setTimeout(() => {
          if (state.find(job.id)?.status !== 'queued') return;
          life.completeJob(job.id).catch(() => undefined);
        }, after);
        timer.unref();
      },
      forget: (id) => recordings.remove(id),
      unknownJobStatus: opts.passive ? 503 : 404,
    }),
    controlRoutes: [
      ...commonControlRoutes({ faults, requests, webhooks: sender, setAccountWebhook }),
      ...sttControlRoutes(life, { fileOriginRequests: origin.requests, reset }),
    ],
  });
  const live: LiveSockets | null = opts.passive
    ? null
    : acceptLiveSockets(server, {
        state,
        life,
        recordings,
        player,
        resumeWindowMs: opts.liveResumeWindowMs ?? 30_000,
      });
  const handle = await listen(server, opts.port ?? 0, host).catch(async (err: unknown) => {
    await origin.close();
    throw err;
  });
  baseUrl = handle.url;
  if (opts.stateDir && !opts.passive) player.resume();

  return {
    url: handle.url,
    port: handle.port,
    close: async () => {
      player.close();
      live?.close();
      await Promise.all([handle.close(), origin.close()]);
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    },
    requests,
    clearRequests: () => void (requests.length = 0),
    deliveries: sender.deliveries,
    webhooksIdle: () => sender.idle(),
    addFault: (rule) => faults.add(rule),
    clearFaults: () => faults.clear(),
    setAccountWebhook,
    setAudioSize: (id, bytes) => life.setAudioSize(id, bytes),
    startSession: (id) => life.startSession(id),
    endSession: (id) => life.endSession(id),
    completeJob: (id, outcome) => life.completeJob(id, outcome),
    getJob: (id) => state.find(id),
    dropLiveSocket: (id, code) => live?.drop(id, code) ?? false,
    refuseLiveResume: async (id) => live?.refuseResume(id),
    liveSocketsAtOnce: (id) => live?.mostSockets(id) ?? 0,
    fileOrigin: { url: origin.url, requests: origin.requests },
    reset,
  };
}
