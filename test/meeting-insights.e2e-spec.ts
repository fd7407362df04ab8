import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {
  type MeetingBotSimulator,
  startMeetingBotSimulator,
  startSttSimulator,
  type SttSimulator,
} from '../simulators/index.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { LiveSessions } from '../src/live/live-sessions.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';
import { MEETING_BOT_VERSIONS } from './support/meeting-bot-versions.js';
import { freePort } from './support/server-process.js';

const MB_KEY = 'mb-key-for-insights-0123456789';
const STT_KEY = 'stt-key-for-insights-0123456789';
const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const TOKEN = randomBytes(16).toString('hex');
const MEET = 'https://meet.google.com/abc-defg-hij';

type Version = 'v1' | 'v2';
type Team = { id: string; key: string };

/** The STT vendor's own pre-recorded request schema, from its OpenAPI document. */
const sttSpec = JSON.parse(
  readFileSync(
    resolve(import.meta.dirname, '../src/platform/vendors/stt-vendor-openapi.json'),
    'utf8',
  ),
) as { components: { schemas: Record<string, any> } };
// The document lists arrays as audio_to_llm prompts; its example and the API take strings.
sttSpec.components.schemas.AudioToLlmListConfigDTO.properties.prompts.items = { type: 'string' };
const AjvClass = Ajv as unknown as typeof Ajv.default;
const ajv = new AjvClass({ strict: false, allErrors: true });
(addFormats as unknown as typeof addFormats.default)(ajv);
ajv.addSchema({ $id: 'stt', components: sttSpec.components });
const preRecorded = ajv.getSchema('stt#/components/schemas/InitTranscriptionRequest')!;
const expectPreRecorded = (body: Record<string, unknown>) => {
  const valid = preRecorded({ audio_url: 'https://a.example/x.wav', ...body });
  expect(valid ? [] : preRecorded.errors).toEqual([]);
};

/** The team's defaults and the bot's own options: merged field by field. */
const TEAM_DEFAULTS = {
  languages: ['en'],
  summary: 'concise',
  sentiment: true,
  vocabulary: ['Babbage'],
};
const BOT_OPTIONS = {
  summary: 'bullet_points',
  chapters: true,
  entities: true,
  sentiment: null,
  vocabulary: ['Lovelace', { value: 'Turing', intensity: 0.6 }],
  spelling: { Turing: ['touring'] },
  speakers: { min: 2, max: 3 },
  translation: { target_languages: ['fr'] },
  prompts: ['What was decided?'],
};
/** What the vendor is sent for them, in its own names. */
const VENDOR_PARAMETERS = {
  language: 'en',
  custom_vocabulary: ['Lovelace', 'Turing'],
  custom_spelling: true,
  custom_spelling_config: { spelling_dictionary: { Turing: ['touring'] } },
  diarization: true,
  diarization_config: { min_speakers: 2, max_speakers: 3 },
  translation: true,
  translation_config: { target_languages: ['fr'] },
  summarization: true,
  summarization_config: { type: 'bullet_points' },
  chapterization: true,
  named_entity_recognition: true,
  audio_to_llm: true,
  audio_to_llm_config: { prompts: ['What was decided?'] },
};

