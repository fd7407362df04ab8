import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { type Request } from 'express';
import { type Principal } from './principal.js';

export const PUBLIC_ROUTE = 'auth:public';
export const ADMIN_ONLY = 'auth:admin';

/** No API key needed (health, metrics, docs, webhook receivers with their own secret). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** Only keys with the admin role. */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);

export type AuthenticatedRequest = Request & { principal?: Principal };

export const CurrentPrincipal = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): Principal =>
    ctx.switchToHttp().getRequest<AuthenticatedRequest>().principal!,
);
