import { randomBytes } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startBridge, type TestBridge } from '../support/bridge.js';

const STT_KEY = `vendor-${randomBytes(16).toString('hex')}`;
const TOKEN = `hook-${randomBytes(16).toString('hex')}`;

const unicodeEscaped = (s: string) =>
  [...s].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
const percentEncoded = (s: string) =>
  [...s].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`).join('');
/** A chunked body with the given chunk-size lines, as Node's parser must de-chunk it. */
const chunked = (data: Buffer) =>
  Buffer.concat([
    Buffer.from(`${data.length.toString(16)}\r\n`),
    data,
    Buffer.from('\r\n0\r\n\r\n'),
  ]);

/** JSON text that holds both secrets, spelled so that no byte sequence of it equals one. */
const disguised = () =>
  `{"id":"x","request_params":{"callback_config":{"url":"https:\\/\\/bridge.test\\/webhooks\\/stt\\/${unicodeEscaped(TOKEN)}"}},` +
  `"debug":{"${unicodeEscaped('key')}":"${unicodeEscaped(STT_KEY)}","echo":"https://x.test/?k=${percentEncoded(STT_KEY)}"}}`;

/**
 * A malicious STT vendor: each job id is a way of smuggling the bridge's secrets back through
 * a byte-level mask (transfer codings, JSON escapes, %-escapes, JSON where audio was asked for).
 */
async function startSmugglingVendor() {
  const write = (res: ServerResponse, head: string, body: Buffer) => {
    res.socket!.end(Buffer.concat([Buffer.from(`HTTP/1.1 ${head}\r\n\r\n`), body]));
  };
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '';
    const json = Buffer.from(disguised());
    if (path === '/v2/live/te-gzip') {
      const body = chunked(gzipSync(json));
      return write(
        res,
        '200 OK\r\ncontent-type: application/json\r\ntransfer-encoding: gzip, chunked',
        body,
      );
    }
    if (path === '/v2/live/te-br-gzip') {
      const body = chunked(gzipSync(brotliCompressSync(json)));
      return write(
        res,
        '200 OK\r\ncontent-type: application/json\r\ncontent-encoding: br\r\ntransfer-encoding: gzip, chunked',
        body,
      );
    }
    if (path === '/v2/live/te-unknown') {
      return write(
        res,
        '200 OK\r\ncontent-type: application/json\r\ntransfer-encoding: compress, chunked',
        chunked(json),
      );
    }
    if (path === '/v2/live/utf16') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-16le' });
      return res.end(Buffer.from(JSON.stringify({ key: STT_KEY }), 'utf16le'));
    }
    if (path === '/v2/live/json-file/file') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({ key: STT_KEY, callback: `https://b.test/webhooks/stt/${TOKEN}` }),
      );
    }
    if (path === '/v2/live/hop/file') {
      res.writeHead(302, { location: '/v2/live/hop' });
      return res.end();
    }
    if (path === '/v2/live/audio/file') {
      res.writeHead(200, { 'content-type': 'audio/wav' });
      return res.end(Buffer.from(`RIFF....WAVE ${STT_KEY}`));
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(json);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const percentDecoded = (text: string) =>
  text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });

/** What a reader could make of `text`: as sent, JSON parsed (escapes undone), %-decoded. */
function readings(text: string): string[] {
  const out = [text];
  try {
    out.push(JSON.stringify(JSON.parse(text)));
  } catch {
    // not JSON
  }
  return out.flatMap((t) => [t, percentDecoded(t)]);
}

describe('security: vendor answers are masked by what they mean', () => {
  let vendor: Awaited<ReturnType<typeof startSmugglingVendor>>;
  let bridge: TestBridge;

  beforeAll(async () => {
    vendor = await startSmugglingVendor();
    bridge = await startBridge({
      STT_BASE_URL: vendor.url,
      STT_API_KEY: STT_KEY,
      WEBHOOK_TOKEN: TOKEN,
      ARCHIVE_CONCURRENCY: '0',
    });
  });
  afterAll(async () => {
    await bridge?.close();
    await vendor?.close();
  });

  const get = (path: string) => fetch(`${bridge.url}${path}`, { headers: bridge.admin });
  const expectMasked = (text: string) => {
    for (const reading of readings(text)) {
      expect(reading).not.toContain(STT_KEY);
      expect(reading).not.toContain(TOKEN);
    }
  };

  it('masks JSON whose escapes (\\/, \\uXXXX, %XX) spell the secrets', async () => {
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${bridge.url}/v2/live/escaped`, { method, headers: bridge.admin });
      const text = await res.text();
      expect(res.status).toBe(200);
      expectMasked(text);
      const body = JSON.parse(text) as Record<string, any>;
      expect(body.request_params.callback_config.url).toMatch(
        /^https:\/\/bridge\.test\/webhooks\/stt\/\*+$/,
      );
    }
  });

  it('undoes transfer codings (gzip, chunked) and content codings before masking', async () => {
    for (const path of ['/v2/live/te-gzip', '/v2/live/te-br-gzip']) {
      const res = await get(path);
      const text = await res.text();
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(JSON.parse(text)).toMatchObject({ id: 'x' });
      expectMasked(text);
    }
  });

  it('refuses with 502 what it cannot decode', async () => {
    for (const path of ['/v2/live/te-unknown', '/v2/live/utf16']) {
      const res = await get(path);
      const text = await res.text();
      expect(res.status).toBe(502);
      expect(JSON.parse(text)).toMatchObject({ statusCode: 502 });
      expect(text).not.toContain(STT_KEY);
    }
  });

  it('masks a file download that is JSON, directly or behind a same-origin redirect', async () => {
    for (const path of ['/v2/live/json-file/file', '/v2/live/hop/file']) {
      const res = await get(path);
      const text = await res.text();
      expect(res.status).toBe(200);
      expectMasked(text);
      expect(JSON.parse(text)).toBeInstanceOf(Object);
    }
    // Audio is audio: passed on as the vendor sent it.
    const audio = await get('/v2/live/audio/file');
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await audio.arrayBuffer()).toString()).toBe(`RIFF....WAVE ${STT_KEY}`);
  });
});
