import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { CursorPageQueryDto } from '../platform/common/page-query.dto.js';
import type {
  WebhookAttempt,
  WebhookEndpoint,
  WebhookMessage,
} from '../generated/prisma/client.js';
import { EVENT_TYPES, SUBSCRIBABLE_EVENT_TYPES } from '../platform/outbox/event-types.js';
import { IsTimestamp } from '../platform/common/timestamp.js';

const URL_RULES = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };

export class TeamQueryDto {
  @ApiPropertyOptional({ description: "Admin keys: that team's (default: every team's)" })
  @IsOptional()
  @IsUUID()
  team_id?: string;
}

export class EndpointUpdateDto {
  @ApiPropertyOptional({
    example: 'https://hooks.example.com/bridge',
    description: 'Where events are POSTed; https with NODE_ENV=production, public addresses only',
  })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  @IsUrl(URL_RULES, { message: 'url must be an http(s) URL' })
  url?: string;

  @ApiPropertyOptional({
    enum: SUBSCRIBABLE_EVENT_TYPES,
    isArray: true,
    description: 'Event types delivered here; none or empty = all',
  })
  @IsOptional()
  @ArrayMaxSize(SUBSCRIBABLE_EVENT_TYPES.length)
  @IsIn(SUBSCRIBABLE_EVENT_TYPES, { each: true })
  event_types?: string[];

  @ApiPropertyOptional({ example: 'payments backend' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;

  @ApiPropertyOptional({ description: 'true stops deliveries (they wait); false resumes them' })
  @IsOptional()
  @IsBoolean()
  disabled?: boolean;
}

export class EndpointCreateDto {
  @ApiProperty({ example: 'https://hooks.example.com/bridge' })
  @IsString()
  @MaxLength(2048)
  @IsUrl(URL_RULES, { message: 'url must be an http(s) URL' })
  url!: string;

  @ApiPropertyOptional({ enum: SUBSCRIBABLE_EVENT_TYPES, isArray: true })
  @IsOptional()
  @ArrayMaxSize(SUBSCRIBABLE_EVENT_TYPES.length)
  @IsIn(SUBSCRIBABLE_EVENT_TYPES, { each: true })
  event_types?: string[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;

  @ApiPropertyOptional({ description: "Admin keys: the team's id (a member key: its own team)" })
  @IsOptional()
  @IsUUID()
  team_id?: string;
}

export class EndpointDto {
  @ApiProperty() id!: string;
  @ApiProperty() team_id!: string;
  @ApiProperty() url!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [String], description: 'Empty = every type' }) event_types!: string[];
  @ApiProperty() disabled!: boolean;
  @ApiProperty({ nullable: true, type: String }) disabled_at!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Why: by its team, 410, failing' })
  disabled_reason!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'First failure since the last success',
  })
  failing_since!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Until when the secret before the last rotation still signs too',
  })
  previous_secret_expires_at!: string | null;
  @ApiProperty() created_at!: string;
  @ApiProperty() updated_at!: string;

  static of(e: WebhookEndpoint, now = new Date()): EndpointDto {
    const overlap = e.previousSecretExpiresAt && e.previousSecretExpiresAt > now;
    return {
      id: e.id,
      team_id: e.teamId,
      url: e.url,
      description: e.description,
      event_types: e.eventTypes,
      disabled: e.disabledAt !== null,
      disabled_at: e.disabledAt?.toISOString() ?? null,
      disabled_reason: e.disabledReason,
      failing_since: e.failingSince?.toISOString() ?? null,
      previous_secret_expires_at: overlap ? e.previousSecretExpiresAt!.toISOString() : null,
      created_at: e.createdAt.toISOString(),
      updated_at: e.updatedAt.toISOString(),
    };
  }
}

export class EndpointWithSecretDto extends EndpointDto {
  @ApiProperty({ description: 'Signing secret (whsec_…), shown this once' })
  secret!: string;

  /** The endpoint with its new secret in clear (the row holds it sealed). */
  static withSecret(e: WebhookEndpoint, secret: string): EndpointWithSecretDto {
    return { ...EndpointDto.of(e), secret };
  }
}

export class EndpointListDto {
  @ApiProperty({ type: [EndpointDto] }) data!: EndpointDto[];
}

