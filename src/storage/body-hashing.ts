import { HashThread, inlineSha256, type Sha256 } from './hash-thread.js';

/** Below this, a thread hand-off costs more than hashing in line. */
const THREAD_MIN_BYTES = 16 * 1024 * 1024;

/** Chooses where a body is hashed: large bodies of known size on the storage's hash thread. */
export class BodyHashing {
  private readonly thread = new HashThread();

  for(expectedSize: number | undefined): Sha256 {
    return expectedSize !== undefined && expectedSize >= THREAD_MIN_BYTES
      ? this.thread.sha256()
      : inlineSha256();
  }

  close(): Promise<void> {
    return this.thread.close();
  }
}
