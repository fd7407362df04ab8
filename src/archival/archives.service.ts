import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { type AuditActor } from '../platform/audit/audit-actor.js';
import { AuditService } from '../platform/audit/audit.service.js';
import { ArchiveTasksRepository } from './archive-tasks.repository.js';
import { ArchiveWorker } from './archive-worker.js';
import {
  type ArchiveListQueryDto,
  type ArchiveListResponseDto,
  ArchiveResponseDto,
  type ArchiveStatsDto,
} from './archives.dto.js';

/** What admins (API and CLI) see of and do to archive tasks. */
@Injectable()
export class ArchivesService {
  constructor(
    private readonly repo: ArchiveTasksRepository,
    private readonly worker: ArchiveWorker,
    private readonly audit: AuditService,
  ) {}

  async list(query: ArchiveListQueryDto): Promise<ArchiveListResponseDto> {
    const { rows, total, exact } = await this.repo.list(query.state, query.limit, query.offset);
    return {
      items: rows.map((row) => ArchiveResponseDto.of(row)),
      total,
      total_exact: exact,
      limit: query.limit,
      offset: query.offset,
    };
  }

  async get(id: string): Promise<ArchiveResponseDto> {
    const row = await this.repo.find(id);
    if (!row) throw new NotFoundException(`Archive ${id} not found`);
    return ArchiveResponseDto.of(row);
  }

  async retry(id: string, actor: AuditActor): Promise<ArchiveResponseDto> {
    const { row } = await this.audit.within(
      actor,
      async (tx) => {
        const retried = await this.repo.retry(id, tx);
        if (retried === null) throw new NotFoundException(`Archive ${id} not found`);
        if (retried === 'conflict') {
          throw new ConflictException(
            `Archive ${id} is archived, being downloaded or deleted; nothing to retry`,
          );
        }
        return retried;
      },
      ({ row, from }) => ({
        action: 'archive.retried',
        target: { type: 'archive', id },
        change: { job_id: row.jobId, bot_id: row.botId, state: { from, to: row.state } },
      }),
    );
    void this.worker.poll();
    return ArchiveResponseDto.of(row);
  }

  async stats(): Promise<ArchiveStatsDto> {
    const [totals, due] = await Promise.all([this.repo.totalsByState(), this.repo.countDue()]);
    return { states: totals.counts, due, archived_bytes: totals.archivedBytes };
  }
}
