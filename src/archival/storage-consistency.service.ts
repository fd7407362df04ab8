import { Injectable } from '@nestjs/common';
import { AudioStorage } from '../platform/storage/audio-storage.js';
import { ArchiveTasksRepository } from './archive-tasks.repository.js';

/** Rows read per query while comparing. */
const PAGE = 1_000;
/** Items of each kind listed in a report (all are counted). */
const LISTED = 100;

export interface ConsistencyReport {
  objects: number;
  rows: number;
  /** Rows that say a file is stored whose object is not there. */
  missing: { count: number; items: { archive_id: string; key: string; state: string }[] };
  /** Rows whose object is there with another size than the row says. */
  size_mismatch: {
    count: number;
    items: { archive_id: string; key: string; row_bytes: number; object_bytes: number }[];
  };
  /** Objects that no row names. */
  orphans: { count: number; keys: string[] };
}

/**
 * Compares the archive's rows with the storage's objects, both read whole: what a restore of the
 * database or the bucket to different moments leaves behind. Reads only; what to do about each
 * kind is the operator's call (see the operator guide's restore section).
 */
@Injectable()
export class StorageConsistency {
  constructor(
    private readonly storage: AudioStorage,
    private readonly repo: ArchiveTasksRepository,
  ) {}

  async check(): Promise<ConsistencyReport> {
    const objects = new Map<string, number>();
    for await (const { key, size } of this.storage.list()) objects.set(key, size);
    const report: ConsistencyReport = {
      objects: objects.size,
      rows: 0,
      missing: { count: 0, items: [] },
      size_mismatch: { count: 0, items: [] },
      orphans: { count: 0, keys: [] },
    };
    for (let after: string | null = null; ;) {
      const rows = await this.repo.storedPage(after, PAGE);
      for (const { id, storageKey, sizeBytes, state } of rows) {
        const key = storageKey!;
        report.rows++;
        const size = objects.get(key);
        // Each object has one task (keys are made from the task's job or bot): what is left of
        // the listing afterwards, no task names.
        objects.delete(key);
        if (size === undefined) {
          if (report.missing.count++ < LISTED)
            report.missing.items.push({ archive_id: id, key, state });
        } else if (sizeBytes !== null && Number(sizeBytes) !== size) {
          if (report.size_mismatch.count++ < LISTED) {
            report.size_mismatch.items.push({
              archive_id: id,
              key,
              row_bytes: Number(sizeBytes),
              object_bytes: size,
            });
          }
        }
      }
      if (rows.length < PAGE) break;
      after = rows.at(-1)!.id;
    }
    report.orphans = { count: objects.size, keys: [...objects.keys()].slice(0, LISTED) };
    return report;
  }
}
