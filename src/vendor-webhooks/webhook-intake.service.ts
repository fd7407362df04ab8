import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { type IncomingHttpHeaders } from 'node:http';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { secretsEqual } from '../platform/auth/api-key.js';
import { BotCallbacks } from '../bots/bot-callbacks.js';
import { GroupCommit } from '../platform/common/group-commit.js';
import { singleHeader } from '../platform/common/single-header.js';
import { isUuid } from '../platform/common/uuid.js';
import { AppConfig } from '../platform/config/app-config.js';
import { PreviousSecret } from '../platform/config/previous-secret.js';
import { RETRANSCRIPTION_QUERY } from '../platform/vendors/meeting-bot.client.js';
import { VendorEndpoints } from '../platform/vendors/vendor-endpoints.js';
import { sttCallbackTeam } from '../platform/vendors/webhook-tokens.js';
import { IntakePace } from './intake-pace.js';
import { CALENDAR_EVENT_KINDS, parseMeetingBotEnvelope } from './meeting-bot-event.js';
import { parseSttEvent } from './stt-event.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { type NewWebhookEvent, WebhookEventsRepository } from './webhook-events.repository.js';
import { WebhookMetrics } from './webhook-metrics.js';
import { type WebhookAckDto } from './webhooks.dto.js';

/** The receivers, by the name in their path. */
export type WebhookSource = 'stt' | 'meeting-bot';

/** Who a request to a receiver is, as its credentials say (see `authorize`). */
export interface WebhookCaller {
  /** A team's STT callback token: its events may move that team's jobs only. */
  teamScope: string | null;
  /** A v2 bot's callback: its events may move that bot only. */
  botScope: string | null;
  /** A v2 account webhook: its Svix signature is checked on the body (`receive`). */
  signed: { id: string; timestamp: string; signature: string } | null;
}

const SVIX_HEADERS = ['svix-id', 'svix-timestamp', 'svix-signature'] as const;

/**
 * The accept path: authenticate (before the body is read: `authorize`; a Svix signature, which
 * covers the body, once it is read), validate the envelope, store, answer. Nothing else happens
 * before the 2xx; processing reads the stored row. Bodies arrive checked by the JSON readers (jsonTextProblem), so jsonb can store them. Events arriving
 * together are stored by one statement (group commit), and each is answered once that statement
 * has committed.
 */
@Injectable()
export class WebhookIntakeService {
  private readonly inserts = new GroupCommit(
    (events: NewWebhookEvent[]) => this.events.insertMany(events),
    { maxBatch: 500, maxInFlight: 4 },
  );

  private readonly svix: Webhook | null;
  /** MEETING_BOT_API_KEY_PREVIOUS, which v1 events may still carry during a rotation. */
  private readonly previousApiKey: PreviousSecret | null;
  /** MEETING_BOT_WEBHOOK_SECRET_PREVIOUS's verifier, while the vendor may still sign with it. */
  private readonly previousSvix: { webhook: Webhook; secret: PreviousSecret } | null;

  constructor(
    private readonly endpoints: VendorEndpoints,
    private readonly callbacks: BotCallbacks,
    private readonly events: WebhookEventsRepository,
    private readonly dispatcher: WebhookDispatcher,
    private readonly metrics: WebhookMetrics,
    private readonly pace: IntakePace,
    config: AppConfig,
  ) {
    const secret = endpoints.meetingBot.webhookSecret;
    this.svix = secret ? new Webhook(secret) : null;
    this.previousApiKey = config.previousSecret('MEETING_BOT_API_KEY');
    const previous = config.previousSecret('MEETING_BOT_WEBHOOK_SECRET');
    this.previousSvix = previous && { webhook: new Webhook(previous.value), secret: previous };
  }

  /**
   * 401 unless the request holds the receiver's credentials; called before the body is read.
   * - STT: the token (WEBHOOK_TOKEN, or a team's callback token).
   * - Meeting bots, WEBHOOK_TOKEN and then: a v1 event's key header; a v2 account webhook's
   *   `svix-*` headers (the signature itself is checked on the body, by `receive`); a v2 bot's
   *   callback (`callbackBot`, from the path) its secret in `x-mb-secret`.
   */
  async authorize(
    source: WebhookSource,
    token: string,
    headers: IncomingHttpHeaders,
    callbackBot?: string,
  ): Promise<WebhookCaller> {
    const teamScope = this.scopeOf(source, token);
    if (teamScope === undefined) throw new UnauthorizedException('Invalid webhook token');
    const caller: WebhookCaller = { teamScope, botScope: null, signed: null };
    if (source === 'stt') return caller;
    if (callbackBot !== undefined) {
      const botScope = await this.callbacks.botOf(
        callbackBot,
        singleHeader(headers, 'x-mb-secret'),
      );
      if (!botScope) throw new UnauthorizedException('Missing or invalid x-mb-secret header');
      return { ...caller, botScope };
    }
    if (SVIX_HEADERS.some((name) => headers[name] !== undefined)) {
      const [id, timestamp, signature] = SVIX_HEADERS.map((name) => singleHeader(headers, name));
      if (!this.svix) {
        throw new UnauthorizedException(
          'Signed meeting-bot webhooks are not accepted: MEETING_BOT_WEBHOOK_SECRET is not set',
        );
      }
      if (!id || !timestamp || !signature) {
        throw new UnauthorizedException('Missing svix-id, svix-timestamp or svix-signature');
      }
      return { ...caller, signed: { id, timestamp, signature } };
    }
    const { keyHeader, apiKey } = this.endpoints.meetingBot;
    const presented = headers[keyHeader.toLowerCase()];
    const previous = this.previousApiKey;
    const known = (key: string) =>
      secretsEqual(key, apiKey) || (!!previous?.live && secretsEqual(key, previous.value));
    if (typeof presented !== 'string' || !known(presented)) {
      throw new UnauthorizedException(
        `Missing or invalid ${keyHeader} header (v1) or svix signature (v2)`,
      );
    }
    return caller;
  }

