import { Module } from '@nestjs/common';
import { SttClient } from '../vendors/stt.client.js';
import { JobArchives } from './job-archives.js';
import { JobStatusRepository } from './job-status.repository.js';
import { SttEventHandler } from './stt-event.handler.js';

/**
 * The STT jobs' lifecycle, owner of `transcription_jobs` status: what vendor events and the
 * archive sweep's reconciliation change, and the jobs' way to their archive (JobArchives). The
 * proxy, the webhook inbox and archival all build on it; the CLI uses it through archival.
 */
@Module({
  providers: [JobArchives, JobStatusRepository, SttEventHandler, SttClient],
  exports: [JobArchives, JobStatusRepository, SttEventHandler, SttClient],
})
export class TranscriptionCoreModule {}
