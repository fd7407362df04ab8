/** Admins: the audit log, newest first, by actor, action, target and time. */
import { Link } from 'wouter-preact';
import { fromLocalInput, toLocalInput, useAddressFilters } from '../address.js';
import { call, useLoad } from '../api.js';
import { useSession } from '../session.js';
import { Await, Empty, Field, Head, Page, ShortId, Time } from '../ui.js';

const FILTERS = ['actor', 'action', 'target', 'since'] as const;

export function Audit() {
  const { client } = useSession();
  const { params, link, query, apply } = useAddressFilters(FILTERS, { since: fromLocalInput });
  const log = useLoad(
    () => call(client.GET('/admin/audit', { params: { query: { ...query, limit: 50 } } })),
    params.toString(),
  );
  return (
    <Page title="Audit">
      <form
        aria-label="Filter the audit log"
        onSubmit={apply}
        className="filters card"
        key={params.toString()}
      >
        <Field label="Actor" hint="A key's name or id">
          {(id) => <input id={id} name="actor" defaultValue={params.get('actor') ?? ''} />}
        </Field>
        <Field label="Action" hint="e.g. key.minted">
          {(id) => <input id={id} name="action" defaultValue={params.get('action') ?? ''} />}
        </Field>
        <Field label="Target" hint="An id">
          {(id) => <input id={id} name="target" defaultValue={params.get('target') ?? ''} />}
        </Field>
        <Field label="Since">
          {(id) => (
            <input
              id={id}
              name="since"
              type="datetime-local"
              defaultValue={toLocalInput(params.get('since'))}
            />
          )}
        </Field>
        <div className="actions">
          <button type="submit">Filter</button>
          <Link to="/audit">Clear</Link>
        </div>
      </form>
      <Await loaded={log}>
        {(page) =>
          page.data.length ? (
            <>
              <table>
                <caption className="visually-hidden">Administrative actions, newest first</caption>
                <Head cols={['At', 'Actor', 'Action', 'Target', 'From', 'Change']} />
                <tbody>
                  {page.data.map((entry) => (
                    <tr key={entry.id}>
                      <td>
                        <Time at={entry.at} />
                      </td>
                      <td>{entry.actor_name}</td>
                      <td>
                        <code>{entry.action}</code>
                      </td>
                      <td>
                        {entry.target_type} <ShortId id={entry.target_id} />
                      </td>
                      <td>{entry.address ?? '–'}</td>
                      <td>
                        <details>
                          <summary>Details</summary>
                          <pre>{JSON.stringify(entry.change, null, 2)}</pre>
                        </details>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <nav aria-label="Pages" className="pager">
                {params.get('cursor') ? <Link to={link({ cursor: null })}>Newest</Link> : null}
                {page.next_cursor ? (
                  <Link to={link({ cursor: page.next_cursor })}>Older</Link>
                ) : null}
              </nav>
            </>
          ) : (
            <Empty>No entries match.</Empty>
          )
        }
      </Await>
    </Page>
  );
}
