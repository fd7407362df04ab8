/** Admins: the teams, and making one. */
import { type FormEvent, useState } from 'preact/compat';
import { Link } from 'wouter-preact';
import { call } from '../api.js';
import { useSession } from '../session.js';
import { Await, Empty, Field, Head, Page, Section, Status, Time, useAction } from '../ui.js';
import { useTeams } from './teams-data.js';

export function Teams() {
  const { client } = useSession();
  const teams = useTeams();
  const [act, busy, outcome] = useAction();
  const [formKey, setFormKey] = useState(0);
  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    return act(async () => {
      const team = await call(client.POST('/admin/teams', { body: { name } }));
      setFormKey((k) => k + 1);
      teams.reload();
      return `Team ${team.name} created.`;
    });
  };
  return (
    <Page title="Teams and limits">
      <Section title="Teams">
        <Await loaded={teams}>
          {(data) =>
            data.length ? (
              <table>
                <caption className="visually-hidden">Teams</caption>
                <Head cols={['Team', 'Created', 'State']} />
                <tbody>
                  {data.map((t) => (
                    <tr key={t.id}>
                      <td>
                        <Link to={`/teams/${t.id}`}>{t.name}</Link>
                      </td>
                      <td>
                        <Time at={t.created_at} />
                      </td>
                      <td>
                        <Status value={t.offboarded_at ? 'offboarded' : 'active'} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <Empty>No teams yet.</Empty>
            )
          }
        </Await>
      </Section>
      <Section title="New team">
        <form onSubmit={create} className="inline" key={formKey}>
          <Field label="Name">
            {(id) => <input id={id} name="name" required maxLength={100} />}
          </Field>
          <button type="submit" disabled={busy}>
            Create
          </button>
        </form>
        {outcome}
      </Section>
    </Page>
  );
}
