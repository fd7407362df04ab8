import { BadGatewayException } from '@nestjs/common';
import type { ClientRequest, IncomingMessage } from 'node:http';
import type { Readable, Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

const DECODERS = new Map<string, () => Transform>([
  ['gzip', createGunzip],
  ['x-gzip', createGunzip],
  ['deflate', createInflate],
  ['br', createBrotliDecompress],
]);

/**
 * The body of a vendor answer as plain bytes, for the secret mask to read. The bridge asks for
 * `identity`; a vendor that compresses anyway is decoded here (a masked compressed body would
 * still hold the secret), and an encoding the bridge cannot decode is refused (502). `decoded`
 * says the answer's Content-Encoding and Content-Length no longer describe the body.
 */
export function plainBody(upstream: IncomingMessage): { body: Readable; decoded: boolean } {
  const encoding = upstream.headers['content-encoding']?.trim().toLowerCase();
  if (!encoding || encoding === 'identity' || !hasBody(upstream)) {
    return { body: upstream, decoded: false };
  }
  // Encodings are listed in the order they were applied; undo them from the last.
  let body: Readable = upstream;
  for (const name of encoding.split(',').reverse()) {
    const decoder = DECODERS.get(name.trim());
    if (!decoder) {
      upstream.resume();
      throw new BadGatewayException('The STT service answered in an unreadable encoding');
    }
    const source = body;
    body = source.pipe(decoder());
    source.once('error', (error) => body.destroy(error));
  }
  return { body, decoded: true };
}

function hasBody(upstream: IncomingMessage): boolean {
  const status = upstream.statusCode ?? 0;
  const method = (upstream as IncomingMessage & { req?: ClientRequest }).req?.method;
  const empty = upstream.headers['content-length'] === '0';
  return method !== 'HEAD' && status !== 204 && status !== 304 && !empty;
}
