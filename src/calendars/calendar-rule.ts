/**
 * Which of a calendar's meetings a team records: a pure function of the event's details, the
 * team's rule and its decision for that one occurrence. The order is the answer's reason:
 * - what no rule can record: a cancelled event, an all-day event, one without a meeting link;
 * - the team's decision for the occurrence (`overridden`);
 * - the rule: `none`, then the owner's answer (declined; not accepted when `accepted_only`),
 *   the title's keywords (an excluded one; none of the included ones), then the mode.
 * Modes: `all`; `organized_by_owner`; `external`, an attendee (or the organizer) outside
 * `internal_domains` (the owner's domain when empty); `internal`, nobody outside them.
 */

export const RULE_MODES = ['all', 'organized_by_owner', 'external', 'internal', 'none'] as const;
export type RuleMode = (typeof RULE_MODES)[number];

export interface RuleCriteria {
  mode: RuleMode;
  internal_domains: string[];
  accepted_only: boolean;
  include_keywords: string[];
  exclude_keywords: string[];
}

export interface EventFacts {
  title: string;
  status: string;
  isAllDay: boolean;
  meetingUrl: string | null;
  organizerEmail: string | null;
  /** Null until the event's details were read. */
  attendees: { email: string; response_status: string }[] | null;
}

export interface Decision {
  record: boolean;
  reason: string;
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
const same = (a: string | null | undefined, b: string) =>
  typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

/** The domains a rule counts as internal: its own, or the owner's. */
export function internalDomains(rule: RuleCriteria, ownerEmail: string): string[] {
  const given = rule.internal_domains.map((d) => d.toLowerCase().replace(/^@/, ''));
  return given.length > 0 ? given : [domainOf(ownerEmail)];
}

export function decide(
  event: EventFacts,
  rule: RuleCriteria,
  ownerEmail: string,
  override: boolean | null = null,
): Decision {
  const no = (reason: string): Decision => ({ record: false, reason });
  if (event.status === 'cancelled') return no('cancelled');
  if (event.isAllDay) return no('all-day event');
  if (!event.meetingUrl) return no('no meeting link');
  if (override !== null) return { record: override, reason: 'overridden' };
  if (rule.mode === 'none') return no('the rule records no meetings');
  const organizer = same(event.organizerEmail, ownerEmail);
  const own = event.attendees?.find((a) => same(a.email, ownerEmail));
  if (own?.response_status === 'declined') return no('declined');
  if (rule.accepted_only && !organizer && own?.response_status !== 'accepted') {
    return no(event.attendees === null ? 'details not read yet' : 'not accepted');
  }
  const title = event.title.toLowerCase();
  const excluded = rule.exclude_keywords.find((k) => title.includes(k.toLowerCase()));
  if (excluded) return no(`title has the excluded keyword "${excluded}"`);
  const included = rule.include_keywords;
  if (included.length > 0 && !included.some((k) => title.includes(k.toLowerCase()))) {
    return no('title has none of the included keywords');
  }
  switch (rule.mode) {
    case 'all':
      return { record: true, reason: 'the rule records every meeting' };
    case 'organized_by_owner':
      if (event.organizerEmail === null) return no('details not read yet');
      return organizer
        ? { record: true, reason: 'organized by the owner' }
        : no('organized by someone else');
    case 'external':
    case 'internal': {
      if (event.attendees === null) return no('details not read yet');
      const internal = new Set(internalDomains(rule, ownerEmail));
      const people = [...event.attendees.map((a) => a.email), event.organizerEmail ?? ownerEmail];
      const external = people.some((email) => !internal.has(domainOf(email)));
      if (rule.mode === 'external') {
        return external
          ? { record: true, reason: 'external attendee' }
          : no('no external attendee');
      }
      return external ? no('external attendee') : { record: true, reason: 'internal meeting' };
    }
  }
}
