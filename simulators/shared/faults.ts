export interface FaultRule {
  method?: string;
  /** Exact path (query ignored), or a regular expression: a RegExp, or a string starting with `^`. */
  path: string | RegExp;
  /** How many matching requests it applies to; default 1, -1 = forever. */
  times?: number;
  /** Answer this status instead of the real handler (the vendor's error body unless `body` is given). */
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait before sending headers. */
  delayMs?: number;
  slowBody?: { chunkBytes: number; intervalMs: number };
  /** Destroy the socket after this many body bytes of an otherwise normal answer. */
  resetAfterBytes?: number;
  /**
   * Send the body with neither Content-Length nor chunked framing (it ends when the connection
   * closes, as HTTP/1.0 allows): with `resetAfterBytes`, a cut body looks complete.
   */
  unframed?: boolean;
  /** Only on `…/file` routes: answer 302 to the signed URL of the separate file origin. */
  redirectTo?: 'file-origin';
}

interface ActiveFault {
  rule: FaultRule;
  matcher: (path: string) => boolean;
  remaining: number;
}

/** Fault rules matched in the order they were added; a rule is spent once its `times` run out. */
export class FaultSet {
  private active: ActiveFault[] = [];

  add(rule: FaultRule): void {
    this.active.push({ rule, matcher: compileMatcher(rule.path), remaining: rule.times ?? 1 });
  }

  clear(): void {
    this.active = [];
  }

  list(): FaultRule[] {
    return this.active.map((a) => a.rule);
  }

  take(method: string, pathname: string): FaultRule | undefined {
    const hit = this.active.find(
      (a) => (!a.rule.method || a.rule.method.toUpperCase() === method) && a.matcher(pathname),
    );
    if (!hit) return undefined;
    if (hit.remaining > 0 && --hit.remaining === 0) {
      this.active = this.active.filter((a) => a !== hit);
    }
    return hit.rule;
  }
}

function compileMatcher(path: string | RegExp): (p: string) => boolean {
  if (path instanceof RegExp) return (p) => path.test(p);
  if (path.startsWith('^')) {
    const re = new RegExp(path);
    return (p) => re.test(p);
  }
  return (p) => p === path;
}

/** Rules arriving over HTTP are untrusted JSON; reject what would silently misbehave. */
export function parseFaultRule(input: unknown): FaultRule {
  if (typeof input !== 'object' || input === null) throw new Error('fault rule must be an object');
  const rule = input as Record<string, unknown>;
  const isInt = (v: unknown, min: number) => Number.isInteger(v) && (v as number) >= min;
  const problems = [
    typeof rule.path !== 'string' || rule.path === '' ? 'path must be a non-empty string' : '',
    rule.method !== undefined && typeof rule.method !== 'string' ? 'method must be a string' : '',
    rule.times !== undefined && !isInt(rule.times, -1) ? 'times must be an integer >= -1' : '',
    rule.status !== undefined && !(isInt(rule.status, 100) && (rule.status as number) < 600)
      ? 'status must be an HTTP status code'
      : '',
    rule.delayMs !== undefined && !isInt(rule.delayMs, 0) ? 'delayMs must be an integer >= 0' : '',
    rule.resetAfterBytes !== undefined && !isInt(rule.resetAfterBytes, 0)
      ? 'resetAfterBytes must be an integer >= 0'
      : '',
    rule.slowBody !== undefined && !isSlowBody(rule.slowBody)
      ? 'slowBody must be {chunkBytes >= 1, intervalMs >= 0}'
      : '',
    rule.headers !== undefined && !isStringRecord(rule.headers)
      ? 'headers must map names to strings'
      : '',
    rule.redirectTo !== undefined && rule.redirectTo !== 'file-origin'
      ? "redirectTo must be 'file-origin'"
      : '',
    rule.unframed !== undefined && typeof rule.unframed !== 'boolean'
      ? 'unframed must be a boolean'
      : '',
  ].filter(Boolean);
  if (problems.length) throw new Error(problems.join('; '));
  if ((rule.path as string).startsWith('^')) new RegExp(rule.path as string);
  return rule as unknown as FaultRule;
}

function isSlowBody(v: unknown): boolean {
  const s = v as { chunkBytes?: unknown; intervalMs?: unknown } | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    Number.isInteger(s.chunkBytes) &&
    (s.chunkBytes as number) >= 1 &&
    Number.isInteger(s.intervalMs) &&
    (s.intervalMs as number) >= 0
  );
}

function isStringRecord(v: unknown): boolean {
  return (
    typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'string')
  );
}
