import { randomBytes } from 'node:crypto';
import { CalendarPlanner } from '../src/calendars/calendar-planner.js';
import { CalendarSync } from '../src/calendars/calendar-sync.js';
import { InsightsJobs } from '../src/retranscription/insights-jobs.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { TEAM_EVENTS } from '../src/docs/team-events.js';
import { type MeetingBotSimulator, type SttSimulator } from '../simulators/index.js';
import { bearer, mintTeam, type TestBridge } from './support/bridge.js';
import { loggedEvents, startCalendarVendors, stopCalendarVendors } from './support/calendars.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';
import { expectMeetingBotV2Schema } from './support/meeting-bot-v2-spec.js';

const SECRETS = {
  mbKey: 'mb-key-for-calendar-schedules-0123',
  sttKey: 'stt-key-for-calendar-schedules-012',
  webhookSecret: `whsec_${randomBytes(24).toString('base64')}`,
  webhookToken: randomBytes(16).toString('hex'),
};
const { webhookToken: TOKEN } = SECRETS;
const ANA = 'ana@acme.test';
const BO = 'bo@globex.test';
const MEET = 'https://meet.google.com/abc-defg-hij';
const MINUTE = 60_000;
/** Schedules reach their events this much faster than real time (a minute in 0.1 s). */
const SPEED = 600;

