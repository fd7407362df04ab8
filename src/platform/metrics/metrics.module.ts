import { Global, Module } from '@nestjs/common';
import { DatabaseMetrics } from './database-metrics.js';
import { MetricsController } from './metrics.controller.js';
import { MetricsService } from './metrics.service.js';
import { QueueMetrics } from './queue-metrics.js';

@Global()
@Module({
  controllers: [MetricsController],
  providers: [MetricsService, QueueMetrics, DatabaseMetrics],
  exports: [MetricsService, QueueMetrics],
})
export class MetricsModule {}
