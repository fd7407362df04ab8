/**
 * API keys. Admins mint them for a team (the key is shown once) and revoke them; a member sees
 * the key it signed in with (minting and revoking take an admin key).
 */
import { useState, type FormEvent } from 'preact/compat';
import { useSearchParams } from 'wouter-preact';
import { call, useLoad, type Schemas } from '../api.js';
import { useSession } from '../session.js';
import {
  Await,
  Empty,
  ErrorNote,
  Facts,
  Field,
  Head,
  Page,
  SecretOnce,
  Section,
  Status,
  Time,
  useAction,
  useConfirm,
} from '../ui.js';
import { useTeams } from './teams-data.js';

export function Keys() {
  const { isAdmin, me } = useSession();
  return (
    <Page title="Keys">
      <Section title="This key">
        <Facts
          items={[
            ['Name', me.key_name],
            ['Role', me.role],
            ['Team', me.team_name ?? 'none (the bridge-wide admin key)'],
          ]}
        />
        {!isAdmin ? (
          <p className="muted">Keys are minted and revoked with an admin key: ask an admin.</p>
        ) : null}
      </Section>
      {isAdmin ? <TeamKeys /> : null}
    </Page>
  );
}

function TeamKeys() {
  const { client } = useSession();
  const teams = useTeams();
  const [params, setParams] = useSearchParams();
  const teamId = params.get('team_id') ?? teams.data?.find((t) => !t.offboarded_at)?.id;
  const keys = useLoad(
    () =>
      teamId
        ? call(client.GET('/admin/teams/{id}/keys', { params: { path: { id: teamId } } }))
        : Promise.resolve([] as Schemas['ApiKeyResponseDto'][]),
    `keys ${teamId}`,
  );
  const [minted, setMinted] = useState<Schemas['ApiKeyCreatedDto'] | null>(null);
  const [act, busy, outcome] = useAction();
  const [dialog, confirm] = useConfirm();
  const [formKey, setFormKey] = useState(0);

  const mint = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!teamId) return;
    const form = new FormData(event.currentTarget);
    return act(async () => {
      const key = await call(
        client.POST('/admin/teams/{id}/keys', {
          params: { path: { id: teamId } },
          body: {
            name: String(form.get('name') ?? '').trim(),
            role: form.get('role') === 'admin' ? 'admin' : 'member',
          },
        }),
      );
      setMinted(key);
      setFormKey((k) => k + 1);
      keys.reload();
    });
  };
  const revoke = async (key: Schemas['ApiKeyResponseDto']) => {
    if (
      !(await confirm(
        `Revoke the key "${key.name}" (${key.prefix}…)? It stops working at once.`,
        'Revoke',
      ))
    ) {
      return;
    }
    await act(async () => {
      await call(client.DELETE('/admin/keys/{id}', { params: { path: { id: key.id } } }));
      keys.reload();
      return `Key ${key.name} revoked.`;
    });
  };

  return (
    <Section title="Team keys">
      {dialog}
      <form className="filters" aria-label="Choose a team">
        <Field label="Team">
          {(id) => (
            <select
              id={id}
              value={teamId ?? ''}
              onChange={(e) => setParams({ team_id: e.currentTarget.value })}
            >
              {teams.data?.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                  {t.offboarded_at ? ' (offboarded)' : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
      </form>
      {outcome}
      {minted ? (
        <SecretOnce
          label={`Key ${minted.name}`}
          value={minted.key}
          onDone={() => setMinted(null)}
        />
      ) : null}
      <ErrorNote error={teams.error} />
      <Await loaded={keys}>
        {(data) =>
          data.length ? (
            <table>
              <caption className="visually-hidden">The team's keys</caption>
              <Head cols={['Name', 'Key', 'Role', 'Created', 'Last used', 'State']} />
              <tbody>
                {data.map((key) => (
                  <tr key={key.id}>
                    <td>{key.name}</td>
                    <td>
                      <code>{key.prefix}…</code>
                    </td>
                    <td>{key.role}</td>
                    <td>
                      <Time at={key.created_at} />
                    </td>
                    <td>
                      <Time at={key.last_used_at} />
                    </td>
                    <td>
                      {key.revoked_at ? (
                        <>
                          <Status value="revoked" /> <Time at={key.revoked_at} />
                        </>
                      ) : (
                        <button
                          type="button"
                          className="danger"
                          disabled={busy}
                          onClick={() => revoke(key)}
                        >
                          Revoke {key.name}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <Empty>The team has no keys.</Empty>
          )
        }
      </Await>
      {teamId ? (
        <form onSubmit={mint} className="inline" key={formKey} aria-label="Mint a key">
          <Field label="New key's name">
            {(id) => <input id={id} name="name" required maxLength={100} />}
          </Field>
          <Field label="Role">
            {(id) => (
              <select id={id} name="role" defaultValue="member">
                <option value="member">member</option>
                <option value="admin">admin</option>
              </select>
            )}
          </Field>
          <button type="submit" disabled={busy}>
            Mint a key
          </button>
        </form>
      ) : null}
    </Section>
  );
}
