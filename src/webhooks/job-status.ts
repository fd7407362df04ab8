import { type JobKind } from '../generated/prisma/enums.js';
import { type SttEventKind } from './stt-event.js';

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
}

const LIVE: JobKind[] = ['live'];
const ANY: JobKind[] = ['live', 'pre_recorded', 'legacy'];

const CHANGES: Record<SttEventKind, StatusChange> = {
  'live.start_session': { status: 'started', kinds: LIVE, ends: false, archives: false },
  'live.start_recording': { status: 'recording', kinds: LIVE, ends: false, archives: false },
  'live.end_recording': { status: 'recording_ended', kinds: LIVE, ends: true, archives: false },
  'live.end_session': { status: 'ended', kinds: LIVE, ends: true, archives: true },
  'transcription.created': { status: 'queued', kinds: ANY, ends: false, archives: false },
  // A live job reaching done/error (the vendor's final status) is archived too.
  'transcription.success': { status: 'done', kinds: ANY, ends: true, archives: true },
  'transcription.error': { status: 'error', kinds: ANY, ends: true, archives: true },
};

export function statusChangeFor(kind: SttEventKind): StatusChange {
  return CHANGES[kind];
}

/** Statuses a job must NOT be in for `status` to apply (same rank or further on). */
export function statusesAtOrAfter(status: string): string[] {
  const rank = RANK[status] ?? 0;
  return Object.keys(RANK).filter((s) => RANK[s] >= rank);
}
