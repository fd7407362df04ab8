import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { eventually } from './eventually.js';

export interface ReceivedEvent {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: { type: string; timestamp: string; data: Record<string, any> };
  /** When the request arrived (epoch ms) and when its answer was sent. */
  at: number;
}

/** How a path answers; default 204. */
export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  delayMs?: number;
}
export type Answer = (event: ReceivedEvent) => Reply;

export interface EventReceiver {
  url: string;
  received: ReceivedEvent[];
  /** Deliveries received on `path` (all paths when omitted). */
  on(path?: string): ReceivedEvent[];
  answer(path: string, answer: Answer): void;
  /** Waits until `count` deliveries matching `filter` have arrived; returns them. */
  waitFor(
    count: number,
    filter?: (e: ReceivedEvent) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedEvent[]>;
  /** Deliveries in progress (arrived, not yet answered). */
  readonly open: number;
  close(): Promise<void>;
}

/** A team's receiver on loopback: records every delivery and answers as told per path. */
export async function startEventReceiver(): Promise<EventReceiver> {
  const received: ReceivedEvent[] = [];
  const answers = new Map<string, Answer>();
  const responses = new Set<ServerResponse>();
  let open = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0]!;
      const event: ReceivedEvent = {
        path,
        headers: req.headers,
        body,
        json: JSON.parse(body),
        at: Date.now(),
      };
      received.push(event);
      const a: Reply = (answers.get(path) ?? (() => ({})))(event);
      open++;
      responses.add(res);
      const reply = () => {
        open--;
        responses.delete(res);
        if (res.destroyed) return;
        res.writeHead(a.status ?? 204, a.headers);
        res.end(a.body);
      };
      if (a.delayMs) setTimeout(reply, a.delayMs).unref();
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const matching = (filter?: (e: ReceivedEvent) => boolean) =>
    filter ? received.filter(filter) : received;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    on: (path) => (path ? received.filter((e) => e.path === path) : received),
    answer: (path, answer) => answers.set(path, answer),
    waitFor: (count, filter, timeoutMs = 10_000) =>
      eventually(async () => {
        const got = matching(filter);
        return got.length >= count ? got : null;
      }, timeoutMs) as Promise<ReceivedEvent[]>,
    get open() {
      return open;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of responses) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Which of `secrets` signed this delivery, checked the way Standard Webhooks v1 says, written
 * here independently of the bridge's signing code: HMAC-SHA256 of `id.timestamp.body` with the
 * base64 key after `whsec_`, compared in constant time with each `v1,` signature of the header.
 */
export function signedBy(event: ReceivedEvent, secrets: string[]): string[] {
  const id = String(event.headers['webhook-id']);
  const timestamp = String(event.headers['webhook-timestamp']);
  const given = String(event.headers['webhook-signature'] ?? '')
    .split(' ')
    .filter((s) => s.startsWith('v1,'))
    .map((s) => Buffer.from(s.slice(3), 'base64'));
  return secrets.filter((secret) => {
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${event.body}`).digest();
    return given.some((g) => g.length === expected.length && timingSafeEqual(g, expected));
  });
}
