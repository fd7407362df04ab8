import { spawn } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the compiled CLI (built by the jest global setup) with the given environment. */
export function runCli(args: string[], env: Record<string, string>): Promise<RunResult> {
  return run(process.execPath, [join(ROOT, 'dist', 'cli', 'main.js'), ...args], env);
}

export function run(
  command: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
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
