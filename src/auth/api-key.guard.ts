import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type Response } from 'express';
import { isSttProxyPath } from '../common/proxy-paths.js';
import { AppConfig } from '../config/app-config.js';
import { RequestRate } from '../limits/request-rate.js';
import { presentedKey } from './api-key.js';
import { ADMIN_ONLY, type AuthenticatedRequest, PUBLIC_ROUTE } from './auth.decorators.js';
import { AuthService } from './auth.service.js';
import { isAdmin } from './principal.js';

/** Global guard: every route needs a valid key unless marked @Public(). */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
    private readonly config: AppConfig,
    private readonly rate: RequestRate,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;

    const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
    // Stock STT clients send their key in the vendor's own header.
    const keyHeader = isSttProxyPath(req.path) ? this.config.env.STT_KEY_HEADER : undefined;
    const presented = presentedKey(req.headers, keyHeader);
    if (!presented) throw new UnauthorizedException('Missing API key');
    const principal = await this.auth.authenticate(presented);
    if (!principal) throw new UnauthorizedException('Invalid or revoked API key');
    req.principal = principal;

    if (this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) && !isAdmin(principal)) {
      throw new ForbiddenException('This operation needs an admin key');
    }
    await this.rate.admit(principal, context.switchToHttp().getResponse<Response>());
    return true;
  }
}
