import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Response } from 'express';
import { CurrentPrincipal } from '../platform/auth/auth.decorators.js';
import { type Principal } from '../platform/auth/principal.js';
import { ApiErrors } from '../platform/http-edge/api-errors.js';
import { SearchPageDto, SearchQueryDto } from './search.dto.js';
import { SearchService } from './search.service.js';

@ApiTags('bots')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('transcripts')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get('search')
  @ApiOperation({
    summary:
      "Finds where something was said in the team's meetings: the latest transcript of each " +
      'bot, best matches first, each at its moment',
  })
  @ApiOkResponse({ type: SearchPageDto })
  @ApiErrors(400, 403, 429)
  find(
    @CurrentPrincipal() principal: Principal,
    @Query() query: SearchQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SearchPageDto> {
    // The caller left before the answer: its statement is cancelled.
    const left = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) left.abort();
    });
    return this.search.search(principal, query, { headers: res, signal: left.signal });
  }
}
