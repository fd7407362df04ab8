import { Global, Module } from '@nestjs/common';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config.js';
import { AudioStorage } from './audio-storage.js';
import { FsAudioStorage } from './fs-audio-storage.js';
import { S3AudioStorage } from './s3-audio-storage.js';

export function createAudioStorage(config: AppConfig): AudioStorage {
  const env = config.env;
  if (env.STORAGE_DRIVER === 'filesystem') {
    return new FsAudioStorage(join(config.dataDir, 'audio'), env.STORAGE_MIN_FREE_BYTES);
  }
  return new S3AudioStorage({
    bucket: env.S3_BUCKET!,
    prefix: env.S3_PREFIX,
    client: {
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      ...(env.S3_ACCESS_KEY_ID && {
        credentials: {
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
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
