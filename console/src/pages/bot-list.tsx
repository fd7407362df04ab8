/**
 * Bots, newest first: filters and the page's cursor live in the address, so every view is a
 * link that can be shared or reloaded.
 */
import { useState, type FormEvent } from 'preact/compat';
import { Link, useLocation } from 'wouter-preact';
import { fromLocalInput, useAddressFilters } from '../address.js';
import { call, useLoad } from '../api.js';
import { useSession } from '../session.js';
import {
  Await,
  clock,
  Empty,
  Field,
  Head,
  Options,
  Page,
  ShortId,
  Status,
  Time,
  TimeField,
} from '../ui.js';
import { TeamFilter, TeamName, useTeams } from './teams-data.js';

export const BOT_STATUSES = [
  'creating',
  'created',
  'create_failed',
  'create_unconfirmed',
  'joining_call',
  'in_waiting_room',
  'in_call_not_recording',
  'in_call_recording',
  'call_ended',
  'complete',
  'failed',
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILTERS = ['status', 'created_after', 'created_before', 'meeting_url', 'team_id'] as const;

export function BotList() {
  const { client, isAdmin } = useSession();
  const { params, link, query, apply } = useAddressFilters(FILTERS, {
    created_after: fromLocalInput,
    created_before: fromLocalInput,
  });
  const [, navigate] = useLocation();
  const teams = useTeams();
  const [searchError, setSearchError] = useState<string | null>(null);
  const list = useLoad(
    () => call(client.GET('/bots', { params: { query: { ...query, limit: 25 } } })),
    params.toString(),
  );

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = String(new FormData(event.currentTarget).get('id') ?? '').trim();
    if (!UUID.test(id))
      return setSearchError('A bot id is a UUID, e.g. 3f9c2a7e-5b1d-4c8e-9a6f-0123456789ab.');
    setSearchError(null);
    navigate(`/bots/${id.toLowerCase()}`);
  };

  return (
    <Page
      title="Bots"
      actions={
        <Link className="button" to="/bots/new">
          Send a bot
        </Link>
      }
    >
      <form role="search" aria-label="Find a bot by id" onSubmit={search} className="inline card">
        <Field label="Bot id">
          {(id) => (
            <input
              id={id}
              name="id"
              placeholder="3f9c2a7e-…"
              aria-describedby={searchError ? 'bot-search-error' : undefined}
            />
          )}
        </Field>
        <button type="submit">Open</button>
        {searchError ? (
          <p role="alert" className="error" id="bot-search-error">
            {searchError}
          </p>
        ) : null}
      </form>
      <form
        aria-label="Filter bots"
        onSubmit={apply}
        className="filters card"
        key={params.toString()}
      >
        <Field label="Status">
          {(id) => (
            <select id={id} name="status" defaultValue={params.get('status') ?? ''}>
              <option value="">Any</option>
              <Options values={BOT_STATUSES} />
            </select>
          )}
        </Field>
        <TimeField label="Created after" name="created_after" value={params.get('created_after')} />
        <TimeField
          label="Created before"
          name="created_before"
          value={params.get('created_before')}
        />
        <Field label="Meeting URL">
          {(id) => (
            <input
              id={id}
              name="meeting_url"
              type="url"
              defaultValue={params.get('meeting_url') ?? ''}
            />
          )}
        </Field>
        {isAdmin ? <TeamFilter teams={teams.data} value={params.get('team_id')} /> : null}
        <div className="actions">
          <button type="submit">Filter</button>
          <Link to="/bots">Clear</Link>
        </div>
      </form>
      <Await loaded={list} what="bots">
        {(data) =>
          data.data.length ? (
            <>
              <table>
                <caption className="visually-hidden">Bots, newest first</caption>
                <Head
                  cols={[
                    'Bot',
                    'Name',
                    'Meeting',
                    'Status',
                    'Recorded',
                    'Participants',
                    'Kept',
                    isAdmin && 'Team',
                    'API',
                    'Created',
                  ]}
                />
                <tbody>
                  {data.data.map((bot) => (
                    <tr key={bot.id}>
                      <td>
                        <Link to={`/bots/${bot.id}`} aria-label={`Bot ${bot.id}`}>
                          <ShortId id={bot.id} />
                        </Link>
                      </td>
                      <td>{bot.bot_name}</td>
                      <td className="wrap">
                        {bot.title ? (
                          <>
                            {bot.title}
                            <div className="muted">{bot.meeting_url}</div>
                          </>
                        ) : (
                          bot.meeting_url
                        )}
                      </td>
                      <td>
                        <Status value={bot.status} />
                      </td>
                      <td>{bot.recording_seconds === null ? '–' : clock(bot.recording_seconds)}</td>
                      <td className="wrap">{bot.participants?.join(', ') || '–'}</td>
                      <td>
                        {bot.insights_ready
                          ? 'transcript, insights'
                          : bot.transcript_ready
                            ? 'transcript'
                            : '–'}
                      </td>
                      {isAdmin ? (
                        <td>
                          <TeamName id={bot.team_id} teams={teams.data} />
                        </td>
                      ) : null}
                      <td>{bot.api_version}</td>
                      <td>
                        <Time at={bot.created_at} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <nav aria-label="Pages" className="pager">
                {params.get('cursor') ? <Link to={link({ cursor: null })}>First page</Link> : null}
                {data.next_cursor ? (
                  <Link to={link({ cursor: data.next_cursor })}>Next page</Link>
                ) : null}
              </nav>
            </>
          ) : (
            <Empty>No bots match.</Empty>
          )
        }
      </Await>
    </Page>
  );
}
