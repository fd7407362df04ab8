import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { type AuditActor } from '../platform/audit/audit-actor.js';
import { AuditService } from '../platform/audit/audit.service.js';
import { listedTeam, type Principal } from '../platform/auth/principal.js';
import {
  type AdminJobListQueryDto,
  type AdminJobListResponseDto,
  AdminJobResponseDto,
  type AttachJobDto,
  NO_TEAM,
} from './jobs-admin.dto.js';
import { JobAccessService } from './job-access.service.js';
import { TranscriptionJobsRepository } from './transcription-jobs.repository.js';

/**
 * The job links as the bridge keeps them (for each team, and for admins), and how a session of
 * no team is given to one.
 */
@Injectable()
export class JobsAdminService {
  constructor(
    private readonly jobs: TranscriptionJobsRepository,
    private readonly access: JobAccessService,
    private readonly audit: AuditService,
  ) {}

  async list(query: AdminJobListQueryDto): Promise<AdminJobListResponseDto> {
    const team = query.team_id === NO_TEAM ? null : query.team_id?.toLowerCase();
    const { rows, total, exact } = await this.jobs.listForAdmin(team, query.limit, query.offset);
    return {
      items: rows.map((row) => AdminJobResponseDto.of(row)),
      total,
      total_exact: exact,
      limit: query.limit,
      offset: query.offset,
    };
  }

  /**
   * GET /jobs: the caller's team's jobs; admin keys may name any team (or see all), as on
   * GET /bots. Another team's, asked with a member key, is a 403.
   */
  listFor(principal: Principal, query: AdminJobListQueryDto): Promise<AdminJobListResponseDto> {
    return this.list({
      ...query,
      team_id: listedTeam(principal, query.team_id, "list another team's jobs"),
    });
  }

  /** 404 for an unknown job or team, 400 for a bot of another team, 409 for another team's job. */
  async attach(id: string, dto: AttachJobDto, actor: AuditActor): Promise<AdminJobResponseDto> {
    const before = await this.jobs.findWithArchive(id);
    if (!before) throw new NotFoundException(`Job ${id} not found`);
    if (!(await this.jobs.teamExists(dto.team_id))) throw new NotFoundException('Team not found');
    if (dto.bot_id && !(await this.jobs.teamHasBot(dto.team_id, dto.bot_id))) {
      throw new BadRequestException(["bot_id must be the id of one of that team's bots"]);
    }
    await this.audit.within(
      actor,
      async (tx) => {
        if (!(await this.jobs.attach(id, dto.team_id, dto.bot_id, tx))) {
          throw new ConflictException(`Job ${id} already belongs to another team`);
        }
        return null;
      },
      () => ({
        action: 'job.attached',
        target: { type: 'transcription_job', id },
        change: {
          team_id: { from: before.teamId, to: dto.team_id },
          bot_id: { from: before.botId, to: dto.bot_id ?? before.botId },
        },
      }),
    );
    const job = (await this.jobs.findWithArchive(id))!;
    this.access.remember(job);
    return AdminJobResponseDto.of(job);
  }
}
