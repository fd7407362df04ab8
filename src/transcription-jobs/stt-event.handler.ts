import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../platform/config/app-config.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import { EventOutbox, type EventWriter } from '../platform/outbox/event-outbox.js';
import { JOB_ROUTES, SttClient } from '../platform/vendors/stt.client.js';
import { type JobKind } from '../generated/prisma/enums.js';
import {
  hasEnded,
  isVendorJobStatus,
  statusChangeFor,
  statusesAtOrAfter,
} from './job-lifecycle.js';
import { JobStatusRepository, type MovedJob } from './job-status.repository.js';
import { type SttEventKind } from '../platform/vendors/stt-events.js';
import { JobArchives } from './job-archives.js';
import { JobEndings } from './job-endings.js';

/** An STT vendor event as the inbox parsed it. */
export interface SttJobEvent {
  kind: string;
  /** One of the kinds the bridge acts on (SttEventKind). */
  known: boolean;
  jobId: string | null;
}

/**
 * `applied`: a job moved on; `stale`: it already was there or further; `unlinked_job`: a session
 * the bridge did not create was recorded (with no team) and its archive task created; the rest
 * did nothing.
 */
export type SttEventOutcome = 'applied' | 'stale' | 'unlinked_job' | 'unknown_job' | 'ignored';

/**
 * A job that has just ended tells its team: a live session the first time it reaches `ended`,
 * `done` or `error`; a pre-recorded job when it reaches `done` or `error`.
 */
async function tellTeam(
  events: EventWriter,
  job: MovedJob,
  upstreamId: string,
  status: string,
  at: Date,
) {
  if (!job.advanced || job.deleted || !hasEnded(status) || hasEnded(job.previous)) return;
  const data = {
    job_id: upstreamId,
    bot_id: job.botId,
    status,
    ended_at: at.toISOString(),
  };
  if (job.kind === 'live') {
    await events.emit(job.teamId, 'transcription.live.ended', {
      ...data,
      url: events.url(`/v2/live/${encodeURIComponent(upstreamId)}`),
    });
  } else if (job.kind === 'pre_recorded') {
    const type = status === 'done' ? 'completed' : 'failed';
    await events.emit(job.teamId, `transcription.pre_recorded.${type}`, {
      ...data,
      url: events.url(`/v2/pre-recorded/${encodeURIComponent(upstreamId)}`),
    });
  }
}

/** What an STT event means for the bridge's transcription jobs (and their audio archive). */
@Injectable()
export class SttEventHandler {
  private readonly logger = new Logger(SttEventHandler.name);
  constructor(
    private readonly jobs: JobStatusRepository,
    private readonly archives: JobArchives,
    private readonly config: AppConfig,
    private readonly stt: SttClient,
    private readonly outbox: EventOutbox,
    private readonly prisma: PrismaService,
    private readonly endings: JobEndings,
  ) {}

  /**
   * `teamScope`: the event came with that team's callback token, so it may move that team's
   * jobs only (another job id in it is unknown to it) and records no session of the account.
   * `signal` ends the vendor call made for the audio length.
   */
  async handle(
    event: SttJobEvent,
    receivedAt: Date,
    teamScope: string | null = null,
    signal?: AbortSignal,
  ): Promise<SttEventOutcome> {
    if (!event.known || event.jobId === null) return 'ignored';
    const jobId = event.jobId;
    const change = statusChangeFor(event.kind as SttEventKind);
    const { jobs, unlinked } = await this.outbox.transaction(async (tx, events) => {
      const advance = () =>
        this.jobs.advance(tx, jobId, change.kinds, teamScope, {
          status: change.status,
          notFrom: statusesAtOrAfter(change.status),
          endedAt: change.ends ? receivedAt : null,
        });
      let moved = await advance();
      if (
        moved.length === 0 &&
        teamScope === null &&
        change.recordsUnknown &&
        this.config.archive.ARCHIVE_UNLINKED_SESSIONS
      ) {
        // Every live session of the account is the organisation's, whoever started it.
        moved = await this.jobs.recordUnlinked(tx, jobId, change.status, receivedAt);
        if (moved.length > 0) return { jobs: moved, unlinked: true };
        moved = await advance();
      }
      for (const job of moved) await tellTeam(events, job, jobId, change.status, receivedAt);
      return { jobs: moved, unlinked: false };
    });
    if (jobs.length === 0) return 'unknown_job';
    if (change.archives) {
      // Also when the status was already final (the other channel's copy, events out of
      // order): the task must exist, and ensureTask is idempotent.
      for (const job of jobs) {
        if (job.kind === 'live' && !job.deleted) await this.archives.ensureTask(job.id);
        if (!job.audioKnown) await this.recordAudioLength(event.jobId, job, signal);
      }
    }
    // Also when the status was already final: a listener that failed before finishes now.
    if (hasEnded(change.status)) await this.tellEnded(jobs, change.status, signal);
    if (unlinked) return 'unlinked_job';
    return jobs.some((job) => job.advanced) ? 'applied' : 'stale';
  }

  /**
   * Asks the vendor for a job's status and applies it as its events would be (forward only, the
   * team told when it ends): for a job the bridge learnt of after its events may have come, such
   * as a bot's STT jobs. False when the vendor does not know the job. Throws when the vendor
   * cannot answer, so that the caller tries again.
   */
  async pollStatus(
    upstreamId: string,
    kind: Exclude<JobKind, 'live'>,
    signal?: AbortSignal,
  ): Promise<boolean> {
    const answer = await this.stt.getJob(upstreamId, signal, JOB_ROUTES[kind]);
    if (!answer) return false;
    const { status } = answer;
    if (!isVendorJobStatus(status)) return true;
    const at = answer.completedAt ? new Date(answer.completedAt) : new Date();
    const endedAt = hasEnded(status) ? (Number.isNaN(+at) ? new Date() : at) : null;
    const moved = await this.outbox.transaction(async (tx, events) => {
      const jobs = await this.jobs.advance(tx, upstreamId, [kind], null, {
        status,
        notFrom: statusesAtOrAfter(status),
        endedAt,
      });
      for (const job of jobs)
        await tellTeam(events, job, upstreamId, status, endedAt ?? new Date());
      return jobs;
    });
    if (hasEnded(status)) await this.tellEnded(moved, status, signal);
    if (answer.audioSeconds !== null) {
      for (const job of moved) {
        if (!job.audioKnown)
          await this.jobs.setAudioSeconds(this.prisma, job.id, answer.audioSeconds);
      }
    }
    return true;
  }

  /** Tells the features waiting on pre-recorded jobs of the ones that ended (see JobEndings). */
  private async tellEnded(jobs: MovedJob[], status: string, signal?: AbortSignal) {
    for (const job of jobs) {
      if (job.kind === 'pre_recorded' && !job.deleted) {
        await this.endings.ended({ id: job.id, status }, signal);
      }
    }
  }

  /**
   * A finished job's audio length, from the vendor's metadata, for usage reports. Best effort:
   * a vendor that cannot say now leaves it unknown rather than failing the event.
   */
  private async recordAudioLength(
    upstreamId: string,
    job: MovedJob,
    signal?: AbortSignal,
  ): Promise<void> {
    try {
      const answer = await this.stt.getJob(upstreamId, signal, JOB_ROUTES[job.kind]);
      if (answer?.audioSeconds != null) {
        await this.jobs.setAudioSeconds(this.prisma, job.id, answer.audioSeconds);
      }
    } catch (error) {
      this.logger.warn(`audio length of job ${job.id} unknown: ${(error as Error).message}`);
    }
  }
}
