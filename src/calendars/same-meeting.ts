import { addressKey, sameAddress } from './email-address.js';

/** One calendar's copy of an event, as the vendor's details show it, and whose calendar it is. */
export interface EventCopy {
  /** The connection it was read through, and its id there. */
  connectionId: string;
  eventId: string;
  /** The calendar's account (the vendor's `account_email` of the connection). */
  accountEmail: string | null;
  organizerEmail: string | null;
  /** `[{email, …}]` from the event's details; null until they were read. */
  attendees: unknown;
}

/** The organizer and every attendee of a copy, by address. */
function invited(copy: EventCopy): Set<string> {
  const all = new Set<string>();
  const organizer = addressKey(copy.organizerEmail);
  if (organizer) all.add(organizer);
  for (const attendee of Array.isArray(copy.attendees) ? copy.attendees : []) {
    const email = addressKey((attendee as { email?: unknown } | null)?.email);
    if (email) all.add(email);
  }
  return all;
}

/**
 * Whether two calendars' events at one link and time are one invitation, so that one bot may
 * serve both calendars' teams: the same organizer, and each calendar invited to the other's copy
 * (its account is the organizer or an attendee there). Anyone can put a known link and time in
 * a calendar of their own; that copy has its own organizer, and the meeting's real invitation
 * does not list it. Copies whose details are not read yet are not one meeting, unless they are
 * one copy (one connection's event).
 */
export function sameMeeting(a: EventCopy, b: EventCopy): boolean {
  if (a.connectionId === b.connectionId && a.eventId === b.eventId) return true;
  if (!sameAddress(a.organizerEmail, b.organizerEmail)) return false;
  const accountA = addressKey(a.accountEmail);
  const accountB = addressKey(b.accountEmail);
  if (!accountA || !accountB) return false;
  return invited(b).has(accountA) && invited(a).has(accountB);
}
