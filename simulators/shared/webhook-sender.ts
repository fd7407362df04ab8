import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';

export interface DeliveryAttempt {
  url: string;
  body: unknown;
  headers: Record<string, string>;
  attempt: number;
  /** HTTP status, or null when the request itself failed (see `error`). */
  status: number | null;
  error?: string;
  at: string;
}

export interface OutgoingWebhook {
  url: string;
  body: unknown;
  headers?: Record<string, string>;
  sign?: (payload: string) => Record<string, string>;
}

const TIMEOUT_MS = 5_000;
const DEFAULT_RETRY_DELAYS_MS = [250, 1_000, 3_000];

/** POSTs JSON like a vendor would: 5 s timeout, a few retries on failure, every attempt recorded. */
export class WebhookSender {
  readonly deliveries: DeliveryAttempt[] = [];
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly retryDelaysMs: number[] = DEFAULT_RETRY_DELAYS_MS) {}

  /**
   * Sends the bodies one after another (each with its retries), preserving their order. `sign`
   * adds headers computed on the exact payload, anew for each attempt (a Svix signature holds
   * the attempt's timestamp).
   */
  sendInOrder(items: OutgoingWebhook[]): Promise<DeliveryAttempt[]> {
    const run = async () => {
      const finals: DeliveryAttempt[] = [];
      for (const item of items) finals.push(await this.send(item));
      return finals;
    };
    const promise = run();
    this.pending.add(promise);
    void promise.finally(() => this.pending.delete(promise));
    return promise;
  }

  /** Resolves once nothing is being delivered or retried. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private async send({
    url,
    body,
    headers: extra,
    sign,
  }: OutgoingWebhook): Promise<DeliveryAttempt> {
    const payload = JSON.stringify(body);
    for (let attempt = 1; ; attempt++) {
      const headers = { 'content-type': 'application/json', ...extra, ...sign?.(payload) };
      const result = await post(url, payload, headers);
      const record: DeliveryAttempt = {
        url,
        body,
        headers,
        attempt,
        ...result,
        at: new Date().toISOString(),
      };
      this.deliveries.push(record);
      const ok = record.status !== null && record.status >= 200 && record.status < 300;
      const delay = this.retryDelaysMs[attempt - 1];
      if (ok || delay === undefined) return record;
      // Unref'd: pending retries must not keep a test run or a stopping app alive.
      await sleep(delay, undefined, { ref: false });
    }
  }
}

function post(url: string, payload: string, headers: Record<string, string>) {
  return new Promise<{ status: number | null; error?: string }>((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve({ status: null, error: `invalid URL: ${url}` });
    }
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(target, {
      method: 'POST',
      headers: { ...headers, 'content-length': Buffer.byteLength(payload) },
      timeout: TIMEOUT_MS,
      agent: false,
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? null }));
      res.on('error', (err) => resolve({ status: null, error: err.message }));
    });
    req.on('timeout', () => req.destroy(new Error(`timed out after ${TIMEOUT_MS} ms`)));
    req.on('error', (err) => resolve({ status: null, error: err.message }));
    req.end(payload);
  });
}
