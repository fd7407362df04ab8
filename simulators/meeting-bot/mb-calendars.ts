import { randomUUID } from 'node:crypto';
import type { Route } from '../shared/sim-server.js';
import { SimError, type Reply } from '../shared/types.js';
import { validate, type Schema } from '../shared/validate.js';
import type { BotState, SimBot } from './mb-state.js';
import { createBotV2 } from './mb-v2-schemas.js';

/**
 * The v2 calendar API (`/v2/calendars…` of specs/meeting-bot/meetingbaas-openapi-v2.json) with
 * a fake OAuth check: any refresh token is accepted except one starting with `invalid`, and it
 * reaches every calendar the simulator holds (`primary`, and those made by the control routes). A calendar's events are added,
 * moved and cancelled through the control routes, which send the `calendar.*` webhooks the
 * vendor would, in the spec's shape or in the guides' (`platform`, `start_time`, a count in
 * `events_synced`, and `calendar.connection_error`).
 */

export type CalendarWebhookShape = 'spec' | 'guide';

interface Attendee {
  email: string;
  name: string | null;
  response_status: 'accepted' | 'declined' | 'tentative' | 'needsAction';
}

interface SimEvent {
  event_id: string;
  series_id: string;
  raw: string;
  title: string;
  start_time: string;
  end_time: string;
  meeting_url: string | null;
  organizer_email: string | null;
  attendees: Attendee[];
  is_all_day: boolean;
  status: 'confirmed' | 'cancelled';
  created_at: string;
  updated_at: string;
}

interface SimCalendar {
  calendar_id: string;
  calendar_platform: 'google' | 'microsoft';
  raw: string;
  account_email: string;
  status: 'active' | 'error' | 'revoked' | 'permission_denied';
  status_message: string | null;
  subscription_id: string;
  subscription_expires_at: string;
  synced_at: string;
  created_at: string;
  updated_at: string;
}

interface SimSchedule {
  calendarId: string;
  eventId: string;
  config: Record<string, unknown>;
  status: 'scheduled' | 'completed' | 'failed';
  botId: string | null;
  timer?: NodeJS.Timeout;
}

export interface CalendarDeps {
  state: BotState;
  /** Signed account webhooks, in order. */
  sendAccount(bodies: unknown[]): Promise<unknown>;
  /** A bot the vendor launched for a schedule joins (its lifecycle, in sandbox mode). */
  onJoin(bot: SimBot): void;
  /** The launched bot is refused at queue time (same meeting): `bot.failed`. */
  onRefused(bot: SimBot, code: string, message: string): void;
}

/** A schedule's bot joins this long before its event starts, in event time. */
const JOIN_AHEAD_MS = 60_000;
/** The vendor's same-meeting lock: a second bot for one URL within this window fails. */
const SAME_MEETING_MS = 5 * 60_000;
/** Schedules move with their event only while the join is at least this far away. */
const MOVE_WINDOW_MS = 4 * 60_000;

const ok = (status: number, data: unknown, more: object = {}): Reply => ({
  status,
  json: { success: true, data, ...more },
});
const iso = (ms: number) => new Date(ms).toISOString();
const ownerOf = (raw: string) => (raw.includes('@') ? raw : 'owner@example.test');

const credentials: Schema = {
  type: 'object',
  required: ['calendar_platform', 'oauth_client_id', 'oauth_client_secret', 'oauth_refresh_token'],
  additional: false,
  properties: {
    calendar_platform: { type: 'string', enum: ['google', 'microsoft'] },
    oauth_client_id: { type: 'string', minLength: 1 },
    oauth_client_secret: { type: 'string', minLength: 1 },
    oauth_refresh_token: { type: 'string', minLength: 1 },
    oauth_tenant_id: { type: 'string' },
    raw_calendar_id: { type: 'string', minLength: 1 },
  },
};
const scheduleTarget: Schema = {
  type: 'object',
  required: ['series_id', 'all_occurrences'],
  additional: true,
  properties: {
    series_id: { type: 'string', minLength: 1 },
    all_occurrences: { type: 'boolean' },
    event_id: { type: 'string', minLength: 1 },
  },
};

