import { createHash, randomBytes } from 'node:crypto';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';
import { runCli } from './support/processes.js';
import { freePort, startServerProcess } from './support/server-process.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * A bot of the sandbox, played to its end, and what the README's tour shows of its kept meeting:
 * the recording archived and served with its sha256, the transcript in four formats with both
 * speakers named, and an admin's retranscription completing as version 2.
 */
async function tourOfAKeptMeeting(bridge: TestBridge, key: string) {
  const get = (path: string) => fetch(`${bridge.url}${path}`, { headers: bearer(key) });
  const created = await http('POST', `${bridge.url}/bots`, {
    headers: bearer(key),
    json: { meeting_url: 'https://meet.google.com/abc-defg-hij' },
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  const bot = await eventually(async () => {
    const res = await http('GET', `${bridge.url}/bots/${id}`, { headers: bearer(key) });
    return res.body.recording.audio?.state === 'archived' && res.body;
  }, 30_000);
  const audio = Buffer.from(await (await get(`/bots/${id}/audio`)).arrayBuffer());
  expect(audio.subarray(0, 4).toString()).toBe('RIFF');
  expect(sha256(audio)).toBe(bot.recording.audio.sha256);
  const transcript = async (format: string) => {
    const res = await eventually(async () => {
      const answer = await get(`/bots/${id}/transcript?format=${format}`);
      return answer.status === 200 ? answer : (await answer.body?.cancel(), null);
    }, 20_000);
    return res!.text();
  };
  expect(JSON.parse(await transcript('json'))).toMatchObject({
    version: 1,
    speakers: ['Ada Lovelace', 'Alan Turing'],
  });
  for (const format of ['srt', 'vtt', 'txt']) {
    const text = await transcript(format);
    expect([format, text]).toEqual([format, expect.stringContaining('Ada Lovelace')]);
    expect([format, text]).toEqual([format, expect.stringContaining('Alan Turing')]);
  }
  const retranscribed = await http('POST', `${bridge.url}/bots/${id}/retranscribe`, {
    headers: bridge.admin,
  });
  expect(retranscribed.status).toBe(202);
  const second = await eventually(async () => {
    const latest = JSON.parse(await transcript('json')) as { version: number };
    return latest.version === 2 && latest;
  }, 30_000);
  expect(second).toMatchObject({
    source: 'retranscription',
    speakers: ['Ada Lovelace', 'Alan Turing'],
  });
  return retranscribed.body as { mode: string };
}

/** The README's tour: in sandbox mode a live session ends by itself, is archived, downloads. */
describe('sandbox live sessions', () => {
  describe('in one server', () => {
    let bridge: TestBridge;
    let team: { id: string; key: string };
    beforeAll(async () => {
      // No vendor URLs: the built-in simulators, playing their side and sending their webhooks
      // to the port the bridge listens on.
      bridge = await startBridge({ SANDBOX_LIVE_SECONDS: '1', PORT: String(await freePort()) });
      team = await mintTeam(bridge.url, bridge.admin, 'tour');
    });
    afterAll(() => bridge?.close());

    it('ends a live job nobody streams to, archives its audio and serves it', async () => {
      const created = await http('POST', `${bridge.url}/v2/live`, {
        headers: bearer(team.key),
        json: { sample_rate: 16000 },
      });
      expect(created.status).toBe(201);
      expect(created.body.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/v2\/live\?token=/);
      const id = created.body.id as string;

      const job = await eventually(async () => {
        const res = await http('GET', `${bridge.url}/v2/live/${id}`, { headers: bearer(team.key) });
        return res.body.status === 'done' && res.body;
      }, 20_000);
      expect(job.completed_at).toEqual(expect.any(String));

      const archive = await eventually(async () => {
        const res = await http('GET', `${bridge.url}/admin/archives`, { headers: bridge.admin });
        return res.body.items.find((a: any) => a.upstream_id === id && a.state === 'archived');
      }, 20_000);

      const res = await fetch(`${bridge.url}/v2/live/${id}/file`, { headers: bearer(team.key) });
      expect(res.status).toBe(200);
      const audio = Buffer.from(await res.arrayBuffer());
      expect(audio.subarray(0, 4).toString()).toBe('RIFF');
      expect(audio.length).toBe(archive.size_bytes);
      expect(sha256(audio)).toBe(archive.sha256);
    });

    it("keeps a bot's meeting: its recording, its transcript, a vendor retranscription", async () => {
      expect((await tourOfAKeptMeeting(bridge, team.key)).mode).toBe('vendor');
    });
  });

  describe('with meeting-bot v2', () => {
    let bridge: TestBridge;
    let team: { id: string; key: string };
    beforeAll(async () => {
      bridge = await startBridge({
        MEETING_BOT_API_VERSION: 'v2',
        PORT: String(await freePort()),
      });
      team = await mintTeam(bridge.url, bridge.admin, 'tour-v2');
    });
    afterAll(() => bridge?.close());

    it('plays a v2 bot to its end: signed webhooks, its callback, its STT jobs linked', async () => {
      const created = await http('POST', `${bridge.url}/bots`, {
        headers: bearer(team.key),
        json: { meeting_url: 'https://meet.google.com/abc-defg-hij' },
      });
      expect(created.status).toBe(201);
      expect(created.body.api_version).toBe('v2');
      const bot = await eventually(async () => {
        const res = await http('GET', `${bridge.url}/bots/${created.body.id}`, {
          headers: bearer(team.key),
        });
        // The jobs are linked once the completion is recorded (their ids come with it): until
        // then the bot is complete with none, which `every` alone would accept.
        const jobs = res.body.transcription_jobs as { status: string }[];
        const linked = jobs.length === 2 && jobs.every((j) => j.status === 'done');
        return res.body.status === 'complete' && linked && res.body;
      }, 30_000);
      expect(bot.status_history.map((h: { code: string }) => h.code)).toEqual([
        'joining_call',
        'in_waiting_room',
        'in_call_recording',
        'call_ended',
        'transcribing',
        'complete',
      ]);
      expect(bot.transcription_jobs).toHaveLength(2);
      const job = await http(
        'GET',
        `${bridge.url}/v2/pre-recorded/${bot.transcription_jobs[0].upstream_id}`,
        {
          headers: bearer(team.key),
        },
      );
      expect(job.body.status).toBe('done');
    });

    it("keeps a bot's meeting, and retranscribes it on the archived audio", async () => {
      expect((await tourOfAKeptMeeting(bridge, team.key)).mode).toBe('stt');
    });
  });

  describe('across processes', () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase();
    });
    afterAll(() => db?.drop());

    // Three server starts and a CLI run: slow on a loaded machine, hence the longer timeout.
    it('lets the CLI and a restarted server see the jobs the server created', async () => {
      const env = {
        ...db.env,
        LOG_LEVEL: 'warn',
        WEBHOOK_TOKEN: randomBytes(16).toString('hex'),
        BRIDGE_ADMIN_KEY: `admin-${randomBytes(16).toString('hex')}`,
        SANDBOX_LIVE_SECONDS: '2',
      };
      const admin = bearer(env.BRIDGE_ADMIN_KEY);
      const live = async (server: { url: string }, key: string) =>
        (await http('POST', `${server.url}/v2/live`, { headers: bearer(key), json: {} })).body
          .id as string;
      // These replicas never download: the ended session's task waits for the CLI.
      const first = await startServerProcess({ ...env, ARCHIVE_CONCURRENCY: '0' });
      const team = await mintTeam(first.url, admin, 'cli');
      const ended = await live(first, team.key);
      await eventually(async () => {
        const res = await http('GET', `${first.url}/admin/archives?state=pending`, {
          headers: admin,
        });
        return res.body.items.some((a: any) => a.upstream_id === ended);
      }, 20_000);
      expect(await first.stop()).toBe(0);
      // One whose sandbox would play a session after an hour: stopped while this one waits for
      // a client, however long its start and stop take.
      const idle = await startServerProcess({
        ...env,
        ARCHIVE_CONCURRENCY: '0',
        SANDBOX_LIVE_SECONDS: '3600',
      });
      const waiting = await live(idle, team.key);
      expect(await idle.stop()).toBe(0);

      // No bridge listens on PORT, so `archive run` works on the database itself. Left to its
      // default (3000) it asked whatever listened there (a bridge a developer runs, another
      // suite's), which refused the key: exit 1 on a busy machine.
      const run = await runCli(['archive', 'run'], { ...env, PORT: String(await freePort()) });
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({
        run: { archived: 1, failures: 0 },
        states: { archived: 1 },
      });

      const second = await startServerProcess(env);
      try {
        const file = async (id: string) =>
          fetch(`${second.url}/v2/live/${id}/file`, { headers: bearer(team.key) });
        expect((await file(ended)).status).toBe(200);
        // The restarted simulator plays the session that was waiting; the server archives it.
        await eventually(async () => {
          const res = await http('GET', `${second.url}/admin/archives?state=archived`, {
            headers: admin,
          });
          return res.body.items.some((a: any) => a.upstream_id === waiting);
        }, 60_000);
        const audio = Buffer.from(await (await file(waiting)).arrayBuffer());
        expect(audio.subarray(0, 4).toString()).toBe('RIFF');
      } finally {
        await second.stop();
      }
    }, 180_000);
  });
});
