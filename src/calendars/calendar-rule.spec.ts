import { type EventFacts, type RuleCriteria, decide, internalDomains } from './calendar-rule.js';

const OWNER = 'ana@acme.test';
const rule = (change: Partial<RuleCriteria> = {}): RuleCriteria => ({
  mode: 'all',
  internal_domains: [],
  accepted_only: false,
  include_keywords: [],
  exclude_keywords: [],
  ...change,
});
const event = (change: Partial<EventFacts> = {}): EventFacts => ({
  title: 'Weekly sync',
  status: 'confirmed',
  isAllDay: false,
  meetingUrl: 'https://meet.google.com/abc-defg-hij',
  organizerEmail: OWNER,
  attendees: [
    { email: OWNER, response_status: 'accepted' },
    { email: 'bo@acme.test', response_status: 'accepted' },
  ],
  ...change,
});
const guest = { email: 'cy@client.test', response_status: 'accepted' };
const ownerSays = (response_status: string) => [
  { email: OWNER, response_status },
  { email: 'bo@acme.test', response_status: 'accepted' },
];

describe('decide: which meetings a rule records, and why', () => {
  it.each<[string, Partial<EventFacts>, Partial<RuleCriteria>, boolean | null, boolean, string]>([
    ['every meeting', {}, {}, null, true, 'the rule records every meeting'],
    ['cancelled', { status: 'cancelled' }, {}, true, false, 'cancelled'],
    ['all-day, even overridden', { isAllDay: true }, {}, true, false, 'all-day event'],
    ['no link, even overridden', { meetingUrl: null }, {}, true, false, 'no meeting link'],
    ['override yes over mode none', {}, { mode: 'none' }, true, true, 'overridden'],
    ['override no over mode all', {}, {}, false, false, 'overridden'],
    ['mode none', {}, { mode: 'none' }, null, false, 'the rule records no meetings'],
    [
      'declined by the owner',
      { organizerEmail: 'bo@acme.test', attendees: ownerSays('declined') },
      {},
      null,
      false,
      'declined',
    ],
    [
      'accepted_only, owner tentative',
      { organizerEmail: 'bo@acme.test', attendees: ownerSays('tentative') },
      { accepted_only: true },
      null,
      false,
      'not accepted',
    ],
    [
      'accepted_only, owner organizes',
      { attendees: ownerSays('needsAction') },
      { accepted_only: true },
      null,
      true,
      'the rule records every meeting',
    ],
    [
      'accepted_only before details',
      { organizerEmail: null, attendees: null },
      { accepted_only: true },
      null,
      false,
      'details not read yet',
    ],
    [
      'excluded keyword, any case',
      { title: 'Team 1:1 PRIVATE' },
      { exclude_keywords: ['private'] },
      null,
      false,
      'title has the excluded keyword "private"',
    ],
    [
      'no included keyword',
      { title: 'Lunch' },
      { include_keywords: ['sync', 'review'] },
      null,
      false,
      'title has none of the included keywords',
    ],
    [
      'an included keyword',
      { title: 'Design Review' },
      { include_keywords: ['sync', 'review'] },
      null,
      true,
      'the rule records every meeting',
    ],
    [
      'organized by the owner',
      {},
      { mode: 'organized_by_owner' },
      null,
      true,
      'organized by the owner',
    ],
    [
      'organized by someone else',
      { organizerEmail: 'bo@acme.test' },
      { mode: 'organized_by_owner' },
      null,
      false,
      'organized by someone else',
    ],
    [
      'external attendee (owner domain by default)',
      { attendees: [...ownerSays('accepted'), guest] },
      { mode: 'external' },
      null,
      true,
      'external attendee',
    ],
    ['only colleagues', {}, { mode: 'external' }, null, false, 'no external attendee'],
    [
      'an external organizer counts',
      { organizerEmail: 'cy@client.test' },
      { mode: 'external' },
      null,
      true,
      'external attendee',
    ],
    [
      'internal_domains given',
      { attendees: [...ownerSays('accepted'), guest] },
      { mode: 'external', internal_domains: ['acme.test', '@client.test'] },
      null,
      false,
      'no external attendee',
    ],
    ['internal meeting', {}, { mode: 'internal' }, null, true, 'internal meeting'],
    [
      'internal mode, a guest',
      { attendees: [...ownerSays('accepted'), guest] },
      { mode: 'internal' },
      null,
      false,
      'external attendee',
    ],
    [
      'external mode before details',
      { attendees: null },
      { mode: 'external' },
      null,
      false,
      'details not read yet',
    ],
    [
      'the owner matched in any case',
      { organizerEmail: 'Ana@Acme.Test' },
      { mode: 'organized_by_owner' },
      null,
      true,
      'organized by the owner',
    ],
  ])('%s', (_name, facts, criteria, override, record, reason) => {
    expect(decide(event(facts), rule(criteria), OWNER, override)).toEqual({ record, reason });
  });

  it("counts the owner's domain as internal unless the rule names its own", () => {
    expect(internalDomains(rule(), OWNER)).toEqual(['acme.test']);
    expect(
      internalDomains(rule({ internal_domains: ['@Acme.test', 'sub.acme.test'] }), OWNER),
    ).toEqual(['acme.test', 'sub.acme.test']);
  });
});