describe('what the meeting said: options, insights, translations, search', () => {
  let stt: SttSimulator;
  let mb: MeetingBotSimulator;
  const bridges = {} as Record<Version, TestBridge>;
  const teams = {} as Record<Version, { a: Team; b: Team }>;

  beforeAll(async () => {
    // Its jobs finish on their own, soon after they are made.
    stt = await startSttSimulator({ apiKey: STT_KEY, preRecordedAutoCompleteMs: 50 });
    mb = await startMeetingBotSimulator({
      apiKey: MB_KEY,
      webhookSecret: SECRET,
      stt: { baseUrl: stt.url, keyHeader: 'x-service-key' },
      webhookRetryDelaysMs: [50],
    });
    for (const version of ['v1', 'v2'] as const) {
      bridges[version] = await startBridge({
        PORT: String(await freePort()),
        MEETING_BOT_BASE_URL: mb.url,
        MEETING_BOT_API_KEY: MB_KEY,
        STT_BASE_URL: stt.url,
        STT_API_KEY: STT_KEY,
        WEBHOOK_TOKEN: TOKEN,
        MEETING_BOT_API_VERSION: version,
        MEETING_BOT_WEBHOOK_SECRET: SECRET,
        OUTBOUND_ALLOW_PRIVATE: 'true',
        VENDOR_TIMEOUT_MS: '2000',
        ARCHIVE_POLL_INTERVAL_MS: '50',
        // Sweeps (and the insights jobs they start) are run by the tests.
        BRIDGE_ROLES: 'api,events,archive',
        BOT_STATUS_POLL_MS: '1',
      });
      const bridge = bridges[version];
      teams[version] = {
        a: await mintTeam(bridge.url, bridge.admin, `insights-${version}-a`),
        b: await mintTeam(bridge.url, bridge.admin, `insights-${version}-b`),
      };
      const set = await http('PATCH', `${bridge.url}/admin/teams/${teams[version].a.id}`, {
        headers: bridge.admin,
        json: { transcription: TEAM_DEFAULTS },
      });
      expect(set.status).toBe(200);
      expect(set.body.transcription).toEqual(TEAM_DEFAULTS);
    }
  });
  beforeEach(() => {
    mb.clearRequests();
    stt.clearRequests();
  });
  afterAll(async () => {
    for (const bridge of Object.values(bridges)) await bridge?.close();
    await mb?.close();
    await stt?.close();
  });

  const call = (version: Version, method: string, path: string, key: string, json?: unknown) =>
    http(method, `${bridges[version].url}${path}`, { headers: bearer(key), json });
  const sweep = (version: Version) =>
    http('POST', `${bridges[version].url}/admin/archives/sweep`, {
      headers: bridges[version].admin,
    });

  /** A bot of team A with the options, its meeting run to completion at the vendor. */
  async function completedBot(version: Version) {
    const bridge = bridges[version];
    mb.setAccountWebhook(`${bridge.url}/webhooks/meeting-bot/${TOKEN}`);
    stt.setAccountWebhook(`${bridge.url}/webhooks/stt/${TOKEN}`);
    const created = await call(version, 'POST', '/bots', teams[version].a.key, {
      meeting_url: MEET,
      title: ' Engine\u0007 review\u202E ',
      transcription: BOT_OPTIONS,
    });
    // The title, cleaned as transcripts are, is the bridge's: never sent to the vendor.
    expect([created.status, created.body.title ?? created.body.message]).toEqual([
      201,
      'Engine review',
    ]);
    const sent = mb.requests.filter((r) => r.method === 'POST' && /\/bots\/?$/.test(r.path));
    expect(JSON.stringify(sent.at(-1)!.body)).not.toContain('review');
    expect(created.status).toBe(201);
    const deliveries = await mb.runBotLifecycle(created.body.upstream_bot_id, { stepMs: 5 });
    expect(deliveries.every((d) => d.status === 200)).toBe(true);
    return created.body as { id: string; upstream_bot_id: string };
  }

  /** The bot's insights, once a version has them (v1: the sweep starts the bridge's own job). */
  async function readyInsights(version: Version, botId: string) {
    return eventually(async () => {
      if (version === 'v1') await sweep(version);
      const res = await call(version, 'GET', `/bots/${botId}/insights`, teams[version].a.key);
      return res.status === 200 ? res.body : null;
    }, 20_000);
  }

  describe.each(MEETING_BOT_VERSIONS)('on %s', (version) => {
    it('sends the options in the vendor’s names, serves insights and translations, finds the meeting, forgets it once deleted', async () => {
      const { a, b } = teams[version];
      const bot = await completedBot(version);
      // The vendor's request: the merged options, in the STT vendor's names, valid in its schema.
      const [sent] = mb.requests.filter(
        (r) => r.method === 'POST' && /^\/(v2\/)?bots\/?$/.test(r.path),
      );
      const body = sent!.body as Record<string, any>;
      const parameters =
        version === 'v1'
          ? body.transcription_custom_parameters
          : body.transcription_config.custom_params;
      expect(parameters).toEqual(VENDOR_PARAMETERS);
      expectPreRecorded(parameters);
      if (version === 'v2') expect(body.transcription_config.api_key).toBe(STT_KEY);

      const detail = (await call(version, 'GET', `/bots/${bot.id}`, a.key)).body;
      // Field by field: the bot's summary and vocabulary, the team's languages; sentiment dropped.
      expect(detail.transcription).toEqual({
        languages: ['en'],
        vocabulary: BOT_OPTIONS.vocabulary,
        spelling: BOT_OPTIONS.spelling,
        speakers: BOT_OPTIONS.speakers,
        translation: BOT_OPTIONS.translation,
        summary: 'bullet_points',
        chapters: true,
        entities: true,
        prompts: BOT_OPTIONS.prompts,
      });
      expect(detail.insights.asked).toEqual([
        'summary',
        'chapters',
        'entities',
        'answers',
        'translations',
      ]);

      const insights = await readyInsights(version, bot.id);
      expect(insights.summary).toMatch(/^- Hello everyone\./);
      expect(insights.chapters).toEqual([
        expect.objectContaining({ start: 1, headline: 'Hello everyone. Shall we' }),
        expect.objectContaining({ start: 11, headline: 'Only what we know' }),
      ]);
      expect(insights.entities.map((e: { text: string }) => e.text)).toEqual([
        'Ada Lovelace',
        'Alan Turing',
      ]);
      expect(insights.answers).toEqual([
        {
          prompt: 'What was decided?',
          answer: 'Answer to "What was decided?": Then let us write the orders down.',
        },
      ]);
      expect(insights.translations).toEqual(['fr']);
      expect(insights.sentiment).toEqual([]);
      // The list tells two meetings apart: who was there, how long, what is kept.
      const listed = (await call(version, 'GET', '/bots?limit=200', a.key)).body.data.find(
        (b: { id: string }) => b.id === bot.id,
      );
      expect(listed).toMatchObject({
        participants: ['Ada Lovelace', 'Alan Turing'],
        transcript_ready: true,
        insights_ready: true,
        recording_seconds: expect.any(Number),
      });
      const after = (await call(version, 'GET', `/bots/${bot.id}`, a.key)).body;
      expect(after.insights).toMatchObject({ state: 'ready', version: insights.version });
      if (version === 'v1') {
        // v1 sends words only: the bridge's own STT job on the recording, with the bot's options.
        expect(insights.source).toBe('retranscription');
        const job = after.retranscriptions.find(
          (r: { requested_by: string }) => r.requested_by === 'bridge (insights)',
        );
        expect(job).toMatchObject({ mode: 'stt', state: 'completed' });
        expect(after.insights.retranscription_id).toBe(job.id);
        expect(job.parameters).toEqual(VENDOR_PARAMETERS);
      } else {
        // v2: read from the bot's own STT jobs, kept with the vendor's transcript.
        expect(insights.source).toBe('meeting_bot');
        expect(insights.version).toBe(1);
        // Its STT jobs' own transcripts come in the translation too, through the proxy.
        const job = after.transcription_jobs[0].upstream_id;
        const french = await call(
          version,
          'GET',
          `/v2/pre-recorded/${job}/transcript?language=fr`,
          a.key,
        );
        expect(french.status).toBe(200);
        expect(french.body).toMatchObject({ language: 'fr', job_id: job });
        expect(french.body.utterances[0].text).toMatch(/^\[fr\] Hello everyone/);
        const none = await call(
          version,
          'GET',
          `/v2/pre-recorded/${job}/transcript?language=de`,
          a.key,
        );
        expect(none.status).toBe(404);
      }
      const told = await eventually(async () => {
        const log = await call(version, 'GET', '/events?type=bot.insights_ready', a.key);
        return log.body.data.find((e: any) => e.data.bot_id === bot.id);
      });
      expect(told.data).toMatchObject({
        version: insights.version,
        insights: ['summary', 'chapters', 'entities', 'answers', 'translations'],
        translations: ['fr'],
      });

      // The translation, in every format.
      const path = `/bots/${bot.id}/transcript?language=fr`;
      const json = await call(version, 'GET', `${path}&format=json`, a.key);
      expect(json.status).toBe(200);
      expect(json.body.language).toBe('fr');
      expect(json.body.utterances[0]).toMatchObject({
        speaker: 'Ada Lovelace',
        start: 1,
        text: '[fr] Hello everyone. Shall we start with the engine?',
      });
      for (const format of ['srt', 'vtt', 'txt']) {
        const res = await fetch(`${bridges[version].url}${path}&format=${format}`, {
          headers: bearer(a.key),
        });
        expect(res.status).toBe(200);
        // Lines wrap where each format wraps them.
        expect(await res.text()).toMatch(/\[fr\] Then let us write the\s+orders down\./);
      }
      const german = await call(version, 'GET', `/bots/${bot.id}/transcript?language=de`, a.key);
      expect(german.status).toBe(404);
      expect(german.body.message).toContain('has no translation into de (it has fr)');

      // Search: a word said in it, at its moment, in English stems ("engines" finds "engine").
      const search = (key: string, q: string, extra = '') =>
        call(version, 'GET', `/transcripts/search?q=${encodeURIComponent(q)}${extra}`, key);
      // The meeting's time bounds a search.
      const before = encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString());
      expect((await search(a.key, 'engine', `&bot_id=${bot.id}&to=${before}`)).body.data).toEqual(
        [],
      );
      expect(
        (await search(a.key, 'engine', `&bot_id=${bot.id}&from=${before}`)).body.data,
      ).toHaveLength(1);
      const found = await search(a.key, 'engines', `&bot_id=${bot.id}`);
      expect(found.status).toBe(200);
      expect(found.body.data).toEqual([
        expect.objectContaining({
          bot_id: bot.id,
          team_id: a.id,
          version: insights.version,
          speaker: 'Ada Lovelace',
          title: 'Engine review',
          start: 1,
          snippet: 'Hello everyone. Shall we start with the <mark>engine</mark>?',
        }),
      ]);
      // "orders" is said by Alan and, as "order", by Ada; Alan also says "write": best first.
      const either = 'write or orders';
      const orders = await search(a.key, either, `&bot_id=${bot.id}`);
      expect(orders.body.data.map((h: { start: number }) => h.start)).toEqual([16, 11]);
      const byAda = await search(a.key, 'orders', `&bot_id=${bot.id}&speaker=Ada%20Lovelace`);
      expect(byAda.body.data.map((h: { start: number }) => h.start)).toEqual([11]);
      // Pages follow the ranking.
      const first = await search(a.key, either, `&bot_id=${bot.id}&limit=1`);
      expect(first.body.data.map((h: { start: number }) => h.start)).toEqual([16]);
      const second = await search(
        a.key,
        either,
        `&bot_id=${bot.id}&limit=1&cursor=${first.body.next_cursor}`,
      );
      expect(second.body.data.map((h: { start: number }) => h.start)).toEqual([11]);
      expect(second.body.next_cursor).toBeNull();
      // Another team finds nothing of it, and may not ask for team A's; an admin may.
      expect((await search(b.key, 'engine')).body.data).toEqual([]);
      expect((await search(b.key, 'engine', `&team_id=${a.id}`)).status).toBe(403);
      const admin = await http(
        'GET',
        `${bridges[version].url}/transcripts/search?q=engine&team_id=${a.id}&bot_id=${bot.id}`,
        { headers: bridges[version].admin },
      );
      expect(admin.body.data).toHaveLength(1);
      // Isolation of the new routes.
      expect((await call(version, 'GET', `/bots/${bot.id}/insights`, b.key)).status).toBe(404);
      expect((await call(version, 'GET', path, b.key)).status).toBe(404);

      // Deleted: gone from search, insights 410, the receipt counts them.
      expect((await call(version, 'DELETE', `/bots/${bot.id}/data`, a.key)).status).toBe(202);
      const receipt = await eventually(async () => {
        const data = await call(version, 'GET', `/bots/${bot.id}/data`, a.key);
        const all = data.body.deletions?.find((d: any) => d.scope === 'all');
        return all?.state === 'completed' ? all : null;
      }, 20_000);
      const step = receipt.steps.find((s: { target: string }) => s.target === 'transcripts');
      expect(step.deleted.insights).toBe(1);
      expect((await search(a.key, 'engine', `&bot_id=${bot.id}`)).body.data).toEqual([]);
      expect((await call(version, 'GET', `/bots/${bot.id}/insights`, a.key)).status).toBe(410);
      // The options' words went with the transcripts, from the bot and its stored vendor request.
      const tombstone = (await call(version, 'GET', `/bots/${bot.id}`, a.key)).body;
      expect(tombstone.transcription).toBeNull();
      expect(JSON.stringify(tombstone)).not.toContain('What was decided?');
      const row = await bridges[version].app.get(PrismaService).bot.findUniqueOrThrow({
        where: { id: bot.id },
      });
      expect(JSON.stringify(row.request)).not.toContain('What was decided?');
    });
  });

  it('a live session is opened with the options in the live API’s names, which the vendor accepts', async () => {
    const created = await call('v2', 'POST', '/bots', teams.v2.a.key, {
      meeting_url: MEET,
      live_transcript: true,
      transcription: { languages: ['en', 'fr'], chapters: true, prompts: ['Who spoke first?'] },
    });
    expect(created.status).toBe(201);
    // What the bot's feed does at its first audio frame (the live tests run the whole stream).
    const sessions = bridges.v2.app.get(LiveSessions);
    const opened = await sessions.create(created.body.id, teams.v2.a.id);
    await sessions.cancel(opened.id);
    const request = stt.requests.find((r) => r.method === 'POST' && r.path === '/v2/live');
    expect(request!.body).toMatchObject({
      language_config: { languages: ['en', 'fr'], code_switching: true },
      realtime_processing: {
        custom_vocabulary: true,
        custom_vocabulary_config: { vocabulary: ['Babbage'] },
      },
      post_processing: {
        summarization: true,
        summarization_config: { type: 'concise' },
        chapterization: true,
        llm_prompts: true,
        llm_prompts_config: { prompts: [{ title: 'Prompt 1', prompt: 'Who spoke first?' }] },
      },
    });
  });

  it('says which field is wrong, in one 400', async () => {
    const { a } = teams.v1;
    const refused = async (transcription: unknown, field: string) => {
      const res = await call('v1', 'POST', '/bots', a.key, { meeting_url: MEET, transcription });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.message)).toContain(field);
    };
    await refused({ languages: ['klingon'] }, 'transcription.languages');
    await refused({ summary: 'long' }, 'transcription.summary');
    await refused({ loudness: 3 }, 'property loudness should not exist');
    await refused(
      { prompts: Array.from({ length: 11 }, (_, i) => `q${i}`) },
      'transcription.prompts',
    );
    await refused({ prompts: ['x'.repeat(2_001)] }, 'transcription.prompts');
    await refused({ vocabulary: ['x'.repeat(101)] }, 'vocabulary [0] must be a word');
    await refused({ vocabulary: [{ value: 'Ada', loud: true }] }, '[0].loud is not an entry field');
    await refused({ spelling: { Ada: 'ada' } }, 'spelling .Ada must list');
    await refused({ speakers: { min: 0 } }, 'transcription.speakers.min');
    await refused(
      { speakers: { min: 3, max: 2 } },
      'transcription.speakers.max must not be below min',
    );
    await refused(
      { translation: { target_languages: [] } },
      'transcription.translation.target_languages',
    );
    await refused(
      { translation: { target_languages: ['xx'] } },
      'transcription.translation.target_languages',
    );
    const team = await http('PATCH', `${bridges.v1.url}/admin/teams/${a.id}`, {
      headers: bridges.v1.admin,
      json: { transcription: { chapters: 'yes' } },
    });
    expect(team.status).toBe(400);
    expect(JSON.stringify(team.body.message)).toContain('transcription.chapters');
    const search = await call('v1', 'GET', '/transcripts/search?q=', a.key);
    expect(search.status).toBe(400);
    const cursor = await call('v1', 'GET', '/transcripts/search?q=engine&cursor=nope', a.key);
    expect(cursor.status).toBe(400);
  });

  it('a bot without options has no insights, and says why', async () => {
    const { b } = teams.v1;
    mb.setAccountWebhook(`${bridges.v1.url}/webhooks/meeting-bot/${TOKEN}`);
    const created = await call('v1', 'POST', '/bots', b.key, { meeting_url: MEET });
    const res = await call('v1', 'GET', `/bots/${created.body.id}/insights`, b.key);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('asked for no insights');
    const sent = mb.requests.find((r) => r.method === 'POST' && r.path.startsWith('/bots'));
    expect((sent!.body as Record<string, unknown>).transcription_custom_parameters).toBeUndefined();
  });
});
