import { Module } from '@nestjs/common';
import { ArchiveCoreModule } from '../archival/archive-core.module.js';
import { UsageController } from './usage.controller.js';
import { UsageMetrics } from './usage-metrics.js';
import { UsageRepository } from './usage.repository.js';
import { UsageService } from './usage.service.js';

@Module({
  imports: [ArchiveCoreModule],
  controllers: [UsageController],
  providers: [UsageRepository, UsageService, UsageMetrics],
  exports: [UsageService],
})
export class UsageModule {}
