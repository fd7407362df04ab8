import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
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

  create(data: Prisma.RetranscriptionUncheckedCreateInput): Promise<Retranscription> {
    return this.prisma.retranscription.create({ data });
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

  /** Completes it unless something else changed its state first. */
  async complete(r: Retranscription, result: Prisma.InputJsonValue): Promise<boolean> {
    const { count } = await this.prisma.retranscription.updateMany({
      where: { id: r.id, state: r.state },
      data: { state: 'completed', completedAt: new Date(), result },
    });
    return count === 1;
  }

  countFor(upstreamBotId: string): Promise<number> {
    return this.prisma.retranscription.count({ where: { upstreamBotId } });
  }
}