export class CalendarSim {
  readonly calendars = new Map<string, SimCalendar>();
  /** Events by raw calendar id. */
  readonly events = new Map<string, Map<string, SimEvent>>();
  readonly schedules: SimSchedule[] = [];
  shape: CalendarWebhookShape;

  constructor(
    private readonly deps: CalendarDeps,
    private readonly initialShape: CalendarWebhookShape = 'spec',
    /** How much faster than real time schedules reach their event. */
    private readonly speed = 1,
  ) {
    this.shape = initialShape;
  }

  clear(): void {
    this.shape = this.initialShape;
    for (const s of this.schedules) clearTimeout(s.timer);
    this.calendars.clear();
    this.events.clear();
    this.schedules.length = 0;
  }

  routes(): Route[] {
    const cal = (id: string | undefined) => this.calendar(id);
    return [
      {
        method: 'POST',
        path: /^\/v2\/calendars\/list-raw$/,
        handler: ({ body }) => {
          this.checkCredentials(body, false);
          const raws = new Set(['primary', ...this.events.keys()]);
          return ok(
            200,
            [...raws].map((raw) => ({
              id: raw,
              name: raw === 'primary' ? 'Primary' : raw,
              email: ownerOf(raw),
              is_primary: raw === 'primary',
            })),
          );
        },
      },
      { method: 'POST', path: /^\/v2\/calendars$/, handler: ({ body }) => this.connect(body) },
      {
        method: 'GET',
        path: /^\/v2\/calendars$/,
        handler: ({ url }) =>
          ok(
            200,
            [...this.calendars.values()]
              .filter((c) => this.listedBy(c, url.searchParams))
              .map((c) => ({
                calendar_id: c.calendar_id,
                calendar_platform: c.calendar_platform,
                account_email: c.account_email,
                status: c.status,
                synced_at: c.synced_at,
                created_at: c.created_at,
              })),
            { cursor: null, prev_cursor: null },
          ),
      },
      {
        method: 'GET',
        path: /^\/v2\/calendars\/(?<id>[^/]+)$/,
        handler: ({ params }) => ok(200, this.detailsOf(cal(params.id))),
      },
      {
        method: 'PATCH',
        path: /^\/v2\/calendars\/(?<id>[^/]+)$/,
        handler: ({ params, body }) => {
          const c = cal(params.id);
          const { raw_calendar_id: _raw, ...rest } = (body ?? {}) as Record<string, unknown>;
          this.checkCredentials({ ...rest, calendar_platform: c.calendar_platform }, false);
          c.status = 'active';
          c.status_message = null;
          c.updated_at = iso(Date.now());
          return ok(200, {
            calendar_id: c.calendar_id,
            calendar_platform: c.calendar_platform,
            account_email: c.account_email,
            status: c.status,
            updated_at: c.updated_at,
          });
        },
      },
      {
        method: 'DELETE',
        path: /^\/v2\/calendars\/(?<id>[^/]+)$/,
        handler: ({ params }) => {
          const c = cal(params.id);
          this.calendars.delete(c.calendar_id);
          for (const s of this.schedules.filter((s) => s.calendarId === c.calendar_id)) {
            this.cancelSchedule(s);
          }
          void this.deps.sendAccount([
            {
              event: 'calendar.connection_deleted',
              data: {
                calendar_id: c.calendar_id,
                [this.platformKey]: c.calendar_platform,
                deleted_at: iso(Date.now()),
              },
            },
          ]);
          return ok(200, { message: 'Calendar connection deleted' });
        },
      },
      {
        method: 'POST',
        path: /^\/v2\/calendars\/(?<id>[^/]+)\/sync$/,
        handler: ({ params }) => {
          const c = cal(params.id);
          c.synced_at = iso(Date.now());
          return ok(200, { message: 'Calendar sync started' });
        },
      },
      {
        method: 'POST',
        path: /^\/v2\/calendars\/(?<id>[^/]+)\/resubscribe$/,
        handler: ({ params }) => {
          const c = cal(params.id);
          c.subscription_id = randomUUID();
          c.subscription_expires_at = iso(Date.now() + this.subscriptionMs(c));
          return ok(200, { calendar_id: c.calendar_id, resubscribed_at: iso(Date.now()) });
        },
      },
      {
        method: 'GET',
        path: /^\/v2\/calendars\/(?<id>[^/]+)\/events$/,
        handler: ({ params, url }) => this.listEvents(cal(params.id), url.searchParams),
      },
      {
        method: 'GET',
        path: /^\/v2\/calendars\/(?<id>[^/]+)\/events\/(?<event>[^/]+)$/,
        handler: ({ params }) => {
          const c = cal(params.id);
          return ok(200, this.eventDetails(c, this.event(c.raw, params.event)));
        },
      },
      {
        method: 'POST',
        path: /^\/v2\/calendars\/(?<id>[^/]+)\/bots$/,
        handler: ({ params, body }) => this.schedule(cal(params.id), body),
      },
      {
        method: 'DELETE',
        path: /^\/v2\/calendars\/(?<id>[^/]+)\/bots$/,
        handler: ({ params, body }) => this.unschedule(cal(params.id), body),
      },
    ];
  }

