/**
 * The soak: three replicas of the built bridge on one PostgreSQL database and an S3-compatible
 * bucket, behind HAProxy on loopback, under a mixed load at a stated rate for a set time, with
 * one replica killed (SIGKILL, then started again) and one drained (out of the load balancer,
 * SIGTERM, started again) midway. What it measures and checks is in `SoakReport`.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import {
  startMeetingBotSimulator,
  startSttSimulator,
  type MeetingBotSimulator,
  type SttSimulator,
} from '../../simulators/index.js';
import { type EventReceiver, startEventReceiver } from '../../test/support/event-receiver.js';
import { type LocalS3, startLocalS3 } from '../../test/support/s3-server.js';
import { sseReader } from '../../test/support/sse.js';
import { uploadMultipart } from '../../test/support/streams.js';
import { freePort } from '../support/child-processes.js';
import { postgresCpuSeconds, quantile } from '../support/measure.js';
import { LoadBalancer, machineBusySeconds, Replica } from './replicas.js';

const PG_ADMIN = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const STT_KEY = 'soak-stt-key-0123456789abcdef';
const MB_KEY = 'soak-mb-key-0123456789abcdef';
const MB_SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const TEAMS = 4;
const REPLICAS = 3;
const UPLOAD_BYTES = 4 * 1024 * 1024;
/** Requests of one kind in flight at most: past it a tick is skipped (and counted). */
const MAX_IN_FLIGHT = 64;

export interface SoakOptions {
  durationSeconds: number;
  /** Multiplies every rate of `RATES`. */
  rate: number;
  /** Where the replicas' logs and the report go. */
  outDir: string;
  log?: (line: string) => void;
}

/** Requests per second of each kind at rate 1. */
export const RATES = {
  /** POST /bots (v2), a tenth of them with a live transcript and its SSE subscriber. */
  bots: 1,
  /** GET /bots/{id} of a bot made earlier. */
  botReads: 2,
  /** POST /v2/pre-recorded, then GET /v2/pre-recorded/{id} (two requests). */
  proxyJson: 4,
  /** POST /v2/upload, a streamed 4 MiB multipart body. */
  proxyUploads: 0.2,
  /** GET /events?limit=50. */
  eventReads: 1,
  /** GET /console. */
  console: 1,
};
const LIVE_SHARE = 0.1;

interface Outcome {
  family: string;
  status: number | 'error';
  /** A 5xx that the load balancer wrote (not the bridge's JSON error shape). */
  fromBalancer: boolean;
  /** A 503 of the bridge's with Retry-After: come back later (a create whose outcome is unknown). */
  retryLater?: number;
  ms: number;
  at: number;
}

export interface FamilyFigures {
  requests: number;
  byStatus: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
}

export interface ReplicaFigures {
  name: string;
  starts: number;
  cpuSeconds: number;
  /** CPU over the load window, in cores. */
  cpuCores: number;
  maxRssMiB: number;
  maxPgConnections: number;
}

