import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
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
import { Measure } from './measure.js';

export interface S3StorageSettings {
  bucket: string;
  /** Prepended to every key. */
  prefix: string;
  client: S3ClientConfig;
}

/** 8 MiB parts, 4 in flight: about 40 MiB of buffers per upload at most, whatever the file size. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 4;

/**
 * Audio in an S3-compatible bucket, written with a streaming multipart upload straight to the
 * final key. S3 makes an object visible only when CompleteMultipartUpload succeeds (or, for a
 * body smaller than one part, when the single PutObject is sent after the whole body was read);
 * the body passes through `Measure`, which errors instead of ending when the length is wrong, so
 * the SDK aborts the upload and nothing is published. The unfinished multipart upload is the
 * "temporary key": invisible to readers, aborted on failure, reclaimed by the bucket's lifecycle
 * rule if the process dies mid-upload. This avoids a second full copy of every file (CopyObject, limited
 * to 5 GiB in one request).
 */
export class S3AudioStorage extends AudioStorage {
  readonly driver = 's3';
  private readonly s3: S3Client;
  private readonly hashing = new BodyHashing();

  constructor(private readonly settings: S3StorageSettings) {
    super();
    this.s3 = new S3Client({
      // S3-compatible servers often reject the SDK's default trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...settings.client,
    });
  }

  onModuleDestroy(): Promise<void> {
    this.s3.destroy();
    return this.hashing.close();
  }

  async checkReady(): Promise<void> {
    await this.s3.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<StoredObject> {
    const sha256 = this.hashing.for(options.expectedSize);
    const measure = new Measure(sha256, options.expectedSize, options.onProgress);
    const upload = new Upload({
      client: this.s3,
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
      params: {
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        Body: measure,
        ContentType: options.contentType,
      },
    });
    // Both sides must settle: a failed source aborts the upload through `measure`'s error, and a
    // failed upload (bucket gone) must stop reading the source.
    const feeding = pipeline(body, measure);
    try {
      await Promise.all([upload.done(), feeding]);
      return {
        key,
        size: measure.bytes,
        sha256: await sha256.digest(),
        contentType: options.contentType,
      };
    } catch (error) {
      sha256.abort();
      body.destroy();
      measure.destroy();
      await upload.abort().catch(() => undefined);
      await feeding.catch(() => undefined);
      throw error;
    }
  }

  stat(key: string): Promise<StoredHead | null> {
    return this.orNull(async () => {
      const out = await this.s3.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      return {
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? 'application/octet-stream',
        ...validators(out),
      };
    });
  }

  openRead(key: string, range?: ByteRange): Promise<StoredReadable | null> {
    return this.orNull(async () => {
      const out = await this.s3.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.objectKey(key),
          Range: range && `bytes=${range.start}-${range.end}`,
        }),
      );
      // A ranged answer's Content-Length is the part's; `bytes a-b/total` has the whole.
      const total = /\/(\d+)$/.exec(out.ContentRange ?? '')?.[1];
      return {
        stream: out.Body as Readable,
        size: total ? Number(total) : (out.ContentLength ?? 0),
        contentType: out.ContentType ?? 'application/octet-stream',
        ...validators(out),
      };
    });
  }

  /** Null for a missing object (GET says NoSuchKey, HEAD, which has no body, says NotFound). */
  private async orNull<T>(read: () => Promise<T>): Promise<T | null> {
    try {
      return await read();
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (error instanceof NoSuchKey || name === 'NoSuchKey' || name === 'NotFound') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.s3.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
    );
  }

  /** The objects under the bridge's prefix, a page of ListObjectsV2 at a time. */
  async *list(): AsyncIterable<ListedObject> {
    const { bucket, prefix } = this.settings;
    let token: string | undefined;
    do {
      const page = await this.s3.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key.slice(prefix.length), size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * Unfinished multipart uploads are invisible and are reclaimed by the bucket's lifecycle rule
   * (`AbortIncompleteMultipartUpload`, e.g. after 1 day), which S3 applies server-side; listing
   * them here would need ListMultipartUploads rights the bridge otherwise does not need.
   */
  removeUnfinished(): Promise<number> {
    return Promise.resolve(0);
  }

  private objectKey(key: string): string {
    return `${this.settings.prefix}${key}`;
  }
}

/** The object's ETag (S3's is strong for every object it stores) and modification time. */
const validators = (out: { ETag?: string; LastModified?: Date }) => ({
  etag: out.ETag ?? '""',
  modifiedAt: out.LastModified ?? new Date(0),
});
