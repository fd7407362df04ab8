import { Injectable } from '@nestjs/common';
import { AudioStorage, type StoredObject } from '../storage/audio-storage.js';
import { SttClient } from '../vendors/stt.client.js';
import type { ClaimedTask } from './archive-tasks.repository.js';

/** Where a job's audio lives in storage; derived from our id, never from vendor input. */
export const storageKeyOf = (jobId: string) => `live/${jobId}`;

/** Streams one live job's recorded audio from the vendor into storage. */
@Injectable()
export class ArchiveDownloader {
  constructor(
    private readonly stt: SttClient,
    private readonly storage: AudioStorage,
  ) {}

  async download(
    task: ClaimedTask,
    signal: AbortSignal,
    onProgress: (bytes: number) => void,
  ): Promise<StoredObject> {
    const file = await this.stt.openLiveFile(task.upstreamId, signal);
    try {
      return await this.storage.put(storageKeyOf(task.jobId), file.body, {
        contentType: file.contentType,
        expectedSize: file.size,
        onProgress,
      });
    } catch (error) {
      // A storage failure may leave the body unread: it must not hold the socket open.
      file.body.destroy();
      throw error;
    }
  }
}
