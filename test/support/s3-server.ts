import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

// A maintained fork of s3rver (CommonJS, no type declarations).
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as new (
  options: Record<string, unknown>,
) => S3rverInstance;

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** Environment that points the bridge's S3 driver at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-compatible server on loopback, storing under a temporary directory. */
export async function startLocalS3(bucket = 'bridge-audio'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    // s3rver computes SigV4 for bucket-level requests (HeadBucket) differently from the AWS
    // SDK; the access key is still checked, and signing is the SDK's business, not ours.
    allowMismatchedSignatures: true,
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'audio/',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
