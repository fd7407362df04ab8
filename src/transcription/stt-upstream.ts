import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import http, { type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { Counter } from 'prom-client';
import { AppConfig } from '../platform/config/app-config.js';
import { MetricsService } from '../platform/metrics/metrics.service.js';
import { OutboundRefused } from '../platform/net/outbound-guard.js';
import { SttRedirects } from '../platform/vendors/stt-redirects.js';
import { VendorEndpoints } from '../platform/vendors/vendor-endpoints.js';

/**
 * The vendor could not be reached or broke off (network: 502), or went quiet for longer than
 * VENDOR_TIMEOUT_MS (timeout: 504). The message is shown to callers; `code` only to operators.
 */
export class UpstreamFailure extends Error {
  constructor(
    readonly reason: 'network' | 'timeout',
    readonly code = reason === 'timeout' ? 'ETIMEDOUT' : 'UNKNOWN',
  ) {
    super(
      reason === 'timeout'
        ? 'The STT service did not answer in time'
        : 'The STT service could not be reached',
    );
  }

  /** 504 when the vendor was too slow, 502 when it could not be reached. */
  get status(): 502 | 504 {
    return this.reason === 'timeout' ? 504 : 502;
  }
}

export type UpstreamBody = Buffer | Readable | undefined;

/** Safe to send again when a kept-alive socket turns out to have been closed by the server. */
const RETRYABLE_METHODS = new Set(['GET', 'HEAD', 'DELETE', 'PATCH']);

/**
 * HTTP to the STT vendor over kept-alive connections. Resolves once the answer's headers have
 * arrived and leaves its body to the caller, so bodies stream in both directions. The timeout is
 * one of inactivity (no bytes either way for VENDOR_TIMEOUT_MS), so a 1 GiB transfer may take as
 * long as it needs while a stalled one still ends.
 */
@Injectable()
export class SttUpstream implements OnModuleDestroy {
  private readonly base: URL;
  private readonly agent: http.Agent;
  private readonly timeoutMs: number;
  private readonly failures: Counter<'reason'>;

  constructor(
    endpoints: VendorEndpoints,
    config: AppConfig,
    metrics: MetricsService,
    private readonly redirects: SttRedirects,
  ) {
    this.base = new URL(endpoints.stt.baseUrl);
    const Agent = this.base.protocol === 'https:' ? https.Agent : http.Agent;
    this.agent = new Agent({
      keepAlive: true,
      maxSockets: config.vendors.STT_PROXY_MAX_SOCKETS,
      scheduling: 'lifo',
    });
    this.timeoutMs = config.vendors.VENDOR_TIMEOUT_MS;
    this.failures = new Counter({
      name: 'stt_proxy_upstream_failures_total',
      help: 'Requests to the STT vendor that failed without an answer (network) or timed out',
      labelNames: ['reason'],
      registers: [metrics.registry],
    });
  }

  /** The vendor URL of a vendor path (see jobPath). */
  url(path: string): URL {
    return new URL(this.prefixed(path), this.base.origin);
  }

  /** A request to the vendor path `path` (built by the caller, see jobPath). */
  send(
    method: string,
    path: string,
    headers: OutgoingHttpHeaders,
    body?: UpstreamBody,
  ): Promise<IncomingMessage> {
    const options = { method, path: this.prefixed(path), headers };
    return this.request(this.base, this.agent, options, body);
  }

  /**
   * A GET of a redirect hop, with exactly the headers given (no key off the vendor's origin: see
   * ProxyHeaders). Off the vendor's origin it goes through SttRedirects' guarded agent, which
   * refuses non-public addresses when it connects (OutboundRefused).
   */
  fetchUrl(url: URL, headers: OutgoingHttpHeaders, own: boolean): Promise<IncomingMessage> {
    const agent = own ? this.agent : this.redirects.agent(url);
    return this.request(url, agent, { method: 'GET', path: url.pathname + url.search, headers });
  }

  onModuleDestroy(): void {
    this.agent.destroy();
  }

  private prefixed(path: string): string {
    return this.base.pathname.replace(/\/$/, '') + path;
  }

  private request(
    target: URL,
    agent: http.Agent,
    options: { method: string; path: string; headers: OutgoingHttpHeaders },
    body?: UpstreamBody,
    retried = false,
  ): Promise<IncomingMessage> {
    const transport = target.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      let answered = false;
      const req = transport.request(
        {
          protocol: target.protocol,
          // A URL writes an IPv6 host in brackets; node wants the address.
          hostname: target.hostname.replace(/^\[(.*)\]$/, '$1'),
          port: target.port,
          agent,
          ...options,
        },
        (res) => {
          answered = true;
          resolve(res);
        },
      );
      req.setTimeout(this.timeoutMs, () => req.destroy(new UpstreamFailure('timeout')));
      req.on('error', (error: NodeJS.ErrnoException) => {
        const stale = !answered && req.reusedSocket && error.code === 'ECONNRESET';
        if (stale && !retried && !isStream(body) && RETRYABLE_METHODS.has(options.method)) {
          resolve(this.request(target, agent, options, body, true));
          return;
        }
        if (error instanceof OutboundRefused) return reject(error);
        const failure =
          error instanceof UpstreamFailure
            ? error
            : new UpstreamFailure('network', error.code ?? 'UNKNOWN');
        this.failures.inc({ reason: failure.reason });
        reject(failure);
      });
      if (isStream(body)) {
        body.pipe(req);
        // The caller hung up mid-upload: the vendor must not keep half a file.
        body.once('close', () => {
          if (!body.readableEnded) req.destroy();
        });
      } else {
        req.end(body);
      }
    });
  }
}

function isStream(body: UpstreamBody): body is Readable {
  return body !== undefined && !Buffer.isBuffer(body);
}
