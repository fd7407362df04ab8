import { BadRequestException } from '@nestjs/common';
import { parseTimestamp } from './timestamp.js';
import { isUuid } from './uuid.js';

const COUNTER = /^\d{1,18}$/;

/** A position in a list ordered by (time, id): what `next_cursor` carries, opaque to callers. */
export interface KeysetPosition {
  at: Date;
  id: string;
}

/** A position in the event log, ordered by (transaction id, sequence). */
export interface EventLogPosition {
  xid: bigint;
  seq: bigint;
}

const encode = (parts: string[]): string =>
  Buffer.from(JSON.stringify(parts)).toString('base64url');

/** The cursor's parts as `read` takes them; 400 for anything that is not a cursor of this API. */
function decode<T>(cursor: string, read: (parts: unknown[]) => T | null): T {
  let position: T | null = null;
  try {
    const parts = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown;
    if (Array.isArray(parts) && parts.length === 2) position = read(parts);
  } catch {
    // not base64url JSON: refused below
  }
  if (position === null) {
    throw new BadRequestException('cursor is not a next_cursor this API returned');
  }
  return position;
}

export const encodeCursor = ({ at, id }: KeysetPosition): string => encode([at.toISOString(), id]);

export const decodeCursor = (cursor: string): KeysetPosition =>
  decode(cursor, ([at, id]) => {
    const time = typeof at === 'string' ? parseTimestamp(at) : null;
    return typeof id === 'string' && isUuid(id) && time ? { at: time, id } : null;
  });

export const encodeEventLogCursor = ({ xid, seq }: EventLogPosition): string =>
  encode([String(xid), String(seq)]);

export const decodeEventLogCursor = (cursor: string): EventLogPosition =>
  decode(cursor, ([xid, seq]) =>
    typeof xid === 'string' && COUNTER.test(xid) && typeof seq === 'string' && COUNTER.test(seq)
      ? { xid: BigInt(xid), seq: BigInt(seq) }
      : null,
  );

/** A position in ranked search hits: the rank (text of a float4), then the bot and utterance. */
export interface RankedPosition {
  rank: string;
  botId: string;
  ordinal: number;
}

const RANK = /^\d+(\.\d+)?(e-?\d+)?$/;
/** What a float4 holds (ranks are between these, or 0): PostgreSQL refuses the rest. */
const FLOAT4_MIN = 1.1754944e-38;
const FLOAT4_MAX = 3.4028234e38;

const isFloat4 = (text: string): boolean => {
  const value = Number(text);
  return value === 0 || (value >= FLOAT4_MIN && value <= FLOAT4_MAX);
};

export const encodeRankedCursor = ({ rank, botId, ordinal }: RankedPosition): string =>
  encode([rank, `${botId}/${ordinal}`]);

export const decodeRankedCursor = (cursor: string): RankedPosition =>
  decode(cursor, ([rank, at]) => {
    if (typeof rank !== 'string' || !RANK.test(rank) || !isFloat4(rank)) return null;
    if (typeof at !== 'string') return null;
    const [botId, ordinal] = at.split('/');
    return botId && isUuid(botId) && /^\d{1,9}$/.test(ordinal ?? '')
      ? { rank, botId, ordinal: Number(ordinal) }
      : null;
  });
