import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';

/**
 * The "audio" of a job: pseudo-random bytes fully determined by (job id, size), generated block
 * by block so a multi-GiB download costs one 64 KiB block of memory. Every block differs (its
 * index is mixed in), so a client that drops, repeats or reorders a block gets a different sha256.
 */
const BLOCK = 64 * 1024;
const seeds = new Map<string, Buffer>();

function seedBlock(id: string): Buffer {
  let seed = seeds.get(id);
  if (!seed) {
    seed = Buffer.allocUnsafe(BLOCK);
    for (let i = 0; i < BLOCK / 32; i++)
      createHash('sha256')
        .update(`${id}:${i}`)
        .digest()
        .copy(seed, i * 32);
    if (seeds.size > 256) seeds.clear();
    seeds.set(id, seed);
  }
  return seed;
}

function block(seed: Buffer, index: number, length: number): Buffer {
  const out = Buffer.allocUnsafe(BLOCK);
  seed.copy(out);
  out.writeUInt32BE((seed.readUInt32BE(0) ^ index) >>> 0, 0);
  return length === BLOCK ? out : out.subarray(0, length);
}

export class AudioStream extends Readable {
  private index = 0;
  private remaining: number;
  private readonly seed: Buffer;

  constructor(id: string, size: number) {
    super({ highWaterMark: 4 * BLOCK });
    this.seed = seedBlock(id);
    this.remaining = size;
  }

  override _read(): void {
    while (this.remaining > 0) {
      const n = Math.min(BLOCK, this.remaining);
      this.remaining -= n;
      if (!this.push(block(this.seed, this.index++, n))) return;
    }
    this.push(null);
  }
}

/** The sha256 (hex) a correct download of this job's audio must have. */
export function expectedAudioSha256(id: string, size: number): string {
  const hash = createHash('sha256');
  const seed = seedBlock(id);
  for (let index = 0, left = size; left > 0; index++, left -= BLOCK) {
    hash.update(block(seed, index, Math.min(BLOCK, left)));
  }
  return hash.digest('hex');
}
