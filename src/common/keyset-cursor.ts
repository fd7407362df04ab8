import { BadRequestException } from '@nestjs/common';

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
    const time = new Date(String(at));
    if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(+time)) {
      throw new Error('bad cursor');
    }
    return { at: time, id };
  } catch {
    throw new BadRequestException('cursor is not a next_cursor this API returned');
  }
}
