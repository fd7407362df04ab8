import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../platform/database/prisma-errors.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import { type AudioArchive, Prisma, type TranscriptionJob } from '../generated/prisma/client.js';
import { boundedCount } from '../platform/database/bounded-count.js';
import { type JobKind } from '../generated/prisma/enums.js';
import { FINAL_STATUSES, type ListQuery } from './list-query.js';

export type JobWithArchive = TranscriptionJob & { archive: AudioArchive | null };

export interface JobScope {
  /** Undefined: every team (admins). */
  teamId?: string;
  query: ListQuery;
}

/** Database access for the job links (job ↔ team ↔ bot): the jobs the proxy creates and reads. */
@Injectable()
export class TranscriptionJobsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Records a job created through the proxy. Should the vendor's end of the session have been
   * heard first (recorded with no team), that record is this job: it is given to the team.
   */
  async record(data: {
    kind: JobKind;
    upstreamId: string;
    teamId: string;
    botId: string | null;
    status: string;
  }): Promise<TranscriptionJob> {
    try {
      return await this.prisma.transcriptionJob.create({ data });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const job = { kind: data.kind, upstreamId: data.upstreamId };
      const { count } = await this.prisma.transcriptionJob.updateMany({
        where: { ...job, teamId: null },
        data: { teamId: data.teamId, botId: data.botId },
      });
      if (count === 0) throw error;
      return this.prisma.transcriptionJob.findFirstOrThrow({ where: job });
    }
  }

  /** The record (not deleted) of a vendor job among the given kinds. */
  findActive(upstreamId: string, kinds: readonly JobKind[]): Promise<TranscriptionJob | null> {
    return this.prisma.transcriptionJob.findFirst({
      where: { upstreamId, kind: { in: [...kinds] }, deletedAt: null },
    });
  }

  async teamHasBot(teamId: string, botId: string): Promise<boolean> {
    return (await this.prisma.bot.count({ where: { id: botId, teamId } })) > 0;
  }

  /**
   * Jobs for admins, newest first: of one team, of no team (`null`), or all (`undefined`).
   */
  async listForAdmin(teamId: string | null | undefined, limit: number, offset: number) {
    const where: Prisma.TranscriptionJobWhereInput = teamId === undefined ? {} : { teamId };
    const filter =
      teamId === undefined
        ? Prisma.sql`true`
        : teamId === null
          ? Prisma.sql`team_id IS NULL`
          : Prisma.sql`team_id = ${teamId}::uuid`;
    const [rows, count] = await Promise.all([
      this.prisma.transcriptionJob.findMany({
        where,
        include: { archive: true },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: limit,
        skip: offset,
      }),
      boundedCount(this.prisma, Prisma.sql`transcription_jobs WHERE ${filter}`),
    ]);
    return { rows, ...count };
  }

  findWithArchive(id: string): Promise<JobWithArchive | null> {
    return this.prisma.transcriptionJob.findUnique({ where: { id }, include: { archive: true } });
  }

  async teamExists(id: string): Promise<boolean> {
    return (await this.prisma.team.count({ where: { id } })) === 1;
  }

  /**
   * Gives a job of no team to `teamId` (and links `botId` when given), in one statement
   * conditioned on the row: a job that already belongs to another team is left alone, since a
   * team's jobs never change hands (replicas cache them). False when nothing was changed.
   */
  async attach(
    id: string,
    teamId: string,
    botId: string | undefined,
    tx: Prisma.TransactionClient = this.prisma,
  ): Promise<boolean> {
    const { count } = await tx.transcriptionJob.updateMany({
      where: { id, OR: [{ teamId: null }, { teamId }] },
      data: { teamId, ...(botId && { botId }) },
    });
    return count === 1;
  }

  async setBot(id: string, botId: string): Promise<void> {
    await this.prisma.transcriptionJob.update({ where: { id }, data: { botId } });
  }

  /**
   * Records a final vendor status (done, error) seen by the proxy. Earlier statuses are left to
   * the webhook processing, which only ever moves a job forward; final ones are as far as it goes.
   */
  async recordFinalStatus(id: string, status: string): Promise<void> {
    await this.prisma.transcriptionJob.updateMany({
      where: { id, status: { notIn: [...FINAL_STATUSES] } },
      data: { status },
    });
  }

  async markDeleted(id: string): Promise<void> {
    await this.prisma.transcriptionJob.updateMany({
      where: { id, deletedAt: null },
      data: { deletedAt: new Date() },
    });
  }

  /**
   * One slice of a scope's jobs, newest first (the vendor's order). With a status filter, jobs
   * whose recorded status is final and not asked for are left out here; the rest is checked
   * against the vendor by the caller.
   */
  slice(scope: JobScope, skip: number, take: number): Promise<TranscriptionJob[]> {
    const { query } = scope;
    const where: Prisma.TranscriptionJobWhereInput = {
      teamId: scope.teamId,
      kind: { in: [...query.kinds] },
      deletedAt: null,
      createdAt: { gte: query.createdAfter, lt: query.createdBefore },
    };
    if (query.statuses.length) {
      const excluded = FINAL_STATUSES.filter((s) => !query.statuses.includes(s));
      if (excluded.length) where.status = { notIn: excluded };
    }
    return this.prisma.transcriptionJob.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip,
      take,
    });
  }
}
