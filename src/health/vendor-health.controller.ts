import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../platform/http-edge/api-errors.js';
import { VendorHealth, VendorHealthDto } from './vendor-health.js';

/** The vendors as the bridge sees them; any key (it says nothing of any team). */
@ApiTags('operations')
@ApiBearerAuth()
@Controller('vendors')
export class VendorHealthController {
  constructor(private readonly health: VendorHealth) {}

  @Get('health')
  @ApiOperation({
    summary:
      'Whether each vendor answers and takes the bridge’s key (a cheap read at each, at most every 30 s per replica)',
  })
  @ApiOkResponse({ type: VendorHealthDto })
  @ApiErrors(401)
  check(): Promise<VendorHealthDto> {
    return this.health.check();
  }
}
