/** The soak's replicas, its load balancer, and what they use (CPU, memory, connections). */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { haproxyConfig } from '../../test/support/haproxy.js';
import { stopChild } from '../support/child-processes.js';
import { processUsage } from '../support/measure.js';
import { BRIDGE_ARGS } from '../support/bridge-command.js';

const ROOT = join(import.meta.dirname, '..', '..');
const TICKS_PER_SECOND = 100;

/** One replica of the built server on a port of its own, which it keeps across restarts. */
export class Replica {
  child: ChildProcess | null = null;
  /** How many times it was started. */
  starts = 0;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly logFile: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const log = createWriteStream(this.logFile, { flags: 'a' });
    const child = spawn(process.execPath, BRIDGE_ARGS, {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    this.child = child;
    this.starts++;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${this.name} exited while starting`);
      const ready = await fetch(`${this.url}/health/ready`).catch(() => null);
      if (ready?.ok) return;
      await sleep(100);
    }
    throw new Error(`${this.name} not ready within 60 s`);
  }

  kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    return exited;
  }

  /** SIGTERM, as Kubernetes sends it after the preStop pause: resolves with the exit code. */
  async terminate(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    return exited;
  }

  stop(): Promise<void> {
    return this.child ? stopChild(this.child, 30_000) : Promise.resolve();
  }

  /** CPU seconds used so far and resident memory now; null while it is not running. */
  usage(): { cpuSeconds: number; rssBytes: number } | null {
    const pid = this.child?.exitCode === null ? this.child.pid : undefined;
    return pid ? processUsage(pid) : null;
  }
}

/** CPU seconds the whole machine has spent busy so far (every core, /proc/stat). */
export function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / TICKS_PER_SECOND;
}

/**
 * HAProxy (Debian's package) on loopback in front of the replicas, as the live replicas' test
 * runs it, with a command socket to drain a replica the way Kubernetes' preStop pause does.
 */
export class LoadBalancer {
  private child: ChildProcess | null = null;

  constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  private get socket(): string {
    return join(this.dir, 'haproxy.sock');
  }

  async start(replicas: Replica[]): Promise<void> {
    execFileSync('haproxy', ['-v']);
    const config = join(this.dir, 'haproxy.cfg');
    writeFileSync(
      config,
      haproxyConfig({
        port: this.port,
        servers: replicas.map((r) => ({ name: r.name, address: `127.0.0.1:${r.port}` })),
        // As the Deployment's readiness probe: a check may take 3 s, two failures take a replica
        // out.
        check: { path: '/health/ready', inter: '1s', fall: 2, rise: 2, timeout: '3s' },
        statsSocket: this.socket,
      }),
    );
    this.child = spawn('haproxy', ['-f', config, '-db'], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      if ((await fetch(`${this.url}/health/live`).catch(() => null))?.ok) return;
      await sleep(100);
    }
    throw new Error('HAProxy did not answer within 10 s');
  }

  /** `set server replicas/<name> state <state>` on the command socket. */
  command(line: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(this.socket);
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer.trim()));
      socket.on('error', reject);
      socket.end(`${line}\n`);
    });
  }

  setState(replica: Replica, state: 'drain' | 'ready'): Promise<string> {
    return this.command(`set server replicas/${replica.name} state ${state}`);
  }

  async stop(): Promise<void> {
    if (this.child) await stopChild(this.child, 5_000);
  }
}
