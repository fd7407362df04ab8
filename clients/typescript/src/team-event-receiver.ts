import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type TeamEvent, verifyTeamEvent } from './team-events.js';

/** Events are small: a larger body is refused unread. */
const MAX_BODY = 1024 * 1024;

export interface TeamEventHandlers {
  /** A delivery whose signature and timestamp hold (answered 204). */
  event(event: TeamEvent, webhookId: string): void;
  /** A delivery refused (answered 400, so the bridge retries it), and why. */
  rejected?(reason: string): void;
}

export interface TeamEventReceiver {
  /** Where the bridge should POST: register it as the endpoint's url. */
  url: string;
  server: Server;
}

/**
 * A Node HTTP server receiving a team's events: each delivery's raw body is checked with the
 * endpoint's secret (verifyTeamEvent) before its event is handed on. `secret` may be a function,
 * asked at each delivery, so the receiver can start before the endpoint (and its secret) exists.
 */
export async function receiveTeamEvents(
  secret: string | (() => string | undefined),
  handlers: TeamEventHandlers,
  { port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {},
): Promise<TeamEventReceiver> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => {
      let event: TeamEvent;
      try {
        const key = typeof secret === 'function' ? secret() : secret;
        if (!key) throw new Error('no secret yet');
        if (size > MAX_BODY) throw new Error('body too large');
        // The raw body, exactly as it came: the signature covers those bytes.
        event = verifyTeamEvent(key, Buffer.concat(chunks).toString('utf8'), req.headers);
      } catch (error) {
        handlers.rejected?.((error as Error).message);
        res.writeHead(400, { 'content-type': 'text/plain' }).end((error as Error).message);
        return;
      }
      handlers.event(event, String(req.headers['webhook-id']));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return { url: `http://${host}:${(server.address() as AddressInfo).port}`, server };
}
