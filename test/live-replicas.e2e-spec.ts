import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  type MeetingBotSimulator,
  startMeetingBotSimulator,
  startSttSimulator,
  type SttSimulator,
} from '../simulators/index.js';
import { bearer, mintTeam } from './support/bridge.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { eventually } from './support/eventually.js';
import { haproxyConfig } from './support/haproxy.js';
import { http } from './support/http.js';
import { sseReader } from './support/sse.js';
import { freePort, type ServerProcess, startServerProcess } from './support/server-process.js';

const MB_KEY = 'mb-key-for-live-replicas-0123456789';
const STT_KEY = 'stt-key-for-live-replicas-0123456789';
const TOKEN = randomBytes(16).toString('hex');
const ADMIN = `admin-${randomBytes(24).toString('hex')}`;
const MEET = 'https://meet.google.com/abc-defg-hij';

interface Final {
  seq: number;
  speaker: string | null;
  text: string;
}

/**
 * A subscriber that resumes by `Last-Event-ID` whenever its stream breaks, until `end`: every
 * final it was sent, over all its connections, in order.
 */
function resumingSubscriber(url: string, key: string) {
  return subscriber(url, key, true);
}

/** The same, on one connection: it stops when its stream breaks. */
function subscriber(url: string, key: string, resume = false) {
  const finals: Final[] = [];
  let connections = 0;
  let last: string | undefined;
  const done = new Promise<void>((resolve) => {
    const connect = () => {
      connections++;
      const headers: Record<string, string> = { accept: 'text/event-stream', ...bearer(key) };
      if (last) headers['last-event-id'] = last;
      let ended = false;
      const retry = () => {
        if (ended) return;
        ended = true;
        if (resume) setTimeout(connect, 200);
      };
      const req = request(url, { headers }, (res) => {
        if (res.statusCode !== 200) return void (res.resume(), retry());
        res.setEncoding('utf8');
        res.on(
          'data',
          sseReader(({ fields }) => {
            if (fields.event === 'final') {
              finals.push(JSON.parse(fields.data!) as Final);
              last = fields.id;
            }
            if (fields.event === 'end') {
              ended = true;
              resolve();
            }
          }),
        );
        res.on('end', retry);
        res.on('error', retry);
      });
      req.on('error', retry);
      req.end();
    };
    connect();
  });
  return { finals, done, connections: () => connections };
}

/**
 * Two replicas of the built server on one PostgreSQL, behind a real load balancer: a live bot
 * streams through it, the replica holding its stream is killed mid-meeting, the other takes the
 * stream over and goes on with the same STT session, and a subscriber resuming by id misses no
 * final and sees none twice.
 */
