import type { Reply } from '../shared/types.js';
import type { SttDeps } from './stt-deps.js';
import { JOB_STATUSES, type JobKind, type ListFilter } from './stt-state.js';
import { invalidRequest, jobView } from './stt-views.js';

/** GET list: offset/limit pagination, status/date filters (and `kind` on the deprecated group). */
export function listJobs(deps: SttDeps, kinds: readonly JobKind[], url: URL): Reply {
  const q = url.searchParams;
  const errors: string[] = [];
  const int = (name: string, fallback: number, min: number) => {
    const raw = q.get(name);
    if (raw === null) return fallback;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n < min)
      errors.push(`Field "${name}" must be an integer not less than ${min}`);
    return n;
  };
  const offset = int('offset', 0, 0);
  const limit = int('limit', 20, 1);
  const many = (name: string) =>
    q
      .getAll(name)
      .flatMap((v) => v.split(','))
      .filter(Boolean);
  const statuses = many('status');
  for (const s of statuses) {
    if (!(JOB_STATUSES as readonly string[]).includes(s))
      errors.push(`Field "status" must be one of: ${JOB_STATUSES.join(', ')}`);
  }
  // Only the deprecated group documents a `kind` filter; elsewhere the kind is implied.
  const asked = kinds.length > 1 ? many('kind') : [];
  if (asked.some((k) => !kinds.includes(k as JobKind))) {
    errors.push(`Field "kind" must be one of: ${kinds.join(', ')}`);
  }
  const date = (name: string) => {
    const raw = q.get(name);
    if (raw === null) return undefined;
    const d = new Date(raw);
    if (Number.isNaN(d.getTime()))
      errors.push(`Field "${name}" must be a valid ISO 8601 date string`);
    return d;
  };
  const day = date('date');
  const filter: ListFilter = {
    kinds: asked.length ? (asked as JobKind[]) : kinds,
    statuses,
    date: day && !Number.isNaN(day.getTime()) ? day.toISOString().slice(0, 10) : undefined,
    before: date('before_date'),
    after: date('after_date'),
  };
  if (errors.length) throw invalidRequest(errors);

  const all = deps.state.list(filter);
  const page = (o: number) => {
    const p = new URLSearchParams(q);
    p.set('offset', String(o));
    p.set('limit', String(limit));
    return `${deps.baseUrl()}${url.pathname}?${p}`;
  };
  return {
    status: 200,
    json: {
      first: page(0),
      current: page(offset),
      next: offset + limit < all.length ? page(offset + limit) : null,
      items: all.slice(offset, offset + limit).map(jobView),
    },
  };
}
