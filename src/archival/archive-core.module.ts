import { Module } from '@nestjs/common';
import { SessionLock } from '../platform/database/session-lock.js';
import { MeetingBotClientModule } from '../platform/vendors/meeting-bot-client.module.js';
import { TranscriptionJobsModule } from '../transcription-jobs/transcription-jobs.module.js';
import { ArchiveChanges } from './archive-changes.js';
import { ArchiveDownloader } from './archive-downloader.js';
import { ArchiveMetrics } from './archive-metrics.js';
import { ArchiveOutcomes } from './archive-outcomes.js';
import { ArchiveSweepService } from './archive-sweep.service.js';
import { ArchiveTasksRepository } from './archive-tasks.repository.js';
import { ArchiveTasksService } from './archive-tasks.service.js';
import { ArchiveWorker } from './archive-worker.js';
import { ArchivesService } from './archives.service.js';
import { BotRecordingSource } from './bot-recording-source.js';
import { BotRecordings } from './bot-recordings.js';
import { SweepSteps } from './sweep-steps.js';

/** Tasks, worker and sweep without any background schedule: what the CLI runs in the foreground. */
@Module({
  imports: [TranscriptionJobsModule, MeetingBotClientModule],
  providers: [
    ArchiveTasksRepository,
    ArchiveTasksService,
    ArchiveDownloader,
    ArchiveWorker,
    ArchiveSweepService,
    ArchiveMetrics,
    ArchiveOutcomes,
    ArchiveChanges,
    SessionLock,
    SweepSteps,
    ArchivesService,
    BotRecordingSource,
    BotRecordings,
  ],
  exports: [
    BotRecordings,
    SweepSteps,
    ArchiveTasksRepository,
    ArchiveTasksService,
    ArchiveWorker,
    ArchiveSweepService,
    ArchivesService,
    TranscriptionJobsModule,
  ],
})
export class ArchiveCoreModule {}
