/** Admins: one team's limits and retention, its keys, and offboarding. */
import { type FormEvent } from 'preact/compat';
import { Link, useParams } from 'wouter-preact';
import { call, useLoad, type Schemas } from '../api.js';
import { useSession } from '../session.js';
import { Facts, Field, LoadedPage, Page, Section, Time, useAction, useConfirm } from '../ui.js';

type Team = Schemas['TeamDetailDto'];
const LIMITS: [keyof Schemas['TeamLimitsDto'], string][] = [
  ['max_active_bots', 'Bots at once'],
  ['bots_per_day', 'Bots per day'],
  ['max_live_sessions', 'Live sessions at once'],
  ['requests_per_minute', 'Requests per minute'],
];
const RETENTION: [keyof Schemas['TeamRetentionDto'], string][] = [
  ['recordings_days', 'Recordings (days)'],
  ['transcripts_days', 'Transcripts (days)'],
  ['vendor_data_days', 'Data at the vendors (days)'],
];

export function TeamDetail() {
  const { id = '' } = useParams();
  const { client } = useSession();
  const team = useLoad(
    () => call(client.GET('/admin/teams/{id}', { params: { path: { id } } })),
    `team ${id}`,
  );
  return (
    <LoadedPage title="Team" loaded={team}>
      {(data) => <TeamPage team={data} reload={team.reload} />}
    </LoadedPage>
  );
}

/** A number input's value: empty means no limit (null). */
const limitValue = (form: FormData, name: string): number | null => {
  const raw = String(form.get(name) ?? '').trim();
  return raw === '' ? null : Number(raw);
};

function TeamPage({ team, reload }: { team: Team; reload: () => void }) {
  const { client } = useSession();
  const [act, busy, outcome] = useAction();
  const [dialog, confirm] = useConfirm();
  const path = { path: { id: team.id } };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    return act(async () => {
      await call(
        client.PATCH('/admin/teams/{id}', {
          params: path,
          body: {
            limits: Object.fromEntries(LIMITS.map(([name]) => [name, limitValue(form, name)])),
            retention: Object.fromEntries(
              RETENTION.map(([name]) => [name, limitValue(form, name)]),
            ),
          },
        }),
      );
      reload();
      return 'Saved.';
    });
  };
  const offboard = async () => {
    const question = `Offboard ${team.name}? Its keys are revoked and its endpoints disabled at once, its bots leave, and all of its data is deleted.`;
    if (!(await confirm(question, 'Offboard'))) return;
    await act(async () => {
      await call(client.DELETE('/admin/teams/{id}', { params: path }));
      reload();
      return 'Offboarding started.';
    });
  };

  return (
    <Page
      title={`Team ${team.name}`}
      actions={
        <>
          <Link to={`/keys?team_id=${team.id}`}>Keys</Link>
          <Link to={`/usage?team_id=${team.id}`}>Usage</Link>
          {!team.offboarded_at ? (
            <button type="button" className="danger" onClick={offboard} disabled={busy}>
              Offboard
            </button>
          ) : null}
        </>
      }
    >
      {dialog}
      {outcome}
      <Section title="Team">
        <Facts
          items={[
            ['Id', <code key="i">{team.id}</code>],
            ['Created', <Time key="c" at={team.created_at} />],
            ['Offboarded', <Time key="o" at={team.offboarded_at} />],
            ...(team.offboarding
              ? ([
                  [
                    'Offboarding',
                    `${team.offboarding.completed} of ${team.offboarding.deletions} deletions done${
                      team.offboarding.done ? ' (finished)' : ''
                    }`,
                  ],
                ] as [string, string][])
              : []),
          ]}
        />
      </Section>
      {!team.offboarded_at ? (
        <Section title="Limits and retention">
          <form
            onSubmit={save}
            className="stack"
            key={JSON.stringify([team.limits, team.retention])}
          >
            <NumberFields
              legend="Limits (empty: no limit)"
              fields={LIMITS}
              min={0}
              values={team.limits}
            />
            <NumberFields
              legend="Retention (empty: kept)"
              fields={RETENTION}
              min={1}
              values={team.retention}
            />
            <div className="actions">
              <button type="submit" disabled={busy}>
                Save
              </button>
            </div>
          </form>
        </Section>
      ) : null}
    </Page>
  );
}

/** Whole numbers, one per field, where an empty field means none (null). */
function NumberFields<K extends string>(props: {
  legend: string;
  fields: [K, string][];
  min: number;
  values: Record<K, number | null>;
}) {
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      {props.fields.map(([name, label]) => (
        <Field key={name} label={label}>
          {(id) => (
            <input
              id={id}
              name={name}
              type="number"
              min={props.min}
              step={1}
              defaultValue={props.values[name] ?? ''}
            />
          )}
        </Field>
      ))}
    </fieldset>
  );
}
