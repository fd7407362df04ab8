import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'node:http';
import { isIP } from 'node:net';
import { AppConfig } from '../platform/config/app-config.js';

const UNSPECIFIED: Record<string, string> = { '0.0.0.0': '127.0.0.1', '::': '::1' };

/**
 * Where callers reach the bridge, for links in answers (`result_url`, list pages):
 * PUBLIC_BASE_URL, else the address the server listens on. Never the caller's Host header,
 * which anyone can set to send the next client somewhere else.
 */
@Injectable()
export class BridgeUrl {
  constructor(
    private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  get base(): string {
    if (this.config.server.PUBLIC_BASE_URL) return this.config.publicBaseUrl;
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    const listening = server?.address();
    if (!listening || typeof listening === 'string') return this.config.publicBaseUrl;
    // An unspecified address (all interfaces) is reached here through loopback.
    const host = UNSPECIFIED[listening.address] ?? listening.address;
    return `http://${isIP(host) === 6 ? `[${host}]` : host}:${listening.port}`;
  }
}
