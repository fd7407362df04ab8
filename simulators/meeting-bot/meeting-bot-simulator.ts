import { commonControlRoutes } from '../shared/control-routes.js';
import { FaultSet, type FaultRule } from '../shared/faults.js';
import { createSimServer, listen } from '../shared/sim-server.js';
import type { RecordedRequest, ServerHandle, SimulatorOptions } from '../shared/types.js';
import { type DeliveryAttempt, WebhookSender } from '../shared/webhook-sender.js';
import { Artifacts } from './mb-artifacts.js';
import { type CalendarWebhookShape, CalendarSim } from './mb-calendars.js';
import { meetingBotControlRoutes } from './mb-control.js';
import { type AutoLifecycle, BotEventDriver, type SttTarget } from './mb-driver.js';
import type { BotEventInput } from './mb-events.js';
import { meetingBotErrorReply, meetingBotRoutes } from './mb-routes.js';
import { BotState, type SimBot } from './mb-state.js';
import { meetingBotV2Routes, type MeetingBotV2Deps } from './mb-v2-routes.js';

export interface MeetingBotSimulatorOptions extends SimulatorOptions {
  /**
   * Sandbox mode: every joined bot lives its life on its own (afterMs after the join, one status
   * every stepMs), a DELETE ends it with call_ended + complete, and a retranscription is
   * followed by transcription_complete.
   */
  autoLifecycle?: boolean | AutoLifecycle;
  /** v2: the account webhook's signing secret (`whsec_…`); unsigned webhooks without it. */
  webhookSecret?: string;
  /** v2: the STT vendor where a bot with the customer's STT key has its jobs made. */
  stt?: SttTarget;
  /** v2: how long artifact URLs stay valid; default 4 hours, as the vendor's. */
  artifactTtlMs?: number;
  /**
   * How much faster than real time a streaming bot plays its meeting (and waits to dial again);
   * default 1.
   */
  streamSpeed?: number;
  /** v2 calendars: the shape of the `calendar.*` webhooks (the spec's, or the guides'). */
  calendarWebhookShape?: CalendarWebhookShape;
  /** v2 calendars: how much faster than real time schedules reach their events; default 1. */
  calendarSpeed?: number;
}

export interface MeetingBotSimulator extends ServerHandle {
  readonly requests: RecordedRequest[];
  clearRequests(): void;
  readonly deliveries: DeliveryAttempt[];
  webhooksIdle(): Promise<void>;
  addFault(rule: FaultRule): void;
  clearFaults(): void;
  /** The account webhook: v2 bots' events, and v1 bots' created without a webhook_url. */
  setAccountWebhook(url: string | null): void;
  /** `delete_data` (v1) and `delete-data` (v2) calls that deleted data, in order. */
  readonly deletions: MeetingBotV2Deps['deletions'];
  /** Delivers the events in order (each with its retries), `delayMs` apart. */
  sendBotEvents(
    botId: string,
    events: BotEventInput[],
    opts?: { delayMs?: number },
  ): Promise<DeliveryAttempt[]>;
  /**
   * joining_call → in_waiting_room → in_call_recording → call_ended → complete. `holdStreamAt`:
   * a streaming bot's audio stops at that second of its meeting (the call goes on) until its
   * stream's `release()`, so a test acts at a known point of a meeting that cannot end first.
   */
  runBotLifecycle(
    botId: string,
    opts?: { stepMs?: number; holdStreamAt?: number },
  ): Promise<DeliveryAttempt[]>;
  getBot(botId: string): SimBot | undefined;
  /** The v2 calendars: connections, events, schedules. */
  readonly calendars: CalendarSim;
  reset(): void;
}

export async function startMeetingBotSimulator(
  opts: MeetingBotSimulatorOptions,
): Promise<MeetingBotSimulator> {
  const host = opts.host ?? '127.0.0.1';
  const keyHeader = opts.keyHeader ?? 'x-meeting-baas-api-key';
  const faults = new FaultSet();
  const requests: RecordedRequest[] = [];
  const sender = new WebhookSender(opts.webhookRetryDelaysMs);
  const state = new BotState();
  const artifacts = new Artifacts(opts.artifactTtlMs);
  const deletions: MeetingBotV2Deps['deletions'] = [];
  let baseUrl = '';
  const driver = new BotEventDriver(state, sender, {
    apiKey: opts.apiKey,
    keyHeader,
    baseUrl: () => baseUrl,
    auto: opts.autoLifecycle === true ? {} : opts.autoLifecycle || undefined,
    webhookSecret: opts.webhookSecret,
    stt: opts.stt,
    artifacts,
    streamSpeed: opts.streamSpeed ?? 1,
  });
  const calendars = new CalendarSim(
    {
      state,
      sendAccount: (bodies) => driver.sendAccount(bodies),
      onJoin: (bot) => driver.onJoin(bot),
      onRefused: (bot, code, message) =>
        void driver
          .send(bot.id, [{ event: 'failed', data: { error_code: code, error_message: message } }])
          .catch(() => undefined),
    },
    opts.calendarWebhookShape,
    opts.calendarSpeed,
  );

  const reset = () => {
    calendars.clear();
    state.clear();
    faults.clear();
    requests.length = 0;
    sender.deliveries.length = 0;
    deletions.length = 0;
    driver.accountWebhook = null;
  };
  const setAccountWebhook = (url: string | null) => void (driver.accountWebhook = url);
  const server = createSimServer({
    apiKey: opts.apiKey,
    keyHeader,
    faults,
    requests,
    errorReply: meetingBotErrorReply,
    routes: [
      ...meetingBotRoutes({
        state,
        baseUrl: () => baseUrl,
        onJoin: (bot) => driver.onJoin(bot),
        onLeave: (bot) => driver.onLeave(bot),
        onRetranscribe: (bot) => driver.onRetranscribe(bot),
        deletions,
      }),
      ...meetingBotV2Routes({
        state,
        baseUrl: () => baseUrl,
        artifacts,
        deletions,
        onJoin: (bot) => driver.onJoin(bot),
        onLeave: (bot) => driver.onLeave(bot),
      }),
      ...calendars.routes(),
    ],
    controlRoutes: [
      ...commonControlRoutes({ faults, requests, webhooks: sender, setAccountWebhook }),
      ...meetingBotControlRoutes({ driver, state, reset }),
      ...calendars.controlRoutes(),
    ],
  });
  const handle = await listen(server, opts.port ?? 0, host);
  baseUrl = handle.url;

  return {
    url: handle.url,
    port: handle.port,
    close: () => {
      driver.close();
      calendars.clear();
      state.clear();
      return handle.close();
    },
    requests,
    clearRequests: () => void (requests.length = 0),
    deliveries: sender.deliveries,
    webhooksIdle: () => sender.idle(),
    addFault: (rule) => faults.add(rule),
    clearFaults: () => faults.clear(),
    setAccountWebhook,
    deletions,
    sendBotEvents: (botId, events, o) => driver.send(botId, events, o),
    runBotLifecycle: (botId, o) => driver.lifecycle(botId, o?.stepMs, o?.holdStreamAt),
    getBot: (botId) => state.bots.get(botId),
    calendars,
    reset,
  };
}
