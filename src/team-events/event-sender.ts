import { Webhook } from 'standardwebhooks';
import { request } from 'undici';
import { describeError, parseRetryAfter } from '../platform/queue/retry.js';
import { SecretMask } from '../platform/common/secret-mask.js';
import { type OutboundGuard } from '../platform/net/outbound-guard.js';

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
 * One signed POST through the outbound guard (its undici dispatcher, whose client costs a
 * delivery about a quarter less CPU than node:http's): only 2xx is success; a redirect is never
 * followed (3xx is a failure); the whole exchange, body included, ends at `timeoutMs` or when
 * `signal` aborts. Never throws: the result says what happened, with the first 1 KB of the answer
 * (the endpoint's secrets masked).
 */
export async function send(
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
    return failure(describeError(error));
  }
  // One timer and one abort listener per request: the whole exchange ends at `timeoutMs`.
  let why: string | undefined;
  const exchange = new AbortController();
  const stop = (reason: string) => {
    why ??= reason;
    exchange.abort();
  };
  const timer = setTimeout(() => stop(`no answer within ${timeoutMs} ms`), timeoutMs);
  // The reason a worker stopped it (shutdown, lease lost), else the process's shutdown.
  const onAbort = () => stop(typeof signal.reason === 'string' ? signal.reason : 'shutting down');
  signal.addEventListener('abort', onAbort, { once: true });
  if (signal.aborted) onAbort();
  const body = Buffer.from(d.body);
  try {
    const res = await request(url, {
      method: 'POST',
      dispatcher: guard.dispatcher,
      headers: { ...signedHeaders(d), 'content-length': String(body.length) },
      body,
      signal: exchange.signal,
    });
    let text: string;
    try {
      text = await readHead(res.body);
    } catch {
      return failure(why ?? 'the answer was cut off');
    }
    const status = res.statusCode;
    const ok = status >= 200 && status < 300;
    const header = res.headers['retry-after'];
    return result({
      ok,
      statusCode: status,
      error: ok ? null : `HTTP ${status}`,
      response: text,
      retryAfterMs: parseRetryAfter(Array.isArray(header) ? header[0] : header, Date.now()),
    });
  } catch (error) {
    return failure(why ?? describeError(error));
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}

/** The first RESPONSE_READ bytes of an answer as text, read to its end (the rest dropped). */
async function readHead(body: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  let read = 0;
  for await (const chunk of body) {
    if (read >= RESPONSE_READ) continue;
    chunks.push(chunk);
    read += chunk.length;
  }
  return Buffer.concat(chunks).toString('utf8');
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
