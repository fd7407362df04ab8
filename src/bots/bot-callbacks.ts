import { Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { callbackSecretHash } from './bot-vendor.js';
import { BotsRepository } from './bots.repository.js';
import { isUuid } from '../platform/common/uuid.js';

/** Who a v2 bot's callback comes from: the secret in `x-mb-secret` against the bot's hashes. */
@Injectable()
export class BotCallbacks {
  constructor(private readonly repo: BotsRepository) {}

  /**
   * The bot whose callback secret `presented` is (its hash against each one recorded for the
   * bot, in constant time), or null: no such bot, or not its secret.
   */
  async botOf(botId: string, presented: string | undefined): Promise<string | null> {
    if (!isUuid(botId) || !presented) return null;
    const id = botId.toLowerCase();
    const given = Buffer.from(callbackSecretHash(presented));
    let matched = false;
    for (const hash of await this.repo.callbackSecretHashes(id)) {
      const stored = Buffer.from(hash);
      if (stored.length === given.length && timingSafeEqual(stored, given)) matched = true;
    }
    return matched ? id : null;
  }
}
