/**
 * The baseline: a bare Node `http` pass-through proxy that swaps the caller's credentials for
 * the vendor key and pipes both bodies, nothing else. Prints `{"url": ...}` once listening.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';

const target = new URL(process.env.TARGET_URL ?? '');
const keyHeader = process.env.KEY_HEADER ?? 'x-service-key';
const key = process.env.VENDOR_KEY ?? '';
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

const server = http.createServer((req, res) => {
  const headers = { ...req.headers, host: target.host, [keyHeader]: key };
  delete headers.authorization;
  const upstream = http.request(
    {
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers,
      agent,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      pipeline(answer, res, () => undefined);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  pipeline(req, upstream, () => undefined);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}` }));
});
process.once('SIGTERM', () => process.exit(0));
