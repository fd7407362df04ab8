import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FaultRule } from './faults.js';
import type { Reply } from './types.js';

export async function writeReply(
  res: ServerResponse,
  reply: Reply,
  fault?: FaultRule,
): Promise<void> {
  const headers: Record<string, string | number> = { ...reply.headers };
  let body: Buffer | Readable | undefined;
  if (reply.json !== undefined) {
    body = Buffer.from(JSON.stringify(reply.json));
    headers['content-type'] ??= 'application/json; charset=utf-8';
  } else if (reply.text !== undefined) {
    body = Buffer.from(reply.text);
    headers['content-type'] ??= 'text/plain; charset=utf-8';
  } else if (reply.stream) {
    body = reply.stream;
  }
  if (Buffer.isBuffer(body)) headers['content-length'] = body.length;
  else if (reply.length !== undefined) headers['content-length'] = reply.length;
  else if (!body) headers['content-length'] = 0;
  Object.assign(headers, fault?.headers);
  if (fault?.unframed) {
    delete headers['content-length'];
    // No length and no chunks: the body runs until the connection closes.
    res.useChunkedEncodingByDefault = false;
    res.shouldKeepAlive = false;
  }
  res.writeHead(reply.status, headers);

  if (!body) return void res.end();
  const shaped = fault?.slowBody !== undefined || fault?.resetAfterBytes !== undefined;
  if (!shaped) {
    if (Buffer.isBuffer(body)) return void res.end(body);
    // A client that hangs up mid-download is normal, not a simulator error.
    return pipeline(body, res).catch(() => void body.destroy());
  }
  const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
  try {
    await writeShaped(res, source, fault);
  } finally {
    source.destroy();
  }
}

async function writeShaped(res: ServerResponse, source: Readable, fault: FaultRule): Promise<void> {
  const chunkBytes = fault.slowBody?.chunkBytes ?? Number.POSITIVE_INFINITY;
  const intervalMs = fault.slowBody?.intervalMs ?? 0;
  const limit = fault.resetAfterBytes ?? Number.POSITIVE_INFINITY;
  let sent = 0;
  res.flushHeaders();
  for await (const data of source as AsyncIterable<Buffer>) {
    for (let offset = 0; offset < data.length;) {
      if (res.destroyed) return;
      const n = Math.min(chunkBytes, data.length - offset, limit - sent);
      const part = data.subarray(offset, offset + n);
      offset += n;
      sent += n;
      if (sent >= limit) return resetAfter(res, part);
      if (!res.write(part)) await drained(res);
      if (intervalMs > 0) await sleep(intervalMs);
    }
  }
  if (sent >= limit) return resetAfter(res, Buffer.alloc(0));
  res.end();
}

/** Let the last bytes reach the kernel before killing the socket, so the client sees exactly N bytes. */
function resetAfter(res: ServerResponse, last: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const kill = () => {
      res.socket?.destroy();
      resolve();
    };
    if (last.length > 0) res.write(last, () => setImmediate(kill));
    else setImmediate(kill);
  });
}

function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}
