import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
  UseGuards,
} from '@nestjs/common';
import type { Request } from 'express';
import {
  ApiBearerAuth,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly, Public } from '../platform/auth/auth.decorators.js';
import { ApiErrors, BODY_ERRORS } from '../platform/http-edge/api-errors.js';
import { rawBodyOf } from '../platform/http-edge/json-body.js';
import { WebhookEventsService } from './webhook-events.service.js';
import { type WebhookCaller, WebhookIntakeService } from './webhook-intake.service.js';
import { WebhookCallerOf, WebhookSourceOf, WebhookTokenGuard } from './webhook-token.guard.js';
import {
  WebhookAckDto,
  WebhookEventListQueryDto,
  WebhookEventResponseDto,
} from './webhooks.dto.js';

const EVENT_BODY = (example: object) => ({
  schema: { type: 'object', additionalProperties: true },
  examples: { event: { value: example } },
});

/**
 * Receivers registered with the vendors; the secret token in the path is their credential,
 * checked by WebhookTokenGuard before the body is read.
 */
@ApiTags('webhooks')
@ApiParam({
  name: 'token',
  type: String,
  description: "WEBHOOK_TOKEN, or a team's STT callback token (the bridge's own live callbacks)",
})
@ApiErrors(...BODY_ERRORS, 401)
@Public()
@UseGuards(WebhookTokenGuard)
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly intake: WebhookIntakeService) {}

  @Post('stt/:token')
  @WebhookSourceOf('stt')
  @HttpCode(200)
  @ApiOperation({
    summary: 'STT account webhook `{event, payload: {id}}` or callback `{id, event, payload}`',
  })
  @ApiBody(
    EVENT_BODY({
      event: 'live.end_session',
      payload: { id: '45463597-20b7-4af7-b3b3-f5fb778203ab' },
    }),
  )
  @ApiOkResponse({ type: WebhookAckDto })
  stt(@WebhookCallerOf() caller: WebhookCaller, @Body() body: unknown): Promise<WebhookAckDto> {
    return this.intake.receive('stt', caller, body);
  }

  @Post('meeting-bot/:token')
  @WebhookSourceOf('meeting-bot')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Meeting-bot event `{event, data}`: v1 (with the key header), or a v2 account webhook ' +
      '(signed by Svix with MEETING_BOT_WEBHOOK_SECRET: svix-id, svix-timestamp, svix-signature)',
  })
  @ApiBody(
    EVENT_BODY({
      event: 'bot.status_change',
      data: {
        bot_id: '9a1c2b3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
        status: { code: 'joining_call', created_at: '2026-11-21T10:00:00.000Z' },
      },
    }),
  )
  @ApiQuery({
    name: 'retranscription',
    required: false,
    schema: { type: 'string', format: 'uuid' },
    description:
      "A v1 retranscription's id: the bridge names it in the URL the retranscription's " +
      '`transcription_complete` is sent to, to tell that event apart from the same body of ' +
      'another retranscription of the bot',
  })
  @ApiOkResponse({ type: WebhookAckDto })
  meetingBot(
    @WebhookCallerOf() caller: WebhookCaller,
    @Body() body: unknown,
    @Req() req: Request,
  ): Promise<WebhookAckDto> {
    const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
    return this.intake.receive('meeting-bot', caller, body, rawBodyOf(req), query);
  }

  @Post('meeting-bot/:token/callbacks/:botId')
  @WebhookSourceOf('meeting-bot')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "A v2 bot's callback (`bot.completed`, `bot.failed`) with the bot's secret in x-mb-secret; " +
      'the bridge sets this URL on each bot it creates',
  })
  @ApiParam({ name: 'botId', type: String, format: 'uuid', description: "The bridge's bot id" })
  @ApiBody(
    EVENT_BODY({
      event: 'bot.failed',
      data: {
        bot_id: '9a1c2b3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
        event_id: null,
        error_message: 'The bot was not admitted to the meeting',
        error_code: 'BOT_NOT_ACCEPTED',
        sent_at: '2026-11-21T10:05:00.000Z',
      },
      extra: { bridge_bot_id: '3f0e4a8c-1b2d-4c5e-9f60-7a8b9c0d1e2f' },
    }),
  )
  @ApiOkResponse({ type: WebhookAckDto })
  meetingBotCallback(
    @WebhookCallerOf() caller: WebhookCaller,
    @Body() body: unknown,
  ): Promise<WebhookAckDto> {
    return this.intake.receive('meeting-bot', caller, body);
  }
}

@ApiTags('admin')
@ApiBearerAuth()
@ApiErrors(401, 403)
@AdminOnly()
@Controller('admin/webhook-events')
export class WebhookEventsAdminController {
  constructor(private readonly events: WebhookEventsService) {}

  @Get()
  @ApiOperation({ summary: 'Received webhook events, newest first (state, source)' })
  @ApiOkResponse({ type: [WebhookEventResponseDto] })
  @ApiErrors(400)
  list(@Query() query: WebhookEventListQueryDto): Promise<WebhookEventResponseDto[]> {
    return this.events.list(query);
  }

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Process a failed or processed event again' })
  @ApiOkResponse({ type: WebhookEventResponseDto })
  @ApiErrors(400, 404, 409)
  retry(@Param('id', new ParseUUIDPipe()) id: string): Promise<WebhookEventResponseDto> {
    return this.events.retry(id);
  }
}
