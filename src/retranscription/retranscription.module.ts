import { Module } from '@nestjs/common';
import { ArchiveCoreModule } from '../archival/archive-core.module.js';
import { TranscriptionJobsModule } from '../transcription-jobs/transcription-jobs.module.js';
import { MeetingBotClientModule } from '../platform/vendors/meeting-bot-client.module.js';
import { RetranscriptionController } from './retranscription.controller.js';
import { RetranscriptionRepository } from './retranscription.repository.js';
import { RetranscriptionService } from './retranscription.service.js';
import { SttRetranscriber } from './stt-retranscriber.js';
import { InsightsJobs } from './insights-jobs.js';

@Module({
  imports: [MeetingBotClientModule, ArchiveCoreModule, TranscriptionJobsModule],
  controllers: [RetranscriptionController],
  providers: [RetranscriptionRepository, RetranscriptionService, SttRetranscriber, InsightsJobs],
  exports: [RetranscriptionService, SttRetranscriber],
})
export class RetranscriptionModule {}
