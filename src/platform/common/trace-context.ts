import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';

/** The W3C Trace Context a request came in with (`traceparent`, and `tracestate` beside it). */
export interface Trace {
  traceId: string;
  flags: string;
  state?: string;
}

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ZEROS = /^0+$/;
/** tracestate: at most 32 list members; its length is bounded by the spec's 512 characters. */
const MAX_STATE = 512;

const current = new AsyncLocalStorage<Trace>();

/**
 * A `traceparent` header as W3C Trace Context reads it: version `ff` and all-zero ids are
 * invalid, version 00 has exactly four fields, a later version may add fields after them. Null
 * when it is not one (the request then simply has no trace).
 */
export function parseTraceparent(header: string | undefined, state?: string): Trace | null {
  const parts = header === undefined ? null : TRACEPARENT.exec(header.trim());
  if (!parts) return null;
  const [, version, traceId, parentId, flags, rest] = parts;
  if (version === 'ff' || (version === '00' && rest !== undefined)) return null;
  if (ZEROS.test(traceId!) || ZEROS.test(parentId!)) return null;
  const kept = state !== undefined && state.length <= MAX_STATE ? state.trim() : '';
  return { traceId: traceId!, flags: flags!, ...(kept ? { state: kept } : {}) };
}

/** Runs `fn` in `trace` (a request's), so that the vendor calls it makes carry it on. */
export function runInTrace<T>(trace: Trace | null, fn: () => T): T {
  return trace ? current.run(trace, fn) : fn();
}

/**
 * The headers that carry the current trace to a vendor: the same trace id and flags, with a new
 * parent id for the bridge's own call (W3C Trace Context §3.2), and its `tracestate` as received.
 * None outside a traced request.
 */
export function traceHeaders(): Record<string, string> {
  const trace = current.getStore();
  if (!trace) return {};
  const traceparent = `00-${trace.traceId}-${randomBytes(8).toString('hex')}-${trace.flags}`;
  return trace.state ? { traceparent, tracestate: trace.state } : { traceparent };
}

/** The trace id of the request in progress, for its log lines. */
export function currentTraceId(): string | undefined {
  return current.getStore()?.traceId;
}
