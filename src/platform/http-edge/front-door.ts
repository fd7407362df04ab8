import { HttpException, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { AppConfig } from '../config/app-config.js';
import { LogContext } from '../logging/log-context.js';
import { redactUrl } from '../logging/redact.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { sendError } from './error-answer.js';
import { takeRequestListeners, withOriginalUrl } from '../common/express-internals.js';
import { type BodyPace, watchBody } from './idle-body.js';
import { assignRequestId } from '../common/request-id.js';
import { singleHeader } from '../common/single-header.js';
import { parseTraceparent, runInTrace } from '../common/trace-context.js';
import { requestTargetProblem } from './request-target.js';
import { timeRoute } from './route-metrics.js';

/** A bare node request as the fast lane hands it on: with the fields Express would have set. */
export type LaneRequest = IncomingMessage & { originalUrl: string; id: string };

export interface LaneHandler {
  /** The route template for the request metric (never the raw path: ids, tokens). */
  route: string;
  /**
   * Serves the request to the end, or answers false before reading or sending anything, and
   * the framework serves it instead. Errors become responses as sendError makes them.
   */
  serve(req: LaneRequest, res: ServerResponse): Promise<boolean>;
}

export interface LaneRoute {
  /** A handler when this route takes the request; called for every request, so it must be cheap. */
  match(req: IncomingMessage): LaneHandler | null;
}

/**
 * The server's front door: every request meets it before the framework does.
 *
 * - A request target other than a plain path (absolute form, `#`, `%00`) is answered 400 before
 *   any routing (the live ingress applies the same rule to WebSocket upgrades).
 * - Every answer carries `X-Content-Type-Options: nosniff`.
 * - A body that stops arriving for REQUEST_BODY_TIMEOUT_MS, or arrives slower than
 *   REQUEST_BODY_MIN_RATE bytes per second over such a stretch, is answered 408 in the error
 *   shape and its connection closed, whoever was reading it (the JSON reader, the proxy, an
 *   upload on its way to the vendor). Node's own whole-request timeout, which would cut long
 *   uploads and answer a bare 408, is turned off in favour of these: an upload of any length
 *   goes on while it moves.
 * - The fast lane: hot routes (the STT proxy's job reads, the webhook receivers) registered here
 *   are served without the framework's per-request routing, middleware and guards, which cost
 *   several times what these routes do themselves. They use the same edge parts as the
 *   framework's routes (Callers, JsonBodyReader, sendError, timeRoute), and each keeps its
 *   framework twin for everything it does not take; HTTP_FAST_LANE=false hands the framework
 *   every request. A lane success writes no access log line (failures are logged).
 */
@Injectable()
export class FrontDoor implements OnApplicationBootstrap {
  private readonly logger = new Logger('FrontDoor');
  private readonly routes: LaneRoute[] = [];
  private readonly bodyPace: BodyPace;
  private readonly laneOpen: boolean;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly metrics: MetricsService,
    private readonly log: LogContext,
    config: AppConfig,
  ) {
    this.bodyPace = {
      idleMs: config.server.REQUEST_BODY_TIMEOUT_MS,
      minBytesPerSecond: config.server.REQUEST_BODY_MIN_RATE,
    };
    this.laneOpen = config.server.HTTP_FAST_LANE;
  }

  /** Adds a route to the fast lane (ignored when HTTP_FAST_LANE is off). */
  register(route: LaneRoute): void {
    if (this.laneOpen) this.routes.push(route);
  }

  onApplicationBootstrap(): void {
    // No HTTP server (an application context without one): nothing to stand in front of.
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server) return;
    // The body's idle timeout and minimum rate (admit) stand in for node's whole-request one.
    server.requestTimeout = 0;
    const framework = takeRequestListeners(server);
    server.on('request', (raw: IncomingMessage, res: ServerResponse) => {
      const req = laneRequest(raw, res);
      // No answer of the bridge is to be read as another type than it says (JSON, streams,
      // errors, media): browsers are told not to sniff.
      res.setHeader('x-content-type-options', 'nosniff');
      // Every line logged for the request names it (the framework's own context, which the
      // logger middleware opens for the routes it serves, binds the same id).
      const { headers } = req;
      const trace = parseTraceparent(
        singleHeader(headers, 'traceparent'),
        singleHeader(headers, 'tracestate'),
      );
      this.log.run({ request_id: req.id }, () =>
        runInTrace(trace, () => {
          if (!this.admit(req, res)) return;
          const handler = this.match(req);
          if (!handler) return framework(req, res);
          this.serve(handler, req, res, () => framework(req, res));
        }),
      );
    });
  }

  /** Refuses a malformed target (false), and watches the body for idleness. */
  private admit(req: LaneRequest, res: ServerResponse): boolean {
    const refused = requestTargetProblem(req.url);
    if (refused) {
      this.fail(req, res, new HttpException(refused, 400));
      return false;
    }
    watchBody(req, this.bodyPace, (why) => {
      // Answered already: only the connection is left to free.
      if (res.headersSent) return void req.socket.destroy();
      const message =
        why === 'idle'
          ? 'The request body stopped arriving'
          : `The request body arrived slower than ${this.bodyPace.minBytesPerSecond} bytes per second`;
      this.fail(req, res, new HttpException(message, 408));
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
    req: LaneRequest,
    res: ServerResponse,
    pass: () => void,
  ): void {
    let served = false;
    timeRoute(this.metrics, req, res, () => (served ? handler.route : null));
    handler.serve(req, res).then(
      (done) => (served = done) || pass(),
      (error: unknown) => {
        served = true;
        this.fail(req, res, error, handler.route);
      },
    );
  }

  /** An answer the framework never sees: sendError's, and an access log line for it. */
  private fail(req: LaneRequest, res: ServerResponse, error: unknown, route?: string): void {
    const { status, message } = sendError(req, res, error, this.logger);
    const where = { path: redactUrl(req.url), route, status };
    // The levels of the access log lines the framework writes for the same answers.
    if (status >= 500) this.logger.error(where, `${req.method} failed`);
    else this.logger.warn(where, `${req.method} answered ${status}: ${message}`);
  }
}

/** The request with the fields Express sets, so either door sees the same request. */
function laneRequest(raw: IncomingMessage, res: ServerResponse): LaneRequest {
  const req = withOriginalUrl(raw);
  return Object.assign(req, { id: assignRequestId(req, res) });
}

/** A path segment as the router would hand it on; undefined when it is not valid %-encoding. */
export function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
