import { Module } from '@nestjs/common';
import { ArchivalModule } from './archival/archival.module.js';
import { AuditModule } from './platform/audit/audit.module.js';
import { AuthModule } from './platform/auth/auth.module.js';
import { BotsModule } from './bots/bots.module.js';
import { CalendarsModule } from './calendars/calendars.module.js';
import { ShutdownModule } from './platform/common/shutdown.module.js';
import { AppConfigModule } from './platform/config/config.module.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { DeletionModule } from './deletion/deletion.module.js';
import { EventOutboxModule } from './platform/outbox/event-outbox.js';
import { EventsModule } from './team-events/events.module.js';
import { HealthModule } from './health/health.module.js';
import { HttpEdgeModule } from './platform/http-edge/http-edge.module.js';
import { LimitsModule } from './platform/limits/limits.module.js';
import { LiveCoreModule, LiveModule } from './live/live.module.js';
import { SearchModule } from './search/search.module.js';
import { LoggingModule } from './platform/logging/logging.module.js';
import { MetricsModule } from './platform/metrics/metrics.module.js';
import { StorageModule } from './platform/storage/storage.module.js';
import { TeamsModule } from './teams/teams.module.js';
import { TranscriptionModule } from './transcription/transcription.module.js';
import { UsageModule } from './usage/usage.module.js';
import { WorkersModule } from './platform/queue/background-worker.js';
import { VendorsModule } from './platform/vendors/vendors.module.js';
import { WebhooksModule } from './vendor-webhooks/webhooks.module.js';

@Module({
  imports: [
    AppConfigModule,
    LoggingModule,
    MetricsModule,
    HttpEdgeModule,
    ShutdownModule,
    // The schedules of the features' background workers below.
    WorkersModule.forRoot('server'),
    DatabaseModule,
    EventOutboxModule,
    StorageModule,
    VendorsModule.forRoot('server'),
    AuditModule,
    LimitsModule,
    AuthModule,
    HealthModule,
    TeamsModule,
    TranscriptionModule,
    LiveCoreModule,
    BotsModule,
    LiveModule,
    SearchModule,
    CalendarsModule,
    ArchivalModule,
    DeletionModule,
    WebhooksModule,
    UsageModule,
    EventsModule,
  ],
})
export class AppModule {}
