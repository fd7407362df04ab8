import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { type WebhookSource, WebhookIntakeService } from './webhook-intake.service.js';

const SOURCE = 'webhook:source';

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
    const req = context.switchToHttp().getRequest<Request>();
    this.intake.authorize(source, String(req.params.token), req.headers);
    return true;
  }
}
