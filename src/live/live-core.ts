import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { Bus } from '../platform/bus/bus.js';
import { AppConfig } from '../platform/config/app-config.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';

type Tx = Prisma.TransactionClient;

/** The path under which bots stream their audio; the token follows it. */
export const INGRESS_PATH = '/live/ingress/';

/** How a streaming URL's token is kept and looked up: its sha256, never the token. */
export const ingressTokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Whether this replica decided a live signal, or another replica told it (LiveNotifier). */
export type SignalOrigin = 'here' | 'peer';

declare module '../platform/bus/bus.js' {
  interface BusEvents {
    /** A bot's meeting is over: its stream is finished where it is held. */
    'live.over': [botId: string, origin: SignalOrigin];
    /**
     * A connection of the bot took its stream over with `epoch`: a feed of an earlier epoch
     * lets go.
     */
    'live.takeover': [botId: string, epoch: number, origin: SignalOrigin];
  }
}

/**
 * What bot creation and bot events need of live meetings, without the ingress itself: the
 * streaming URL of a create attempt, and the word that a bot's meeting is over.
 */
@Injectable()
export class LiveCore {
  constructor(
    private readonly prisma: PrismaService,
    private readonly config: AppConfig,
    private readonly bus: Bus,
  ) {}

  /**
   * A fresh URL for the bot's audio, for one create attempt (the vendor's bot may come from any
   * attempt): `ws(s)://<PUBLIC_BASE_URL host>/live/ingress/<256-bit token>`, its hash recorded
   * before the vendor hears of it.
   */
  async mintIngressUrl(botId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.prisma.liveIngressToken.create({
      data: { tokenHash: ingressTokenHash(token), botId },
    });
    const base = new URL(this.config.publicBaseUrl);
    base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
    return `${base.origin}${INGRESS_PATH}${token}`;
  }

  /**
   * In the transaction of the bot's status change: its meeting is over (`call_ended`, or the bot
   * ended). Answers whether the bot streams and its end was not asked for before; the caller
   * signals it once the transaction committed (signalOver).
   */
  async markOver(tx: Tx, botId: string): Promise<boolean> {
    const marked = await tx.liveStream.updateMany({
      where: { botId, endRequestedAt: null, endedAt: null },
      data: { endRequestedAt: new Date() },
    });
    return marked.count > 0;
  }

  /** The bot's meeting is over: here, and on the other replicas (LiveNotifier). */
  signalOver(botId: string): void {
    this.bus.emit('live.over', botId, 'here');
  }

  /** A connection here took the bot's stream over: feeds on the other replicas let go. */
  signalTakeover(botId: string, epoch: number): void {
    this.bus.emit('live.takeover', botId, epoch, 'here');
  }
}
