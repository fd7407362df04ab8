import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { type Dispatcher, request } from 'undici';

/** An answer whose headers are in: its body is the caller's to consume or destroy. */
export interface HttpAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: Readable;
  /** The request's method (an answer to HEAD has no body). */
  method: string;
}

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
  /** undici's connection pools: the caller's own, or an OutboundGuard's. */
  dispatcher: Dispatcher;
  headers: OutgoingHttpHeaders;
  signal: AbortSignal;
  /** The download fails after this long without data (connecting, headers or body). */
  idleTimeoutMs: number;
}

/** undici's errors for a server that went quiet before its answer's headers. */
const QUIET = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT']);

/** undici's error for a connection that closed under a request (a stale kept-alive one, too). */
const SOCKET_CLOSED = 'UND_ERR_SOCKET';

/**
 * `GET url` with undici, whose body is a plain Readable of the socket's own reads: node:http's
 * client copies every body chunk once more, which archival paid for in CPU and in memory waiting
 * to be collected (bench:archive). A connection closed under the request (most often a kept-alive
 * one the server closed meanwhile) fails it before any answer: a GET is sent once more, on a fresh
 * connection. A server quiet for `idleTimeoutMs` fails the download: before its headers with a
 * TimeoutError, in its body with undici's BodyTimeoutError on the body.
 */
export async function httpGet(url: URL, options: GetOptions): Promise<HttpAnswer> {
  try {
    return await sendGet(url, options);
  } catch (error) {
    if ((error as { code?: string }).code !== SOCKET_CLOSED || options.signal.aborted) {
      throw quiet(error, url, options.idleTimeoutMs);
    }
    return sendGet(url, options).catch((again: unknown) => {
      throw quiet(again, url, options.idleTimeoutMs);
    });
  }
}

async function sendGet(url: URL, { dispatcher, headers, signal, idleTimeoutMs }: GetOptions) {
  const answer = await request(url, {
    method: 'GET',
    dispatcher,
    headers: headers as IncomingHttpHeaders,
    signal,
    headersTimeout: idleTimeoutMs,
    bodyTimeout: idleTimeoutMs,
  });
  return {
    statusCode: answer.statusCode,
    headers: answer.headers,
    body: answer.body,
    method: 'GET',
  };
}

/** A timeout before the headers as the TimeoutError the callers count as one; others as they are. */
function quiet(error: unknown, url: URL, idleTimeoutMs: number): unknown {
  if (!QUIET.has((error as { code?: string }).code ?? '')) return error;
  const stalled = new Error(`no data from ${url.origin} for ${idleTimeoutMs} ms`);
  return Object.assign(stalled, { name: 'TimeoutError', cause: error });
}

/** How a 2xx answer's body is framed, and its declared length and type. */
export function downloadBody(headers: IncomingHttpHeaders, body: Readable): DownloadBody {
  const length = headers['content-length'];
  const chunked = /\bchunked\s*$/i.test(headers['transfer-encoding'] ?? '');
  return {
    body,
    size: length === undefined ? undefined : Number(length),
    framed: length !== undefined || chunked,
    contentType: headers['content-type'],
  };
}
