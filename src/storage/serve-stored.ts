import { HttpException } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { AudioStorage } from './audio-storage.js';
import { type ByteRange, parseByteRange } from './byte-range.js';

/**
 * Streams the stored object at `key`, or the one byte range `Range` asks for (206; 416 past the
 * end); false when storage has no such object (nothing is written to `res` then).
 */
export async function serveStored(
  storage: AudioStorage,
  key: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  let range: ByteRange | null = null;
  if (req.headers.range !== undefined) {
    const head = await storage.stat(key);
    if (!head) return false;
    const wanted = parseByteRange(req.headers.range, head.size);
    if (wanted === 'unsatisfiable') {
      res.setHeader('content-range', `bytes */${head.size}`);
      throw new HttpException('The requested range is beyond the end of the file', 416);
    }
    range = wanted;
  }
  const stored = await storage.openRead(key, range ?? undefined);
  if (!stored) return false;
  const headers = { 'content-type': stored.contentType, 'accept-ranges': 'bytes' };
  if (range) {
    res.writeHead(206, {
      ...headers,
      'content-range': `bytes ${range.start}-${range.end}/${stored.size}`,
      'content-length': range.end - range.start + 1,
    });
  } else {
    res.writeHead(200, { ...headers, 'content-length': stored.size });
  }
  try {
    await pipeline(stored.stream, res);
  } catch {
    // The caller hung up; pipeline() closed the file.
  }
  return true;
}
