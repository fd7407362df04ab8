/**
 * Receiving team events: an HTTP server that checks each delivery's Standard Webhooks signature
 * with the endpoint's secret before trusting it, answers 204 (or 400 when the signature does not
 * hold, so the bridge retries), and hands the event on.
 *
 *   BRIDGE_EVENTS_SECRET=whsec_… PORT=4000 npx tsx clients/typescript/examples/verify-event.ts
 *
 * then register http://127.0.0.1:4000/ with POST /webhook-endpoints (the answer holds the
 * secret, this once). send-bot.ts uses receiveTeamEvents() the same way.
 */
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { type TeamEvent, verifyTeamEvent } from '../src/index.js';

/** Events are small: a larger body is refused unread. */
const MAX_BODY = 1024 * 1024;

export interface TeamEventReceiver {
  /** Where the bridge should POST (register it as the endpoint's url). */
  url: string;
  server: Server;
}

/**
 * Listens on `port` (0: any free one) of 127.0.0.1. `secret()` is asked at each delivery, so the
 * receiver can start before the endpoint (and its secret) exists.
 */
export async function receiveTeamEvents(
  secret: () => string | undefined,
  onEvent: (event: TeamEvent, webhookId: string) => void,
  port = 0,
): Promise<TeamEventReceiver> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => {
      const key = secret();
      try {
        if (!key) throw new Error('no secret yet');
        if (size > MAX_BODY) throw new Error('body too large');
        // The raw body, exactly as it came: the signature covers those bytes.
        const event = verifyTeamEvent(key, Buffer.concat(chunks).toString('utf8'), req.headers);
        res.writeHead(204).end();
        onEvent(event, String(req.headers['webhook-id']));
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end((error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const secret = process.env.BRIDGE_EVENTS_SECRET;
  if (!secret?.startsWith('whsec_')) {
    console.error('set BRIDGE_EVENTS_SECRET to the endpoint secret (whsec_…)');
    process.exit(2);
  }
  const { url } = await receiveTeamEvents(
    () => secret,
    (event, id) => console.log(JSON.stringify({ webhook_id: id, ...event })),
    Number(process.env.PORT ?? 4000),
  );
  console.error(`receiving team events at ${url}`);
}
