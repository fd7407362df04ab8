import { HttpException, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Request } from 'express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { AuthService } from '../auth/auth.service.js';
import type { Principal } from '../auth/principal.js';
import { errorBody } from '../common/error-body.js';
import { assignRequestId } from '../common/request-id.js';
import { AppConfig } from '../config/app-config.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { type JobGroup, LEGACY, LIVE, PRE_RECORDED } from './job-groups.js';
import type { ProxyRequest } from './proxy-request.js';
import { UpstreamFailure } from './stt-upstream.js';
import { TranscriptionProxyService } from './transcription-proxy.service.js';

const GROUPS: Record<string, JobGroup> = {
  live: LIVE,
  'pre-recorded': PRE_RECORDED,
  transcription: LEGACY,
};
const READ = /^\/v2\/(live|pre-recorded|transcription)\/([^/?]+)(\/file)?(?:\?|$)/;

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The proxy's hot path: `GET /v2/<group>/{id}` and `GET /v2/<group>/{id}/file` (clients poll
 * jobs until they are done) served ahead of Express and Nest, whose per-request routing,
 * guards and access logs cost several times what proxying itself does. It runs the same
 * authentication (AuthService, the guard's key rules), the same job access check and the same
 * proxy code as the Nest routes, sets the request id and the request metric, and skips the
 * access log line (failures are still logged). Whatever it cannot serve to the end (no or bad
 * key, any other route) goes on to Express untouched, where the guard and filters answer.
 */
@Injectable()
export class ProxyFastPath implements OnApplicationBootstrap {
  private readonly logger = new Logger('SttProxy');
  private readonly keyHeader: string;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly auth: AuthService,
    private readonly proxy: TranscriptionProxyService,
    private readonly metrics: MetricsService,
    config: AppConfig,
  ) {
    this.keyHeader = config.env.STT_KEY_HEADER.toLowerCase();
  }

  onApplicationBootstrap(): void {
    // No HTTP server (an application context without one): nothing to stand in front of.
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server) return;
    const framework = server.listeners('request') as Listener[];
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const pass = () => framework.forEach((listener) => listener.call(server, req, res));
      const match = req.method === 'GET' ? READ.exec(req.url ?? '') : null;
      if (!match) return pass();
      this.serve(req, res, match).then(
        (served) => served || pass(),
        (error: unknown) => this.fail(req, res, error),
      );
    });
  }

  /** False when the request must go to the framework instead (nothing has been sent yet). */
  private async serve(
    raw: IncomingMessage,
    res: ServerResponse,
    [, group, id, file]: RegExpExecArray,
  ): Promise<boolean> {
    const jobId = safeDecode(id!);
    const principal = jobId === undefined ? null : await this.principal(raw);
    if (!principal) return false;
    const req = Object.assign(raw, { originalUrl: raw.url!, id: assignRequestId(raw, res) });
    const end = this.metrics.httpDuration.startTimer();
    res.once('close', () =>
      end({
        method: 'GET',
        route: `/v2/${group}/:id${file ?? ''}`,
        status_code: String(res.statusCode),
      }),
    );
    const jobGroup = GROUPS[group!]!;
    if (file) await this.proxy.file(jobGroup, req, res, principal, jobId!);
    else await this.proxy.forward(jobGroup, req, res, principal, jobId!);
    return true;
  }

  /** The guard's rules: a Bearer key when Authorization is present, else the STT key header. */
  private async principal(req: IncomingMessage): Promise<Principal | null> {
    const authorization = req.headers.authorization;
    const header = req.headers[this.keyHeader];
    const presented = authorization
      ? /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1]
      : typeof header === 'string' && header.length > 0
        ? header
        : undefined;
    return presented ? this.auth.authenticate(presented) : null;
  }

  /** What the exception filters do for the Nest routes, for the errors these two routes raise. */
  private fail(raw: IncomingMessage, res: ServerResponse, error: unknown): void {
    const req = Object.assign(raw, {
      originalUrl: raw.url!,
      id: (raw as ProxyRequest).id ?? assignRequestId(raw, res),
    }) as ProxyRequest & Request;
    if (error instanceof UpstreamFailure) {
      this.logger.warn(`STT vendor ${error.reason} (${error.code}) on GET ${req.originalUrl}`);
    } else if (!(error instanceof HttpException)) {
      this.logger.error({ err: error, path: req.originalUrl }, 'unhandled error');
    }
    if (res.headersSent) return void res.destroy();
    const status =
      error instanceof UpstreamFailure
        ? error.reason === 'timeout'
          ? 504
          : 502
        : error instanceof HttpException
          ? error.getStatus()
          : 500;
    const message =
      error instanceof UpstreamFailure || error instanceof HttpException
        ? error.message
        : 'Internal server error';
    const body = JSON.stringify(errorBody(req, status, message));
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  }
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
