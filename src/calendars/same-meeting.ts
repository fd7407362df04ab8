/** One calendar's copy of an event, as the vendor's details show it, and whose calendar it is. */
export interface EventCopy {
  /** The calendar's account (the vendor's `account_email` of the connection). */
  accountEmail: string | null;
  organizerEmail: string | null;
  /** `[{email, …}]` from the event's details; null until they were read. */
  attendees: unknown;
}

const address = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null;

/** The organizer and every attendee of a copy, by address. */
function invited(copy: EventCopy): Set<string> {
  const all = new Set<string>();
  const organizer = address(copy.organizerEmail);
  if (organizer) all.add(organizer);
  for (const attendee of Array.isArray(copy.attendees) ? copy.attendees : []) {
    const email = address((attendee as { email?: unknown } | null)?.email);
    if (email) all.add(email);
  }
  return all;
}

/**
 * Whether two calendars' events at one link and time are one invitation, so that one bot may
 * serve both calendars' teams: the same organizer, and each calendar invited to the other's copy
 * (its account is the organizer or an attendee there). Anyone can put a known link and time in
 * a calendar of their own; that copy has its own organizer, and the meeting's real invitation
 * does not list it. Copies whose details are not read yet are not one meeting.
 */
export function sameMeeting(a: EventCopy, b: EventCopy): boolean {
  const organizer = address(a.organizerEmail);
  if (!organizer || organizer !== address(b.organizerEmail)) return false;
  const accountA = address(a.accountEmail);
  const accountB = address(b.accountEmail);
  if (!accountA || !accountB) return false;
  return invited(b).has(accountA) && invited(a).has(accountB);
}
