import { setTimeout as sleep } from 'node:timers/promises';
import { commonControlRoutes, maybeWait } from '../shared/control-routes.js';
import { FaultSet, type FaultRule } from '../shared/faults.js';
import { createSimServer, listen, type Route } from '../shared/sim-server.js';
import {
  SimError,
  type RecordedRequest,
  type ServerHandle,
  type SimulatorOptions,
} from '../shared/types.js';
import { type DeliveryAttempt, WebhookSender } from '../shared/webhook-sender.js';
import { type BotEventInput, buildBotEvent, TERMINAL_EVENTS } from './mb-events.js';
import { meetingBotErrorReply, meetingBotRoutes } from './mb-routes.js';
import { BotState, type SimBot } from './mb-state.js';

export interface MeetingBotSimulatorOptions extends SimulatorOptions {
  /**
   * Sandbox mode: every joined bot lives its life on its own (afterMs after the join, one status
   * every stepMs), a DELETE ends it with call_ended + complete, and a retranscription is
   * followed by transcription_complete.
   */
  autoLifecycle?: boolean | { afterMs?: number; stepMs?: number };
}

export interface MeetingBotSimulator extends ServerHandle {
  readonly requests: RecordedRequest[];
  clearRequests(): void;
  readonly deliveries: DeliveryAttempt[];
  webhooksIdle(): Promise<void>;
  addFault(rule: FaultRule): void;
  clearFaults(): void;
  /** Fallback for bots created without a webhook_url. */
  setAccountWebhook(url: string | null): void;
  /** Delivers the events in order (each with its retries), `delayMs` apart. */
  sendBotEvents(
    botId: string,
    events: BotEventInput[],
    opts?: { delayMs?: number },
  ): Promise<DeliveryAttempt[]>;
  /** joining_call → in_waiting_room → in_call_recording → call_ended → complete. */
  runBotLifecycle(botId: string, opts?: { stepMs?: number }): Promise<DeliveryAttempt[]>;
  getBot(botId: string): SimBot | undefined;
  reset(): void;
}

const LIFECYCLE: BotEventInput[] = [
  'joining_call',
  'in_waiting_room',
  'in_call_recording',
  'call_ended',
  'complete',
];

