import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrors, BODY_ERRORS } from '../platform/http-edge/api-errors.js';
import { type AuditActor, CurrentActor } from '../platform/audit/audit-actor.js';
import { CurrentPrincipal } from '../platform/auth/auth.decorators.js';
import { type Principal } from '../platform/auth/principal.js';
import {
  AttemptListDto,
  DeliveriesQueryDto,
  EndpointCreateDto,
  EndpointDto,
  EndpointListDto,
  EndpointUpdateDto,
  EndpointWithSecretDto,
  EventListDto,
  EventsQueryDto,
  MessageDto,
  ReplayDto,
  ReplayResultDto,
  TeamQueryDto,
  TestResultDto,
} from './webhook-endpoints.dto.js';
import { WebhookEndpointsService } from './webhook-endpoints.service.js';

const uuid = new ParseUUIDPipe();

@ApiTags('events')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('webhook-endpoints')
export class WebhookEndpointsController {
  constructor(private readonly endpoints: WebhookEndpointsService) {}

  /** Registers an endpoint; the answer holds its signing secret this once. */
  @Post()
  @ApiOperation({ summary: "Register an endpoint for the team's events (its secret, this once)" })
  @ApiCreatedResponse({ type: EndpointWithSecretDto })
  @ApiErrors(...BODY_ERRORS, 403, 404)
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: EndpointCreateDto,
    @CurrentActor() actor: AuditActor,
  ): Promise<EndpointWithSecretDto> {
    return this.endpoints.create(principal, dto, actor);
  }

  @Get()
  @ApiOperation({ summary: "The team's endpoints (admin keys: every team's, or team_id's)" })
  @ApiOkResponse({ type: EndpointListDto })
  @ApiErrors(400, 403)
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: TeamQueryDto,
  ): Promise<EndpointListDto> {
    return { data: await this.endpoints.list(principal, query.team_id) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One endpoint' })
  @ApiOkResponse({ type: EndpointDto })
  @ApiErrors(400, 404)
  get(
    @CurrentPrincipal() principal: Principal,
    @Param('id', uuid) id: string,
  ): Promise<EndpointDto> {
    return this.endpoints.get(principal, id);
  }

  @Patch(':id')
  @ApiOperation({
    summary: "Change an endpoint's URL, event types or description; disable or enable it",
  })
  @ApiOkResponse({ type: EndpointDto })
  @ApiErrors(...BODY_ERRORS, 404)
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('id', uuid) id: string,
    @Body() dto: EndpointUpdateDto,
    @CurrentActor() actor: AuditActor,
  ): Promise<EndpointDto> {
    return this.endpoints.update(principal, id, dto, actor);
  }

  /** Deletes the endpoint with its messages and delivery log. */
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an endpoint with its messages and delivery log' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(400, 404)
  remove(
    @CurrentPrincipal() principal: Principal,
    @Param('id', uuid) id: string,
    @CurrentActor() actor: AuditActor,
  ): Promise<void> {
    return this.endpoints.remove(principal, id, actor);
  }

  /** A new secret (shown once); the previous one keeps signing beside it for 24 hours. */
  @Post(':id/rotate-secret')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new signing secret (shown once); the previous one signs 24 h more' })
  @ApiOkResponse({ type: EndpointWithSecretDto })
  @ApiErrors(400, 404)
  rotate(
    @CurrentPrincipal() principal: Principal,
    @Param('id', uuid) id: string,
    @CurrentActor() actor: AuditActor,
  ): Promise<EndpointWithSecretDto> {
    return this.endpoints.rotate(principal, id, actor);
  }

  /** Delivers a `ping` event now and answers with the attempt's outcome. */
  @Post(':id/test')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deliver a ping event now and answer how the attempt went' })
  @ApiOkResponse({ type: TestResultDto })
  @ApiErrors(400, 404, 409)
  test(
    @CurrentPrincipal() principal: Principal,
    @Param('id', uuid) id: string,
  ): Promise<TestResultDto> {
    return this.endpoints.test(principal, id);
  }

  /** Every delivery attempt to the endpoint, newest first. */
  @Get(':id/deliveries')
  @ApiOperation({ summary: 'Delivery attempts to the endpoint, newest first (cursor pages)' })
  @ApiOkResponse({ type: AttemptListDto })
  @ApiErrors(400, 404)
  deliveries(
    @CurrentPrincipal() principal: Principal,
    @Param('id', uuid) id: string,
    @Query() query: DeliveriesQueryDto,
  ): Promise<AttemptListDto> {
    return this.endpoints.deliveries(principal, id, query);
  }

  /** Sends the endpoint's failed messages created since `since` again. */
  @Post(':id/replay')
  @HttpCode(202)
  @ApiOperation({ summary: "Send the endpoint's failed messages created since `since` again" })
  @ApiAcceptedResponse({ type: ReplayResultDto })
  @ApiErrors(...BODY_ERRORS, 404, 409)
  async replay(
    @CurrentPrincipal() principal: Principal,
    @Param('id', uuid) id: string,
    @Body() dto: ReplayDto,
  ): Promise<ReplayResultDto> {
    return { replayed: await this.endpoints.replay(principal, id, dto.since) };
  }
}

@ApiTags('events')
@ApiBearerAuth()
@ApiErrors(401)
@Controller()
export class TeamEventsController {
  constructor(private readonly endpoints: WebhookEndpointsService) {}

  /** Sends one message again (failed or delivered), with fresh attempts. */
  @Post('webhook-messages/:id/retry')
  @HttpCode(202)
  @ApiOperation({ summary: 'Send one message again (failed or delivered), with fresh attempts' })
  @ApiAcceptedResponse({ type: MessageDto })
  @ApiErrors(400, 404, 409)
  retry(
    @CurrentPrincipal() principal: Principal,
    @Param('id', uuid) id: string,
  ): Promise<MessageDto> {
    return this.endpoints.retry(principal, id);
  }

  /** The team's event log (kept EVENT_RETENTION_DAYS), oldest first. */
  @Get('events')
  @ApiOperation({ summary: "The team's event log, oldest first (cursor pages)" })
  @ApiOkResponse({ type: EventListDto })
  @ApiErrors(400, 403)
  events(
    @CurrentPrincipal() principal: Principal,
    @Query() query: EventsQueryDto,
  ): Promise<EventListDto> {
    return this.endpoints.events(principal, query);
  }
}
