import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  InternalServerErrorException,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Principal } from '../platform/auth/principal.js';
import { AppConfig } from '../platform/config/app-config.js';
import type { TranscriptionJob } from '../generated/prisma/client.js';
import { ConcurrencyLimits } from '../platform/limits/concurrency-limits.js';
import { VendorEndpoints } from '../platform/vendors/vendor-endpoints.js';
import { sttCallbackToken } from '../platform/vendors/webhook-tokens.js';
import { BridgeUrl } from './bridge-url.js';
import { JobAccessService } from './job-access.service.js';
import { JobAudioService } from './job-audio.service.js';
import { type JobGroup, jobPath, LIVE } from './job-groups.js';
import {
  asJsonObject,
  BOT_ID_FIELD,
  type JsonObject,
  namedBotId,
  readSmallBody,
  withBridgeCallback,
} from './job-request.js';
import { ProxyRelay, type ReadAnswer, withBody } from './proxy-relay.js';
import { pathOf, type ProxyRequest, requestIdOf } from './proxy-request.js';
import { SttUpstream, type UpstreamBody } from './stt-upstream.js';
import { TranscriptionJobsRepository } from './transcription-jobs.repository.js';
import { UploadAccess } from './upload-access.service.js';

const UPLOAD_PATH = '/v2/upload';
const ok = (status: number) => status >= 200 && status < 300;

/**
 * The STT vendor's job API for internal teams: requests go on with the vendor key instead of
 * the caller's, answers come back unchanged but for secrets, and every job (and upload) created
 * here is recorded so that each team sees only its own. Vendor URLs are built from the vendor
 * base URL, the route's group and the checked job id (jobPath), never from the caller's request
 * target, whose query string is not forwarded (the vendor's job routes take none).
 */
@Injectable()
export class TranscriptionProxyService {
  private readonly logger = new Logger(TranscriptionProxyService.name);
  private readonly bodyLimit: number;
  /** The bridge's callback URL for a team's live sessions; null when they get none. */
  private readonly callbackUrl: ((teamId: string) => string) | null;

  constructor(
    private readonly upstream: SttUpstream,
    private readonly relay: ProxyRelay,
    private readonly access: JobAccessService,
    private readonly jobs: TranscriptionJobsRepository,
    private readonly audio: JobAudioService,
    private readonly uploads: UploadAccess,
    private readonly bridgeUrl: BridgeUrl,
    private readonly limits: ConcurrencyLimits,
    config: AppConfig,
    endpoints: VendorEndpoints,
  ) {
    this.bodyLimit = parseSize(config.server.JSON_BODY_LIMIT);
    const receiver = `${config.publicBaseUrl}/webhooks/stt`;
    this.callbackUrl = config.vendors.STT_PROXY_LIVE_CALLBACK
      ? (teamId) => `${receiver}/${sttCallbackToken(endpoints.webhookToken, teamId)}`
      : null;
  }

  /** Reads (GET one job) and anything else that only needs the caller to own the job. */
  async forward(
    group: JobGroup,
    req: ProxyRequest,
    res: ServerResponse,
    principal: Principal,
    id: string,
  ): Promise<void> {
    await this.access.visible(principal, group, id);
    await this.relay.pipe(res, await this.send(req, jobPath(group, id)));
  }

  /**
   * `POST /v2/upload`: multipart audio streamed to the vendor as it comes, or `{audio_url}`
   * (read whole, to refuse another team's upload). The vendor's answer is recorded as the team's.
   */
  async upload(req: Request, res: Response, principal: Principal): Promise<void> {
    const teamId = teamOf(principal);
    let body: UpstreamBody = req;
    if (!/^multipart\//i.test(req.headers['content-type'] ?? '')) {
      body = await readSmallBody(req, this.bodyLimit);
      await this.uploads.check(principal, asJsonObject(body));
    }
    const answer = await this.relay.read(await this.send(req, UPLOAD_PATH, body));
    if (ok(answer.status)) await this.uploads.record(teamId, answer.body);
    this.relay.send(res, answer);
  }

  async create(group: JobGroup, req: Request, res: Response, principal: Principal) {
    const teamId = teamOf(principal);
    const raw = await readSmallBody(req, this.bodyLimit);
    const json = asJsonObject(raw);
    await this.uploads.check(principal, json);
    const botId = await this.linkedBot(teamId, json);
    const body = this.outgoingCreate(group, raw, json, teamId);
    // A live session holds a place under the team's and the account's limits from here on.
    const release =
      group.creates === 'live' ? await this.limits.reserveLiveSession(teamId, res) : async () => {};
    try {
      const answer = await this.relay.read(await this.send(req, group.prefix, body));
      if (!ok(answer.status)) return this.relay.send(res, answer);
      this.relay.send(res, await this.recordCreated(group, req, answer, teamId, botId));
    } finally {
      await release();
    }
  }

  /** `PATCH /v2/live/{id}`: may also re-link the job to another of the team's bots. */
  async patch(req: Request, res: Response, principal: Principal, id: string): Promise<void> {
    const job = await this.access.visible(principal, LIVE, id);
    const raw = await readSmallBody(req, this.bodyLimit);
    const botId = job ? await this.linkedBot(job.teamId, asJsonObject(raw)) : null;
    const answer = await this.relay.read(await this.send(req, jobPath(LIVE, id), raw));
    if (job && botId && ok(answer.status)) await this.jobs.setBot(job.id, botId);
    this.relay.send(res, answer);
  }

