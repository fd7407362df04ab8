/**
 * Transcription jobs (live sessions and pre-recorded files) as the bridge keeps them (GET /jobs):
 * status, the bot they were made for, the archived audio's state, and downloads of the
 * transcript and the audio through the STT proxy. Admins see every team's, or one's.
 */
import { Link, useSearchParams } from 'wouter-preact';
import { call, saveBlob, useLoad, type BridgeClient } from '../api.js';
import { useSession } from '../session.js';
import {
  AddressSelect,
  Await,
  Empty,
  Head,
  OffsetPager,
  Page,
  Section,
  ShortId,
  Status,
  Time,
  useAction,
} from '../ui.js';
import { TeamName, TeamOptions, useTeams } from './teams-data.js';

const PAGE = 25;
const FORMATS = ['json', 'srt', 'vtt', 'txt'] as const;

export function Transcriptions() {
  const { client, isAdmin } = useSession();
  const teams = useTeams();
  const [params] = useSearchParams();
  const offset = Number(params.get('offset') ?? 0) || 0;
  const team = params.get('team_id') ?? undefined;
  const list = useLoad(
    () =>
      call(
        client.GET('/jobs', {
          params: { query: { offset, limit: PAGE, ...(team ? { team_id: team } : {}) } },
        }),
      ),
    params.toString(),
  );
  const meetings = useLoad(
    () => call(client.GET('/bots', { params: { query: { status: 'complete', limit: 10 } } })),
    'meetings',
  );
  return (
    <Page title="Transcriptions">
      <Section title="Meetings' transcripts">
        <Await loaded={meetings} what="meetings">
          {(data) => {
            const kept = data.data.filter((bot) => bot.transcript_ready);
            return kept.length ? (
              <ul className="plain">
                {kept.map((bot) => (
                  <li key={bot.id}>
                    <Link to={`/bots/${bot.id}`}>{bot.bot_name}</Link> <Time at={bot.created_at} />
                    {bot.insights_ready ? ' (with insights)' : ''}
                  </li>
                ))}
              </ul>
            ) : (
              <Empty>No meeting's transcript yet: bots keep theirs once they complete.</Empty>
            );
          }}
        </Await>
        <p>
          <Link to="/bots?status=complete">Every completed meeting</Link> ·{' '}
          <Link to="/search">Search what was said</Link>
        </p>
      </Section>
      <h2>Transcription jobs</h2>
      {isAdmin ? (
        <AddressSelect label="Team" param="team_id">
          <option value="">Every team</option>
          <option value="none">No team</option>
          <TeamOptions teams={teams.data} />
        </AddressSelect>
      ) : null}
      <Await loaded={list} what="jobs">
        {(data) =>
          data.items.length ? (
            <>
              <table>
                <caption className="visually-hidden">Transcription jobs, newest first</caption>
                <Head
                  cols={[
                    'Job',
                    'Kind',
                    isAdmin && 'Team',
                    'Bot',
                    'Status',
                    'Audio archive',
                    'Created',
                    'Download',
                  ]}
                />
                <tbody>
                  {data.items.map((job) => (
                    <tr
                      key={job.id}
                      className={params.get('id') === job.upstream_id ? 'chosen' : undefined}
                    >
                      <td>
                        <ShortId id={job.upstream_id} />
                      </td>
                      <td>{job.kind.replace('_', '-')}</td>
                      {isAdmin ? (
                        <td>
                          <TeamName id={job.team_id} teams={teams.data} />
                        </td>
                      ) : null}
                      <td>
                        {job.bot_id ? (
                          <Link to={`/bots/${job.bot_id}`} aria-label={`Bot ${job.bot_id}`}>
                            <ShortId id={job.bot_id} />
                          </Link>
                        ) : (
                          '–'
                        )}
                      </td>
                      <td>
                        <Status value={job.status} />
                      </td>
                      <td>{job.archive_state ? <Status value={job.archive_state} /> : '–'}</td>
                      <td>
                        <Time at={job.created_at} />
                      </td>
                      <td>
                        {job.deleted_at ? (
                          <span className="muted">deleted</span>
                        ) : (
                          <Downloads id={job.upstream_id} done={job.status === 'done'} />
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <OffsetPager
                offset={offset}
                size={PAGE}
                more={offset + data.items.length < data.total}
              />
            </>
          ) : (
            <Empty>No transcription jobs.</Empty>
          )
        }
      </Await>
    </Page>
  );
}

async function blobOf(client: BridgeClient, id: string, format?: (typeof FORMATS)[number]) {
  const path = { path: { id } };
  const { data, response } = format
    ? await client.GET('/v2/transcription/{id}/transcript', {
        params: { ...path, query: { format } },
        parseAs: 'blob',
      })
    : await client.GET('/v2/transcription/{id}/file', { params: path, parseAs: 'blob' });
  if (!response.ok || !data) throw new Error(`The download failed (${response.status}).`);
  return data;
}

function Downloads({ id, done }: { id: string; done: boolean }) {
  const { client } = useSession();
  const [run, busy, outcome] = useAction();
  const save = (format?: (typeof FORMATS)[number]) =>
    run(async () => saveBlob(await blobOf(client, id, format), `job-${id}.${format ?? 'audio'}`));
  return (
    <div className="actions compact" role="group" aria-label={`Download job ${id.slice(0, 8)}`}>
      {done
        ? FORMATS.map((f) => (
            <button key={f} type="button" disabled={busy} onClick={() => save(f)}>
              {f.toUpperCase()}
            </button>
          ))
        : null}
      <button type="button" disabled={busy} onClick={() => save()}>
        Audio
      </button>
      {outcome}
    </div>
  );
}
