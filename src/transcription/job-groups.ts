import { JobKind } from '../generated/prisma/enums.js';

/** One of the vendor's job route groups, and how the bridge's records map onto it. */
export interface JobGroup {
  /** Vendor path prefix, identical on the bridge. */
  prefix: string;
  /** Kinds of bridge records this group's routes can read (the vendor's view of each kind). */
  reads: readonly JobKind[];
  /** Kind recorded for a job created through this group. */
  creates: JobKind;
  /** Only the deprecated group lists both kinds and filters them by `kind`. */
  kindFilter: boolean;
}

export const LIVE: JobGroup = {
  prefix: '/v2/live',
  reads: [JobKind.live],
  creates: JobKind.live,
  kindFilter: false,
};

/** The deprecated group creates pre-recorded jobs, which the pre-recorded group reads too. */
export const PRE_RECORDED: JobGroup = {
  prefix: '/v2/pre-recorded',
  reads: [JobKind.pre_recorded, JobKind.legacy],
  creates: JobKind.pre_recorded,
  kindFilter: false,
};

export const LEGACY: JobGroup = {
  prefix: '/v2/transcription',
  reads: [JobKind.live, JobKind.pre_recorded, JobKind.legacy],
  creates: JobKind.legacy,
  kindFilter: true,
};

/** The vendor's `kind` filter values (deprecated group) in terms of the bridge's records. */
export const VENDOR_KINDS: Record<string, readonly JobKind[]> = {
  live: [JobKind.live],
  'pre-recorded': [JobKind.pre_recorded, JobKind.legacy],
};

/**
 * The vendor path of a job, or of its audio: built from the group and the checked id (jobIdProblem),
 * never from the caller's request target.
 */
export const jobPath = (group: JobGroup, id: string, file = false): string =>
  `${group.prefix}/${encodeURIComponent(id)}${file ? '/file' : ''}`;
