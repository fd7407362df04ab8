import {
  BOT_STATUS_CODES,
  startMeetingBotSimulator,
  startWebhookReceiver,
  type MeetingBotSimulator,
  type WebhookReceiver,
} from './index.js';

const KEY = 'test-bot-key';
const auth = { 'x-meeting-baas-api-key': KEY };
const json = { ...auth, 'content-type': 'application/json' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Json = Record<string, unknown>;
const readJson = async <T = Json>(res: Response): Promise<T> => (await res.json()) as T;

describe('meeting-bot simulator', () => {
  let sim: MeetingBotSimulator;
  let hooks: WebhookReceiver;

  beforeAll(async () => {
    sim = await startMeetingBotSimulator({ apiKey: KEY, webhookRetryDelaysMs: [20] });
  });
  beforeEach(async () => {
    sim.reset();
    hooks = await startWebhookReceiver();
  });
  afterEach(() => hooks.close());
  afterAll(() => sim.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = json) =>
    fetch(`${sim.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const join = async (extra: Json = {}) => {
    const res = await post('/bots/', {
      bot_name: 'Recorder',
      meeting_url: 'https://meet.google.com/abc-defg-hij',
      webhook_url: hooks.url,
      ...extra,
    });
    expect(res.status).toBe(200);
    return (await readJson<{ bot_id: string }>(res)).bot_id;
  };

  it('answers 401 with {error, message} for a missing or wrong key', async () => {
    const variants: Record<string, string>[] = [{}, { 'x-meeting-baas-api-key': 'nope' }];
    for (const headers of variants) {
      const res = await fetch(`${sim.url}/bots/meeting_data?bot_id=x`, { headers });
      expect(res.status).toBe(401);
      expect(await readJson(res)).toEqual({ error: 'Unauthorized', message: expect.any(String) });
    }
  });

  describe('POST /bots/', () => {
    it('accepts a full v1 JoinRequest, answers {bot_id} and records the exact body', async () => {
      const body = {
        bot_name: 'Recorder',
        meeting_url: 'https://zoom.us/j/1',
        recording_mode: 'audio_only',
        speech_to_text: { provider: 'Gladia', api_key: 'stt-key' },
        webhook_url: hooks.url,
        start_time: 1_900_000_000,
        extra: { team: 't1' },
        automatic_leave: { waiting_room_timeout: 600 },
        streaming: { audio_frequency: '16khz', input: null },
      };
      const res = await post('/bots/', body);
      expect(res.status).toBe(200);
      const answer = await readJson(res);
      expect(Object.keys(answer)).toEqual(['bot_id']);
      expect(answer.bot_id).toMatch(UUID);
      expect(sim.requests).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: '/bots/',
          body,
          headers: expect.objectContaining(auth),
        }),
      ]);
    });

    it.each([
      [{ meeting_url: 'https://x' }, 'Field "bot_name" is required'],
      [
        { bot_name: 'b', meeting_url: 'https://x', unknown_field: 1 },
        'Field "unknown_field" should not exist',
      ],
      [
        { bot_name: 'b', meeting_url: 'https://x', speech_to_text: { provider: 'Whisper' } },
        'Field "speech_to_text" must be one of',
      ],
      [
        { bot_name: 'b', meeting_url: 'https://x', recording_mode: 'video' },
        'Field "recording_mode" must be one of',
      ],
      [
        { bot_name: 'b', meeting_url: 'https://x', start_time: -1 },
        'Field "start_time" must not be less than 0',
      ],
      [{ bot_name: 42, meeting_url: 'https://x' }, 'Field "bot_name" must be a string'],
    ])('rejects %j with 400', async (body, message) => {
      const res = await post('/bots/', body);
      expect(res.status).toBe(400);
      const answer = await readJson<{ error: string; message: string }>(res);
      expect(answer.error).toBe('Bad Request');
      expect(answer.message).toContain(message);
    });

    it('accepts speech_to_text as a bare provider name', async () => {
      expect(
        (
          await post('/bots/', {
            bot_name: 'b',
            meeting_url: 'https://x',
            speech_to_text: 'Default',
          })
        ).status,
      ).toBe(200);
    });
  });

  describe('other v1 routes', () => {
    it('leaves a bot (200 {ok: true}) and answers 404 for an unknown one', async () => {
      const botId = await join();
      const res = await fetch(`${sim.url}/bots/${botId}`, { method: 'DELETE', headers: auth });
      expect(res.status).toBe(200);
      expect(await readJson(res)).toEqual({ ok: true });
      const unknown = await fetch(`${sim.url}/bots/00000000-0000-4000-8000-000000000000`, {
        method: 'DELETE',
        headers: auth,
      });
      expect(unknown.status).toBe(404);
      expect(await readJson(unknown)).toEqual({ error: 'Not Found', message: expect.any(String) });
    });

    it('accepts a retranscription with 202 and no body', async () => {
      const botId = await join();
      const body = {
        bot_uuid: botId,
        speech_to_text: { api_key: 'k', provider: 'Gladia' },
        webhook_url: `${hooks.url}/retranscribe`,
      };
      const res = await post('/bots/retranscribe', body);
      expect(res.status).toBe(202);
      expect(await res.text()).toBe('');
      expect(sim.requests.at(-1)?.body).toEqual(body);
      expect((await post('/bots/retranscribe', { ...body, bot_uuid: 'nope' })).status).toBe(404);
      expect((await post('/bots/retranscribe', { webhook_url: 'x' })).status).toBe(400);
    });

    it('serves meeting_data in the Metadata shape', async () => {
      const botId = await join({ extra: { team: 't1' } });
      await sim.runBotLifecycle(botId, { stepMs: 1 });
      const res = await fetch(`${sim.url}/bots/meeting_data?bot_id=${botId}`, { headers: auth });
      expect(res.status).toBe(200);
      const data = await readJson<{
        mp4: string;
        audio: string;
        bot_data: { bot: Json; transcripts: unknown[] };
      }>(res);
      expect(data).toMatchObject({
        duration: expect.any(Number),
        audio: expect.any(String),
        meeting_participants_file: '',
      });
      expect(data.bot_data.bot).toMatchObject({
        uuid: botId,
        bot_name: 'Recorder',
        extra: { team: 't1' },
        is_stopped: true,
      });
      expect(data.bot_data.transcripts).toHaveLength(4);
      // Pre-signed: no key needed. Read to the end: a body left unread holds its connection
      // open past the server's close, and with it the test worker.
      const media = await fetch(data.mp4);
      expect(media.status).toBe(200);
      expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(0);
      // The audio is a WAV file a player opens: 20 s of 16-bit PCM, 8 kHz mono.
      const audio = Buffer.from(await (await fetch(data.audio)).arrayBuffer());
      expect(audio.subarray(0, 4).toString()).toBe('RIFF');
      expect(audio.subarray(8, 12).toString()).toBe('WAVE');
      expect(audio.length).toBe(44 + 20 * 8_000 * 2);
      expect((await fetch(`${sim.url}/bots/meeting_data`, { headers: auth })).status).toBe(400);
      expect(
        (await fetch(`${sim.url}/bots/meeting_data?bot_id=nope`, { headers: auth })).status,
      ).toBe(404);
    });

    it('pages bots_with_metadata newest first: 10 by default, limit up to 50, next_cursor', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 23; i++) ids.push(await join({ extra: { n: String(i % 2) } }));
      type Page = { bots: { uuid: string }[]; next_cursor: string | null };
      const list = async (query: string) => {
        const res = await fetch(`${sim.url}/bots/bots_with_metadata?${query}`, { headers: auth });
        return { status: res.status, page: await readJson<Page>(res) };
      };
      const newest = [...ids].reverse();

      const first = (await list('')).page;
      expect(first.bots.map((b) => b.uuid)).toEqual(newest.slice(0, 10));
      const second = (await list(`cursor=${first.next_cursor}`)).page;
      expect(second.bots.map((b) => b.uuid)).toEqual(newest.slice(10, 20));
      const third = (await list(`cursor=${second.next_cursor}`)).page;
      expect(third).toMatchObject({ next_cursor: null });
      expect(third.bots.map((b) => b.uuid)).toEqual(newest.slice(20));

      expect((await list('limit=50')).page).toMatchObject({ next_cursor: null });
      // The extra filter applies to each page: one page of 4 holds two matches, and goes on.
      const filtered = (await list('limit=4&filter_by_extra=n:0')).page;
      expect(filtered.bots).toHaveLength(2);
      expect(filtered.next_cursor).toEqual(expect.any(String));

      for (const bad of ['limit=0', 'limit=51', 'limit=x', 'cursor=nope']) {
        expect((await list(bad)).status).toBe(400);
      }
    });
  });

  describe('webhook events', () => {
    it('delivers v1 events to the bot webhook_url with the account key header', async () => {
      const botId = await join({ extra: { team: 't1' } });
      await sim.sendBotEvents(botId, [
        'joining_call',
        'in_call_recording',
        'complete',
        'transcription_complete',
      ]);
      expect(hooks.received.every((h) => h.headers['x-meeting-baas-api-key'] === KEY)).toBe(true);
      const [joining, recording, complete, transcribed] = hooks.received.map((h) => h.body);
      expect(joining).toEqual({
        event: 'bot.status_change',
        data: {
          bot_id: botId,
          event_id: null,
          status: { code: 'joining_call', created_at: expect.any(String) },
        },
      });
      expect(recording).toMatchObject({
        data: { status: { code: 'in_call_recording', start_time: expect.any(Number) } },
      });
      expect(complete).toEqual({
        event: 'complete',
        data: expect.objectContaining({
          bot_id: botId,
          mp4: expect.any(String),
          speakers: expect.any(Array),
          transcript: expect.any(Array),
          extra: { team: 't1' },
        }),
      });
      expect(transcribed).toEqual({ event: 'transcription_complete', data: { bot_id: botId } });
    });

    it('lets tests override fields, send unknown codes and raw bodies', async () => {
      const botId = await join();
      await sim.sendBotEvents(botId, [
        { event: 'failed', data: { error: 'access_denied' } },
        'some_future_code',
        { raw: { event: 'complete', data: { bot_id: botId } } },
      ]);
      const bodies = hooks.received.map((h) => h.body);
      expect(bodies[0]).toMatchObject({
        event: 'failed',
        data: { bot_id: botId, error: 'access_denied', message: expect.any(String) },
      });
      expect(bodies[1]).toMatchObject({
        event: 'bot.status_change',
        data: { status: { code: 'some_future_code' } },
      });
      expect(bodies[2]).toEqual({ event: 'complete', data: { bot_id: botId } });
    });

    it('is driven over HTTP by another process', async () => {
      const botId = await join();
      const res = await fetch(`${sim.url}/__sim/bots/${botId}/events?wait=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ events: ['in_waiting_room', 'call_ended'] }),
      });
      expect(res.status).toBe(202);
      expect(
        hooks.received.map(
          (h) => (h.body as { data: { status: { code: string } } }).data.status.code,
        ),
      ).toEqual(['in_waiting_room', 'call_ended']);
      expect(
        (
          await fetch(`${sim.url}/__sim/bots/nope/events`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '[]',
          })
        ).status,
      ).toBe(404);
    });

    it('retries a failed delivery', async () => {
      const flaky = await startWebhookReceiver({ failFirst: 1 });
      try {
        const botId = await join({ webhook_url: flaky.url });
        await sim.sendBotEvents(botId, ['complete']);
        expect(sim.deliveries.map((d) => [d.attempt, d.status])).toEqual([
          [1, 500],
          [2, 200],
        ]);
      } finally {
        await flaky.close();
      }
    });

    it('runs the whole lifecycle on its own in sandbox mode, and after a retranscription', async () => {
      const auto = await startMeetingBotSimulator({
        apiKey: KEY,
        autoLifecycle: { afterMs: 10, stepMs: 10 },
      });
      try {
        const res = await fetch(`${auto.url}/bots/`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ bot_name: 'b', meeting_url: 'https://x', webhook_url: hooks.url }),
        });
        const { bot_id } = await readJson<{ bot_id: string }>(res);
        await hooks.waitFor(5);
        const events = hooks.received.map(
          (h) => h.body as { event: string; data: { status?: { code: string } } },
        );
        expect(events.map((e) => e.data.status?.code ?? e.event)).toEqual([
          'joining_call',
          'in_waiting_room',
          'in_call_recording',
          'call_ended',
          'complete',
        ]);
        await fetch(`${auto.url}/bots/retranscribe`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ bot_uuid: bot_id }),
        });
        await hooks.waitFor(6);
        expect(hooks.received[5]?.body).toEqual({
          event: 'transcription_complete',
          data: { bot_id },
        });
      } finally {
        await auto.close();
      }
    });

    it('knows the status codes of the spec', () => {
      expect(BOT_STATUS_CODES).toEqual(
        expect.arrayContaining([
          'joining_call',
          'in_waiting_room',
          'in_call_recording',
          'call_ended',
        ]),
      );
    });
  });

  describe('v2 artifacts', () => {
    it("serves a completed bot's audio by a signed URL that expires, and not after delete-data", async () => {
      const short = await startMeetingBotSimulator({ apiKey: KEY, artifactTtlMs: 300 });
      try {
        const created = await fetch(`${short.url}/v2/bots`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ bot_name: 'Recorder', meeting_url: 'https://zoom.us/j/1' }),
        });
        const { data } = await readJson<{ data: { bot_id: string } }>(created);
        await short.sendBotEvents(data.bot_id, ['in_call_recording', 'complete']);
        const details = await readJson<{ data: { audio: string; video: string } }>(
          await fetch(`${short.url}/v2/bots/${data.bot_id}`, { headers: auth }),
        );
        const audio = await fetch(details.data.audio);
        expect(audio.status).toBe(200);
        expect(audio.headers.get('content-type')).toBe('audio/wav');
        expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(0);
        const statusOf = async (url: string) => {
          const res = await fetch(url);
          await res.arrayBuffer();
          return res.status;
        };
        const forged = details.data.audio.replace(/signature=[0-9a-f]/, 'signature=x');
        expect(await statusOf(forged)).toBe(403);
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(await statusOf(details.data.video)).toBe(403);
        const fresh = await readJson<{ data: { audio: string } }>(
          await fetch(`${short.url}/v2/bots/${data.bot_id}`, { headers: auth }),
        );
        await fetch(`${short.url}/v2/bots/${data.bot_id}/delete-data?delete_from_provider=true`, {
          method: 'DELETE',
          headers: auth,
        });
        expect(await statusOf(fresh.data.audio)).toBe(404);
        expect(short.deletions).toEqual([
          { botId: data.bot_id, deleteFromProvider: true, at: expect.any(String) },
        ]);
      } finally {
        await short.close();
      }
    });
  });
});
