import { Injectable } from '@nestjs/common';
import { AudioStorage } from '../platform/storage/audio-storage.js';
import { type JobArchive, JobArchives } from '../transcription-jobs/job-archives.js';
import { ArchiveTasksRepository } from './archive-tasks.repository.js';
import { ArchiveWorker } from './archive-worker.js';

/** The archive of STT jobs' audio, as the jobs see it (JobArchive): archival provides it. */
@Injectable()
export class ArchiveTasksService implements JobArchive {
  constructor(
    private readonly repo: ArchiveTasksRepository,
    private readonly worker: ArchiveWorker,
    private readonly storage: AudioStorage,
    jobArchives: JobArchives,
  ) {
    jobArchives.provide(this);
  }

  /**
   * Creates the pending archive task for a job unless one exists (ON CONFLICT (job_id) DO
   * NOTHING), so replayed or duplicated end-of-session events never create a second download.
   * A new task is offered to this replica's worker at once; other replicas find it by polling.
   */
  async ensureTask(jobId: string): Promise<void> {
    if (await this.repo.insertPending(jobId)) {
      void this.worker.poll();
    }
  }

  async archivedKey(jobId: string): Promise<string | null> {
    return (await this.repo.findArchived(jobId))?.storageKey ?? null;
  }

  /**
   * Deletes the job's archived audio; true when there was audio. The object goes first, so a
   * failure leaves the row (and the job) for a retry to find. The row stays, marked `deleted`
   * with its size, so the usage already reported for it does not change.
   */
  async remove(jobId: string): Promise<boolean> {
    const archive = await this.repo.findByJob(jobId);
    if (!archive) return false;
    if (archive.storageKey) await this.storage.delete(archive.storageKey);
    await this.repo.markDeleted(undefined, [], [jobId]);
    return archive.storageKey !== null;
  }
}
