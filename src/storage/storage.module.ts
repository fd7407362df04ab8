import { Global, Module } from '@nestjs/common';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config.js';
import { AudioStorage } from './audio-storage.js';
import { FsAudioStorage } from './fs-audio-storage.js';

@Global()
@Module({
  providers: [
    {
      provide: AudioStorage,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new FsAudioStorage(join(config.dataDir, 'audio')),
    },
  ],
  exports: [AudioStorage],
})
export class StorageModule {}
