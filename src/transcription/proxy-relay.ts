import { Injectable } from '@nestjs/common';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { AppConfig } from '../config/app-config.js';
import { VendorEndpoints } from '../vendors/vendor-endpoints.js';
import { ProxyHeaders } from './proxy-headers.js';
import { SecretMask } from './secret-mask.js';
import { UpstreamFailure } from './stt-upstream.js';
import { plainBody } from './vendor-encoding.js';

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
 * Carries vendor answers back to the caller: allowed headers only, bodies streamed with
 * backpressure, secrets masked out of everything but audio (headers included). A masked body is
 * masked as plain bytes: one the vendor compressed is decoded first (plainBody).
 */
@Injectable()
export class ProxyRelay {
  readonly headers: ProxyHeaders;
  private readonly mask: SecretMask;

  constructor(endpoints: VendorEndpoints, config: AppConfig) {
    const { stt } = endpoints;
    this.mask = new SecretMask([stt.apiKey, endpoints.webhookToken]);
    const keyHeader = config.env.STT_KEY_HEADER;
    this.headers = new ProxyHeaders(keyHeader, stt.keyHeader, stt.apiKey, this.mask);
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
    const plain = audio ? { body: upstream, decoded: false } : plainBody(upstream);
    res.writeHead(upstream.statusCode ?? 502, this.callerHeaders(upstream, plain.decoded));
    try {
      if (audio) await pipeline(upstream, res);
      else await pipeline(plain.body, this.mask.stream(), res);
    } catch {
      // Either side hung up; pipeline() already closed the other one.
    }
  }

  /** Reads a vendor answer whole, masked; over `limit` bytes counts as a failed upstream. */
  async read(upstream: IncomingMessage, limit = MAX_JSON_ANSWER): Promise<ReadAnswer> {
    const plain = plainBody(upstream);
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of plain.body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > limit) throw new UpstreamFailure('network');
        chunks.push(chunk);
      }
    } catch (error) {
      throw error instanceof UpstreamFailure ? error : new UpstreamFailure('network');
    }
    const body = this.mask.apply(Buffer.concat(chunks));
    const headers = this.callerHeaders(upstream, plain.decoded);
    if (plain.decoded) headers['content-length'] = body.length;
    return { status: upstream.statusCode ?? 502, headers, body };
  }

  /** Sends a read answer as it is (a HEAD answer keeps its Content-Length and no body). */
  send(res: ServerResponse, answer: ReadAnswer): void {
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  }

  /** The headers the caller gets; a decoded body's encoding and length are the vendor's no more. */
  private callerHeaders(upstream: IncomingMessage, decoded: boolean): OutgoingHttpHeaders {
    const headers = this.headers.toCaller(upstream.headers);
    if (decoded) {
      delete headers['content-encoding'];
      delete headers['content-length'];
    }
    return headers;
  }

  /** Masks a body the bridge built itself from vendor data. */
  maskJson(value: unknown): Buffer {
    return this.mask.apply(Buffer.from(JSON.stringify(value)));
  }
}
