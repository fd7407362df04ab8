import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type Response } from 'express';
import { ADMIN_ONLY, type AuthenticatedRequest, PUBLIC_ROUTE } from '../auth/auth.decorators.js';
import { Callers } from './callers.js';

/** Global guard: every framework route needs a valid key unless marked @Public() (see Callers). */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly callers: Callers,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const http = context.switchToHttp();
    const req = http.getRequest<AuthenticatedRequest>();
    const adminOnly = this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) ?? false;
    req.principal = await this.callers.admit(
      req.path,
      req.headers,
      http.getResponse<Response>(),
      adminOnly,
    );
    return true;
  }
}
