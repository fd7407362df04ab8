/**
 * A bot's life as a pure function of its current state and one vendor event. Only the events
 * that end a bot are terminal (v1 `complete`/`failed`, v2 `bot.completed`/`bot.failed`, which
 * end it as `complete`/`failed` too, so that teams see one set of statuses); every
 * `bot.status_change` code (`joining_call`, `in_waiting_room`, `in_call_recording`,
 * `call_ended`, …, or one the bridge has never heard of) is ordered by the vendor's event time,
 * so a late event never moves a bot backwards.
 */

export const TERMINAL_STATUSES = ['complete', 'failed'] as const;
export type TerminalStatus = (typeof TERMINAL_STATUSES)[number];

/** Statuses the bridge sets itself around the upstream create call, before any vendor event. */
export const BridgeStatus = {
  /** Intent written, upstream call in flight (or the process died during it). */
  creating: 'creating',
  /** The vendor answered: it has the bot. */
  created: 'created',
  /** The vendor refused (4xx) or was unreachable: certainly no bot upstream. */
  createFailed: 'create_failed',
  /** 5xx, timeout or broken connection: the vendor may or may not have made the bot. */
  createUnconfirmed: 'create_unconfirmed',
} as const;

/** History entry of a `DELETE /bots/{id}`: who asked the bot to leave, and when. */
export const LEAVE_REQUESTED = 'leave_requested';

/** History codes written by the bridge, not the vendor; they do not take part in ordering. */
export const BRIDGE_HISTORY_CODES: readonly string[] = [
  BridgeStatus.createFailed,
  BridgeStatus.createUnconfirmed,
  LEAVE_REQUESTED,
];

/** Status codes that name an end: the bot ends with its terminal event, not with these. */
const ENDING_CODES: readonly string[] = [...TERMINAL_STATUSES, 'completed'];

export const isTerminal = (status: string): status is TerminalStatus =>
  (TERMINAL_STATUSES as readonly string[]).includes(status);

export interface BotLife {
  status: string;
  /** Vendor time of the newest status event applied; null before the first one. */
  statusAt: Date | null;
}

export interface LifeEvent {
  /** A status code, or `complete` / `failed`. */
  code: string;
  occurredAt: Date;
  /** True for the `complete` and `failed` events, the only ones that end a bot. */
  terminal: boolean;
}

export type LifeDecision =
  { outcome: 'applied'; life: BotLife } | { outcome: 'duplicate' | 'stale'; life: BotLife };

export function decide(life: BotLife, event: LifeEvent): LifeDecision {
  if (isTerminal(life.status)) {
    const again = event.terminal && life.status === event.code;
    return { outcome: again ? 'duplicate' : 'stale', life };
  }
  const next = { status: event.code, statusAt: event.occurredAt };
  if (event.terminal) return { outcome: 'applied', life: next };
  // A status code spelling a terminal outcome (v2 has `completed` and `failed`) is kept in the
  // history only: the bot ends with the event, which carries the details.
  if (ENDING_CODES.includes(event.code)) return { outcome: 'stale', life };
  if (life.statusAt && event.occurredAt <= life.statusAt) return { outcome: 'stale', life };
  return { outcome: 'applied', life: next };
}
