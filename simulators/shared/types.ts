import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';

export interface SimulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  apiKey: string;
  keyHeader?: string;
  /** Back-off before each webhook retry; its length is the number of retries. */
  webhookRetryDelaysMs?: number[];
}

export interface RecordedRequest {
  method: string;
  /** Path plus query string, exactly as received. */
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body (JSON requests only). */
  body?: unknown;
  /** Bytes received in the body, counted, not kept. */
  bodyBytes: number;
  receivedAt: string;
}

/** What a route handler answers; the server writes it, applying any body-shaping fault. */
export interface Reply {
  status: number;
  headers?: Record<string, string>;
  json?: unknown;
  text?: string;
  stream?: Readable;
  /** Content-Length for `stream`. */
  length?: number;
}

/** Thrown by handlers; the server turns it into the vendor's error body. */
export class SimError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface ServerHandle {
  url: string;
  port: number;
  close(): Promise<void>;
}
