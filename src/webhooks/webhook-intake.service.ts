import { Injectable, UnauthorizedException } from '@nestjs/common';
import { type IncomingHttpHeaders } from 'node:http';
import { secretsEqual } from '../auth/api-key.js';
import { VendorEndpoints } from '../vendors/vendor-endpoints.js';
import { parseMeetingBotEnvelope } from './meeting-bot-event.js';
import { parseSttEvent } from './stt-event.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { type NewWebhookEvent, WebhookEventsRepository } from './webhook-events.repository.js';
import { WebhookMetrics } from './webhook-metrics.js';
import { type WebhookAckDto } from './webhooks.dto.js';

/**
 * The accept path: authenticate, validate the envelope, store (one INSERT … ON CONFLICT DO
 * NOTHING), answer. Nothing else happens before the 2xx; processing reads the stored row.
 */
@Injectable()
export class WebhookIntakeService {
  constructor(
    private readonly endpoints: VendorEndpoints,
    private readonly events: WebhookEventsRepository,
    private readonly dispatcher: WebhookDispatcher,
    private readonly metrics: WebhookMetrics,
  ) {}

  receiveStt(token: string, body: unknown): Promise<WebhookAckDto> {
    this.checkToken(token);
    const { kind, dedupKey } = parseSttEvent(body);
    return this.store({ source: 'stt', kind, dedupKey, payload: body });
  }

  receiveMeetingBot(
    token: string,
    headers: IncomingHttpHeaders,
    body: unknown,
  ): Promise<WebhookAckDto> {
    this.checkToken(token);
    const { keyHeader, apiKey } = this.endpoints.meetingBot;
    const presented = headers[keyHeader.toLowerCase()];
    if (typeof presented !== 'string' || !secretsEqual(presented, apiKey)) {
      throw new UnauthorizedException(`Missing or invalid ${keyHeader} header`);
    }
    const { kind, dedupKey } = parseMeetingBotEnvelope(body);
    return this.store({ source: 'meeting_bot', kind, dedupKey, payload: body });
  }

  private checkToken(token: string): void {
    if (!secretsEqual(token, this.endpoints.webhookToken)) {
      throw new UnauthorizedException('Invalid webhook token');
    }
  }

  private async store(event: NewWebhookEvent): Promise<WebhookAckDto> {
    const stored = await this.events.insert(event);
    this.metrics.received.inc({ source: event.source, result: stored ? 'accepted' : 'duplicate' });
    if (stored) this.dispatcher.nudge();
    return { status: stored ? 'accepted' : 'duplicate' };
  }
}
