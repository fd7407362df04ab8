import { HttpException, Injectable, Logger } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  decodeSegment,
  FrontDoor,
  type LaneHandler,
  type LaneRequest,
  type LaneRoute,
} from '../platform/http-edge/front-door.js';
import { Callers } from '../platform/http-edge/callers.js';
import { redactUrl } from '../platform/logging/redact.js';
import { type JobGroup, LEGACY, LIVE, PRE_RECORDED } from './job-groups.js';
import { jobIdProblem } from './job-id.js';
import { UpstreamFailure } from './stt-upstream.js';
import { TranscriptionProxyService } from './transcription-proxy.service.js';

const GROUPS: Record<string, JobGroup> = {
  live: LIVE,
  'pre-recorded': PRE_RECORDED,
  transcription: LEGACY,
};
/** In any case, as the framework's router matches paths. */
const READ = /^\/v2\/(live|pre-recorded|transcription)\/([^/?]+)(\/file)?(?:\?|$)/i;

/**
 * The proxy's hot path on the fast lane: `GET /v2/<group>/{id}` and `GET /v2/<group>/{id}/file`
 * (clients poll jobs until they are done). It runs the same caller check (Callers), the same job
 * access check and the same proxy code as the Nest routes. A request with an id Nest refuses
 * (jobIdProblem) goes on to Nest, whose pipe answers it.
 */
@Injectable()
export class ProxyFastPath implements LaneRoute {
  private readonly logger = new Logger('SttProxy');

  constructor(
    lane: FrontDoor,
    private readonly callers: Callers,
    private readonly proxy: TranscriptionProxyService,
  ) {
    lane.register(this);
  }

  match(req: IncomingMessage): LaneHandler | null {
    const match = req.method === 'GET' ? READ.exec(req.url ?? '') : null;
    const jobId = match ? decodeSegment(match[2]!) : undefined;
    if (jobId === undefined || jobIdProblem(jobId)) return null;
    const [, matched, , file] = match!;
    const group = matched!.toLowerCase();
    return {
      route: `/v2/${group}/:id${file ? '/file' : ''}`,
      serve: (req, res) => this.serve(GROUPS[group]!, !!file, jobId, req, res),
    };
  }

  private async serve(
    group: JobGroup,
    file: boolean,
    jobId: string,
    req: LaneRequest,
    res: ServerResponse,
  ): Promise<boolean> {
    const principal = await this.callers.admit(req.originalUrl, req.headers, res, false);
    try {
      if (file) await this.proxy.file(group, req, res, principal, jobId);
      else await this.proxy.forward(group, req, res, principal, jobId);
      return true;
    } catch (error) {
      if (!(error instanceof UpstreamFailure)) throw error;
      this.logger.warn(`STT vendor ${error.reason} (${error.code}) on GET ${redactUrl(req.url)}`);
      throw new HttpException(error.message, error.status);
    }
  }
}
