import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NEUTRAL_CWD, ROOT } from './processes.js';

/** The lowest port the kernel hands out for `listen(0)` and outgoing connections. */
function ephemeralLow(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/);
    return Number(low) || 32_768;
  } catch {
    return 32_768;
  }
}

/** Whether a loopback listener can take `port` now. */
function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free loopback port for a server a test starts later. It is taken below the kernel's
 * ephemeral range: a port that `listen(0)` handed out and was given back would be handed to the
 * next `listen(0)` too (a server's own simulators, started before it listens, took it that way).
 */
export async function freePort(): Promise<number> {
  const low = Math.max(1_024, ephemeralLow() - 20_000);
  const span = ephemeralLow() - low;
  for (let tries = 0; tries < 100; tries++) {
    const port = low + Math.floor(Math.random() * span);
    if (await bindable(port)) return port;
  }
  throw new Error('no free loopback port below the ephemeral range');
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Where the test reaches `path` as the server sees it (its own mounts included). */
  ownPath(path: string): string;
}

export interface ServerProcessOptions {
  /**
   * A small filesystem of its own (tmpfs of `bytes`) mounted at `path`, seen by this process
   * only: the server runs in a mount namespace of its own (`unshare`). The test reaches it
   * through `/proc/<pid>/root` (see `ServerProcess.ownPath`).
   */
  tmpfs?: { path: string; bytes: number };
  /** The whole filesystem read-only for the server (see `readOnlyRoot`). */
  readOnlyRoot?: boolean;
  /** Wait for /health/ready (default); false: return once it listens (/health/live). */
  ready?: boolean;
  /** Another copy of the server to run (default: this repository's `dist/src/main.js`), and its folder. */
  main?: string;
  /** Node's flags before `main` (the image's CMD has its own). */
  nodeArgs?: string[];
  cwd?: string;
}

/**
 * `command` run in `cwd` with the whole filesystem read-only, as a container's
 * `readOnlyRootFilesystem` makes it: a mount namespace of its own where `/` is bound again
 * read-only, so every write fails with EROFS, as root too. The working directory is entered again
 * inside: the one inherited is on the writable mount below.
 */
export function readOnlyRoot(cwd: string, [command, ...args]: string[]): [string, string[]] {
  const script = 'mount --rbind / / && mount -o remount,bind,ro / && cd "$1" && shift && exec "$@"';
  return [
    'unshare',
    ['--mount', '--map-root-user', 'sh', '-c', script, 'sh', cwd, command!, ...args],
  ];
}

/** The command that runs the server, in a mount namespace with its tmpfs when asked. */
function serverCommand(options: ServerProcessOptions): [string, string[]] {
  const main = [...(options.nodeArgs ?? []), options.main ?? join(ROOT, 'dist', 'src', 'main.js')];
  if (options.readOnlyRoot)
    return readOnlyRoot(options.cwd ?? NEUTRAL_CWD, [process.execPath, ...main]);
  if (!options.tmpfs) return [process.execPath, main];
  const { path, bytes } = options.tmpfs;
  const script = 'mkdir -p "$1" && mount -t tmpfs -o size="$2" tmpfs "$1" && shift 2 && exec "$@"';
  return [
    'unshare',
    [
      '--mount',
      '--map-root-user',
      'sh',
      '-c',
      script,
      'sh',
      path,
      String(bytes),
      process.execPath,
      ...main,
    ],
  ];
}

/** Runs the compiled server (`node dist/src/main.js`) and waits until it is ready. */
export async function startServerProcess(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const [command, args] = serverCommand(options);
  const child = spawn(command, args, {
    cwd: options.cwd ?? NEUTRAL_CWD,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', PORT: String(port), ...env },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const handle: ServerProcess = {
    url,
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
    ownPath: (path) => `/proc/${child.pid}/root${path}`,
  };
  const probe = options.ready === false ? '/health/live' : '/health/ready';
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}${probe}`)).status === 200) return handle;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await handle.stop('SIGKILL');
      throw new Error(`server not ready within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
