import { Injectable } from '@nestjs/common';
import { ArchiveTasksService } from '../archival/archive-tasks.service.js';
import { statusChangeFor, statusesAtOrAfter } from './job-status.js';
import { JobStatusRepository } from './job-status.repository.js';
import { type SttEvent, type SttEventKind } from './stt-event.js';

/** `applied`: a job moved on; `stale`: it already was there or further; the rest did nothing. */
export type SttEventOutcome = 'applied' | 'stale' | 'unknown_job' | 'ignored';

/** What an STT event means for the bridge's transcription jobs (and their audio archive). */
@Injectable()
export class SttEventHandler {
  constructor(
    private readonly jobs: JobStatusRepository,
    private readonly archives: ArchiveTasksService,
  ) {}

  async handle(event: SttEvent, receivedAt: Date): Promise<SttEventOutcome> {
    if (!event.known || event.jobId === null) return 'ignored';
    const change = statusChangeFor(event.kind as SttEventKind);
    const jobs = await this.jobs.advance(event.jobId, change.kinds, {
      status: change.status,
      notFrom: statusesAtOrAfter(change.status),
      endedAt: change.ends ? receivedAt : null,
    });
    // Jobs not created through the bridge are not ours to track.
    if (jobs.length === 0) return 'unknown_job';
    if (change.archives) {
      // Also when the status was already final (the other channel's copy, events out of
      // order): the task must exist, and ensureTask is idempotent.
      for (const job of jobs) {
        if (job.kind === 'live' && !job.deleted) await this.archives.ensureTask(job.id);
      }
    }
    return jobs.some((job) => job.advanced) ? 'applied' : 'stale';
  }
}
