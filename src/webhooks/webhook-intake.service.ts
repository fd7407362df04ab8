import { Injectable, UnauthorizedException } from '@nestjs/common';
import { type IncomingHttpHeaders } from 'node:http';
import { secretsEqual } from '../auth/api-key.js';
import { GroupCommit } from '../common/group-commit.js';
import { VendorEndpoints } from '../vendors/vendor-endpoints.js';
import { IntakePace } from './intake-pace.js';
import { parseMeetingBotEnvelope } from './meeting-bot-event.js';
import { parseSttEvent } from './stt-event.js';
import { WebhookBodyError } from './webhook-body-error.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { type NewWebhookEvent, WebhookEventsRepository } from './webhook-events.repository.js';
import { WebhookMetrics } from './webhook-metrics.js';
import { type WebhookAckDto } from './webhooks.dto.js';

/**
 * Text PostgreSQL's jsonb refuses: a NUL character, or half of a surrogate pair (JSON.stringify
 * writes both as \u escapes, after an even number of backslashes; an odd number is a literal).
 */
const UNSTORABLE = /(?<!\\)(?:\\\\)*\\u(?:0000|d[89a-f])/i;

/**
 * The accept path: authenticate, validate the envelope, store, answer. Nothing else happens
 * before the 2xx; processing reads the stored row. Events arriving together are stored by one
 * statement (group commit), and each is answered once that statement has committed.
 */
@Injectable()
export class WebhookIntakeService {
  private readonly inserts = new GroupCommit(
    (events: NewWebhookEvent[]) => this.events.insertMany(events),
    { maxBatch: 500, maxInFlight: 4 },
  );

  constructor(
    private readonly endpoints: VendorEndpoints,
    private readonly events: WebhookEventsRepository,
    private readonly dispatcher: WebhookDispatcher,
    private readonly metrics: WebhookMetrics,
    private readonly pace: IntakePace,
  ) {}

  receiveStt(token: string, body: unknown): Promise<WebhookAckDto> {
    this.checkToken(token);
    const { kind, dedupKey } = parseSttEvent(body);
    return this.store({ source: 'stt', kind, dedupKey, payload: storable(body) });
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
    return this.store({ source: 'meeting_bot', kind, dedupKey, payload: storable(body) });
  }

  private checkToken(token: string): void {
    if (!secretsEqual(token, this.endpoints.webhookToken)) {
      throw new UnauthorizedException('Invalid webhook token');
    }
  }

  private async store(event: NewWebhookEvent): Promise<WebhookAckDto> {
    this.pace.record();
    const stored = await this.inserts.submit(event);
    this.metrics.received.inc({ source: event.source, result: stored ? 'accepted' : 'duplicate' });
    if (stored) this.dispatcher.nudge();
    return { status: stored ? 'accepted' : 'duplicate' };
  }
}

function storable(body: unknown): string {
  const json = JSON.stringify(body);
  if (UNSTORABLE.test(json)) {
    throw new WebhookBodyError('Strings must not hold NUL characters or unpaired surrogates');
  }
  return json;
}