  controlRoutes(): Route[] {
    return [
      {
        // A calendar of the provider, empty: grants reach it from now on.
        method: 'PUT',
        path: /^\/__sim\/calendars\/(?<raw>[^/]+)$/,
        handler: ({ params }) => {
          const raw = decodeURIComponent(params.raw!);
          if (!this.events.has(raw)) this.events.set(raw, new Map());
          return { status: 204 };
        },
      },
      {
        method: 'POST',
        path: /^\/__sim\/calendars\/(?<raw>[^/]+)\/events$/,
        handler: ({ params, body }) => this.addEvent(decodeURIComponent(params.raw!), body),
      },
      {
        method: 'PATCH',
        path: /^\/__sim\/calendars\/(?<raw>[^/]+)\/events\/(?<event>[^/]+)$/,
        handler: ({ params, body }) =>
          this.changeEvent(decodeURIComponent(params.raw!), params.event!, body),
      },
      {
        method: 'DELETE',
        path: /^\/__sim\/calendars\/(?<raw>[^/]+)\/events\/(?<event>[^/]+)$/,
        handler: ({ params }) => this.cancelEvent(decodeURIComponent(params.raw!), params.event!),
      },
      {
        // `{status, status_message?, subscription_expires_at?}`: a revoked grant, an expiry.
        method: 'PATCH',
        path: /^\/__sim\/calendar-connections\/(?<id>[^/]+)$/,
        handler: ({ params, body }) => {
          const c = this.calendar(params.id);
          const change = (body ?? {}) as Partial<SimCalendar>;
          Object.assign(c, change, { updated_at: iso(Date.now()) });
          const data = this.connectionData(c);
          void this.deps.sendAccount([
            this.shape === 'guide' && c.status !== 'active'
              ? { event: 'calendar.connection_error', data: { ...data, error: c.status_message } }
              : { event: 'calendar.connection_updated', data },
          ]);
          return { status: 200, json: this.detailsOf(c) };
        },
      },
      {
        method: 'PUT',
        path: /^\/__sim\/calendar-webhook-shape$/,
        handler: ({ body }) => {
          const shape = (body as { shape?: unknown } | undefined)?.shape;
          if (shape !== 'spec' && shape !== 'guide') {
            throw new SimError(400, 'body must be {"shape": "spec" | "guide"}');
          }
          this.shape = shape;
          return { status: 204 };
        },
      },
      {
        method: 'GET',
        path: /^\/__sim\/calendar-schedules$/,
        handler: () => ({
          status: 200,
          json: this.schedules.map(({ timer: _t, ...s }) => s),
        }),
      },
    ];
  }

