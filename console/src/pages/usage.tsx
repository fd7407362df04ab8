/** Usage per day or month: a chart of one measure, the rows, and the same rows as CSV. */
import { useId } from 'preact/compat';
import { call, saveBlob, useLoad, type Schemas } from '../api.js';
import { useSession } from '../session.js';
import { Await, Empty, Field, Options, Page, Section, useAction } from '../ui.js';
import { TeamFilter, useTeams } from './teams-data.js';
import { useAddressFilters } from '../address.js';

type Row = Schemas['UsageRowDto'];
const FILTERS = ['granularity', 'from', 'to', 'measure', 'team_id'] as const;
/** A date input's day as the UTC midnight the report's bounds are given in. */
const startOfDay = (day: string) => `${day}T00:00:00Z`;
type Measure = Exclude<keyof Row, 'team_id' | 'team_name' | 'period'>;
const MEASURES: [Measure, string][] = [
  ['bots_created', 'Bots created'],
  ['bot_minutes', 'Bot minutes'],
  ['live_sessions', 'Live sessions'],
  ['live_audio_seconds', 'Live audio (s)'],
  ['pre_recorded_jobs', 'Pre-recorded jobs'],
  ['pre_recorded_audio_seconds', 'Pre-recorded audio (s)'],
  ['retranscriptions', 'Retranscriptions'],
  ['recording_bytes', 'Recording bytes'],
  ['archived_bytes', 'Archived live audio bytes'],
  ['api_requests', 'API requests'],
];

export function Usage() {
  const { client, isAdmin } = useSession();
  const teams = useTeams();
  const { params, query, apply } = useAddressFilters(FILTERS, {
    from: startOfDay,
    to: startOfDay,
  });
  const granularity = query.granularity === 'month' ? 'month' : 'day';
  const measure = MEASURES.find(([m]) => m === query.measure)?.[0] ?? 'bots_created';
  const period = {
    granularity,
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  } as const;
  const team = query.team_id;
  const fetchReport = (accept?: string) =>
    isAdmin
      ? client.GET('/admin/usage', {
          params: { query: { ...period, ...(team ? { team_id: team } : {}) } },
          ...(accept ? { headers: { accept }, parseAs: 'blob' as const } : {}),
        })
      : client.GET('/usage', {
          params: { query: period },
          ...(accept ? { headers: { accept }, parseAs: 'blob' as const } : {}),
        });
  const report = useLoad(
    async () => call(fetchReport()) as Promise<Schemas['UsageReportDto']>,
    params.toString(),
  );
  const [act, busy, outcome] = useAction();
  const csv = () =>
    act(async () => {
      const { data, response } = await fetchReport('text/csv');
      if (!response.ok || !(data instanceof Blob))
        throw new Error(`The download failed (${response.status}).`);
      saveBlob(data, `usage-${granularity}.csv`);
    });
  return (
    <Page
      title="Usage"
      actions={
        <button type="button" onClick={csv} disabled={busy}>
          Download CSV
        </button>
      }
    >
      {outcome}
      <form
        onSubmit={apply}
        className="filters card"
        aria-label="Usage period"
        key={params.toString()}
      >
        <Field label="Per">
          {(id) => (
            <select id={id} name="granularity" defaultValue={granularity}>
              <option value="day">day</option>
              <option value="month">month</option>
            </select>
          )}
        </Field>
        <Field label="From">
          {(id) => (
            <input
              id={id}
              name="from"
              type="date"
              defaultValue={params.get('from')?.slice(0, 10)}
            />
          )}
        </Field>
        <Field label="To">
          {(id) => (
            <input id={id} name="to" type="date" defaultValue={params.get('to')?.slice(0, 10)} />
          )}
        </Field>
        <Field label="Chart">
          {(id) => (
            <select id={id} name="measure" defaultValue={measure}>
              <Options values={MEASURES} />
            </select>
          )}
        </Field>
        {isAdmin ? <TeamFilter teams={teams.data} value={params.get('team_id')} /> : null}
        <div className="actions">
          <button type="submit">Show</button>
        </div>
      </form>
      <Await loaded={report}>
        {(data) =>
          data.data.length ? (
            <>
              <Section title={MEASURES.find(([m]) => m === measure)![1]}>
                <Chart rows={data.data} measure={measure} />
              </Section>
              <Section title="Rows">
                <UsageTable rows={data.data} />
              </Section>
            </>
          ) : (
            <Empty>No usage in this period.</Empty>
          )
        }
      </Await>
    </Page>
  );
}

/** A bar per period (teams summed), drawn as SVG; the table below has the numbers. */
function Chart({ rows, measure }: { rows: Row[]; measure: Measure }) {
  const titleId = useId();
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.period, (totals.get(row.period) ?? 0) + row[measure]);
  const periods = [...totals.keys()].sort();
  const largest = Math.max(1, ...totals.values());
  const width = 640;
  const height = 200;
  const slot = width / Math.max(periods.length, 1);
  return (
    <svg
      viewBox={`0 0 ${width} ${height + 40}`}
      role="img"
      aria-labelledby={titleId}
      className="chart"
      preserveAspectRatio="xMinYMin meet"
    >
      <title id={titleId}>{periods.map((p) => `${p}: ${round(totals.get(p)!)}`).join('; ')}</title>
      {periods.map((period, i) => {
        const value = totals.get(period)!;
        const h = (value / largest) * height;
        const bar = Math.min(slot * 0.7, 48);
        return (
          <g key={period}>
            <rect
              x={i * slot + (slot - bar) / 2}
              y={height - h}
              width={bar}
              height={h}
              className="bar-fill"
            />
            {periods.length <= 31 ? (
              <text x={i * slot + slot / 2} y={height + 16} textAnchor="middle" className="axis">
                {period.slice(5) || period}
              </text>
            ) : null}
          </g>
        );
      })}
      <text x={0} y={height + 36} className="axis">
        max {round(largest)}
      </text>
    </svg>
  );
}

const round = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

function UsageTable({ rows }: { rows: Row[] }) {
  return (
    <div className="scroll" tabIndex={0} role="region" aria-label="Usage rows">
      <table>
        <caption className="visually-hidden">Usage per period and team</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">Team</th>
            {MEASURES.map(([m, label]) => (
              <th scope="col" key={m}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.period} ${row.team_id}`}>
              <td>{row.period}</td>
              <td>{row.team_name}</td>
              {MEASURES.map(([m]) => (
                <td key={m}>{round(row[m])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
