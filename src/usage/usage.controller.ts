import { BadRequestException, Controller, Get, Query, Req, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { type Request, type Response } from 'express';
import { AdminOnly, CurrentPrincipal } from '../platform/auth/auth.decorators.js';
import { type Principal } from '../platform/auth/principal.js';
import { ApiErrors } from '../platform/http-edge/api-errors.js';
import { AdminUsageQueryDto, UsageQueryDto, UsageReportDto } from './usage.dto.js';
import { CSV_COLUMNS, UsageService } from './usage.service.js';

/** JSON, or the same rows as CSV with `Accept: text/csv`. */
const UsageAnswer = () =>
  ApiOkResponse({
    description: 'JSON; with `Accept: text/csv`, the rows as CSV (a header line, CRLF)',
    content: {
      'application/json': { schema: { $ref: getSchemaPath(UsageReportDto) } },
      'text/csv': { schema: { type: 'string', example: `${CSV_COLUMNS.join(',')}\r\n` } },
    },
  });

@ApiTags('usage')
@ApiBearerAuth()
@ApiExtraModels(UsageReportDto)
@ApiErrors(400, 401)
@Controller()
export class UsageController {
  constructor(private readonly usage: UsageService) {}

  @Get('usage')
  @ApiOperation({ summary: "The caller's team's usage per day or month (JSON, or CSV)" })
  @UsageAnswer()
  async team(
    @CurrentPrincipal() principal: Principal,
    @Query() query: UsageQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UsageReportDto | string> {
    if (!principal.teamId) {
      throw new BadRequestException('A key without a team has no usage; see /admin/usage');
    }
    return this.answer(await this.usage.report({ ...query, team_id: principal.teamId }), req, res);
  }

  @Get('admin/usage')
  @AdminOnly()
  @ApiOperation({ summary: "Every team's usage, or one's (team_id), per day or month" })
  @UsageAnswer()
  @ApiErrors(403)
  async all(
    @Query() query: AdminUsageQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UsageReportDto | string> {
    return this.answer(await this.usage.report(query), req, res);
  }

  /** CSV when the caller prefers it to JSON (Accept, q-values honoured); JSON otherwise. */
  private answer(report: UsageReportDto, req: Request, res: Response) {
    if (req.accepts(['application/json', 'text/csv']) !== 'text/csv') return report;
    res.type('text/csv; charset=utf-8');
    return this.usage.csv(report);
  }
}
