import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import {
  startMeetingBotSimulator,
  startSttSimulator,
  type MeetingBotSimulator,
  type SttSimulator,
} from '../simulators/index.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { VendorEndpoints } from '../src/platform/vendors/vendor-endpoints.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { eventually } from './support/eventually.js';
import { http, type HttpResult } from './support/http.js';
import { freePort } from './support/server-process.js';

/** One success answer of an operation: `"POST /bots 201"` → its JSON body. */
export type Recorded = Map<string, unknown>;

const MEET = 'https://meet.google.com/abc-defg-hij';

/**
 * Every operation of the API used once, as a team and an admin would, on sandbox bridges: each
 * JSON success answer is recorded under its operation and status. The API document's success
 * examples are these answers (src/docs/response-examples.json), and the test compares them.
 */
export async function runApiTour(): Promise<Recorded> {
  const recorded: Recorded = new Map();
  const token = randomBytes(16).toString('hex');
  const bridge = await startBridge({
    WEBHOOK_TOKEN: token,
    SANDBOX_LIVE_SECONDS: '1',
    PORT: String(await freePort()),
  });
  const receiver = await startReceiver();
  const v2 = await startV2();
  try {
    await tour(bridge, token, receiver.url, recorded);
    await callbackTour(v2, recorded);
    await calendarTour(v2, recorded);
    return forDocs(
      recorded,
      [token, v2.token],
      [
        [receiver.url, 'https://hooks.example.com/bridge'],
        [bridge.url, 'https://bridge.example.com'],
        [v2.bridge.url, 'https://bridge.example.com'],
      ],
    );
  } finally {
    await bridge.close();
    await v2.close();
    await new Promise((resolve) => receiver.server.close(resolve));
  }
}

const EXAMPLE_KEY = 'mbb_Zk3q0a1BexampleKeyShownOnce00000000000000';
const EXAMPLE_SECRET = 'whsec_ZXhhbXBsZS1zZWNyZXQtc2hvd24tb25jZQ==';

/**
 * The answers as the document shows them: ids replaced by stable example ids (the same id, the
 * same example), loopback addresses by example hosts (the bridge, the team's receiver, the
 * vendors), and keys, secrets and webhook tokens by
 * placeholders. Values and shapes are otherwise the server's.
 */
function forDocs(recorded: Recorded, tokens: string[], hosts: [string, string][]): Recorded {
  const ids = new Map<string, string>();
  const exampleId = (id: string) => {
    if (!ids.has(id)) {
      const n = (ids.size + 1).toString(16).padStart(12, '0');
      ids.set(id, `3f9c2a7e-5b1d-4c8e-9a6f-${n}`);
    }
    return ids.get(id)!;
  };
  const text = (value: string) => {
    let out = value;
    for (const [from, to] of hosts) out = out.replaceAll(from, to);
    out = out
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, exampleId)
      .replace(/mbb_[A-Za-z0-9_-]{20,}/g, EXAMPLE_KEY)
      .replace(/whsec_[A-Za-z0-9+/=_-]{16,}/g, EXAMPLE_SECRET)
      .replace(/^mbb_[A-Za-z0-9]{8}$/, 'mbb_Zk3q0a1B')
      // The live WebSocket is the vendor's: clients stream to it directly.
      .replace(/ws:\/\/127\.0\.0\.1:\d+/g, 'wss://api.stt-vendor.example.com')
      .replace(/http:\/\/127\.0\.0\.1:\d+/g, 'https://vendor.example.com');
    for (const token of tokens) out = out.replaceAll(token, '{token}');
    return out;
  };
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return text(value);
    if (Array.isArray(value)) return value.slice(0, 2).map(walk);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    }
    return value;
  };
  return new Map([...recorded].map(([key, body]) => [key, walk(body)]));
}

/** Sends a request of operation `op` (`GET /bots/{id}`); records a JSON success answer. */
function recorder(base: string, recorded: Recorded) {
  return async (
    op: string,
    path: string,
    options: Parameters<typeof http>[2] = {},
    expected?: number,
  ): Promise<HttpResult> => {
    const res = await http(op.split(' ')[0]!, `${base}${path}`, options);
    if (expected !== undefined && res.status !== expected) {
      throw new Error(`${op} answered ${res.status}, not ${expected}: ${res.text.slice(0, 300)}`);
    }
    const json = /json/.test(res.headers.get('content-type') ?? '');
    if (res.status < 300 && json && !recorded.has(`${op} ${res.status}`)) {
      recorded.set(`${op} ${res.status}`, res.body);
    }
    return res;
  };
}

