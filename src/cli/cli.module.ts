import { Module } from '@nestjs/common';
import { ArchiveCoreModule } from '../archival/archive-core.module.js';
import { AuditModule } from '../platform/audit/audit.module.js';
import { AuthModule } from '../platform/auth/auth.module.js';
import { ShutdownModule } from '../platform/common/shutdown.module.js';
import { AppConfigModule } from '../platform/config/config.module.js';
import { DatabaseModule } from '../platform/database/database.module.js';
import { LimitsModule } from '../platform/limits/limits.module.js';
import { EventOutboxModule } from '../platform/outbox/event-outbox.js';
import { MetricsModule } from '../platform/metrics/metrics.module.js';
import { StorageModule } from '../platform/storage/storage.module.js';
import { WorkersModule } from '../platform/queue/background-worker.js';
import { VendorsModule } from '../platform/vendors/vendors.module.js';
import { LogContextModule } from '../platform/logging/log-context.js';

/** What `archive run` needs without a server (direct.ts): the database and the archive, no HTTP. */
@Module({
  imports: [
    AppConfigModule,
    ShutdownModule,
    DatabaseModule,
    AuditModule,
    LimitsModule,
    EventOutboxModule,
    AuthModule,
    MetricsModule,
    StorageModule,
    VendorsModule.forRoot('cli'),
    // The archive's worker and sweep run here only as the command asks, never on a schedule.
    WorkersModule.forRoot('foreground'),
    ArchiveCoreModule,
    // No pino here: the archive worker's log fields go nowhere (see LogContext).
    LogContextModule,
  ],
})
export class CliModule {}
