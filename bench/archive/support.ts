/** What the archive and sweep benchmarks share: child processes, a throw-away database, RSS. */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort, stopChild } from '../support/child-processes.js';
import { type Pool, poolBridgeArgs } from '../support/bridge-command.js';

export const ROOT = join(import.meta.dirname, '..', '..');
const READY_TIMEOUT_MS = 120_000;

/** PostgreSQL server on which the benchmark creates (and drops) its own database. */
export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export interface Child {
  pid: number;
  url: string;
  stop(): Promise<void>;
}

/** The STT simulator in its own process (it prints its URLs as one JSON line). */
export async function startSimulator(sttKey: string, audioSize?: number): Promise<Child> {
  const args = [join(ROOT, 'dist/simulators/cli.js'), '--stt-key', sttKey];
  if (audioSize !== undefined) args.push('--audio-size', String(audioSize));
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`simulator exited with ${code}`)));
  });
  child.stdout.resume();
  const { stt } = JSON.parse(line) as { stt: string };
  return { pid: child.pid!, url: stt, stop: () => stopChild(child, 20_000) };
}

/**
 * `node dist/src/main.js` as the Kubernetes `pool` runs it (the pool whose work the benchmark
 * measures), ready once /health/ready answers 200.
 */
export async function startBridge(pool: Pool, env: Record<string, string>): Promise<Child> {
  const port = await freePort();
  const child = spawn(process.execPath, poolBridgeArgs(pool), {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`bridge exited with ${child.exitCode}`);
    if ((await fetch(`${url}/health/ready`).catch(() => undefined))?.ok) {
      return { pid: child.pid!, url, stop: () => stopChild(child, 20_000) };
    }
    await sleep(200);
  }
  await stopChild(child, 20_000);
  throw new Error('bridge not ready in time');
}

export interface BenchDatabase {
  url: string;
  client: pg.Client;
  drop(): Promise<void>;
}

export async function createDatabase(): Promise<BenchDatabase> {
  const name = `bench_archive_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  return {
    url: url.toString(),
    client,
    drop: async () => {
      await client.end().catch(() => undefined);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Records live jobs and their pending archive tasks in one statement each, as the webhook
 * receiver's `ensureTask` would (the bridge must have migrated the database already).
 */
export async function insertTasks(client: pg.Client, upstreamIds: string[]): Promise<void> {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO teams (id, name) VALUES (gen_random_uuid(), 'bench-' || gen_random_uuid())
     RETURNING id`,
  );
  await client.query(
    `WITH jobs AS (
       INSERT INTO transcription_jobs (id, kind, upstream_id, team_id, status, updated_at)
       SELECT gen_random_uuid(), 'live', u, $2, 'ended', now() FROM unnest($1::text[]) AS u
       RETURNING id)
     INSERT INTO audio_archives (id, job_id, updated_at)
     SELECT gen_random_uuid(), id, now() FROM jobs`,
    [upstreamIds, rows[0]!.id],
  );
}

/**
 * A completed bot whose recording is at a pre-signed object-store URL, and the pending archive
 * task of its audio, as the bot's completion event would record them.
 */
export async function insertBotTask(client: pg.Client, sourceUrl: string): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `WITH team AS (
       INSERT INTO teams (id, name) VALUES (gen_random_uuid(), 'bench-' || gen_random_uuid())
       RETURNING id),
     bot AS (
       INSERT INTO bots (id, team_id, upstream_bot_id, meeting_url, bot_name, status, request,
                         updated_at, ended_at)
       SELECT gen_random_uuid(), id, gen_random_uuid()::text, 'https://meet.google.com/abc',
              'bench', 'complete', '{}', now(), now() FROM team
       RETURNING id)
     INSERT INTO audio_archives (id, bot_id, media, source_url, updated_at)
     SELECT gen_random_uuid(), id, 'audio', $1, now() FROM bot
     RETURNING bot_id AS id`,
    [sourceUrl],
  );
  return rows[0]!.id;
}

/**
 * The pre-signed URL of a job's audio at the simulator's object store (another origin): what
 * the vendor's file route redirects to.
 */
export async function signedStorageUrl(simUrl: string, sttKey: string, id: string) {
  await fetch(`${simUrl}/__sim/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: `/v2/live/${id}/file`, redirectTo: 'file-origin' }),
  });
  const res = await fetch(`${simUrl}/v2/live/${id}/file`, {
    headers: { 'x-service-key': sttKey },
    redirect: 'manual',
  });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`no redirect to storage (${res.status})`);
  return location;
}

/** A live job at the simulator whose session has ended (so its audio is downloadable). */
export async function endedSession(simUrl: string, sttKey: string, size?: number) {
  const res = await fetch(`${simUrl}/v2/live`, {
    method: 'POST',
    headers: { 'x-service-key': sttKey, 'content-type': 'application/json' },
    body: '{}',
  });
  const { id } = (await res.json()) as { id: string };
  if (size !== undefined) {
    await fetch(`${simUrl}/__sim/live/${id}/audio`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ size }),
    });
  }
  await fetch(`${simUrl}/__sim/live/${id}/end`, { method: 'POST' });
  return id;
}

export const mib = (bytes: number) => (bytes / 1024 ** 2).toFixed(1);
