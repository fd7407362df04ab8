import {
  applyDecorators,
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
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiBody,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrors, BODY_ERRORS, VENDOR_ERRORS } from '../platform/http-edge/api-errors.js';
import { type Response } from 'express';
import { type AuditActor, CurrentActor } from '../platform/audit/audit-actor.js';
import { AdminOnly } from '../platform/auth/auth.decorators.js';
import { idempotencyKeyOf } from '../platform/common/idempotency.js';
import { VendorErrorInterceptor } from '../platform/vendors/vendor-errors.js';
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

/** 202 for a request the vendor accepted, 200 for a replayed Idempotency-Key. */
const RequestedAnswers = () =>
  applyDecorators(
    ApiAcceptedResponse({
      type: RetranscriptionResponseDto,
      description: 'Accepted by the vendor',
    }),
    ApiOkResponse({
      type: RetranscriptionResponseDto,
      description: 'A replayed Idempotency-Key (Idempotent-Replayed: true): the first request',
    }),
  );

/** Admin only. 202 when the vendor accepted a new request, 200 for a replayed key. */
@ApiTags('retranscription')
@ApiBearerAuth()
@ApiErrors(401, 403)
@AdminOnly()
@UseInterceptors(VendorErrorInterceptor)
@Controller()
export class RetranscriptionController {
  constructor(private readonly service: RetranscriptionService) {}

  @Post('bots/:id/retranscribe')
  @ApiOperation({
    summary: "Retranscribe a bridge bot's recording",
    description:
      "v2 bots (and v1 with RETRANSCRIBE_WITH=stt): the bridge's own STT pre-recorded job on the " +
      'archived audio, with the STT parameters of the body (`language`, `diarization`, ' +
      "`custom_vocabulary`…: the vendor's pre-recorded request without `audio_url`); its result " +
      "becomes the bot's next transcript version. v1 bots otherwise: the meeting-bot vendor " +
      'retranscribes (no body).',
  })
  @ApiBody({
    required: false,
    schema: {
      type: 'object',
      description: "STT parameters (the vendor's InitTranscriptionRequest without audio_url)",
      additionalProperties: true,
    },
    examples: {
      none: { value: {} },
      french: { value: { language: 'fr', diarization: true, custom_vocabulary: ['Gladia'] } },
    },
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @RequestedAnswers()
  @ApiErrors(400, 404, 409, 410, ...VENDOR_ERRORS)
  async forBot(
    @CurrentActor() actor: AuditActor,
    @Param('id', ParseUUIDPipe) botId: string,
    @Headers('idempotency-key') key: string | undefined,
    @Body() body: unknown,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RetranscriptionResponseDto> {
    const done = await this.service.request(actor, { botId }, idempotencyKeyOf(key), body);
    return answer(done, res);
  }

  @Post('admin/retranscriptions')
  @ApiOperation({ summary: 'Retranscribe any bot of the vendor account, by its vendor id' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @RequestedAnswers()
  @ApiErrors(...BODY_ERRORS, 409, 410, ...VENDOR_ERRORS)
  async forUpstreamBot(
    @CurrentActor() actor: AuditActor,
    @Body() dto: RetranscriptionCreateDto,
    @Headers('idempotency-key') key: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RetranscriptionResponseDto> {
    const target = { upstreamBotId: dto.bot_uuid };
    const done = await this.service.request(actor, target, idempotencyKeyOf(key));
    return answer(done, res);
  }

  @Get('admin/retranscriptions/:id')
  @ApiOperation({ summary: 'One retranscription request and what became of it' })
  @ApiOkResponse({ type: RetranscriptionResponseDto })
  @ApiErrors(400, 404)
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<RetranscriptionResponseDto> {
    return RetranscriptionResponseDto.of(await this.service.get(id));
  }
}

function answer({ record, replayed }: RequestedRetranscription, res: Response) {
  res.status(replayed ? 200 : 202);
  if (replayed) res.setHeader('Idempotent-Replayed', 'true');
  return RetranscriptionResponseDto.of(record);
}
