import { Transform, type TransformCallback } from 'node:stream';
import type { Sha256 } from './hash-thread.js';

/**
 * Counts bytes and feeds them to a sha256 as they pass (waiting when the hash lags too far). With an expected size, a body of any other length ends
 * in an error instead of a clean end, so whatever consumes it (a file write, a multipart upload)
 * fails before it can publish anything.
 */
export class Measure extends Transform {
  // Not `size`: the S3 SDK would read a numeric `size` on the body as its total length.
  bytes = 0;

  constructor(
    private readonly sha256: Sha256,
    private readonly expectedSize?: number,
    private readonly onProgress?: (bytes: number) => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    this.onProgress?.(chunk.length);
    if (this.expectedSize !== undefined && this.bytes > this.expectedSize) {
      return done(this.mismatch());
    }
    this.push(chunk);
    const room = this.sha256.update(chunk);
    if (room) void room.then(() => done());
    else done();
  }

  override _flush(done: TransformCallback): void {
    done(
      this.expectedSize !== undefined && this.bytes !== this.expectedSize ? this.mismatch() : null,
    );
  }

  private mismatch(): Error {
    return new Error(`expected ${this.expectedSize} bytes, received ${this.bytes}`);
  }
}
