import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { LogContext, type LogFields } from '../platform/logging/log-context.js';
import { type DataDeletion, type Prisma } from '../generated/prisma/client.js';
import { type Tick, WorkerKit } from '../platform/queue/background-worker.js';
import { type Held, SHUTDOWN, whileLeaseHolds } from '../platform/queue/lease-keeper.js';
import { SlotWorker } from '../platform/queue/slot-worker.js';
import { backoffMs, describeError } from '../platform/queue/retry.js';
import { MetricsService } from '../platform/metrics/metrics.service.js';
import { QueueMetrics } from '../platform/metrics/queue-metrics.js';
import { EventOutbox } from '../platform/outbox/event-outbox.js';
import { DataDeletionsRepository } from './data-deletions.repository.js';
import {
  DELETION_TARGETS,
  type DeletionReason,
  type DeletionStep,
  EVENT_OF,
} from './deletion-plan.js';
import { DeletionSteps, type StepRun } from './deletion-steps.js';
import { receiptOf } from './deletion.dto.js';
import { zeroedSeries } from '../platform/metrics/zeroed-series.js';

/** Deletions worked on at once per replica (each runs its steps one after the other). */
const CONCURRENCY = 2;
/** Longest pause while a step waits for something else (a bot to end, events to be processed). */
const WAIT_MAX_MS = 30_000;

/** What a completed deletion stamps on its bot, by scope. */
const BOT_STAMP: Record<string, keyof Prisma.BotUpdateInput> = {
  all: 'dataDeletedAt',
  recordings: 'recordingsDeletedAt',
  transcripts: 'transcriptsDeletedAt',
  vendor_data: 'vendorDataDeletedAt',
};

/**
 * Runs due deletions: each step in order, its outcome saved in the receipt after it ran; a step
 * that must be tried again (a vendor failing, a bot still in its meeting) makes the deletion due
 * again after a backoff, with the steps done so far kept. Once every step is done or refused,
 * the deletion completes in one transaction with its stamp on the bot and its event.
 * Deletions are claimed with a lease (DELETION_LEASE_MS, renewed while the steps run; SKIP
 * LOCKED) like the other queues, so each runs on one replica at a time and a dead replica's
 * deletion is taken over when its lease ends. A step's attempt is saved before it runs, and
 * every write of the row is tried again while the lease holds.
 */
@Injectable()
export class DeletionWorker extends SlotWorker<DataDeletion> {
  private readonly stepRuns: Counter<'target' | 'outcome'>;

  constructor(
    private readonly repo: DataDeletionsRepository,
    private readonly steps: DeletionSteps,
    private readonly outbox: EventOutbox,
    kit: WorkerKit,
    log: LogContext,
    metrics: MetricsService,
    queues: QueueMetrics,
  ) {
    super(kit, 'DataDeletion', log, {
      noun: 'deletion',
      leaseMs: kit.config.deletion.DELETION_LEASE_MS,
      renew: (owner, ids, leaseMs) => repo.renew(owner, ids, leaseMs),
      stopOnShutdown: true,
    });
    queues.register('deletions', () => repo.backlog());
    this.stepRuns = new Counter({
      name: 'data_deletion_steps_total',
      help: 'Runs of deletion steps by target and outcome (done, refused, retry, stalled)',
      labelNames: ['target', 'outcome'],
      registers: [metrics.registry],
    });
    zeroedSeries(this.stepRuns, {
      target: DELETION_TARGETS,
      outcome: ['done', 'refused', 'retry', 'stalled'],
    });
  }

  protected ticks(): Tick[] {
    return [
      {
        name: 'deletion-poll',
        role: 'every',
        everyMs: this.config.archive.ARCHIVE_POLL_INTERVAL_MS,
        run: 'pass',
      },
    ];
  }

  protected slots(): number {
    return CONCURRENCY;
  }

  protected override passFailed(error: unknown): void {
    this.logger.warn(`could not claim deletions: ${describeError(error)}`);
  }

  protected claim(limit: number): Promise<DataDeletion[]> {
    return this.repo.claim(this.owner, limit, this.config.deletion.DELETION_LEASE_MS);
  }