describe('calendar schedules: one bot per meeting', () => {
  let stt: SttSimulator;
  let mb: MeetingBotSimulator;
  let bridge: TestBridge;
  let prisma: PrismaService;
  let planner: CalendarPlanner;
  let teamA: { id: string; key: string };
  let teamB: { id: string; key: string };
  const url = (path: string) => `${bridge.url}${path}`;
  const sim = (method: string, path: string, json?: unknown) =>
    http(method, `${mb.url}${path}`, { json });
  /** The vendor's schedules standing now. */
  const vendorSchedules = () => mb.calendars.schedules.filter((s) => s.status === 'scheduled');

  /** An event `inMin` minutes ahead (from `from`) on the simulated calendar `raw`. */
  const addEvent = async (
    raw: string,
    fields: Record<string, unknown> = {},
    inMin = 600,
    from = Date.now(),
  ) => {
    const start = from + inMin * MINUTE;
    const res = await sim('POST', `/__sim/calendars/${encodeURIComponent(raw)}/events`, {
      title: 'Pricing review',
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + 30 * MINUTE).toISOString(),
      meeting_url: MEET,
      organizer_email: ANA,
      attendees: [
        { email: ANA, name: 'Ana', response_status: 'accepted' },
        { email: BO, name: 'Bo', response_status: 'accepted' },
      ],
      ...fields,
    });
    expect(res.status).toBe(201);
    return res.body.event_id as string;
  };
  const connect = async (key: string, raw: string, rule: Record<string, unknown> = {}) => {
    const res = await http('POST', url('/calendars'), {
      headers: bearer(key),
      json: {
        platform: 'google',
        oauth_client_id: 'client',
        oauth_client_secret: `cs-${randomBytes(8).toString('hex')}`,
        oauth_refresh_token: `rt-${randomBytes(8).toString('hex')}`,
        raw_calendar_id: raw,
        owner_email: raw,
        rule: { mode: 'all', ...rule },
      },
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const events = async (key: string, id: string) =>
    (await http('GET', url(`/calendars/${id}/events`), { headers: bearer(key) })).body
      .data as Record<string, any>[];
  /** The team's logged events of `type` about the calendar event `eventId`, once there is one. */
  const teamEvents = (key: string, type: string, eventId: string) =>
    loggedEvents(bridge, key, type, (data) => data.event_id === eventId);
  /** The webhooks the simulator sent so far, processed by the bridge, and the plan made. */
  const settled = async () => {
    await mb.webhooksIdle();
    await eventually(
      async () =>
        (await prisma.webhookEvent.count({ where: { processedAt: null, outcome: null } })) === 0,
      10_000,
    );
    await planner.nudge();
  };

  beforeAll(async () => {
    ({ stt, mb, bridge } = await startCalendarVendors(SECRETS, {
      botsTranscribe: true,
      calendarSpeed: SPEED,
    }));
    prisma = bridge.app.get(PrismaService);
    planner = bridge.app.get(CalendarPlanner);
    teamA = await mintTeam(bridge.url, bridge.admin, 'sched-a');
    teamB = await mintTeam(bridge.url, bridge.admin, 'sched-b');
  });
  beforeEach(async () => {
    // What the last test left in flight ends first (its webhooks, the planner's pass).
    await settled();
    mb.reset();
    mb.setAccountWebhook(url(`/webhooks/meeting-bot/${TOKEN}`));
    stt.setAccountWebhook(url(`/webhooks/stt/${TOKEN}`));
    for (const raw of [ANA, BO]) await sim('PUT', `/__sim/calendars/${encodeURIComponent(raw)}`);
    await prisma.$executeRaw`DELETE FROM calendar_schedules`;
    await prisma.$executeRaw`DELETE FROM team_calendars`;
    await prisma.$executeRaw`DELETE FROM calendar_connections`;
    await prisma.$executeRaw`UPDATE teams SET limits = '{}'`;
  });
  afterAll(() => stopCalendarVendors({ stt, mb, bridge }));

  it("schedules a wanted meeting once, from the team's connection, with the bridge's bot", async () => {
    const wanted = await addEvent(ANA);
    const skipped = await addEvent(ANA, {
      title: 'Lunch',
      meeting_url: 'https://meet.google.com/xyz-abcd-efg',
    });
    // How the vendor's bot looks and records is the bridge's: a rule cannot set it.
    for (const bot of [
      { bot_name: 'Acme notes' },
      { entry_message: 'Acme records this' },
      { recording_mode: 'audio_only' },
    ]) {
      const refused = await http('POST', url('/calendars'), {
        headers: bearer(teamA.key),
        json: {
          platform: 'google',
          oauth_client_id: 'client',
          oauth_client_secret: 'cs',
          oauth_refresh_token: 'rt',
          raw_calendar_id: ANA,
          owner_email: ANA,
          rule: { mode: 'all', bot },
        },
      });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body.message)).toMatch(/serves every team/);
    }
    const id = await connect(teamA.key, ANA, {
      exclude_keywords: ['lunch'],
      bot: { transcription: { summary: 'concise' } },
    });
    await settled();
    const posts = mb.requests.filter(
      (r) => r.method === 'POST' && /\/v2\/calendars\/[^/]+\/bots$/.test(r.path),
    );
    expect(posts).toHaveLength(1);
    const body = posts[0]!.body as Record<string, any>;
    expectMeetingBotV2Schema('CreateCalendarBotRequestBodyInput', body);
    const schedule = await prisma.calendarSchedule.findFirstOrThrow();
    // The bridge's name, no team's entry message, recording mode or options.
    expect(body).toMatchObject({
      event_id: wanted,
      all_occurrences: false,
      bot_name: 'Notetaker',
      extra: { bridge_schedule_id: schedule.id },
      transcription_enabled: true,
      transcription_config: { provider: 'gladia', api_key: SECRETS.sttKey },
    });
    expect(body).not.toHaveProperty('entry_message');
    expect(body).not.toHaveProperty('recording_mode');
    expect(body.transcription_config).not.toHaveProperty('custom_params');
    const seen = await events(teamA.key, id);
    expect(seen.map((e) => [e.event_id, e.scheduled, e.schedule?.state ?? null])).toEqual([
      [wanted, true, 'scheduled'],
      [skipped, false, null],
    ]);
    expect(seen[0]!.schedule.attempts).toEqual([
      expect.objectContaining({ outcome: 'scheduled', calendar_id: id }),
    ]);
    const told = await teamEvents(teamA.key, 'calendar.bot_scheduled', wanted);
    expect(told).toHaveLength(1);
    // Another pass, a replayed webhook, a reconcile: still one schedule.
    await planner.nudge();
    await bridge.app
      .get(CalendarSync)
      .reconcile(await prisma.calendarConnection.findFirstOrThrow());
    expect(vendorSchedules()).toHaveLength(1);
    expect(await prisma.calendarSchedule.count()).toBe(1);
  });

  it('plans no meeting for an event whose details are not read yet', async () => {
    const at = Date.now();
    const onA = await addEvent(ANA, {}, 5, at);
    const onB = await addEvent(BO, {}, 5, at);
    // B's copy of the meeting is listed, but its invitation cannot be read yet.
    mb.addFault({
      method: 'GET',
      path: `^/v2/calendars/[^/]+/events/${onB}$`,
      status: 500,
      times: -1,
    });
    await connect(teamA.key, ANA);
    await connect(teamB.key, BO);
    // (B's webhooks stay unprocessed while the vendor fails: the plan runs once B's copy is in.)
    await mb.webhooksIdle();
    await eventually(() => prisma.calendarEvent.findFirst({ where: { eventId: onB } }), 10_000);
    await planner.nudge();
    const posted = () =>
      mb.requests
        .filter((r) => r.method === 'POST' && /\/v2\/calendars\/[^/]+\/bots$/.test(r.path))
        .map((r) => (r.body as { event_id: string }).event_id);
    // Unread, it is neither the meeting's invitation nor another meeting: it waits.
    expect(posted()).toEqual([onA]);
    expect(await prisma.calendarSchedule.count()).toBe(1);
    // Read, it is the same invitation: B joins the meeting's one bot.
    mb.clearFaults();
    await settled();
    await bridge.app
      .get(CalendarSync)
      .reconcile(await prisma.calendarConnection.findFirstOrThrow({ where: { accountEmail: BO } }));
    expect(posted()).toEqual([onA]);
    const schedule = await prisma.calendarSchedule.findFirstOrThrow({
      include: { subscriptions: true },
    });
    expect(schedule.subscriptions.map((s) => s.eventId).sort()).toEqual([onA, onB].sort());
  });

  it('gives two teams wanting one meeting one vendor bot and each its own record', async () => {
    // One meeting (the same link at the same time) in two calendars.
    const at = Date.now();
    const onA = await addEvent(ANA, {}, 5, at);
    const onB = await addEvent(BO, {}, 5, at);
    // Each team asks its own of the meeting: neither sees what the other asked.
    const calA = await connect(teamA.key, ANA, {
      bot: { transcription: { summary: 'concise' } },
    });
    const calB = await connect(teamB.key, BO, {
      bot: { transcription: { prompts: ['What was decided?'] } },
    });
    await settled();
    const posts = mb.requests.filter(
      (r) => r.method === 'POST' && /\/v2\/calendars\/[^/]+\/bots$/.test(r.path),
    );
    expect(posts.map((r) => (r.body as { event_id: string }).event_id)).toEqual([onA]);
    const schedule = await prisma.calendarSchedule.findFirstOrThrow({
      include: { subscriptions: true },
    });
    expect(schedule.subscriptions.map((s) => s.eventId).sort()).toEqual([onA, onB].sort());
    expect((await events(teamB.key, calB))[0]).toMatchObject({ event_id: onB, scheduled: true });
    expect(await teamEvents(teamB.key, 'calendar.bot_scheduled', onB)).toHaveLength(1);
    // The vendor's bot starts at the meeting's time and becomes each team's bot.
    const vendorBot = await eventually(
      async () => mb.calendars.schedules.find((s) => s.botId)?.botId,
      10_000,
    );
    await mb.runBotLifecycle(vendorBot!, { stepMs: 20 });
    await settled();
    const completed = (key: string) =>
      eventually(async () => {
        const list = (await http('GET', url('/bots'), { headers: bearer(key) })).body.data;
        return list.find((b: any) => b.status === 'complete');
      }, 10_000);
    const botA = await completed(teamA.key);
    const botB = await completed(teamB.key);
    expect(botA.id).not.toBe(botB.id);
    // Each record is titled as its team's calendar names the meeting.
    expect([botA.title, botB.title]).toEqual(['Pricing review', 'Pricing review']);
    expect([botA.upstream_bot_id, botB.upstream_bot_id]).toEqual([vendorBot, vendorBot]);
    expect(mb.calendars.schedules.filter((s) => s.botId)).toHaveLength(1);
    const other = await http('GET', url(`/bots/${botB.id}`), { headers: bearer(teamA.key) });
    expect(other.status).toBe(404);
    const transcript = await eventually(async () => {
      const res = await http('GET', url(`/bots/${botB.id}/transcript?format=txt`), {
        headers: bearer(teamB.key),
      });
      return res.status === 200 ? res.text : '';
    }, 10_000);
    expect(transcript.length).toBeGreaterThan(0);
    const [seenA] = await events(teamA.key, calA);
    expect(seenA!.schedule).toMatchObject({ id: schedule.id, state: 'launched', bot_id: botA.id });
    // Each record is transcribed with its team's options: the bridge's own job on the recording.
    const insightsOf = (bot: { id: string }, key: string) =>
      eventually(async () => {
        await bridge.app.get(InsightsJobs).startDue();
        const res = await http('GET', url(`/bots/${bot.id}/insights`), { headers: bearer(key) });
        return res.status === 200 ? res.body : null;
      }, 20_000);
    const ofA = await insightsOf(botA, teamA.key);
    const ofB = await insightsOf(botB, teamB.key);
    expect(ofA.summary).toEqual(expect.any(String));
    expect(ofA.answers ?? []).toEqual([]);
    expect(ofB.summary ?? null).toBeNull();
    expect(ofB.answers.map((a: { prompt: string }) => a.prompt)).toEqual(['What was decided?']);
    expect(JSON.stringify(ofA)).not.toContain('What was decided?');
  });

  it("gives no place in a meeting's bot to a calendar holding its link and time in an invitation of its own", async () => {
    const at = Date.now();
    const invited = await addEvent(ANA, {}, 5, at);
    // Team B puts the same link and time in its own calendar: its own organizer, and the
    // meeting's invitation does not list it. It is another meeting, with its own schedule.
    const copied = await addEvent(
      BO,
      {
        organizer_email: BO,
        attendees: [{ email: BO, name: 'Bo', response_status: 'accepted' }],
      },
      5,
      at,
    );
    await connect(teamA.key, ANA);
    const calB = await connect(teamB.key, BO);
    await settled();
    const schedules = await prisma.calendarSchedule.findMany({
      include: { subscriptions: true },
      orderBy: { createdAt: 'asc' },
    });
    expect(schedules.map((s) => s.subscriptions.map((sub) => sub.eventId))).toEqual([
      [invited],
      [copied],
    ]);
    const [seenB] = await events(teamB.key, calB);
    expect(seenB!.schedule.id).toBe(schedules[1]!.id);
    // The vendor lets one bot into the meeting; the other is refused, and its team gets no
    // record of the meeting on the bot that is in it.
    const inMeeting = await eventually(
      async () => mb.calendars.schedules.find((s) => s.status === 'completed')?.botId,
      10_000,
    );
    await eventually(
      async () => mb.calendars.schedules.filter((s) => s.botId).length === 2,
      10_000,
    );
    await mb.runBotLifecycle(inMeeting!, { stepMs: 20 });
    await settled();
    await eventually(
      async () => (await prisma.bot.count({ where: { upstreamBotId: inMeeting! } })) > 0,
    );
    const records = await prisma.bot.findMany({ where: { upstreamBotId: inMeeting! } });
    expect(records).toHaveLength(1);
    const refused = mb.calendars.schedules.find((s) => s.status === 'failed')!.botId!;
    const other = await prisma.bot.findMany({ where: { upstreamBotId: refused } });
    expect(other.every((b) => b.teamId !== records[0]!.teamId)).toBe(true);
    expect(other.every((b) => b.status !== 'complete')).toBe(true);
  });

  it('keeps one bot when the meeting moves, none when it is cancelled', async () => {
    const eventId = await addEvent(ANA);
    const id = await connect(teamA.key, ANA);
    await settled();
    const later = Date.now() + 900 * MINUTE;
    await sim('PATCH', `/__sim/calendars/${encodeURIComponent(ANA)}/events/${eventId}`, {
      start_time: new Date(later).toISOString(),
      end_time: new Date(later + 30 * MINUTE).toISOString(),
    });
    await settled();
    expect(vendorSchedules()).toHaveLength(1);
    const schedule = await prisma.calendarSchedule.findFirstOrThrow();
    expect(+schedule.startTime).toBe(later);
    expect(schedule.state).toBe('scheduled');
    expect((schedule.attempts as { outcome: string }[]).map((a) => a.outcome)).toEqual([
      'scheduled',
      'moved',
      'scheduled',
    ]);
    await sim('DELETE', `/__sim/calendars/${encodeURIComponent(ANA)}/events/${eventId}`);
    await settled();
    expect(vendorSchedules()).toHaveLength(0);
    expect((await prisma.calendarSchedule.findFirstOrThrow()).state).toBe('cancelled');
    const told = await teamEvents(teamA.key, 'calendar.bot_cancelled', eventId);
    expect(told.map((e) => e.data.reason)).toEqual(['cancelled']);
    expect(await events(teamA.key, id)).toEqual([]);
  });

  it("keeps every team's record when a shared meeting moves to start within the vendor's window", async () => {
    const earlier = new Set((await prisma.bot.findMany({ select: { id: true } })).map((b) => b.id));
    const at = Date.now();
    const onA = await addEvent(ANA, {}, 60, at);
    const onB = await addEvent(BO, {}, 60, at);
    await connect(teamA.key, ANA);
    await connect(teamB.key, BO);
    await settled();
    expect(vendorSchedules()).toHaveLength(1);
    // The meeting moves to start in a minute: inside the vendor's window, where its old
    // schedule's bot and the new one both start. Each calendar tells of it on its own.
    const soon = Date.now() + MINUTE + 5_000;
    const move = {
      start_time: new Date(soon).toISOString(),
      end_time: new Date(soon + 30 * MINUTE).toISOString(),
    };
    await sim('PATCH', `/__sim/calendars/${encodeURIComponent(ANA)}/events/${onA}`, move);
    await settled();
    // Its bot starts for the first team at once, and is in the meeting.
    const first = await eventually(
      async () => mb.calendars.schedules.find((s) => s.botId)?.botId,
      10_000,
    );
    await mb.sendBotEvents(first!, ['joining_call']);
    await settled();
    await eventually(async () => (await prisma.bot.count()) > earlier.size, 10_000);
    await sim('PATCH', `/__sim/calendars/${encodeURIComponent(BO)}/events/${onB}`, move);
    await settled();
    // The bot in the meeting goes on to its end: every team has one record of the meeting,
    // on that bot, complete (none failed beside it).
    await mb.runBotLifecycle(first!, { stepMs: 20 });
    await settled();
    for (const key of [teamA.key, teamB.key]) {
      const done = (await eventually(async () => {
        await settled();
        const list = (
          (await http('GET', url('/bots'), { headers: bearer(key) })).body.data as any[]
        ).filter((b) => !earlier.has(b.id));
        return list.length > 0 && list.every((b: any) => b.status === 'complete') ? list : null;
      }, 10_000))!;
      expect(done.map((b: any) => b.upstream_bot_id)).toEqual([first]);
    }
  });

  it('shows the schedule of now once an override is removed, not the one it cancelled', async () => {
    const eventId = await addEvent(ANA);
    const id = await connect(teamA.key, ANA);
    await settled();
    const decide = (record: boolean | null) =>
      http('PUT', url(`/calendars/${id}/events/${eventId}/decision`), {
        headers: bearer(teamA.key),
        json: { record },
      });
    expect((await decide(false)).status).toBe(204);
    expect((await events(teamA.key, id))[0]!.schedule.state).toBe('cancelled');
    expect((await decide(null)).status).toBe(204);
    const [seen] = await events(teamA.key, id);
    expect(seen).toMatchObject({ scheduled: true, schedule: { state: 'scheduled' } });
    const newest = await prisma.calendarSchedule.findFirstOrThrow({
      orderBy: { createdAt: 'desc' },
    });
    expect(seen!.schedule.id).toBe(newest.id);
  });

  it('moves the schedule to the other team when the carrying owner declines, and ends it with the last', async () => {
    const at = Date.now();
    const onA = await addEvent(ANA, {}, 600, at);
    const onB = await addEvent(BO, {}, 600, at);
    await connect(teamA.key, ANA);
    const calB = await connect(teamB.key, BO);
    await settled();
    expect(vendorSchedules().map((s) => s.eventId)).toEqual([onA]);
    await sim('PATCH', `/__sim/calendars/${encodeURIComponent(ANA)}/events/${onA}`, {
      attendees: [
        { email: ANA, name: 'Ana', response_status: 'declined' },
        { email: BO, name: 'Bo', response_status: 'accepted' },
      ],
    });
    await settled();
    expect(vendorSchedules().map((s) => s.eventId)).toEqual([onB]);
    expect(
      (await teamEvents(teamA.key, 'calendar.bot_cancelled', onA)).map((e) => e.data.reason),
    ).toEqual(['declined']);
    // Team B's rule changes to "no": the last subscriber gone, the schedule with it.
    await http('PUT', url(`/calendars/${calB}/events/${onB}/decision`), {
      headers: bearer(teamB.key),
      json: { record: false },
    });
    expect(vendorSchedules()).toHaveLength(0);
    expect(
      (await teamEvents(teamB.key, 'calendar.bot_cancelled', onB)).map((e) => e.data.reason),
    ).toEqual(['overridden']);
  });

  it('records every refused attempt and stops after the last; a sync does not make it again', async () => {
    mb.addFault({ method: 'POST', path: '^/v2/calendars/[^/]+/bots$', status: 500, times: -1 });
    const eventId = await addEvent(ANA);
    const id = await connect(teamA.key, ANA);
    await settled();
    for (let n = 0; n < 2; n++) {
      await prisma.$executeRaw`UPDATE calendar_schedules SET next_attempt_at = now()`;
      await planner.nudge();
    }
    const schedule = await prisma.calendarSchedule.findFirstOrThrow();
    expect(schedule.state).toBe('failed');
    expect(
      (schedule.attempts as { outcome: string; error: string }[]).map((a) => a.outcome),
    ).toEqual(['failed', 'failed', 'failed']);
    mb.clearFaults();
    await bridge.app
      .get(CalendarSync)
      .reconcile(await prisma.calendarConnection.findFirstOrThrow());
    await planner.nudge();
    expect(vendorSchedules()).toHaveLength(0);
    const [seen] = await events(teamA.key, id);
    expect(seen).toMatchObject({
      event_id: eventId,
      scheduled: false,
      schedule: { state: 'failed' },
    });
    const told = await teamEvents(teamA.key, 'calendar.bot_cancelled', eventId);
    expect(told.map((e) => e.data.reason)).toEqual([
      expect.stringMatching(/refused the schedule 3 times/),
    ]);
  });

  it('refuses a calendar bot to a team at its daily limit, and the vendor bot leaves when nobody may have it', async () => {
    await http('PATCH', url(`/admin/teams/${teamA.id}`), {
      headers: bridge.admin,
      json: { limits: { bots_per_day: 0 } },
    });
    await addEvent(ANA, {}, 3);
    const id = await connect(teamA.key, ANA);
    await settled();
    const vendorBot = await eventually(
      async () => mb.calendars.schedules.find((s) => s.botId)?.botId,
      10_000,
    );
    await mb.sendBotEvents(vendorBot!, ['joining_call']);
    await settled();
    await eventually(async () => mb.getBot(vendorBot!)!.left, 10_000);
    const schedule = await prisma.calendarSchedule.findFirstOrThrow();
    expect(await prisma.bot.count({ where: { calendarScheduleId: schedule.id } })).toBe(0);
    const [seen] = await events(teamA.key, id);
    expect(seen!.schedule).toMatchObject({
      state: 'launched',
      bot_id: null,
      refused: expect.stringMatching(/limit/),
    });
  });

  it('sends each calendar event with the fields its documented example has', async () => {
    for (const type of ['calendar.bot_scheduled', 'calendar.bot_cancelled'] as const) {
      const log = await http('GET', url(`/events?type=${type}&limit=200`), {
        headers: bearer(teamA.key),
      });
      expect(log.body.data.length).toBeGreaterThan(0);
      for (const { data } of log.body.data as { data: object }[]) {
        expect({ type, fields: Object.keys(data).sort() }).toEqual({
          type,
          fields: Object.keys(TEAM_EVENTS[type].data).sort(),
        });
      }
    }
  });
});
