import { Injectable, NotFoundException } from '@nestjs/common';
import { isAdmin, type Principal } from '../platform/auth/principal.js';
import type { TranscriptionJob } from '../generated/prisma/client.js';
import type { JobGroup } from './job-groups.js';
import { TranscriptionJobsRepository } from './transcription-jobs.repository.js';

const CACHE_MAX_ENTRIES = 50_000;

/**
 * Who may touch which vendor job. A job's team, once it has one, never changes, so found records
 * of teams' jobs are cached by vendor id and reads of a job cost no database query after the
 * first; a job deleted through this replica leaves the cache, and on other replicas the vendor
 * answers 404 for it anyway. A job of no team (a session the bridge did not create) is visible
 * to admin keys only and never cached, so that once an admin attaches it to a team, every
 * replica sees the team at once.
 */
@Injectable()
export class JobAccessService {
  private readonly cache = new Map<string, TranscriptionJob>();

  constructor(private readonly jobs: TranscriptionJobsRepository) {}

  /**
   * The bridge's record of vendor job `id` when the caller may use it through `group`. Another
   * team's job answers 404 like a missing one. Admins may use any vendor job, recorded or not.
   */
  async visible(
    principal: Principal,
    group: JobGroup,
    id: string,
  ): Promise<TranscriptionJob | null> {
    const job = await this.find(group, id);
    if (isAdmin(principal) || (job?.teamId && job.teamId === principal.teamId)) return job;
    throw new NotFoundException(`Job ${id} not found`);
  }

  remember(job: TranscriptionJob): void {
    if (job.teamId === null) return;
    if (this.cache.size >= CACHE_MAX_ENTRIES) {
      this.cache.delete(this.cache.keys().next().value as string);
    }
    this.cache.set(job.upstreamId, job);
  }

  forget(job: TranscriptionJob): void {
    this.cache.delete(job.upstreamId);
  }

  private async find(group: JobGroup, id: string): Promise<TranscriptionJob | null> {
    const cached = this.cache.get(id);
    if (cached) return group.reads.includes(cached.kind) ? cached : null;
    const job = await this.jobs.findActive(id, group.reads);
    if (job) this.remember(job);
    return job;
  }
}
