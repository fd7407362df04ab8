import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listen } from './sim-server.js';
import type { ServerHandle } from './types.js';

export interface ReceivedHook {
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface WebhookReceiver extends ServerHandle {
  received: ReceivedHook[];
  /** Resolves once `count` requests arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedHook[]>;
}

/**
 * A stand-in for whoever receives vendor webhooks (tests, benchmarks). Answers 200, except
 * `failFirst` requests that get 500, to exercise the vendors' retries.
 */
export async function startWebhookReceiver(
  opts: { failFirst?: number } = {},
): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  const waiters: (() => void)[] = [];
  let failures = opts.failFirst ?? 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as text: a malformed delivery is itself worth asserting on.
      }
      received.push({ path: req.url ?? '/', headers: req.headers, body });
      res.statusCode = failures-- > 0 ? 500 : 200;
      res.end();
      waiters.splice(0).forEach((wake) => wake());
    });
  });
  const handle = await listen(server, 0, '127.0.0.1');
  const waitFor = async (count: number, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    while (received.length < count) {
      if (Date.now() > deadline)
        throw new Error(`expected ${count} webhooks, got ${received.length}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50).unref();
      });
    }
    return received;
  };
  return { ...handle, received, waitFor };
}
