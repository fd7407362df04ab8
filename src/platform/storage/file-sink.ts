import { type FileHandle, open } from 'node:fs/promises';
import { Writable } from 'node:stream';

/** Bytes gathered before one write: a system call and a thread-pool hand-off per MiB. */
const BATCH_BYTES = 1024 * 1024;

/** Chunks buffered while a batch is being written, before the source is paused. */
const HIGH_WATER_BYTES = 2 * BATCH_BYTES;

/**
 * Written bytes after which a data sync starts in the background, while writing goes on: the disk
 * takes the file as it comes instead of all at once in the final fsync, which then only has the
 * last part left to wait for.
 */
const SYNC_BEHIND_BYTES = 64 * 1024 * 1024;

/**
 * A new file written in batches of BATCH_BYTES (one `writev` each) and fsynced before it
 * finishes. Network bodies arrive in reads of at most 64 KiB; fs.WriteStream writes each on its
 * own (a thread-pool round trip per read) and, with its 16 KiB buffer, pauses the source after
 * every one. Here the source keeps flowing while a batch is written.
 */
export class FileSink extends Writable {
  private handle: FileHandle | undefined;
  private batch: Buffer[] = [];
  private batched = 0;
  private unsynced = 0;
  private syncing: Promise<void> | undefined;
  private syncError: Error | undefined;

  constructor(private readonly path: string) {
    super({ highWaterMark: HIGH_WATER_BYTES });
  }

  override _construct(done: (error?: Error | null) => void): void {
    open(this.path, 'w', 0o600).then((handle) => {
      this.handle = handle;
      done();
    }, done);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void): void {
    this.batch.push(chunk);
    this.batched += chunk.length;
    if (this.batched < BATCH_BYTES) return done();
    this.writeBatch().then(() => done(), done);
  }

  override _final(done: (error?: Error | null) => void): void {
    this.writeBatch()
      .then(() => this.syncing)
      .then(() => {
        if (this.syncError) throw this.syncError;
        return this.handle!.sync();
      })
      .then(() => done(), done);
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    const handle = this.handle;
    this.handle = undefined;
    if (!handle) return done(error);
    handle.close().then(
      () => done(error),
      (closeError: Error) => done(error ?? closeError),
    );
  }

  private async writeBatch(): Promise<void> {
    let buffers = this.batch;
    const written = this.batched;
    this.batch = [];
    this.batched = 0;
    while (buffers.length > 0) {
      let { bytesWritten } = await this.handle!.writev(buffers);
      if (bytesWritten === 0) throw new Error(`could not write to ${this.path}`);
      // A short write (at most IOV_MAX buffers go in one call): go on from the first byte left.
      let first = 0;
      while (first < buffers.length && bytesWritten >= buffers[first]!.length) {
        bytesWritten -= buffers[first++]!.length;
      }
      buffers = buffers.slice(first);
      if (bytesWritten > 0) buffers[0] = buffers[0]!.subarray(bytesWritten);
    }
    this.unsynced += written;
    if (this.unsynced >= SYNC_BEHIND_BYTES && !this.syncing) this.syncBehind();
  }

  /** Starts a data sync of what is written so far; its failure fails the final fsync. */
  private syncBehind(): void {
    this.unsynced = 0;
    this.syncing = this.handle!.datasync()
      .catch((error: Error) => {
        this.syncError ??= error;
      })
      .finally(() => {
        this.syncing = undefined;
      });
  }
}
