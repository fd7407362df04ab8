import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { verifyTeamEvent } from '../../clients/typescript/src/team-events.js';

export interface ListenOptions {
  port: number;
  host: string;
  /** The endpoint's `whsec_…` secret. */
  secret: string;
}

/** What the listener makes of one delivery. */
export type Heard =
  { webhook_id: string; type: string; timestamp: string; data: unknown } | { rejected: string };

/** Largest body the listener reads: events are small. */
const MAX_BODY = 1024 * 1024;

/**
 * A local receiver for a developer: verifies each delivery's Standard Webhooks signature and
 * timestamp (answering 204, or 400 when they do not hold) and hands the event to `heard`.
 */
export async function startEventListener(
  options: ListenOptions,
  heard: (event: Heard) => void,
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        if (size > MAX_BODY) throw new Error('body too large');
        const event = verifyTeamEvent(options.secret, body, req.headers);
        heard({
          webhook_id: String(req.headers['webhook-id']),
          type: event.type,
          timestamp: event.timestamp,
          data: event.data,
        });
        res.writeHead(204).end();
      } catch (error) {
        heard({ rejected: (error as Error).message });
        res.writeHead(400, { 'content-type': 'text/plain' }).end((error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://${options.host}:${port}`, server };
}
