import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type IncomingHttpHeaders } from 'node:http';
import { AdminOnly, Public } from '../auth/auth.decorators.js';
import { WebhookEventsService } from './webhook-events.service.js';
import { WebhookIntakeService } from './webhook-intake.service.js';
import {
  WebhookAckDto,
  WebhookEventListQueryDto,
  WebhookEventResponseDto,
} from './webhooks.dto.js';

const EVENT_BODY = { schema: { type: 'object', additionalProperties: true } };

/** Receivers registered with the vendors; the secret token in the path is their credential. */
@ApiTags('webhooks')
@Public()
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly intake: WebhookIntakeService) {}

  @Post('stt/:token')
  @HttpCode(200)
  @ApiOperation({
    summary: 'STT account webhook `{event, payload: {id}}` or callback `{id, event, payload}`',
  })
  @ApiBody(EVENT_BODY)
  @ApiOkResponse({ type: WebhookAckDto })
  stt(@Param('token') token: string, @Body() body: unknown): Promise<WebhookAckDto> {
    return this.intake.receiveStt(token, body);
  }

  @Post('meeting-bot/:token')
  @HttpCode(200)
  @ApiOperation({ summary: 'Meeting-bot v1 event `{event, data}` (also checks the key header)' })
  @ApiBody(EVENT_BODY)
  @ApiOkResponse({ type: WebhookAckDto })
  meetingBot(
    @Param('token') token: string,
    @Headers() headers: IncomingHttpHeaders,
    @Body() body: unknown,
  ): Promise<WebhookAckDto> {
    return this.intake.receiveMeetingBot(token, headers, body);
  }
}

@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/webhook-events')
export class WebhookEventsAdminController {
  constructor(private readonly events: WebhookEventsService) {}

  @Get()
  list(@Query() query: WebhookEventListQueryDto): Promise<WebhookEventResponseDto[]> {
    return this.events.list(query);
  }

  @Post(':id/retry')
  @HttpCode(200)
  retry(@Param('id', new ParseUUIDPipe()) id: string): Promise<WebhookEventResponseDto> {
    return this.events.retry(id);
  }
}
