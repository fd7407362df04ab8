import { type INestApplicationContext } from '@nestjs/common';
import { parseArgs } from 'node:util';
import { ArchiveSweepService } from '../archival/archive-sweep.service.js';
import { ArchiveWorker } from '../archival/archive-worker.js';
import { ArchivesService } from '../archival/archives.service.js';
import type { Command } from './command.js';
import { ProgressBar } from './progress-bar.js';
import { TaskTally } from './task-tally.js';

const noArguments = (args: string[]) =>
  parseArgs({ args, allowPositionals: false, strict: true, options: {} });

/** Operators' view of the archive: the same data as GET /admin/archives/stats and lists. */
async function status(app: INestApplicationContext) {
  const archives = app.get(ArchivesService);
  const page = (state: 'in_progress' | 'failed' | 'unauthorized') =>
    archives.list({ state, limit: 20, offset: 0 }).then((p) => p.items);
  const [stats, inProgress, failed, unauthorized] = await Promise.all([
    archives.stats(),
    page('in_progress'),
    page('failed'),
    page('unauthorized'),
  ]);
  const brief = (a: (typeof failed)[number]) => ({
    id: a.id,
    upstream_id: a.upstream_id,
    state: a.state,
    attempts: a.attempts,
    lease_owner: a.lease_owner,
    lease_expires_at: a.lease_expires_at,
    last_error: a.last_error,
    updated_at: a.updated_at,
  });
  return {
    ...stats,
    in_progress: inProgress.map(brief),
    needs_attention: [...unauthorized, ...failed].map(brief),
  };
}

/**
 * One sweep, then every due task downloaded in the foreground by this process (alongside any
 * running server replicas: claims keep them from taking the same task).
 */
async function runOnce(app: INestApplicationContext) {
  const worker = app.get(ArchiveWorker);
  const sweep = await app.get(ArchiveSweepService).sweep();
  const tally = new TaskTally();
  worker.observer = tally;
  const bar = new ProgressBar(process.stderr, () => ({
    ...tally.progress(sweep.due),
    bytes: worker.totals.bytes,
  }));
  bar.start();
  try {
    await worker.drain();
  } finally {
    bar.stop();
  }
  return {
    sweep,
    run: { ...worker.totals },
    tasks: tally.progress(sweep.due),
    states: (await app.get(ArchivesService).stats()).states,
  };
}

export const ARCHIVE_COMMANDS: Record<string, Command> = {
  'archive status': {
    usage: 'archive status',
    run: async (args, app, print) => {
      noArguments(args);
      print(await status(await app()));
    },
  },
  'archive run': {
    usage: 'archive run',
    run: async (args, app, print) => {
      noArguments(args);
      print(await runOnce(await app()));
    },
  },
};
