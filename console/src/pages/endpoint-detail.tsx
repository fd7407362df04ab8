/**
 * One endpoint: change it, disable or enable it, rotate its secret, send it a test event; its
 * delivery attempts with status and response; replaying failed messages.
 */
import { useState, type FormEvent } from 'preact/compat';
import { useLocation, useParams } from 'wouter-preact';
import { call, useLoad, type Schemas } from '../api.js';
import { useSession } from '../session.js';
import {
  Await,
  Empty,
  Facts,
  Field,
  Head,
  LoadedPage,
  Page,
  SecretOnce,
  Section,
  ShortId,
  Status,
  Time,
  useAction,
  useConfirm,
} from '../ui.js';
import { chosenTypes, EventTypePicker } from './event-type-picker.js';

type Endpoint = Schemas['EndpointDto'];

export function EndpointDetail() {
  const { id = '' } = useParams();
  const { client } = useSession();
  const endpoint = useLoad(
    () => call(client.GET('/webhook-endpoints/{id}', { params: { path: { id } } })),
    `endpoint ${id}`,
  );
  return (
    <LoadedPage title="Endpoint" loaded={endpoint}>
      {(data) => <EndpointPage endpoint={data} reload={endpoint.reload} />}
    </LoadedPage>
  );
}

function EndpointPage({ endpoint, reload }: { endpoint: Endpoint; reload: () => void }) {
  const { client } = useSession();
  const [, navigate] = useLocation();
  const path = { path: { id: endpoint.id } };
  const [act, busy, outcome] = useAction();
  const [dialog, confirm] = useConfirm();
  const [secret, setSecret] = useState<string | null>(null);
  const [deliveryTick, setDeliveryTick] = useState(0);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    return act(async () => {
      await call(
        client.PATCH('/webhook-endpoints/{id}', {
          params: path,
          body: {
            url: String(form.get('url') ?? '').trim(),
            description: String(form.get('description') ?? ''),
            event_types: chosenTypes(form),
          },
        }),
      );
      reload();
      return 'Saved.';
    });
  };
  const setDisabled = (disabled: boolean) =>
    act(async () => {
      await call(client.PATCH('/webhook-endpoints/{id}', { params: path, body: { disabled } }));
      reload();
      return disabled ? 'Disabled: no event is sent to it.' : 'Enabled.';
    });
  const test = () =>
    act(async () => {
      const result = await call(client.POST('/webhook-endpoints/{id}/test', { params: path }));
      setDeliveryTick((t) => t + 1);
      return result.succeeded
        ? `Test event delivered: ${result.status_code} in ${result.duration_ms} ms.`
        : `Test event not delivered: ${result.error ?? `status ${result.status_code}`}.`;
    });
  const rotate = async () => {
    const question = 'Make a new signing secret? The current one keeps signing for 24 hours.';
    if (!(await confirm(question, 'Rotate'))) return;
    await act(async () => {
      const answer = await call(
        client.POST('/webhook-endpoints/{id}/rotate-secret', { params: path }),
      );
      setSecret(answer.secret);
      reload();
    });
  };
  const remove = async () => {
    const question = 'Delete this endpoint with its messages and delivery log?';
    if (!(await confirm(question, 'Delete'))) return;
    await act(async () => {
      await call(client.DELETE('/webhook-endpoints/{id}', { params: path }));
      navigate('/events');
    });
  };
  const replay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const since = String(new FormData(event.currentTarget).get('since') ?? '');
    return act(async () => {
      const answer = await call(
        client.POST('/webhook-endpoints/{id}/replay', {
          params: path,
          body: { since: new Date(since).toISOString() },
        }),
      );
      setDeliveryTick((t) => t + 1);
      return `${answer.replayed} failed message(s) sent again.`;
    });
  };

  return (
    <Page
      title="Endpoint"
      actions={
        <>
          <button type="button" onClick={test} disabled={busy || endpoint.disabled}>
            Send a test event
          </button>
          <button type="button" onClick={rotate} disabled={busy}>
            Rotate the secret
          </button>
          <button type="button" onClick={() => setDisabled(!endpoint.disabled)} disabled={busy}>
            {endpoint.disabled ? 'Enable' : 'Disable'}
          </button>
          <button type="button" className="danger" onClick={remove} disabled={busy}>
            Delete
          </button>
        </>
      }
    >
      {dialog}
      {outcome}
      {secret ? (
        <SecretOnce label="New signing secret" value={secret} onDone={() => setSecret(null)} />
      ) : null}
      <Section title="Endpoint">
        <Facts
          items={[
            [
              'URL',
              <span key="u" className="wrap">
                {endpoint.url}
              </span>,
            ],
            [
              'State',
              <Status
                key="s"
                value={
                  endpoint.disabled ? 'disabled' : endpoint.failing_since ? 'failing' : 'enabled'
                }
              />,
            ],
            ...(endpoint.disabled_reason
              ? ([['Disabled because', endpoint.disabled_reason]] as [string, string][])
              : []),
            ['Failing since', <Time key="f" at={endpoint.failing_since} />],
            [
              'Previous secret valid until',
              <Time key="p" at={endpoint.previous_secret_expires_at} />,
            ],
          ]}
        />
      </Section>
      <Section title="Change">
        <form onSubmit={save} className="stack" key={endpoint.updated_at}>
          <Field label="URL">
            {(id) => <input id={id} name="url" type="url" required defaultValue={endpoint.url} />}
          </Field>
          <Field label="Description">
            {(id) => <input id={id} name="description" defaultValue={endpoint.description} />}
          </Field>
          <EventTypePicker chosen={endpoint.event_types} />
          <div className="actions">
            <button type="submit" disabled={busy}>
              Save
            </button>
          </div>
        </form>
      </Section>
      <Deliveries endpointId={endpoint.id} tick={deliveryTick} />
      <Section title="Replay">
        <form onSubmit={replay} className="inline">
          <Field label="Failed messages created since">
            {(id) => <input id={id} name="since" type="datetime-local" required />}
          </Field>
          <button type="submit" disabled={busy}>
            Replay
          </button>
        </form>
      </Section>
    </Page>
  );
}