export interface SoakReport {
  durationSeconds: number;
  rate: number;
  families: Record<string, FamilyFigures>;
  /** 5xx the bridge answered (its error shape), but for `retryLater`: none expected. */
  bridge5xx: number;
  /**
   * 503 with Retry-After: a create sent again whose first attempt died with its replica, before
   * the bridge can tell whether the vendor made the bot (see BOT_RECONCILE_GRACE_MS).
   */
  retryLater: number;
  /** 5xx the load balancer gave, and failed connections, while a replica was down or leaving. */
  balancer5xxDuringFaults: number;
  /** The same outside the fault windows: none expected. */
  balancer5xxOutsideFaults: number;
  skippedTicks: number;
  vendorWebhooks: { delivered: number; byStatus: Record<string, number>; perSecond: number };
  bots: {
    /** Bots whose create was answered (some after a retry with the same Idempotency-Key). */
    created: number;
    /** Bots the bridge has: one per answered create, none made twice or unknown to its client. */
    inDatabase: number;
    byStatus: Record<string, number>;
    live: number;
    perHour: number;
  };
  liveFinalsReceived: number;
  archives: {
    completedBots: number;
    completedWithoutArchive: number;
    archived: number;
    failed: number;
    bucketObjects: number;
  };
  events: {
    messages: number;
    succeeded: number;
    unfinished: number;
    webhookIdsReceived: number;
    missing: number;
    duplicates: number;
    /** Received more often than attempted, first outside a fault window: none expected. */
    duplicatesOutsideFaults: number;
    deliveriesPerSecond: number;
  };
  leftBehind: { heldLeases: number; unfinishedWork: number };
  drainExitCode: number | null;
  replicas: ReplicaFigures[];
  postgres: {
    cpuCores: number;
    transactionsPerSecond: number;
    maxConnections: number;
  };
  /** This process (the load, the simulated vendors, the bucket, the receivers), in cores. */
  harnessCores: number;
  /** The whole machine, in cores busy (of `os.availableParallelism()`). */
  machineCores: number;
  settleSeconds: number;
}

const countBy = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((acc, item) => {
    acc[key(item)] = (acc[key(item)] ?? 0) + 1;
    return acc;
  }, {});

