/**
 * The client itself, with no dependency on Node.js: the part a browser bundle (the console)
 * imports. index.ts adds the receivers of team events.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type { components, operations, paths } from './schema.js';
export type Schemas = components['schemas'];
export type BridgeClient = Client<paths>;

export interface BridgeClientOptions {
  /** Where the bridge answers, e.g. `http://127.0.0.1:3000`. */
  baseUrl: string;
  /** A bridge API key (`mbb_…`) or the admin key, sent as `Authorization: Bearer`. */
  key: string;
  /** Each request is given up after this long (default 30 s). */
  timeoutMs?: number;
  /** Another fetch (tests, proxies). */
  fetch?: typeof globalThis.fetch;
}

export function createBridgeClient(options: BridgeClientOptions): BridgeClient {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { authorization: `Bearer ${options.key}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use({
    onRequest: ({ request }) =>
      new Request(request, {
        signal: request.signal
          ? AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)])
          : AbortSignal.timeout(timeoutMs),
      }),
  });
  return client;
}

/** The bridge's one error body (every 4xx and 5xx answer). */
export type ErrorBody = Schemas['ErrorBodyDto'];

/** An answer that was not a success: its status and the bridge's error body. */
export class BridgeError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | undefined,
  ) {
    super(body?.message ?? `the bridge answered ${status}`);
    this.name = 'BridgeError';
  }
}

/** What openapi-fetch answers, in the shape `call` takes. */
interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The answer's body, or a BridgeError with its status and error body. */
export async function call<T>(request: Promise<FetchResult<T>>): Promise<T> {
  const { data, error, response } = await request;
  if (!response.ok) throw new BridgeError(response.status, error as ErrorBody | undefined);
  return data as T;
}
