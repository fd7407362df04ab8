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
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import { type Response } from 'express';
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
import { idempotencyKeyOf } from './idempotency.js';
import { VendorErrorInterceptor } from './vendor-errors.js';

@ApiTags('bots')
@ApiBearerAuth()
@UseInterceptors(VendorErrorInterceptor)
@Controller('bots')
export class BotsController {
  constructor(
    private readonly creation: BotCreationService,
    private readonly bots: BotsService,
  ) {}

  @Post()
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
    const { bot, replayed } = await this.creation.create(principal, dto, idempotencyKeyOf(key));
    if (replayed) res.setHeader('Idempotent-Replayed', 'true');
    return BotResponseDto.of(bot);
  }

  @Get()
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: BotListQueryDto,
  ): Promise<BotListResponseDto> {
    return this.bots.list(principal, query);
  }

  @Get(':id')
  get(
    @CurrentPrincipal() principal: Principal,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<BotDetailDto> {
    return this.bots.get(principal, id);
  }

  /** The bot leaves the meeting (upstream DELETE /bots/{uuid}); 202: its events follow. */
  @Delete(':id')
  @HttpCode(202)
  leave(
    @CurrentPrincipal() principal: Principal,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<BotResponseDto> {
    return this.bots.leave(principal, id);
  }
}