  /**
   * The list's filters as the vendor applies them: `account_email` matches any address that
   * contains it, whatever the case (so `bob@x.test` also lists `jimbob@x.test`'s).
   */
  private listedBy(c: SimCalendar, query: URLSearchParams): boolean {
    const account = query.get('account_email');
    const platform = query.get('calendar_platform');
    if (platform && c.calendar_platform !== platform) return false;
    return !account || c.account_email.toLowerCase().includes(account.toLowerCase());
  }

  private get platformKey(): string {
    return this.shape === 'guide' ? 'platform' : 'calendar_platform';
  }

  private subscriptionMs(c: SimCalendar): number {
    return (c.calendar_platform === 'google' ? 7 : 3) * 86_400_000;
  }

  private calendar(id: string | undefined): SimCalendar {
    const found = this.calendars.get(id ?? '');
    if (!found) throw new SimError(404, `Calendar ${id} not found`, { code: 'CALENDAR_NOT_FOUND' });
    return found;
  }

  private event(raw: string, id: string | undefined): SimEvent {
    const found = this.events.get(raw)?.get(id ?? '');
    if (!found) throw new SimError(404, `Event ${id} not found`, { code: 'EVENT_NOT_FOUND' });
    return found;
  }

  private checkCredentials(body: unknown, needsCalendar: boolean): Record<string, unknown> {
    const errors = validate(body, credentials);
    const given = (body ?? {}) as Record<string, unknown>;
    if (needsCalendar && given.raw_calendar_id === undefined) {
      errors.push('Field "raw_calendar_id" is required');
    }
    if (errors.length) throw new SimError(400, errors.join('; '));
    if (String(given.oauth_refresh_token).startsWith('invalid')) {
      throw new SimError(401, 'The OAuth refresh token was refused by the provider', {
        code: 'OAUTH_REFRESH_FAILED',
      });
    }
    return given;
  }

  private connect(body: unknown): Reply {
    const given = this.checkCredentials(body, true);
    const raw = String(given.raw_calendar_id);
    const platform = given.calendar_platform as SimCalendar['calendar_platform'];
    const twin = [...this.calendars.values()].find(
      (c) => c.raw === raw && c.calendar_platform === platform,
    );
    if (twin) {
      throw new SimError(409, 'A connection to this calendar already exists', {
        code: 'CALENDAR_ALREADY_CONNECTED',
      });
    }
    const now = Date.now();
    const c: SimCalendar = {
      calendar_id: randomUUID(),
      calendar_platform: platform,
      raw,
      account_email: ownerOf(raw),
      status: 'active',
      status_message: null,
      subscription_id: randomUUID(),
      subscription_expires_at: '',
      synced_at: iso(now),
      created_at: iso(now),
      updated_at: iso(now),
    };
    c.subscription_expires_at = iso(now + this.subscriptionMs(c));
    this.calendars.set(c.calendar_id, c);
    const events = [...(this.events.get(raw)?.values() ?? [])].filter((e) => this.inWindow(e));
    void this.deps.sendAccount([
      { event: 'calendar.connection_created', data: this.connectionData(c) },
      {
        event: 'calendar.events_synced',
        data:
          this.shape === 'guide'
            ? { calendar_id: c.calendar_id, events_synced: events.length }
            : { calendar_id: c.calendar_id, events: events.map((e) => this.eventGroup(c, e)) },
      },
    ]);
    const {
      subscription_id: _s,
      subscription_expires_at: _x,
      synced_at: _y,
      ...answer
    } = this.detailsOf(c);
    const { status_message: _m, updated_at: _u, ...created } = answer;
    return ok(201, created);
  }

  private connectionData(c: SimCalendar) {
    return {
      calendar_id: c.calendar_id,
      [this.platformKey]: c.calendar_platform,
      account_email: c.account_email,
      status: c.status,
      created_at: c.created_at,
      updated_at: c.updated_at,
    };
  }

  private detailsOf(c: SimCalendar) {
    return {
      calendar_id: c.calendar_id,
      calendar_platform: c.calendar_platform,
      account_email: c.account_email,
      status: c.status,
      status_message: c.status_message,
      subscription_id: c.subscription_id,
      subscription_expires_at: c.subscription_expires_at,
      synced_at: c.synced_at,
      sync_status: 'success',
      sync_error: null,
      provider_metadata: null,
      created_at: c.created_at,
      updated_at: c.updated_at,
    };
  }

