/**
 * CLI benchmark (`npm run bench:cli`): how long `npx bridge teams list` takes beside a running
 * sandbox server, the newcomer's second terminal, against baselines measured in the same run:
 *   - `node -e` doing the same request with fetch: the floor of any Node command line;
 *   - `npx` running a no-op script of the project: what npx itself costs.
 * Targets: `npx bridge teams list` under 2 s; `node dist/src/cli/main.js teams list` under 1 s.
 * Environment: BENCH_RUNS (per command, default 10).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { startSandboxServer } from '../support/sandbox-server.js';

const ROOT = join(import.meta.dirname, '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 10);

function timeOf(command: string, args: string[], env: NodeJS.ProcessEnv): number {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr}`);
  return ms;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function main(): Promise<void> {
  const server = await startSandboxServer();
  try {
    const { url, adminKey: key, env } = server;
    const floor = `fetch('${url}/admin/teams',{headers:{authorization:'Bearer ${key}'}}).then(r=>r.json()).then(console.log)`;
    const commands: [string, string, string[]][] = [
      ['node -e (fetch, the floor)', process.execPath, ['-e', floor]],
      ['npx (no-op script)', 'npx', ['--no-install', 'node', '-e', '0']],
      [
        'node dist/src/cli/main.js teams list',
        process.execPath,
        ['dist/src/cli/main.js', 'teams', 'list'],
      ],
      ['npx bridge teams list', 'npx', ['--no-install', 'bridge', 'teams', 'list']],
    ];
    const times = new Map<string, number[]>(commands.map(([name]) => [name, []]));
    // Taking turns, so a slow moment of the machine falls on all of them alike.
    for (let run = 0; run < RUNS; run++) {
      for (const [name, command, args] of commands)
        times.get(name)!.push(timeOf(command, args, env));
    }
    const floorMs = median(times.get(commands[0]![0])!);
    console.log(`median of ${RUNS} runs each, beside a sandbox server on ${url}`);
    for (const [name, values] of times) {
      const ms = median(values);
      console.log(
        `${name.padEnd(40)} ${ms.toFixed(0).padStart(6)} ms  ${(ms / floorMs).toFixed(2)}× the floor`,
      );
    }
    const npxMs = median(times.get('npx bridge teams list')!);
    const directMs = median(times.get('node dist/src/cli/main.js teams list')!);
    console.log(`target npx bridge teams list < 2000 ms: ${npxMs < 2000 ? 'met' : 'missed'}`);
    console.log(
      `target node dist/src/cli/main.js < 1000 ms: ${directMs < 1000 ? 'met' : 'missed'}`,
    );
  } finally {
    await server.stop();
  }
}

await main();
