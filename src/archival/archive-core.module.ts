import { Module } from '@nestjs/common';
import { SttClient } from '../vendors/stt.client.js';
import { ArchiveDownloader } from './archive-downloader.js';
import { ArchiveMetrics } from './archive-metrics.js';
import { ArchiveOutcomes } from './archive-outcomes.js';
import { ArchiveSweepService } from './archive-sweep.service.js';
import { ArchiveTasksRepository } from './archive-tasks.repository.js';
import { ArchiveTasksService } from './archive-tasks.service.js';
import { ArchiveWorker } from './archive-worker.js';
import { ArchivesService } from './archives.service.js';
import { SweepLock } from './sweep-lock.js';

/** Tasks, worker and sweep without any background schedule: what the CLI runs in the foreground. */
@Module({
  providers: [
    ArchiveTasksRepository,
    ArchiveTasksService,
    ArchiveDownloader,
    ArchiveWorker,
    ArchiveSweepService,
    ArchiveMetrics,
    ArchiveOutcomes,
    SttClient,
    SweepLock,
    ArchivesService,
  ],
  exports: [ArchiveTasksService, ArchiveWorker, ArchiveSweepService, ArchivesService, SttClient],
})
export class ArchiveCoreModule {}