describe('live meetings on two replicas behind HAProxy', () => {
  let db: TestDatabase;
  let stt: SttSimulator;
  let mb: MeetingBotSimulator;
  const replicas: ServerProcess[] = [];
  let haproxy: ChildProcess | undefined;
  let lb: string;
  const dirs: string[] = [];

  beforeAll(async () => {
    // The load balancer must be there: CI installs it (Debian's haproxy).
    execFileSync('haproxy', ['-v']);
    db = await createTestDatabase();
    stt = await startSttSimulator({ apiKey: STT_KEY, liveResumeWindowMs: 30_000 });
    mb = await startMeetingBotSimulator({
      apiKey: MB_KEY,
      streamSpeed: 2,
      webhookRetryDelaysMs: [100, 300, 1_000, 2_000],
    });
    const lbPort = await freePort();
    lb = `http://127.0.0.1:${lbPort}`;
    const env = {
      ...db.env,
      BRIDGE_ADMIN_KEY: ADMIN,
      WEBHOOK_TOKEN: TOKEN,
      SECRETS_KEY: randomBytes(32).toString('hex'),
      MEETING_BOT_BASE_URL: mb.url,
      MEETING_BOT_API_KEY: MB_KEY,
      STT_BASE_URL: stt.url,
      STT_API_KEY: STT_KEY,
      PUBLIC_BASE_URL: lb,
      LIVE_LEASE_MS: '1500',
      LIVE_POST_FINAL_TIMEOUT_MS: '5000',
      LOG_LEVEL: 'warn',
    };
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'live-replica-'));
      dirs.push(dataDir);
      replicas.push(await startServerProcess({ ...env, DATA_DIR: dataDir }));
    }
    const config = join(dirs[0]!, 'haproxy.cfg');
    writeFileSync(
      config,
      haproxyConfig({
        port: lbPort,
        servers: replicas.map((r, i) => ({ name: `r${i}`, address: new URL(r.url).host })),
        check: { path: '/health/live', inter: '250ms', fall: 1, rise: 2 },
      }),
    );
    haproxy = spawn('haproxy', ['-f', config, '-db'], { stdio: 'ignore' });
    await eventually(async () => {
      const res = await fetch(`${lb}/health/live`).catch(() => null);
      return res?.status === 200;
    }, 10_000);
    mb.setAccountWebhook(`${lb}/webhooks/meeting-bot/${TOKEN}`);
    stt.setAccountWebhook(`${lb}/webhooks/stt/${TOKEN}`);
  }, 90_000);
  afterAll(async () => {
    haproxy?.kill('SIGKILL');
    await Promise.all(replicas.map((r) => r.stop('SIGKILL')));
    await mb?.close();
    await stt?.close();
    await db?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a replica killed mid-meeting: the other takes the stream over, no final lost or repeated', async () => {
    const admin = { authorization: `Bearer ${ADMIN}` };
    const team = await mintTeam(lb, admin, 'replicas');
    const created = await http('POST', `${lb}/bots`, {
      headers: bearer(team.key),
      json: { meeting_url: MEET, live_transcript: true },
    });
    expect(created.status).toBe(201);
    const botId = created.body.id as string;
    const upstream = created.body.upstream_bot_id as string;
    const path = `/bots/${botId}/live-transcript`;
    const viaLb = resumingSubscriber(`${lb}${path}`, team.key);
    // One subscriber on each replica: whichever holds the stream, the other hears through
    // LISTEN/NOTIFY.
    const direct = replicas.map((r) => subscriber(`${r.url}${path}`, team.key));
    // The meeting waits at its 8th second until the replica holding it is gone.
    const life = mb.runBotLifecycle(upstream, { stepMs: 200, holdStreamAt: 8 });

    // Once the first final reached every subscriber, the replica holding the stream dies.
    await eventually(async () => [viaLb, ...direct].every((s) => s.finals.length > 0), 20_000);
    const sql = new pg.Client({ connectionString: db.url! });
    await sql.connect();
    try {
      const owner = await sql.query<{ owner: string }>(
        'SELECT owner FROM live_streams WHERE bot_id = $1',
        [botId],
      );
      const pid = Number(owner.rows[0]!.owner.split(':')[1]);
      const victim = replicas.find((r) => r.child.pid === pid)!;
      expect(victim).toBeDefined();
      await victim.stop('SIGKILL');
      const survivor = replicas.find((r) => r !== victim)!;
      mb.getBot(upstream)!.stream!.release();

      await life;
      await viaLb.done;
      const onSurvivor = direct[replicas.indexOf(survivor)]!;
      await onSurvivor.done;
      const stream = await sql.query<{ finals: number; state: string; owner_epoch: number }>(
        'SELECT finals, state, owner_epoch FROM live_streams WHERE bot_id = $1',
        [botId],
      );
      const { finals, state, owner_epoch } = stream.rows[0]!;
      expect(state).toBe('ended');
      // Taken over: a later connection of the bot, on the surviving replica.
      expect(owner_epoch).toBeGreaterThan(1);
      expect(mb.getBot(upstream)!.stream!.connects).toBeGreaterThan(1);
      // Every final once, in order, across the subscriber's connections.
      expect(viaLb.finals.map((f) => f.seq)).toEqual(
        Array.from({ length: finals }, (_, i) => i + 1),
      );
      // The survivor's own subscriber, on one connection throughout, saw the same.
      expect(onSurvivor.finals.map((f) => f.seq)).toEqual(viaLb.finals.map((f) => f.seq));
      expect(onSurvivor.connections()).toBe(1);
      // One STT session, never fed by two replicas at once.
      const sessions = await sql.query<{ upstream_id: string }>(
        `SELECT j.upstream_id FROM live_sessions s JOIN transcription_jobs j ON j.id = s.job_id
          WHERE s.bot_id = $1`,
        [botId],
      );
      expect(sessions.rows).toHaveLength(1);
      expect(stt.liveSocketsAtOnce(sessions.rows[0]!.upstream_id)).toBe(1);
      // The survivor answers for the bot, and kept its live transcript as a version.
      const bot = await http('GET', `${survivor.url}/bots/${botId}`, { headers: bearer(team.key) });
      expect(bot.body.transcripts.map((t: { source: string }) => t.source)).toContain('live');
    } finally {
      await sql.end();
    }
  }, 120_000);
});