  /**
   * Stores an event `authorize` let in, for the caller it answered. `rawBody`: the bytes
   * received, which a Svix signature covers (401 when it does not match them or is outside its
   * five-minute window). `query`: the receiver URL's, which may name a retranscription.
   */
  receive(
    source: WebhookSource,
    caller: WebhookCaller,
    body: unknown,
    rawBody?: Buffer,
    query?: URLSearchParams,
  ): Promise<WebhookAckDto> {
    const payload = JSON.stringify(body);
    const { teamScope, botScope, signed } = caller;
    if (source === 'stt') {
      const { kind, dedupKey } = parseSttEvent(body);
      // A team's callbacks are deduplicated apart from the account's and other teams': an
      // event one team sent in another's job id cannot pass for that job's real one.
      const key = teamScope ? `team:${teamScope}:${dedupKey}` : dedupKey;
      return this.store({ source: 'stt', kind, dedupKey: key, payload, teamScope });
    }
    if (signed) this.verifySignature(signed, rawBody);
    const named = query?.get(RETRANSCRIPTION_QUERY);
    const { kind, dedupKey } = parseMeetingBotEnvelope(
      body,
      named && isUuid(named) ? named.toLowerCase() : undefined,
      signed?.id,
    );
    if (botScope && (CALENDAR_EVENT_KINDS as readonly string[]).includes(kind)) {
      // A bot's callback secret speaks for that bot only; calendars are the account's.
      throw new ForbiddenException(
        `${kind} is an account webhook: a bot's callback cannot carry it`,
      );
    }
    return this.store({
      source: 'meeting_bot',
      kind,
      // A bot's callbacks, like a team's, are deduplicated apart from the account's events.
      dedupKey: botScope ? `bot:${botScope}:${dedupKey}` : dedupKey,
      payload,
      teamScope: null,
      botScope,
      messageId: signed ? `svix:${signed.id}` : null,
    });
  }

  /** The signature must be the current secret's, or the previous one's while it is accepted. */
  private verifySignature(signed: NonNullable<WebhookCaller['signed']>, rawBody?: Buffer): void {
    const headers = {
      'webhook-id': signed.id,
      'webhook-timestamp': signed.timestamp,
      'webhook-signature': signed.signature,
    };
    const verify = (webhook: Webhook) => webhook.verify(rawBody!, headers, { jsonParse: false });
    try {
      if (!rawBody || !this.svix) throw new WebhookVerificationError('no body to verify');
      try {
        verify(this.svix);
      } catch (error) {
        const previous = this.previousSvix;
        if (!(error instanceof WebhookVerificationError) || !previous?.secret.live) throw error;
        verify(previous.webhook);
      }
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      throw new UnauthorizedException(`Invalid webhook signature: ${error.message}`);
    }
  }

  /**
   * Whose events a receiver token brings: null for WEBHOOK_TOKEN (the account's, every job), a
   * team id for that team's STT callback token (its jobs only; see sttCallbackToken), undefined
   * for a token that is neither.
   */
  private scopeOf(source: WebhookSource, token: string): string | null | undefined {
    const { webhookToken, previousWebhookToken: previous } = this.endpoints;
    // During a rotation, what was handed out under the previous token comes back with it.
    const roots = previous?.live ? [webhookToken, previous.value] : [webhookToken];
    for (const root of roots) {
      if (secretsEqual(token, root)) return null;
      const team = source === 'stt' ? sttCallbackTeam(root, token) : null;
      if (team) return team;
    }
    return undefined;
  }

  private async store(event: NewWebhookEvent): Promise<WebhookAckDto> {
    this.pace.record();
    const stored = await this.inserts.submit(event);
    this.metrics.received.inc({ source: event.source, result: stored ? 'accepted' : 'duplicate' });
    if (stored) void this.dispatcher.nudge();
    return { status: stored ? 'accepted' : 'duplicate' };
  }
}