/** Runs `tick` `perSecond` times a second (open loop), at most MAX_IN_FLIGHT at once. */
function every(
  perSecond: number,
  tick: () => Promise<void>,
  stop: AbortSignal,
  skipped: () => void,
) {
  if (perSecond <= 0) return Promise.resolve();
  const interval = 1000 / perSecond;
  let inFlight = 0;
  const running = new Set<Promise<void>>();
  return (async () => {
    let next = performance.now();
    while (!stop.aborted) {
      if (inFlight >= MAX_IN_FLIGHT) skipped();
      else {
        inFlight++;
        const p = tick()
          .catch(() => undefined)
          .finally(() => {
            inFlight--;
            running.delete(p);
          });
        running.add(p);
      }
      next += interval;
      await sleep(Math.max(0, next - performance.now()));
    }
    await Promise.all(running);
  })();
}

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  mkdirSync(options.outDir, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'bridge-soak-'));
  const cleanups: (() => Promise<unknown>)[] = [];
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  const dbName = `bridge_soak_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });
  const dbUrl = new URL(PG_ADMIN);
  dbUrl.pathname = `/${dbName}`;
  try {
    const s3: LocalS3 = await startLocalS3();
    cleanups.push(() => s3.close());
    const stt: SttSimulator = await startSttSimulator({ apiKey: STT_KEY });
    cleanups.push(() => stt.close());
    const mb: MeetingBotSimulator = await startMeetingBotSimulator({
      apiKey: MB_KEY,
      webhookSecret: MB_SECRET,
      stt: { baseUrl: stt.url, keyHeader: 'x-service-key' },
      autoLifecycle: { afterMs: 500, stepMs: 500 },
      streamSpeed: 4,
      webhookRetryDelaysMs: [500, 1_000, 2_000, 4_000, 8_000],
    });
    cleanups.push(() => mb.close());
    const receiver: EventReceiver = await startEventReceiver();
    cleanups.push(() => receiver.close());

    const lb = new LoadBalancer(await freePort(), work);
    const token = randomBytes(16).toString('hex');
    const adminKey = `admin-${randomBytes(24).toString('hex')}`;
    const shared = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_POOL_SIZE: '10',
      ...s3.env,
      BRIDGE_ADMIN_KEY: adminKey,
      WEBHOOK_TOKEN: token,
      SECRETS_KEY: randomBytes(32).toString('hex'),
      PUBLIC_BASE_URL: lb.url,
      STT_BASE_URL: stt.url,
      STT_API_KEY: STT_KEY,
      MEETING_BOT_BASE_URL: mb.url,
      MEETING_BOT_API_KEY: MB_KEY,
      MEETING_BOT_API_VERSION: 'v2',
      MEETING_BOT_WEBHOOK_SECRET: MB_SECRET,
      OUTBOUND_ALLOW_PRIVATE: 'true',
      EVENT_ENDPOINT_ALLOW_PRIVATE: 'true',
      // A create cut by a replica's death is settled within the run, not after 5 minutes.
      BOT_RECONCILE_GRACE_MS: '15000',
      BOT_RECONCILE_INTERVAL_MS: '5000',
    };
    const replicas: Replica[] = [];
    for (let i = 0; i < REPLICAS; i++) {
      const url = new URL(dbUrl);
      url.searchParams.set('application_name', `r${i}`);
      const dataDir = join(work, `r${i}`);
      mkdirSync(dataDir);
      replicas.push(
        new Replica(
          `r${i}`,
          await freePort(),
          { ...shared, DATABASE_URL: url.toString(), DATA_DIR: dataDir },
          join(options.outDir, `replica-r${i}.log`),
        ),
      );
    }
    // The first migrates; the others find nothing pending.
    await replicas[0]!.start();
    await Promise.all(replicas.slice(1).map((r) => r.start()));
    cleanups.push(() => Promise.all(replicas.map((r) => r.stop())));
    await lb.start(replicas);
    cleanups.push(() => lb.stop());
    mb.setAccountWebhook(`${lb.url}/webhooks/meeting-bot/${token}`);
    stt.setAccountWebhook(`${lb.url}/webhooks/stt/${token}`);
    log(`soak: ${REPLICAS} replicas behind HAProxy at ${lb.url}, ${options.durationSeconds} s`);

    // Teams, each with a key and an endpoint on the receiver.
    const json = { 'content-type': 'application/json' };
    const asAdmin = { authorization: `Bearer ${adminKey}`, ...json };
    const teams: { key: string; headers: Record<string, string> }[] = [];
    for (let i = 0; i < TEAMS; i++) {
      const team = (await (
        await fetch(`${lb.url}/admin/teams`, {
          method: 'POST',
          headers: asAdmin,
          body: JSON.stringify({ name: `soak-${i}` }),
        })
      ).json()) as { id: string };
      const minted = (await (
        await fetch(`${lb.url}/admin/teams/${team.id}/keys`, {
          method: 'POST',
          headers: asAdmin,
          body: JSON.stringify({ name: `soak-${i}-svc` }),
        })
      ).json()) as { key: string };
      const headers = { authorization: `Bearer ${minted.key}`, ...json };
      const endpoint = await fetch(`${lb.url}/webhook-endpoints`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ url: `${receiver.url}/team-${i}` }),
      });
      if (endpoint.status !== 201) throw new Error(`endpoint: ${endpoint.status}`);
      teams.push({ key: minted.key, headers });
    }

    // The load.
    const outcomes: Outcome[] = [];
    const faultWindows: [number, number][] = [];
    let skipped = 0;
    const bots: { id: string; team: number }[] = [];
    let liveFinals = 0;
    let liveBots = 0;
    const sseRequests = new Set<ReturnType<typeof request>>();
    const pick = () => Math.floor(Math.random() * TEAMS);
    const call = async (family: string, url: string, init: RequestInit = {}) => {
      const started = performance.now();
      try {
        const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
        const body = await res.text();
        const fromBalancer =
          res.status >= 500 && !res.headers.get('content-type')?.includes('json');
        const retryAfter = res.headers.get('retry-after');
        const retryLater =
          !fromBalancer && res.status === 503 && retryAfter ? Number(retryAfter) : undefined;
        outcomes.push({
          family,
          status: res.status,
          fromBalancer,
          retryLater,
          ms: performance.now() - started,
          at: Date.now(),
        });
        return { status: res.status, body, retryLater };
      } catch {
        outcomes.push({ family, status: 'error', fromBalancer: true, ms: 0, at: Date.now() });
        return null;
      }
    };
    /** A live transcript's subscriber, resuming by Last-Event-ID until the stream's end. */
    const subscribe = (botId: string, team: number) => {
      let last: string | undefined;
      let attempts = 0;
      const connect = () => {
        if (++attempts > 20) return;
        const headers: Record<string, string> = {
          accept: 'text/event-stream',
          authorization: `Bearer ${teams[team]!.key}`,
        };
        if (last) headers['last-event-id'] = last;
        let done = false;
        const again = () => {
          sseRequests.delete(req);
          if (!done) setTimeout(connect, 500);
        };
        const req = request(`${lb.url}/bots/${botId}/live-transcript`, { headers }, (res) => {
          if (res.statusCode !== 200) return void (res.resume(), again());
          res.setEncoding('utf8');
          res.on(
            'data',
            sseReader(({ fields }) => {
              if (fields.event === 'final') {
                liveFinals++;
                last = fields.id;
              }
              if (fields.event === 'end') done = true;
            }),
          );
          res.on('end', again);
          res.on('error', again);
        });
        req.on('error', again);
        sseRequests.add(req);
        req.end();
      };
      connect();
    };
    const stop = new AbortController();
    const r = options.rate;
    const count = () => void skipped++;
    const load = [
      every(
        RATES.bots * r,
        async () => {
          const team = pick();
          const live = Math.random() < LIVE_SHARE;
          const code = randomBytes(6).toString('hex');
          const init = {
            method: 'POST',
            // As a careful client does: a create whose answer was lost (a replica died under it)
            // is sent again with the same key, and the bridge answers with the bot it made.
            headers: {
              ...teams[team]!.headers,
              'idempotency-key': randomBytes(12).toString('hex'),
            },
            body: JSON.stringify({
              meeting_url: `https://meet.google.com/${code.slice(0, 3)}-${code.slice(3, 7)}-${code.slice(7)}`,
              ...(live ? { live_transcript: true } : {}),
            }),
          };
          let answer = await call('bots.create', `${lb.url}/bots`, init);
          const again = (a: typeof answer) => !a || a.status >= 500 || a.status === 409;
          for (let retry = 0; retry < 10 && again(answer); retry++) {
            // The bridge's Retry-After when it gave one (BOT_RECONCILE_GRACE_MS at most).
            await sleep((answer?.retryLater ?? 1) * 1000);
            answer = await call('bots.create', `${lb.url}/bots`, init);
          }
          if (answer?.status !== 201 && answer?.status !== 200) return;
          const id = (JSON.parse(answer.body) as { id: string }).id;
          if (bots.some((bot) => bot.id === id)) return;
          bots.push({ id, team });
          if (live) {
            liveBots++;
            subscribe(id, team);
          }
        },
        stop.signal,
        count,
      ),
      every(
        RATES.botReads * r,
        async () => {
          const bot = bots[Math.floor(Math.random() * bots.length)];
          if (bot)
            await call('bots.read', `${lb.url}/bots/${bot.id}`, {
              headers: teams[bot.team]!.headers,
            });
        },
        stop.signal,
        count,
      ),
      every(
        RATES.proxyJson * r,
        async () => {
          const team = teams[pick()]!;
          const created = await call('proxy.json', `${lb.url}/v2/pre-recorded`, {
            method: 'POST',
            headers: team.headers,
            body: JSON.stringify({ audio_url: 'https://audio.example/soak.wav' }),
          });
          if (created?.status !== 201) return;
          const { id } = JSON.parse(created.body) as { id: string };
          await call('proxy.json', `${lb.url}/v2/pre-recorded/${id}`, { headers: team.headers });
        },
        stop.signal,
        count,
      ),
      every(
        RATES.proxyUploads * r,
        async () => {
          const team = teams[pick()]!;
          const started = performance.now();
          try {
            const { status } = await uploadMultipart(
              `${lb.url}/v2/upload`,
              { authorization: team.headers.authorization! },
              UPLOAD_BYTES,
            );
            outcomes.push({
              family: 'proxy.upload',
              status,
              fromBalancer: status >= 500,
              ms: performance.now() - started,
              at: Date.now(),
            });
          } catch {
            outcomes.push({
              family: 'proxy.upload',
              status: 'error',
              fromBalancer: true,
              ms: 0,
              at: Date.now(),
            });
          }
        },
        stop.signal,
        count,
      ),
      every(
        RATES.eventReads * r,
        async () => {
          await call('events.read', `${lb.url}/events?limit=50`, {
            headers: teams[pick()]!.headers,
          });
        },
        stop.signal,
        count,
      ),
      every(
        RATES.console * r,
        async () => void (await call('console', `${lb.url}/console`)),
        stop.signal,
        count,
      ),
    ];

    // Samples: each replica's CPU and memory, PostgreSQL's connections per replica, every second.
    const loadStarted = Date.now();
    const pgCpuAtStart = postgresCpuSeconds();
    const machineAtStart = machineBusySeconds();
    const harnessAtStart = process.cpuUsage();
    const xactAt = async () =>
      Number(
        (
          await admin.query<{ n: string }>(
            'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1',
            [dbName],
          )
        ).rows[0]!.n,
      );
    const xactAtStart = await xactAt();
    const figures = new Map(
      replicas.map((rep) => [
        rep.name,
        { cpuSeconds: 0, lastCpu: rep.usage()?.cpuSeconds ?? 0, maxRss: 0, maxConnections: 0 },
      ]),
    );
    let maxPgConnections = 0;
    const sampling = (async () => {
      while (!stop.signal.aborted) {
        for (const rep of replicas) {
          const f = figures.get(rep.name)!;
          const now = rep.usage();
          if (now) {
            // A restarted process counts from zero again.
            f.cpuSeconds +=
              now.cpuSeconds >= f.lastCpu ? now.cpuSeconds - f.lastCpu : now.cpuSeconds;
            f.lastCpu = now.cpuSeconds;
            f.maxRss = Math.max(f.maxRss, now.rssBytes);
          } else f.lastCpu = 0;
        }
        const rows = (
          await admin.query<{ app: string; n: string }>(
            'SELECT application_name AS app, count(*) AS n FROM pg_stat_activity WHERE datname = $1 GROUP BY 1',
            [dbName],
          )
        ).rows;
        let total = 0;
        for (const row of rows) {
          total += Number(row.n);
          const f = figures.get(row.app);
          if (f) f.maxConnections = Math.max(f.maxConnections, Number(row.n));
        }
        maxPgConnections = Math.max(maxPgConnections, total);
        await sleep(1_000);
      }
    })();

    // The faults, midway: a replica killed and started again, then one drained.
    const duration = options.durationSeconds * 1000;
    let drainExitCode: number | null = null;
    const faults = (async () => {
      await sleep(duration * 0.4);
      const killed = replicas[1]!;
      const killedAt = Date.now();
      log(`soak: SIGKILL ${killed.name}`);
      await killed.kill();
      await sleep(3_000);
      await killed.start();
      // Until HAProxy's checks see it again (rise 2 × 1 s) and a margin.
      faultWindows.push([killedAt, Date.now() + 3_000]);
      log(`soak: ${killed.name} started again`);
      await sleep(duration * 0.25);
      const drained = replicas[2]!;
      const drainedAt = Date.now();
      log(`soak: draining ${drained.name}`);
      await lb.setState(drained, 'drain');
      // Kubernetes' preStop pause: the balancer sends it nothing new, what it serves finishes.
      await sleep(5_000);
      drainExitCode = await drained.terminate();
      log(`soak: ${drained.name} stopped (exit ${drainExitCode}); starting it again`);
      await drained.start();
      await lb.setState(drained, 'ready');
      faultWindows.push([drainedAt, Date.now() + 3_000]);
    })();

    await sleep(duration);
    stop.abort();
    await Promise.all([...load, faults, sampling]);
    const loadSeconds = (Date.now() - loadStarted) / 1000;
    const pgCpu = postgresCpuSeconds() - pgCpuAtStart;
    const machineCpu = machineBusySeconds() - machineAtStart;
    const harness = process.cpuUsage(harnessAtStart);
    const transactions = (await xactAt()) - xactAtStart;
    log(`soak: load stopped after ${loadSeconds.toFixed(0)} s; waiting for the work to settle`);

    // Settling: every bot over, every archive and message done, every vendor event processed.
    const db = new pg.Client({ connectionString: dbUrl.toString() });
    await db.connect();
    cleanups.push(() => db.end());
    const one = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]!.n);
    const settleStarted = Date.now();
    const UNFINISHED = `SELECT
      (SELECT count(*) FROM bots WHERE status NOT IN ('complete', 'failed'))
      + (SELECT count(*) FROM audio_archives WHERE state IN ('pending', 'in_progress'))
      + (SELECT count(*) FROM webhook_messages WHERE status = 'pending')
      + (SELECT count(*) FROM webhook_events WHERE processed_at IS NULL)
      + (SELECT count(*) FROM live_streams WHERE ended_at IS NULL) AS n`;
    while (Date.now() - settleStarted < 180_000 && (await one(UNFINISHED)) > 0) await sleep(1_000);
    await mb.webhooksIdle();
    for (const req of sseRequests) req.destroy();
    const settleSeconds = (Date.now() - settleStarted) / 1000;

    // The checks.
    const heldLeases = await one(`SELECT
      (SELECT count(*) FROM audio_archives WHERE lease_expires_at > now())
      + (SELECT count(*) FROM webhook_messages WHERE lease_expires_at > now())
      + (SELECT count(*) FROM webhook_events WHERE lease_expires_at > now())
      + (SELECT count(*) FROM data_deletions WHERE lease_expires_at > now())
      + (SELECT count(*) FROM live_streams WHERE feeding_until > now()) AS n`);
    const unfinishedWork = await one(UNFINISHED);
    const botStatuses = (
      await db.query<{ status: string; n: string }>(
        'SELECT status, count(*) AS n FROM bots GROUP BY 1',
      )
    ).rows;
    const completedBots = await one(`SELECT count(*) AS n FROM bots WHERE status = 'complete'`);
    const botsInDatabase = await one('SELECT count(*) AS n FROM bots');
    const completedWithoutArchive = await one(`SELECT count(*) AS n FROM bots b
      WHERE b.status = 'complete' AND NOT EXISTS (SELECT 1 FROM audio_archives a
        WHERE a.bot_id = b.id AND a.media = 'audio' AND a.state = 'archived')`);
    const archived = await one(`SELECT count(*) AS n FROM audio_archives WHERE state = 'archived'`);
    const archiveFailed = await one(
      `SELECT count(*) AS n FROM audio_archives WHERE state = 'failed'`,
    );
    const bucketObjects = await countObjects(s3);
    const messages = await one('SELECT count(*) AS n FROM webhook_messages');
    const succeeded = await one(
      `SELECT count(*) AS n FROM webhook_messages WHERE status = 'succeeded'`,
    );
    const messageIds = (
      await db.query<{ id: string }>(`SELECT id FROM webhook_messages WHERE status = 'succeeded'`)
    ).rows.map((row) => row.id);
    const inWindow = (at: number) => faultWindows.some(([from, to]) => at >= from && at <= to);
    const received = countBy(receiver.received, (e) => String(e.headers['webhook-id']));
    const missing = messageIds.filter((id) => !received[id]).length;
    const duplicates = Object.values(received).reduce((sum, n) => sum + (n - 1), 0);
    const firstReceived = new Map<string, number>();
    for (const e of receiver.received) {
      const id = String(e.headers['webhook-id']);
      firstReceived.set(id, Math.min(firstReceived.get(id) ?? Infinity, e.at));
    }
    // A message received again after an attempt that failed for the bridge (the answer came too
    // late, say) is a retry, as the delivery log shows; one received more often than it was
    // attempted was sent without being recorded: only a replica's death explains that.
    const attemptCounts = new Map(
      (
        await db.query<{ id: string; n: string }>(
          'SELECT message_id AS id, count(*) AS n FROM webhook_attempts GROUP BY 1',
        )
      ).rows.map((row) => [row.id, Number(row.n)]),
    );
    const duplicatesOutsideFaults = Object.entries(received).filter(
      ([id, n]) => n > (attemptCounts.get(id) ?? 0) && !inWindow(firstReceived.get(id)!),
    ).length;
    const balancer = outcomes.filter(
      (o) => o.fromBalancer && (o.status === 'error' || o.status >= 500),
    );
    const families: Record<string, FamilyFigures> = {};
    for (const family of new Set(outcomes.map((o) => o.family))) {
      const list = outcomes.filter((o) => o.family === family);
      const ok = list.filter((o) => o.status !== 'error').map((o) => o.ms);
      families[family] = {
        requests: list.length,
        byStatus: countBy(list, (o) => String(o.status)),
        p50Ms: ok.length ? quantile(ok, 0.5) : 0,
        p99Ms: ok.length ? quantile(ok, 0.99) : 0,
      };
    }
    const vendorDeliveries = [...mb.deliveries, ...stt.deliveries];
    return {
      durationSeconds: loadSeconds,
      rate: options.rate,
      families,
      bridge5xx: outcomes.filter(
        (o) => !o.fromBalancer && !o.retryLater && typeof o.status === 'number' && o.status >= 500,
      ).length,
      retryLater: outcomes.filter((o) => o.retryLater).length,
      balancer5xxDuringFaults: balancer.filter((o) => inWindow(o.at)).length,
      balancer5xxOutsideFaults: balancer.filter((o) => !inWindow(o.at)).length,
      skippedTicks: skipped,
      vendorWebhooks: {
        delivered: vendorDeliveries.length,
        byStatus: countBy(vendorDeliveries, (d) => String(d.status ?? 'error')),
        perSecond: vendorDeliveries.length / loadSeconds,
      },
      bots: {
        created: bots.length,
        inDatabase: botsInDatabase,
        byStatus: Object.fromEntries(botStatuses.map((row) => [row.status, Number(row.n)])),
        live: liveBots,
        perHour: (bots.length / loadSeconds) * 3600,
      },
      liveFinalsReceived: liveFinals,
      archives: {
        completedBots,
        completedWithoutArchive,
        archived,
        failed: archiveFailed,
        bucketObjects,
      },
      events: {
        messages,
        succeeded,
        unfinished: messages - succeeded,
        webhookIdsReceived: Object.keys(received).length,
        missing,
        duplicates,
        duplicatesOutsideFaults,
        deliveriesPerSecond: receiver.received.length / loadSeconds,
      },
      leftBehind: { heldLeases, unfinishedWork },
      drainExitCode,
      replicas: replicas.map((rep) => {
        const f = figures.get(rep.name)!;
        return {
          name: rep.name,
          starts: rep.starts,
          cpuSeconds: f.cpuSeconds,
          cpuCores: f.cpuSeconds / loadSeconds,
          maxRssMiB: f.maxRss / 1024 / 1024,
          maxPgConnections: f.maxConnections,
        };
      }),
      postgres: {
        cpuCores: pgCpu / loadSeconds,
        transactionsPerSecond: transactions / loadSeconds,
        maxConnections: maxPgConnections,
      },
      harnessCores: (harness.user + harness.system) / 1e6 / loadSeconds,
      machineCores: machineCpu / loadSeconds,
      settleSeconds,
    };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
}

/** Objects in the test bucket. */
async function countObjects(s3: LocalS3): Promise<number> {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.env.S3_REGION!,
    forcePathStyle: true,
    credentials: {
      accessKeyId: s3.env.S3_ACCESS_KEY_ID!,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY!,
    },
  });
  let count = 0;
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }),
    );
    count += page.KeyCount ?? 0;
    token = page.NextContinuationToken;
  } while (token);
  client.destroy();
  return count;
}
