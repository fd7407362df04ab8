/**
 * Data-scale benchmark (`npm run bench:datascale`): a year of data for 50 teams (seed.ts) in a
 * throw-away PostgreSQL database, then, through the running bridge, p50 and p99 of every list
 * and read route, the console's overview calls, /metrics, usage reports and a sweep, each beside
 * the same call on an empty database (the ratio shows growth); the plan of every statement the
 * bridge ran meanwhile (no sequential scan of a table over 100,000 rows, no sort on disk); and an
 * offboarding of the 10,000-bot team: its duration, and the API's p99 during it against idle.
 *
 * Targets: every read p99 ≤ 50 ms and ≤ 3 × empty; offboarding ≤ 10 minutes with API p99 ≤ 2 ×
 * idle; a sweep with nothing due ≤ 100 ms.
 * Environment: BENCH_DATASCALE_SCALE (default 1 = a year at production size; 0.05 for a quick
 * look), BENCH_DATASCALE_SAMPLES (requests per route, default 200), BENCH_POSTGRES_URL.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { http } from '../../test/support/http.js';
import { checkPlans, oneLine, StatementRecorder } from '../../test/support/query-plans.js';
import { type BenchBridge, startBuiltBridge } from './bridge.js';
import { type Context, contextOf, ROUTES } from './routes.js';
import { seedYear } from './seed.js';

const SCALE = Number(process.env.BENCH_DATASCALE_SCALE ?? 1);
const SAMPLES = Number(process.env.BENCH_DATASCALE_SAMPLES ?? 200);
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const LARGE_TABLE_ROWS = 100_000;
const OFFBOARDING_LIMIT_MS = 10 * 60_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** A route is sampled SAMPLES times, or for this long (but at least 10 times) when it is slow. */
const ROUTE_BUDGET_MS = 20_000;
/** Requests before a route's samples (compiled paths, warm caches). */
const WARM_UP = 20;

async function timeRoute(c: Context, as: 'team' | 'admin', path: string, samples: number) {
  const headers = as === 'team' ? c.team : c.bridge.admin;
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < samples + WARM_UP; i++) {
    if (times.length >= 10 && performance.now() - started > ROUTE_BUDGET_MS) break;
    const t0 = performance.now();
    const res = await http('GET', `${c.bridge.url}${path}`, { headers });
    const ms = performance.now() - t0;
    if (res.status >= 400)
      throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    if (i >= WARM_UP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), n: times.length };
}

async function admin<T>(work: (client: Client) => Promise<T>, database?: string): Promise<T> {
  const url = new URL(ADMIN_URL);
  if (database) url.pathname = `/${database}`;
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A bridge on a new database; `seed` fills it before the context is read. */
async function open(name: string, seed: (client: Client) => Promise<void>) {
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  // The events' deliveries would go to the seeded endpoints' addresses: none is made. The sweep
  // runs when the benchmark asks (it is measured alone).
  const bridge = await startBuiltBridge(url.toString(), {
    EVENT_DELIVERY_CONCURRENCY: '0',
    ARCHIVE_SWEEP_INTERVAL_MS: '0',
  });
  await admin(seed, name);
  return bridge;
}

/**
 * The baseline: a nearly empty database, the same seed at 1/500 (two teams, 380 bots, 6,000
 * events): pages as full as a year's, tables a few hundred times smaller.
 */
async function seedBaseline(client: Client) {
  await seedYear(client, { scale: 0.002, teams: 2 });
}

async function measure(c: Context, database: string) {
  // What the first sweeps after the seed have to do (the usage roll-up of a year, the v1
  // transcripts' second copies) is done first: everything is measured with nothing due.
  for (let i = 0; i < 100; i++) {
    const res = await http('POST', `${c.bridge.url}/admin/archives/sweep`, {
      headers: c.bridge.admin,
    });
    const counts = Object.values(res.body.retention as Record<string, number>);
    if (res.body.exclusive_ran && counts.every((n) => n === 0)) break;
  }
  // As autovacuum would after that: the rows the sweeps deleted vacuumed, statistics anew.
  await admin((client) => client.query('VACUUM ANALYZE'), database);
  const figures = new Map<string, { p50: number; p99: number; n: number }>();
  for (const [name, as, path] of ROUTES) {
    if (path(c).includes('undefined')) continue;
    figures.set(name, await timeRoute(c, as, path(c), SAMPLES));
  }
  const sweeps: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const res = await http('POST', `${c.bridge.url}/admin/archives/sweep`, {
      headers: c.bridge.admin,
    });
    if (res.status >= 400) throw new Error(`sweep answered ${res.status}`);
    sweeps.push(performance.now() - t0);
  }
  sweeps.sort((a, b) => a - b);
  figures.set('POST /admin/archives/sweep (nothing due)', {
    p50: percentile(sweeps, 50),
    p99: sweeps.at(-1)!,
    n: sweeps.length,
  });
  return figures;
}

