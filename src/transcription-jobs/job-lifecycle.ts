import { type JobKind } from '../generated/prisma/enums.js';
import { type SttEventKind } from '../platform/vendors/stt-events.js';

/**
 * Job statuses in the order a job moves through them. Vendors do not guarantee event order, so
 * an event only ever moves a job forward: a late `live.start_session` after `live.end_session`
 * changes nothing. `queued`/`processing`/`done`/`error` are the vendor's own job statuses (what
 * the proxy records); the others name the live lifecycle events.
 */
const RANK: Record<string, number> = {
  queued: 0,
  processing: 1,
  started: 2,
  recording: 3,
  recording_ended: 4,
  ended: 5,
  done: 6,
  error: 6,
};

export interface StatusChange {
  status: string;
  /** Job kinds the event may refer to. */
  kinds: JobKind[];
  /** Sets `ended_at` (kept from the first ending event). */
  ends: boolean;
  /** The live job's audio is final: create its archive task. */
  archives: boolean;
  /**
   * Also for a live job the bridge has no record of (a session of the account it did not
   * create): recorded with no team, then archived (ARCHIVE_UNLINKED_SESSIONS).
   */
  recordsUnknown: boolean;
}

const LIVE: JobKind[] = ['live'];
const ANY: JobKind[] = ['live', 'pre_recorded', 'legacy'];

const change = (
  status: string,
  kinds: JobKind[],
  flags: Partial<Omit<StatusChange, 'status' | 'kinds'>> = {},
): StatusChange => ({
  status,
  kinds,
  ends: false,
  archives: false,
  recordsUnknown: false,
  ...flags,
});

const CHANGES: Record<SttEventKind, StatusChange> = {
  'live.start_session': change('started', LIVE),
  'live.start_recording': change('recording', LIVE),
  'live.end_recording': change('recording_ended', LIVE, { ends: true }),
  // Only this one says for sure that an unknown id is a live session that has ended.
  'live.end_session': change('ended', LIVE, { ends: true, archives: true, recordsUnknown: true }),
  'transcription.created': change('queued', ANY),
  // A live job reaching done/error (the vendor's final status) is archived too.
  'transcription.success': change('done', ANY, { ends: true, archives: true }),
  'transcription.error': change('error', ANY, { ends: true, archives: true }),
};

export function statusChangeFor(kind: SttEventKind): StatusChange {
  return CHANGES[kind];
}

/** Statuses a job must NOT be in for `status` to apply (same rank or further on). */
export function statusesAtOrAfter(status: string): string[] {
  const rank = RANK[status] ?? 0;
  return Object.keys(RANK).filter((s) => RANK[s] >= rank);
}

/** One of the vendor's own job statuses (what its job answers say), which a job can move to. */
export const isVendorJobStatus = (status: string): boolean =>
  ['queued', 'processing', 'done', 'error'].includes(status);

/** `ended`, `done`, `error`: the job is over (a pre-recorded job reaches only the last two). */
export const hasEnded = (status: string): boolean => (RANK[status] ?? 0) >= RANK.ended;
