import { Module } from '@nestjs/common';
import { ArchiveCoreModule } from '../archival/archive-core.module.js';
import { RetranscriptionModule } from '../retranscription/retranscription.module.js';
import { BotCallbacks } from './bot-callbacks.js';
import { BotMetrics } from './bot-metrics.js';
import { BotCreationService } from './bot-creation.service.js';
import { BotEventsService } from './bot-events.service.js';
import { BotReconciler } from './bot-reconciler.js';
import { BotStatusPoller } from './bot-status-poller.js';
import { BotVendor } from './bot-vendor.js';
import { VendorTranscripts } from './vendor-transcripts.js';
import { BotRecordService } from './bot-record.service.js';
import { BotsController, RecordingLinksController } from './bots.controller.js';
import { LiveTranscriptController } from './live-transcript.controller.js';
import { BotsRepository } from './bots.repository.js';
import { BotsService } from './bots.service.js';
import { MeetingBotClientModule } from '../platform/vendors/meeting-bot-client.module.js';
import { TranscriptionJobsModule } from '../transcription-jobs/transcription-jobs.module.js';

@Module({
  imports: [
    MeetingBotClientModule,
    RetranscriptionModule,
    TranscriptionJobsModule,
    ArchiveCoreModule,
  ],
  controllers: [BotsController, RecordingLinksController, LiveTranscriptController],
  providers: [
    BotMetrics,
    BotsRepository,
    BotVendor,
    BotsService,
    BotCreationService,
    BotEventsService,
    BotStatusPoller,
    BotReconciler,
    BotCallbacks,
    VendorTranscripts,
    BotRecordService,
  ],
  exports: [
    BotEventsService,
    BotCallbacks,
    BotCreationService,
    BotVendor,
    BotsRepository,
    BotsService,
  ],
})
export class BotsModule {}
