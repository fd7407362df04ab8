import { Module } from '@nestjs/common';
import { SttClient } from '../vendors/stt.client.js';
import { BotJobLinks } from './bot-job-links.js';
import { JobArchives } from './job-archives.js';
import { JobStatusRepository } from './job-status.repository.js';
import { SttEventHandler } from './stt-event.handler.js';

/**
 * The STT jobs' lifecycle, owner of `transcription_jobs` status: what vendor events and the
 * archive sweep's reconciliation change, the jobs' way to their archive (JobArchives), and the
 * links of a bot's jobs (BotJobLinks). The proxy, the webhook inbox, bots and archival all
 * build on it; the CLI uses it through archival.
 */
@Module({
  providers: [JobArchives, JobStatusRepository, SttEventHandler, SttClient, BotJobLinks],
  exports: [JobArchives, JobStatusRepository, SttEventHandler, SttClient, BotJobLinks],
})
export class TranscriptionCoreModule {}
