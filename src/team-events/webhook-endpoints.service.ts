import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { type AuditActor } from '../platform/audit/audit-actor.js';
import { AuditService } from '../platform/audit/audit.service.js';
import { actingTeam, isAdmin, listedTeam, type Principal } from '../platform/auth/principal.js';
import { SecretBox } from '../platform/common/secret-box.js';
import { describeError } from '../platform/queue/retry.js';
import {
  decodeCursor,
  decodeEventLogCursor,
  encodeCursor,
  encodeEventLogCursor,
} from '../platform/common/keyset-cursor.js';
import { type Prisma, type WebhookEndpoint } from '../generated/prisma/client.js';
import { EventOutbox } from '../platform/outbox/event-outbox.js';
import { EventWorker } from './event-worker.js';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository.js';
import {
  AttemptDto,
  type AttemptListDto,
  type DeliveriesQueryDto,
  type EndpointCreateDto,
  EndpointDto,
  type EndpointUpdateDto,
  EndpointWithSecretDto,
  type EventDto,
  type EventListDto,
  type EventsQueryDto,
  MessageDto,
  type TestResultDto,
} from './webhook-endpoints.dto.js';
import { timestampOf } from '../platform/common/timestamp.js';

/** What a member key may not do for another team. */
const READ_OTHERS = "read another team's endpoints and events";

/** Endpoints whose secrets are sealed again per statement. */
const RESEAL_BATCH = 200;

/** How long the secret before a rotation keeps signing beside the new one. */
const ROTATION_OVERLAP_MS = 24 * 3600_000;

/** A Standard Webhooks secret: 32 random bytes, base64, `whsec_` prefix. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * Team-scoped management of webhook endpoints, their delivery log and the event log: a member
 * key acts for its own team (another team's endpoint answers 404); admin keys for any team.
 */
