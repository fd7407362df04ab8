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
  Put,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { type Response } from 'express';
import { type AuditActor, CurrentActor } from '../platform/audit/audit-actor.js';
import { CurrentPrincipal } from '../platform/auth/auth.decorators.js';
import { type Principal } from '../platform/auth/principal.js';
import { CursorPageQueryDto } from '../platform/common/page-query.dto.js';
import { ApiErrors, BODY_ERRORS } from '../platform/http-edge/api-errors.js';
import {
  CalendarConnectDto,
  CalendarDto,
  CalendarEventListDto,
  CalendarListDto,
  CalendarListQueryDto,
  CalendarUpdateDto,
  DecisionDto,
  RawCalendarListDto,
} from './calendars.dto.js';
import { CalendarsService } from './calendars.service.js';

const uuid = new ParseUUIDPipe();

/**
 * A team's calendars (meeting-bot v2): connections, rules, and the upcoming events with what the
 * rule decides. Member keys act for their own team (another team's calendar answers 404).
 */
@ApiTags('calendars')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('calendars')
export class CalendarsController {
  constructor(private readonly calendars: CalendarsService) {}

  @Post()
  @ApiOperation({
    summary:
      'Connect a calendar (201), or without raw_calendar_id list the calendars the grant reaches (200)',
  })
  @ApiExtraModels(CalendarDto, RawCalendarListDto)
  @ApiResponse({ status: 201, description: 'Connected', type: CalendarDto })
  @ApiResponse({
    status: 200,
    description: 'The calendars the credentials reach',
    schema: { $ref: getSchemaPath(RawCalendarListDto) },
  })
  @ApiErrors(...BODY_ERRORS, 403, 404, 409, 422, 429, 502, 504)
  async connect(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: CalendarConnectDto,
    @CurrentActor() actor: AuditActor,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CalendarDto | RawCalendarListDto> {
    const answer = await this.calendars.connect(principal, dto, actor);
    if ('calendars' in answer) {
      res.status(200);
      return answer.calendars;
    }
    res.status(201);
    return answer.connected;
  }

  @Get()
  @ApiOperation({ summary: "The team's calendars (admin keys: every team's, or team_id's)" })
  @ApiOkResponse({ type: CalendarListDto })
  @ApiErrors(400, 403)
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: CalendarListQueryDto,
  ): Promise<CalendarListDto> {
    return this.calendars.list(principal, query.team_id, query.limit, query.cursor);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One calendar: status, last sync, subscription expiry, error in words' })
  @ApiOkResponse({ type: CalendarDto })
  @ApiErrors(400, 404)
  get(@CurrentPrincipal() principal: Principal, @Param('id', uuid) id: string) {
    return this.calendars.get(principal, id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change the rule, the owner, or the credentials (after a revocation)' })
  @ApiOkResponse({ type: CalendarDto })
  @ApiErrors(...BODY_ERRORS, 404, 409, 422, 429, 502, 504)
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('id', uuid) id: string,
    @Body() dto: CalendarUpdateDto,
    @CurrentActor() actor: AuditActor,
  ): Promise<CalendarDto> {
    return this.calendars.update(principal, id, dto, actor);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: "Disconnect: the vendor's connection is deleted once no team uses it",
  })
  @ApiNoContentResponse({ description: 'Disconnected' })
  @ApiErrors(400, 404)
  remove(
    @CurrentPrincipal() principal: Principal,
    @Param('id', uuid) id: string,
    @CurrentActor() actor: AuditActor,
  ): Promise<void> {
    return this.calendars.remove(principal, id, actor);
  }

  @Get(':id/events')
  @ApiOperation({ summary: 'The upcoming events: whether the team records each, and why' })
  @ApiOkResponse({ type: CalendarEventListDto })
  @ApiErrors(400, 404)
  events(
    @CurrentPrincipal() principal: Principal,
    @Param('id', uuid) id: string,
    @Query() query: CursorPageQueryDto,
  ): Promise<CalendarEventListDto> {
    return this.calendars.events(principal, id, query.limit, query.cursor);
  }

  @Put(':id/events/:eventId/decision')
  @HttpCode(204)
  @ApiOperation({ summary: 'Record this occurrence or not, over the rule (null: follow it)' })
  @ApiNoContentResponse({ description: 'Decided' })
  @ApiErrors(...BODY_ERRORS, 404)
  decide(
    @CurrentPrincipal() principal: Principal,
    @Param('id', uuid) id: string,
    @Param('eventId') eventId: string,
    @Body() dto: DecisionDto,
    @CurrentActor() actor: AuditActor,
  ): Promise<void> {
    return this.calendars.setDecision(principal, id, eventId, dto.record, actor);
  }
}
