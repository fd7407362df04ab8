import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/auth.decorators.js';
import { ApiErrors } from '../http-edge/api-errors.js';
import { AuditListResponseDto, AuditQueryDto } from './audit.dto.js';
import { AuditService } from './audit.service.js';

/** Read only: no route changes or deletes an entry. */
@ApiTags('admin')
@ApiBearerAuth()
@ApiErrors(401, 403)
@AdminOnly()
@Controller('admin/audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({ summary: 'Administrative actions, newest first (cursor pages)' })
  @ApiOkResponse({ type: AuditListResponseDto })
  @ApiErrors(400)
  list(@Query() query: AuditQueryDto): Promise<AuditListResponseDto> {
    return this.audit.list(query);
  }
}
