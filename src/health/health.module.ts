import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { TranscriptionJobsModule } from '../transcription-jobs/transcription-jobs.module.js';
import { MeetingBotClientModule } from '../platform/vendors/meeting-bot-client.module.js';
import { HealthController } from './health.controller.js';
import { Readiness } from './readiness.js';
import { VendorHealth } from './vendor-health.js';
import { VendorHealthController } from './vendor-health.controller.js';

@Module({
  imports: [
    TerminusModule.forRoot({ logger: false }),
    MeetingBotClientModule,
    TranscriptionJobsModule,
  ],
  controllers: [HealthController, VendorHealthController],
  providers: [VendorHealth, Readiness],
})
export class HealthModule {}
