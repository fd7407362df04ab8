import { Injectable } from '@nestjs/common';
import { AudioStorage, type StoredObject } from '../storage/audio-storage.js';
import { SttClient } from '../vendors/stt.client.js';

/** Where a job's audio lives in storage; derived from our id, never from vendor input. */
export const storageKeyOf = (jobId: string) => `live/${jobId}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The job whose audio `key` holds; null for a key archival did not make. */
export function jobIdOfKey(key: string): string | null {
  const jobId = key.startsWith('live/') ? key.slice('live/'.length) : '';
  return UUID.test(jobId) ? jobId : null;
}

/** A stored download, and whether its length could be checked (see `LiveFile.framed`). */
export interface Downloaded extends StoredObject {
  sizeVerified: boolean;
}

/** Streams one live job's recorded audio from the vendor into storage. */
@Injectable()
export class ArchiveDownloader {
  constructor(
    private readonly stt: SttClient,
    private readonly storage: AudioStorage,
  ) {}

  async download(
    task: { jobId: string; upstreamId: string },
    signal: AbortSignal,
    onProgress: (bytes: number) => void,
  ): Promise<Downloaded> {
    const file = await this.stt.openLiveFile(task.upstreamId, signal);
    try {
      const stored = await this.storage.put(storageKeyOf(task.jobId), file.body, {
        contentType: file.contentType,
        expectedSize: file.size,
        onProgress,
      });
      return { ...stored, sizeVerified: file.framed };
    } catch (error) {
      // A storage failure may leave the body unread: it must not hold the socket open.
      file.body.destroy();
      throw error;
    }
  }
}
