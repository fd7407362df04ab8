import { call, type Schemas } from '../../clients/typescript/src/index.js';
import { type CliCommand, UsageError } from './cli-command.js';
import { teamId } from './team-ref.js';

type UsageReport = Schemas['UsageReportDto'];
type UsageRow = UsageReport['data'][number];

/** The figures of a usage row, in the order the report has them (all but the team and period). */
const figuresOf = (row: UsageRow) =>
  (Object.keys(row) as (keyof UsageRow)[]).filter(
    (key): key is Exclude<keyof UsageRow, 'team_id' | 'team_name' | 'period'> =>
      !['team_id', 'team_name', 'period'].includes(key),
  );

/** A table per team: a row per day of the month with activity, then the month's total. */
export function usageTables(report: UsageReport): string {
  const teams = new Map<string, UsageRow[]>();
  for (const row of report.data) {
    teams.set(row.team_id, [...(teams.get(row.team_id) ?? []), row]);
  }
  if (teams.size === 0) return `no usage from ${report.from} to ${report.to}\n`;
  const blocks = [...teams.values()].map((rows) => {
    const figures = figuresOf(rows[0]!);
    const columns = ['period', ...figures] as const;
    const total = { ...rows[0]!, period: 'total' };
    for (const figure of figures) {
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

export const USAGE_COMMANDS: CliCommand[] = [
  {
    name: 'usage report',
    summary: "A month's usage per team and day, as tables or JSON (admin key)",
    options: {
      month: { type: 'string', value: '<YYYY-MM>', description: 'The month (default: this one)' },
      team: { type: 'string', value: '<team>', description: "One team's, by name or id" },
      json: { type: 'boolean', default: false, description: 'The report as JSON' },
    },
    run: async (c) => {
      const month = (c.values.month as string | undefined) ?? new Date().toISOString().slice(0, 7);
      const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
      if (!match) throw new UsageError('--month must be YYYY-MM');
      const [year, index] = [Number(match[1]), Number(match[2]) - 1];
      const bridge = c.bridge();
      const team = c.values.team as string | undefined;
      const query = {
        from: new Date(Date.UTC(year, index, 1)).toISOString(),
        to: new Date(Date.UTC(year, index + 1, 1)).toISOString(),
        granularity: 'day' as const,
        ...(team ? { team_id: await teamId(bridge, team) } : {}),
      };
      const report = await call(
        bridge.GET('/admin/usage', { params: { query }, headers: { accept: 'application/json' } }),
      );
      if (typeof report === 'string') throw new Error('the bridge answered CSV, not JSON');
      if (c.values.json) c.print(report);
      else process.stdout.write(usageTables(report));
    },
  },
];
