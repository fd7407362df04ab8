import { Global, Module } from '@nestjs/common';
import { RequestRateCheck } from '../http-edge/callers.js';
import { ConcurrencyLimits } from './concurrency-limits.js';
import { LimitsRepository } from './limits.repository.js';
import { RequestRate } from './request-rate.js';
import { TeamLimitsService } from './team-limits.service.js';
import { VendorPace } from './vendor-pace.js';

/** Global: the HTTP edge (as its RequestRateCheck), bots, the proxy and the vendor client use it. */
@Global()
@Module({
  providers: [
    LimitsRepository,
    TeamLimitsService,
    RequestRate,
    { provide: RequestRateCheck, useExisting: RequestRate },
    ConcurrencyLimits,
    VendorPace,
  ],
  exports: [TeamLimitsService, RequestRate, RequestRateCheck, ConcurrencyLimits, VendorPace],
})
export class LimitsModule {}
