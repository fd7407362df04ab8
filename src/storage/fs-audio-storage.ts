import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AudioStorage,
  type PutOptions,
  type StoredHead,
  type StoredObject,
  type StoredReadable,
} from './audio-storage.js';
import { BodyHashing } from './body-hashing.js';
import type { ByteRange } from './byte-range.js';
import { Measure } from './measure.js';

/**
 * Audio on the local filesystem: `<root>/<key>` plus `<key>.meta.json` for the content type.
 * Writes go to `<root>/.tmp/` and are renamed into place, so a reader never sees half a file.
 */
export class FsAudioStorage extends AudioStorage {
  readonly driver = 'filesystem';

  private readonly hashing = new BodyHashing();

  constructor(readonly root: string) {
    super();
  }

  onModuleDestroy(): Promise<void> {
    return this.hashing.close();
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
    const sha256 = this.hashing.for(options.expectedSize);
    const measure = new Measure(sha256, options.expectedSize, options.onProgress);
    let digest: string;
    try {
      await pipeline(body, measure, createWriteStream(tmp));
      digest = await sha256.digest();
      await mkdir(dirname(target), { recursive: true });
      await writeFile(`${target}.meta.json`, JSON.stringify({ contentType: options.contentType }));
      await rename(tmp, target);
    } catch (error) {
      sha256.abort();
      await rm(tmp, { force: true });
      throw error;
    }
    return { key, size: measure.bytes, sha256: digest, contentType: options.contentType };
  }

  async stat(key: string): Promise<StoredHead | null> {
    const path = this.pathOf(key);
    try {
      const { size } = await stat(path);
      const meta = JSON.parse(await readFile(`${path}.meta.json`, 'utf8')) as {
        contentType: string;
      };
      return { size, contentType: meta.contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async openRead(key: string, range?: ByteRange): Promise<StoredReadable | null> {
    const head = await this.stat(key);
    return head && { ...head, stream: createReadStream(this.pathOf(key), range) };
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await rm(`${path}.meta.json`, { force: true });
  }

  /** An unfinished write keeps its temp file's mtime fresh, so an old one is abandoned. */
  async removeStale(olderThan: Date): Promise<number> {
    const tmpDir = join(this.root, '.tmp');
    const names = await readdir(tmpDir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const path = join(tmpDir, name);
      const info = await stat(path).catch(() => null);
      if (info && info.mtime < olderThan) {
        await rm(path, { force: true });
        removed++;
      }
    }
    return removed;
  }

  /** Keys are ours, but a key must never reach outside the root all the same. */
  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(resolve(this.root) + sep)) throw new Error(`invalid storage key: ${key}`);
    return path;
  }
}
