import { createHash } from 'node:crypto';
import { HashThread, inlineSha256, type Sha256 } from './hash-thread.js';

/** Below this, a thread hand-off costs more than hashing in line. */
const THREAD_MIN_BYTES = 16 * 1024 * 1024;

/**
 * At this sha256 speed (a CPU with SHA extensions) hashing in line, right after the socket read
 * while the chunk is still in cache, costs less CPU than copying every chunk to the thread, and the
 * disk writes still run beside it on the thread pool. Slower CPUs (about 300–400 MB/s) keep the
 * thread, so that hashing does not add to each read.
 */
const INLINE_MIN_MBPS = 1000;

/** sha256 MB/s of this CPU: the best of three passes over 4 MiB (milliseconds, once a process). */
function sha256MBps(): number {
  const block = Buffer.alloc(256 * 1024);
  let best = 0;
  for (let pass = 0; pass < 3; pass++) {
    const hash = createHash('sha256');
    const started = performance.now();
    for (let i = 0; i < 16; i++) hash.update(block);
    hash.digest();
    const seconds = Math.max((performance.now() - started) / 1000, 1e-6);
    best = Math.max(best, (16 * block.length) / 1e6 / seconds);
  }
  return best;
}

let fastCpu: boolean | undefined;

/** Chooses where a body is hashed: large bodies of known size on a thread, on a slow CPU. */
export class BodyHashing {
  private readonly thread = new HashThread();

  for(expectedSize: number | undefined): Sha256 {
    if (expectedSize === undefined || expectedSize < THREAD_MIN_BYTES) return inlineSha256();
    fastCpu ??= sha256MBps() >= INLINE_MIN_MBPS;
    return fastCpu ? inlineSha256() : this.thread.sha256();
  }

  close(): Promise<void> {
    return this.thread.close();
  }
}
