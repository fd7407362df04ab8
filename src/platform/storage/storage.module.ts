import { Global, Module } from '@nestjs/common';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config.js';
import { AudioStorage } from './audio-storage.js';
import { FsAudioStorage } from './fs-audio-storage.js';
import { S3AudioStorage } from './s3-audio-storage.js';

export function createAudioStorage(config: AppConfig): AudioStorage {
  const storage = config.storage;
  if (storage.STORAGE_DRIVER === 'filesystem') {
    return new FsAudioStorage(join(config.dataDir, 'audio'), storage.STORAGE_MIN_FREE_BYTES);
  }
  return new S3AudioStorage({
    bucket: storage.S3_BUCKET!,
    prefix: storage.S3_PREFIX,
    client: {
      region: storage.S3_REGION,
      endpoint: storage.S3_ENDPOINT,
      forcePathStyle: storage.S3_FORCE_PATH_STYLE,
      ...(storage.S3_ACCESS_KEY_ID && {
        credentials: {
          accessKeyId: storage.S3_ACCESS_KEY_ID,
          secretAccessKey: storage.S3_SECRET_ACCESS_KEY!,
        },
      }),
    },
  });
}

@Global()
@Module({
  providers: [{ provide: AudioStorage, inject: [AppConfig], useFactory: createAudioStorage }],
  exports: [AudioStorage],
})
export class StorageModule {}
