// Sustained webhook acceptance on PostgreSQL: the built bridge (`node dist/src/main.js`) against a
// bare node:http + pg server doing the same INSERT, same load generator, same run.
// Usage: npm run bench:webhooks [-- --rate 2000 --seconds 20 --replays 0.1]
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { EventMix } from './events.js';
import { closedLoop, openLoop, percentile, type Result } from './load.js';
import { BRIDGE_ARGS } from '../support/bridge-command.js';

const ROOT = join(import.meta.dirname, '..', '..');
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const TOKEN = randomBytes(16).toString('hex');
const MB_HEADER = 'x-meeting-baas-api-key';
const MB_KEY = randomBytes(16).toString('hex');

const { values: opts } = parseArgs({
  options: {
    rate: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '20' },
    replays: { type: 'string', default: '0.1' },
    connections: { type: 'string', default: '64' },
  },
});
const RATE = Number(opts.rate);
const SECONDS = Number(opts.seconds);
const REPLAYS = Number(opts.replays);
const CONNECTIONS = Number(opts.connections);

async function sql<T>(url: string, text: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bridge_bench_${randomBytes(6).toString('hex')}`;
  await sql(ADMIN_URL, `CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const migrated = await run([join(ROOT, 'dist', 'src', 'cli', 'main.js'), 'db', 'migrate'], {
    DATABASE_URL: url.toString(),
  });
  if (migrated !== 0) throw new Error('db migrate failed');
  return {
    url: url.toString(),
    drop: async () => void (await sql(ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

function run(args: string[], env: Record<string, string>): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: 'ignore',
    });
    child.on('exit', resolve);
  });
}

