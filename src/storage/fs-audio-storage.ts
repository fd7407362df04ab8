import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AudioStorage } from './audio-storage.js';

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
}
