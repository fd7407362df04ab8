import { type EventCopy, sameMeeting } from './same-meeting.js';

const attendees = (...emails: string[]) =>
  emails.map((email) => ({ email, name: null, response_status: 'accepted' }));
const copy = (
  accountEmail: string,
  organizerEmail: string | null,
  invited: string[],
): EventCopy => ({
  connectionId: `connection of ${accountEmail}`,
  eventId: `event of ${accountEmail}`,
  accountEmail,
  organizerEmail,
  attendees: attendees(...invited),
});

describe('sameMeeting', () => {
  const ana = copy('ana@acme.test', 'ana@acme.test', ['ana@acme.test', 'bo@globex.test']);
  const bo = copy('bo@globex.test', 'ANA@acme.test', ['ana@acme.test', 'Bo@Globex.test']);

  it.each([
    ['two copies of one invitation (addresses in any case)', ana, bo, true],
    ['the same, the other way round', bo, ana, true],
    [
      'a copy made by someone else with the link and time (its own organizer)',
      ana,
      copy('eve@evil.test', 'eve@evil.test', ['eve@evil.test', 'ana@acme.test']),
      false,
    ],
    [
      "a copy naming the organizer that the meeting's invitation does not list",
      ana,
      copy('eve@evil.test', 'ana@acme.test', ['ana@acme.test', 'eve@evil.test']),
      false,
    ],
    ['a copy whose details are not read', ana, copy('bo@globex.test', null, []), false],
    [
      'a calendar the invitation lists, with no account known',
      ana,
      { ...copy('x', 'ana@acme.test', []), accountEmail: null, attendees: null },
      false,
    ],
    [
      "one connection's copy, its details not read yet",
      copy('bo@globex.test', null, []),
      copy('bo@globex.test', null, []),
      true,
    ],
  ])('%s: %s', (_what, a, b, expected) => {
    expect(sameMeeting(a, b)).toBe(expected);
  });
});
