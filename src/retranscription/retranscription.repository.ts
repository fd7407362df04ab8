import { Injectable } from '@nestjs/common';
import { PrismaService } from '../platform/database/prisma.service.js';
import { type QueueReading, readStateQueue } from '../platform/metrics/queue-metrics.js';
import { type Tx } from '../platform/outbox/event-outbox.js';
import {
  type Bot,
  Prisma,
  type Retranscription,
  type RetranscriptionState,
} from '../generated/prisma/client.js';

@Injectable()
export class RetranscriptionRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Retranscriptions not finished: `requested` (the vendor not asked yet, or asking again) and
   * `accepted` (the vendor's or the STT job's result awaited).
   */
  backlog(): Promise<QueueReading> {
    return readStateQueue(this.prisma, 'retranscriptions', ['requested', 'accepted']);
  }

  findBot(id: string): Promise<Bot | null> {
    return this.prisma.bot.findUnique({ where: { id } });
  }

  findBotByUpstreamId(upstreamBotId: string): Promise<Bot | null> {
    // A calendar bot shared by teams: the first record (POST /bots/{id}/retranscribe names one).
    return this.prisma.bot.findFirst({
      where: { upstreamBotId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
  }

  create(
    data: Prisma.RetranscriptionUncheckedCreateInput,
    tx: Prisma.TransactionClient = this.prisma,
  ): Promise<Retranscription> {
    return tx.retranscription.create({ data });
  }

  findById(id: string): Promise<Retranscription | null> {
    return this.prisma.retranscription.findUnique({ where: { id } });
  }

  findByIdempotencyKey(idempotencyKey: string): Promise<Retranscription | null> {
    return this.prisma.retranscription.findUnique({ where: { idempotencyKey } });
  }

  update(id: string, data: Prisma.RetranscriptionUpdateInput): Promise<Retranscription> {
    return this.prisma.retranscription.update({ where: { id }, data });
  }

  /** The oldest vendor retranscription of that vendor bot in one of `states`. */
  oldestIn(upstreamBotId: string, states: RetranscriptionState[]) {
    return this.prisma.retranscription.findFirst({
      where: { upstreamBotId, mode: 'vendor', state: { in: states } },
      orderBy: { createdAt: 'asc' },
    });
  }

  /** The vendor call failed, in the caller's transaction. */
  fail(tx: Tx, id: string, data: Prisma.RetranscriptionUpdateInput): Promise<Retranscription> {
    return tx.retranscription.update({ where: { id }, data });
  }

  /** Completes it unless something else changed its state first; true when it did. */
  async complete(
    tx: Tx,
    r: Retranscription,
    result: Prisma.InputJsonValue,
    completedAt: Date,
  ): Promise<boolean> {
    const { count } = await tx.retranscription.updateMany({
      where: { id: r.id, state: r.state },
      data: { state: 'completed', completedAt, result },
    });
    return count === 1;
  }

  countFor(upstreamBotId: string): Promise<number> {
    return this.prisma.retranscription.count({ where: { upstreamBotId } });
  }

  /**
   * The STT job of a retranscription started: recorded as a pre-recorded job of the bot's team,
   * linked to the bot, and the retranscription `accepted` on it, in one transaction.
   */
  acceptSttJob(
    id: string,
    job: {
      teamId: string;
      botId: string;
      upstreamId: string;
      vendorResponse: Prisma.InputJsonValue;
    },
  ): Promise<Retranscription> {
    return this.prisma.$transaction(async (tx) => {
      const recorded = await tx.transcriptionJob.upsert({
        where: { kind_upstreamId: { kind: 'pre_recorded', upstreamId: job.upstreamId } },
        create: {
          kind: 'pre_recorded',
          upstreamId: job.upstreamId,
          teamId: job.teamId,
          botId: job.botId,
          status: 'queued',
        },
        update: {},
      });
      return tx.retranscription.update({
        where: { id },
        data: {
          state: 'accepted',
          jobId: recorded.id,
          vendorStatus: 200,
          vendorResponse: job.vendorResponse,
        },
      });
    });
  }

  /** The retranscription waiting on this STT job, with the job's vendor id. */
  async findByJob(jobId: string) {
    const record = await this.prisma.retranscription.findUnique({
      where: { jobId },
      include: { job: { select: { upstreamId: true } } },
    });
    return record?.job ? { record, upstreamId: record.job.upstreamId } : null;
  }

  /**
   * Accepted STT retranscriptions not looked at since `before` (by updated_at), with their job:
   * what the poll asks the STT vendor about.
   */
  async silentSttJobs(before: Date, limit: number) {
    const rows = await this.prisma.retranscription.findMany({
      where: { mode: 'stt', state: 'accepted', updatedAt: { lt: before }, jobId: { not: null } },
      include: { job: { select: { upstreamId: true } } },
      orderBy: { updatedAt: 'asc' },
      take: limit,
    });
    return rows.flatMap((record) =>
      record.job ? [{ record, upstreamId: record.job.upstreamId }] : [],
    );
  }

  /**
   * Vendor retranscriptions still open and unchanged since `before`: accepted, or requested with
   * their call's outcome lost (a replica that died mid-call).
   */
  silentVendorRetranscriptions(before: Date, limit: number): Promise<Retranscription[]> {
    return this.prisma.retranscription.findMany({
      where: {
        mode: 'vendor',
        state: { in: ['accepted', 'requested'] },
        updatedAt: { lt: before },
      },
      orderBy: { updatedAt: 'asc' },
      take: limit,
    });
  }

  /** STT retranscriptions still `requested` since before `before`: their job's creation is unknown. */
  requestedStt(before: Date, limit: number): Promise<Retranscription[]> {
    return this.prisma.retranscription.findMany({
      where: { mode: 'stt', state: 'requested', updatedAt: { lt: before } },
      orderBy: { updatedAt: 'asc' },
      take: limit,
    });
  }

  /** Takes one poll: true unless another replica took it since it was read. */
  async claimPoll(open: { record: Retranscription }): Promise<boolean> {
    const { count } = await this.prisma.retranscription.updateMany({
      where: { id: open.record.id, updatedAt: open.record.updatedAt },
      data: { updatedAt: new Date() },
    });
    return count === 1;
  }

  /** Fails it unless it has ended already, in the caller's transaction; null when it had. */
  async failIfOpen(
    tx: Tx,
    id: string,
    data: Prisma.RetranscriptionUpdateInput,
  ): Promise<Retranscription | null> {
    const { count } = await tx.retranscription.updateMany({
      where: { id, state: { in: ['requested', 'accepted'] } },
      data: data as Prisma.RetranscriptionUpdateManyMutationInput,
    });
    return count === 1 ? tx.retranscription.findUnique({ where: { id } }) : null;
  }
}
