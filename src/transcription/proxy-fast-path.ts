import { HttpException, Injectable, Logger } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { presentedKey } from '../auth/api-key.js';
import { AuthService } from '../auth/auth.service.js';
import {
  decodeSegment,
  FastLane,
  type LaneHandler,
  type LaneRequest,
  type LaneRoute,
} from '../common/fast-lane.js';
import { AppConfig } from '../config/app-config.js';
import { RequestRate } from '../limits/request-rate.js';
import { redactUrl } from '../logging/redact.js';
import { type JobGroup, LEGACY, LIVE, PRE_RECORDED } from './job-groups.js';
import { jobIdProblem } from './job-id.js';
import { UpstreamFailure } from './stt-upstream.js';
import { TranscriptionProxyService } from './transcription-proxy.service.js';

const GROUPS: Record<string, JobGroup> = {
  live: LIVE,
  'pre-recorded': PRE_RECORDED,
  transcription: LEGACY,
};
const READ = /^\/v2\/(live|pre-recorded|transcription)\/([^/?]+)(\/file)?(?:\?|$)/;

/**
 * The proxy's hot path on the fast lane: `GET /v2/<group>/{id}` and `GET /v2/<group>/{id}/file`
 * (clients poll jobs until they are done). It runs the same authentication (AuthService, the
 * guard's key rules), the same job access check and the same proxy code as the Nest routes.
 * A request without a valid key, or with an id Nest refuses (jobIdProblem), goes on to Nest,
 * whose guard and pipe answer it.
 */
@Injectable()
export class ProxyFastPath implements LaneRoute {
  private readonly logger = new Logger('SttProxy');
  private readonly keyHeader: string;

  constructor(
    lane: FastLane,
    private readonly auth: AuthService,
    private readonly proxy: TranscriptionProxyService,
    private readonly rate: RequestRate,
    config: AppConfig,
  ) {
    this.keyHeader = config.env.STT_KEY_HEADER;
    lane.register(this);
  }

  match(req: IncomingMessage): LaneHandler | null {
    const match = req.method === 'GET' ? READ.exec(req.url ?? '') : null;
    const jobId = match ? decodeSegment(match[2]!) : undefined;
    if (jobId === undefined || jobIdProblem(jobId)) return null;
    const [, group, , file] = match!;
    return {
      route: `/v2/${group}/:id${file ?? ''}`,
      serve: (req, res) => this.serve(GROUPS[group!]!, !!file, jobId, req, res),
    };
  }

  private async serve(
    group: JobGroup,
    file: boolean,
    jobId: string,
    req: LaneRequest,
    res: ServerResponse,
  ): Promise<boolean> {
    // The guard's key rules (presentedKey), for the proxy's paths.
    const presented = presentedKey(req.headers, this.keyHeader);
    const principal = presented ? await this.auth.authenticate(presented) : null;
    if (!principal) return false;
    await this.rate.admit(principal, res);
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
