/** The compiled bridge in sandbox mode, as a newcomer's `npm start` runs it, for a benchmark. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, stopChild } from './child-processes.js';
import { BRIDGE_ARGS } from './bridge-command.js';

const ROOT = join(import.meta.dirname, '..', '..');

export interface SandboxServer {
  url: string;
  /** The development admin key it generated. */
  adminKey: string;
  /** Its environment (DATA_DIR, PORT), for commands that talk to it. */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

/** Starts `dist/src/main.js` on a free port and a fresh DATA_DIR; answers once it is ready. */
export async function startSandboxServer(): Promise<SandboxServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-sandbox-'));
  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
  const server = spawn(process.execPath, BRIDGE_ARGS, {
    cwd: ROOT,
    env,
    stdio: 'ignore',
  });
  const stop = async () => {
    await stopChild(server, 10_000);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if ((await fetch(`${url}/health/ready`).catch(() => null))?.ok) {
      const adminKey = readFileSync(join(dataDir, 'admin-key'), 'utf8').trim();
      return { url, adminKey, env, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the sandbox server did not get ready on ${url}`);
}
