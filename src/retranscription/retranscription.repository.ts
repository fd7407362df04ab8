import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import { type Tx } from '../team-events/event-outbox.js';
import {
  type Bot,
  type Prisma,
  type Retranscription,
  type RetranscriptionState,
} from '../generated/prisma/client.js';

@Injectable()
export class RetranscriptionRepository {
  constructor(private readonly prisma: PrismaService) {}

  findBot(id: string): Promise<Bot | null> {
    return this.prisma.bot.findUnique({ where: { id } });
  }

  findBotByUpstreamId(upstreamBotId: string): Promise<Bot | null> {
    return this.prisma.bot.findUnique({ where: { upstreamBotId } });
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

  /** The oldest retranscription of that vendor bot in one of `states`. */
  oldestIn(upstreamBotId: string, states: RetranscriptionState[]) {
    return this.prisma.retranscription.findFirst({
      where: { upstreamBotId, state: { in: states } },
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
}
