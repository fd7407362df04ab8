import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { presentedKey } from '../auth/api-key.js';
import { AuthService } from '../auth/auth.service.js';
import { isAdmin, type Principal } from '../auth/principal.js';
import { AppConfig } from '../config/app-config.js';
import { LogContext } from '../logging/log-context.js';

/**
 * The STT proxy's paths (`/v2`, `/v2/…`), in any case, as the router matches them: their bodies
 * stream through to the vendor unread, and their callers may present their key in the STT
 * vendor's own header. One rule for every part of the server that must tell them apart.
 */
export const isSttProxyPath = (path: string): boolean => /^\/v2(?:\/|$)/i.test(path);

/**
 * The team's request rate, counted once the caller is known (429 past the limit). The edge owns
 * this interface and the limits module provides it, so the edge needs nothing above it.
 */
export abstract class RequestRateCheck {
  abstract admit(
    principal: Principal,
    res: Pick<ServerResponse, 'setHeader' | 'getHeader'>,
  ): Promise<void>;
}

/**
 * Who is calling, checked in one order for both doors (the guard of the framework's routes and
 * the fast lane's): a valid key (401), then an admin key where one is needed (403), then the
 * team's request rate (429).
 */
@Injectable()
export class Callers {
  private readonly sttKeyHeader: string;

  constructor(
    private readonly auth: AuthService,
    private readonly rate: RequestRateCheck,
    private readonly log: LogContext,
    config: AppConfig,
  ) {
    this.sttKeyHeader = config.vendors.STT_KEY_HEADER;
  }

  /** The caller of `path`; throws the HttpException (401, 403, 429) to answer with. */
  async admit(
    path: string,
    headers: IncomingHttpHeaders,
    res: Pick<ServerResponse, 'setHeader' | 'getHeader'>,
    adminOnly: boolean,
  ): Promise<Principal> {
    // Stock STT clients send their key in the vendor's own header.
    const keyHeader = isSttProxyPath(path) ? this.sttKeyHeader : undefined;
    const presented = presentedKey(headers, keyHeader);
    if (!presented) throw new UnauthorizedException('Missing API key');
    const principal = await this.auth.authenticate(presented);
    if (!principal) throw new UnauthorizedException('Invalid or revoked API key');
    // The key's id (a configured key's variable name), never the key.
    this.log.assign({ key_id: principal.keyId ?? principal.keyName, team_id: principal.teamId });
    if (adminOnly && !isAdmin(principal)) {
      throw new ForbiddenException('This operation needs an admin key');
    }
    await this.rate.admit(principal, res);
    return principal;
  }
}
