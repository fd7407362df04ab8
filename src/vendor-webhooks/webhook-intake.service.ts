import { Injectable, UnauthorizedException } from '@nestjs/common';
import { type IncomingHttpHeaders } from 'node:http';
import { secretsEqual } from '../auth/api-key.js';
import { GroupCommit } from '../common/group-commit.js';
import { VendorEndpoints } from '../vendors/vendor-endpoints.js';
import { sttCallbackTeam } from '../vendors/webhook-tokens.js';
import { IntakePace } from './intake-pace.js';
import { parseMeetingBotEnvelope } from './meeting-bot-event.js';
import { parseSttEvent } from './stt-event.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { type NewWebhookEvent, WebhookEventsRepository } from './webhook-events.repository.js';
import { WebhookMetrics } from './webhook-metrics.js';
import { type WebhookAckDto } from './webhooks.dto.js';

/** The receivers, by the name in their path. */
export type WebhookSource = 'stt' | 'meeting-bot';

/**
 * The accept path: authenticate (before the body is read: `authorize`), validate the envelope,
 * store, answer. Nothing else happens before the 2xx; processing reads the stored row. Bodies
 * arrive checked by the JSON readers (jsonTextProblem), so jsonb can store them. Events arriving
 * together are stored by one statement (group commit), and each is answered once that statement
 * has committed.
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

  /**
   * 401 unless the request holds the receiver's credentials; called before the body is read.
   * Answers whose events they bring (scopeOf), for `receive`.
   */
  authorize(source: WebhookSource, token: string, headers: IncomingHttpHeaders): string | null {
    const teamScope = this.scopeOf(source, token);
    if (teamScope === undefined) throw new UnauthorizedException('Invalid webhook token');
    if (source === 'stt') return teamScope;
    const { keyHeader, apiKey } = this.endpoints.meetingBot;
    const presented = headers[keyHeader.toLowerCase()];
    if (typeof presented !== 'string' || !secretsEqual(presented, apiKey)) {
      throw new UnauthorizedException(`Missing or invalid ${keyHeader} header`);
    }
    return teamScope;
  }

  /** Stores an event `authorize` let in, with the team scope it answered. */
  receive(source: WebhookSource, teamScope: string | null, body: unknown): Promise<WebhookAckDto> {
    const payload = JSON.stringify(body);
    if (source === 'stt') {
      const { kind, dedupKey } = parseSttEvent(body);
      // A team's callbacks are deduplicated apart from the account's and other teams': an
      // event one team sent in another's job id cannot pass for that job's real one.
      const key = teamScope ? `team:${teamScope}:${dedupKey}` : dedupKey;
      return this.store({ source: 'stt', kind, dedupKey: key, payload, teamScope });
    }
    const { kind, dedupKey } = parseMeetingBotEnvelope(body);
    return this.store({ source: 'meeting_bot', kind, dedupKey, payload, teamScope: null });
  }

  /**
   * Whose events a receiver token brings: null for WEBHOOK_TOKEN (the account's, every job), a
   * team id for that team's STT callback token (its jobs only; see sttCallbackToken), undefined
   * for a token that is neither.
   */
  private scopeOf(source: WebhookSource, token: string): string | null | undefined {
    const root = this.endpoints.webhookToken;
    if (secretsEqual(token, root)) return null;
    return source === 'stt' ? (sttCallbackTeam(root, token) ?? undefined) : undefined;
  }

  private async store(event: NewWebhookEvent): Promise<WebhookAckDto> {
    this.pace.record();
    const stored = await this.inserts.submit(event);
    this.metrics.received.inc({ source: event.source, result: stored ? 'accepted' : 'duplicate' });
    if (stored) void this.dispatcher.nudge();
    return { status: stored ? 'accepted' : 'duplicate' };
  }
}
