import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'svix';
import { CalendarSync } from '../src/calendars/calendar-sync.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { TEAM_EVENTS } from '../src/docs/team-events.js';
import {
  type MeetingBotSimulator,
  startMeetingBotSimulator,
  type SttSimulator,
} from '../simulators/index.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { loggedEvents, startCalendarVendors, stopCalendarVendors } from './support/calendars.js';
import { browserDescribe, launchBrowser, type TestBrowser } from './support/browser.js';
import { eventually } from './support/eventually.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { http } from './support/http.js';
import { type ServerProcess, startServerProcess } from './support/server-process.js';
import { expectMeetingBotV2Schema } from './support/meeting-bot-v2-spec.js';

const SECRETS = {
  mbKey: 'mb-key-for-calendars-0123456789',
  sttKey: 'stt-key-for-calendars-0123456789',
  webhookSecret: `whsec_${randomBytes(24).toString('base64')}`,
  webhookToken: randomBytes(16).toString('hex'),
};
const { mbKey: MB_KEY, webhookSecret: SECRET, webhookToken: TOKEN } = SECRETS;
const RAW = 'ana@acme.test';
const HOUR = 3600_000;

const expectSchema = expectMeetingBotV2Schema;

/** Signs like the vendor's Svix does, with the independent `svix` package. */
function signed(body: unknown) {
  const payload = JSON.stringify(body);
  const id = `msg_${randomUUID()}`;
  const at = new Date();
  return {
    body: payload,
    headers: {
      'content-type': 'application/json',
      'svix-id': id,
      'svix-timestamp': String(Math.floor(+at / 1000)),
      'svix-signature': new Webhook(SECRET).sign(id, at, payload),
    },
  };
}

/** A team's OAuth grant: fresh secrets per call, so a test can look for them anywhere. */
const grant = (refreshToken = `rt-${randomBytes(12).toString('hex')}`) => ({
  platform: 'google',
  oauth_client_id: 'client-id.apps.example',
  oauth_client_secret: `cs-${randomBytes(12).toString('hex')}`,
  oauth_refresh_token: refreshToken,
});

