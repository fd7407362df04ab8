import { Injectable } from '@nestjs/common';
import { ArchiveState } from '../generated/prisma/enums.js';
import { EventOutbox, type EventWriter, type Tx } from '../team-events/event-outbox.js';
import { type ChangedTask } from './archive-tasks.repository.js';

/**
 * Changes of archive tasks that teams hear about: each runs in the outbox's transaction, and the
 * team of every task it moved to `archived`, `gone`, `unauthorized` or `failed` is told
 * (`audio.archived`, `audio.archive_failed`) in that same transaction.
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

async function tell(events: EventWriter, row: ChangedTask): Promise<void> {
  const job = { job_id: row.upstreamId, archive_id: row.id };
  const file = `/v2/live/${encodeURIComponent(row.upstreamId)}/file`;
  if (row.state === ArchiveState.archived) {
    await events.emit(row.teamId, 'audio.archived', {
      ...job,
      size_bytes: Number(row.sizeBytes),
      sha256: row.sha256,
      content_type: row.contentType,
      download_path: file,
      url: events.url(file),
    });
  } else if (row.state !== ArchiveState.pending) {
    await events.emit(row.teamId, 'audio.archive_failed', {
      ...job,
      reason: row.state,
      error: row.lastError,
    });
  }
}
