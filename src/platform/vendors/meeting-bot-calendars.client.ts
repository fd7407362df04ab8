import { Injectable } from '@nestjs/common';
import { isJsonObject, nonEmptyText } from '../common/json-object.js';
import { MeetingBotError, MeetingBotTransport } from './meeting-bot.transport.js';

/** A calendar's OAuth grant, as the vendor takes it. Secrets: never stored, logged or returned. */
export interface CalendarCredentials {
  oauth_client_id: string;
  oauth_client_secret: string;
  oauth_refresh_token: string;
  oauth_tenant_id?: string;
}

export type CalendarPlatform = 'google' | 'microsoft';

/** `ListRawCalendarsResponse.data[]`. */
export interface RawCalendar {
  id: string;
  name: string;
  email: string;
  is_primary: boolean;
}

/** What the bridge reads of `GetCalendarDetailsResponse.data` (and of the create's answer). */
export interface VendorCalendar {
  calendarId: string;
  accountEmail: string | null;
  status: string;
  statusMessage: string | null;
  syncedAt: Date | null;
  syncError: string | null;
  subscriptionExpiresAt: Date | null;
}

/** A connection of `GET /v2/calendars` (`ListCalendarsResponse.data[]`). */
export interface ListedCalendar {
  calendarId: string;
  platform: string | null;
  accountEmail: string | null;
  createdAt: Date | null;
}

/** A calendar event, from the list (no attendees) or from its details. */
export interface VendorEvent {
  eventId: string;
  seriesId: string | null;
  title: string;
  startTime: Date;
  endTime: Date;
  status: string;
  isAllDay: boolean;
  meetingUrl: string | null;
  /** Details only (undefined from the list). */
  organizerEmail?: string | null;
  attendees?: { email: string; name: string | null; response_status: string }[];
}

/** Events per page of `GET /v2/calendars/{id}/events` (the spec's maximum). */
const EVENTS_PAGE = 250;
/** Pages of events read at most in one pass (the vendor's window is 30 days). */
const MAX_EVENT_PAGES = 40;

const data = (body: unknown): Record<string, unknown> =>
  isJsonObject(body) && isJsonObject(body.data) ? body.data : {};
const date = (v: unknown): Date | null => {
  const text = nonEmptyText(v);
  const at = text ? new Date(text) : null;
  return at && !Number.isNaN(+at) ? at : null;
};
const secretsOf = (c: CalendarCredentials) => [c.oauth_client_secret, c.oauth_refresh_token];
const calendarPath = (id: string, tail = '') => `/v2/calendars/${encodeURIComponent(id)}${tail}`;

/**
 * The vendor's v2 calendar API (`/v2/calendars…` of the v2 spec). Calls carrying a team's OAuth
 * grant mask its secrets out of every message and pass the provider's refusal (401/403) on as
 * the team's, not as the bridge's key being wrong. Answers are read leniently.
 */
@Injectable()
export class MeetingBotCalendarsClient {
  constructor(private readonly transport: MeetingBotTransport) {}

  /** A call started before this moment has ended (see MeetingBotTransport.callsEndedBefore). */
  callsEndedBefore(): Date {
    return this.transport.callsEndedBefore();
  }

  /** `POST /v2/calendars/list-raw`: the calendars the grant reaches. */
  async listRaw(
    platform: CalendarPlatform,
    credentials: CalendarCredentials,
  ): Promise<RawCalendar[]> {
    const res = await this.transport.call(
      'calendar_list_raw',
      {
        method: 'POST',
        url: '/v2/calendars/list-raw',
        data: { calendar_platform: platform, ...credentials },
      },
      { secrets: secretsOf(credentials), holdsOff: true, callersCredentials: true },
    );
    const rows = isJsonObject(res.data) && Array.isArray(res.data.data) ? res.data.data : [];
    return rows.filter(isJsonObject).flatMap((row) => {
      const id = nonEmptyText(row.id);
      return id
        ? [
            {
              id,
              name: nonEmptyText(row.name) ?? id,
              email: nonEmptyText(row.email) ?? '',
              is_primary: row.is_primary === true,
            },
          ]
        : [];
    });
  }

