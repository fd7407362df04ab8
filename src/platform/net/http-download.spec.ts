import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Agent, Client } from 'undici';
import { downloadBody, httpGet } from './http-download.js';

/** A loopback server answering by `handle`, with each request's number on its connection. */
async function serve(
  handle: (req: http.IncomingMessage, res: http.ServerResponse, nth: number) => void,
) {
  const served = new WeakMap<Socket, number>();
  let connections = 0;
  const server = http.createServer((req, res) => {
    const nth = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, nth);
    handle(req, res, nth);
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/file`);
  return {
    url,
    connections: () => connections,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const text = async (body: NodeJS.ReadableStream) => {
  let all = '';
  for await (const chunk of body) all += String(chunk);
  return all;
};

describe('httpGet', () => {
  const dispatcher = new Agent();
  const options = (idleTimeoutMs = 5_000) => ({
    dispatcher,
    headers: {},
    signal: new AbortController().signal,
    idleTimeoutMs,
  });
  afterAll(() => dispatcher.destroy());

  it('sends a GET once more on a fresh connection when a kept-alive one was closed under it', async () => {
    // The second request on a connection finds it closed, as when the server's idle timeout
    // and the request cross.
    const server = await serve((_req, res, nth) => (nth === 1 ? res.end('ok') : res.destroy()));
    // One connection: the second GET goes out on the first one.
    const client = new Client(server.url.origin);
    try {
      for (let i = 0; i < 2; i++) {
        const answer = await httpGet(server.url, { ...options(), dispatcher: client });
        expect(answer.statusCode).toBe(200);
        expect(await text(answer.body)).toBe('ok');
      }
      expect(server.connections()).toBe(2);
    } finally {
      await client.destroy();
      await server.close();
    }
  });

  it('fails with a TimeoutError when no answer comes, and fails the body when it stops', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/file?stall=body') {
        res.writeHead(200, { 'content-length': '10' });
        res.write('12345');
      }
    });
    try {
      await expect(httpGet(server.url, options(200))).rejects.toMatchObject({
        name: 'TimeoutError',
        message: `no data from ${server.url.origin} for 200 ms`,
      });
      const half = await httpGet(new URL('?stall=body', server.url), options(200));
      await expect(text(half.body)).rejects.toMatchObject({ code: 'UND_ERR_BODY_TIMEOUT' });
    } finally {
      await server.close();
    }
  });

  it('tells a framed body from one that ends when the connection closes', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/file?framing=chunked') {
        res.write('ab');
        res.end('cd');
        return;
      }
      // No Content-Length and no chunked coding: the body ends with the connection.
      res.socket!.end(
        'HTTP/1.1 200 OK\r\nContent-Type: audio/wav\r\nConnection: close\r\n\r\nabcd',
      );
    });
    try {
      const chunked = await httpGet(new URL('?framing=chunked', server.url), options());
      const body = downloadBody(chunked.headers, chunked.body);
      expect(body).toMatchObject({ size: undefined, framed: true });
      expect(await text(body.body)).toBe('abcd');

      const closed = await httpGet(server.url, options());
      const unframed = downloadBody(closed.headers, closed.body);
      expect(unframed).toMatchObject({ size: undefined, framed: false, contentType: 'audio/wav' });
      expect(await text(unframed.body)).toBe('abcd');
    } finally {
      await server.close();
    }
  });
});
