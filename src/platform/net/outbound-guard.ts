import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type ClientRequestArgs } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import { Agent as UndiciAgent, buildConnector } from 'undici';
import { hostMatches } from '../common/host-pattern.js';
import { isPublicAddress } from './public-address.js';

export interface OutboundPolicy {
  /** Also connect to loopback, private and link-local addresses (development and tests only). */
  allowPrivate: boolean;
  /** Refuse plain `http://` (production). */
  httpsOnly: boolean;
  /** When given, only these hosts (`*.example.com` = any subdomain of example.com). */
  allowedHosts?: readonly string[];
  /** Name resolution; node's `dns.lookup` by default (tests give their own). */
  lookup?: LookupFunction;
  /**
   * Say which address a refused name resolved to (default true). False where the refusal is
   * shown to whoever chose the URL (a team's endpoint test and delivery log in production): it
   * would tell them what names resolve to inside the bridge's network.
   */
  revealAddresses?: boolean;
}

/** The bridge will not connect there; the message says why, and never holds a URL's query. */
export class OutboundRefused extends Error {
  readonly code = 'ERR_OUTBOUND_REFUSED';
}

type ConnectCallback = (err: Error | null, stream: Duplex) => void;

/**
 * Where the bridge may connect on behalf of a URL someone else chose (a vendor's redirect, a
 * team's webhook endpoint): public addresses only, unless `allowPrivate`. The address is checked
 * when the connection is made, after name resolution, on every address the name resolves to, so
 * a name that resolves to 127.0.0.1 (or is re-pointed there between a check and the connection)
 * is refused like the literal address. `check(url)` refuses early what the URL alone gives away
 * (scheme, credentials, host not allowed, literal non-public address); `agent(url)` gives
 * kept-alive node:http(s) agents that enforce the address rule at connection time, and
 * `dispatcher` undici's connection pools that do the same (downloads); `lookup` is the same rule
 * for other clients that take a lookup function.
 */
export class OutboundGuard {
  readonly lookup: LookupFunction;
  /** undici's pools for any origin, connecting only where the address rule allows. */
  readonly dispatcher: UndiciAgent;
  private readonly agents: { 'http:': http.Agent; 'https:': https.Agent };

  constructor(private readonly policy: OutboundPolicy) {
    this.lookup = guardedLookup(policy);
    const refusal: Refusal = (host) => this.addressRefusal(host);
    const options = { keepAlive: true, lookup: this.lookup };
    this.agents = {
      'http:': new (refusingLiterals(http.Agent, refusal))(options),
      'https:': new (refusingLiterals(https.Agent, refusal))(options),
    };
    const connect = buildConnector({ lookup: this.lookup });
    this.dispatcher = new UndiciAgent({
      // As the agents: a literal address skips the lookup, so it is checked before connecting.
      connect: (target, callback) => {
        const refused = refusal(bare(target.hostname));
        if (refused) return callback(refused, null);
        connect(target, callback);
      },
    });
  }

  /** Throws OutboundRefused when `url` may not be fetched at all. */
  check(url: URL): void {
    const where = `${url.protocol}//${url.host}`;
    if (url.protocol !== 'https:' && (url.protocol !== 'http:' || this.policy.httpsOnly)) {
      throw new OutboundRefused(`${where}: only ${this.policy.httpsOnly ? 'https' : 'http(s)'}`);
    }
    if (url.username || url.password) throw new OutboundRefused(`${where}: credentials in URL`);
    const host = bare(url.hostname);
    const allowed = this.policy.allowedHosts;
    if (allowed?.length && !allowed.some((pattern) => hostMatches(host, pattern))) {
      throw new OutboundRefused(`${where}: host not allowed`);
    }
    const refused = this.addressRefusal(host);
    if (refused) throw refused;
  }

  /** The agent for `url`'s scheme; call check(url) first. */
  agent(url: URL): http.Agent {
    return url.protocol === 'https:' ? this.agents['https:'] : this.agents['http:'];
  }

  destroy(): void {
    this.agents['http:'].destroy();
    this.agents['https:'].destroy();
    void this.dispatcher.destroy().catch(() => undefined);
  }

  /** A literal address (no name to resolve) that is not public. */
  private addressRefusal(host: string): OutboundRefused | null {
    if (this.policy.allowPrivate || isIP(host) === 0 || isPublicAddress(host)) return null;
    return new OutboundRefused(`${host} is not a public address`);
  }
}

/** `[::1]` (a URL's hostname) as the address `::1`. */
const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/** Resolves as `policy.lookup` does, then refuses the answer if any address is not public. */
function guardedLookup(policy: OutboundPolicy): LookupFunction {
  const resolve = policy.lookup ?? (dnsLookup as LookupFunction);
  if (policy.allowPrivate) return resolve;
  return (hostname, options, callback) =>
    resolve(hostname, options, (error, address, family) => {
      if (error) return callback(error, address, family);
      const all: LookupAddress[] = Array.isArray(address)
        ? address
        : [{ address, family: family ?? 4 }];
      const bad = all.find((one) => !isPublicAddress(one.address));
      if (!bad) return callback(null, address, family);
      const why =
        policy.revealAddresses === false
          ? `${hostname}: address not allowed`
          : `${hostname} resolves to ${bad.address}, not a public address`;
      callback(new OutboundRefused(why), '');
    });
}

type Refusal = (host: string) => OutboundRefused | null;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript's mixin constructor type
type AgentClass = new (...args: any[]) => http.Agent;

/**
 * `Base` (node's http or https agent) refusing literal addresses before connecting: node skips
 * the lookup function when the host is already an IP address.
 */
function refusingLiterals<A extends AgentClass>(Base: A, refusal: Refusal) {
  return class extends Base {
    override createConnection(options: ClientRequestArgs, callback?: ConnectCallback) {
      const refused = refusal(bare(options.host ?? options.hostname ?? ''));
      if (!refused) return super.createConnection(options, callback);
      callback?.(refused, undefined as unknown as Duplex);
      return undefined;
    }
  };
}
