/**
 * Sending a bot to a meeting and being told when it is done: registers an endpoint on a local
 * receiver (the client's receiveTeamEvents, as in verify-event.ts), sends the bot, waits for its
 * `bot.completed` event, then reads the transcript the bridge kept.
 *
 *   BRIDGE_URL=http://127.0.0.1:3000 BRIDGE_KEY=mbb_… MEETING_URL=https://meet.google.com/abc-defg-hij \
 *     npx tsx clients/typescript/examples/send-bot.ts
 *
 * BRIDGE_KEY is a team's key. The bridge must be able to reach this machine (a sandbox bridge on
 * the same machine can).
 */
import { call, createBridgeClient, receiveTeamEvents, type TeamEvent } from '../src/index.js';

const bridge = createBridgeClient({
  baseUrl: process.env.BRIDGE_URL ?? 'http://127.0.0.1:3000',
  key: process.env.BRIDGE_KEY ?? '',
});
const meetingUrl = process.env.MEETING_URL ?? 'https://meet.google.com/abc-defg-hij';
const waitMs = Number(process.env.WAIT_MS ?? 120_000);

// 1. A receiver, then its endpoint: the answer holds the signing secret, this once.
const endpointSecret: { value?: string } = {};
const events: TeamEvent[] = [];
let heard: () => void = () => undefined;
const receiver = await receiveTeamEvents(() => endpointSecret.value, {
  event: (event) => {
    events.push(event);
    heard();
  },
});
const endpoint = await call(
  bridge.POST('/webhook-endpoints', {
    body: { url: receiver.url, event_types: ['bot.completed', 'bot.failed'] },
  }),
);
endpointSecret.value = endpoint.secret;

try {
  // 2. The bot.
  const bot = await call(bridge.POST('/bots', { body: { meeting_url: meetingUrl } }));
  console.log(`bot ${bot.id} sent (${bot.status})`);

  // 3. Its end, as an event (no polling).
  const ended = (event: TeamEvent) => event.data.bot_id === bot.id;
  const event = await new Promise<TeamEvent>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no event in ${waitMs} ms`)), waitMs);
    heard = () => {
      const found = events.find(ended);
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    heard();
  });
  console.log(`${event.type} at ${event.timestamp}`);
  if (event.type !== 'bot.completed') process.exit(1);

  // 4. What was said, with the speakers named.
  const transcript = (await call(
    bridge.GET('/bots/{id}/transcript', { params: { path: { id: bot.id }, query: {} } }),
  )) as { version: number; speakers: string[]; segments?: { speaker: string; text: string }[] };
  console.log(`transcript version ${transcript.version}: ${transcript.speakers.join(', ')}`);
  for (const segment of transcript.segments?.slice(0, 3) ?? []) {
    console.log(`  ${segment.speaker}: ${segment.text}`);
  }
} finally {
  await call(bridge.DELETE('/webhook-endpoints/{id}', { params: { path: { id: endpoint.id } } }));
  receiver.server.close();
}
