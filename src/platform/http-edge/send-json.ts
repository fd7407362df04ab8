import type { ServerResponse } from 'node:http';

/** Answers with a JSON text already serialised, on a bare node response (no Express). */
export function sendJson(res: ServerResponse, status: number, body: string | Buffer): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}