function Deliveries({ endpointId, tick }: { endpointId: string; tick: number }) {
  const { client } = useSession();
  const [status, setStatus] = useState<'succeeded' | 'failed' | ''>('');
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const list = useLoad(
    () =>
      call(
        client.GET('/webhook-endpoints/{id}/deliveries', {
          params: {
            path: { id: endpointId },
            query: { limit: 25, ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) },
          },
        }),
      ),
    `${endpointId} ${status} ${cursor} ${tick}`,
    10_000,
  );
  const [act, busy, outcome] = useAction();
  const retry = (messageId: string) =>
    act(async () => {
      await call(
        client.POST('/webhook-messages/{id}/retry', { params: { path: { id: messageId } } }),
      );
      list.reload();
      return `Message ${messageId.slice(0, 8)} is being sent again.`;
    });
  return (
    <Section title="Deliveries">
      <form className="filters" aria-label="Filter deliveries">
        <Field label="Outcome">
          {(id) => (
            <select
              id={id}
              value={status}
              onChange={(e) => {
                setStatus(e.currentTarget.value as typeof status);
                setCursors([]);
              }}
            >
              <option value="">Any</option>
              <option value="succeeded">Succeeded</option>
              <option value="failed">Failed</option>
            </select>
          )}
        </Field>
      </form>
      {outcome}
      <Await loaded={list}>
        {(data) =>
          data.data.length ? (
            <>
              <table>
                <caption className="visually-hidden">Delivery attempts, newest first</caption>
                <Head cols={['Event', 'Attempted', 'Outcome', 'Response', 'Message']} />
                <tbody>
                  {data.data.map((a) => (
                    <tr key={a.id}>
                      <td>
                        {a.event_type} <ShortId id={a.event_id} />
                      </td>
                      <td>
                        <Time at={a.attempted_at} />{' '}
                        <span className="muted">{a.duration_ms} ms</span>
                      </td>
                      <td>
                        <Status value={a.succeeded ? 'succeeded' : 'failed'} />{' '}
                        {a.status_code ? <code>{a.status_code}</code> : null}
                        {a.error ? <div className="muted">{a.error}</div> : null}
                      </td>
                      <td>
                        {a.response ? (
                          <details>
                            <summary>Body</summary>
                            <pre>{a.response}</pre>
                          </details>
                        ) : (
                          <span className="muted">empty</span>
                        )}
                      </td>
                      <td>
                        <Status value={a.message_status} />{' '}
                        <button type="button" disabled={busy} onClick={() => retry(a.message_id)}>
                          Send again
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <nav aria-label="Delivery pages" className="pager">
                {cursors.length ? (
                  <button type="button" onClick={() => setCursors([])}>
                    Newest
                  </button>
                ) : null}
                {data.next_cursor ? (
                  <button
                    type="button"
                    onClick={() => setCursors((c) => [...c, data.next_cursor!])}
                  >
                    Older
                  </button>
                ) : null}
              </nav>
            </>
          ) : (
            <Empty>No delivery yet.</Empty>
          )
        }
      </Await>
    </Section>
  );
}
