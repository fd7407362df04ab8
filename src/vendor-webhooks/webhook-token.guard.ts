import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { type WebhookSource, WebhookIntakeService } from './webhook-intake.service.js';

const SOURCE = 'webhook:source';

type ScopedRequest = Request & { webhookTeamScope?: string | null };

/** Which receiver a route is, for its guard. */
export const WebhookSourceOf = (source: WebhookSource) => SetMetadata(SOURCE, source);

/**
 * The receivers' credentials (the token in the path; the meeting-bot key header), checked as a
 * guard so that a request without them is refused before its body is read.
 */
@Injectable()
export class WebhookTokenGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly intake: WebhookIntakeService,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const source = this.reflector.get<WebhookSource>(SOURCE, context.getHandler());
    const req = context.switchToHttp().getRequest<ScopedRequest>();
    req.webhookTeamScope = this.intake.authorize(source, String(req.params.token), req.headers);
    return true;
  }
}

/** The team scope WebhookTokenGuard found the request's token to give (null: the account's). */
export const WebhookTeamScope = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    context.switchToHttp().getRequest<ScopedRequest>().webhookTeamScope ?? null,
);
