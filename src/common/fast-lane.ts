import { HttpException, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { AppConfig } from '../config/app-config.js';
import { redactUrl } from '../logging/redact.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { errorBody } from './error-body.js';
import { watchIdleBody } from './idle-body.js';
import { assignRequestId } from './request-id.js';
import { requestTargetProblem } from './request-target.js';
import { sendJson } from './send-json.js';

/** A bare node request as the fast lane hands it on: with the fields Express would have set. */
export type LaneRequest = IncomingMessage & { originalUrl: string; id: string };

export interface LaneHandler {
  /** The route template for the request metric (never the raw path: ids, tokens). */
  route: string;
  /**
   * Serves the request to the end, or answers false before reading or sending anything, and
   * the framework serves it instead. Errors become responses as the exception filter makes them.
   */
  serve(req: LaneRequest, res: ServerResponse): Promise<boolean>;
}

export interface LaneRoute {
  /** A handler when this route takes the request; called for every request, so it must be cheap. */
  match(req: IncomingMessage): LaneHandler | null;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Hot routes served ahead of Express and Nest, whose per-request routing, middleware, guards and
 * access logs cost several times what these routes do themselves (the STT proxy's job reads,
 * the webhook receivers). A route registered here keeps its Nest twin for everything it does
 * not take, so the framework stays the one complete implementation and the API document.
 * What the lane does for every request it serves: the request id, the request metric, and the
 * exception filter's error body; it writes no access log line for a success (failures are logged).
 *
 * Standing in front of the framework, it is also the server's front door for every request,
 * lane or not: a request target other than a plain path (absolute form, `#`, `%00`) is answered
 * 400 before any routing, and a body that stops arriving for REQUEST_BODY_TIMEOUT_MS is answered
 * 408 in the error shape and its connection closed, whoever was reading it (the JSON parser, the
 * proxy, an upload on its way to the vendor). Node's own whole-request timeout, which would cut
 * long uploads and answer a bare 408, is turned off in favour of that idle timeout.
 */
@Injectable()
export class FastLane implements OnApplicationBootstrap {
  private readonly logger = new Logger('FastLane');
  private readonly routes: LaneRoute[] = [];
  private readonly bodyTimeoutMs: number;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly metrics: MetricsService,
    config: AppConfig,
  ) {
    this.bodyTimeoutMs = config.env.REQUEST_BODY_TIMEOUT_MS;
  }

  register(route: LaneRoute): void {
    this.routes.push(route);
  }

  onApplicationBootstrap(): void {
    // No HTTP server (an application context without one): nothing to stand in front of.
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server) return;
    // The idle body timeout (admit) stands in for node's whole-request one.
    server.requestTimeout = 0;
    const framework = server.listeners('request') as Listener[];
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!this.admit(req, res)) return;
      const pass = () => framework.forEach((listener) => listener.call(server, req, res));
      const handler = this.match(req);
      if (!handler) return pass();
      this.serve(handler, req, res, pass);
    });
  }

  /** The front door: refuses a malformed target (false), and watches the body for idleness. */
  private admit(req: IncomingMessage, res: ServerResponse): boolean {
    const refused = requestTargetProblem(req.url);
    if (refused) {
      this.fail(laneRequest(req, res), res, new HttpException(refused, 400));
      return false;
    }
    watchIdleBody(req, this.bodyTimeoutMs, () => {
      // Answered already: only the connection is left to free.
      if (res.headersSent) return void req.socket.destroy();
      const timedOut = new HttpException('The request body stopped arriving', 408);
      this.fail(laneRequest(req, res), res, timedOut);
    });
    return true;
  }

  private match(req: IncomingMessage): LaneHandler | null {
    for (const route of this.routes) {
      const handler = route.match(req);
      if (handler) return handler;
    }
    return null;
  }

  private serve(
    handler: LaneHandler,
    raw: IncomingMessage,
    res: ServerResponse,
    pass: () => void,
  ): void {
    const req = laneRequest(raw, res);
    const end = this.metrics.httpDuration.startTimer();
    let served = false;
    res.once('close', () => {
      if (served)
        end({ method: req.method, route: handler.route, status_code: String(res.statusCode) });
    });
    handler.serve(req, res).then(
      (done) => (served = done) || pass(),
      (error: unknown) => {
        served = true;
        this.fail(req, res, error);
      },
    );
  }

  private fail(req: LaneRequest, res: ServerResponse, error: unknown): void {
    const status = error instanceof HttpException ? error.getStatus() : 500;
    const message = error instanceof HttpException ? error.message : 'Internal server error';
    const where = { path: redactUrl(req.url), request_id: req.id, status };
    // The levels of the access log lines the framework writes for the same answers.
    if (status >= 500) this.logger.error({ ...where, err: error }, `${req.method} failed`);
    else this.logger.warn(where, `${req.method} answered ${status}: ${message}`);
    if (res.headersSent) return void res.destroy();
    // A body still arriving is not worth reading to the end.
    if (!req.complete) res.setHeader('connection', 'close');
    sendJson(res, status, JSON.stringify(errorBody(req, status, message)));
  }
}

/** The request with the fields Express sets (Express, in turn, keeps an `originalUrl` it finds). */
function laneRequest(raw: IncomingMessage & { originalUrl?: string }, res: ServerResponse) {
  const originalUrl = raw.originalUrl ?? raw.url ?? '/';
  return Object.assign(raw, { originalUrl, id: assignRequestId(raw, res) }) as LaneRequest;
}

/** A path segment as the router would hand it on; undefined when it is not valid %-encoding. */
export function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
