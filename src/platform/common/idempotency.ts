import { BadRequestException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { isJsonObject } from './json-object.js';

/** JSON with object keys sorted at every depth, so equal values serialise equally. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isJsonObject(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The request hash stored beside an Idempotency-Key: same key, other hash → 409. */
export const sha256Canonical = (value: unknown): string =>
  createHash('sha256').update(canonicalJson(value)).digest('hex');

const KEY = /^[\x21-\x7e]{1,200}$/;

/** The `Idempotency-Key` header: absent, or 1–200 visible ASCII characters. */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!KEY.test(header)) {
    throw new BadRequestException('Idempotency-Key must be 1-200 visible ASCII characters');
  }
  return header;
}