  /**
   * `POST /v2/calendars`: never retried (a second call would meet the first's connection).
   * A 409 (the account already has this calendar) comes back as `rejected` with status 409.
   */
  async create(
    platform: CalendarPlatform,
    rawCalendarId: string,
    credentials: CalendarCredentials,
  ): Promise<VendorCalendar> {
    const res = await this.transport.call(
      'calendar_create',
      {
        method: 'POST',
        url: '/v2/calendars',
        data: { calendar_platform: platform, raw_calendar_id: rawCalendarId, ...credentials },
      },
      { secrets: secretsOf(credentials), holdsOff: true, callersCredentials: true },
    );
    return calendarOf(res.data, res.status);
  }

  /**
   * `GET /v2/calendars?account_email=&calendar_platform=`: the connections the vendor's filter
   * matches, which is a partial match of the address: callers compare `accountEmail` themselves.
   */
  find(platform: CalendarPlatform, accountEmail: string): Promise<ListedCalendar[]> {
    return this.transport.allPages(
      'calendar_find',
      (cursor) => ({
        method: 'GET',
        url: '/v2/calendars',
        params: { account_email: accountEmail, calendar_platform: platform, limit: 250, cursor },
      }),
      (body) => {
        const rows = isJsonObject(body) && Array.isArray(body.data) ? body.data : [];
        const next = isJsonObject(body) ? body.cursor : null;
        return { items: rows.filter(isJsonObject).flatMap(listedCalendar), next };
      },
      { holdsOff: true },
    );
  }

  /** `GET /v2/calendars/{id}`; null when the vendor has no such connection. */
  async details(calendarId: string, signal?: AbortSignal): Promise<VendorCalendar | null> {
    const res = await this.transport.repeatable(
      'calendar_details',
      { method: 'GET', url: calendarPath(calendarId) },
      { signal, holdsOff: true, alsoOk: [404] },
    );
    return res.status === 404 ? null : calendarOf(res.data, res.status);
  }

  /** `PATCH /v2/calendars/{id}`: a new grant (the schema requires all three fields). */
  async updateCredentials(
    calendarId: string,
    credentials: CalendarCredentials,
  ): Promise<VendorCalendar> {
    const res = await this.transport.call(
      'calendar_update',
      { method: 'PATCH', url: calendarPath(calendarId), data: credentials },
      { secrets: secretsOf(credentials), holdsOff: true, callersCredentials: true },
    );
    return calendarOf(res.data, res.status);
  }

  /** `DELETE /v2/calendars/{id}`; a 404 (already gone) is what was asked. */
  async delete(calendarId: string, signal?: AbortSignal): Promise<void> {
    await this.transport.repeatable(
      'calendar_delete',
      { method: 'DELETE', url: calendarPath(calendarId) },
      { signal, holdsOff: true, alsoOk: [404] },
    );
  }

  /** `POST /v2/calendars/{id}/resubscribe`: a new push subscription. */
  async resubscribe(calendarId: string, signal?: AbortSignal): Promise<void> {
    await this.transport.call(
      'calendar_resubscribe',
      { method: 'POST', url: calendarPath(calendarId, '/resubscribe') },
      { signal, holdsOff: true },
    );
  }

  /**
   * `POST /v2/calendars/{id}/bots` for one occurrence: the vendor answers per event (partial
   * success), so a refusal of the event comes back as its `{code, message}`, not as a throw.
   * Never retried: the planner records each attempt and decides on the next.
   */
  async scheduleBot(
    calendarId: string,
    body: Record<string, unknown> & { series_id: string; event_id: string },
    secrets: string[],
  ): Promise<{ code: string; message: string } | null> {
    const res = await this.transport.call(
      'calendar_schedule_bot',
      {
        method: 'POST',
        url: calendarPath(calendarId, '/bots'),
        data: { ...body, all_occurrences: false },
      },
      { secrets, holdsOff: true },
    );
    const answer = isJsonObject(res.data) ? res.data : {};
    const errors = Array.isArray(answer.errors) ? answer.errors.filter(isJsonObject) : [];
    const mine = errors.find((e) => e.event_id === body.event_id) ?? errors[0];
    if (!mine) return null;
    return {
      code: nonEmptyText(mine.code) ?? 'ERROR',
      message: nonEmptyText(mine.message) ?? 'the vendor refused the schedule',
    };
  }

