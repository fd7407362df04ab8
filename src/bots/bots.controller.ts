import {
  applyDecorators,
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
  Req,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiExtraModels,
  ApiBody,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiPartialContentResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type Request, type Response } from 'express';
import { ApiErrors, BODY_ERRORS, VENDOR_ERRORS } from '../platform/http-edge/api-errors.js';
import { CurrentPrincipal, Public } from '../platform/auth/auth.decorators.js';
import { type Principal } from '../platform/auth/principal.js';
import { BotCreationService } from './bot-creation.service.js';
import {
  BotCreateDto,
  BotCreatedDto,
  BotDetailDto,
  BotListQueryDto,
  BotListResponseDto,
  BotResponseDto,
  RecordingLinkCreateDto,
  RecordingLinkDto,
  RecordingLinkQueryDto,
} from './bots.dto.js';
import { BotsService } from './bots.service.js';
import { BotRecordService } from './bot-record.service.js';
import { downloadHeaders } from '../platform/storage/media-types.js';
import { transcriptContent } from '../platform/transcripts/transcript.dto.js';
import { BotTranscriptDto, TranscriptQueryDto } from './bots.dto.js';
import { InsightsDto, InsightsQueryDto } from '../platform/transcripts/insights.dto.js';

const MEDIA_CONTENT = {
  'audio/wav': { schema: { type: 'string', format: 'binary' } },
  'video/mp4': { schema: { type: 'string', format: 'binary' } },
};

/** A route serving an archived recording: whole (200) or one byte range (206). */
const MediaRoute = (summary: string) =>
  applyDecorators(
    ApiOperation({ summary }),
    ApiOkResponse({ description: 'The whole file', content: MEDIA_CONTENT }),
    ApiPartialContentResponse({ description: 'One byte range', content: MEDIA_CONTENT }),
    ApiErrors(400, 404, 410, 416),
  );
import { idempotencyKeyOf } from '../platform/common/idempotency.js';
import { VendorErrorInterceptor } from '../platform/vendors/vendor-errors.js';

@ApiTags('bots')
@ApiBearerAuth()
@ApiExtraModels(BotTranscriptDto)
@ApiErrors(401)
@UseInterceptors(VendorErrorInterceptor)
@Controller('bots')
export class BotsController {
  constructor(
    private readonly creation: BotCreationService,
    private readonly bots: BotsService,
    private readonly record: BotRecordService,
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
    type: BotCreatedDto,
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
  ): Promise<BotCreatedDto> {
    const { bot, replayed } = await this.creation.create(
      principal,
      dto,
      idempotencyKeyOf(key),
      res,
    );
    if (replayed) res.setHeader('Idempotent-Replayed', 'true');
    return this.bots.created(bot);
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

  @Get(':id/audio')
  @MediaRoute("The bot's archived audio (byte ranges: Range: bytes=a-b, a-, -n)")
  audio(
    @CurrentPrincipal() principal: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.record.media(principal, id, 'audio', req, res);
  }

  @Get(':id/video')
  @MediaRoute("The bot's archived video (with ARCHIVE_BOT_VIDEO=true; byte ranges as for audio)")
  video(
    @CurrentPrincipal() principal: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.record.media(principal, id, 'video', req, res);
  }

  @Post(':id/recording-links')
  @ApiOperation({
    summary:
      'A short-lived link that streams the archived recording without a key (for a media player)',
  })
  @ApiCreatedResponse({ type: RecordingLinkDto })
  @ApiErrors(...BODY_ERRORS, 404, 410)
  recordingLink(
    @CurrentPrincipal() principal: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: RecordingLinkCreateDto,
  ): Promise<RecordingLinkDto> {
    return this.record.link(principal, id, dto.media ?? 'audio');
  }

  @Get(':id/transcript')
  @ApiOperation({
    summary:
      "The bot's transcript: JSON, SubRip, WebVTT or plain text; the latest version by default",
  })
  @ApiOkResponse({
    description: 'The transcript in the format asked',
    content: transcriptContent(BotTranscriptDto),
  })
  @ApiErrors(400, 404, 410)
  async transcript(
    @CurrentPrincipal() principal: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() query: TranscriptQueryDto,
    @Res() res: Response,
  ): Promise<void> {
    const { contentType, body } = await this.record.transcript(
      principal,
      id,
      query.format,
      query.version,
      query.language,
    );
    const name = query.language ? `transcript-${query.language}` : 'transcript';
    res
      .status(200)
      .type(contentType)
      .set(downloadHeaders(`bot-${id}-${name}.${query.format}`))
      .send(body);
  }

  @Get(':id/insights')
  @ApiOperation({
    summary:
      "What the STT vendor's audio intelligence said of the meeting: summary, chapters, " +
      'entities, sentiment, answers to the prompts, and the languages it is translated into',
  })
  @ApiOkResponse({ type: InsightsDto })
  @ApiErrors(400, 404, 409, 410)
  insights(
    @CurrentPrincipal() principal: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() query: InsightsQueryDto,
  ): Promise<InsightsDto> {
    return this.record.insights(principal, id, query.version);
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

/** What a recording link opens: one bot's recording, by the link's signature alone (no key). */
@ApiTags('bots')
@Public()
@Controller('recordings')
export class RecordingLinksController {
  constructor(private readonly record: BotRecordService) {}

  @Get(':id/audio')
  @MediaRoute("A bot's audio, through a link from POST /bots/{id}/recording-links (no key)")
  audio(
    @Param('id', ParseUUIDPipe) id: string,
    @Query() query: RecordingLinkQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.record.mediaByLink(id, 'audio', query.token ?? '', req, res);
  }

  @Get(':id/video')
  @MediaRoute("A bot's video, through a link from POST /bots/{id}/recording-links (no key)")
  video(
    @Param('id', ParseUUIDPipe) id: string,
    @Query() query: RecordingLinkQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.record.mediaByLink(id, 'video', query.token ?? '', req, res);
  }
}
