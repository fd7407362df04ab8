/**
 * Sweep benchmark (`npm run bench:sweep`): N ended live sessions (1,000 then 10,000 by default)
 * archived by two bridge replicas (`node dist/src/main.js`) sharing one PostgreSQL, small audio
 * files. For each N prints the wall time from "tasks created" to "all archived", the time per
 * session, and how the work split between the replicas; then checks that every session was
 * downloaded exactly once (one GET …/file per session at the simulator, attempts = 1, the
 * replicas' archived counters add up to N) and that the time per session stays flat as N grows
 * (target: the largest N's time per session ≤ 1.25 × the smallest's).
 * Environment: BENCH_SWEEP_SIZES (default "1000,10000"), BENCH_AUDIO_BYTES (default 4096),
 * BENCH_CONCURRENCY (ARCHIVE_CONCURRENCY per replica, default 8), BENCH_POSTGRES_URL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type Child,
  createDatabase,
  endedSession,
  insertTasks,
  startBridge,
  startSimulator,
} from '../archive/support.js';

const SIZES = (process.env.BENCH_SWEEP_SIZES ?? '1000,10000').split(',').map(Number);
const AUDIO_BYTES = Number(process.env.BENCH_AUDIO_BYTES ?? 4096);
const CONCURRENCY = process.env.BENCH_CONCURRENCY ?? '8';
const FLATNESS_TARGET = 1.25;

/** Runs `work` over `items` with at most `parallel` in flight. */
async function inParallel<T, R>(items: T[], parallel: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!);
      }
    }),
  );
  return results;
}

async function archivedCounter(replica: Child): Promise<number> {
  const text = await (await fetch(`${replica.url}/metrics`)).text();
  return Number(/archive_attempts_total\{outcome="archived"\} (\d+)/.exec(text)?.[1] ?? 0);
}

async function main(): Promise<void> {
  const sttKey = `bench-${randomBytes(12).toString('hex')}`;
  const db = await createDatabase();
  const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'bench-sweep-')));
  const children: Child[] = [];
  try {
    const sim = await startSimulator(sttKey, AUDIO_BYTES);
    children.push(sim);
    const replicas: Child[] = [];
    for (const dir of dirs) {
      // Two replicas share the database; each has its own disk, like two hosts.
      const replica = await startBridge('archiver', {
        DATABASE_URL: db.url,
        DATA_DIR: dir,
        BRIDGE_ADMIN_KEY: `admin-${randomBytes(16).toString('hex')}`,
        STT_BASE_URL: sim.url,
        STT_API_KEY: sttKey,
        ARCHIVE_CONCURRENCY: CONCURRENCY,
        ARCHIVE_POLL_INTERVAL_MS: '200',
        ARCHIVE_SWEEP_INTERVAL_MS: '5000',
      });
      replicas.push(replica);
      children.push(replica);
    }
    await db.client.connect();
    console.log(
      `sweep bench: 2 replicas × ARCHIVE_CONCURRENCY=${CONCURRENCY}, ${AUDIO_BYTES}-byte files, ` +
        `PostgreSQL`,
    );

    const perSession: number[] = [];
    let failures = 0;
    for (const n of SIZES) {
      await fetch(`${sim.url}/__sim/requests`, { method: 'DELETE' });
      const ids = await inParallel(Array.from({ length: n }), 32, () =>
        endedSession(sim.url, sttKey),
      );
      const before = await Promise.all(replicas.map(archivedCounter));
      await db.client.query('DELETE FROM audio_archives');
      const started = process.hrtime.bigint();
      await insertTasks(db.client, ids);
      for (;;) {
        const { rows } = await db.client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM audio_archives WHERE state <> 'archived'`,
        );
        if (rows[0]!.n === 0) break;
        await sleep(20);
      }
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const split = (await Promise.all(replicas.map(archivedCounter))).map(
        (c, i) => c - before[i]!,
      );

      const requests = (await (await fetch(`${sim.url}/__sim/requests`)).json()) as {
        path: string;
      }[];
      const downloads = new Map<string, number>();
      for (const r of requests) {
        if (r.path.endsWith('/file')) downloads.set(r.path, (downloads.get(r.path) ?? 0) + 1);
      }
      const { rows } = await db.client.query<{ retried: number }>(
        `SELECT count(*) FILTER (WHERE attempts <> 1)::int AS retried FROM audio_archives`,
      );
      const once =
        downloads.size === n &&
        [...downloads.values()].every((c) => c === 1) &&
        rows[0]!.retried === 0 &&
        split[0]! + split[1]! === n;
      if (!once) failures++;
      perSession.push((seconds * 1000) / n);
      console.log(
        `  N=${n}: ${seconds.toFixed(2)} s, ${((seconds * 1000) / n).toFixed(3)} ms/session ` +
          `(${(n / seconds).toFixed(0)} sessions/s); replicas ${split[0]} + ${split[1]}; ` +
          `each exactly once: ${once ? 'yes' : `NO (${downloads.size} files, ${rows[0]!.retried} retried)`}`,
      );
    }
    const growth = perSession[perSession.length - 1]! / perSession[0]!;
    console.log(
      `time per session, N=${SIZES[SIZES.length - 1]} ÷ N=${SIZES[0]}: ${growth.toFixed(2)} ` +
        `(target ≤ ${FLATNESS_TARGET}) ${growth <= FLATNESS_TARGET ? 'PASS' : 'FAIL'}`,
    );
    console.log(`exactly once: ${failures === 0 ? 'PASS' : 'FAIL'}`);
  } finally {
    await Promise.all(children.map((c) => c.stop()));
    await db.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
