import { Module } from '@nestjs/common';
import { ArchiveCoreModule } from '../archival/archive-core.module.js';
import { BotsModule } from '../bots/bots.module.js';
import { DataDeletionService } from './data-deletion.service.js';
import { DataDeletionsRepository } from './data-deletions.repository.js';
import { BotDataController, TeamOffboardingController } from './deletion.controller.js';
import { DeletionSteps } from './deletion-steps.js';
import { DeletionWorker } from './deletion-worker.js';
import { RecordRetention } from './record-retention.js';

/** Deleting data everywhere: a bot's on request, a team's on offboarding, and by retention. */
@Module({
  imports: [BotsModule, ArchiveCoreModule],
  controllers: [BotDataController, TeamOffboardingController],
  providers: [
    DataDeletionsRepository,
    DeletionSteps,
    DeletionWorker,
    DataDeletionService,
    RecordRetention,
  ],
})
export class DeletionModule {}
