import { BadGatewayException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TranscriptionJob } from '../generated/prisma/client.js';
import { JobKind } from '../generated/prisma/enums.js';
import { OutboundRefused } from '../platform/net/outbound-guard.js';
import { AudioStorage } from '../platform/storage/audio-storage.js';
import { serveStored } from '../platform/storage/serve-stored.js';
import {
  type Hop,
  isRedirect,
  MAX_REDIRECTS,
  SttRedirects,
} from '../platform/vendors/stt-redirects.js';
import { ProxyRelay } from './proxy-relay.js';
import { pathOf, type ProxyRequest, requestIdOf } from './proxy-request.js';
import { SttUpstream } from './stt-upstream.js';
import { JobArchives } from '../transcription-jobs/job-archives.js';

/** A job's audio: the bridge's archived copy, or the vendor's file behind its redirects. */
@Injectable()
export class JobAudioService {
  private readonly logger = new Logger(JobAudioService.name);

  constructor(
    private readonly archives: JobArchives,
    private readonly storage: AudioStorage,
    private readonly upstream: SttUpstream,
    private readonly relay: ProxyRelay,
    private readonly redirects: SttRedirects,
  ) {}

  /**
   * Streams the archived audio of a live job, or the one byte range `Range` asks for (206);
   * false when the bridge has none to serve.
   */
  async serve(job: TranscriptionJob, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (job.kind !== JobKind.live) return false;
    const key = await this.archives.archivedKey(job.id);
    if (!key) return false;
    if (await serveStored(this.storage, key, `live-${job.upstreamId}-audio`, req, res)) return true;
    this.logger.warn(`archived audio of job ${job.id} is missing from storage; using the vendor`);
    return false;
  }

  /** Deletes the job's archived audio and its archive task; true when there was audio. */
  remove(job: TranscriptionJob): Promise<boolean> {
    return this.archives.remove(job.id);
  }

  /**
   * Follows the vendor's redirects of a download of vendor `path` (signed storage URLs) itself,
   * so callers never need to reach vendor storage: only where SttRedirects allows, with the
   * vendor key only on the vendor's own origin.
   */
  async download(req: ProxyRequest, path: string, answer: IncomingMessage) {
    let from = this.upstream.url(path);
    for (let hops = 0; isRedirect(answer.statusCode); hops++) {
      answer.resume();
      const location = answer.headers.location;
      if (!location || hops === MAX_REDIRECTS) {
        throw new BadGatewayException('The STT service redirected the download too often');
      }
      const hop = await this.follow(req, from, location);
      from = hop.url;
      answer = hop.answer;
      if (!hop.own && (answer.statusCode ?? 502) >= 400) throw this.storageRefused(answer, req);
    }
    return answer;
  }

  private async follow(req: ProxyRequest, from: URL, location: string) {
    try {
      const hop: Hop = this.redirects.next(from, location);
      const headers = hop.own
        ? this.relay.headers.toVendor(req.headers, requestIdOf(req))
        : this.relay.headers.toStorage(req.headers);
      return { ...hop, answer: await this.upstream.fetchUrl(hop.url, headers, hop.own) };
    } catch (error) {
      if (!(error instanceof OutboundRefused)) throw error;
      this.logger.warn(`refused the STT vendor's redirect of ${pathOf(req)}: ${error.message}`);
      throw new BadGatewayException('The STT service redirected the download out of bounds');
    }
  }

  /** Signed storage speaks its own error language; the caller gets the vendor's. */
  private storageRefused(answer: IncomingMessage, req: ProxyRequest): Error {
    answer.resume();
    if (answer.statusCode === 404) return new NotFoundException('Audio file not found');
    this.logger.warn(
      `vendor storage answered ${answer.statusCode} to a download of ${pathOf(req)}`,
    );
    return new BadGatewayException('The STT service storage refused the download');
  }
}