  protected logFields(deletion: DataDeletion): LogFields {
    return { deletion_id: deletion.id, team_id: deletion.teamId, bot_id: deletion.botId };
  }

  protected workFailed(deletion: DataDeletion, held: Held, error: unknown): void {
    // Stopped from this side (shutdown, lease lost): not a failure of the deletion.
    if (!held.abort.signal.aborted) {
      this.logger.error(`deletion ${deletion.id}: ${describeError(error)}`);
    }
  }

  /**
   * A write of the deletion's row, tried again while the lease holds (a database blip must not
   * leave the row leased with a receipt that misses what was done).
   */
  private record<T>(deletion: DataDeletion, held: Held, write: () => Promise<T>): Promise<T> {
    return whileLeaseHolds(held, write, (error) =>
      this.logger.warn(
        `deletion ${deletion.id}: could not record (${describeError(error)}); retrying`,
      ),
    );
  }

  protected async work(deletion: DataDeletion, held: Held): Promise<void> {
    const steps = deletion.steps as unknown as DeletionStep[];
    const signal = held.abort.signal;
    const save = () =>
      this.record(deletion, held, () => this.repo.saveSteps(deletion.id, this.owner, steps));
    // At shutdown the deletion goes back at once, with what its steps did so far.
    const stopped = () =>
      signal.reason === SHUTDOWN ? this.repo.release(deletion.id, this.owner, steps) : undefined;
    for (const step of steps) {
      if (step.state !== 'pending') continue;
      // The attempt is counted before the step runs: a replica that dies in it leaves it counted.
      step.attempts++;
      if (!(await save())) return;
      let run: StepRun;
      try {
        run = await this.steps.run(deletion, step, signal);
      } catch (error) {
        if (signal.aborted) return stopped();
        throw error;
      }
      if (signal.aborted) return stopped();
      const stalled = run.state === 'retry' && run.stalled === true;
      this.stepRuns.inc({ target: step.target, outcome: stalled ? 'stalled' : run.state });
      if (run.state === 'retry') {
        step.error = run.error;
        const { DELETION_BACKOFF_BASE_MS: base, DELETION_BACKOFF_MAX_MS: max } =
          this.config.deletion;
        const delay =
          run.delayMs ??
          backoffMs(deletion.attempts, base, run.waiting ? Math.min(max, WAIT_MAX_MS) : max);
        await this.record(deletion, held, () =>
          this.repo.retryLater(
            deletion.id,
            this.owner,
            steps,
            delay,
            `${step.target}: ${run.error}`,
          ),
        );
        const line =
          `deletion ${deletion.id} (${deletion.scope} of ${deletion.botId ?? `team ${deletion.teamId}`}): ` +
          `${step.target} not done yet (${run.error}); again in ${delay} ms`;
        if (stalled) this.logger.error(line);
        else this.logger.warn(line);
        return;
      }
      step.state = run.state;
      step.done_at = new Date().toISOString();
      if (run.state === 'refused') {
        step.error = run.error;
        this.logger.error(`deletion ${deletion.id}: ${step.target} refused: ${run.error}`);
      } else {
        delete step.error;
      }
      if (!(await save())) return;
    }
    await this.complete(deletion, held, steps);
  }

  private async complete(deletion: DataDeletion, held: Held, steps: DeletionStep[]) {
    const done = await this.record(deletion, held, () =>
      this.outbox.transaction(async (tx, events) => {
        const completed = await this.repo.complete(tx, deletion.id, this.owner, steps);
        if (!completed || !completed.botId) return completed;
        const bot = await tx.bot.update({
          where: { id: completed.botId },
          data: { [BOT_STAMP[completed.scope]!]: completed.completedAt },
        });
        const type = EVENT_OF[completed.reason as DeletionReason];
        if (type) {
          await events.emit(bot.teamId, type, {
            bot_id: bot.id,
            upstream_bot_id: bot.upstreamBotId,
            ...receiptOf(completed),
            url: events.url(`/bots/${bot.id}/data`),
          });
        }
        return completed;
      }),
    );
    if (done) {
      this.logger.log(
        `deletion ${deletion.id} (${deletion.scope} of ${deletion.botId ?? `team ${deletion.teamId}`}) completed`,
      );
    }
  }
}
