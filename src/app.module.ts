import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { ArchivalModule } from './archival/archival.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BotsModule } from './bots/bots.module.js';
import { FastLaneModule } from './common/fast-lane.module.js';
import { AppConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { LoggingModule } from './logging/logging.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { StorageModule } from './storage/storage.module.js';
import { TeamsModule } from './teams/teams.module.js';
import { TranscriptionModule } from './transcription/transcription.module.js';
import { VendorsModule } from './vendors/vendors.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';

@Module({
  imports: [
    AppConfigModule,
    LoggingModule,
    MetricsModule,
    FastLaneModule,
    // The sweeps and pollers of the features below.
    ScheduleModule.forRoot(),
    DatabaseModule,
    StorageModule,
    VendorsModule,
    AuthModule,
    HealthModule,
    TeamsModule,
    TranscriptionModule,
    BotsModule,
    ArchivalModule,
    WebhooksModule,
  ],
})
export class AppModule {}
