import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JobStore, SttJob } from './stt-state.js';

/** Job ids are UUIDs; anything else never names a file. */
const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The simulated STT vendor's jobs on disk, one JSON file per job, so the sandbox vendor outlives
 * the process that plays it: a restarted server, and the CLI's simulator next to a running
 * server, see the same jobs. Every read goes to the file, because another process may have moved
 * the job on (a session ending, say); every write replaces the file at once (temporary file, then
 * rename), so a reader never sees half a job. Sandbox traffic is a handful of jobs: a file per
 * job, read whole, is plenty.
 */
export class JobFiles implements JobStore {
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  read(id: string): SttJob | undefined {
    if (!JOB_ID.test(id)) return undefined;
    try {
      return revive(readFileSync(this.path(id), 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  write(job: SttJob): void {
    const temporary = `${this.path(job.id)}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(job));
    renameSync(temporary, this.path(job.id));
  }

  remove(id: string): void {
    if (JOB_ID.test(id)) rmSync(this.path(id), { force: true });
  }

  /** Oldest first, as the in-memory state keeps them. */
  all(): SttJob[] {
    const ids = readdirSync(this.dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length));
    const jobs = ids.flatMap((id) => this.read(id) ?? []);
    return jobs.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  clear(): void {
    for (const name of readdirSync(this.dir)) rmSync(join(this.dir, name), { force: true });
  }

  private path(id: string): string {
    return join(this.dir, `${id.toLowerCase()}.json`);
  }
}

function revive(text: string): SttJob {
  const job = JSON.parse(text) as SttJob & { createdAt: string; completedAt: string | null };
  return {
    ...job,
    createdAt: new Date(job.createdAt),
    completedAt: job.completedAt === null ? null : new Date(job.completedAt),
  };
}
