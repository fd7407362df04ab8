import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiBody,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type Response } from 'express';
import { ApiErrors, BODY_ERRORS, VENDOR_ERRORS } from '../http-edge/api-errors.js';
import { CurrentPrincipal } from '../auth/auth.decorators.js';
import { type Principal } from '../auth/principal.js';
import { BotCreationService } from './bot-creation.service.js';
import {
  BotCreateDto,
  BotDetailDto,
  BotListQueryDto,
  BotListResponseDto,
  BotResponseDto,
} from './bots.dto.js';
import { BotsService } from './bots.service.js';
import { idempotencyKeyOf } from '../common/idempotency.js';
import { VendorErrorInterceptor } from '../vendors/vendor-errors.js';

@ApiTags('bots')
@ApiBearerAuth()
@ApiErrors(401)
@UseInterceptors(VendorErrorInterceptor)
@Controller('bots')
export class BotsController {
  constructor(
    private readonly creation: BotCreationService,
    private readonly bots: BotsService,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Send a bot to a meeting' })
  @ApiBody({
    type: BotCreateDto,
    examples: {
      minimal: { value: { meeting_url: 'https://meet.google.com/abc-defg-hij' } },
      named: {
        value: {
          meeting_url: 'https://meet.google.com/abc-defg-hij',
          bot_name: 'Notes',
          recording_mode: 'audio_only',
          automatic_leave: { noone_joined_timeout: 600 },
          extra: { ticket: 'OPS-42' },
        },
      },
    },
  })
  @ApiCreatedResponse({
    type: BotResponseDto,
    description: 'Created, or replayed (Idempotent-Replayed: true)',
  })
  @ApiErrors(...BODY_ERRORS, 403, 404, 409, 503, ...VENDOR_ERRORS)
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'Same key + same body: the same bot, one vendor call. Other body: 409.',
  })
  async create(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: BotCreateDto,
    @Headers('idempotency-key') key: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<BotResponseDto> {
    const { bot, replayed } = await this.creation.create(
      principal,
      dto,
      idempotencyKeyOf(key),
      res,
    );
    if (replayed) res.setHeader('Idempotent-Replayed', 'true');
    return BotResponseDto.of(bot);
  }

  @Get()
  @ApiOperation({ summary: 'The bots, newest first (filters, cursor pages)' })
  @ApiOkResponse({ type: BotListResponseDto })
  @ApiErrors(400)
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: BotListQueryDto,
  ): Promise<BotListResponseDto> {
    return this.bots.list(principal, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One bot with its history, recording, transcription jobs and audio' })
  @ApiOkResponse({ type: BotDetailDto })
  @ApiErrors(400, 404)
  get(
    @CurrentPrincipal() principal: Principal,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<BotDetailDto> {
    return this.bots.get(principal, id);
  }

  /** The bot leaves the meeting (upstream DELETE /bots/{uuid}); 202: its events follow. */
  @Delete(':id')
  @HttpCode(202)
  @ApiOperation({ summary: 'Make the bot leave its meeting' })
  @ApiAcceptedResponse({ type: BotResponseDto, description: 'Asked; its events follow' })
  @ApiErrors(400, 404, 409, ...VENDOR_ERRORS)
  leave(
    @CurrentPrincipal() principal: Principal,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<BotResponseDto> {
    return this.bots.leave(principal, id);
  }
}
