import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { SecretMask } from '../platform/common/secret-mask.js';

/** RFC 9110 §7.6.1: meaningful for one connection only, never forwarded. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/**
 * Request headers the vendor must not see: the caller's credentials and cookies, where the caller
 * is (forwarding headers), `expect` (this process already answered it), `accept-encoding` (the
 * bridge masks answers, so it asks for them uncompressed: `identity`).
 */
const NOT_FORWARDED = [
  'host',
  'authorization',
  'cookie',
  'expect',
  'accept-encoding',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
];

/**
 * The vendor answer headers a caller sees: the representation (type, length, encoding of audio
 * passed through as is, ranges, a download's file name), caching validators and rate limits.
 * Anything else (server software, proxies, cloud and internal request ids, cookies, redirect
 * targets, headers a vendor might echo a callback URL in) stays at the bridge.
 */
const RETURNED = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'content-language',
  'content-range',
  'content-disposition',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
  'expires',
  'retry-after',
  'ratelimit',
  'ratelimit-policy',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
]);
const RATE_LIMIT_PREFIX = 'x-ratelimit-';
/** The vendor's own request id, renamed: the caller's `x-request-id` is the bridge's. */
const VENDOR_REQUEST_ID = 'x-request-id';
const RETURNED_REQUEST_ID = 'x-upstream-request-id';

const STORAGE_REQUEST_HEADERS = [
  'accept',
  'range',
  'if-range',
  'if-none-match',
  'if-modified-since',
];

/** Header names a `Connection` header lists are hop-by-hop for that message too. */
function connectionListed(headers: IncomingHttpHeaders): string[] {
  const value = headers.connection;
  return value ? value.split(',').map((name) => name.trim().toLowerCase()) : [];
}

/** Which headers cross the proxy in each direction, and the vendor key going out. */
export class ProxyHeaders {
  private readonly dropOut: Set<string>;

  constructor(
    /** Header in which callers may present their bridge key (STT_KEY_HEADER). */
    callerKeyHeader: string,
    private readonly vendorKeyHeader: string,
    private readonly vendorKey: string,
    private readonly mask: SecretMask,
  ) {
    this.dropOut = new Set([
      ...HOP_BY_HOP,
      ...NOT_FORWARDED,
      callerKeyHeader.toLowerCase(),
      vendorKeyHeader.toLowerCase(),
    ]);
  }

  /** The caller's headers minus credentials and hop-by-hop ones, plus the vendor key. */
  toVendor(incoming: IncomingHttpHeaders, requestId: string): OutgoingHttpHeaders {
    const listed = connectionListed(incoming);
    const out: OutgoingHttpHeaders = {};
    for (const name in incoming) {
      if (!this.dropOut.has(name) && !listed.includes(name)) out[name] = incoming[name];
    }
    out['x-request-id'] = requestId;
    out['accept-encoding'] = 'identity';
    out[this.vendorKeyHeader] = this.vendorKey;
    return out;
  }

  /** The allowed vendor answer headers (RETURNED), with any secret in them masked. */
  toCaller(incoming: IncomingHttpHeaders): OutgoingHttpHeaders {
    const listed = connectionListed(incoming);
    const out: OutgoingHttpHeaders = {};
    for (const name in incoming) {
      const value = incoming[name];
      if (value === undefined || listed.includes(name)) continue;
      if (RETURNED.has(name) || name.startsWith(RATE_LIMIT_PREFIX)) {
        out[name] = this.masked(value);
      } else if (name === VENDOR_REQUEST_ID) {
        out[RETURNED_REQUEST_ID] = this.masked(value);
      }
    }
    return out;
  }

  /** What a download from another origin (signed storage URL) may carry: no credentials. */
  toStorage(incoming: IncomingHttpHeaders): OutgoingHttpHeaders {
    const out: OutgoingHttpHeaders = {};
    for (const name of STORAGE_REQUEST_HEADERS) {
      if (incoming[name] !== undefined) out[name] = incoming[name];
    }
    return out;
  }

  private masked(value: string | string[]): string | string[] {
    return Array.isArray(value) ? value.map((v) => this.mask.text(v)) : this.mask.text(value);
  }
}
