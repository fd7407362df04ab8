import { Module } from '@nestjs/common';
import { ArchiveCoreModule } from '../archival/archive-core.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { ShutdownModule } from '../common/shutdown.module.js';
import { AppConfigModule } from '../config/config.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { LimitsModule } from '../limits/limits.module.js';
import { EventOutboxModule } from '../team-events/event-outbox.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { VendorsModule } from '../vendors/vendors.module.js';
import { LogContextModule } from '../logging/log-context.js';

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
    ArchiveCoreModule,
    // No pino here: the archive worker's log fields go nowhere (see LogContext).
    LogContextModule,
  ],
})
export class CliModule {}
