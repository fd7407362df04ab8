import type { Agent, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';

/** A download's answer, once its headers are in. */
export interface DownloadBody {
  /** The body; the caller must consume or destroy it. */
  body: Readable;
  /** From Content-Length; undefined for a chunked answer. */
  size: number | undefined;
  /**
   * False when the body has neither Content-Length nor chunked framing: it ends when the
   * connection closes, so a body cut short cannot be told from a complete one.
   */
  framed: boolean;
  /** As answered; undefined when the answer has none. */
  contentType: string | undefined;
}

export interface GetOptions {
  agent: Agent;
  headers: OutgoingHttpHeaders;
  signal: AbortSignal;
  /** The socket errors after this long without data (headers or body). */
  idleTimeoutMs: number;
}

/**
 * `GET url` with node:http, so that a body is a plain Readable (no web-stream conversion per
 * chunk). A kept-alive socket the server closed meanwhile never got the request, so it is sent
 * once more on a fresh connection (the pattern Node's docs describe).
 */
export async function httpGet(url: URL, options: GetOptions): Promise<IncomingMessage> {
  try {
    return await sendGet(url, options);
  } catch (error) {
    if (!(error as { reusedSocket?: boolean }).reusedSocket || options.signal.aborted) throw error;
    return sendGet(url, options);
  }
}

function sendGet(url: URL, { agent, headers, signal, idleTimeoutMs }: GetOptions) {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(url, { method: 'GET', agent, headers, signal });
    req.setTimeout(idleTimeoutMs, () => {
      const stalled = new Error(`no data from ${url.origin} for ${idleTimeoutMs} ms`);
      req.destroy(Object.assign(stalled, { name: 'TimeoutError' }));
    });
    req.once('response', resolve);
    req.once('error', (error: Error & { code?: string }) => {
      const retriable = req.reusedSocket && error.code === 'ECONNRESET';
      reject(retriable ? Object.assign(error, { reusedSocket: true }) : error);
    });
    req.end();
  });
}

/** How a 2xx answer's body is framed, and its declared length and type. */
export function downloadBody(res: IncomingMessage, body: Readable): DownloadBody {
  const length = res.headers['content-length'];
  const chunked = /\bchunked\s*$/i.test(res.headers['transfer-encoding'] ?? '');
  return {
    body,
    size: length === undefined ? undefined : Number(length),
    framed: length !== undefined || chunked,
    contentType: res.headers['content-type'],
  };
}