describe('calendars', () => {
  let stt: SttSimulator;
  let mb: MeetingBotSimulator;
  let bridge: TestBridge;
  let prisma: PrismaService;
  let sync: CalendarSync;
  let teamA: { id: string; key: string };
  let teamB: { id: string; key: string };
  const url = (path: string) => `${bridge.url}${path}`;
  const sim = (method: string, path: string, json?: unknown) =>
    http(method, `${mb.url}${path}`, { json });
  const calendarRequests = (method: string, path: RegExp) =>
    mb.requests.filter((r) => r.method === method && path.test(r.path));

  /** An event of the simulated calendar `raw`, `inH` hours from now. */
  const addEvent = async (fields: Record<string, unknown> = {}, inH = 2, raw = RAW) => {
    const start = Date.now() + inH * HOUR;
    const res = await sim('POST', `/__sim/calendars/${encodeURIComponent(raw)}/events`, {
      title: 'Weekly sync',
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + HOUR / 2).toISOString(),
      meeting_url: 'https://meet.google.com/abc-defg-hij',
      organizer_email: RAW,
      attendees: [
        { email: RAW, name: 'Ana', response_status: 'accepted' },
        { email: 'cy@client.test', name: 'Cy', response_status: 'accepted' },
      ],
      ...fields,
    });
    expect(res.status).toBe(201);
    return res.body.event_id as string;
  };
  const connect = (key: string, body: Record<string, unknown>) =>
    http('POST', url('/calendars'), { headers: bearer(key), json: body });
  const events = async (key: string, id: string) => {
    const res = await http('GET', url(`/calendars/${id}/events`), { headers: bearer(key) });
    expect(res.status).toBe(200);
    return res.body.data as Record<string, any>[];
  };
  /** The team's logged events of `type` about calendar `id`, once there is one. */
  const logOf = (key: string, type: string, id: string) =>
    loggedEvents(bridge, key, type, (data) => data.calendar_id === id);
  /** The team's view of one event once the bridge has read it as `check` wants. */
  const eventWhen = (key: string, id: string, eventId: string, check: (e: any) => boolean) =>
    eventually(async () => {
      const found = (await events(key, id)).find((e) => e.event_id === eventId);
      return found && check(found) ? found : null;
    }, 10_000);

  beforeAll(async () => {
    ({ stt, mb, bridge } = await startCalendarVendors(SECRETS));
    prisma = bridge.app.get(PrismaService);
    sync = bridge.app.get(CalendarSync);
    teamA = await mintTeam(bridge.url, bridge.admin, 'cal-a');
    teamB = await mintTeam(bridge.url, bridge.admin, 'cal-b');
  });
  beforeEach(async () => {
    mb.reset();
    mb.setAccountWebhook(url(`/webhooks/meeting-bot/${TOKEN}`));
    expect((await sim('PUT', `/__sim/calendars/${encodeURIComponent(RAW)}`)).status).toBe(204);
    // Each test starts without connections (the vendor's were reset with the simulator).
    await prisma.$executeRaw`DELETE FROM calendar_decisions`;
    await prisma.$executeRaw`DELETE FROM team_calendars`;
    await prisma.$executeRaw`DELETE FROM calendar_connections`;
  });
  afterAll(() => stopCalendarVendors({ stt, mb, bridge }));

  it('lists the calendars a grant reaches, refuses a refused grant, and keeps its secrets out of answers', async () => {
    await addEvent();
    const given = grant();
    const listed = await connect(teamA.key, {
      ...given,
      owner_email: RAW,
      rule: { mode: 'all' },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.calendars).toEqual(
      expect.arrayContaining([{ id: RAW, name: RAW, email: RAW, is_primary: false }]),
    );
    const [sent] = calendarRequests('POST', /^\/v2\/calendars\/list-raw$/);
    expectSchema('ListRawCalendarsRequestBodyInput', sent!.body);
    expect(sent!.body).toEqual({
      calendar_platform: 'google',
      oauth_client_id: given.oauth_client_id,
      oauth_client_secret: given.oauth_client_secret,
      oauth_refresh_token: given.oauth_refresh_token,
    });

    const refused = await connect(teamA.key, {
      ...grant('invalid-token'),
      raw_calendar_id: RAW,
      owner_email: RAW,
      rule: { mode: 'all' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/refused the credentials/);
    expect(refused.text).not.toContain('invalid-token');

    const unreached = await connect(teamA.key, {
      ...grant(),
      raw_calendar_id: 'someone-else@acme.test',
      owner_email: RAW,
      rule: { mode: 'all' },
    });
    expect(unreached.status).toBe(422);
    expect(unreached.body.message).toMatch(/do not reach calendar/);

    const bad = await connect(teamA.key, {
      ...grant(),
      platform: 'yahoo',
      owner_email: 'not-an-address',
      rule: { mode: 'sometimes', bot: { recording_mode: 'audio_only' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.validation_errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^platform/),
        expect.stringMatching(/^owner_email/),
        expect.stringMatching(/^rule\.mode/),
        expect.stringMatching(/^rule\.bot\.recording_mode/),
      ]),
    );
  });

  it("connects a calendar, reads its events, and decides each by the team's rule with a reason", async () => {
    const external = await addEvent({ title: 'Client call' }, 2);
    const internal = await addEvent(
      {
        title: 'Team standup',
        attendees: [
          { email: RAW, name: 'Ana', response_status: 'accepted' },
          { email: 'bo@acme.test', name: 'Bo', response_status: 'accepted' },
        ],
      },
      3,
    );
    const linkless = await addEvent({ title: 'Focus time', meeting_url: null }, 4);
    const given = grant();
    const res = await connect(teamA.key, {
      ...given,
      raw_calendar_id: RAW,
      owner_email: RAW,
      rule: { mode: 'external', bot: { transcription: { summary: 'concise' } } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      team_id: teamA.id,
      platform: 'google',
      raw_calendar_id: RAW,
      account_email: RAW,
      owner_email: RAW,
      status: 'active',
      error: null,
      rule: {
        mode: 'external',
        internal_domains: [],
        accepted_only: false,
        include_keywords: [],
        exclude_keywords: [],
        bot: { transcription: { summary: 'concise' } },
      },
    });
    expect(Date.parse(res.body.subscription_expires_at)).toBeGreaterThan(Date.now());
    expect(res.text).not.toContain(given.oauth_client_secret);
    expect(res.text).not.toContain(given.oauth_refresh_token);
    const [created] = calendarRequests('POST', /^\/v2\/calendars$/);
    expectSchema('CreateCalendarConnectionRequestBodyInput', created!.body);

    const id = res.body.id as string;
    const seen = await events(teamA.key, id);
    expect(seen.map((e) => [e.event_id, e.record, e.reason, e.override])).toEqual([
      [external, true, 'external attendee', null],
      [internal, false, 'no external attendee', null],
      [linkless, false, 'no meeting link', null],
    ]);
    expect(seen[0]).toMatchObject({
      title: 'Client call',
      meeting_url: 'https://meet.google.com/abc-defg-hij',
    });

    // Another team sees none of it.
    for (const path of [`/calendars/${id}`, `/calendars/${id}/events`]) {
      expect((await http('GET', url(path), { headers: bearer(teamB.key) })).status).toBe(404);
    }
    const listB = await http('GET', url('/calendars'), { headers: bearer(teamB.key) });
    expect(listB.body.data).toEqual([]);
    const listA = await http('GET', url('/calendars'), { headers: bearer(teamA.key) });
    expect(listA.body.data.map((c: { id: string }) => c.id)).toEqual([id]);
    const decideB = await http('PUT', url(`/calendars/${id}/events/${internal}/decision`), {
      headers: bearer(teamB.key),
      json: { record: true },
    });
    expect(decideB.status).toBe(404);

    // A decision for one occurrence wins over the rule, and null gives it back.
    const decide = (eventId: string, record: boolean | null) =>
      http('PUT', url(`/calendars/${id}/events/${eventId}/decision`), {
        headers: bearer(teamA.key),
        json: { record },
      });
    expect((await decide(internal, true)).status).toBe(204);
    expect((await decide(external, false)).status).toBe(204);
    expect((await decide(linkless, true)).status).toBe(204);
    let now = await events(teamA.key, id);
    expect(now.map((e) => [e.record, e.reason, e.override])).toEqual([
      [false, 'overridden', false],
      [true, 'overridden', true],
      [false, 'no meeting link', true],
    ]);
    expect((await decide(internal, null)).status).toBe(204);
    expect((await decide('no-such-event', true)).status).toBe(404);
    expect((await decide(internal, 'yes' as never)).status).toBe(400);
    now = await events(teamA.key, id);
    expect(now[1]).toMatchObject({ record: false, reason: 'no external attendee', override: null });

    // The rule changes: every event is decided again.
    const patched = await http('PATCH', url(`/calendars/${id}`), {
      headers: bearer(teamA.key),
      json: { rule: { mode: 'internal' } },
    });
    expect(patched.status).toBe(200);
    now = await events(teamA.key, id);
    expect(now.map((e) => e.reason)).toEqual(['overridden', 'internal meeting', 'no meeting link']);

    const audit = await http('GET', url(`/admin/audit?target=${id}`), { headers: bridge.admin });
    const actions = (audit.body.data as { action: string; change: object }[]).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'calendar.connected',
        'calendar.decision_changed',
        'calendar.updated',
      ]),
    );
    const [logged] = await logOf(teamA.key, 'calendar.connected', id);
    expect(logged!.data).toMatchObject({ calendar_id: id, platform: 'google' });
  });

  it('follows created, moved, declined and cancelled events through the webhooks, in both shapes', async () => {
    const res = await connect(teamA.key, {
      ...grant(),
      raw_calendar_id: RAW,
      owner_email: RAW,
      rule: { mode: 'all', accepted_only: true },
    });
    const id = res.body.id as string;
    const raw = encodeURIComponent(RAW);
    const eventId = await addEvent({ title: 'Kickoff' });
    await eventWhen(teamA.key, id, eventId, (e) => e.record === true);

    const later = Date.now() + 5 * HOUR;
    await sim('PATCH', `/__sim/calendars/${raw}/events/${eventId}`, {
      start_time: new Date(later).toISOString(),
      end_time: new Date(later + HOUR).toISOString(),
    });
    await eventWhen(teamA.key, id, eventId, (e) => Date.parse(e.start_time) === later);

    // The guides' shape: `platform`, `start_time`.
    expect((await sim('PUT', '/__sim/calendar-webhook-shape', { shape: 'guide' })).status).toBe(
      204,
    );
    await sim('PATCH', `/__sim/calendars/${raw}/events/${eventId}`, {
      attendees: [
        { email: RAW, name: 'Ana', response_status: 'declined' },
        { email: 'cy@client.test', name: 'Cy', response_status: 'accepted' },
      ],
    });
    await eventWhen(teamA.key, id, eventId, (e) => e.reason === 'declined');

    await sim('DELETE', `/__sim/calendars/${raw}/events/${eventId}`);
    await eventually(
      async () => !(await events(teamA.key, id)).some((e) => e.event_id === eventId),
    );

    // The guides' shape reached the bridge, and was understood.
    await mb.webhooksIdle();
    const sent = mb.deliveries.filter((d) => d.url.includes('/webhooks/meeting-bot/'));
    const guide = sent.filter((d) => JSON.stringify(d.body).includes('"start_time"'));
    expect(guide.length).toBeGreaterThanOrEqual(2);

    // A redelivered message is a duplicate; an old message sent late (a new id) is processed,
    // and changes nothing: what it names is read again from the vendor.
    const created = sent.find(
      (d) => (d.body as { event: string }).event === 'calendar.event_created',
    )!;
    const receiver = url(`/webhooks/meeting-bot/${TOKEN}`);
    const again = await http('POST', receiver, {
      headers: created.headers,
      body: JSON.stringify(created.body),
    });
    expect(again.body).toEqual({ status: 'duplicate' });
    const late = signed(created.body);
    expect((await http('POST', receiver, late)).body).toEqual({ status: 'accepted' });
    await eventually(async () => {
      const row = await prisma.webhookEvent.findFirst({
        where: { messageId: `svix:${late.headers['svix-id']}` },
      });
      return row?.processedAt ?? null;
    });
    expect((await events(teamA.key, id)).some((e) => e.event_id === eventId)).toBe(false);
  });

  it('bounds and coalesces the vendor reads one calendar webhook causes', async () => {
    const res = await connect(teamA.key, {
      ...grant(),
      raw_calendar_id: RAW,
      owner_email: RAW,
      rule: { mode: 'all' },
    });
    const eventId = await addEvent({ title: 'Kickoff' });
    await eventWhen(teamA.key, res.body.id, eventId, (e) => e.record === true);
    await mb.webhooksIdle();
    const vendorId = (await prisma.calendarConnection.findFirstOrThrow()).vendorCalendarId!;
    const receiver = url(`/webhooks/meeting-bot/${TOKEN}`);
    /** The vendor reads of the events list and of event details that processing `ids` made. */
    const readsFor = async (ids: string[]) => {
      const before = mb.requests.length;
      const instances = ids.map((event_id) => ({ event_id, title: 'x', status: 'confirmed' }));
      const hook = signed({
        event: 'calendar.event_updated',
        data: { calendar_id: vendorId, event_type: 'one_off', affected_instances: instances },
      });
      expect((await http('POST', receiver, hook)).body).toEqual({ status: 'accepted' });
      await eventually(async () => {
        const row = await prisma.webhookEvent.findFirst({
          where: { messageId: `svix:${hook.headers['svix-id']}` },
        });
        return row?.processedAt ?? null;
      });
      const made = mb.requests.slice(before).filter((r) => r.method === 'GET');
      return {
        list: made.filter((r) => r.path.split('?')[0] === `/v2/calendars/${vendorId}/events`)
          .length,
        details: made.filter((r) => r.path.startsWith(`/v2/calendars/${vendorId}/events/`)).length,
      };
    };
    // One event named 300 times: read once.
    expect(await readsFor(Array.from({ length: 300 }, () => eventId))).toEqual({
      list: 0,
      details: 1,
    });
    // 300 events: one read of the list, and of the details of what it says changed.
    const many = Array.from({ length: 300 }, () => randomUUID());
    const bounded = await readsFor(many);
    expect(bounded.list).toBe(1);
    expect(bounded.details).toBeLessThanOrEqual(20);
  });

  it('repairs a lost webhook with the reconcile pass', async () => {
    const res = await connect(teamA.key, {
      ...grant(),
      raw_calendar_id: RAW,
      owner_email: RAW,
      rule: { mode: 'all' },
    });
    const id = res.body.id as string;
    // The connection's own webhooks are handled; from now on none arrives.
    await mb.webhooksIdle();
    await eventually(
      async () => (await prisma.webhookEvent.count({ where: { processedAt: null } })) === 0,
    );
    mb.setAccountWebhook(null);
    const missed = await addEvent({ title: 'Missed webhook' });
    const cancelled = await addEvent({ title: 'Cancelled unseen' }, 3);
    expect((await events(teamA.key, id)).map((e) => e.event_id)).toEqual([]);
    await prisma.$executeRaw`UPDATE calendar_connections SET reconciled_at = NULL`;
    expect(await sync.round()).toBe(1);
    expect((await events(teamA.key, id)).map((e) => [e.event_id, e.reason])).toEqual([
      [missed, 'the rule records every meeting'],
      [cancelled, 'the rule records every meeting'],
    ]);
    await sim('DELETE', `/__sim/calendars/${encodeURIComponent(RAW)}/events/${cancelled}`);
    await prisma.$executeRaw`UPDATE calendar_connections SET reconciled_at = NULL`;
    expect(await sync.round()).toBe(1);
    expect((await events(teamA.key, id)).map((e) => e.event_id)).toEqual([missed]);
  });

  it('shares one vendor connection between teams, each with its own rule, and deletes it with the last', async () => {
    const eventId = await addEvent({ title: 'Board review' });
    const a = await connect(teamA.key, {
      ...grant(),
      raw_calendar_id: RAW,
      owner_email: RAW,
      rule: { mode: 'all' },
    });
    const b = await connect(teamB.key, {
      ...grant(),
      raw_calendar_id: RAW,
      owner_email: RAW,
      rule: { mode: 'all', exclude_keywords: ['board'] },
    });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.id).not.toBe(a.body.id);
    expect(mb.calendars.calendars.size).toBe(1);
    // The second team's grant was checked (list-raw), and no second connection asked for.
    expect(calendarRequests('POST', /^\/v2\/calendars$/)).toHaveLength(1);
    expect(calendarRequests('POST', /^\/v2\/calendars\/list-raw$/)).toHaveLength(2);
    expect((await events(teamA.key, a.body.id))[0]).toMatchObject({
      event_id: eventId,
      record: true,
    });
    expect((await events(teamB.key, b.body.id))[0]).toMatchObject({
      event_id: eventId,
      record: false,
      reason: 'title has the excluded keyword "board"',
    });
    const again = await connect(teamA.key, {
      ...grant(),
      raw_calendar_id: RAW,
      owner_email: RAW,
      rule: { mode: 'none' },
    });
    expect(again.status).toBe(409);

    expect(
      (await http('DELETE', url(`/calendars/${a.body.id}`), { headers: bearer(teamB.key) })).status,
    ).toBe(404);
    expect(
      (await http('DELETE', url(`/calendars/${a.body.id}`), { headers: bearer(teamA.key) })).status,
    ).toBe(204);
    expect(calendarRequests('DELETE', /^\/v2\/calendars\/[^/]+$/)).toHaveLength(0);
    expect(await events(teamB.key, b.body.id)).toHaveLength(1);
    expect(
      (await http('DELETE', url(`/calendars/${b.body.id}`), { headers: bearer(teamB.key) })).status,
    ).toBe(204);
    expect(calendarRequests('DELETE', /^\/v2\/calendars\/[^/]+$/)).toHaveLength(1);
    expect(mb.calendars.calendars.size).toBe(0);
    expect(await prisma.calendarConnection.count()).toBe(0);
    expect(await prisma.calendarEvent.count()).toBe(0);
  });

  it('connects the same calendar for two teams at once with one vendor connection', async () => {
    const both = await Promise.all(
      [teamA, teamB].map((team) =>
        connect(team.key, {
          ...grant(),
          raw_calendar_id: RAW,
          owner_email: RAW,
          rule: { mode: 'all' },
        }),
      ),
    );
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(mb.calendars.calendars.size).toBe(1);
    expect(await prisma.calendarConnection.count()).toBe(1);
  });

  it('adopts a connection the vendor already had (409) when the account has no other', async () => {
    // Made at the vendor outside the bridge.
    const outside = await sim('POST', '/v2/calendars', {});
    expect(outside.status).toBe(401);
    const made = await http('POST', `${mb.url}/v2/calendars`, {
      headers: { 'x-meeting-baas-api-key': MB_KEY },
      json: { calendar_platform: 'google', raw_calendar_id: RAW, ...grant(), platform: undefined },
    });
    expect(made.status).toBe(201);
    const res = await connect(teamA.key, {
      ...grant(),
      raw_calendar_id: RAW,
      owner_email: RAW,
      rule: { mode: 'all' },
    });
    expect(res.status).toBe(201);
    const row = await prisma.calendarConnection.findFirstOrThrow();
    expect(row.vendorCalendarId).toBe(made.body.data.calendar_id);
  });

  it("never adopts another account's connection: adopts exactly this calendar's, deletes the account's orphans otherwise", async () => {
    const outside = (raw: string) =>
      http('POST', `${mb.url}/v2/calendars`, {
        headers: { 'x-meeting-baas-api-key': MB_KEY },
        json: {
          calendar_platform: 'google',
          raw_calendar_id: raw,
          ...grant(),
          platform: undefined,
        },
      });
    const vendorIds = () => [...mb.calendars.calendars.keys()];
    // Another account whose address holds this one's: the vendor's filter lists it for RAW.
    const diana = await outside('di' + RAW);
    expect(diana.status).toBe(201);
    mb.addFault({ method: 'POST', path: '/v2/calendars', status: 409 });
    const refused = await connect(teamA.key, {
      ...grant(),
      raw_calendar_id: RAW,
      owner_email: RAW,
      rule: { mode: 'all' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/retry in a minute/);
    expect(await prisma.calendarConnection.count()).toBe(0);
    expect(vendorIds()).toEqual([diana.body.data.calendar_id]);
    const retried = await connect(teamA.key, {
      ...grant(),
      raw_calendar_id: RAW,
      owner_email: RAW,
      rule: { mode: 'all' },
    });
    expect(retried.status).toBe(201);
    expect(retried.body.account_email).toBe(RAW);
    const mine = await prisma.calendarConnection.findFirstOrThrow();
    expect(mine.vendorCalendarId).not.toBe(diana.body.data.calendar_id);

    // An orphan of exactly the account of a calendar, whose account has two calendars: which
    // calendar it connects cannot be read, so it is deleted once no request can be making it.
    for (const raw of ['primary', 'planning']) await sim('PUT', `/__sim/calendars/${raw}`);
    const orphan = await outside('planning');
    const orphanId = orphan.body.data.calendar_id as string;
    const planning = () =>
      connect(teamB.key, {
        ...grant(),
        raw_calendar_id: 'planning',
        owner_email: 'owner@example.test',
        rule: { mode: 'all' },
      });
    expect((await planning()).status).toBe(409);
    expect(mb.calendars.calendars.has(orphanId)).toBe(true);
    const long = new Date(Date.now() - HOUR).toISOString();
    await sim('PATCH', `/__sim/calendar-connections/${orphanId}`, { created_at: long });
    const made = await planning();
    expect(made.status).toBe(201);
    expect(mb.calendars.calendars.has(orphanId)).toBe(false);
    const row = await prisma.calendarConnection.findFirstOrThrow({
      where: { rawCalendarId: 'planning' },
    });
    expect(row.vendorCalendarId).not.toBeNull();
    expect(row.vendorCalendarId).not.toBe(orphanId);
    // Other accounts' connections were left alone.
    expect(mb.calendars.calendars.has(diana.body.data.calendar_id)).toBe(true);
  });

  it('connects a calendar again while its last disconnection is still at the vendor', async () => {
    const body = () => ({
      ...grant(),
      raw_calendar_id: RAW,
      owner_email: RAW,
      rule: { mode: 'all' },
    });
    const first = await connect(teamA.key, body());
    expect(first.status).toBe(201);
    const vendorId = (await prisma.calendarConnection.findFirstOrThrow()).vendorCalendarId!;
    // The vendor fails the deletion: the connection stays retired, its deletion pending.
    mb.addFault({ method: 'DELETE', path: `/v2/calendars/${vendorId}`, status: 503, times: -1 });
    const left = await http('DELETE', url(`/calendars/${first.body.id}`), {
      headers: bearer(teamA.key),
    });
    expect(left.status).toBe(204);
    expect(mb.calendars.calendars.has(vendorId)).toBe(true);
    mb.clearFaults();
    const again = await connect(teamA.key, body());
    expect(again.status).toBe(201);
    expect(mb.calendars.calendars.has(vendorId)).toBe(false);
    expect(mb.calendars.calendars.size).toBe(1);
    const rows = await prisma.calendarConnection.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ retiredAt: null, status: 'active' });
    // Several disconnections and connections racing end with one connection, never a 409
    // telling a team to delete anything at the vendor.
    for (let round = 0; round < 4; round++) {
      const [mine] = await prisma.teamCalendar.findMany();
      const [gone, back] = await Promise.all([
        http('DELETE', url(`/calendars/${mine!.id}`), { headers: bearer(teamA.key) }),
        connect(teamB.key, body()),
      ]);
      expect(gone.status).toBe(204);
      if (back.status !== 201) {
        expect(back.status).toBe(409);
        expect(back.body.message).not.toMatch(/at the vendor/);
        expect((await connect(teamB.key, body())).status).toBe(201);
      }
      await prisma.$executeRaw`UPDATE team_calendars SET team_id = ${teamA.id}::uuid`;
    }
  });

  it('tells the team once when the grant is revoked, says why, and recovers with new credentials', async () => {
    const res = await connect(teamA.key, {
      ...grant(),
      raw_calendar_id: RAW,
      owner_email: RAW,
      rule: { mode: 'all' },
    });
    const id = res.body.id as string;
    const vendorId = (await prisma.calendarConnection.findFirstOrThrow()).vendorCalendarId!;
    await sim('PATCH', `/__sim/calendar-connections/${vendorId}`, {
      status: 'revoked',
      status_message: 'invalid_grant',
    });
    const revoked = await eventually(async () => {
      const found = await http('GET', url(`/calendars/${id}`), { headers: bearer(teamA.key) });
      return found.body.status === 'revoked' ? found.body : null;
    }, 10_000);
    const metrics = await http('GET', url('/metrics'), { headers: bridge.admin });
    expect(metrics.text).toMatch(/^calendar_connections\{status="revoked"\} 1$/m);
    expect(revoked.error).toMatch(
      /revoked \(the vendor says: invalid_grant\): give new credentials/,
    );
    // The same state again (a replay, a reconcile pass): no second event.
    await prisma.$executeRaw`UPDATE calendar_connections SET reconciled_at = NULL`;
    await sync.round();
    const written = await prisma.teamEvent.count({
      where: { teamId: teamA.id, type: 'calendar.disconnected' },
    });
    expect(written).toBe(1);
    const [told] = await logOf(teamA.key, 'calendar.disconnected', id);
    expect(told!.data).toMatchObject({ calendar_id: id, reason: revoked.error });
    // Each calendar event has the fields its documented example has.
    const [connected] = await logOf(teamA.key, 'calendar.connected', id);
    for (const [type, event] of [
      ['calendar.disconnected', told!],
      ['calendar.connected', connected!],
    ] as const) {
      expect({ type, fields: Object.keys(event.data).sort() }).toEqual({
        type,
        fields: Object.keys(TEAM_EVENTS[type].data).sort(),
      });
    }

    const fresh = grant();
    const fixed = await http('PATCH', url(`/calendars/${id}`), {
      headers: bearer(teamA.key),
      json: { credentials: { ...fresh, platform: undefined } },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ status: 'active', error: null });
    const [patch] = calendarRequests('PATCH', /^\/v2\/calendars\/[^/]+$/);
    expectSchema('UpdateCalendarConnectionRequestBodyInput', patch!.body);
    expect(fixed.text).not.toContain(fresh.oauth_refresh_token);
  });

  it('keeps every secret of a grant out of the database', async () => {
    const given = grant();
    await connect(teamA.key, {
      ...given,
      raw_calendar_id: RAW,
      owner_email: RAW,
      rule: { mode: 'all' },
    });
    await connect(teamB.key, {
      ...grant(`invalid-${given.oauth_refresh_token}`),
      raw_calendar_id: RAW,
      owner_email: RAW,
      rule: { mode: 'all' },
    });
    const tables = await prisma.$queryRaw<{ name: string }[]>`
      SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`;
    for (const { name } of tables) {
      for (const secret of [given.oauth_client_secret, given.oauth_refresh_token]) {
        const [row] = await prisma.$queryRawUnsafe<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM "${name}" t WHERE t::text LIKE '%' || $1 || '%'`,
          secret,
        );
        expect([name, row!.n]).toEqual([name, 0]);
      }
    }
  });

  browserDescribe('in the console', () => {
    let browser: TestBrowser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(() => browser?.close());

    it('connects a calendar (its secrets never shown again), shows why each event is recorded, and takes an override', async () => {
      const external = await addEvent({ title: 'Client call' });
      const page = browser.page;
      page.setDefaultTimeout(15_000);
      await page.goto(`${bridge.url}/console`);
      await page.getByLabel('API key').fill(teamA.key);
      await page.getByLabel('API key').press('Enter');
      await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
      await page
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: 'Calendars' })
        .click();
      const given = grant();
      await page.getByLabel('OAuth client id').fill(given.oauth_client_id);
      await page.getByLabel('OAuth client secret').fill(given.oauth_client_secret);
      await page.getByLabel('Refresh token').fill(given.oauth_refresh_token);
      await page.getByLabel("Owner's address").fill(RAW);
      await page.getByLabel('Record', { exact: true }).selectOption('external');
      await page.getByRole('button', { name: 'Connect or list calendars' }).click();
      // The calendars the grant reaches, to pick from (the field becomes a list once they
      // came); then connected.
      await page.getByRole('combobox', { name: 'Calendar', exact: true }).selectOption(RAW);
      await page.getByRole('button', { name: 'Connect', exact: true }).click();
      await page.getByRole('heading', { name: RAW, level: 1 }).waitFor();
      const row = page.getByRole('row').filter({ hasText: 'Client call' });
      await row.getByText('external attendee').waitFor();
      const html = await page.content();
      expect(html).not.toContain(given.oauth_client_secret);
      expect(html).not.toContain(given.oauth_refresh_token);
      await row.getByLabel('Decision for Client call').selectOption('skip');
      await row.getByText('overridden').waitFor();
      const id = page.url().split('/').at(-1)!;
      const [seen] = await events(teamA.key, id);
      expect(seen).toMatchObject({ event_id: external, record: false, override: false });

      // The transcription options the form does not show survive saving the rule unchanged.
      const bot = { transcription: { summary: 'concise', prompts: ['What was decided?'] } };
      const set = await http('PATCH', url(`/calendars/${id}`), {
        headers: bearer(teamA.key),
        json: { rule: { mode: 'external', bot } },
      });
      expect(set.status).toBe(200);
      await page.reload();
      await page.getByRole('button', { name: 'Save the rule' }).click();
      await page.getByText('Rule saved').waitFor();
      const saved = await http('GET', url(`/calendars/${id}`), { headers: bearer(teamA.key) });
      expect(saved.body.rule.bot).toEqual(bot);
    });
  });
});

describe('calendars on a v1 bridge', () => {
  let bridge: TestBridge;
  beforeAll(async () => {
    bridge = await startBridge({ MEETING_BOT_API_VERSION: 'v1' });
  });
  afterAll(() => bridge?.close());

  it('answers 409, saying why', async () => {
    const res = await http('POST', `${bridge.url}/calendars`, {
      headers: bridge.admin,
      json: { ...grant(), owner_email: RAW, rule: { mode: 'all' }, team_id: undefined },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/meeting-bot API v2/);
  });

  browserDescribe('in the console', () => {
    let browser: TestBrowser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(() => browser?.close());

    it('says on the Calendars page, before anything is filled in, that calendars need v2', async () => {
      const page = browser.page;
      page.setDefaultTimeout(15_000);
      await page.goto(`${bridge.url}/console`);
      await page.getByLabel('API key').fill(bridge.admin.authorization.slice('Bearer '.length));
      await page.getByLabel('API key').press('Enter');
      await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
      await page
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: 'Calendars' })
        .click();
      await page.getByText('Calendars need the meeting-bot API v2').waitFor();
      expect(await page.getByLabel('OAuth client secret').count()).toBe(0);
    });
  });
});

describe('calendars: a grant in the logs of a running server', () => {
  let db: TestDatabase;
  let mb: MeetingBotSimulator;
  let server: ServerProcess | undefined;
  const adminKey = `admin-${randomBytes(20).toString('hex')}`;

  beforeAll(async () => {
    db = await createTestDatabase();
    mb = await startMeetingBotSimulator({ apiKey: MB_KEY, webhookSecret: SECRET });
    server = await startServerProcess({
      ...db.env,
      LOG_LEVEL: 'debug',
      BRIDGE_ADMIN_KEY: adminKey,
      WEBHOOK_TOKEN: TOKEN,
      MEETING_BOT_API_VERSION: 'v2',
      MEETING_BOT_BASE_URL: mb.url,
      MEETING_BOT_API_KEY: MB_KEY,
      MEETING_BOT_WEBHOOK_SECRET: SECRET,
    });
    mb.setAccountWebhook(`${server.url}/webhooks/meeting-bot/${TOKEN}`);
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await mb?.close();
    await db?.drop();
  });

  it('logs neither the secret nor the refresh token, connected or refused', async () => {
    const team = await mintTeam(server!.url, bearer(adminKey), 'logged');
    await http('PUT', `${mb.url}/__sim/calendars/${encodeURIComponent(RAW)}`);
    const good = grant();
    const refused = grant(`invalid-${randomBytes(8).toString('hex')}`);
    const connect = (given: ReturnType<typeof grant>) =>
      http('POST', `${server!.url}/calendars`, {
        headers: bearer(team.key),
        json: { ...given, raw_calendar_id: RAW, owner_email: RAW, rule: { mode: 'all' } },
      });
    expect((await connect(good)).status).toBe(201);
    expect((await connect(refused)).status).toBe(422);
    await mb.webhooksIdle();
    // The refusal's log line is written as its answer goes out; wait for it.
    const deadline = Date.now() + 5_000;
    while (!server!.output().includes('calendar_list_raw') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const output = server!.output();
    expect(output).toContain('calendar_list_raw');
    for (const secret of [
      good.oauth_client_secret,
      good.oauth_refresh_token,
      refused.oauth_client_secret,
      refused.oauth_refresh_token,
    ]) {
      expect(output).not.toContain(secret);
    }
  });
});
