import { Module } from '@nestjs/common';
import { TranscriptionJobsModule } from '../transcription-jobs/transcription-jobs.module.js';
import { BridgeUrl } from './bridge-url.js';
import { JobAccessService } from './job-access.service.js';
import { JobAudioService } from './job-audio.service.js';
import { JobListService } from './job-list.service.js';
import { SharedJobReads } from './job-reads.js';
import { JobTranscriptsService } from './job-transcripts.service.js';
import { JobsController } from './jobs.controller.js';
import { JobsAdminController } from './jobs-admin.controller.js';
import { JobsAdminService } from './jobs-admin.service.js';
import { ProxyFastPath } from './proxy-fast-path.js';
import { ProxyRelay } from './proxy-relay.js';
import { SttUpstream } from './stt-upstream.js';
import {
  LegacyJobsController,
  LiveJobsController,
  PreRecordedJobsController,
  UploadController,
} from './transcription-proxy.controller.js';
import { TranscriptionProxyService } from './transcription-proxy.service.js';
import { TranscriptionJobsRepository } from './transcription-jobs.repository.js';
import { UploadAccess } from './upload-access.service.js';
import { UploadsRepository } from './uploads.repository.js';

/** The STT vendor's v2 API for internal teams, with job links and team isolation. */
@Module({
  imports: [TranscriptionJobsModule],
  controllers: [
    LiveJobsController,
    PreRecordedJobsController,
    LegacyJobsController,
    UploadController,
    JobsAdminController,
    JobsController,
  ],
  providers: [
    SttUpstream,
    ProxyRelay,
    TranscriptionJobsRepository,
    UploadsRepository,
    UploadAccess,
    BridgeUrl,
    JobAccessService,
    JobAudioService,
    JobListService,
    SharedJobReads,
    JobTranscriptsService,
    JobsAdminService,
    TranscriptionProxyService,
    ProxyFastPath,
  ],
})
export class TranscriptionModule {}