async function waitReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} not ready within 30 s`);
}

function startServer(kind: 'bridge' | 'baseline', databaseUrl: string, port: number) {
  const args =
    kind === 'bridge'
      ? BRIDGE_ARGS
      : ['--import', 'tsx', join(import.meta.dirname, 'baseline-server.ts')];
  const unused = 'http://127.0.0.1:9';
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    // Production settings; vendors are never called on this path.
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      WEBHOOK_TOKEN: TOKEN,
      STT_BASE_URL: unused,
      STT_API_KEY: 'unused',
      MEETING_BOT_BASE_URL: unused,
      MEETING_BOT_API_KEY: MB_KEY,
      BRIDGE_ADMIN_KEY: randomBytes(24).toString('hex'),
    },
    // Logs go to a pipe that is read (like a log shipper would), errors are kept for the report.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.resume();
  let errors = '';
  child.stderr!.on('data', (c: Buffer) => (errors = (errors + c.toString()).slice(-2000)));
  return { child, errors: () => errors };
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const rate = (r: Result) => r.ok / r.seconds;
const p = (r: Result, q: number) =>
  percentile(
    [...r.latenciesMs].sort((a, b) => a - b),
    q,
  );

interface Phase {
  result: Result;
  /** Seconds until every stored event was processed after the phase (bridge only). */
  drain: number | null;
}

interface Measured {
  name: string;
  phases: Record<'warmup' | 'saturation' | 'headroom' | 'target', Phase>;
  headroomRate: number;
  /** Requests/s of GET /health/live: what the HTTP stack alone allows (bridge only). */
  floor: number | null;
  rows: number;
  distinct: number;
}

/** Processing runs behind acceptance: waits (bounded) until it has caught up. */
async function drained(url: string): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < 180_000) {
    const [{ n }] = await sql<{ n: string }>(
      url,
      'SELECT count(*) AS n FROM webhook_events WHERE processed_at IS NULL',
    );
    if (Number(n) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return (Date.now() - start) / 1000;
}

async function measure(kind: 'bridge' | 'baseline', port: number): Promise<Measured> {
  const db = await freshDatabase();
  const { child, errors } = startServer(kind, db.url, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitReady(kind === 'bridge' ? `${base}/health/ready` : base, child).catch((e: Error) => {
      throw new Error(`${kind}: ${e.message}\n${errors()}`);
    });
    const mix = new EventMix(TOKEN, MB_HEADER, MB_KEY, REPLAYS);
    const phase = async (load: () => Promise<Result>): Promise<Phase> => {
      const result = await load();
      return { result, drain: kind === 'bridge' ? await drained(db.url) : null };
    };
    // Every phase starts with nothing left to process; every event sent counts below.
    const warmup = await phase(() => closedLoop(base, mix.next, 16, 3));
    const saturation = await phase(() => closedLoop(base, mix.next, CONNECTIONS, 8));
    const headroomRate = Math.max(
      50,
      Math.round((saturation.result.ok / saturation.result.seconds) * 0.5),
    );
    const headroom = await phase(() => openLoop(base, mix.next, headroomRate, 10));
    const target = await phase(() => openLoop(base, mix.next, RATE, SECONDS));
    const live = { method: 'GET', path: '/health/live', body: '', headers: {} };
    const floor = kind === 'bridge' ? await closedLoop(base, () => live, CONNECTIONS, 5) : null;
    const [{ n }] = await sql<{ n: string }>(db.url, 'SELECT count(*) AS n FROM webhook_events');
    return {
      name: kind,
      phases: { warmup, saturation, headroom, target },
      headroomRate,
      floor: floor && rate(floor),
      rows: Number(n),
      distinct: mix.distinct,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) =>
      child.exitCode !== null ? resolve(null) : child.on('exit', resolve),
    );
    await db.drop();
  }
}

function report(m: Measured): void {
  const { saturation, headroom, target } = m.phases;
  const drain = (ph: Phase) => (ph.drain === null ? '' : `, processed ${fmt(ph.drain)} s later`);
  console.log(`\n${m.name}`);
  console.log(
    `  max (closed loop, ${CONNECTIONS} conns): ${fmt(rate(saturation.result), 0)} ev/s, ` +
      `p99 ${fmt(p(saturation.result, 99))} ms${drain(saturation)}`,
  );
  console.log(
    `  at half the max (${m.headroomRate}/s, open loop): ${fmt(rate(headroom.result), 0)} ev/s, ` +
      `p50 ${fmt(p(headroom.result, 50))} ms, p99 ${fmt(p(headroom.result, 99))} ms${drain(headroom)}`,
  );
  console.log(
    `  at the target (${RATE}/s, open loop): ${fmt(rate(target.result), 0)} ev/s, ` +
      `p50 ${fmt(p(target.result, 50))} ms, p99 ${fmt(p(target.result, 99))} ms${drain(target)}`,
  );
  if (m.floor !== null) {
    console.log(`  HTTP stack alone (GET /health/live, closed loop): ${fmt(m.floor, 0)} req/s`);
  }
  console.log(`  rows ${m.rows}, distinct events sent ${m.distinct}`);
}

async function main(): Promise<void> {
  console.log(
    `webhook acceptance on PostgreSQL: ${REPLAYS * 100} % replays; target ${RATE}/s for ${SECONDS} s`,
  );
  const baseline = await measure('baseline', 39_001);
  report(baseline);
  const bridge = await measure('bridge', 39_002);
  report(bridge);

  const all = Object.values(bridge.phases).map((ph) => ph.result);
  const sum = (f: (r: Result) => number) => all.reduce((n, r) => n + f(r), 0);
  const replays = sum((r) => r.sent) - bridge.distinct;
  const [x, b] = [bridge.phases, baseline.phases];
  console.log(
    `\nratio bridge/baseline: max ${fmt(rate(x.saturation.result) / rate(b.saturation.result), 2)}×; ` +
      `at the target rate ${fmt(rate(x.target.result) / rate(b.target.result), 2)}× throughput, ` +
      `p99 ${fmt(p(x.target.result, 99))} vs ${fmt(p(b.target.result, 99))} ms`,
  );
  const checks: [string, boolean][] = [
    [
      `sustained ≥ 2000 ev/s: ${fmt(rate(x.target.result), 0)}`,
      RATE >= 2000 && rate(x.target.result) >= 2000 * 0.98,
    ],
    [
      `p99 ≤ 50 ms at the target rate: ${fmt(p(x.target.result, 99))}`,
      p(x.target.result, 99) <= 50,
    ],
    [
      `none lost: rows ${bridge.rows} = distinct events ${bridge.distinct}, ` +
        `${sum((r) => r.errors)} errors`,
      bridge.rows === bridge.distinct && sum((r) => r.errors) === 0,
    ],
    [
      `replays deduplicated: ${replays} replays, ${sum((r) => r.duplicate)} answered duplicate, ` +
        `${sum((r) => r.accepted)} accepted`,
      sum((r) => r.duplicate) === replays && sum((r) => r.accepted) === bridge.distinct,
    ],
  ];
  for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`);
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
}

await main();
