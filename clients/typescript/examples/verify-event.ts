/**
 * Receiving team events: the client's receiver checks each delivery's Standard Webhooks signature
 * with the endpoint's secret before trusting it, answers 204 (or 400 when the signature does not
 * hold, so the bridge retries), and hands the event on.
 *
 *   BRIDGE_EVENTS_SECRET=whsec_… PORT=4000 npx tsx clients/typescript/examples/verify-event.ts
 *
 * then register http://127.0.0.1:4000/ with POST /webhook-endpoints (the answer holds the
 * secret, this once). In a server of your own, verify with the same function the receiver uses:
 *
 *   const event = verifyTeamEvent(secret, rawBody, req.headers); // throws when it does not hold
 *
 * on the raw body as it arrived (not JSON parsed and written again: the signature covers bytes).
 */
import { receiveTeamEvents } from '../src/index.js';

const secret = process.env.BRIDGE_EVENTS_SECRET;
if (!secret?.startsWith('whsec_')) {
  console.error('set BRIDGE_EVENTS_SECRET to the endpoint secret (whsec_…)');
  process.exit(2);
}
const { url } = await receiveTeamEvents(
  secret,
  {
    event: (event, id) => console.log(JSON.stringify({ webhook_id: id, ...event })),
    rejected: (reason) => console.error(`refused a delivery: ${reason}`),
  },
  { port: Number(process.env.PORT ?? 4000) },
);
console.error(`receiving team events at ${url}`);
