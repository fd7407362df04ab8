import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal } from '../auth/auth.decorators.js';
import { type Principal } from '../auth/principal.js';
import { ApiErrors } from '../http-edge/api-errors.js';
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
  @ApiErrors(400, 403)
  find(
    @CurrentPrincipal() principal: Principal,
    @Query() query: SearchQueryDto,
  ): Promise<SearchPageDto> {
    return this.search.search(principal, query);
  }
}
