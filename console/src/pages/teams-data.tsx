/** The teams, for admins' team pickers and names (members see only their own team). */
import { call, useLoad, type Schemas } from '../api.js';
import { useSession } from '../session.js';
import { Field } from '../ui.js';

type Team = Schemas['TeamResponseDto'];

export function useTeams() {
  const { client, isAdmin } = useSession();
  return useLoad<Team[]>(
    () => (isAdmin ? call(client.GET('/admin/teams')) : Promise.resolve([])),
    'teams',
  );
}

export function TeamName(props: { id: string | null; teams: Team[] | undefined }) {
  if (!props.id) return <span className="muted">no team</span>;
  const team = props.teams?.find((t) => t.id === props.id);
  return <span title={props.id}>{team?.name ?? props.id.slice(0, 8)}</span>;
}

/** The teams as <option>s of a team picker (`active`: not the offboarded ones). */
export function TeamOptions(props: { teams: Team[] | undefined; active?: boolean }) {
  return (
    <>
      {props.teams
        ?.filter((t) => !props.active || !t.offboarded_at)
        .map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
    </>
  );
}

/** A filter by team, for admins: every team (empty value), or one. */
export function TeamFilter(props: { teams: Team[] | undefined; value: string | null }) {
  return (
    <Field label="Team">
      {(id) => (
        <select id={id} name="team_id" defaultValue={props.value ?? ''}>
          <option value="">Every team</option>
          <TeamOptions teams={props.teams} />
        </select>
      )}
    </Field>
  );
}

/**
 * Whose it is, asked of a key of no team (the bridge-wide admin key): one of the active teams,
 * sent as `team_id`.
 */
export function TeamChoice(props: { teams: Team[] | undefined }) {
  return (
    <Field label="Team" hint="Whose it is">
      {(id) => (
        <select id={id} name="team_id" required defaultValue="">
          <option value="" disabled>
            Choose a team
          </option>
          <TeamOptions teams={props.teams} active />
        </select>
      )}
    </Field>
  );
}
