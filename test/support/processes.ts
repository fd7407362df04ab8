import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

/**
 * Where child processes run unless a test says otherwise: not the repository, whose `.env` (a
 * developer's own settings, read at start-up) must not leak into the tests.
 */
export const NEUTRAL_CWD = tmpdir();

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the compiled CLI (built by the jest global setup) with the given environment. */
export function runCli(
  args: string[],
  env: Record<string, string>,
  cwd = NEUTRAL_CWD,
): Promise<RunResult> {
  return run(process.execPath, [join(ROOT, 'dist', 'src', 'cli', 'main.js'), ...args], env, {
    cwd,
  });
}

export function run(
  command: string,
  args: string[],
  env: Record<string, string>,
  {
    timeoutMs = 60_000,
    cwd = NEUTRAL_CWD,
    as,
  }: {
    timeoutMs?: number;
    cwd?: string;
    /** Another user to run as (needs root). */
    as?: { uid: number; gid: number };
  } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
      ...as,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
