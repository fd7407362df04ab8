import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type AuthenticatedRequest } from '../auth/auth.decorators.js';
import { type Principal } from '../auth/principal.js';

/** Who did an administrative action, and from where: what an audit entry says of its author. */
export interface AuditActor {
  keyId: string | null;
  /** The key's name; `BRIDGE_ADMIN_KEY` for the configured key. */
  name: string;
  teamId: string | null;
  requestId: string | null;
  address: string | null;
}

export function actorOf(principal: Principal, req: AuthenticatedRequest): AuditActor {
  return {
    keyId: principal.keyId,
    name: principal.keyName,
    teamId: principal.teamId,
    requestId: typeof req.id === 'string' ? req.id : null,
    // The peer, or what TRUST_PROXY's proxies forwarded.
    address: req.ip ?? req.socket.remoteAddress ?? null,
  };
}

/** The authenticated caller of an admin route as an audit actor. */
export const CurrentActor = createParamDecorator((_data: unknown, ctx: ExecutionContext) => {
  const req = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
  return actorOf(req.principal!, req);
});
