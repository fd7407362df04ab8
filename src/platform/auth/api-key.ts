import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const KEY_PREFIX = 'mbb_';
/** Characters shown in listings; enough to tell keys apart, far too few to use one. */
const DISPLAY_LENGTH = KEY_PREFIX.length + 8;

export interface MintedKey {
  key: string;
  hash: string;
  prefix: string;
}

/** A secret's sha256: what secrets are compared by, and (in hex) how keys are stored. */
export const digestOf = (secret: string): Buffer => hash('sha256', secret, 'buffer');

export function hashKey(key: string): string {
  return hash('sha256', key);
}

export function mintKey(): MintedKey {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  return { key, hash: hashKey(key), prefix: key.slice(0, DISPLAY_LENGTH) };
}

/** Constant-time comparison of two secrets of any length. */
export function secretsEqual(given: string, expected: string): boolean {
  return timingSafeEqual(digestOf(given), digestOf(expected));
}

/**
 * The key a request presents: a Bearer token when Authorization is present (and nothing else
 * then), otherwise the value of `keyHeader` when one is given (the STT vendor's own header,
 * which stock STT clients send on the proxy's paths).
 */
export function presentedKey(headers: IncomingHttpHeaders, keyHeader?: string): string | undefined {
  if (headers.authorization) return /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization)?.[1];
  const header = keyHeader === undefined ? undefined : headers[keyHeader.toLowerCase()];
  return typeof header === 'string' && header.length > 0 ? header : undefined;
}
