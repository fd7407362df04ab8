import { Injectable } from '@nestjs/common';
import { ArchiveTasksRepository } from './archive-tasks.repository.js';
import { ArchiveWorker } from './archive-worker.js';

/** The entry point for other features: "this job's audio should be archived". */
@Injectable()
export class ArchiveTasksService {
  constructor(
    private readonly repo: ArchiveTasksRepository,
    private readonly worker: ArchiveWorker,
  ) {}

  /**
   * Creates the pending archive task for a job unless one exists (ON CONFLICT (job_id) DO
   * NOTHING), so replayed or duplicated end-of-session events never create a second download.
   * A new task is offered to this replica's worker at once; other replicas find it by polling.
   */
  async ensureTask(jobId: string): Promise<void> {
    if (await this.repo.insertPending(jobId)) {
      void this.worker.poll().catch((error: unknown) => this.worker.pollFailed(error));
    }
  }
}