  /**
   * Deletes at the vendor, then the bridge's copy of the audio: a deleted transcription keeps
   * no data. A job the vendor no longer has (404) is cleaned up too.
   */
  async remove(group: JobGroup, req: Request, res: Response, principal: Principal, id: string) {
    const job = await this.access.visible(principal, group, id);
    const answer = await this.relay.read(await this.send(req, jobPath(group, id)));
    if (job && (ok(answer.status) || answer.status === 404)) {
      const hadAudio = await this.audio.remove(job);
      await this.jobs.markDeleted(job.id);
      this.access.forget(job);
      // The vendor had already let the job go, but the bridge still held its audio until now.
      if (answer.status === 404 && hadAudio) return void res.status(202).end();
    }
    this.relay.send(res, answer);
  }

  /** The job's audio: from the bridge's archive when it has it, else from the vendor. */
  async file(
    group: JobGroup,
    req: ProxyRequest,
    res: ServerResponse,
    principal: Principal,
    id: string,
  ): Promise<void> {
    const job = await this.access.visible(principal, group, id);
    if (job && (await this.audio.serve(job, req, res))) return;
    const path = jobPath(group, id, true);
    const answer = await this.audio.download(req, path, await this.send(req, path));
    await this.relay.pipe(res, answer, true);
  }

  /** The caller's request to the vendor `path`, with the caller's headers as ProxyHeaders allows. */
  private send(req: ProxyRequest, path: string, body?: UpstreamBody): Promise<IncomingMessage> {
    const headers = this.relay.headers.toVendor(req.headers, requestIdOf(req));
    if (Buffer.isBuffer(body)) headers['content-length'] = body.length;
    if (body === undefined) delete headers['content-length'];
    return this.upstream.send(req.method ?? 'GET', path, headers, body);
  }

  /** What goes to the vendor: the caller's bytes, or for live sessions perhaps our callback. */
  private outgoingCreate(
    group: JobGroup,
    raw: Buffer,
    json: JsonObject | undefined,
    teamId: string,
  ): Buffer {
    if (group !== LIVE || !json || !this.callbackUrl) return raw;
    const withCallback = withBridgeCallback(json, this.callbackUrl(teamId));
    return withCallback ? Buffer.from(JSON.stringify(withCallback)) : raw;
  }

  private async linkedBot(
    teamId: string | null,
    body: JsonObject | undefined,
  ): Promise<string | null> {
    const botId = namedBotId(body);
    if (botId === undefined) return null;
    if (teamId === null) {
      throw new BadRequestException([
        'This job belongs to no team: attach it with PATCH /admin/jobs/{id} to link a bot',
      ]);
    }
    if (botId && (await this.jobs.teamHasBot(teamId, botId))) return botId;
    throw new BadRequestException([
      `custom_metadata.${BOT_ID_FIELD} must be the id of one of your team's bots`,
    ]);
  }

  /**
   * Records the job the vendor just created. Should that fail, the job is cancelled at the
   * vendor rather than left running where no team can see it.
   */
  private async recordCreated(
    group: JobGroup,
    req: Request,
    answer: ReadAnswer,
    teamId: string,
    botId: string | null,
  ): Promise<ReadAnswer> {
    const created = asJsonObject(answer.body);
    if (typeof created?.id !== 'string') {
      this.logger.error(`vendor created a job without an id on ${pathOf(req)}; not recorded`);
      return answer;
    }
    let job: TranscriptionJob;
    try {
      job = await this.jobs.record({
        kind: group.creates,
        upstreamId: created.id,
        teamId,
        botId,
        status: 'queued',
      });
    } catch (error) {
      this.logger.error({ err: error }, `could not record job ${created.id}; cancelling it`);
      await this.cancel(group, req, created.id);
      throw new InternalServerErrorException('The job could not be recorded; please retry');
    }
    this.access.remember(job);
    if (typeof created.result_url !== 'string' || !URL.canParse(created.result_url)) return answer;
    // The vendor's link would need the vendor key; the same path on the bridge needs the caller's.
    const result = new URL(created.result_url);
    const path = result.pathname.slice(Math.max(0, result.pathname.indexOf('/v2/')));
    created.result_url = `${this.bridgeUrl.base}${path}${result.search}`;
    return withBody(answer, this.relay.maskJson(created));
  }

  private async cancel(group: JobGroup, req: Request, upstreamId: string): Promise<void> {
    const headers = this.relay.headers.toVendor({}, requestIdOf(req));
    try {
      (await this.upstream.send('DELETE', jobPath(group, upstreamId), headers)).resume();
    } catch {
      this.logger.error(`could not cancel unrecorded job ${upstreamId} at the vendor`);
    }
  }
}

/** The caller's team: creating jobs and uploads needs a key of one. */
function teamOf(principal: Principal): string {
  if (!principal.teamId) throw new ForbiddenException('This operation needs a team API key');
  return principal.teamId;
}

/** `1mb`, `512kb`, `100b` (JSON_BODY_LIMIT's format) in bytes. */
function parseSize(value: string): number {
  const [, digits, unit] = /^(\d+)(b|kb|mb)$/i.exec(value) ?? ['', '1', 'mb'];
  const factor = { b: 1, kb: 1024, mb: 1024 * 1024 }[unit!.toLowerCase() as 'b' | 'kb' | 'mb'];
  return Number(digits) * factor;
}
