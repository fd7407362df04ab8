import type { Retranscription } from '../generated/prisma/client.js';
import type { EventWriter } from '../platform/outbox/event-outbox.js';

/** What every event about a retranscription tells its team. */
export const eventData = (r: Retranscription, events: EventWriter) => ({
  retranscription_id: r.id,
  bot_id: r.botId,
  upstream_bot_id: r.upstreamBotId,
  mode: r.mode,
  state: r.state,
  ...(r.botId ? { url: events.url(`/bots/${r.botId}`) } : {}),
});
