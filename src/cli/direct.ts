/*
 * The commands that work on the database itself, not through a running bridge: loaded only when
 * one of them runs, so the others start without the framework. They read the bridge's own
 * configuration (the environment, and the file `--env` names), validated as the server does
 * (InvalidEnvironmentError lists every problem).
 */

import { type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ArchiveSweepService } from '../archival/archive-sweep.service.js';
import { ArchiveWorker } from '../archival/archive-worker.js';
import { ArchivesService } from '../archival/archives.service.js';
import { AppConfig } from '../platform/config/app-config.js';
import { validateEnv } from '../platform/config/env.js';
import { openDatabase } from '../platform/database/database-connection.js';
import { runMigrations } from '../platform/database/migrations.js';
import { CliModule } from './cli.module.js';
import { ProgressBar } from './progress-bar.js';
import { TaskTally } from './task-tally.js';

/** `db migrate`: what was applied, and where. */
export async function migrateDatabase(note: (line: string) => void) {
  const config = new AppConfig(validateEnv(process.env));
  const connection = await openDatabase({
    url: config.database.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: 1,
  });
  try {
    const kind = connection.kind === 'pglite' ? 'the embedded database' : 'PostgreSQL';
    note(`db migrate: direct access to ${kind} at ${connection.location}`);
    const result = await runMigrations(connection, () => undefined);
    return {
      database: connection.location,
      applied: result.applied,
      already_applied: result.alreadyApplied,
    };
  } finally {
    await connection.close();
  }
}

/**
 * `archive run` with no bridge running: one sweep, then every due task downloaded in the
 * foreground by this process (claims keep it from taking a task a replica has).
 */
export async function runArchiveHere() {
  validateEnv(process.env);
  const app = await NestFactory.createApplicationContext(CliModule, {
    logger: new CliLogger(),
    abortOnError: false,
  });
  try {
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
  } finally {
    await app.close();
  }
}

/**
 * Operators read the CLI's stderr, scripts its stdout: errors the services log while a direct
 * command runs (a vendor refusing the key during `archive run`, say) become one plain line each,
 * without colours or stack traces. A failure that ends the command is written once, as JSON, by
 * main(); the framework's own report of it (context `ExceptionHandler`) would only repeat it.
 */
class CliLogger implements LoggerService {
  log(): void {}

  warn(): void {}

  error(message: unknown, ...rest: unknown[]): void {
    const context = rest.at(-1);
    if (context === 'ExceptionHandler') return;
    const text = message instanceof Error ? message.message : String(message);
    process.stderr.write(`error${typeof context === 'string' ? ` [${context}]` : ''}: ${text}\n`);
  }
}
