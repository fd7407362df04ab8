import { BadRequestException, Injectable, type OnModuleInit } from '@nestjs/common';
import { SweepSteps } from '../archival/sweep-steps.js';
import { type AdminUsageQueryDto, type UsageReportDto, type UsageRowDto } from './usage.dto.js';
import { type Granularity, USAGE_FIGURES, UsageRepository } from './usage.repository.js';
import { timestampOf } from '../platform/common/timestamp.js';

const MAX_DAYS = 3_700;
/** Fractions kept: minutes to the hundredth, seconds to the millisecond. */
const DECIMALS: Partial<Record<string, number>> = {
  bot_minutes: 2,
  live_audio_seconds: 3,
  pre_recorded_audio_seconds: 3,
};

export const CSV_COLUMNS = ['team_id', 'team_name', 'period', ...USAGE_FIGURES] as const;

/** Usage reports: per team and UTC period (day or month), as JSON rows or CSV. */
@Injectable()
export class UsageService implements OnModuleInit {
  constructor(
    private readonly repo: UsageRepository,
    private readonly sweep: SweepSteps,
  ) {}

  /** Every sweep rolls the settled days up (see UsageRepository.rollUp). */
  onModuleInit(): void {
    this.sweep.add(async () => ({ usage_days_rolled: await this.repo.rollUp() }));
  }

  async report(query: AdminUsageQueryDto, now = new Date()): Promise<UsageReportDto> {
    const to = timestampOf(query.to) ?? now;
    const from =
      timestampOf(query.from) ?? new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), 1));
    if (!(from < to)) throw new BadRequestException(['from must be before to']);
    if (to.getTime() - from.getTime() > MAX_DAYS * 86_400_000) {
      throw new BadRequestException([`a report covers at most ${MAX_DAYS} days`]);
    }
    const granularity = query.granularity;
    const [cells, teams] = await Promise.all([
      this.repo.cells({ from, to, granularity, teamId: query.team_id }),
      this.repo.teamNames(),
    ]);
    const names = new Map(teams.map((team) => [team.id, team.name]));
    const rows = new Map<string, UsageRowDto>();
    for (const cell of cells) {
      const period = periodLabel(cell.period, granularity);
      const key = `${cell.team_id} ${period}`;
      let row = rows.get(key);
      if (!row) {
        row = {
          team_id: cell.team_id,
          team_name: names.get(cell.team_id) ?? '',
          period,
        } as UsageRowDto;
        for (const figure of USAGE_FIGURES) row[figure] = 0;
        rows.set(key, row);
      }
      const decimals = DECIMALS[cell.figure] ?? 0;
      row[cell.figure] = Number((row[cell.figure] + cell.value).toFixed(decimals));
    }
    const data = [...rows.values()].sort(
      (a, b) => a.team_name.localeCompare(b.team_name) || a.period.localeCompare(b.period),
    );
    return { from: from.toISOString(), to: to.toISOString(), granularity, data };
  }

  csv(report: UsageReportDto): string {
    const lines = report.data.map((row) => CSV_COLUMNS.map((c) => csvField(row[c])).join(','));
    return [CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
  }
}

function periodLabel(period: Date, granularity: Granularity): string {
  return period.toISOString().slice(0, granularity === 'day' ? 10 : 7);
}

function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
