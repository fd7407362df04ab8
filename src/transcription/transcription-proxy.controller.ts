import {
  applyDecorators,
  Controller,
  Delete,
  Get,
  Param,
  Patch,
  Post,
  Query,
  Req,
  Res,
  UseFilters,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPartialContentResponse,
  ApiProperty,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentPrincipal } from '../platform/auth/auth.decorators.js';
import type { Principal } from '../platform/auth/principal.js';
import { ApiErrors, PROXY_BODY_ERRORS } from '../platform/http-edge/api-errors.js';
import { SERVICE_KEY_SCHEME } from '../docs/openapi.js';
import { type JobGroup, LEGACY, LIVE, PRE_RECORDED } from './job-groups.js';
import { JobIdPipe } from './job-id.js';
import { JobListService } from './job-list.service.js';
import { TranscriptionProxyService } from './transcription-proxy.service.js';
import { UpstreamFailureFilter } from './upstream-failure.filter.js';
import { JobTranscriptsService } from './job-transcripts.service.js';
import {
  TranscriptBodyDto,
  TranscriptLanguageQueryDto,
  transcriptContent,
} from '../platform/transcripts/transcript.dto.js';

/** `GET /v2/{group}/{id}/transcript?format=json`. */
class JobTranscriptDto extends TranscriptBodyDto {
  @ApiProperty({ description: "The STT vendor's job id" }) job_id!: string;
  @ApiProperty({ nullable: true, type: String, description: 'The bot the job belongs to' })
  bot_id!: string | null;
  @ApiProperty() status!: string;
  @ApiProperty({ nullable: true, type: String }) completed_at!: string | null;
}

/**
 * A proxy controller: a bridge key as bearer or in the STT key header; what the bridge answers
 * itself (401, a vendor out of reach or out of time) comes in its error body. The vendor's own
 * parameters, bodies and answers are added to the API document from its spec (docs/openapi.ts).
 */
const ProxyController = (path: string) =>
  applyDecorators(
    ApiTags('STT proxy'),
    ApiExtraModels(JobTranscriptDto),
    ApiBearerAuth(),
    ApiSecurity(SERVICE_KEY_SCHEME),
    ApiErrors(401, 502, 504),
    UseFilters(UpstreamFailureFilter),
    Controller(path),
  );

/**
 * The routes every vendor job group has. Bodies and answers are the vendor's (see the STT
 * OpenAPI document); handlers write to the raw response so both stream.
 */
abstract class JobGroupRoutes {
  constructor(
    protected readonly proxy: TranscriptionProxyService,
    private readonly lists: JobListService,
    private readonly transcripts: JobTranscriptsService,
    protected readonly group: JobGroup,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Create a job (vendor body); recorded for the caller’s team' })
  @ApiErrors(...PROXY_BODY_ERRORS, 403, 422, 429)
  create(@Req() req: Request, @Res() res: Response, @CurrentPrincipal() principal: Principal) {
    return this.proxy.create(this.group, req, res, principal);
  }

  @Get()
  @ApiOperation({
    summary: 'The caller’s jobs, newest first (offset/limit, status, dates)',
    description: '`limit` is at most 100 here (one vendor read per item).',
  })
  @ApiErrors(400)
  list(@Req() req: Request, @Res() res: Response, @CurrentPrincipal() principal: Principal) {
    return this.lists.list(this.group, req, res, principal);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One job, as the vendor shows it' })
  @ApiErrors(400, 404)
  get(
    @Req() req: Request,
    @Res() res: Response,
    @CurrentPrincipal() principal: Principal,
    @Param('id', JobIdPipe) id: string,
  ) {
    return this.proxy.forward(this.group, req, res, principal, id);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a job at the vendor, and its audio archived by the bridge' })
  @ApiErrors(400, 403, 404)
  remove(
    @Req() req: Request,
    @Res() res: Response,
    @CurrentPrincipal() principal: Principal,
    @Param('id', JobIdPipe) id: string,
  ) {
    return this.proxy.remove(this.group, req, res, principal, id);
  }

  @Get(':id/file')
  @ApiOperation({ summary: 'The job’s audio (archived copy when the bridge has one)' })
  @ApiPartialContentResponse({
    description: 'One byte range of the archived audio (Range: bytes=a-b, a-, -n)',
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrors(400, 404, 416)
  file(
    @Req() req: Request,
    @Res() res: Response,
    @CurrentPrincipal() principal: Principal,
    @Param('id', JobIdPipe) id: string,
  ) {
    return this.proxy.file(this.group, req, res, principal, id);
  }

  @Get(':id/transcript')
  @ApiOperation({
    summary: "The job's transcript as JSON, SubRip, WebVTT or plain text (from its utterances)",
  })
  @ApiOkResponse({
    description: 'The transcript in the format asked',
    content: transcriptContent(JobTranscriptDto),
  })
  @ApiErrors(400, 404, 409)
  async transcript(
    @Res() res: Response,
    @CurrentPrincipal() principal: Principal,
    @Param('id', JobIdPipe) id: string,
    @Query() query: TranscriptLanguageQueryDto,
  ): Promise<void> {
    const { contentType, body } = await this.transcripts.render(
      principal,
      this.group,
      id,
      query.format,
      query.language,
    );
    res.status(200).type(contentType).send(body);
  }
}

@ProxyController('v2/live')
export class LiveJobsController extends JobGroupRoutes {
  constructor(
    proxy: TranscriptionProxyService,
    lists: JobListService,
    transcripts: JobTranscriptsService,
  ) {
    super(proxy, lists, transcripts, LIVE);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Amend a live job (custom_metadata)' })
  @ApiBody({
    schema: {
      type: 'object',
      properties: { custom_metadata: { type: 'object', additionalProperties: true } },
    },
    examples: { metadata: { value: { custom_metadata: { topic: 'weekly sync' } } } },
  })
  @ApiNoContentResponse({ description: 'Amended' })
  @ApiErrors(...PROXY_BODY_ERRORS, 404)
  patch(
    @Req() req: Request,
    @Res() res: Response,
    @CurrentPrincipal() principal: Principal,
    @Param('id', JobIdPipe) id: string,
  ) {
    return this.proxy.patch(req, res, principal, id);
  }
}

@ProxyController('v2/pre-recorded')
export class PreRecordedJobsController extends JobGroupRoutes {
  constructor(
    proxy: TranscriptionProxyService,
    lists: JobListService,
    transcripts: JobTranscriptsService,
  ) {
    super(proxy, lists, transcripts, PRE_RECORDED);
  }
}

/** The vendor's deprecated group: creates pre-recorded jobs, reads jobs of both kinds. */
@ProxyController('v2/transcription')
export class LegacyJobsController extends JobGroupRoutes {
  constructor(
    proxy: TranscriptionProxyService,
    lists: JobListService,
    transcripts: JobTranscriptsService,
  ) {
    super(proxy, lists, transcripts, LEGACY);
  }
}

@ProxyController('v2/upload')
export class UploadController {
  constructor(private readonly proxy: TranscriptionProxyService) {}

  @Post()
  @ApiOperation({ summary: 'Upload audio (multipart field `audio`) or register `{audio_url}`' })
  @ApiErrors(...PROXY_BODY_ERRORS, 403, 422, 429)
  upload(@Req() req: Request, @Res() res: Response, @CurrentPrincipal() principal: Principal) {
    return this.proxy.upload(req, res, principal);
  }
}
