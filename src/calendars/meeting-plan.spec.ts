import { type PlanningRow, type StandingSchedule } from './calendar-schedules.repository.js';
import { movedTo, pair, unplanned, type Want, wantedMeetings } from './meeting-plan.js';

const LINK = 'https://meet.google.com/abc-defg-hij';
const AT = new Date('2026-12-01T10:00:00Z');
const HOSTS = ['meet.google.com'];
const ALL = {
  mode: 'all',
  internal_domains: [],
  accepted_only: false,
  include_keywords: [],
  exclude_keywords: [],
  bot: {},
};

/** A team calendar's row for an event: `organizer` invites the accounts of the teams listed. */
function row(
  team: string,
  event: Partial<PlanningRow['event']> & { eventId: string },
  { account = `${team}@acme.test`, organizer = 'ana@acme.test', invited = [] as string[] } = {},
): PlanningRow {
  return {
    teamCalendar: { id: `cal-${team}`, teamId: team, rule: ALL, ownerEmail: account },
    connection: { id: `conn-${team}`, accountEmail: account },
    event: {
      title: 'Weekly sync',
      status: 'confirmed',
      isAllDay: false,
      meetingUrl: LINK,
      startTime: AT,
      organizerEmail: organizer,
      attendees: [organizer, account, ...invited].map((email) => ({
        email,
        response_status: 'accepted',
      })),
      detailsReadAt: new Date(),
      ...event,
    },
    override: null,
  } as unknown as PlanningRow;
}

const keysOf = (wants: Map<string, Want[]>) =>
  [...wants.entries()].map(([key, list]) => [
    key.slice(-2),
    list.map((w) => w.teamCalendar.teamId),
  ]);

describe('the meetings teams want', () => {
  it('puts the teams of one invitation under one key, and a copy of its own under another', () => {
    const { wants } = wantedMeetings(
      [
        row('a', { eventId: 'e1' }, { invited: ['b@acme.test'] }),
        row('b', { eventId: 'e2' }, { invited: ['a@acme.test'] }),
        // The same link and time in a calendar's own event: another meeting.
        row('c', { eventId: 'e3' }, { organizer: 'c@acme.test' }),
      ],
      HOSTS,
    );
    expect(keysOf(wants)).toEqual([
      [expect.not.stringMatching(/#/), ['a', 'b']],
      ['#2', ['c']],
    ]);
  });

  it('leaves an event whose details were never read for the sync that reads them', () => {
    const { wants, reasons } = wantedMeetings(
      [row('a', { eventId: 'e1', detailsReadAt: null })],
      HOSTS,
    );
    expect(wants.size).toBe(0);
    expect(reasons.wanted.size).toBe(0);
  });

  it('counts a team once for a meeting in two of its calendars, and gives every decision a reason', () => {
    const one = row('a', { eventId: 'e1' });
    const two = {
      ...row('a', { eventId: 'e1' }),
      teamCalendar: { ...one.teamCalendar, id: 'cal-a2' },
    };
    const cancelled = row('b', { eventId: 'e9', status: 'cancelled' });
    const { wants, reasons } = wantedMeetings([one, two, cancelled], HOSTS);
    expect([...wants.values()].map((list) => list.length)).toEqual([1]);
    expect(reasons.why.get(pair('cal-b', 'e9'))).toBe('cancelled');
    expect(reasons.wanted).toEqual(new Set([pair('cal-a', 'e1'), pair('cal-a2', 'e1')]));
  });
});

describe('the planning of standing schedules', () => {
  const schedule = (change: Partial<StandingSchedule>): StandingSchedule =>
    ({
      id: 's1',
      meetingKey: 'old-key',
      state: 'scheduled',
      connectionId: 'conn-a',
      eventId: 'e1',
      subscriptions: [],
      ...change,
    }) as StandingSchedule;
  /** Teams a and b want one meeting (one invitation), under `key`. */
  const plan = () => {
    const { wants } = wantedMeetings(
      [
        row('a', { eventId: 'e1' }, { invited: ['b@acme.test'] }),
        row('b', { eventId: 'e2' }, { invited: ['a@acme.test'] }),
      ],
      HOSTS,
    );
    return { wants, key: [...wants.keys()][0]! };
  };

  it("follows its carrier's event to the meeting it moved to, unless its bot has started", () => {
    const { wants, key } = plan();
    expect(movedTo(schedule({}), wants, () => false)?.[0]).toBe(key);
    expect(movedTo(schedule({ state: 'launched' }), wants, () => false)).toBeNull();
    // A meeting with a schedule of its own takes no other.
    expect(movedTo(schedule({}), wants, () => true)).toBeNull();
    expect(movedTo(schedule({ meetingKey: key }), wants, () => false)).toBeNull();
  });

  it('opens the meetings with no schedule, for the teams no launched bot of it serves', () => {
    const { wants } = plan();
    const launched = schedule({
      state: 'launched',
      subscriptions: [
        { teamCalendarId: 'cal-a', eventId: 'e1' },
      ] as StandingSchedule['subscriptions'],
    });
    expect(unplanned(wants, [], () => false).map(([, list]) => list.length)).toEqual([2]);
    const open = unplanned(wants, [launched], () => false);
    expect(open.map(([, list]) => list.map((w) => w.teamCalendar.teamId))).toEqual([['b']]);
    expect(unplanned(wants, [], () => true)).toEqual([]);
  });
});
