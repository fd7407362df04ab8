import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { databaseKind } from './support/database.js';
import { ROOT } from './support/processes.js';

/** Takes the lock when told to ("go" on stdin), says how it went, and holds it until stdin ends. */
const CONTENDER = `
import { lockPgliteDir } from ${JSON.stringify(join(ROOT, 'dist', 'src', 'platform', 'database', 'pglite-lock.js'))};
const lines = (await import('node:readline')).createInterface({ input: process.stdin });
console.log('ready');
lines.once('line', () => {
  try {
    const release = lockPgliteDir(process.env.LOCK_DIR);
    console.log('locked');
    lines.once('close', () => { release(); process.exit(0); });
  } catch (error) {
    console.log('refused ' + error.message.split('\\n')[0]);
    process.exit(0);
  }
});`;

interface Contender {
  child: ChildProcess;
  outcome: Promise<string>;
}

/** Every process started, so that none outlives a failed test. */
const spawned: ChildProcess[] = [];

async function contender(dir: string): Promise<Contender> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', CONTENDER], {
    env: { PATH: process.env.PATH ?? '', LOCK_DIR: dir },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  spawned.push(child);
  const lines = createInterface({ input: child.stdout! });
  const next = () => new Promise<string>((resolve) => lines.once('line', resolve));
  expect(await next()).toBe('ready');
  return { child, outcome: next() };
}

/** Starts `n` processes, lets them all try at the same instant, and returns their outcomes. */
async function race(dir: string, n: number) {
  const all = await Promise.all(Array.from({ length: n }, () => contender(dir)));
  for (const c of all) c.child.stdin!.write('go\n');
  const outcomes = await Promise.all(all.map((c) => c.outcome));
  const winners = all.filter((_, i) => outcomes[i] === 'locked');
  return { outcomes, winners };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** The embedded database's folder lock, taken by separate processes at the same instant. */
(databaseKind === 'pglite' ? describe : describe.skip)('embedded database lock', () => {
  let dir: string;

  beforeEach(() => (dir = join(mkdtempSync(join(tmpdir(), 'pglite-lock-')), 'lock')));
  afterEach(async () => {
    for (const child of spawned.splice(0)) {
      child.kill('SIGKILL');
      await exited(child);
    }
    rmSync(join(dir, '..'), { recursive: true, force: true });
  });

  it('goes to exactly one of many processes, also when they all find the same stale lock', async () => {
    for (let round = 0; round < 5; round++) {
      const { outcomes, winners } = await race(dir, 8);
      expect(winners).toHaveLength(1);
      expect(outcomes.filter((o) => o.startsWith('refused'))).toHaveLength(7);
      expect(outcomes).toContainEqual(
        expect.stringMatching(`in use by process ${winners[0]!.child.pid}`),
      );
      // The holder dies without releasing: the next round starts from a stale lock.
      winners[0]!.child.kill('SIGKILL');
      await exited(winners[0]!.child);
    }
  });

  it('is taken over from a dead holder whose PID now belongs to an unrelated process', async () => {
    const { winners } = await race(dir, 1);
    winners[0]!.child.kill('SIGKILL');
    await exited(winners[0]!.child);
    // The dead holder's PID handed to a live, unrelated process (this one).
    const [generation] = readdirSync(dir).filter((name) => /^\d+$/.test(name));
    const file = join(dir, generation!);
    const holder = JSON.parse(readFileSync(file, 'utf8')) as { pid: number };
    writeFileSync(file, JSON.stringify({ ...holder, pid: process.pid }));

    const { winners: next } = await race(dir, 4);
    expect(next).toHaveLength(1);
  });

  it('is released for the next process when its holder ends cleanly', async () => {
    const { winners } = await race(dir, 1);
    winners[0]!.child.stdin!.end();
    await exited(winners[0]!.child);
    const { winners: next } = await race(dir, 1);
    expect(next).toHaveLength(1);
  });
});
