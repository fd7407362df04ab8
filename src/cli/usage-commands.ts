import { parseArgs } from 'node:util';
import { type UsageReportDto, type UsageRowDto } from '../usage/usage.dto.js';
import { USAGE_FIGURES } from '../usage/usage.repository.js';
import { UsageService } from '../usage/usage.service.js';
import { UsageError } from './cli-output.js';
import type { Command } from './command.js';

const USAGE = 'usage report [--month YYYY-MM] [--json]';

/** A table per team: a row per day of the month with activity, then the month's total. */
export function usageTables(report: UsageReportDto): string {
  const teams = new Map<string, UsageRowDto[]>();
  for (const row of report.data) {
    teams.set(row.team_id, [...(teams.get(row.team_id) ?? []), row]);
  }
  if (teams.size === 0) return `no usage from ${report.from} to ${report.to}\n`;
  const columns = ['period', ...USAGE_FIGURES] as const;
  const blocks = [...teams.values()].map((rows) => {
    const total = { ...rows[0]!, period: 'total' };
    for (const figure of USAGE_FIGURES) {
      total[figure] = Number(rows.reduce((sum, row) => sum + row[figure], 0).toFixed(3));
    }
    const cells = [
      columns as readonly string[],
      ...[...rows, total].map((r) => columns.map((c) => String(r[c]))),
    ];
    const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i]!.length)));
    const lines = cells.map((line) =>
      line
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join('  '),
    );
    return [`${rows[0]!.team_name} (${rows[0]!.team_id})`, ...lines].join('\n');
  });
  return `${blocks.join('\n\n')}\n`;
}

export const USAGE_COMMANDS: Record<string, Command> = {
  'usage report': {
    usage: USAGE,
    run: async (args, app, print) => {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        strict: true,
        options: { month: { type: 'string' }, json: { type: 'boolean', default: false } },
      });
      if (positionals.length) throw new UsageError(`usage: ${USAGE}`);
      const now = new Date();
      const month = values.month ?? now.toISOString().slice(0, 7);
      const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
      if (!match) throw new UsageError('--month must be YYYY-MM');
      const [year, index] = [Number(match[1]), Number(match[2]) - 1];
      const report = await (await app()).get(UsageService).report({
        from: new Date(Date.UTC(year, index, 1)).toISOString(),
        to: new Date(Date.UTC(year, index + 1, 1)).toISOString(),
        granularity: 'day',
      });
      if (values.json) print(report);
      else process.stdout.write(usageTables(report));
    },
  },
};
