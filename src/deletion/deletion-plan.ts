import { type RetentionSetting } from '../platform/config/app-config.js';

/**
 * What a deletion deletes (its scope), why it was made (its reason), and the steps it runs: a
 * step per kind of copy, in order, each kept in the receipt with what it deleted, when, and the
 * vendor's answer.
 */

/** `all`: everything of a bot. A retention expires one kind of a bot's data. `team`: what an
 * offboarded team holds beyond its bots. */
export const DELETION_SCOPES = ['all', 'recordings', 'transcripts', 'vendor_data', 'team'] as const;
export type DeletionScope = (typeof DELETION_SCOPES)[number];

/** The scopes a team's retention applies, with the name of its setting. */
export const RETENTION_SCOPES = {
  recordings: 'recordings_days',
  transcripts: 'transcripts_days',
  vendor_data: 'vendor_data_days',
} as const satisfies Record<string, RetentionSetting>;
export type RetentionScope = keyof typeof RETENTION_SCOPES;

export type DeletionReason = 'request' | 'retention' | 'offboarding';

export const DELETION_TARGETS = [
  'meeting_bot',
  'stt_jobs',
  'recordings',
  'transcripts',
  'payloads',
  'uploads',
  'team_events',
] as const;
export type DeletionTarget = (typeof DELETION_TARGETS)[number];

/**
 * The steps of each scope, in the order they run. The meeting-bot vendor's step comes first:
 * a bot still in its meeting is made to leave, and its data is deleted once it has ended, so
 * nothing it sends afterwards is left behind by the bridge's own steps.
 */
export const STEPS_OF: Record<DeletionScope, readonly DeletionTarget[]> = {
  all: ['meeting_bot', 'stt_jobs', 'recordings', 'transcripts', 'payloads'],
  recordings: ['recordings'],
  transcripts: ['transcripts', 'payloads'],
  vendor_data: ['meeting_bot', 'stt_jobs'],
  team: ['stt_jobs', 'recordings', 'uploads', 'payloads', 'team_events'],
};

/** `pending` until done; `refused`: the vendor refused for good (its answer says why). */
export type StepState = 'pending' | 'done' | 'refused';

/** A vendor's status and body, as answered. */
export interface StepAnswer {
  status: number;
  body?: unknown;
}

/** One step of a deletion, as its receipt shows it. */
export interface DeletionStep {
  target: DeletionTarget;
  state: StepState;
  attempts: number;
  /** When the step was done or refused. */
  done_at?: string;
  /** What was deleted (counts, ids, sizes: never content). */
  deleted?: Record<string, unknown>;
  /** The vendor's answers (the meeting-bot vendor's one; the STT vendor's per job). */
  answers?: Record<string, StepAnswer>;
  /** Why the step is not done yet, or why it was refused. */
  error?: string;
}

export const newSteps = (scope: DeletionScope): DeletionStep[] =>
  STEPS_OF[scope].map((target) => ({ target, state: 'pending', attempts: 0 }));

/** The event a completed deletion is told with (none for offboarding: the team is going). */
export const EVENT_OF: Record<DeletionReason, 'bot.data_deleted' | 'bot.data_expired' | null> = {
  request: 'bot.data_deleted',
  retention: 'bot.data_expired',
  offboarding: null,
};
