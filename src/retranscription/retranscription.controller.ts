import {
  Body,
  Controller,
  Get,
  Headers,
  Param,
  ParseUUIDPipe,
  Post,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import { type Response } from 'express';
import { AdminOnly, CurrentPrincipal } from '../auth/auth.decorators.js';
import { type Principal } from '../auth/principal.js';
import { idempotencyKeyOf } from '../bots/idempotency.js';
import { VendorErrorInterceptor } from '../bots/vendor-errors.js';
import { RetranscriptionCreateDto, RetranscriptionResponseDto } from './retranscription.dto.js';
import {
  type RequestedRetranscription,
  RetranscriptionService,
} from './retranscription.service.js';

const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: false,
  description: 'Global across admins. Same key + same bot: the same record, no second call.',
};

/** Admin only. 202 when the vendor accepted a new request, 200 for a replayed key. */
@ApiTags('retranscription')
@ApiBearerAuth()
@AdminOnly()
@UseInterceptors(VendorErrorInterceptor)
@Controller()
export class RetranscriptionController {
  constructor(private readonly service: RetranscriptionService) {}

  @Post('bots/:id/retranscribe')
  @ApiHeader(IDEMPOTENCY_HEADER)
  async forBot(
    @CurrentPrincipal() principal: Principal,
    @Param('id', ParseUUIDPipe) botId: string,
    @Headers('idempotency-key') key: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RetranscriptionResponseDto> {
    const done = await this.service.request(principal, { botId }, idempotencyKeyOf(key));
    return answer(done, res);
  }

  @Post('admin/retranscriptions')
  @ApiHeader(IDEMPOTENCY_HEADER)
  async forUpstreamBot(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: RetranscriptionCreateDto,
    @Headers('idempotency-key') key: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RetranscriptionResponseDto> {
    const target = { upstreamBotId: dto.bot_uuid };
    const done = await this.service.request(principal, target, idempotencyKeyOf(key));
    return answer(done, res);
  }

  @Get('admin/retranscriptions/:id')
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<RetranscriptionResponseDto> {
    return RetranscriptionResponseDto.of(await this.service.get(id));
  }
}

function answer({ record, replayed }: RequestedRetranscription, res: Response) {
  res.status(replayed ? 200 : 202);
  if (replayed) res.setHeader('Idempotent-Replayed', 'true');
  return RetranscriptionResponseDto.of(record);
}