  /** The vendor's rolling window: events that have not ended and start within 30 days. */
  private inWindow(e: SimEvent): boolean {
    const now = Date.now();
    return Date.parse(e.end_time) > now && Date.parse(e.start_time) < now + 30 * 86_400_000;
  }

  private scheduled(c: SimCalendar, e: SimEvent): boolean {
    return this.schedules.some(
      (s) => s.calendarId === c.calendar_id && s.eventId === e.event_id && s.status === 'scheduled',
    );
  }

  private listed(c: SimCalendar, e: SimEvent) {
    return {
      series_id: e.series_id,
      event_type: 'one_off',
      event_id: e.event_id,
      title: e.title,
      start_time: e.start_time,
      end_time: e.end_time,
      status: e.status,
      is_exception: false,
      meeting_url: e.meeting_url,
      meeting_platform: e.meeting_url ? platformOf(e.meeting_url) : null,
      calendar_id: c.calendar_id,
      bot_scheduled: this.scheduled(c, e),
      created_at: e.created_at,
    };
  }

  private eventDetails(c: SimCalendar, e: SimEvent) {
    return {
      ...this.listed(c, e),
      description: null,
      location: null,
      timezone: 'UTC',
      is_all_day: e.is_all_day,
      organizer_email: e.organizer_email,
      organizer_name: null,
      attendees: e.attendees.map((a) => ({
        ...a,
        organizer: a.email === e.organizer_email,
        self: a.email === ownerOf(e.raw),
      })),
      calendar_platform: c.calendar_platform,
      raw_payload: null,
      updated_at: e.updated_at,
    };
  }

  /** `GET …/events`: by start time, `limit` (≤ 250) per page, a cursor while more follow. */
  private listEvents(c: SimCalendar, query: URLSearchParams): Reply {
    const limit = Number(query.get('limit') ?? 50);
    if (!Number.isInteger(limit) || limit < 1 || limit > 250) {
      throw new SimError(400, 'querystring/limit must be an integer from 1 to 250');
    }
    const showCancelled = query.get('show_cancelled') === 'true';
    const rows = [...(this.events.get(c.raw)?.values() ?? [])]
      .filter((e) => this.inWindow(e) && (showCancelled || e.status !== 'cancelled'))
      .sort(
        (a, b) => a.start_time.localeCompare(b.start_time) || a.event_id.localeCompare(b.event_id),
      );
    const offset = Number(Buffer.from(query.get('cursor') ?? '', 'base64').toString() || 0);
    const page = rows.slice(offset, offset + limit);
    const next =
      offset + limit < rows.length ? Buffer.from(String(offset + limit)).toString('base64') : null;
    return ok(
      200,
      page.map((e) => this.listed(c, e)),
      { cursor: next, prev_cursor: null },
    );
  }

  /** The instance as the webhooks carry it (`start`/`end`, or the guides' `start_time`). */
  private instance(c: SimCalendar, e: SimEvent) {
    const times =
      this.shape === 'guide'
        ? { start_time: e.start_time, end_time: e.end_time }
        : { start: e.start_time, end: e.end_time };
    return {
      event_id: e.event_id,
      ...times,
      title: e.title,
      status: e.status,
      is_all_day: e.is_all_day,
      is_exception: false,
      bot_scheduled: this.scheduled(c, e),
      meeting_url: e.meeting_url,
      meeting_platform: e.meeting_url ? platformOf(e.meeting_url) : null,
    };
  }

  private eventGroup(c: SimCalendar, e: SimEvent) {
    return {
      event_type: 'one_off',
      series_id: e.series_id,
      series_bot_scheduled: false,
      instances: [this.instance(c, e)],
    };
  }

