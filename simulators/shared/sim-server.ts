import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FaultRule, FaultSet } from './faults.js';
import { writeReply } from './reply-writer.js';
import { SimError, type RecordedRequest, type Reply, type ServerHandle } from './types.js';

export interface RouteContext {
  req: IncomingMessage;
  url: URL;
  params: Record<string, string>;
  /** Parsed JSON body; undefined for non-JSON bodies and for `rawBody` routes. */
  body: unknown;
  record: RecordedRequest;
  fault?: FaultRule;
}

export interface Route {
  method: string;
  /** Anchored pattern; named groups become `params`. */
  path: RegExp;
  handler(ctx: RouteContext): Reply | Promise<Reply>;
  /** The handler consumes `req` itself (uploads); the server must not read it. */
  rawBody?: boolean;
  /** Served without the vendor key (pre-signed download links). */
  public?: boolean;
}

export interface SimServerConfig {
  apiKey: string;
  keyHeader: string;
  routes: Route[];
  /** `/__sim/...` routes: no key, no faults, not recorded. */
  controlRoutes: Route[];
  faults: FaultSet;
  requests: RecordedRequest[];
  errorReply(status: number, message: string, path: string, extra?: Record<string, unknown>): Reply;
  /** When false, routes are served without the vendor key (the file origin checks its own rules). */
  requireKey?: boolean;
}

const MAX_JSON_BYTES = 16 * 1024 * 1024;

/**
 * Idle kept-alive connections stay open for a minute (node's default is 5 s): a client whose
 * event loop is busy for a few seconds (a test process booting an embedded database, a
 * benchmark) would otherwise reuse a connection just as the simulator closes it (ECONNRESET).
 */
const KEEP_ALIVE_MS = 60_000;

export function createSimServer(cfg: SimServerConfig): Server {
  // Delayed answers end with the server: no timer of a closed simulator keeps its process up.
  const closed = new AbortController();
  const server = createServer({ keepAliveTimeout: KEEP_ALIVE_MS }, (req, res) => {
    handle(cfg, req, res, closed.signal).catch((err: unknown) => {
      if (!res.headersSent && !closed.signal.aborted) {
        const pathname = (req.url ?? '/').split('?')[0] ?? '/';
        void writeReply(res, cfg.errorReply(500, String(err), pathname));
      } else {
        res.destroy();
      }
    });
  });
  server.once('close', () => closed.abort());
  return server;
}

async function handle(
  cfg: SimServerConfig,
  req: IncomingMessage,
  res: ServerResponse,
  closed: AbortSignal,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://sim.invalid');
  const method = req.method ?? 'GET';
  const isControl = url.pathname.startsWith('/__sim/');
  const found = match(isControl ? cfg.controlRoutes : cfg.routes, method, url.pathname);
  const record: RecordedRequest = {
    method,
    path: req.url ?? '/',
    headers: req.headers,
    bodyBytes: 0,
    receivedAt: new Date().toISOString(),
  };
  if (!isControl) cfg.requests.push(record);

  const ctx: RouteContext = { req, url, params: found?.params ?? {}, body: undefined, record };
  try {
    // A malformed body is reported only after the key check, as the vendor would.
    let bodyError: unknown;
    if (!found?.route.rawBody) {
      ctx.body = record.body = await readBody(req, record).catch((err: unknown) => {
        bodyError = err;
      });
    }
    if (isControl) {
      if (bodyError) throw bodyError;
      if (!found) throw new SimError(404, `No simulator control route ${method} ${url.pathname}`);
      return await writeReply(res, await found.route.handler(ctx));
    }
    ctx.fault = cfg.faults.take(method, url.pathname);
    if (ctx.fault?.delayMs) await sleep(ctx.fault.delayMs, undefined, { signal: closed });
    if (ctx.fault?.status !== undefined)
      return await writeReply(res, faultReply(cfg, ctx.fault, url.pathname), ctx.fault);
    if (cfg.requireKey !== false && !found?.route.public) checkKey(cfg, req);
    if (bodyError) throw bodyError;
    if (!found) throw new SimError(404, `Cannot ${method} ${url.pathname}`);
    await writeReply(res, await found.route.handler(ctx), ctx.fault);
  } catch (err) {
    if (!(err instanceof SimError) || res.headersSent) throw err;
    await writeReply(
      res,
      cfg.errorReply(err.status, err.message, url.pathname, err.extra),
      ctx.fault,
    );
  }
}

function match(routes: Route[], method: string, pathname: string) {
  for (const route of routes) {
    if (route.method !== method) continue;
    const m = route.path.exec(pathname);
    if (m) return { route, params: { ...m.groups } };
  }
  return undefined;
}

function checkKey(cfg: SimServerConfig, req: IncomingMessage): void {
  const given = req.headers[cfg.keyHeader.toLowerCase()];
  if (given === undefined) throw new SimError(401, `Missing API key (${cfg.keyHeader} header)`);
  if (given !== cfg.apiKey) throw new SimError(401, 'Invalid API key');
}

function faultReply(cfg: SimServerConfig, fault: FaultRule, pathname: string): Reply {
  const status = fault.status ?? 500;
  if (fault.body === undefined)
    return cfg.errorReply(status, `Injected fault (${status})`, pathname);
  if (typeof fault.body === 'string') return { status, text: fault.body };
  return { status, json: fault.body };
}

/** JSON is parsed (bounded); anything else is only counted, so multi-GiB uploads cost no memory. */
export async function readBody(req: IncomingMessage, record: RecordedRequest): Promise<unknown> {
  const isJson = /\bjson\b/i.test(req.headers['content-type'] ?? '');
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    record.bodyBytes += chunk.length;
    if (isJson && record.bodyBytes <= MAX_JSON_BYTES) chunks.push(chunk);
  }
  if (!isJson || record.bodyBytes === 0) return undefined;
  if (record.bodyBytes > MAX_JSON_BYTES) throw new SimError(413, 'Request body too large');
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch (err) {
    throw new SimError(400, `Invalid JSON body: ${(err as Error).message}`);
  }
}

export async function listen(server: Server, port: number, host: string): Promise<ServerHandle> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${actual}`,
    port: actual,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // Keep-alive clients (fetch, the app under test) would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}