async function tour(bridge: TestBridge, token: string, receiverUrl: string, recorded: Recorded) {
  const call = recorder(bridge.url, recorded);
  const admin = (json?: unknown) => ({ headers: bridge.admin, json });
  const vendors = bridge.app.get(VendorEndpoints);

  await call('GET /health/live', '/health/live', {}, 200);
  await call('GET /health/ready', '/health/ready', {}, 200);

  // Teams and keys.
  const team = (await call('POST /admin/teams', '/admin/teams', admin({ name: 'payments' }), 201))
    .body;
  await call('GET /admin/teams', '/admin/teams', admin(), 200);
  const patch = {
    limits: { requests_per_minute: 600 },
    retention: { transcripts_days: 90 },
    transcription: { languages: ['en'], summary: 'general' },
  };
  await call('PATCH /admin/teams/{id}', `/admin/teams/${team.id}`, admin(patch), 200);
  await call('GET /admin/teams/{id}', `/admin/teams/${team.id}`, admin(), 200);
  const minted = (
    await call(
      'POST /admin/teams/{id}/keys',
      `/admin/teams/${team.id}/keys`,
      admin({ name: 'ci' }),
      201,
    )
  ).body;
  await call('GET /admin/teams/{id}/keys', `/admin/teams/${team.id}/keys`, admin(), 200);
  const member = (json?: unknown) => ({ headers: bearer(minted.key), json });
  await call('GET /me', '/me', member(), 200);
  await call('GET /vendors/health', '/vendors/health', member(), 200);

  // Team events: an endpoint on a local receiver.
  const endpoint = (
    await call('POST /webhook-endpoints', '/webhook-endpoints', member({ url: receiverUrl }), 201)
  ).body;
  const endpointPath = `/webhook-endpoints/${endpoint.id}`;
  await call('GET /webhook-endpoints', '/webhook-endpoints', member(), 200);
  await call('GET /webhook-endpoints/{id}', endpointPath, member(), 200);
  const described = member({ description: 'Billing service' });
  await call('PATCH /webhook-endpoints/{id}', endpointPath, described, 200);
  await call(
    'POST /webhook-endpoints/{id}/rotate-secret',
    `${endpointPath}/rotate-secret`,
    member(),
    200,
  );
  await call('POST /webhook-endpoints/{id}/test', `${endpointPath}/test`, member(), 200);

  // A bot with a live transcript: its meeting streams at real-time pace while the tour goes on.
  const liveBot = (
    await call('POST /bots', '/bots', member({ meeting_url: MEET, live_transcript: true }), 201)
  ).body;

  // A bot, played to its end by the simulated vendor, its kept meeting, a retranscription.
  const options = {
    chapters: true,
    translation: { target_languages: ['fr'] },
    prompts: ['What was decided?'],
  };
  const bot = (
    await call('POST /bots', '/bots', member({ meeting_url: MEET, transcription: options }), 201)
  ).body;
  await call('GET /bots', '/bots', member(), 200);
  await eventually(async () => {
    const res = await http('GET', `${bridge.url}/bots/${bot.id}`, { headers: bearer(minted.key) });
    return res.body.recording.audio?.state === 'archived';
  }, 30_000);
  await call('GET /bots/{id}', `/bots/${bot.id}`, member(), 200);
  const linkOf = `/bots/${bot.id}/recording-links`;
  await call('POST /bots/{id}/recording-links', linkOf, member({ media: 'audio' }), 201);
  await eventually(
    async () =>
      (await call('GET /bots/{id}/transcript', `/bots/${bot.id}/transcript`, member())).status ===
      200,
    20_000,
  );
  // Its insights: the sandbox's vendor is v1, which sends words only, so the sweep starts the
  // bridge's own STT job on the recording.
  await eventually(async () => {
    await http('POST', `${bridge.url}/admin/archives/sweep`, { headers: bridge.admin });
    const path = `/bots/${bot.id}/insights`;
    return (
      (await http('GET', `${bridge.url}${path}`, { headers: bearer(minted.key) })).status === 200
    );
  }, 20_000);
  await call('GET /bots/{id}/insights', `/bots/${bot.id}/insights`, member(), 200);
  await call('GET /transcripts/search', '/transcripts/search?q=engine', member(), 200);
  const once = { headers: { ...bridge.admin, 'idempotency-key': 'retranscribe-1' } };
  const retranscribe = (status: number) =>
    call('POST /bots/{id}/retranscribe', `/bots/${bot.id}/retranscribe`, once, status);
  const retranscription = (await retranscribe(202)).body;
  await retranscribe(200);
  await call(
    'GET /admin/retranscriptions/{id}',
    `/admin/retranscriptions/${retranscription.id}`,
    admin(),
    200,
  );
  const byUuid = {
    headers: { ...bridge.admin, 'idempotency-key': 'retranscribe-2' },
    json: { bot_uuid: bot.upstream_bot_id },
  };
  await call('POST /admin/retranscriptions', '/admin/retranscriptions', byUuid, 202);
  await call('POST /admin/retranscriptions', '/admin/retranscriptions', byUuid, 200);

  const livePath = `/bots/${liveBot.id}/live-transcript`;
  await call('POST /bots/{id}/live-transcript/token', `${livePath}/token`, member(), 201);
  await eventually(
    async () =>
      (await call('GET /bots/{id}/live-transcript', livePath, member(), 200)).body.data.length > 0,
    30_000,
  );

  // A bot asked to leave.
  const leaving = (await call('POST /bots', '/bots', member({ meeting_url: MEET }), 201)).body;
  await eventually(
    async () => (await call('DELETE /bots/{id}', `/bots/${leaving.id}`, member())).status === 202,
    10_000,
  );

  // The STT proxy: a live session, a pre-recorded job, a transcription.
  const live = (await call('POST /v2/live', '/v2/live', member({ sample_rate: 16000 }), 201)).body;
  await call('GET /v2/live', '/v2/live', member(), 200);
  await call(
    'PATCH /v2/live/{id}',
    `/v2/live/${live.id}`,
    member({ custom_metadata: { call: 'c-1' } }),
  );
  await eventually(
    async () =>
      (await call('GET /v2/live/{id}', `/v2/live/${live.id}`, member())).body.status === 'done',
    20_000,
  );
  await call('GET /v2/live/{id}/transcript', `/v2/live/${live.id}/transcript`, member(), 200);
  const form = new FormData();
  form.append('audio', new Blob([Buffer.alloc(5000, 1)]), 'call.wav');
  const upload = await fetch(`${bridge.url}/v2/upload`, {
    method: 'POST',
    headers: bearer(minted.key),
    body: form,
  });
  const uploaded = (await upload.json()) as { audio_url: string };
  recorded.set(`POST /v2/upload ${upload.status}`, uploaded);
  for (const group of ['pre-recorded', 'transcription'] as const) {
    const op = (rest: string) => `/v2/${group}${rest}`;
    const job = (
      await call(`POST ${op('')}`, op(''), member({ audio_url: uploaded.audio_url }), 201)
    ).body;
    await call(`GET ${op('')}`, op(''), member(), 200);
    await http('POST', `${vendors.stt.baseUrl}/__sim/pre-recorded/${job.id}/complete`, {
      json: {},
    });
    await eventually(
      async () =>
        (await call(`GET ${op('/{id}')}`, op(`/${job.id}`), member())).body.status === 'done',
      20_000,
    );
    await call(`GET ${op('/{id}/transcript')}`, op(`/${job.id}/transcript`), member(), 200);
  }

  // The team's jobs as the bridge keeps them; admin views of jobs and archives.
  await call('GET /jobs', '/jobs', member(), 200);
  const jobs = (await call('GET /admin/jobs', '/admin/jobs', admin(), 200)).body;
  const liveJob =
    jobs.items?.find?.((j: { upstream_id: string }) => j.upstream_id === live.id) ?? jobs.data?.[0];
  await call('PATCH /admin/jobs/{id}', `/admin/jobs/${liveJob.id}`, admin({ team_id: team.id }));
  const archives = (await call('GET /admin/archives', '/admin/archives', admin(), 200)).body;
  await call('GET /admin/archives/stats', '/admin/archives/stats', admin(), 200);
  await call('GET /admin/archives/consistency', '/admin/archives/consistency', admin(), 200);
  await call('GET /admin/archives/{id}', `/admin/archives/${archives.items[0].id}`, admin(), 200);
  await call('POST /admin/archives/sweep', '/admin/archives/sweep', admin(), 200);
  // An archive that gave up (its vendor kept failing), retried by an admin.
  const prisma = bridge.app.get(PrismaService);
  const failed = await prisma.audioArchive.update({
    where: { id: archives.items.at(-1).id },
    data: { state: 'failed', lastError: 'HTTP 503 from the vendor' },
  });
  await call('POST /admin/archives/{id}/retry', `/admin/archives/${failed.id}/retry`, admin(), 202);

  // The vendors' webhooks.
  const sttHook = { json: { event: 'live.end_session', payload: { id: live.id } } };
  await call('POST /webhooks/stt/{token}', `/webhooks/stt/${token}`, sttHook, 200);
  const mbHook = {
    headers: { 'x-meeting-baas-api-key': vendors.meetingBot.apiKey },
    json: {
      event: 'bot.status_change',
      data: {
        bot_id: bot.upstream_bot_id,
        status: { code: 'in_call_recording', created_at: new Date().toISOString() },
      },
    },
  };
  await call('POST /webhooks/meeting-bot/{token}', `/webhooks/meeting-bot/${token}`, mbHook, 200);
  const processed = await eventually(async () => {
    const events = (await call('GET /admin/webhook-events', '/admin/webhook-events', admin(), 200))
      .body as { id: string; processed_at: string | null }[];
    return events.find((e) => e.processed_at);
  }, 10_000);
  await call(
    'POST /admin/webhook-events/{id}/retry',
    `/admin/webhook-events/${processed!.id}/retry`,
    admin(),
  );

  // Usage, deliveries, the event log, replay.
  await call('GET /usage', '/usage', member(), 200);
  await call('GET /admin/usage', '/admin/usage', admin(), 200);
  const deliveries = await eventually(async () => {
    const res = await call(
      'GET /webhook-endpoints/{id}/deliveries',
      `${endpointPath}/deliveries`,
      member(),
      200,
    );
    return res.body.data?.length > 0 && res.body;
  }, 20_000);
  await call('GET /events', '/events', member(), 200);
  await call(
    'POST /webhook-endpoints/{id}/replay',
    `${endpointPath}/replay`,
    member({ since: '2026-01-01T00:00:00Z' }),
    202,
  );
  await call(
    'POST /webhook-messages/{id}/retry',
    `/webhook-messages/${deliveries.data[0].message_id}/retry`,
    member(),
  );

  // Deletion, keys, offboarding.
  await call('DELETE /bots/{id}/data', `/bots/${bot.id}/data`, member(), 202);
  // The receipt once every step is done (a step in progress has fewer fields).
  await eventually(async () => {
    const res = await http('GET', `${bridge.url}/bots/${bot.id}/data`, {
      headers: bearer(minted.key),
    });
    return res.body.data_deleted_at !== null;
  }, 20_000);
  await call('GET /bots/{id}/data', `/bots/${bot.id}/data`, member(), 200);
  await call('DELETE /v2/live/{id}', `/v2/live/${live.id}`, member());
  await call('GET /admin/audit', '/admin/audit', admin(), 200);
  await call('DELETE /admin/keys/{id}', `/admin/keys/${minted.id}`, admin(), 200);
  const other = await mintTeam(bridge.url, bridge.admin, 'leaving');
  await call('DELETE /admin/teams/{id}', `/admin/teams/${other.id}`, admin(), 202);
  await call('DELETE /webhook-endpoints/{id}', endpointPath, { headers: bridge.admin });
}