  /** The webhook for one event of a raw calendar, to every connection of it. */
  private tell(raw: string, kind: 'created' | 'updated' | 'cancelled', e: SimEvent): void {
    const key = {
      created: 'instances',
      updated: 'affected_instances',
      cancelled: 'cancelled_instances',
    }[kind];
    const bodies = [...this.calendars.values()]
      .filter((c) => c.raw === raw)
      .map((c) => {
        const { instances, ...group } = this.eventGroup(c, e);
        return {
          event: `calendar.event_${kind}`,
          data: { calendar_id: c.calendar_id, ...group, [key]: instances },
        };
      });
    if (bodies.length) void this.deps.sendAccount(bodies);
  }

  private addEvent(raw: string, body: unknown): Reply {
    const given = (body ?? {}) as Record<string, unknown>;
    for (const field of ['title', 'start_time', 'end_time']) {
      if (typeof given[field] !== 'string') throw new SimError(400, `${field} is required`);
    }
    const now = iso(Date.now());
    const e: SimEvent = {
      event_id: randomUUID(),
      series_id: randomUUID(),
      raw,
      title: String(given.title),
      start_time: iso(Date.parse(String(given.start_time))),
      end_time: iso(Date.parse(String(given.end_time))),
      meeting_url: typeof given.meeting_url === 'string' ? given.meeting_url : null,
      organizer_email: typeof given.organizer_email === 'string' ? given.organizer_email : null,
      attendees: Array.isArray(given.attendees) ? (given.attendees as Attendee[]) : [],
      is_all_day: given.is_all_day === true,
      status: 'confirmed',
      created_at: now,
      updated_at: now,
    };
    if (!this.events.has(raw)) this.events.set(raw, new Map());
    this.events.get(raw)!.set(e.event_id, e);
    this.tell(raw, 'created', e);
    return { status: 201, json: { event_id: e.event_id } };
  }

  /**
   * Moves or changes an event. The vendor moves its schedules with it while their join is more
   * than 4 minutes away; inside that window the old bot keeps its time. A decline by the
   * calendar's owner cancels the event's schedules on that calendar.
   */
  private changeEvent(raw: string, id: string, body: unknown): Reply {
    const e = this.event(raw, id);
    const given = (body ?? {}) as Partial<SimEvent>;
    for (const field of [
      'title',
      'meeting_url',
      'organizer_email',
      'attendees',
      'is_all_day',
    ] as const) {
      if (given[field] !== undefined)
        (e as unknown as Record<string, unknown>)[field] = given[field];
    }
    const standing = this.schedules.filter(
      (s) => s.eventId === e.event_id && s.status === 'scheduled',
    );
    // How far each schedule's bot was from joining before the change.
    const ahead = new Map(standing.map((s) => [s, this.joinInMs(s)]));
    if (given.start_time) e.start_time = iso(Date.parse(given.start_time));
    if (given.end_time) e.end_time = iso(Date.parse(given.end_time));
    e.updated_at = iso(Date.now());
    const owner = ownerOf(raw);
    const declined = e.attendees.some((a) => a.email === owner && a.response_status === 'declined');
    const moved = given.start_time !== undefined;
    for (const s of standing) {
      if (declined) this.cancelSchedule(s);
      else if (!moved) continue;
      else if (ahead.get(s)! >= MOVE_WINDOW_MS / this.speed) this.arm(s);
      // Inside the window the first bot keeps its time, and a second schedule takes the new one.
      else this.addSchedule({ ...s, timer: undefined });
    }
    this.tell(raw, 'updated', e);
    return { status: 200, json: e };
  }

  private cancelEvent(raw: string, id: string): Reply {
    const e = this.event(raw, id);
    e.status = 'cancelled';
    e.updated_at = iso(Date.now());
    for (const s of this.schedules.filter(
      (s) => s.eventId === e.event_id && s.status === 'scheduled',
    )) {
      this.cancelSchedule(s);
    }
    this.tell(raw, 'cancelled', e);
    return { status: 200, json: e };
  }

