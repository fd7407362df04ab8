import express from 'express';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CONSOLE_CSP, CONSOLE_DIST, serveConsole } from '../src/console/serve-console.js';
import { startBridge, type TestBridge } from './support/bridge.js';
import { http } from './support/http.js';

/** Most JavaScript the console may load on its first page, as served (compressed). */
const FIRST_LOAD_BUDGET = 350 * 1024;

/** A GET with the path exactly as given (fetch would resolve `..` before sending). */
function rawGet(
  url: string,
  path: string,
): Promise<{
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          body: Buffer.concat(chunks).toString(),
          headers: res.headers,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function bytes(url: string, encoding: string) {
  const res = await fetch(url, { headers: { 'accept-encoding': encoding } });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

/** How the bridge serves the console's files (the build of console/, in dist/console). */
describe('console files (/console)', () => {
  let bridge: TestBridge;
  let page: string;
  let scripts: string[];
  beforeAll(async () => {
    bridge = await startBridge();
    page = (await http('GET', `${bridge.url}/console`)).text;
    scripts = [...page.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map(
      (m) => m[1]!,
    );
  });
  afterAll(() => bridge?.close());

  it('serves the one page at every console path, never cached, under a strict CSP', async () => {
    for (const path of ['/console', '/console/', '/console/bots/x?status=complete']) {
      const res = await http('GET', `${bridge.url}${path}`);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.text).toBe(page);
      expect(Object.fromEntries(res.headers)).toMatchObject({
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': CONSOLE_CSP,
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
      });
    }
    expect(CONSOLE_CSP).toMatch(/^default-src 'none'; script-src 'self'; style-src 'self';/);
    // Nothing inline for the CSP to allow, nothing from another host.
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page).not.toMatch(/\sstyle=/);
    expect(page).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((s) => /^\/console\/assets\/[\w-]+-[\w-]{8}\.js$/.test(s))).toBe(true);
  });

  it('serves assets compressed at build time (brotli, else gzip), cached for good by content hash', async () => {
    const url = `${bridge.url}${scripts[0]}`;
    const plain = await bytes(url, 'identity');
    const br = await bytes(url, 'gzip, deflate, br');
    const gz = await bytes(url, 'gzip');
    expect([plain.res.status, br.res.status, gz.res.status]).toEqual([200, 200, 200]);
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes what it is sent: the bodies are the same file.
    expect(br.body.equals(plain.body)).toBe(true);
    expect(gz.body.equals(plain.body)).toBe(true);
    const onDisk = join(CONSOLE_DIST, scripts[0]!.replace(/^\//, ''));
    expect(brotliDecompressSync(readFileSync(`${onDisk}.br`)).equals(plain.body)).toBe(true);
    expect(gunzipSync(readFileSync(`${onDisk}.gz`)).equals(plain.body)).toBe(true);
    for (const { res } of [plain, br, gz]) {
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    }
  });

  it(`loads at most ${FIRST_LOAD_BUDGET / 1024} KB of JavaScript first, as served`, async () => {
    let served = 0;
    for (const script of scripts) {
      const res = await fetch(`${bridge.url}${script}`, { headers: { 'accept-encoding': 'br' } });
      served += Number(res.headers.get('content-length'));
      await res.arrayBuffer();
    }
    expect(served).toBeGreaterThan(10_000);
    expect(served).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
  });

  it('answers a missing asset 404 in the error shape, and never leaves the assets folder', async () => {
    const missing = await http('GET', `${bridge.url}/console/assets/index-00000000.js`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      statusCode: 404,
      path: '/console/assets/index-00000000.js',
      message: 'No such console file (the console was rebuilt?)',
    });
    for (const path of [
      '/console/assets/../../src/main.js',
      '/console/assets/%2e%2e/%2e%2e/src/main.js',
      '/console/assets/../index.html',
    ]) {
      const res = await rawGet(bridge.url, path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.body).not.toContain('bootstrap');
    }
    // A path that is no valid %-encoding: 400, in the error shape too.
    const malformed = await rawGet(bridge.url, '/console/assets/%C0');
    expect(malformed.status).toBe(400);
    expect(String(malformed.headers['content-type'])).toMatch(/^application\/json/);
    expect(JSON.parse(malformed.body)).toMatchObject({ statusCode: 400 });
  });

  it('says how to build the console when it is not built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'console-dist-'));
    const app = express();
    serveConsole(app, empty);
    const server: Server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const res = await http(
        'GET',
        `http://127.0.0.1:${(server.address() as AddressInfo).port}/console`,
      );
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        statusCode: 503,
        message: 'The console is not built: run `npm run build`',
      });
    } finally {
      server.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
