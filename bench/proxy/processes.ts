/** Child processes of the benchmark: each prints one JSON line, or answers a health URL, when ready. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { stopChild } from '../support/child-processes.js';
import { setTimeout as sleep } from 'node:timers/promises';

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