  /** `DELETE /v2/calendars/{id}/bots` for one occurrence; a 404 (none there) is what was asked. */
  async unscheduleBot(calendarId: string, seriesId: string, eventId: string): Promise<void> {
    await this.transport.repeatable(
      'calendar_unschedule_bot',
      {
        method: 'DELETE',
        url: calendarPath(calendarId, '/bots'),
        data: { series_id: seriesId, all_occurrences: false, event_id: eventId },
      },
      { holdsOff: true, alsoOk: [404] },
    );
  }

  /** `GET /v2/calendars/{id}/events`: every upcoming event of the vendor's window. */
  async events(calendarId: string, signal?: AbortSignal): Promise<VendorEvent[]> {
    const found: VendorEvent[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_EVENT_PAGES; page++) {
      const res = await this.transport.repeatable(
        'calendar_events',
        {
          method: 'GET',
          url: calendarPath(calendarId, '/events'),
          params: { limit: EVENTS_PAGE, cursor },
        },
        { signal, holdsOff: true },
      );
      const body = isJsonObject(res.data) ? res.data : {};
      const rows = Array.isArray(body.data) ? body.data : [];
      found.push(...rows.flatMap((row) => eventOf(row) ?? []));
      const next = nonEmptyText(body.cursor);
      if (!next || next === cursor) return found;
      cursor = next;
    }
    // A partial list would read as cancelled events: better no answer.
    throw new MeetingBotError({ kind: 'unavailable', status: 200 });
  }

  /** `GET /v2/calendars/{id}/events/{event_id}`: with organizer and attendees; null on 404. */
  async event(
    calendarId: string,
    eventId: string,
    signal?: AbortSignal,
  ): Promise<VendorEvent | null> {
    const res = await this.transport.repeatable(
      'calendar_event',
      { method: 'GET', url: calendarPath(calendarId, `/events/${encodeURIComponent(eventId)}`) },
      { signal, holdsOff: true, alsoOk: [404] },
    );
    if (res.status === 404) return null;
    const row = data(res.data);
    const event = eventOf(row);
    if (!event) throw new MeetingBotError({ kind: 'unavailable', status: res.status });
    const attendees = Array.isArray(row.attendees) ? row.attendees.filter(isJsonObject) : [];
    return {
      ...event,
      organizerEmail: nonEmptyText(row.organizer_email),
      attendees: attendees.flatMap((a) => {
        const email = nonEmptyText(a.email);
        return email
          ? [
              {
                email,
                name: nonEmptyText(a.name),
                response_status: nonEmptyText(a.response_status) ?? 'needsAction',
              },
            ]
          : [];
      }),
    };
  }
}

function listedCalendar(row: Record<string, unknown>): ListedCalendar[] {
  const calendarId = nonEmptyText(row.calendar_id);
  if (!calendarId) return [];
  return [
    {
      calendarId,
      platform: nonEmptyText(row.calendar_platform ?? row.platform),
      accountEmail: nonEmptyText(row.account_email),
      createdAt: date(row.created_at),
    },
  ];
}

function calendarOf(body: unknown, status: number): VendorCalendar {
  const row = data(body);
  const calendarId = nonEmptyText(row.calendar_id);
  if (!calendarId) throw new MeetingBotError({ kind: 'unavailable', status });
  return {
    calendarId,
    accountEmail: nonEmptyText(row.account_email),
    status: nonEmptyText(row.status) ?? 'active',
    statusMessage: nonEmptyText(row.status_message),
    syncedAt: date(row.synced_at),
    syncError: nonEmptyText(row.sync_error),
    subscriptionExpiresAt: date(row.subscription_expires_at),
  };
}

/** An event of the list, of the details, or of a webhook (`start` or `start_time`). */
export function eventOf(value: unknown): VendorEvent | null {
  if (!isJsonObject(value)) return null;
  const eventId = nonEmptyText(value.event_id);
  const startTime = date(value.start_time ?? value.start);
  const endTime = date(value.end_time ?? value.end);
  if (!eventId || !startTime || !endTime) return null;
  return {
    eventId,
    seriesId: nonEmptyText(value.series_id),
    title: typeof value.title === 'string' ? value.title : '',
    startTime,
    endTime,
    status: nonEmptyText(value.status) ?? 'confirmed',
    isAllDay: value.is_all_day === true,
    meetingUrl: nonEmptyText(value.meeting_url),
  };
}
