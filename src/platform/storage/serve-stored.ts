import { HttpException } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { AudioStorage, StoredHead } from './audio-storage.js';
import { type ByteRange, parseByteRange } from './byte-range.js';
import { downloadHeaders, fileNameOf, servedType } from './media-types.js';

/**
 * True when `Range` may be honoured: no `If-Range`, or one that names the object as it is now
 * (RFC 9110 §13.1.5: an entity tag compared strongly, or a date equal to Last-Modified).
 */
function rangeStillApplies(ifRange: string | string[] | undefined, head: StoredHead): boolean {
  if (ifRange === undefined) return true;
  if (typeof ifRange !== 'string') return false;
  const given = ifRange.trim();
  if (given.startsWith('"')) return given === head.etag;
  if (given.startsWith('W/')) return false;
  const date = Date.parse(given);
  return !Number.isNaN(date) && date === Math.floor(head.modifiedAt.getTime() / 1000) * 1000;
}

/**
 * Streams the stored object at `key`, or the one byte range `Range` asks for (206; 416 past the
 * end); false when storage has no such object (nothing is written to `res` then). HEAD is
 * answered from the object's metadata, without reading it. Every answer is a download named
 * `<name>.<extension>`, of an allowed type or of opaque bytes (see media-types), with its
 * validators (ETag, Last-Modified) for `If-Range`.
 */
export async function serveStored(
  storage: AudioStorage,
  key: string,
  name: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const head = await storage.stat(key);
  if (!head) return false;
  let range: ByteRange | null = null;
  if (req.method === 'GET' && req.headers.range !== undefined) {
    if (rangeStillApplies(req.headers['if-range'], head)) {
      const wanted = parseByteRange(req.headers.range, head.size);
      if (wanted === 'unsatisfiable') {
        res.setHeader('content-range', `bytes */${head.size}`);
        throw new HttpException('The requested range is beyond the end of the file', 416);
      }
      range = wanted;
    }
  }
  const type = servedType(head.contentType);
  const headers = {
    'content-type': type,
    'accept-ranges': 'bytes',
    etag: head.etag,
    'last-modified': head.modifiedAt.toUTCString(),
    ...downloadHeaders(fileNameOf(name, type)),
  };
  if (req.method === 'HEAD') {
    res.writeHead(200, { ...headers, 'content-length': head.size }).end();
    return true;
  }
  const stored = await storage.openRead(key, range ?? undefined);
  if (!stored) return false;
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
