import { maybeWait } from '../shared/control-routes.js';
import type { Route } from '../shared/sim-server.js';
import { SimError } from '../shared/types.js';
import type { BotEventDriver } from './mb-driver.js';
import type { BotEventInput } from './mb-events.js';
import type { BotState } from './mb-state.js';

/** `/__sim/bots/...`: lets a benchmark or sandbox in another process play the vendor's part. */
export function meetingBotControlRoutes(deps: {
  driver: BotEventDriver;
  state: BotState;
  reset(): void;
}): Route[] {
  const { driver, state } = deps;
  return [
    {
      // Body: an array of events, or {events, delayMs?}.
      method: 'POST',
      path: /^\/__sim\/bots\/(?<id>[^/]+)\/events$/,
      handler: async ({ params, body, url }) => {
        const input = body as { events?: unknown; delayMs?: number } | unknown[] | undefined;
        const events = Array.isArray(input) ? input : input?.events;
        if (!Array.isArray(events)) {
          throw new SimError(400, 'body must be an array of events or {events, delayMs?}');
        }
        const bot = driver.bot(params.id ?? '');
        const delayMs = Array.isArray(input) ? 0 : (input?.delayMs ?? 0);
        const sending = driver.send(bot.id, events as BotEventInput[], { delayMs });
        await maybeWait(url.searchParams.get('wait'), sending);
        return { status: 202, json: { bot_id: bot.id, events: events.length } };
      },
    },
    {
      method: 'POST',
      path: /^\/__sim\/bots\/(?<id>[^/]+)\/lifecycle$/,
      handler: async ({ params, body, url }) => {
        const bot = driver.bot(params.id ?? '');
        const stepMs = (body as { stepMs?: number } | undefined)?.stepMs;
        await maybeWait(url.searchParams.get('wait'), driver.lifecycle(bot.id, stepMs));
        return { status: 202, json: { bot_id: bot.id } };
      },
    },
    {
      // The bot's audio socket fails (closed without a close frame); the bot dials again.
      method: 'POST',
      path: /^\/__sim\/bots\/(?<id>[^/]+)\/stream\/drop$/,
      handler: ({ params }) => {
        const bot = driver.bot(params.id ?? '');
        if (!bot.stream) throw new SimError(409, 'The bot is not streaming');
        bot.stream.drop();
        return { status: 202, json: { bot_id: bot.id } };
      },
    },
    {
      method: 'GET',
      path: /^\/__sim\/bots$/,
      handler: () => ({
        status: 200,
        json: [...state.bots.values()].map((b) => ({
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
