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
      token: `${expires}.${this.box.sign(tokenText(botId, expires))}`,
      expiresAt: new Date(expires * 1000),
    };
  }

  valid(botId: string, token: string, now = Date.now()): boolean {
    const [expires, mac] = token.split('.');
    return (
      /^\d{1,12}$/.test(expires ?? '') &&
      Number(expires) > now / 1000 &&
      Number(expires) <= now / 1000 + READ_TOKEN_SECONDS &&
      this.box.signed(tokenText(botId, Number(expires)), mac ?? '')
    );
  }
}
