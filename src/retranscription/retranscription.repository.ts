import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import { EventOutbox, type EventWriter } from '../team-events/event-outbox.js';
import {
  type Bot,
  type Prisma,
  type Retranscription,
  type RetranscriptionState,
} from '../generated/prisma/client.js';

const eventData = (r: Retranscription, events: EventWriter) => ({
  retranscription_id: r.id,
  bot_id: r.botId,
  upstream_bot_id: r.upstreamBotId,
  state: r.state,
  ...(r.botId ? { url: events.url(`/bots/${r.botId}`) } : {}),
});

@Injectable()
export class RetranscriptionRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly outbox: EventOutbox,
  ) {}

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

  /** The vendor call failed: recorded with `retranscription.failed` for the bot's team. */
  fail(id: string, data: Prisma.RetranscriptionUpdateInput): Promise<Retranscription> {
    return this.outbox.transaction(async (tx, events) => {
      const r = await tx.retranscription.update({ where: { id }, data });
      await events.emit(r.teamId, 'retranscription.failed', {
        ...eventData(r, events),
        vendor_status: r.vendorStatus,
      });
      return r;
    });
  }

  /** Completes it unless something else changed its state first (`retranscription.completed`). */
  complete(r: Retranscription, result: Prisma.InputJsonValue): Promise<boolean> {
    return this.outbox.transaction(async (tx, events) => {
      const completedAt = new Date();
      const { count } = await tx.retranscription.updateMany({
        where: { id: r.id, state: r.state },
        data: { state: 'completed', completedAt, result },
      });
      if (count === 1) {
        await events.emit(r.teamId, 'retranscription.completed', {
          ...eventData({ ...r, state: 'completed' }, events),
          completed_at: completedAt.toISOString(),
        });
      }
      return count === 1;
    });
  }

  countFor(upstreamBotId: string): Promise<number> {
    return this.prisma.retranscription.count({ where: { upstreamBotId } });
  }
}
