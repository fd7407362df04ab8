import { readFileSync, rmSync, writeFileSync } from 'node:fs';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a database inside one process: a second process opening the same folder would
 * corrupt it. A pid file turns that mistake (say, the CLI next to a running server) into a
 * clear error. Returns the release function.
 */
export function lockPgliteDir(lockFile: string): () => void {
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && alive(holder)) {
      throw new Error(
        `The embedded database is in use by process ${holder}. Stop it first, or use the HTTP ` +
          'admin API of the running server (PostgreSQL has no such limit).',
        { cause: error },
      );
    }
    // Left behind by a process that died without cleaning up.
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}
