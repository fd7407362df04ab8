import { Injectable } from '@nestjs/common';
import { AppConfig } from '../platform/config/app-config.js';
import type { AudioArchive } from '../generated/prisma/client.js';
import { ArchiveState } from '../generated/prisma/enums.js';
import type { Tx } from '../platform/outbox/event-outbox.js';
import { ArchiveTasksRepository } from './archive-tasks.repository.js';
import type { Media, RecordingSource } from './archive-task.js';
import { ArchiveWorker } from './archive-worker.js';

/**
 * Bots' recordings as the bots see them: archive tasks made when a bot completes, and what has
 * been archived. The audio is always archived; the video too with ARCHIVE_BOT_VIDEO, when the
 * completion names one.
 */
@Injectable()
export class BotRecordings {
  constructor(
    private readonly repo: ArchiveTasksRepository,
    private readonly worker: ArchiveWorker,
    private readonly config: AppConfig,
  ) {}

  /**
   * The tasks of a bot that has just completed, in the completion's transaction, so that one
   * exists for every completed bot and never two. `urls`: the signed URLs the event brought
   * (none: the vendor is asked when the task runs).
   */
  async createTasks(tx: Tx, botId: string, urls: Record<Media, string | null>): Promise<void> {
    const sources: RecordingSource[] = [{ media: 'audio', url: urls.audio }];
    if (this.config.archive.ARCHIVE_BOT_VIDEO && urls.video) {
      sources.push({ media: 'video', url: urls.video });
    }
    await this.repo.insertForBot(tx, botId, sources);
  }

  /** Offers new tasks to this replica's worker at once (others find them by polling). */
  wake(): void {
    void this.worker.poll();
  }

  /** A bot's task for one medium: none before the bot completed (or, for video, unless kept). */
  task(botId: string, media: Media): Promise<AudioArchive | null> {
    return this.repo.findForBot(botId, media);
  }
}

/** Where a task's file is in storage once it is archived; null before (or after it was deleted). */
export const archivedKey = (task: AudioArchive | null): string | null =>
  task?.state === ArchiveState.archived ? task.storageKey : null;
