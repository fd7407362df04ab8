import { Global, Module } from '@nestjs/common';
import { ConcurrencyLimits } from './concurrency-limits.js';
import { LimitsRepository } from './limits.repository.js';
import { RequestRate } from './request-rate.js';
import { TeamLimitsService } from './team-limits.service.js';
import { VendorPace } from './vendor-pace.js';

/** Global: the guard, the proxy's fast lane, bots, the proxy and the vendor client use it. */
@Global()
@Module({
  providers: [LimitsRepository, TeamLimitsService, RequestRate, ConcurrencyLimits, VendorPace],
  exports: [TeamLimitsService, RequestRate, ConcurrencyLimits, VendorPace],
})
export class LimitsModule {}
