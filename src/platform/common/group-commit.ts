export interface GroupCommitOptions {
  /** Most items written by one statement. */
  maxBatch: number;
  /** Statements running at once; items arriving meanwhile wait and go together in the next. */
  maxInFlight: number;
  /**
   * How long a batch smaller than maxBatch waits for more items before it is written (default 0:
   * the next turn of the event loop). For writes nobody waits on, fewer and larger statements.
   */
  lingerMs?: number;
}

interface Waiting<T, R> {
  item: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

/**
 * Many small writes as few statements (group commit). An idle system adds no delay: the first
 * item starts a statement on the next turn of the event loop, with whatever arrived in the same
 * turn. Under load the running statements are the wait, and each next one takes all that
 * queued up meanwhile, so the cost per item falls as the rate rises. Each caller's promise
 * settles only once the statement holding its item has finished. When a batch fails, its items
 * are written again one by one, so an item the store refuses fails alone instead of taking the
 * items that happened to arrive with it along. With `lingerMs`, a batch also waits that long for
 * company, unless it is already full.
 */
export class GroupCommit<T, R> {
  private queue: Waiting<T, R>[] = [];
  private inFlight = 0;
  private scheduled = false;
  private lingering: NodeJS.Timeout | undefined;

  /** `write` answers one result per item, in order, or fails for the whole batch. */
  constructor(
    private readonly write: (items: T[]) => Promise<R[]>,
    private readonly options: GroupCommitOptions,
  ) {}

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    const full = this.queue.length >= this.options.maxBatch;
    if (this.lingering && full) {
      clearTimeout(this.lingering);
      this.lingering = undefined;
      this.scheduled = false;
    }
    if (this.scheduled || this.queue.length === 0) return;
    if (this.inFlight >= this.options.maxInFlight) return;
    this.scheduled = true;
    const go = () => {
      this.scheduled = false;
      this.lingering = undefined;
      this.flush();
    };
    const linger = this.options.lingerMs ?? 0;
    if (linger > 0 && !full) this.lingering = setTimeout(go, linger);
    else setImmediate(go);
  }

  private flush(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.inFlight++;
      this.run(batch).finally(() => {
        this.inFlight--;
        this.schedule();
      });
    }
  }

  private async run(batch: Waiting<T, R>[]): Promise<void> {
    try {
      const results = await this.writeAll(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(results[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      await Promise.all(batch.map((w) => this.run([w])));
    }
  }

  private async writeAll(items: T[]): Promise<R[]> {
    const results = await this.write(items);
    if (results.length !== items.length) {
      throw new Error(`group commit: ${results.length} results for ${items.length} items`);
    }
    return results;
  }
}