export async function startMeetingBotSimulator(
  opts: MeetingBotSimulatorOptions,
): Promise<MeetingBotSimulator> {
  const host = opts.host ?? '127.0.0.1';
  const keyHeader = opts.keyHeader ?? 'x-meeting-baas-api-key';
  const auto = opts.autoLifecycle === true ? {} : opts.autoLifecycle || undefined;
  const stepMs = auto?.stepMs ?? 1_000;
  const faults = new FaultSet();
  const requests: RecordedRequest[] = [];
  const sender = new WebhookSender(opts.webhookRetryDelaysMs);
  const state = new BotState();
  let accountWebhook: string | null = null;
  let baseUrl = '';
  let closed = false;

  const destination = (bot: SimBot, event: unknown): string | null => {
    const own = typeof bot.request.webhook_url === 'string' ? bot.request.webhook_url : null;
    if (event === 'transcription_complete' && bot.retranscribeWebhookUrl)
      return bot.retranscribeWebhookUrl;
    return own ?? accountWebhook;
  };

  const sendBotEvents = async (
    botId: string,
    inputs: BotEventInput[],
    { delayMs = 0, stop = () => false }: { delayMs?: number; stop?: () => boolean } = {},
  ): Promise<DeliveryAttempt[]> => {
    const bot = state.bots.get(botId);
    if (!bot) throw new SimError(404, `Bot ${botId} not found`);
    const sent: DeliveryAttempt[] = [];
    for (const [i, input] of inputs.entries()) {
      if (i > 0 && delayMs > 0) await sleep(delayMs, undefined, { ref: false });
      if (closed || stop()) break;
      const { event, body } = buildBotEvent(bot, input, baseUrl);
      track(bot, event, body);
      const url = destination(bot, event);
      if (url)
        sent.push(
          ...(await sender.sendInOrder([{ url, body, headers: { [keyHeader]: opts.apiKey } }])),
        );
    }
    return sent;
  };

  const runBotLifecycle = (botId: string, o: { stepMs?: number } = {}) => {
    const bot = state.bots.get(botId);
    return sendBotEvents(botId, LIFECYCLE, {
      delayMs: o.stepMs ?? stepMs,
      stop: () => !bot || bot.left || bot.terminal,
    });
  };

  const ignore = (p: Promise<unknown>) => void p.catch(() => undefined);
  const routes = meetingBotRoutes({
    state,
    baseUrl: () => baseUrl,
    onJoin: (bot) => {
      if (!auto) return;
      bot.timer = setTimeout(() => ignore(runBotLifecycle(bot.id)), auto.afterMs ?? 2_000);
      bot.timer.unref();
    },
    onLeave: (bot) => {
      clearTimeout(bot.timer);
      if (auto && !bot.terminal)
        ignore(sendBotEvents(bot.id, ['call_ended', 'complete'], { delayMs: stepMs }));
    },
    onRetranscribe: (bot) => {
      if (auto)
        ignore(
          sleep(stepMs, undefined, { ref: false }).then(() =>
            sendBotEvents(bot.id, ['transcription_complete']),
          ),
        );
    },
  });
  const reset = () => {
    state.clear();
    faults.clear();
    requests.length = 0;
    sender.deliveries.length = 0;
    accountWebhook = null;
  };
  const setAccountWebhook = (url: string | null) => void (accountWebhook = url);
  const server = createSimServer({
    apiKey: opts.apiKey,
    keyHeader,
    faults,
    requests,
    errorReply: meetingBotErrorReply,
    routes,
    controlRoutes: [
      ...commonControlRoutes({ faults, requests, webhooks: sender, setAccountWebhook }),
      ...controlRoutes({ sendBotEvents, runBotLifecycle, state, reset }),
    ],
  });
  const handle = await listen(server, opts.port ?? 0, host);
  baseUrl = handle.url;

  return {
    url: handle.url,
    port: handle.port,
    close: () => {
      closed = true;
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
    sendBotEvents: (botId, events, o) => sendBotEvents(botId, events, o),
    runBotLifecycle,
    getBot: (botId) => state.bots.get(botId),
    reset,
  };
}

/** Keeps meeting_data truthful about what the events said. */
function track(bot: SimBot, event: unknown, body: unknown): void {
  const now = new Date();
  if (event === 'bot.status_change') {
    const status = (body as { data?: { status?: { code?: unknown; created_at?: unknown } } }).data
      ?.status;
    const code = String(status?.code);
    bot.statuses.push({ code, created_at: String(status?.created_at ?? now.toISOString()) });
    if (code.startsWith('in_call') && !bot.joinedAt) bot.joinedAt = now;
    if (code === 'call_ended') bot.endedAt ??= now;
  } else if (TERMINAL_EVENTS.includes(String(event))) {
    bot.terminal = true;
    bot.endedAt ??= now;
  }
}

function controlRoutes(deps: {
  sendBotEvents(
    id: string,
    events: BotEventInput[],
    o: { delayMs?: number },
  ): Promise<DeliveryAttempt[]>;
  runBotLifecycle(id: string, o: { stepMs?: number }): Promise<DeliveryAttempt[]>;
  state: BotState;
  reset(): void;
}): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/__sim\/bots\/(?<id>[^/]+)\/events$/,
      handler: async ({ params, body, url }) => {
        const input = body as { events?: unknown; delayMs?: number } | unknown[] | undefined;
        const events = Array.isArray(input) ? input : input?.events;
        if (!Array.isArray(events))
          throw new SimError(400, 'body must be an array of events or {events, delayMs?}');
        const delayMs = Array.isArray(input) ? 0 : (input?.delayMs ?? 0);
        if (!deps.state.bots.has(params.id ?? ''))
          throw new SimError(404, `Bot ${params.id} not found`);
        const sending = deps.sendBotEvents(params.id ?? '', events as BotEventInput[], { delayMs });
        await maybeWait(url.searchParams.get('wait'), sending);
        return { status: 202, json: { bot_id: params.id, events: events.length } };
      },
    },
    {
      method: 'POST',
      path: /^\/__sim\/bots\/(?<id>[^/]+)\/lifecycle$/,
      handler: async ({ params, body, url }) => {
        const stepMs = (body as { stepMs?: number } | undefined)?.stepMs;
        if (!deps.state.bots.has(params.id ?? ''))
          throw new SimError(404, `Bot ${params.id} not found`);
        await maybeWait(
          url.searchParams.get('wait'),
          deps.runBotLifecycle(params.id ?? '', { stepMs }),
        );
        return { status: 202, json: { bot_id: params.id } };
      },
    },
    {
      method: 'GET',
      path: /^\/__sim\/bots$/,
      handler: () => ({
        status: 200,
        json: [...deps.state.bots.values()].map((b) => ({
          bot_id: b.id,
          left: b.left,
          terminal: b.terminal,
          statuses: b.statuses,
        })),
      }),
    },
    { method: 'POST', path: /^\/__sim\/reset$/, handler: () => (deps.reset(), { status: 204 }) },
  ];
}
