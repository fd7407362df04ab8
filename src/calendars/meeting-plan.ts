import { type PlanningRow, type StandingSchedule } from './calendar-schedules.repository.js';
import { type StoredRule } from './calendars.dto.js';
import { decideEvent, meetingKey } from './event-decision.js';
import { sameMeeting } from './same-meeting.js';

/**
 * What the calendar planner wants, computed from the stored rows alone (no I/O): the meetings
 * teams want, each under one key, and which standing schedule a wanted meeting follows or
 * which ones need a schedule of their own. CalendarPlanner compares them with the standing
 * schedules and does what it takes at the vendor and in the database.
 */

/** A team wanting a meeting: its calendar, the connection and event it sees the meeting in. */
export interface Want extends PlanningRow {
  meetingUrl: string;
  key: string;
}

/**
 * Why each (team calendar, event) is wanted or not, for the reasons told; and those wanted: a
 * team leaving one schedule for an event it still wants (in another) is not told it ended.
 */
export interface Reasons {
  why: Map<string, string>;
  wanted: Set<string>;
}

export const pair = (teamCalendarId: string, eventId: string) => `${teamCalendarId}|${eventId}`;

/** Every team calendar's wanted meetings by key, and the reason of every decision. */
export function wantedMeetings(
  rows: PlanningRow[],
  allowedHosts: readonly string[],
): { wants: Map<string, Want[]>; reasons: Reasons } {
  const wants = new Map<string, Want[]>();
  const reasons: Reasons = { why: new Map(), wanted: new Set() };
  for (const row of rows) {
    const rule = row.teamCalendar.rule as unknown as StoredRule;
    const decision = decideEvent(
      row.event,
      rule,
      row.teamCalendar.ownerEmail,
      row.override,
      allowedHosts,
    );
    reasons.why.set(pair(row.teamCalendar.id, row.event.eventId), decision.reason);
    if (!decision.record || !decision.meetingUrl) continue;
    // An event whose details were never read is no meeting yet: its invitation decides which
    // bot serves it, and the sync that listed it reads them and plans again. Planned unread,
    // it would get a bot of its own beside the meeting's (cancelled a pass later).
    if (row.event.detailsReadAt === null) continue;
    // One bot serves the teams of one invitation: a calendar holding the link and time in
    // another invitation is another meeting, with a schedule of its own
    // (whose bot the vendor refuses beside the first, and whose teams never get its record).
    const base = meetingKey(decision.meetingUrl, row.event.startTime);
    let key = base;
    for (let n = 2; wants.has(key) && !oneInvitation(wants.get(key)![0]!, row); n++) {
      key = `${base}#${n}`;
    }
    const list = wants.get(key) ?? [];
    reasons.wanted.add(pair(row.teamCalendar.id, row.event.eventId));
    // A team sees a meeting once, however many of its calendars hold it.
    if (!list.some((w) => w.teamCalendar.teamId === row.teamCalendar.teamId)) {
      list.push({ ...row, meetingUrl: decision.meetingUrl, key });
    }
    wants.set(key, list);
  }
  return { wants, reasons };
}

/**
 * Where the carrier's event of a schedule no longer wanted under its key moved: the wanted
 * meeting (not yet `planned`) whose teams include the same connection's same event; null when
 * it did not move (or the schedule's bot has started: it stays as it is).
 */
export function movedTo(
  schedule: StandingSchedule,
  wants: Map<string, Want[]>,
  planned: (key: string) => boolean,
): [key: string, list: Want[]] | null {
  if (wants.has(schedule.meetingKey) || schedule.state === 'launched') return null;
  const carried = (w: Want) =>
    w.connection.id === schedule.connectionId && w.event.eventId === schedule.eventId;
  for (const [key, list] of wants) {
    if (!planned(key) && list.some(carried)) return [key, list];
  }
  return null;
}

/**
 * The wanted meetings with no schedule (`planned` says which have one), each with the teams
 * that need it: a team already in a launched bot of the meeting (it moved inside the vendor's
 * window and its teams joined the bot in it) needs no other.
 */
export function unplanned(
  wants: Map<string, Want[]>,
  standing: StandingSchedule[],
  planned: (key: string) => boolean,
): [key: string, list: Want[]][] {
  const served = new Set(
    standing
      .filter((s) => s.state === 'launched')
      .flatMap((s) => s.subscriptions.map((sub) => pair(sub.teamCalendarId, sub.eventId))),
  );
  const open: [string, Want[]][] = [];
  for (const [key, list] of wants) {
    if (planned(key)) continue;
    const needing = list.filter((w) => !served.has(pair(w.teamCalendar.id, w.event.eventId)));
    if (needing.length > 0) open.push([key, needing]);
  }
  return open;
}

/** Two planning rows' events are one invitation: the same copy, or copies of it. */
function oneInvitation(a: PlanningRow, b: PlanningRow): boolean {
  const copy = (row: PlanningRow) => ({
    connectionId: row.connection.id,
    eventId: row.event.eventId,
    accountEmail: row.connection.accountEmail,
    organizerEmail: row.event.organizerEmail,
    attendees: row.event.attendees,
  });
  return sameMeeting(copy(a), copy(b));
}
