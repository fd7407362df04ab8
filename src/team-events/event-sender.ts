import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';
import { describeError, parseRetryAfter } from '../queue/retry.js';
import { SecretMask } from '../common/secret-mask.js';
import { type OutboundGuard } from '../net/outbound-guard.js';

/** What is kept of a receiver's answer in the delivery log. */
const RESPONSE_KEPT = 1024;
/** What is read of it: enough past RESPONSE_KEPT that a secret begun before the cut is whole. */
const RESPONSE_READ = RESPONSE_KEPT + 512;

export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  response: string | null;
  retryAfterMs: number | undefined;
}

export interface Delivery {
  /** `webhook-id`: the message id, the same on every attempt. */
  id: string;
  url: string;
  /** Current secret first; during a rotation's overlap the previous one too. */
  secrets: string[];
  body: string;
}

/** Signers by secret: building one decodes the key, so each is built once and kept a while. */
const signers = new Map<string, Webhook>();
const SIGNERS_KEPT = 1_000;

function signer(secret: string): Webhook {
  let webhook = signers.get(secret);
  if (!webhook) {
    if (signers.size >= SIGNERS_KEPT) signers.clear();
    webhook = new Webhook(secret);
    signers.set(secret, webhook);
  }
  return webhook;
}

/** Standard Webhooks headers: one `v1,` signature per secret, space-separated. */
export function signedHeaders(d: Delivery, now = new Date()): Record<string, string> {
  const signature = d.secrets.map((s) => signer(s).sign(d.id, now, d.body)).join(' ');
  return {
    'content-type': 'application/json',
    'user-agent': 'meeting-bot-bridge-events/1',
    'webhook-id': d.id,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

/**
 * One signed POST through the outbound guard: only 2xx is success; a redirect is never followed
 * (3xx is a failure); the whole exchange, body included, ends at `timeoutMs` or when `signal`
 * aborts. Never throws: the result says what happened, with the first 1 KB of the answer (the
 * endpoint's secrets masked).
 */
export function send(
  guard: OutboundGuard,
  d: Delivery,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<SendResult> {
  const started = performance.now();
  const result = (r: Omit<SendResult, 'durationMs'>): SendResult => ({
    ...r,
    durationMs: Math.round(performance.now() - started),
    response: r.response === null ? null : keptAnswer(r.response, d.secrets),
  });
  const failure = (error: string) =>
    result({ ok: false, statusCode: null, error, response: null, retryAfterMs: undefined });
  let url: URL;
  try {
    url = new URL(d.url);
    guard.check(url);
  } catch (error) {
    return Promise.resolve(failure(describeError(error)));
  }
  const body = Buffer.from(d.body);
  return new Promise((resolve) => {
    // One timer and one abort listener per request: the whole exchange ends at `timeoutMs`.
    let why: string | undefined;
    let settled = false;
    const stop = (reason: string) => {
      why ??= reason;
      if (settled) return;
      request.destroy(new Error(reason));
    };
    const timer = setTimeout(() => stop(`no answer within ${timeoutMs} ms`), timeoutMs);
    // The reason a worker stopped it (shutdown, lease lost), else the process's shutdown.
    const stopped = () => (typeof signal.reason === 'string' ? signal.reason : 'shutting down');
    const onAbort = () => stop(stopped());
    signal.addEventListener('abort', onAbort, { once: true });
    const settle = (r: () => SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(r());
    };
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      agent: guard.agent(url),
      headers: { ...signedHeaders(d), 'content-length': body.length },
    });
    const broken = (error: string) => settle(() => failure(why ?? error));
    if (signal.aborted) stop(stopped());
    request.on('error', (error) => broken(describeError(error)));
    request.on('response', (res) => {
      const chunks: Buffer[] = [];
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        if (read >= RESPONSE_READ) return;
        chunks.push(chunk);
        read += chunk.length;
      });
      res.on('error', () => undefined);
      // After 'end' this changes nothing; before it, the answer was cut off (or timed out).
      res.on('close', () => broken('the answer was cut off'));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        const text = Buffer.concat(chunks).toString('utf8');
        const header = res.headers['retry-after'];
        settle(() =>
          result({
            ok,
            statusCode: status,
            error: ok ? null : `HTTP ${status}`,
            response: text,
            retryAfterMs: parseRetryAfter(Array.isArray(header) ? header[0] : header, Date.now()),
          }),
        );
      });
    });
    request.end(body);
  });
}

/**
 * What the delivery log keeps of an answer: the endpoint's secrets (whole, and without their
 * `whsec_` prefix) masked first, then the first RESPONSE_KEPT characters, as text the database
 * can store whatever bytes the receiver sent.
 */
const keptAnswer = (text: string, secrets: string[]) =>
  text === ''
    ? text
    : new SecretMask(
        secrets.flatMap((s) => [s, s.slice(6)]),
        'word',
      ).excerpt(text, RESPONSE_KEPT);
