import { Injectable } from '@nestjs/common';

/** A pre-recorded job the bridge knows has just ended (`done` or `error`). */
export interface EndedJob {
  /** The bridge's job id. */
  id: string;
  status: string;
}

/** Told when a pre-recorded job ends; throws to have the event that ended it handled again. */
export type JobEndListener = (job: EndedJob, signal?: AbortSignal) => Promise<void>;

/**
 * The features waiting on pre-recorded jobs (retranscription) hear of their end through this,
 * which the jobs own, so that the jobs never import them: they register (`listen`) when they
 * start, and the STT event handler tells (`ended`) once a job's end is recorded.
 */
@Injectable()
export class JobEndings {
  private readonly listeners: JobEndListener[] = [];

  listen(listener: JobEndListener): void {
    this.listeners.push(listener);
  }

  async ended(job: EndedJob, signal?: AbortSignal): Promise<void> {
    for (const listener of this.listeners) await listener(job, signal);
  }
}
