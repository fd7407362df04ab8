import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AudioStorage,
  type PutOptions,
  type StoredObject,
  type StoredReadable,
} from './audio-storage.js';

/** Counts and hashes bytes as they pass. */
class Measure extends Transform {
  readonly hash = createHash('sha256');
  size = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.hash.update(chunk);
    this.size += chunk.length;
    this.push(chunk);
    done();
  }
}

/**
 * Audio on the local filesystem: `<root>/<key>` plus `<key>.meta.json` for the content type.
 * Writes go to `<root>/.tmp/` and are renamed into place, so a reader never sees half a file.
 */
export class FsAudioStorage extends AudioStorage {
  readonly driver = 'filesystem';

  constructor(readonly root: string) {
    super();
  }

  async checkReady(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const probe = join(this.root, `.ready-${process.pid}`);
    await writeFile(probe, '');
    await rm(probe, { force: true });
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<StoredObject> {
    const target = this.pathOf(key);
    const tmpDir = join(this.root, '.tmp');
    await mkdir(tmpDir, { recursive: true });
    const tmp = join(tmpDir, randomUUID());
    const measure = new Measure();
    try {
      await pipeline(body, measure, createWriteStream(tmp));
      if (options.expectedSize !== undefined && measure.size !== options.expectedSize) {
        throw new Error(`expected ${options.expectedSize} bytes, received ${measure.size}`);
      }
      await mkdir(dirname(target), { recursive: true });
      await writeFile(`${target}.meta.json`, JSON.stringify({ contentType: options.contentType }));
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
    return {
      key,
      size: measure.size,
      sha256: measure.hash.digest('hex'),
      contentType: options.contentType,
    };
  }

  async openRead(key: string): Promise<StoredReadable | null> {
    const path = this.pathOf(key);
    try {
      const { size } = await stat(path);
      const meta = JSON.parse(await readFile(`${path}.meta.json`, 'utf8')) as {
        contentType: string;
      };
      return { stream: createReadStream(path), size, contentType: meta.contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await rm(`${path}.meta.json`, { force: true });
  }

  /** Keys are ours, but a key must never reach outside the root all the same. */
  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(resolve(this.root) + sep)) throw new Error(`invalid storage key: ${key}`);
    return path;
  }
}
