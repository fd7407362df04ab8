import type { Readable } from 'node:stream';
import type { ByteRange } from './byte-range.js';

export interface StoredObject {
  key: string;
  size: number;
  sha256: string;
  contentType: string;
}

export interface StoredHead {
  /** The whole object's size, whatever part of it is read. */
  size: number;
  contentType: string;
  /** A strong validator of the object's bytes (a published object never changes). */
  etag: string;
  modifiedAt: Date;
}

export interface StoredReadable extends StoredHead {
  stream: Readable;
}

export interface PutOptions {
  contentType: string;
  /** When given, a body of any other length is refused and nothing is published. */
  expectedSize?: number;
  /** Called with the size of every chunk as it is stored (progress display). */
  onProgress?: (bytes: number) => void;
}

/** Error codes of a storage that cannot take more data: full, over quota, read-only. */
const CANNOT_WRITE = new Set(['ENOSPC', 'EDQUOT', 'EROFS']);

/** True when `error` says the storage itself cannot take the data (not the source's fault). */
export const storageCannotWrite = (error: unknown): boolean =>
  CANNOT_WRITE.has((error as NodeJS.ErrnoException | null)?.code ?? '');

export interface ListedObject {
  key: string;
  size: number;
}

/** Where archived audio lives. The filesystem driver is the default; S3 is the production option. */
export abstract class AudioStorage {
  abstract readonly driver: string;
  /**
   * Throws when the storage cannot be written to right now (readiness; archive downloads wait
   * for it): the filesystem when a write fails or less than its minimum is free, S3 when the
   * bucket does not answer.
   */
  abstract checkReady(): Promise<void>;
  /**
   * Streams `body` to a temporary location and publishes it under `key` only once it is complete
   * (and of `expectedSize`, when given) and durable. A failed put leaves nothing at `key`. The
   * caller is the key's only writer: temporary data of an earlier put of the same key that never
   * finished (its process died) is removed first.
   */
  abstract put(key: string, body: Readable, options: PutOptions): Promise<StoredObject>;
  /** Size and type of the object at `key`, or null when there is none. */
  abstract stat(key: string): Promise<StoredHead | null>;
  /** The object at `key` (only `range` of it, when given), or null when there is none. */
  abstract openRead(key: string, range?: ByteRange): Promise<StoredReadable | null>;
  /** Removes the object; removing a missing object is not an error. */
  abstract delete(key: string): Promise<void>;
  /** Every published object, in no particular order (unfinished puts are not objects). */
  abstract list(): AsyncIterable<ListedObject>;
  /**
   * Removes the temporary data of every unfinished put whose key `stillWriting` does not return
   * (their writer died), and returns how many it removed. The keys are asked about after the
   * temporary data was listed, so a put that starts meanwhile is never touched.
   */
  abstract removeUnfinished(
    stillWriting: (keys: string[]) => Promise<Set<string>>,
  ): Promise<number>;
}
