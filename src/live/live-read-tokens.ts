import { Injectable } from '@nestjs/common';
import { SecretBox } from '../platform/common/secret-box.js';

/** How long a read-only token opens a bot's live transcript. */
export const READ_TOKEN_SECONDS = 3600;

/** Who minted a token: an API key's id, or `admin` for the configured admin key. */
const KEY_REF = /^(admin|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(.+)$/;

const tokenText = (botId: string, keyRef: string, expires: number) =>
  `live-transcript:${botId}:${keyRef}:${expires}`;

/** What a valid token says: the key that minted it (null: the configured admin key), its end. */
export interface ReadTokenHolder {
  keyId: string | null;
  expiresAt: Date;
}

/**
 * Read-only tokens for one bot's live transcript, for what cannot send a key (a browser's
 * EventSource): `<key>.<expiry>.<MAC>` under a key derived from SECRETS_KEY (SecretBox), valid
 * for that bot until it expires, at most an hour after it was minted, and while the key that
 * minted it (named in it) is not revoked: the caller checks that. Nothing is stored.
 */
@Injectable()
export class LiveReadTokens {
  constructor(private readonly box: SecretBox) {}

  mint(botId: string, keyId: string | null, now = Date.now()): { token: string; expiresAt: Date } {
    const keyRef = keyId ?? 'admin';
    const expires = Math.floor(now / 1000) + READ_TOKEN_SECONDS;
    const signed = this.box.expiringToken((at) => tokenText(botId, keyRef, at), expires);
    return { token: `${keyRef}.${signed}`, expiresAt: new Date(expires * 1000) };
  }

  /** Who minted the token and when it ends, when it opens `botId`'s live transcript now. */
  read(botId: string, token: string, now = Date.now()): ReadTokenHolder | null {
    const parts = KEY_REF.exec(token);
    if (!parts) return null;
    const keyRef = parts[1]!;
    const expires = this.box.expiryOf(
      parts[2]!,
      (at) => tokenText(botId, keyRef, at),
      READ_TOKEN_SECONDS,
      now,
    );
    if (expires === null) return null;
    return { keyId: keyRef === 'admin' ? null : keyRef, expiresAt: new Date(expires * 1000) };
  }
}
