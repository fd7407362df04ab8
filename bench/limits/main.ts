/**
 * Limits benchmark (`npm run bench:limits`): what the limit checks cost on the hot paths, each
 * measured against a baseline in the same run, the bridge a compiled child process on loopback.
 *   - STT proxy throughput (`GET /v2/live/{id}`, 64 connections, closed loop) of a team with
 *     `requests_per_minute` set (counted and checked on every request) ÷ a bare Node
 *     pass-through proxy in front of the same simulator                          (target ≥ 0.8)
 *     — and, for reference, of a team without limits.
 *   - `POST /bots` p99 at a fixed rate: a team with `max_active_bots` and `bots_per_day` set
 *     against a team without limits, taking turns on the same connections      (growth ≤ 2 ms)
 * Environment: BENCH_SECONDS (per measurement, default 8), BENCH_ROUNDS (default 3),
 * BENCH_BOT_RATE (POST /bots per second, default 25), BENCH_DATABASE_URL (PostgreSQL; default
 * embedded PGlite).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, runLoad, type Target } from '../proxy/load.js';
import { fetchJson, type Service, startProxyStack, stopProxyStack } from '../proxy/processes.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BOT_RATE = Number(process.env.BENCH_BOT_RATE ?? 25);
const CONNECTIONS = 64;
const JOBS = 64;
/** Never reached in the run, so every request is counted and checked, none refused. */
const HIGH = 1_000_000_000;

const ms = (us: number) => (us / 1000).toFixed(2);
const median = (values: number[]) => percentile(Float64Array.from(values).sort(), 50);

async function main(): Promise<void> {
  const sttKey = `bench-${randomBytes(16).toString('hex')}`;
  const adminKey = `admin-${randomBytes(24).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-limits-'));
  const services: Service[] = [];
  try {
    const { bare, bridgeUrl } = await startProxyStack(
      services,
      { stt: sttKey, admin: adminKey },
      dataDir,
      { BOT_ALLOWED_HOSTS: 'meet.google.com' },
    );

    const admin = { authorization: `Bearer ${adminKey}`, 'content-type': 'application/json' };
    const team = async (name: string, limits?: Record<string, number>) => {
      const created = await fetchJson(`${bridgeUrl}/admin/teams`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ name: `${name}-${randomBytes(3).toString('hex')}` }),
      });
      if (limits) {
        await fetchJson(`${bridgeUrl}/admin/teams/${created.id}`, {
          method: 'PATCH',
          headers: admin,
          body: JSON.stringify({ limits }),
        });
      }
      const { key } = await fetchJson(`${bridgeUrl}/admin/teams/${created.id}/keys`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ name: 'bench' }),
      });
      return { authorization: `Bearer ${key}` };
    };
    const limited = await team('limited', {
      requests_per_minute: HIGH,
      max_active_bots: HIGH,
      bots_per_day: HIGH,
    });
    const free = await team('free');

    // Live jobs of the limited team (the free team reads them through the bare proxy's key swap
    // as well as the bridge: the bridge answers only the owner, so each reads its own).
    const jobsOf = async (headers: Record<string, string>) => {
      const paths: string[] = [];
      for (let i = 0; i < JOBS; i++) {
        const job = await fetchJson(`${bridgeUrl}/v2/live`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ model: 'fast' }),
        });
        paths.push(`/v2/live/${job.id}`);
      }
      return paths;
    };
    const limitedPaths = await jobsOf(limited);
    const freePaths = await jobsOf(free);
    const targets: Record<string, { target: Target; paths: string[] }> = {
      bare: {
        target: { baseUrl: bare.ready.url as string, headers: limited },
        paths: limitedPaths,
      },
      'bridge, no limits': { target: { baseUrl: bridgeUrl, headers: free }, paths: freePaths },
      'bridge, requests_per_minute': {
        target: { baseUrl: bridgeUrl, headers: limited },
        paths: limitedPaths,
      },
    };
    const throughput = async (name: string, durationMs: number) => {
      const { target, paths } = targets[name]!;
      const [result] = await runLoad({
        targets: [target],
        paths,
        connections: CONNECTIONS,
        durationMs,
      });
      if (result!.errors) throw new Error(`${name}: ${result!.errors} failed requests`);
      return result!;
    };

    console.log(`warming up (${CONNECTIONS} connections, GET /v2/live/{id}) …`);
    for (const name of Object.keys(targets)) await throughput(name, 2000);
    console.log(`\nthroughput, closed loop, ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s:`);
    const best: Record<string, number> = {};
    for (let round = 1; round <= ROUNDS; round++) {
      for (const name of Object.keys(targets)) {
        const result = await throughput(name, SECONDS * 1000);
        best[name] = Math.max(best[name] ?? 0, result.perSecond);
        console.log(
          `  round ${round} ${name.padEnd(28)} ${result.perSecond.toFixed(0).padStart(7)} req/s  ` +
            `p50 ${ms(percentile(result.latencies, 50))} ms  p99 ${ms(percentile(result.latencies, 99))} ms`,
        );
      }
    }

    const meeting = JSON.stringify({ meeting_url: 'https://meet.google.com/abc-defg-hij' });
    console.log(
      `\nPOST /bots at ${BOT_RATE}/s over 16 connections, the two teams in turn, ${ROUNDS} × ${SECONDS} s:`,
    );
    const growth: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const [plain, checked] = await runLoad({
        targets: [
          { baseUrl: bridgeUrl, headers: free, body: meeting },
          { baseUrl: bridgeUrl, headers: limited, body: meeting },
        ],
        paths: ['/bots'],
        connections: 16,
        durationMs: SECONDS * 1000,
        rate: BOT_RATE,
      });
      if (plain!.errors || checked!.errors) throw new Error('POST /bots failed');
      const p99 = [percentile(plain!.latencies, 99), percentile(checked!.latencies, 99)];
      growth.push(p99[1]! - p99[0]!);
      console.log(
        `  round ${round}  no limits p50 ${ms(percentile(plain!.latencies, 50))} p99 ${ms(p99[0]!)}  |  ` +
          `limits p50 ${ms(percentile(checked!.latencies, 50))} p99 ${ms(p99[1]!)} ms`,
      );
    }

    const ratio = best['bridge, requests_per_minute']! / best.bare!;
    const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
    console.log('\nsummary:');
    console.log(
      `  throughput with requests_per_minute ÷ bare proxy  ${ratio.toFixed(2)}×  (target ≥ 0.80) ${verdict(ratio >= 0.8)}`,
    );
    console.log(
      `  throughput without limits ÷ bare proxy            ${(best['bridge, no limits']! / best.bare!).toFixed(2)}×`,
    );
    console.log(
      `  POST /bots p99 growth with limits (median round)  ${ms(median(growth))} ms  (target ≤ 2 ms) ${verdict(median(growth) <= 2000)}`,
    );
  } finally {
    await stopProxyStack(services, dataDir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
