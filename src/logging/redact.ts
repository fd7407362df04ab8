import { DECODE_ROUNDS, percentDecoded } from '../common/percent-decoding.js';

/**
 * A webhook receiver's path or a bot's streaming path, in any case (the router matches it so):
 * its last segment is secret.
 */
const WEBHOOK_PATH = /(\/(?:webhooks\/+[^/?#]+|live\/+ingress)\/+)[^/?#]+/gi;
/** Query parameters whose value is a credential: `key`, `api_key`, `token`, `access_token`… */
const SECRET_PARAM = /^(?:[\w.-]*[_.-])?(?:key|apikey|token|secret|password|signature|sig|auth)$/i;

/**
 * A request target fit for logs and error bodies: the secret in webhook and streaming paths and the values of
 * credential-like query parameters replaced by `[redacted]`.
 */
export function redactUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const at = url.indexOf('?');
  const path = redactPath(at === -1 ? url : url.slice(0, at));
  return at === -1 ? path : `${path}?${redactQuery(url.slice(at + 1))}`;
}

/**
 * The path with the secret of a webhook path redacted, whatever %-escapes spell it
 * (`/%77ebhooks/stt/<token>`): where only a decoded form shows a webhook path, the answer is
 * that decoded form, redacted.
 */
function redactPath(path: string): string {
  const redacted = path.replace(WEBHOOK_PATH, '$1[redacted]');
  let decoded = path;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    const next = percentDecoded(decoded);
    if (next === decoded) break;
    decoded = next;
    const hidden = decoded.replace(WEBHOOK_PATH, '$1[redacted]');
    if (hidden !== decoded) return hidden;
  }
  return redacted;
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_PARAM.test(decoded(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Paths pino blanks out wherever they appear in a logged object. */
export function redactPaths(keyHeaders: string[]): string[] {
  const headers = ['authorization', 'cookie', ...keyHeaders.map((h) => h.toLowerCase())];
  return [
    ...headers.map((h) => `req.headers["${h}"]`),
    'res.headers["set-cookie"]',
    '*.api_key',
    '*.apiKey',
    '*.key',
    '*.password',
    '*.token',
  ];
}
