import { Injectable } from '@nestjs/common';
import { ArchiveState } from '../generated/prisma/enums.js';
import { EventOutbox, type EventWriter, type Tx } from '../platform/outbox/event-outbox.js';
import { type ChangedTask } from './archive-tasks.repository.js';

/**
 * Changes of archive tasks that teams hear about: each runs in the outbox's transaction, and the
 * team of every task it moved to `archived`, `gone`, `unauthorized` or `failed` is told
 * (`audio.archived`, `audio.archive_failed`; for a bot's recording `bot.recording_archived`,
 * `bot.recording_archive_failed`) in that same transaction.
 */
@Injectable()
export class ArchiveChanges {
  constructor(private readonly outbox: EventOutbox) {}

  run(change: (tx: Tx) => Promise<ChangedTask[]>): Promise<ChangedTask[]> {
    return this.outbox.transaction(async (tx, events) => {
      const rows = await change(tx);
      for (const row of rows) await tell(events, row);
      return rows;
    });
  }
}

/** What a task's events say it is about, where its file is served, and their types. */
function subjectOf(row: ChangedTask) {
  if (row.botId) {
    return {
      ids: {
        bot_id: row.botId,
        upstream_bot_id: row.upstreamId,
        archive_id: row.id,
        media: row.media,
      },
      file: `/bots/${encodeURIComponent(row.botId)}/${row.media}`,
      archived: 'bot.recording_archived',
      failed: 'bot.recording_archive_failed',
    } as const;
  }
  return {
    ids: { job_id: row.upstreamId, archive_id: row.id },
    file: `/v2/live/${encodeURIComponent(row.upstreamId!)}/file`,
    archived: 'audio.archived',
    failed: 'audio.archive_failed',
  } as const;
}

async function tell(events: EventWriter, row: ChangedTask): Promise<void> {
  const { ids, file, archived, failed } = subjectOf(row);
  if (row.state === ArchiveState.archived) {
    await events.emit(row.teamId, archived, {
      ...ids,
      size_bytes: Number(row.sizeBytes),
      sha256: row.sha256,
      content_type: row.contentType,
      download_path: file,
      url: events.url(file),
    });
  } else if (row.state !== ArchiveState.pending) {
    await events.emit(row.teamId, failed, { ...ids, reason: row.state, error: row.lastError });
  }
}
