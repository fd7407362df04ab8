import { Module } from '@nestjs/common';
import { ArchiveCoreModule } from './archive-core.module.js';
import { ArchivesAdminController } from './archives.controller.js';
import { StorageConsistency } from './storage-consistency.service.js';

/** Audio archival in the server: the core plus its admin API. */
@Module({
  imports: [ArchiveCoreModule],
  controllers: [ArchivesAdminController],
  providers: [StorageConsistency],
  exports: [ArchiveCoreModule],
})
export class ArchivalModule {}
