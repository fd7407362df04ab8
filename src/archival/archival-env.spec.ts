import { validateEnv } from '../platform/config/env.js';

describe('archival and storage settings', () => {
  it('defaults to the filesystem driver and documented archive settings', () => {
    expect(validateEnv({})).toMatchObject({
      STORAGE_DRIVER: 'filesystem',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
      S3_PREFIX: '',
      ARCHIVE_CONCURRENCY: 2,
      ARCHIVE_MAX_ATTEMPTS: 8,
      ARCHIVE_LEASE_MS: 60_000,
      ARCHIVE_BACKOFF_BASE_MS: 2_000,
      ARCHIVE_BACKOFF_MAX_MS: 600_000,
      ARCHIVE_POLL_INTERVAL_MS: 1_000,
      ARCHIVE_SWEEP_INTERVAL_MS: 60_000,
      ARCHIVE_RECONCILE_AFTER_MS: 7_200_000,
      ARCHIVE_RECONCILE_BATCH: 100,
      ARCHIVE_RETENTION_DAYS: 0,
      ARCHIVE_SHUTDOWN_GRACE_MS: 15_000,
    });
  });

  it('requires a bucket for S3, and both halves of a key pair or neither', () => {
    expect(() => validateEnv({ STORAGE_DRIVER: 's3' })).toThrow(
      'S3_BUCKET: required when STORAGE_DRIVER=s3',
    );
    expect(() => validateEnv({ S3_ACCESS_KEY_ID: 'id' })).toThrow('set both or neither');
    const env = validateEnv({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'audio-bucket',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
    });
    expect(env).toMatchObject({ S3_BUCKET: 'audio-bucket', S3_FORCE_PATH_STYLE: true });
    expect(() => validateEnv({ STORAGE_DRIVER: 'nfs' })).toThrow('STORAGE_DRIVER');
    expect(() => validateEnv({ ARCHIVE_LEASE_MS: '10' })).toThrow('ARCHIVE_LEASE_MS');
  });
});
