import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { keepRawBody } from '../platform/http-edge/json-body.js';
import {
  type WebhookCaller,
  type WebhookSource,
  WebhookIntakeService,
} from './webhook-intake.service.js';

const SOURCE = 'webhook:source';

type ScopedRequest = Request & { webhookCaller?: WebhookCaller };

/** Which receiver a route is, for its guard. */
export const WebhookSourceOf = (source: WebhookSource) => SetMetadata(SOURCE, source);

/**
 * The receivers' credentials (the token in the path; the meeting-bot key header, Svix headers or
 * callback secret), checked as a guard so that a request without them is refused before its
 * body is read.
 */
@Injectable()
export class WebhookTokenGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly intake: WebhookIntakeService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const source = this.reflector.get<WebhookSource>(SOURCE, context.getHandler());
    const req = context.switchToHttp().getRequest<ScopedRequest>();
    const { token, botId } = req.params as { token: string; botId?: string };
    req.webhookCaller = await this.intake.authorize(source, String(token), req.headers, botId);
    if (req.webhookCaller.signed) keepRawBody(req);
    return true;
  }
}

/** Who WebhookTokenGuard found the request's credentials to be. */
export const WebhookCallerOf = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    context.switchToHttp().getRequest<ScopedRequest>().webhookCaller!,
);
