import { Injectable } from '@nestjs/common';
import { AudioStorage } from '../platform/storage/audio-storage.js';
import { type LiveFile, SttClient } from '../platform/vendors/stt.client.js';
import { storageKeyOf } from './archive-keys.js';
import type { ClaimedTask, Downloaded } from './archive-task.js';
import { BotRecordingSource } from './bot-recording-source.js';

/**
 * Streams one task's file into storage: a live job's recorded audio from the STT vendor, or a
 * bot's recording from the meeting-bot vendor's storage.
 */
@Injectable()
export class ArchiveDownloader {
  constructor(
    private readonly stt: SttClient,
    private readonly bots: BotRecordingSource,
    private readonly storage: AudioStorage,
  ) {}

  async download(
    task: ClaimedTask,
    owner: string,
    signal: AbortSignal,
    onProgress: (bytes: number) => void,
  ): Promise<Downloaded> {
    const file: LiveFile = task.botId
      ? await this.bots.open(task, owner, signal)
      : await this.stt.openLiveFile(task.upstreamId!, signal);
    try {
      const stored = await this.storage.put(storageKeyOf(task), file.body, {
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
