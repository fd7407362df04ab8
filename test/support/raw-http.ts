import { connect } from 'node:net';

/** One answer read off a raw socket. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** How long the answer took from the moment the request was written. */
  ms: number;
}

/**
 * Writes `request` as given (request line, headers, maybe part of a body) on a fresh connection
 * to `baseUrl` and reads one answer (by Content-Length), for what fetch refuses to send:
 * absolute-form targets, raw `#`, a forged Host, bodies that never end. The connection is left
 * open for writing, so an unfinished body stays unfinished until the server gives up.
 */
export function rawRequest(
  baseUrl: string,
  request: string,
  timeoutMs = 10_000,
): Promise<RawAnswer> {
  return openRawRequest(baseUrl, request, timeoutMs).answer;
}

/** rawRequest, with the connection kept to write the rest of the request later. */
export function openRawRequest(
  baseUrl: string,
  request: string,
  timeoutMs = 10_000,
): { answer: Promise<RawAnswer>; write(more: string): void } {
  const { hostname, port } = new URL(baseUrl);
  let write: (more: string) => void = () => undefined;
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const started = Date.now();
    let data = Buffer.alloc(0);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    const finish = (answer: RawAnswer) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const answer = parse(data, Date.now() - started);
      if (answer) finish(answer);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const answer = parse(data, Date.now() - started, true);
      if (answer) resolve(answer);
      else reject(new Error(`connection closed without an answer: ${data.toString()}`));
    });
    socket.on('error', () => undefined);
    socket.write(request);
    write = (more) => socket.write(more);
  });
  return { answer, write: (more) => write(more) };
}

function parse(data: Buffer, ms: number, closed = false): RawAnswer | undefined {
  const end = data.indexOf('\r\n\r\n');
  if (end === -1) return undefined;
  const [statusLine, ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = data.subarray(end + 4);
  const length = Number(headers['content-length'] ?? NaN);
  if (!closed && !(body.length >= length)) return undefined;
  const status = Number(statusLine!.split(' ')[1]);
  return { status, headers, body: body.subarray(0, length || undefined).toString(), ms };
}