export class DeliveriesQueryDto extends CursorPageQueryDto {
  @ApiPropertyOptional({ enum: ['succeeded', 'failed'] })
  @IsOptional()
  @IsIn(['succeeded', 'failed'])
  status?: 'succeeded' | 'failed';
}

export type AttemptRow = WebhookAttempt & {
  message: WebhookMessage & { event: { id: string; type: string } };
};

export class AttemptDto {
  @ApiProperty() id!: string;
  @ApiProperty({ description: 'The webhook-id of the delivery' }) message_id!: string;
  @ApiProperty() event_id!: string;
  @ApiProperty() event_type!: string;
  @ApiProperty() attempted_at!: string;
  @ApiProperty() succeeded!: boolean;
  @ApiProperty({ nullable: true, type: Number }) status_code!: number | null;
  @ApiProperty() duration_ms!: number;
  @ApiProperty({ nullable: true, type: String }) error!: string | null;
  @ApiProperty({ nullable: true, type: String, description: "First 1 KB of the endpoint's answer" })
  response!: string | null;
  @ApiProperty({ enum: ['pending', 'succeeded', 'failed'], description: "The message's state now" })
  message_status!: string;

  static of(a: AttemptRow): AttemptDto {
    return {
      id: a.id,
      message_id: a.messageId,
      event_id: a.message.event.id,
      event_type: a.message.event.type,
      attempted_at: a.attemptedAt.toISOString(),
      succeeded: a.succeeded,
      status_code: a.statusCode,
      duration_ms: a.durationMs,
      error: a.error,
      response: a.response,
      message_status: a.message.status,
    };
  }
}

export class AttemptListDto {
  @ApiProperty({ type: [AttemptDto], description: 'Newest first' }) data!: AttemptDto[];
  @ApiProperty({ nullable: true, type: String }) next_cursor!: string | null;
}

export class TestResultDto {
  @ApiProperty() message_id!: string;
  @ApiProperty() event_id!: string;
  @ApiProperty() succeeded!: boolean;
  @ApiProperty({ nullable: true, type: Number }) status_code!: number | null;
  @ApiProperty() duration_ms!: number;
  @ApiProperty({ nullable: true, type: String }) error!: string | null;
  @ApiProperty({ nullable: true, type: String }) response!: string | null;
}

export class ReplayDto {
  @ApiProperty({ example: '2026-11-23T00:00:00Z', description: 'Failed messages created since' })
  @IsTimestamp()
  since!: string;
}

export class ReplayResultDto {
  @ApiProperty({ description: 'Failed messages queued again' }) replayed!: number;
}

export class MessageDto {
  @ApiProperty() id!: string;
  @ApiProperty() event_id!: string;
  @ApiProperty() endpoint_id!: string;
  @ApiProperty({ enum: ['pending', 'succeeded', 'failed'] }) status!: string;
  @ApiProperty() attempts!: number;
  @ApiProperty() next_attempt_at!: string;

  static of(m: WebhookMessage): MessageDto {
    return {
      id: m.id,
      event_id: m.eventId,
      endpoint_id: m.endpointId,
      status: m.status,
      attempts: m.attempts,
      next_attempt_at: m.nextAttemptAt.toISOString(),
    };
  }
}

export class EventsQueryDto extends IntersectionType(TeamQueryDto, CursorPageQueryDto) {
  @ApiPropertyOptional({ enum: EVENT_TYPES })
  @IsOptional()
  @IsIn(EVENT_TYPES)
  type?: string;

  @ApiPropertyOptional({ description: 'Events created at or after this time (ISO 8601)' })
  @IsOptional()
  @IsTimestamp()
  since?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'Events written after this one (its id), in the log order: where a reader left off. ' +
      'Not with cursor.',
  })
  @IsOptional()
  @IsUUID()
  after?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Only the events about this bot (`data.bot_id`)',
  })
  @IsOptional()
  @IsUUID()
  bot_id?: string;
}

export class EventDto {
  @ApiProperty() id!: string;
  @ApiProperty() team_id!: string;
  @ApiProperty({ enum: EVENT_TYPES }) type!: string;
  @ApiProperty() timestamp!: string;
  @ApiProperty({ type: Object, description: 'As delivered to the endpoints' })
  data!: Record<string, unknown>;
}

export class EventListDto {
  @ApiProperty({ type: [EventDto], description: 'Oldest first' }) data!: EventDto[];
  @ApiProperty({ nullable: true, type: String }) next_cursor!: string | null;
}
