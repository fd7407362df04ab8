import { Injectable } from '@nestjs/common';

/** What the STT jobs need from the archive of their audio (archival provides it). */
export interface JobArchive {
  /** Creates the archive task of a live job whose audio is final, unless it has one. */
  ensureTask(jobId: string): Promise<unknown>;
  /** Where the job's archived audio is stored, once archival has published it. */
  archivedKey(jobId: string): Promise<string | null>;
  /** Deletes the job's archived audio and its task; true when there was audio. */
  remove(jobId: string): Promise<boolean>;
}

/**
 * The STT jobs' way to their archive: an interface this module owns and archival, which builds
 * on the jobs, provides (`provide`) when it starts, so that the jobs never import archival.
 */
@Injectable()
export class JobArchives implements JobArchive {
  private archive: JobArchive | undefined;

  provide(archive: JobArchive): void {
    this.archive = archive;
  }

  ensureTask(jobId: string): Promise<unknown> {
    return this.provider().ensureTask(jobId);
  }

  archivedKey(jobId: string): Promise<string | null> {
    return this.provider().archivedKey(jobId);
  }

  remove(jobId: string): Promise<boolean> {
    return this.provider().remove(jobId);
  }

  private provider(): JobArchive {
    if (!this.archive) throw new Error('no job archive: the archival module is not loaded');
    return this.archive;
  }
}