@Injectable()
export class WebhookEndpointsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('WebhookEndpoints');

  constructor(
    private readonly repo: WebhookEndpointsRepository,
    private readonly outbox: EventOutbox,
    private readonly worker: EventWorker,
    private readonly audit: AuditService,
    private readonly box: SecretBox,
  ) {}

  /** Secrets sealed under SECRETS_KEY_PREVIOUS, or kept in clear, are sealed again as it starts. */
  onApplicationBootstrap(): void {
    this.resealSecrets().catch((error: unknown) =>
      this.logger.warn(`could not seal the endpoints' secrets again: ${describeError(error)}`),
    );
  }

  /**
   * Seals under the current key every endpoint secret that is not (replicas may do it at once:
   * each row is replaced only as it was read). Answers how many endpoints it sealed again.
   */
  async resealSecrets(): Promise<number> {
    let resealed = 0;
    for (;;) {
      const batch = await this.repo.notSealedWith(this.box.sealedPrefix, RESEAL_BATCH);
      for (const row of batch) {
        const again = (stored: string) =>
          this.box.sealedWithCurrent(stored) ? stored : this.box.seal(this.box.open(stored));
        const now = {
          secret: again(row.secret),
          previousSecret: row.previousSecret === null ? null : again(row.previousSecret),
        };
        if (await this.repo.replaceSecrets(row, now)) resealed++;
      }
      if (batch.length < RESEAL_BATCH) break;
    }
    if (resealed > 0) this.logger.log(`sealed ${resealed} endpoint secret(s) under SECRETS_KEY`);
    return resealed;
  }

  async create(
    principal: Principal,
    dto: EndpointCreateDto,
    actor: AuditActor,
  ): Promise<EndpointWithSecretDto> {
    const teamId = await this.teamOf(principal, dto.team_id);
    this.checkUrl(dto.url);
    const secret = newSecret();
    const endpoint = await this.audit.within(
      actor,
      (tx) =>
        this.repo.create(tx, {
          teamId,
          url: dto.url,
          description: dto.description ?? '',
          eventTypes: unique(dto.event_types ?? []),
          secret: this.box.seal(secret),
        }),
      (created) => ({
        action: 'webhook_endpoint.created',
        target: { type: 'webhook_endpoint', id: created.id },
        change: {
          team_id: teamId,
          url: created.url,
          description: created.description,
          event_types: created.eventTypes,
        },
      }),
    );
    return EndpointWithSecretDto.withSecret(endpoint, secret);
  }

  async list(principal: Principal, teamId: string | undefined): Promise<EndpointDto[]> {
    const rows = await this.repo.list(listedTeam(principal, teamId, READ_OTHERS));
    return rows.map((e) => EndpointDto.of(e));
  }

  async get(principal: Principal, id: string): Promise<EndpointDto> {
    return EndpointDto.of(await this.find(principal, id));
  }

  async update(
    principal: Principal,
    id: string,
    dto: EndpointUpdateDto,
    actor: AuditActor,
  ): Promise<EndpointDto> {
    const endpoint = await this.find(principal, id);
    if (dto.url !== undefined) this.checkUrl(dto.url);
    const data: Prisma.WebhookEndpointUpdateInput = {
      url: dto.url,
      description: dto.description,
      eventTypes: dto.event_types ? unique(dto.event_types) : undefined,
    };
    if (dto.disabled === true && endpoint.disabledAt === null) {
      Object.assign(data, { disabledAt: new Date(), disabledReason: 'disabled by its team' });
    } else if (dto.disabled === false && endpoint.disabledAt !== null) {
      Object.assign(data, { disabledAt: null, disabledReason: null, failingSince: null });
    }
    const updated = await this.audit.within(
      actor,
      (tx) => this.repo.update(tx, id, data),
      (row) => ({
        action: 'webhook_endpoint.updated',
        target: { type: 'webhook_endpoint', id },
        change: { team_id: endpoint.teamId, ...changesOf(endpoint, row) },
      }),
    );
    if (dto.disabled === false) this.worker.endpointEnabled();
    return EndpointDto.of(updated);
  }

  async remove(principal: Principal, id: string, actor: AuditActor): Promise<void> {
    const endpoint = await this.find(principal, id);
    await this.audit.within(
      actor,
      (tx) => this.repo.delete(tx, id),
      (count) =>
        count === 0
          ? null
          : {
              action: 'webhook_endpoint.deleted',
              target: { type: 'webhook_endpoint', id },
              change: { team_id: endpoint.teamId, url: endpoint.url },
            },
    );
  }

  /** A new secret; the current one keeps signing beside it for 24 hours. */
  async rotate(
    principal: Principal,
    id: string,
    actor: AuditActor,
  ): Promise<EndpointWithSecretDto> {
    const endpoint = await this.find(principal, id);
    const secret = newSecret();
    const updated = await this.audit.within(
      actor,
      (tx) =>
        this.repo.update(tx, id, {
          secret: this.box.seal(secret),
          previousSecret: endpoint.secret,
          previousSecretExpiresAt: new Date(Date.now() + ROTATION_OVERLAP_MS),
        }),
      (row) => ({
        action: 'webhook_endpoint.secret_rotated',
        target: { type: 'webhook_endpoint', id },
        change: {
          team_id: endpoint.teamId,
          previous_secret_expires_at: row.previousSecretExpiresAt!.toISOString(),
        },
      }),
    );
    return EndpointWithSecretDto.withSecret(updated, secret);
  }

  /** A `ping` event for this endpoint alone, delivered now; answers how the attempt went. */
  async test(principal: Principal, id: string): Promise<TestResultDto> {
    const endpoint = await this.find(principal, id);
    if (endpoint.disabledAt) throw new ConflictException('The endpoint is disabled');
    const { event, messageId } = await this.outbox.transaction(async (tx) => {
      const stored = await this.outbox.insert(
        tx,
        endpoint.teamId,
        'ping',
        { endpoint_id: endpoint.id, message: 'A test event from the meeting-bot bridge' },
        endpoint.id,
      );
      return { event: stored, messageId: await this.repo.messageOf(tx, stored.id) };
    });
    const result = await this.worker.deliverNow(messageId);
    if (!result) throw new ConflictException('The test event is being delivered already');
    return {
      message_id: messageId,
      event_id: event.id,
      succeeded: result.ok,
      status_code: result.statusCode,
      duration_ms: result.durationMs,
      error: result.error,
      response: result.response,
    };
  }

  async deliveries(
    principal: Principal,
    id: string,
    query: DeliveriesQueryDto,
  ): Promise<AttemptListDto> {
    await this.find(principal, id);
    const filter = {
      succeeded: query.status ? query.status === 'succeeded' : undefined,
      before: query.cursor ? decodeCursor(query.cursor) : undefined,
    };
    const rows = await this.repo.attempts(id, filter, query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      data: page.map((a) => AttemptDto.of(a)),
      next_cursor:
        rows.length > query.limit && last
          ? encodeCursor({ at: last.attemptedAt, id: last.id })
          : null,
    };
  }

  /** Queues this endpoint's failed messages created since `since` again, with fresh attempts. */
  async replay(principal: Principal, id: string, since: string): Promise<number> {
    const endpoint = await this.find(principal, id);
    if (endpoint.disabledAt)
      throw new ConflictException('The endpoint is disabled; enable it first');
    const count = await this.repo.replayFailed(id, timestampOf(since));
    if (count > 0) void this.worker.nudge();
    return count;
  }

  /** Sends one message again (failed or delivered), with fresh attempts. */
  async retry(principal: Principal, messageId: string): Promise<MessageDto> {
    const message = await this.repo.findMessage(messageId);
    if (!message || !this.sees(principal, message.endpoint)) {
      throw new NotFoundException('Message not found');
    }
    const queued = await this.repo.sendAgain(messageId);
    if (!queued) throw new ConflictException('The message is waiting for delivery already');
    void this.worker.nudge();
    return MessageDto.of(queued);
  }

  /**
   * The event log, in the order events were written (EventLogPosition), as far as it is settled:
   * only events of transactions older than every transaction still running, so an event that
   * commits later never sorts before one a reader has already seen. Paged by that position.
   */
  async events(principal: Principal, query: EventsQueryDto): Promise<EventListDto> {
    const teamId = listedTeam(principal, query.team_id, READ_OTHERS);
    const after = await this.logPosition(teamId, query);
    const filter = {
      teamId,
      type: query.type,
      since: timestampOf(query.since),
      botId: query.bot_id,
    };
    const rows = await this.repo.events(after, filter, query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      data: page.map((e): EventDto => ({
        id: e.id,
        team_id: e.team_id,
        type: e.type,
        ...e.payload,
      })),
      next_cursor: rows.length > query.limit && last ? encodeEventLogCursor(last) : null,
    };
  }

  /**
   * Where a read of the log starts: after the cursor's position, after the event `after` (a
   * reader's resume point: an event that settles later is after it in the log whatever its
   * timestamp, which `since` cannot promise), or at the beginning.
   */
  private async logPosition(teamId: string | undefined, query: EventsQueryDto) {
    if (query.after && query.cursor) {
      throw new BadRequestException('after and cursor cannot be combined');
    }
    if (query.cursor) return decodeEventLogCursor(query.cursor);
    if (!query.after) return { xid: -1n, seq: -1n };
    const position = await this.repo.eventPosition(query.after, teamId);
    if (!position) {
      throw new BadRequestException(
        `after: no event ${query.after} in this log (older than EVENT_RETENTION_DAYS, or not this team's)`,
      );
    }
    return position;
  }

  /** 400 for a URL the delivery worker would refuse anyway (scheme, credentials, address). */
  private checkUrl(url: string): void {
    try {
      this.worker.guard.check(new URL(url));
    } catch (error) {
      throw new BadRequestException(`url is refused: ${describeError(error)}`);
    }
  }

  private async teamOf(principal: Principal, requested: string | undefined): Promise<string> {
    const teamId = actingTeam(principal, requested, "act in another team's name");
    if (!(await this.repo.teamExists(teamId))) {
      throw new NotFoundException('Team not found');
    }
    return teamId;
  }

  private sees(principal: Principal, endpoint: WebhookEndpoint): boolean {
    return isAdmin(principal) || endpoint.teamId === principal.teamId;
  }

  /** Another team's endpoint is as absent as a missing one. */
  private async find(principal: Principal, id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.repo.find(id);
    if (!endpoint || !this.sees(principal, endpoint)) {
      throw new NotFoundException('Webhook endpoint not found');
    }
    return endpoint;
  }
}

const unique = (types: string[]) => [...new Set(types)];

/** What an update moved, as the audit log tells it: `{from, to}` of the fields that changed. */
function changesOf(before: WebhookEndpoint, after: WebhookEndpoint): Prisma.InputJsonObject {
  const shown = (e: WebhookEndpoint): Record<string, Prisma.InputJsonValue> => ({
    url: e.url,
    description: e.description,
    event_types: e.eventTypes,
    disabled: e.disabledAt !== null,
  });
  const [was, is] = [shown(before), shown(after)];
  const moved = Object.keys(was).filter((k) => JSON.stringify(was[k]) !== JSON.stringify(is[k]));
  return {
    from: Object.fromEntries(moved.map((k) => [k, was[k]])),
    to: Object.fromEntries(moved.map((k) => [k, is[k]])),
  };
}
