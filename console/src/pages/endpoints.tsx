/** The team's event endpoints, and registering one (its signing secret is shown once). */
import { useState, type FormEvent } from 'preact/compat';
import { Link } from 'wouter-preact';
import { call, useLoad, type Schemas } from '../api.js';
import { useSession } from '../session.js';
import {
  Await,
  Empty,
  Field,
  Head,
  Page,
  SecretOnce,
  Section,
  Status,
  Time,
  useAction,
} from '../ui.js';
import { chosenTypes, EventTypePicker } from './event-type-picker.js';
import { TeamChoice, TeamName, useTeams } from './teams-data.js';

export function Endpoints() {
  const { client, isAdmin, me } = useSession();
  const teams = useTeams();
  const list = useLoad(() => call(client.GET('/webhook-endpoints', {})), 'endpoints');
  const [created, setCreated] = useState<Schemas['EndpointWithSecretDto'] | null>(null);
  const [act, busy, outcome] = useAction();
  const [formKey, setFormKey] = useState(0);

  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    return act(async () => {
      const endpoint = await call(
        client.POST('/webhook-endpoints', {
          body: {
            url: text('url') ?? '',
            description: text('description'),
            event_types: chosenTypes(form),
            team_id: text('team_id'),
          },
        }),
      );
      setCreated(endpoint);
      setFormKey((k) => k + 1);
      list.reload();
    });
  };

  return (
    <Page title="Team events" actions={<Link to="/events/log">Event log</Link>}>
      <Section title="Endpoints">
        <Await loaded={list}>
          {(data) =>
            data.data.length ? (
              <table>
                <caption className="visually-hidden">Endpoints</caption>
                <Head cols={['URL', isAdmin && 'Team', 'Events', 'State', 'Created']} />
                <tbody>
                  {data.data.map((e) => (
                    <tr key={e.id}>
                      <td className="wrap">
                        <Link to={`/events/endpoints/${e.id}`}>{e.url}</Link>
                        {e.description ? <div className="muted">{e.description}</div> : null}
                      </td>
                      {isAdmin ? (
                        <td>
                          <TeamName id={e.team_id} teams={teams.data} />
                        </td>
                      ) : null}
                      <td>{e.event_types.length ? e.event_types.join(', ') : 'every type'}</td>
                      <td>
                        <Status
                          value={e.disabled ? 'disabled' : e.failing_since ? 'failing' : 'enabled'}
                        />
                      </td>
                      <td>
                        <Time at={e.created_at} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <Empty>No endpoint yet: register one below to receive the team's events.</Empty>
            )
          }
        </Await>
      </Section>
      <Section title="Register an endpoint">
        {created ? (
          <SecretOnce
            label={`Signing secret of ${created.url}`}
            value={created.secret}
            onDone={() => setCreated(null)}
          />
        ) : null}
        <form onSubmit={create} className="stack" key={formKey}>
          <Field label="URL" hint="HTTPS; events are POSTed here, signed (Standard Webhooks)">
            {(id) => <input id={id} name="url" type="url" required />}
          </Field>
          <Field label="Description">{(id) => <input id={id} name="description" />}</Field>
          {isAdmin && !me.team_id ? <TeamChoice teams={teams.data} /> : null}
          <EventTypePicker />
          {outcome}
          <div className="actions">
            <button type="submit" disabled={busy}>
              Register
            </button>
          </div>
        </form>
      </Section>
    </Page>
  );
}
