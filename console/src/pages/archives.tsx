/** Admins: the archive tasks by state, a retry for the ones that gave up, a sweep on demand. */
import { Link, useSearchParams } from 'wouter-preact';
import { call, useLoad, type Schemas } from '../api.js';
import { useSession } from '../session.js';
import {
  AddressSelect,
  Await,
  bytes,
  Empty,
  Facts,
  Head,
  OffsetPager,
  Options,
  Page,
  Section,
  ShortId,
  Status,
  Time,
  useAction,
} from '../ui.js';

type State = NonNullable<Schemas['ArchiveResponseDto']['state']>;
const STATES: State[] = [
  'pending',
  'in_progress',
  'archived',
  'gone',
  'unauthorized',
  'failed',
  'expired',
  'deleted',
];
const RETRIABLE = new Set<string>(['failed', 'gone', 'unauthorized', 'expired']);
const PAGE = 25;

export function Archives() {
  const { client } = useSession();
  const [params] = useSearchParams();
  const state = (params.get('state') as State | null) ?? undefined;
  const offset = Number(params.get('offset') ?? 0) || 0;
  const stats = useLoad(() => call(client.GET('/admin/archives/stats')), 'stats', 10_000);
  const list = useLoad(
    () =>
      call(
        client.GET('/admin/archives', {
          params: { query: { limit: PAGE, offset, ...(state ? { state } : {}) } },
        }),
      ),
    params.toString(),
  );
  const [act, busy, outcome] = useAction();

  const sweep = () =>
    act(async () => {
      const report = await call(client.POST('/admin/archives/sweep'));
      stats.reload();
      list.reload();
      return `Sweep done: ${report.expired_leases} expired leases released, ${report.due} tasks due${
        report.exclusive_ran ? '' : ' (another replica ran the exclusive part)'
      }.`;
    });
  const retry = (id: string) =>
    act(async () => {
      await call(client.POST('/admin/archives/{id}/retry', { params: { path: { id } } }));
      stats.reload();
      list.reload();
      return `Task ${id.slice(0, 8)} is due now.`;
    });

  return (
    <Page
      title="Archives"
      actions={
        <button type="button" onClick={sweep} disabled={busy}>
          Run a sweep now
        </button>
      }
    >
      {outcome}
      <Section title="Tasks by state">
        <Await loaded={stats}>
          {(data) => (
            <Facts
              items={[
                ...STATES.map((s): [string, React.ReactNode] => [
                  s.replace('_', ' '),
                  <Link key={s} to={`/archives?state=${s}`}>
                    {data.states[s] ?? 0}
                  </Link>,
                ]),
                ['due now', data.due],
                ['archived bytes', bytes(data.archived_bytes)],
              ]}
            />
          )}
        </Await>
      </Section>
      <Section title="Tasks">
        <AddressSelect label="State" param="state">
          <option value="">Any</option>
          <Options values={STATES} />
        </AddressSelect>
        <Await loaded={list}>
          {(data) =>
            data.items.length ? (
              <>
                <table>
                  <caption className="visually-hidden">Archive tasks, newest first</caption>
                  <Head
                    cols={['Task', 'Of', 'State', 'Attempts', 'Size', 'Last error', 'Updated', '']}
                  />
                  <tbody>
                    {data.items.map((task) => (
                      <tr key={task.id}>
                        <td>
                          <ShortId id={task.id} />
                        </td>
                        <td>
                          {task.bot_id ? (
                            <Link to={`/bots/${task.bot_id}`}>bot {task.bot_id.slice(0, 8)}</Link>
                          ) : task.upstream_id ? (
                            <Link to={`/transcriptions?id=${task.upstream_id}`}>
                              job {task.upstream_id.slice(0, 8)}
                            </Link>
                          ) : (
                            'job'
                          )}{' '}
                          <span className="muted">({task.media})</span>
                        </td>
                        <td>
                          <Status value={task.state} />
                        </td>
                        <td>{task.attempts}</td>
                        <td>{bytes(task.size_bytes)}</td>
                        <td className="wrap">{task.last_error ?? '–'}</td>
                        <td>
                          <Time at={task.updated_at} />
                        </td>
                        <td>
                          {RETRIABLE.has(task.state) ? (
                            <button type="button" disabled={busy} onClick={() => retry(task.id)}>
                              Retry
                            </button>
                          ) : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <OffsetPager offset={offset} size={PAGE} more={offset + PAGE < data.total} />
              </>
            ) : (
              <Empty>No tasks{state ? ` in state ${state}` : ''}.</Empty>
            )
          }
        </Await>
      </Section>
    </Page>
  );
}
