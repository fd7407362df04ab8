import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FaultSet } from '../shared/faults.js';
import { createSimServer, listen, type RouteContext } from '../shared/sim-server.js';
import type { RecordedRequest, Reply, ServerHandle } from '../shared/types.js';

export interface FileOrigin extends ServerHandle {
  requests: RecordedRequest[];
  signedUrl(jobId: string): string;
}

const URL_TTL_S = 15 * 60;

/**
 * Stands in for signed object storage on a different origin (another port), so a client that
 * follows the vendor's 302 and forwards the vendor key by mistake is caught: that answers 403.
 */
export async function startFileOrigin(opts: {
  host: string;
  keyHeader: string;
  faults: FaultSet;
  audio(jobId: string): { size: number; open(): Readable } | undefined;
}): Promise<FileOrigin> {
  const secret = randomBytes(16);
  const requests: RecordedRequest[] = [];
  const sign = (path: string, expires: number) =>
    createHmac('sha256', secret).update(`${path}\n${expires}`).digest('hex');

  const serve = ({ params, url, req }: RouteContext): Reply => {
    const jobId = params.id ?? '';
    if (req.headers[opts.keyHeader.toLowerCase()] !== undefined) {
      return s3Error(
        403,
        'AccessDenied',
        `Unexpected ${opts.keyHeader} header: storage URLs are pre-signed`,
      );
    }
    const expires = Number(url.searchParams.get('X-Expires'));
    const given = Buffer.from(url.searchParams.get('X-Signature') ?? '');
    const expected = Buffer.from(sign(url.pathname, expires));
    if (
      given.length !== expected.length ||
      !timingSafeEqual(given, expected) ||
      expires * 1000 < Date.now()
    ) {
      return s3Error(403, 'AccessDenied', 'Request signature does not match or has expired');
    }
    const audio = opts.audio(jobId);
    if (!audio) return s3Error(404, 'NoSuchKey', 'The specified key does not exist.');
    return {
      status: 200,
      headers: { 'content-type': 'application/octet-stream' },
      stream: audio.open(),
      length: audio.size,
    };
  };

  const server = createSimServer({
    apiKey: '',
    keyHeader: opts.keyHeader,
    requireKey: false,
    routes: [{ method: 'GET', path: /^\/signed\/audio\/(?<id>[^/]+)$/, handler: serve }],
    controlRoutes: [],
    faults: opts.faults,
    requests,
    errorReply: (status, message) => s3Error(status, 'Error', message),
  });
  const handle = await listen(server, 0, opts.host);
  return {
    ...handle,
    requests,
    signedUrl(jobId) {
      const path = `/signed/audio/${encodeURIComponent(jobId)}`;
      const expires = Math.floor(Date.now() / 1000) + URL_TTL_S;
      return `${handle.url}${path}?X-Expires=${expires}&X-Signature=${sign(path, expires)}`;
    },
  };
}

function s3Error(status: number, code: string, message: string): Reply {
  return {
    status,
    headers: { 'content-type': 'application/xml' },
    text: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  };
}
