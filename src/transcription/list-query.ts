import { MAX_QUERY_INT, parseQueryInt } from '../platform/common/query-int.js';
import type { JobKind } from '../generated/prisma/enums.js';
import { type JobGroup, VENDOR_KINDS } from './job-groups.js';

/** The vendor's job statuses; `done` and `error` never change once reached. */
export const JOB_STATUSES = ['queued', 'processing', 'done', 'error'] as const;
export const FINAL_STATUSES: readonly string[] = ['done', 'error'];

/** Pages are at most this long: each item costs one vendor call (the spec's limit is a maximum). */
export const MAX_PAGE = 100;

export interface ListQuery {
  offset: number;
  limit: number;
  /** Empty: any status. */
  statuses: string[];
  kinds: readonly JobKind[];
  /** Creation time window [from, to) from `date`, `after_date`, `before_date`. */
  createdAfter?: Date;
  createdBefore?: Date;
  /** The caller's query string, echoed into `first` / `current` / `next`. */
  params: URLSearchParams;
}

export type Parsed = { query: ListQuery } | { errors: string[] };

/**
 * The vendor's list parameters, validated the way the vendor does (400 with
 * `validation_errors`): offset ≥ 0, limit ≥ 1 (integers under the bridge's one rule for query
 * integers, parseQueryInt), statuses from the enum, ISO dates; `kind` only on the deprecated
 * group. Repeated and comma-separated values both work.
 */
export function parseListQuery(params: URLSearchParams, group: JobGroup): Parsed {
  const errors: string[] = [];
  const int = (name: string, fallback: number, min: number) => {
    const raw = params.get(name);
    if (raw === null) return fallback;
    const value = parseQueryInt(raw);
    if (/^\d{10,}$/.test(raw)) {
      errors.push(`Field "${name}" must be an integer not greater than ${MAX_QUERY_INT}`);
    } else if (!(value >= min)) {
      errors.push(`Field "${name}" must be an integer not less than ${min}`);
    }
    return value;
  };
  const many = (name: string) =>
    params
      .getAll(name)
      .flatMap((v) => v.split(','))
      .filter(Boolean);
  const date = (name: string) => {
    const raw = params.get(name);
    if (raw === null) return undefined;
    const value = new Date(raw);
    if (!Number.isNaN(value.getTime())) return value;
    errors.push(`Field "${name}" must be a valid ISO 8601 date string`);
    return undefined;
  };

  const offset = int('offset', 0, 0);
  const limit = Math.min(int('limit', 20, 1), MAX_PAGE);
  const statuses = many('status');
  if (statuses.some((s) => !(JOB_STATUSES as readonly string[]).includes(s))) {
    errors.push(`Field "status" must be one of: ${JOB_STATUSES.join(', ')}`);
  }
  const askedKinds = group.kindFilter ? many('kind') : [];
  if (askedKinds.some((k) => !(k in VENDOR_KINDS))) {
    errors.push(`Field "kind" must be one of: ${Object.keys(VENDOR_KINDS).join(', ')}`);
  }
  const day = date('date');
  const after = date('after_date');
  const before = date('before_date');
  if (errors.length) return { errors };

  const dayStart = day && new Date(`${day.toISOString().slice(0, 10)}T00:00:00.000Z`);
  const dayEnd = dayStart && new Date(dayStart.getTime() + 86_400_000);
  return {
    query: {
      offset,
      limit,
      statuses: [...new Set(statuses)],
      kinds: askedKinds.length ? askedKinds.flatMap((k) => VENDOR_KINDS[k] ?? []) : group.reads,
      // `after_date` is exclusive: the first millisecond after it.
      createdAfter: latest(dayStart, after && new Date(after.getTime() + 1)),
      createdBefore: earliest(dayEnd, before),
      params,
    },
  };
}

const latest = (a?: Date, b?: Date) => (a && b ? (a > b ? a : b) : (a ?? b));
const earliest = (a?: Date, b?: Date) => (a && b ? (a < b ? a : b) : (a ?? b));

/** `…?<caller's params>&offset=N&limit=M` on the bridge, like the vendor's page links. */
export function pageUrl(base: string, path: string, query: ListQuery, offset: number): string {
  const params = new URLSearchParams(query.params);
  params.set('offset', String(offset));
  params.set('limit', String(query.limit));
  return `${base}${path}?${params}`;
}
