import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  statfs,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AudioStorage,
  type ListedObject,
  type PutOptions,
  type StoredHead,
  type StoredObject,
  type StoredReadable,
} from './audio-storage.js';
import { BodyHashing } from './body-hashing.js';
import type { ByteRange } from './byte-range.js';
import { FileSink } from './file-sink.js';
import { Measure } from './measure.js';

/** Recordings are the teams' meetings: their folders and files are the bridge's user's only. */
const PRIVATE_DIR = { recursive: true, mode: 0o700 } as const;

/** Temporary files are named `<key, URI-encoded>@<random>`, so that their key can be read back. */
const tempNameOf = (key: string) => `${encodeURIComponent(key)}@${randomUUID()}`;

function keyOfTemp(name: string): string | null {
  const at = name.lastIndexOf('@');
  try {
    return at > 0 ? decodeURIComponent(name.slice(0, at)) : null;
  } catch {
    return null;
  }
}

async function syncDirectory(path: string): Promise<void> {
  const dir = await open(path, 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

/**
 * Audio on the local filesystem: `<root>/<key>` plus `<key>.meta.json` for the content type.
 * Writes go to `<root>/.tmp/` and are renamed into place, so a reader never sees half a file;
 * the data and the metadata are fsynced before their rename and the directory after it, so a
 * published file (and the row that says so, written afterwards) survives a power loss.
 */
export class FsAudioStorage extends AudioStorage {
  readonly driver = 'filesystem';

  private readonly hashing = new BodyHashing();
  private readonly tempDir: string;

  constructor(
    readonly root: string,
    /** Less free space than this (STORAGE_MIN_FREE_BYTES) and the storage is not ready. */
    private readonly minFreeBytes = 0,
  ) {
    super();
    this.tempDir = join(root, '.tmp');
  }

  onModuleDestroy(): Promise<void> {
    return this.hashing.close();
  }

  /** A 0-byte write succeeds on a full disk too: the free space is what tells. */
  async checkReady(): Promise<void> {
    await mkdir(this.root, PRIVATE_DIR);
    const probe = join(this.root, `.ready-${process.pid}`);
    await writeFile(probe, '');
    await rm(probe, { force: true });
    const fs = await statfs(this.root);
    const free = fs.bavail * fs.bsize;
    if (free < this.minFreeBytes) {
      throw new Error(
        `${free} bytes free, less than STORAGE_MIN_FREE_BYTES (${this.minFreeBytes})`,
      );
    }
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<StoredObject> {
    const target = this.pathOf(key);
    await mkdir(this.tempDir, PRIVATE_DIR);
    await this.removeUnfinished(async (keys) => new Set(keys.filter((k) => k !== key)));
    const tmp = join(this.tempDir, tempNameOf(key));
    const sha256 = this.hashing.for(options.expectedSize);
    const measure = new Measure(sha256, options.expectedSize, options.onProgress);
    let digest: string;
    try {
      await pipeline(body, measure, new FileSink(tmp));
      digest = await sha256.digest();
      await this.publish(tmp, target, options.contentType);
    } catch (error) {
      sha256.abort();
      await Promise.all([rm(tmp, { force: true }), rm(`${tmp}.meta`, { force: true })]);
      throw error;
    }
    return { key, size: measure.bytes, sha256: digest, contentType: options.contentType };
  }

  /** Metadata first, then the data; both renames are durable once their directory is synced. */
  private async publish(tmp: string, target: string, contentType: string): Promise<void> {
    const created = await mkdir(dirname(target), PRIVATE_DIR);
    await writeFile(`${tmp}.meta`, JSON.stringify({ contentType }), { flush: true, mode: 0o600 });
    await rename(`${tmp}.meta`, `${target}.meta.json`);
    await rename(tmp, target);
    // A directory made just now must be durable in its parent too.
    const top = created ? dirname(created) : dirname(target);
    for (let dir = dirname(target); ; dir = dirname(dir)) {
      await syncDirectory(dir);
      if (dir === top || dir === dirname(dir)) break;
    }
  }

  async stat(key: string): Promise<StoredHead | null> {
    const path = this.pathOf(key);
    try {
      const { size, mtime, ino } = await stat(path);
      const meta = JSON.parse(await readFile(`${path}.meta.json`, 'utf8')) as {
        contentType: string;
      };
      // A put publishes a new file (a new inode) by rename: the three tell versions apart.
      const etag = `"${[ino, size, mtime.getTime()].map((n) => n.toString(36)).join('-')}"`;
      return { size, contentType: meta.contentType, etag, modifiedAt: mtime };
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

  async *list(): AsyncIterable<ListedObject> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.meta.json')) continue;
      const path = join(entry.parentPath, entry.name);
      const key = relative(this.root, path).split(sep).join('/');
      // Unfinished puts and the readiness probe are not objects.
      if (key.startsWith('.')) continue;
      // A file removed since the listing is no object any more.
      const { size } = await stat(path).catch(() => ({ size: -1 }));
      if (size >= 0) yield { key, size };
    }
  }

  async removeUnfinished(stillWriting: (keys: string[]) => Promise<Set<string>>) {
    const names = await readdir(this.tempDir).catch(() => [] as string[]);
    const keyOf = new Map(names.map((name) => [name, keyOfTemp(name)]));
    const kept = await stillWriting([...new Set([...keyOf.values()].filter((k) => k !== null))]);
    const gone = names.filter((name) => !kept.has(keyOf.get(name) ?? ''));
    await Promise.all(gone.map((name) => rm(join(this.tempDir, name), { force: true })));
    return gone.length;
  }

  /** Keys are ours, but a key must never reach outside the root all the same. */
  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(resolve(this.root) + sep)) throw new Error(`invalid storage key: ${key}`);
    return path;
  }
}
