import { Injectable } from '@nestjs/common';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { AppConfig } from '../config/app-config.js';
import { VendorEndpoints } from '../vendors/vendor-endpoints.js';
import { ProxyHeaders } from './proxy-headers.js';
import { SecretMask } from './secret-mask.js';
import { UpstreamFailure } from './stt-upstream.js';

/** Answers up to this size are masked in one piece; larger ones stream through the mask. */
const SMALL_BODY = 256 * 1024;
/** Vendor JSON the bridge reads whole (job details with long transcripts included). */
export const MAX_JSON_ANSWER = 64 * 1024 * 1024;

/** A vendor answer the bridge has read whole. */
export interface ReadAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** The same answer with a body the bridge replaced. */
export function withBody(answer: ReadAnswer, body: Buffer): ReadAnswer {
  return { ...answer, headers: { ...answer.headers, 'content-length': body.length }, body };
}

/**
 * Carries vendor answers back to the caller: filtered headers, bodies streamed with
 * backpressure, secrets masked out of everything but audio.
 */
@Injectable()
export class ProxyRelay {
  readonly headers: ProxyHeaders;
  private readonly mask: SecretMask;

  constructor(endpoints: VendorEndpoints, config: AppConfig) {
    const { stt } = endpoints;
    this.headers = new ProxyHeaders(config.env.STT_KEY_HEADER, stt.keyHeader, stt.apiKey);
    this.mask = new SecretMask([stt.apiKey, endpoints.webhookToken]);
  }

  /**
   * Streams `upstream` to the caller. Never throws once the status line is out: a transfer that
   * breaks half-way can only be reported by closing the connection, which pipeline() does.
   */
  async pipe(res: ServerResponse, upstream: IncomingMessage, audio = false): Promise<void> {
    const length = Number(upstream.headers['content-length'] ?? NaN);
    if (!audio && length <= SMALL_BODY) {
      const answer = await this.read(upstream);
      return this.send(res, answer);
    }
    res.writeHead(upstream.statusCode ?? 502, this.headers.toCaller(upstream.headers));
    try {
      if (audio) await pipeline(upstream, res);
      else await pipeline(upstream, this.mask.stream(), res);
    } catch {
      // Either side hung up; pipeline() already closed the other one.
    }
  }

  /** Reads a vendor answer whole, masked; over `limit` bytes counts as a failed upstream. */
  async read(upstream: IncomingMessage, limit = MAX_JSON_ANSWER): Promise<ReadAnswer> {
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of upstream as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > limit) throw new UpstreamFailure('network');
        chunks.push(chunk);
      }
    } catch (error) {
      throw error instanceof UpstreamFailure ? error : new UpstreamFailure('network');
    }
    return {
      status: upstream.statusCode ?? 502,
      headers: this.headers.toCaller(upstream.headers),
      body: this.mask.apply(Buffer.concat(chunks)),
    };
  }

  /** Sends a read answer as it is (a HEAD answer keeps its Content-Length and no body). */
  send(res: ServerResponse, answer: ReadAnswer): void {
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  }

  /** Masks a body the bridge built itself from vendor data. */
  maskJson(value: unknown): Buffer {
    return this.mask.apply(Buffer.from(JSON.stringify(value)));
  }
}
