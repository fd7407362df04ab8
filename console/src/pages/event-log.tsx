/** The team's event log, in the order it was written, from a time on, by type. */
import { Link } from 'wouter-preact';
import { fromLocalInput, useAddressFilters } from '../address.js';
import { call, useLoad, type Schemas } from '../api.js';
import { SUBSCRIBABLE } from '../event-types.js';
import { useSession } from '../session.js';
import { Await, Empty, Field, Head, Options, Page, ShortId, Time, TimeField } from '../ui.js';
import { TeamFilter, TeamName, useTeams } from './teams-data.js';

type EventType = Schemas['EventDto']['type'];
const DAY_MS = 24 * 3600_000;
const FILTERS = ['since', 'type', 'team_id'] as const;

export function EventLog() {
  const { client, isAdmin } = useSession();
  const teams = useTeams();
  const { params, link, query, apply } = useAddressFilters(FILTERS, { since: fromLocalInput });
  // From a day ago unless told otherwise (the log is oldest first).
  const since = query.since ?? new Date(Date.now() - DAY_MS).toISOString();
  const log = useLoad(
    () =>
      call(
        client.GET('/events', {
          params: {
            query: { limit: 50, ...query, since, type: query.type as EventType | undefined },
          },
        }),
      ),
    params.toString(),
  );
  const later = log.data?.next_cursor ? link({ cursor: log.data.next_cursor }) : null;
  return (
    <Page title="Event log" actions={<Link to="/events">Endpoints</Link>}>
      <form
        aria-label="Filter events"
        onSubmit={apply}
        className="filters card"
        key={params.toString()}
      >
        <TimeField label="Since" name="since" value={since} />
        <Field label="Type">
          {(id) => (
            <select id={id} name="type" defaultValue={params.get('type') ?? ''}>
              <option value="">Any</option>
              <Options values={[...SUBSCRIBABLE, 'ping']} />
            </select>
          )}
        </Field>
        {isAdmin ? <TeamFilter teams={teams.data} value={params.get('team_id')} /> : null}
        <div className="actions">
          <button type="submit">Show</button>
        </div>
      </form>
      <Await loaded={log}>
        {(data) =>
          data.data.length ? (
            <>
              <table>
                <caption className="visually-hidden">Events, oldest first</caption>
                <Head cols={['At', 'Type', isAdmin && 'Team', 'About', 'Event']} />
                <tbody>
                  {data.data.map((e) => {
                    const about = (e.data as { bot_id?: unknown }).bot_id;
                    const botId = typeof about === 'string' ? about : null;
                    return (
                      <tr key={e.id}>
                        <td>
                          <Time at={e.timestamp} />
                        </td>
                        <td>{e.type}</td>
                        {isAdmin ? (
                          <td>
                            <TeamName id={e.team_id} teams={teams.data} />
                          </td>
                        ) : null}
                        <td>
                          {botId ? <Link to={`/bots/${botId}`}>bot {botId.slice(0, 8)}</Link> : '–'}
                        </td>
                        <td>
                          <details>
                            <summary>
                              <ShortId id={e.id} />
                            </summary>
                            <pre>{JSON.stringify(e.data, null, 2)}</pre>
                          </details>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              <nav aria-label="Pages" className="pager">
                {params.get('cursor') ? (
                  <Link to={link({ cursor: null })}>From the start</Link>
                ) : null}
                {later ? <Link to={later}>Later events</Link> : null}
              </nav>
            </>
          ) : (
            <Empty>No events.</Empty>
          )
        }
      </Await>
    </Page>
  );
}