/** A local receiver of team events: answers 204 to everything. */
async function startReceiver(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(204).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`, server };
}

interface V2 {
  bridge: TestBridge;
  token: string;
  mb: MeetingBotSimulator;
  close(): Promise<void>;
}

/** A v2 bridge with its own simulators: its bots' callbacks carry a secret the test can read. */
async function startV2(): Promise<V2> {
  const stt: SttSimulator = await startSttSimulator({ apiKey: 'stt-key' });
  const mb = await startMeetingBotSimulator({
    apiKey: 'mb-key',
    webhookSecret: `whsec_${randomBytes(24).toString('base64')}`,
    stt: { baseUrl: stt.url, keyHeader: 'x-service-key' },
  });
  const token = randomBytes(16).toString('hex');
  const bridge = await startBridge({
    WEBHOOK_TOKEN: token,
    PORT: String(await freePort()),
    MEETING_BOT_API_VERSION: 'v2',
    MEETING_BOT_BASE_URL: mb.url,
    MEETING_BOT_API_KEY: 'mb-key',
    STT_BASE_URL: stt.url,
    STT_API_KEY: 'stt-key',
  });
  return {
    bridge,
    token,
    mb,
    close: async () => {
      await bridge.close();
      await mb.close();
      await stt.close();
    },
  };
}

async function callbackTour({ bridge, mb }: V2, recorded: Recorded) {
  const team = await mintTeam(bridge.url, bridge.admin, 'callbacks');
  const bot = (
    await http('POST', `${bridge.url}/bots`, {
      headers: bearer(team.key),
      json: { meeting_url: MEET },
    })
  ).body;
  const created = mb.requests.find((r) => r.method === 'POST' && r.path === '/v2/bots')!;
  const { url, secret } = (created.body as { callback_config: { url: string; secret: string } })
    .callback_config;
  const call = recorder('', recorded);
  const failed = {
    event: 'bot.failed',
    data: {
      bot_id: bot.upstream_bot_id,
      event_id: null,
      error_message: 'The bot was not admitted to the meeting',
      error_code: 'BOT_NOT_ACCEPTED',
      sent_at: new Date().toISOString(),
    },
    extra: { bridge_bot_id: bot.id },
  };
  await call(
    'POST /webhooks/meeting-bot/{token}/callbacks/{botId}',
    url,
    { headers: { 'x-mb-secret': secret }, json: failed },
    200,
  );
}

/** A team's calendar on the v2 bridge: what the grant reaches, connecting, its events. */
async function calendarTour({ bridge, mb }: V2, recorded: Recorded) {
  const team = await mintTeam(bridge.url, bridge.admin, 'calendars');
  const raw = 'ana@acme.com';
  await http('PUT', `${mb.url}/__sim/calendars/${raw}`);
  const start = Date.now() + 3600_000;
  const event = await http('POST', `${mb.url}/__sim/calendars/${raw}/events`, {
    json: {
      title: 'Quarterly review with Globex',
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + 1800_000).toISOString(),
      meeting_url: MEET,
      organizer_email: raw,
      attendees: [
        { email: raw, name: 'Ana', response_status: 'accepted' },
        { email: 'hank@globex.example', name: 'Hank', response_status: 'accepted' },
      ],
    },
  });
  const call = recorder(bridge.url, recorded);
  const member = (json?: unknown) => ({ headers: bearer(team.key), json });
  const grant = {
    platform: 'google',
    oauth_client_id: 'client-id.apps.googleusercontent.com',
    oauth_client_secret: 'client-secret',
    oauth_refresh_token: 'refresh-token',
    owner_email: raw,
    rule: { mode: 'external', bot: { transcription: { summary: 'concise' } } },
  };
  await call('POST /calendars', '/calendars', member(grant), 200);
  const calendar = (
    await call('POST /calendars', '/calendars', member({ ...grant, raw_calendar_id: raw }), 201)
  ).body;
  await call('GET /calendars', '/calendars', member(), 200);
  await call('GET /calendars/{id}', `/calendars/${calendar.id}`, member(), 200);
  await call('GET /calendars/{id}/events', `/calendars/${calendar.id}/events`, member(), 200);
  await call(
    'PUT /calendars/{id}/events/{eventId}/decision',
    `/calendars/${calendar.id}/events/${event.body.event_id}/decision`,
    member({ record: false }),
    204,
  );
  await call(
    'PATCH /calendars/{id}',
    `/calendars/${calendar.id}`,
    member({ rule: { mode: 'all', exclude_keywords: ['1:1'] } }),
    200,
  );
  await call('DELETE /calendars/{id}', `/calendars/${calendar.id}`, member(), 204);
}
