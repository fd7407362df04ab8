import { Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module.js';
import { AppConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { LoggingModule } from './logging/logging.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { StorageModule } from './storage/storage.module.js';
import { TeamsModule } from './teams/teams.module.js';
import { VendorsModule } from './vendors/vendors.module.js';

@Module({
  imports: [
    AppConfigModule,
    LoggingModule,
    MetricsModule,
    DatabaseModule,
    StorageModule,
    VendorsModule,
    AuthModule,
    HealthModule,
    TeamsModule,
  ],
})
export class AppModule {}
