import { Injectable } from '@nestjs/common';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SecretMask } from '../platform/common/secret-mask.js';
import { AppConfig } from '../platform/config/app-config.js';
import {
  answerOf,
  checkCharset,
  isAudioType,
  plainBody,
} from '../platform/vendors/vendor-encoding.js';
import { VendorEndpoints } from '../platform/vendors/vendor-endpoints.js';
import { ProxyHeaders } from './proxy-headers.js';
import { UpstreamFailure } from './stt-upstream.js';

/** Vendor answers other than audio are read whole to be masked, up to this size (else 502). */
export const MAX_JSON_ANSWER = 64 * 1024 * 1024;

/**
 * The chunks of `body` up to its end; UpstreamFailure('network') when it breaks off or passes
 * `limit` bytes (then it is destroyed). Listeners rather than `for await`: the answers read whole
 * are small JSON, one or two chunks, for which an async iterator's promises and end-of-stream
 * watch allocated more than the read itself on the proxy's hot path.
 */
function readWhole(body: Readable, limit: number): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let ended = false;
    const broken = () => reject(new UpstreamFailure('network'));
    body.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      broken();
      body.destroy();
    });
    body.once('end', () => {
      ended = true;
      resolve(chunks);
    });
    body.on('error', broken);
    body.once('close', () => {
      if (!ended) broken();
    });
  });
}

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
 * Carries vendor answers back to the caller: allowed headers only, secrets masked out of
 * everything but audio (headers included). Audio (a successful file download whose type says
 * so) streams through with backpressure. Anything else is read whole, every transfer and content
 * coding undone (plainBody), and masked by what it means (SecretMask.body: JSON as values,
 * %-escapes decoded); an answer the bridge cannot decode or read whole is refused with 502.
 */
@Injectable()
export class ProxyRelay {
  readonly headers: ProxyHeaders;
  private readonly mask: SecretMask;

  constructor(endpoints: VendorEndpoints, config: AppConfig) {
    const { stt } = endpoints;
    this.mask = new SecretMask([stt.apiKey, ...endpoints.webhookTokens]);
    const keyHeader = config.vendors.STT_KEY_HEADER;
    this.headers = new ProxyHeaders(keyHeader, stt.keyHeader, stt.apiKey, this.mask);
  }

  /**
   * Sends `upstream` to the caller: streamed when `download` is set and the answer is audio
   * (isAudioType), masked otherwise. Never throws once the status line is out: a transfer that
   * breaks half-way can only be reported by closing the connection, which pipeline() does.
   */
  async pipe(res: ServerResponse, upstream: IncomingMessage, download = false): Promise<void> {
    const status = upstream.statusCode ?? 502;
    if (!download || status < 200 || status >= 300 || !isAudioType(upstream.headers)) {
      return this.send(res, await this.read(upstream));
    }
    const plain = plainBody(answerOf(upstream), false);
    res.writeHead(status, this.headers.toCaller(upstream.headers));
    try {
      await pipeline(plain.body, res);
    } catch {
      // Either side hung up; pipeline() already closed the other one.
    }
  }

  /** Reads a vendor answer whole, masked; over `limit` bytes counts as a failed upstream. */
  async read(upstream: IncomingMessage, limit = MAX_JSON_ANSWER): Promise<ReadAnswer> {
    checkCharset(upstream.headers);
    const plain = plainBody(answerOf(upstream), true);
    const read = Buffer.concat(await readWhole(plain.body, limit));
    const body = this.mask.body(read);
    const headers = this.headers.toCaller(upstream.headers);
    if (plain.decoded) delete headers['content-encoding'];
    if (plain.decoded || body !== read) {
      headers['content-length'] = body.length;
    }
    return { status: upstream.statusCode ?? 502, headers, body };
  }

  /** Sends a read answer as it is (a HEAD answer keeps its Content-Length and no body). */
  send(res: ServerResponse, answer: ReadAnswer): void {
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  }

  /** Masks a body the bridge built itself from vendor data. */
  maskJson(value: unknown): Buffer {
    return Buffer.from(JSON.stringify(this.mask.json(value)));
  }
}
