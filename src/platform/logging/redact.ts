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

/** What a blanked value reads in the logs. */
export const REDACTED = '[redacted]';

/** Paths of the request and response lines that pino blanks out: credentials in headers. */
export function redactPaths(keyHeaders: string[]): string[] {
  const headers = ['authorization', 'cookie', ...keyHeaders.map((h) => h.toLowerCase())];
  return [...headers.map((h) => `req.headers["${h}"]`), 'res.headers["set-cookie"]'];
}

/** Keys whose values are blanked one level inside anything logged (`{ job: { token } }`). */
const SECRET_KEYS = ['api_key', 'apiKey', 'key', 'password', 'token'];

/**
 * pino's log formatter: a line's object with the values of SECRET_KEYS blanked in each of its
 * object fields (the fields themselves as they were: an error stays an error). This is what the
 * redact paths `*.key` and the like did, without their cost: pino runs a wildcard path's redactor
 * on every value bound to a child logger too (one per request and per worker item, where the
 * bound values are ids), and that redactor parses its paths again on each call.
 */
export function maskNestedSecrets(line: Record<string, unknown>): Record<string, unknown> {
  let masked: Record<string, unknown> | undefined;
  for (const name in line) {
    const value = line[name];
    if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
    const found = SECRET_KEYS.filter((key) => Object.hasOwn(value, key));
    if (found.length === 0) continue;
    const copy = Object.create(
      Object.getPrototypeOf(value) as object | null,
      Object.getOwnPropertyDescriptors(value),
    ) as Record<string, unknown>;
    for (const key of found) {
      Object.defineProperty(copy, key, { value: REDACTED, enumerable: true, writable: true });
    }
    masked ??= { ...line };
    masked[name] = copy;
  }
  return masked ?? line;
}
