import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

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
 * bridge reads JSON answers, so it asks for them uncompressed).
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

/** Vendor answer headers the caller must not see: cookies, and our own request id wins. */
const NOT_RETURNED = ['set-cookie', 'x-request-id'];

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
  private readonly dropIn = new Set([...HOP_BY_HOP, ...NOT_RETURNED]);

  constructor(
    /** Header in which callers may present their bridge key (STT_KEY_HEADER). */
    callerKeyHeader: string,
    private readonly vendorKeyHeader: string,
    private readonly vendorKey: string,
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
    out[this.vendorKeyHeader] = this.vendorKey;
    return out;
  }

  /** The vendor's answer headers minus hop-by-hop ones, cookies, and anything holding the key. */
  toCaller(incoming: IncomingHttpHeaders): OutgoingHttpHeaders {
    const listed = connectionListed(incoming);
    const out: OutgoingHttpHeaders = {};
    for (const name in incoming) {
      if (this.dropIn.has(name) || listed.includes(name)) continue;
      const value = incoming[name];
      if (value === undefined || (this.vendorKey && String(value).includes(this.vendorKey))) {
        continue;
      }
      out[name] = value;
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
}
