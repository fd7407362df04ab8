import { Injectable } from '@nestjs/common';
import { SecretBox } from '../common/secret-box.js';

/** How long a read-only token opens a bot's live transcript. */
export const READ_TOKEN_SECONDS = 3600;

const tokenText = (botId: string, expires: number) => `live-transcript:${botId}:${expires}`;

/**
 * Read-only tokens for one bot's live transcript, for what cannot send a key (a browser's
 * EventSource): `<expiry>.<MAC>` under a key derived from SECRETS_KEY (SecretBox.sign), valid
 * for that bot until it expires, at most an hour after it was minted. Nothing is stored.
 */
@Injectable()
export class LiveReadTokens {
  constructor(private readonly box: SecretBox) {}

  mint(botId: string, now = Date.now()): { token: string; expiresAt: Date } {
    const expires = Math.floor(now / 1000) + READ_TOKEN_SECONDS;
    return {
      token: this.box.expiringToken((at) => tokenText(botId, at), expires),
      expiresAt: new Date(expires * 1000),
    };
  }

  /** The token's expiry (Unix seconds) when it opens `botId`'s live transcript now; else null. */
  expiryOf(botId: string, token: string, now = Date.now()): number | null {
    return this.box.expiryOf(token, (at) => tokenText(botId, at), READ_TOKEN_SECONDS, now);
  }

  valid(botId: string, token: string, now = Date.now()): boolean {
    return this.expiryOf(botId, token, now) !== null;
  }
}
