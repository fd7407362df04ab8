import { BadRequestException } from '@nestjs/common';
import { parseTimestamp } from './timestamp.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A position in a list ordered by (time, id): what `next_cursor` carries, opaque to callers. */
export interface KeysetPosition {
  at: Date;
  id: string;
}

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.at.toISOString(), position.id])).toString(
    'base64url',
  );
}

/** 400 for anything that is not a cursor this API gave out. */
export function decodeCursor(cursor: string): KeysetPosition {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    const time = typeof at === 'string' ? parseTimestamp(at) : null;
    if (typeof id !== 'string' || !UUID.test(id) || !time) throw new Error('bad cursor');
    return { at: time, id };
  } catch {
    throw new BadRequestException('cursor is not a next_cursor this API returned');
  }
}
