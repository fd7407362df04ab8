import type { TaskObserver } from '../archival/archive-worker.js';

export interface TaskProgress {
  /** Tasks whose latest attempt in this run is over. */
  done: number;
  /** Tasks seen in this run: due at the start, or claimed since. */
  total: number;
  /** Tasks whose latest attempt did not archive the audio. */
  failures: number;
}

/**
 * `archive run` reports tasks, not attempts: a task retried within the run (its backoff ran
 * out while other downloads went on) is still one task, and it counts as a failure only while
 * its latest attempt failed.
 */
export class TaskTally implements TaskObserver {
  /** Latest outcome per task; null while an attempt is in flight. */
  private readonly latest = new Map<string, string | null>();

  claimed(taskId: string): void {
    this.latest.set(taskId, null);
  }

  finished(taskId: string, outcome: string): void {
    this.latest.set(taskId, outcome);
  }

  progress(dueAtStart: number): TaskProgress {
    const outcomes = [...this.latest.values()];
    const over = outcomes.filter((outcome) => outcome !== null);
    return {
      done: over.length,
      total: Math.max(dueAtStart, this.latest.size),
      failures: over.filter((outcome) => outcome !== 'archived').length,
    };
  }
}
