import { Module } from '@nestjs/common';
import { SttClient } from '../platform/vendors/stt.client.js';
import { BotJobLinks } from './bot-job-links.js';
import { BotTranscripts } from './bot-transcripts.js';
import { JobArchives } from './job-archives.js';
import { JobEndings } from './job-endings.js';
import { JobStatusRepository } from './job-status.repository.js';
import { SttEventHandler } from './stt-event.handler.js';

/**
 * The STT jobs' lifecycle, owner of `transcription_jobs` status: what vendor events and the
 * archive sweep's reconciliation change, the jobs' way to their archive (JobArchives), the links
 * of a bot's jobs (BotJobLinks) and the versions of bots' transcripts (BotTranscripts). The
 * proxy, the webhook inbox, bots and archival all build on it; the CLI uses it through archival.
 */
const SHARED = [
  JobArchives,
  JobStatusRepository,
  SttEventHandler,
  SttClient,
  BotJobLinks,
  BotTranscripts,
  JobEndings,
];

@Module({ providers: SHARED, exports: SHARED })
export class TranscriptionJobsModule {}
