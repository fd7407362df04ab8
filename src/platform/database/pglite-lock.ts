import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** Who holds the lock: enough to tell that very process from a later one given the same PID. */
interface Holder {
  pid: number;
  host: string;
  /** Start time of the process in clock ticks since boot (`/proc/<pid>/stat`); null off Linux. */
  start: string | null;
  /** `/proc/sys/kernel/random/boot_id`: a PID and start time only mean something within a boot. */
  boot: string | null;
}

/** How many times a contended attempt looks again before giving up (each look is a few syscalls). */
const ATTEMPTS = 100;

const readOrNull = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
};

/** Field 22 of `/proc/<pid>/stat`, counted after the command name (which may hold spaces). */
function startTimeOf(pid: number): string | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

function me(): Holder {
  return {
    pid: process.pid,
    host: hostname(),
    start: startTimeOf(process.pid),
    boot: readOrNull('/proc/sys/kernel/random/boot_id'),
  };
}

/** True unless the holder is certainly gone; a holder on another host cannot be checked. */
function alive(holder: Holder, self: Holder): boolean {
  if (holder.host !== self.host) return true;
  if (holder.boot && self.boot && holder.boot !== self.boot) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = holder.start && startTimeOf(holder.pid);
  return !start || start === holder.start;
}

/** Lock generations present, highest first. */
function generations(dir: string): number[] {
  return readdirSync(dir)
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => b - a);
}

/**
 * The holder of generation `n`: undefined when that file is gone (released meanwhile), null when
 * it names no one (damaged), which makes it as stale as a dead holder.
 */
function holderOf(dir: string, n: number): Holder | null | undefined {
  const text = readOrNull(join(dir, String(n)));
  if (text === null) return undefined;
  try {
    const holder = JSON.parse(text) as Holder;
    return Number.isInteger(holder.pid) && holder.pid > 0 ? holder : null;
  } catch {
    return null;
  }
}

function inUse(dir: string, holder: Holder): Error {
  const where = holder.host === hostname() ? '' : ` on host ${holder.host}`;
  return new Error(
    `The embedded database is in use by process ${holder.pid}${where}. Stop it first, or use ` +
      'the HTTP admin API of the running server (PostgreSQL has no such limit). If that ' +
      `process is certainly gone, remove ${dir}.`,
  );
}

/**
 * PGlite is a database inside one process: a second process opening the same folder would
 * corrupt it, so the folder is locked by whoever opens it. Returns the release function.
 *
 * The lock is a directory of numbered generations, each file naming its holder (PID, host, and
 * the process's start time and boot id, so a PID reused by an unrelated process is not taken for
 * the holder). A generation is created whole and only once (`link()` of a finished file fails
 * if the name exists), and only by a process that found the highest generation's holder gone:
 * of several processes finding the same stale lock, exactly one creates the next generation.
 * Whoever holds the highest generation holds the lock; a process whose new generation is not
 * the highest once it is in place (it looked before another took over) withdraws it. Nothing
 * is ever deleted in place of a takeover, so no process can remove a lock another just took.
 */
export function lockPgliteDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const self = me();
  const candidate = join(dir, `.candidate-${self.pid}-${randomBytes(4).toString('hex')}`);
  writeFileSync(candidate, JSON.stringify(self));
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const won = tryGeneration(dir, candidate, self);
      if (won !== null) return () => rmSync(join(dir, String(won)), { force: true });
    }
  } finally {
    rmSync(candidate, { force: true });
  }
  throw new Error(`Could not lock the embedded database at ${dir}: too much contention`);
}

/** One look: the generation this process now holds, null to look again, or an in-use error. */
function tryGeneration(dir: string, candidate: string, self: Holder): number | null {
  const top = generations(dir)[0] ?? 0;
  if (top > 0) {
    const holder = holderOf(dir, top);
    if (holder === undefined) return null;
    if (holder && alive(holder, self)) throw inUse(dir, holder);
  }
  const mine = top + 1;
  try {
    linkSync(candidate, join(dir, String(mine)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
    throw error;
  }
  const now = generations(dir);
  if (now[0] !== mine) {
    rmSync(join(dir, String(mine)), { force: true });
    return null;
  }
  for (const older of now.slice(1)) rmSync(join(dir, String(older)), { force: true });
  return mine;
}
