/** Child processes of the benchmark: each prints one JSON line, or answers a health URL, when ready. */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, stopChild } from '../support/child-processes.js';
import { BRIDGE_ARGS, NODE_FLAGS } from '../support/bridge-command.js';

export interface Service {
  pid: number;
  /** The JSON line the process printed first (when it prints one). */
  ready: Record<string, unknown>;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

/**
 * Starts `command`; ready when it prints a JSON line, or, given `healthUrl`, when that answers
 * 200 (its output is then discarded: the bridge logs every request).
 */
export async function spawnService(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  healthUrl?: string,
): Promise<Service> {
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', healthUrl ? 'ignore' : 'pipe', 'inherit'],
  });
  const stop = () => stopChild(child, 10_000);
  try {
    const ready = healthUrl ? await healthy(child, healthUrl) : await firstJsonLine(child);
    return { pid: child.pid!, ready, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function healthy(child: ChildProcess, url: string): Promise<Record<string, unknown>> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    const res = await fetch(url).catch(() => undefined);
    if (res?.ok) return {};
    await sleep(200);
  }
  throw new Error(`${url} not ready within ${READY_TIMEOUT_MS} ms`);
}

function firstJsonLine(child: ChildProcess): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => reject(new Error('no ready line')), READY_TIMEOUT_MS);
    lines.once('line', (line) => {
      clearTimeout(timer);
      child.stdout!.resume();
      try {
        resolve(JSON.parse(line) as Record<string, unknown>);
      } catch {
        reject(new Error(`unexpected first line: ${line}`));
      }
    });
    child.once('exit', (code) => reject(new Error(`process exited with ${code}`)));
  });
}

const ROOT = join(import.meta.dirname, '..', '..');

/** The bench only reads string fields (ids, keys) of the answers it parses. */
export async function fetchJson(
  url: string,
  init: RequestInit = {},
): Promise<Record<string, string>> {
  const res = await fetch(url, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${text}`);
  return text ? (JSON.parse(text) as Record<string, string>) : {};
}

export interface ProxyStack {
  sim: Service;
  stt: string;
  bare: Service;
  bridge: Service;
  bridgeUrl: string;
}

/**
 * The vendor simulators, a bare pass-through proxy in front of the STT one and the compiled
 * bridge on a free port (PostgreSQL at BENCH_DATABASE_URL, else PGlite under `dataDir`), with
 * `bridgeEnv` added to the bridge's settings. Each process is pushed to `services` as it starts,
 * so the caller stops every one of them even when a later one fails to start.
 */
export async function startProxyStack(
  services: Service[],
  keys: { stt: string; admin: string },
  dataDir: string,
  bridgeEnv: Record<string, string> = {},
): Promise<ProxyStack> {
  const sim = await spawnService(process.execPath, [
    join(ROOT, 'dist/simulators/cli.js'),
    '--stt-key',
    keys.stt,
  ]);
  services.push(sim);
  const { stt, meetingBot } = sim.ready as { stt: string; meetingBot: string };
  const bare = await spawnService(
    process.execPath,
    [...NODE_FLAGS, '--import', 'tsx', join(import.meta.dirname, 'bare-proxy.ts')],
    { TARGET_URL: stt, VENDOR_KEY: keys.stt },
  );
  services.push(bare);
  const port = await freePort();
  const bridgeUrl = `http://127.0.0.1:${port}`;
  const bridge = await spawnService(
    process.execPath,
    BRIDGE_ARGS,
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
      STT_BASE_URL: stt,
      STT_API_KEY: keys.stt,
      MEETING_BOT_BASE_URL: meetingBot,
      MEETING_BOT_API_KEY: 'sim-bot-key',
      BRIDGE_ADMIN_KEY: keys.admin,
      WEBHOOK_TOKEN: randomBytes(16).toString('hex'),
      ...bridgeEnv,
    },
    `${bridgeUrl}/health/ready`,
  );
  services.push(bridge);
  return { sim, stt, bare, bridge, bridgeUrl };
}

/** Stops every process `startProxyStack` started (even when a later one failed), then removes `dataDir`. */
export async function stopProxyStack(services: Service[], dataDir: string): Promise<void> {
  await Promise.all(services.map((service) => service.stop()));
  await sleep(100);
  rmSync(dataDir, { recursive: true, force: true });
}