async function offboard(c: Context, database: string, largeTeamId: string, idleP99: number) {
  const started = performance.now();
  const res = await http('DELETE', `${c.bridge.url}/admin/teams/${largeTeamId}`, {
    headers: c.bridge.admin,
  });
  if (res.status !== 202) throw new Error(`offboarding answered ${res.status}`);
  const during: number[] = [];
  let done = false;
  const load = (async () => {
    while (!done) {
      const t0 = performance.now();
      await http('GET', `${c.bridge.url}/bots?limit=50`, { headers: c.team });
      during.push(performance.now() - t0);
      await sleep(50);
    }
  })();
  let pending = 1;
  while (performance.now() - started < OFFBOARDING_LIMIT_MS * 2) {
    await sleep(2_000);
    pending = await admin(async (client) => {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM data_deletions WHERE team_id = $1 AND state = 'pending'`,
        [largeTeamId],
      );
      return rows[0]!.n;
    }, database);
    if (pending === 0) break;
  }
  done = true;
  await load;
  during.sort((a, b) => a - b);
  const ms = performance.now() - started;
  return { ms, pending, p99: percentile(during, 99), idleP99 };
}

const fmt = (n: number) => n.toFixed(1).padStart(8);

async function main() {
  const recorder = new StatementRecorder();
  recorder.install();
  const suffix = randomBytes(4).toString('hex');
  const emptyName = `bench_datascale_empty_${suffix}`;
  const yearName = `bench_datascale_year_${suffix}`;
  let empty: BenchBridge | undefined;
  let year: BenchBridge | undefined;
  try {
    console.log(`datascale bench: scale ${SCALE}, ${SAMPLES} requests per route`);
    empty = await open(emptyName, seedBaseline);
    const emptyFigures = await measure(await contextOf(empty, 'datascale-01'), emptyName);
    await empty.close();
    empty = undefined;

    let largeTeamId = '';
    year = await open(yearName, async (client) => {
      const teams = await seedYear(client, { scale: SCALE, log: (line) => console.log(line) });
      largeTeamId = teams[0]!.id;
    });
    const c = await contextOf(year, 'datascale-01');
    recorder.recording = true;
    const yearFigures = await measure(c, yearName);
    recorder.recording = false;

    console.log(
      '\nroute                                         empty p50/p99 (ms)   year p50/p99 (ms)   p99 ratio     n',
    );
    let failed = 0;
    for (const [name, figure] of yearFigures) {
      const base = emptyFigures.get(name);
      const ratio = base ? figure.p99 / base.p99 : NaN;
      const limit = name.startsWith('POST') ? 100 : 50;
      const ok = figure.p99 <= limit && (name.startsWith('POST') || ratio <= 3);
      if (!ok) failed++;
      console.log(
        `${name.padEnd(44)} ${fmt(base?.p50 ?? NaN)}${fmt(base?.p99 ?? NaN)}   ${fmt(figure.p50)}${fmt(figure.p99)}   ${ratio.toFixed(2).padStart(6)} ${String(figure.n).padStart(5)}${ok ? '' : '  ✗'}`,
      );
    }

    const { problems, planned, timings } = await admin(async (client) => {
      const { rows } = await client.query<{ relname: string }>(
        `SELECT relname FROM pg_class WHERE relkind = 'r' AND reltuples > $1`,
        [LARGE_TABLE_ROWS],
      );
      return checkPlans(client, recorder.statements.values(), {
        large: new Set(rows.map((r) => r.relname)),
        analyze: true,
      });
    }, yearName);
    console.log(`\nplans: ${planned} statements planned, ${problems.length} problem(s)`);
    for (const p of problems) console.log(`  ${p.problem}: ${p.statement}`);
    // The queues' claims (every worker's hot statement), run alone on the year's tables.
    const claims = timings.filter((t) => /SKIP LOCKED/i.test(t.statement));
    console.log(`\nqueue claims (${claims.length}), run alone:`);
    for (const t of claims)
      console.log(`  ${t.ms.toFixed(2).padStart(8)} ms  ${oneLine(t.statement).slice(0, 140)}`);

    const idleTeam = await timeRoute(c, 'team', '/bots?limit=50', SAMPLES);
    const off = await offboard(c, yearName, largeTeamId, idleTeam.p99);
    const rate = (SCALE * 10_000) / (off.ms / 1000);
    console.log(
      `\noffboarding ${Math.round(SCALE * 10_000)} bots: ${(off.ms / 1000).toFixed(0)} s ` +
        `(${rate.toFixed(1)} bots/s${off.pending ? `, ${off.pending} still pending` : ''}); ` +
        `GET /bots p99 ${off.p99.toFixed(1)} ms during, ${off.idleP99.toFixed(1)} ms idle ` +
        `(${(off.p99 / off.idleP99).toFixed(2)}×)`,
    );
    if (off.pending || off.ms > OFFBOARDING_LIMIT_MS * SCALE || off.p99 > 2 * off.idleP99) failed++;
    console.log(
      failed || problems.length
        ? `\n${failed + problems.length} target(s) missed`
        : '\nall targets met',
    );
  } finally {
    recorder.uninstall();
    await empty?.close();
    await year?.close();
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${emptyName} WITH (FORCE)`));
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${yearName} WITH (FORCE)`));
  }
}

await main();
