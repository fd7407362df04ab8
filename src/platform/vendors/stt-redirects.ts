import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type http from 'node:http';
import type { Dispatcher } from 'undici';
import { AppConfig } from '../config/app-config.js';
import { outboundPolicy } from '../net/outbound-config.js';
import { OutboundGuard, OutboundRefused } from '../net/outbound-guard.js';
import { VendorEndpoints } from './vendor-endpoints.js';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Redirects followed per download at most. */
export const MAX_REDIRECTS = 5;

export const isRedirect = (status: number | undefined) => REDIRECT_STATUSES.has(status ?? 0);

/** One step of a redirected download. */
export interface Hop {
  url: URL;
  /** Still the vendor's own origin: the vendor key goes along. */
  own: boolean;
}

/**
 * Where the STT vendor's audio downloads may lead. The vendor's own origin is the configured base
 * URL, trusted with the key. Any other origin a redirect names (signed object storage) was chosen
 * by the vendor, so it goes through the outbound guard: public addresses only, checked when the
 * connection is made; https only in production; and only the STT_FILE_REDIRECT_HOSTS when that
 * list is set. The proxy and the archive downloader both follow redirects through here.
 */
@Injectable()
export class SttRedirects implements OnModuleDestroy {
  readonly vendorOrigin: string;
  private readonly guard: OutboundGuard;

  constructor(endpoints: VendorEndpoints, config: AppConfig) {
    this.vendorOrigin = new URL(endpoints.stt.baseUrl).origin;
    this.guard = new OutboundGuard({
      ...outboundPolicy(config),
      allowedHosts: config.vendors.STT_FILE_REDIRECT_HOSTS,
    });
  }

  /** The hop a `Location` leads to from `from`; throws OutboundRefused where the bridge won't go. */
  next(from: URL, location: string): Hop {
    if (!URL.canParse(location, from.href)) throw new OutboundRefused('redirect to an invalid URL');
    const url = new URL(location, from);
    const own = url.origin === this.vendorOrigin;
    if (!own) this.guard.check(url);
    return { url, own };
  }

  /** The agent for a hop off the vendor's origin: it refuses non-public addresses on connect. */
  agent(url: URL): http.Agent {
    return this.guard.agent(url);
  }

  /** The same rule for downloads, which use undici (see httpGet). */
  get dispatcher(): Dispatcher {
    return this.guard.dispatcher;
  }

  onModuleDestroy(): void {
    this.guard.destroy();
  }
}
