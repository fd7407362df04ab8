import { normalizeMeetingUrl } from '../bots/meeting-url.js';
import { type CalendarEvent } from '../generated/prisma/client.js';
import { type Decision, decide } from './calendar-rule.js';
import { type StoredRule } from './calendars.dto.js';

/** What a team decides for one stored event, with the link a bot would join. */
export interface EventDecision extends Decision {
  /** The link in its one normal form (the meeting's key with the start time); null: none. */
  meetingUrl: string | null;
}

/**
 * The rule's decision for a stored event, and the meeting link as a bot would be sent to it: a
 * link the bridge would refuse in `POST /bots` (not https, a host outside BOT_ALLOWED_HOSTS) is
 * never recorded either, and says why.
 */
export function decideEvent(
  event: CalendarEvent,
  rule: StoredRule,
  ownerEmail: string,
  override: boolean | null,
  allowedHosts: readonly string[],
): EventDecision {
  const decision = decide(
    {
      title: event.title,
      status: event.status,
      isAllDay: event.isAllDay,
      meetingUrl: event.meetingUrl,
      organizerEmail: event.organizerEmail,
      attendees: event.attendees as { email: string; response_status: string }[] | null,
    },
    rule,
    ownerEmail,
    override,
  );
  if (!event.meetingUrl) return { ...decision, meetingUrl: null };
  const link = normalizeMeetingUrl(event.meetingUrl, allowedHosts);
  if ('problem' in link) {
    return {
      record: false,
      reason: `meeting link not accepted: ${link.problem}`,
      meetingUrl: null,
    };
  }
  return { ...decision, meetingUrl: link.url };
}

/** One schedule per meeting: its normalised link and its start. */
export const meetingKey = (meetingUrl: string, start: Date) =>
  `${meetingUrl}|${start.toISOString()}`;
