import { Injectable } from '@nestjs/common';
import { type Bot } from '../generated/prisma/client.js';

/**
 * Makes the bridge's bots for a vendor bot it holds no record of, from one of its events (`data`
 * and `extra` as the event carries them): the bots the vendor starts by itself, for a calendar
 * schedule. Answers the records made (none when the bot is not the adopter's).
 */
export type BotAdopter = (upstreamBotId: string, body: Record<string, unknown>) => Promise<Bot[]>;

/** What features above bots add to the handling of vendor bots' events (calendars). */
@Injectable()
export class BotAdopters {
  private readonly adopters: BotAdopter[] = [];

  add(adopter: BotAdopter): void {
    this.adopters.push(adopter);
  }

  /** The first adopter's records for the vendor bot; none when no adopter knows it. */
  async adopt(upstreamBotId: string, body: Record<string, unknown>): Promise<Bot[]> {
    for (const adopter of this.adopters) {
      const bots = await adopter(upstreamBotId, body);
      if (bots.length > 0) return bots;
    }
    return [];
  }
}
