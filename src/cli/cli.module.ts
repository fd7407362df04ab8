import { Module } from '@nestjs/common';
import { ArchiveCoreModule } from '../archival/archive-core.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { AppConfigModule } from '../config/config.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { TeamsModule } from '../teams/teams.module.js';
import { VendorsModule } from '../vendors/vendors.module.js';

/** What the command line needs: the database and the services, no HTTP server. */
@Module({
  imports: [
    AppConfigModule,
    DatabaseModule,
    AuthModule,
    TeamsModule,
    MetricsModule,
    StorageModule,
    VendorsModule,
    ArchiveCoreModule,
  ],
})
export class CliModule {}
