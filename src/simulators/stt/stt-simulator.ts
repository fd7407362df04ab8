import { commonControlRoutes } from '../shared/control-routes.js';
import { FaultSet, type FaultRule } from '../shared/faults.js';
import { createSimServer, listen } from '../shared/sim-server.js';
import type { RecordedRequest, ServerHandle, SimulatorOptions } from '../shared/types.js';
import { type DeliveryAttempt, WebhookSender } from '../shared/webhook-sender.js';
import { startFileOrigin } from './file-origin.js';
import { SttLifecycle, sttControlRoutes } from './stt-control.js';
import { SttEvents } from './stt-events.js';
import { fileSize, sttRoutes } from './stt-routes.js';
import { type SttJob, SttState } from './stt-state.js';
import { sttErrorReply } from './stt-views.js';

export interface SttSimulatorOptions extends SimulatorOptions {
  /** Audio bytes served for a job unless setAudioSize() says otherwise; default 256 KiB. */
  defaultAudioSize?: number;
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
  const state = new SttState(opts.defaultAudioSize ?? 256 * 1024);
  const events = new SttEvents(sender);
  const life = new SttLifecycle(state, events);
  const origin = await startFileOrigin({
    host,
    keyHeader,
    faults,
    audioSize: (id) => fileSize(state.jobs.get(id)),
  });
  let baseUrl = '';

  const reset = () => {
    state.jobs.clear();
    state.uploads.clear();
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
    }),
    controlRoutes: [
      ...commonControlRoutes({ faults, requests, webhooks: sender, setAccountWebhook }),
      ...sttControlRoutes(life, { fileOriginRequests: origin.requests, reset }),
    ],
  });
  const handle = await listen(server, opts.port ?? 0, host).catch(async (err: unknown) => {
    await origin.close();
    throw err;
  });
  baseUrl = handle.url;

  return {
    url: handle.url,
    port: handle.port,
    close: async () => {
      await Promise.all([handle.close(), origin.close()]);
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
    getJob: (id) => state.jobs.get(id),
    fileOrigin: { url: origin.url, requests: origin.requests },
    reset,
  };
}
