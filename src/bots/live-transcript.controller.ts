import { Controller, Get, NotFoundException, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal } from '../auth/auth.decorators.js';
import { type Principal } from '../auth/principal.js';
import { BotsService } from './bots.service.js';
import { ApiErrors } from '../http-edge/api-errors.js';
import { LiveFinalDto, LiveTranscriptPageDto, LiveTranscriptQueryDto } from '../live/live.dto.js';
import { LiveRepository } from '../live/live.repository.js';

@ApiTags('bots')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('bots')
export class LiveTranscriptController {
  constructor(
    private readonly bots: BotsService,
    private readonly repo: LiveRepository,
  ) {}

  @Get(':id/live-transcript')
  @ApiOperation({
    summary: "The bot's live transcript: its finals after ?after= (seq), in order, paged",
  })
  @ApiOkResponse({ type: LiveTranscriptPageDto })
  @ApiErrors(400, 404)
  async page(
    @CurrentPrincipal() principal: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() query: LiveTranscriptQueryDto,
  ): Promise<LiveTranscriptPageDto> {
    const bot = await this.bots.find(principal, id);
    const stream = await this.repo.stream(bot.id);
    if (!stream) throw new NotFoundException('The bot was not asked for a live transcript');
    const rows = await this.repo.finals(bot.id, query.after, query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1)?.seq ?? query.after;
    return {
      bot_id: bot.id,
      state: stream.state,
      data: page.map((u) => LiveFinalDto.of(u)),
      next_after: rows.length > query.limit ? last : null,
      complete: stream.endedAt !== null && last >= stream.finals,
    };
  }
}