  /** `POST /v2/calendars/{id}/bots` for one event: partial success, per event. */
  private schedule(c: SimCalendar, body: unknown): Reply {
    const config = (body ?? {}) as Record<string, unknown>;
    const errors = [
      ...validate(config, scheduleTarget),
      ...validate({ ...config, meeting_url: 'https://meet.google.com/placeholder' }, createBotV2),
    ];
    if (errors.length) throw new SimError(400, errors.join('; '));
    if (typeof config.event_id !== 'string') {
      throw new SimError(400, 'Scheduling a whole series is not simulated: give event_id');
    }
    const e = this.event(c.raw, config.event_id);
    const error = (code: string, message: string) =>
      ok(201, [], { errors: [{ event_id: e.event_id, code, message, details: null }] });
    if (e.status === 'cancelled') return error('EVENT_CANCELLED', 'The event was cancelled');
    if (!e.meeting_url) return error('NO_MEETING_URL', 'The event has no meeting link');
    if (this.scheduled(c, e)) return error('BOT_ALREADY_SCHEDULED', 'A bot is already scheduled');
    const { series_id: _s, all_occurrences: _a, event_id: _e, ...bot } = config;
    this.addSchedule({
      calendarId: c.calendar_id,
      eventId: e.event_id,
      config: bot,
      status: 'scheduled',
      botId: null,
    });
    return ok(201, [{ event_id: e.event_id }], { errors: [] });
  }

  private unschedule(c: SimCalendar, body: unknown): Reply {
    const errors = validate(body, scheduleTarget);
    if (errors.length) throw new SimError(400, errors.join('; '));
    const eventId = (body as { event_id?: string }).event_id;
    const found = this.schedules.filter(
      (s) => s.calendarId === c.calendar_id && s.eventId === eventId && s.status === 'scheduled',
    );
    if (found.length === 0) {
      throw new SimError(404, 'No bot is scheduled for this event', { code: 'SCHEDULE_NOT_FOUND' });
    }
    found.forEach((s) => this.cancelSchedule(s));
    return ok(200, [{ event_id: eventId }], { errors: [] });
  }

  private addSchedule(s: SimSchedule): void {
    this.schedules.push(s);
    this.arm(s);
  }

  private cancelSchedule(s: SimSchedule): void {
    clearTimeout(s.timer);
    this.schedules.splice(this.schedules.indexOf(s), 1);
  }

  private eventOf(s: SimSchedule): SimEvent | undefined {
    const c = this.calendars.get(s.calendarId);
    return c && this.events.get(c.raw)?.get(s.eventId);
  }

  /** Real milliseconds until the schedule's bot is due to join. */
  private joinInMs(s: SimSchedule): number {
    const e = this.eventOf(s);
    return e ? (Date.parse(e.start_time) - JOIN_AHEAD_MS - Date.now()) / this.speed : 0;
  }

  private arm(s: SimSchedule): void {
    clearTimeout(s.timer);
    s.timer = setTimeout(() => this.launch(s), Math.max(0, this.joinInMs(s)));
    s.timer.unref();
  }

  /** The schedule's bot is queued: a v2 bot with the event's link, its `extra`, its event id. */
  private launch(s: SimSchedule): void {
    const e = this.eventOf(s);
    if (!e?.meeting_url || s.status !== 'scheduled') return;
    const request = { ...s.config, meeting_url: e.meeting_url };
    const since = Date.now() - SAME_MEETING_MS;
    const twin = [...this.deps.state.bots.values()].some(
      (b) => b.request.meeting_url === e.meeting_url && +b.createdAt >= since && !b.terminal,
    );
    const bot = this.deps.state.create(request, 'v2');
    bot.calendarEventId = e.event_id;
    s.botId = bot.id;
    if (twin) {
      s.status = 'failed';
      this.deps.onRefused(bot, 'BOT_ALREADY_EXISTS', 'A bot already exists for this meeting URL');
      return;
    }
    s.status = 'completed';
    this.deps.onJoin(bot);
  }
}

function platformOf(meetingUrl: string): 'zoom' | 'meet' | 'teams' {
  const host = URL.canParse(meetingUrl) ? new URL(meetingUrl).hostname : '';
  if (host.endsWith('zoom.us')) return 'zoom';
  return host === 'meet.google.com' ? 'meet' : 'teams';
}
