/**
 * One bot's meeting: its status timeline, the archived recording with the transcript beside it
 * (a line seeks the player; `?t=` from a search marks the line said then), its insights (a
 * chapter seeks the player too) and translations, downloads, the STT jobs and
 * retranscriptions, the events sent about it, and what can be done to it.
 */
import { useEffect, useRef, useState } from 'preact/compat';
import { Link, useParams, useSearchParams } from 'wouter-preact';
import { call, idempotencyKey, saveBlob, useLoad, type Loaded, type Schemas } from '../api.js';
import { useSession } from '../session.js';
import { LiveTranscript } from './live-transcript.js';
import {
  Await,
  bytes,
  clock,
  Empty,
  Facts,
  Head,
  LoadedPage,
  Page,
  Section,
  ShortId,
  Status,
  Time,
  useAction,
  useConfirm,
} from '../ui.js';

type Bot = Schemas['BotDetailDto'];
const FORMATS = [
  { format: 'json', label: 'JSON' },
  { format: 'srt', label: 'SRT' },
  { format: 'vtt', label: 'VTT' },
  { format: 'txt', label: 'TXT' },
] as const;

export function BotDetail() {
  const { id = '' } = useParams();
  const { client } = useSession();
  const bot = useLoad(
    () => call(client.GET('/bots/{id}', { params: { path: { id } } })),
    `bot ${id}`,
    5_000,
  );
  return (
    <LoadedPage title="Bot" loaded={bot}>
      {(data) => <BotPage bot={data} reload={bot.reload} />}
    </LoadedPage>
  );
}

function BotPage({ bot, reload }: { bot: Bot; reload: () => void }) {
  const { client, isAdmin } = useSession();
  const player = useRef<HTMLAudioElement>(null);
  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  const [loadAudio, loadingAudio, audioOutcome] = useAction();
  const [act, acting, actionOutcome] = useAction();
  const [dialog, confirm] = useConfirm();
  const latest = bot.transcripts.at(-1)?.version;
  const [version, setVersion] = useState<number | undefined>(latest);
  const shown = version ?? latest;
  const [language, setLanguage] = useState<string>('');
  const [params] = useSearchParams();
  const moment = params.has('t') ? Number(params.get('t')) : null;
  const transcript = useLoad(async () => {
    if (shown === undefined) return null;
    const query = { format: 'json' as const, version: shown, ...(language ? { language } : {}) };
    const answer = await call(
      client.GET('/bots/{id}/transcript', { params: { path: { id: bot.id }, query } }),
    );
    // JSON was asked for; the other formats are text.
    return typeof answer === 'string' ? null : answer;
  }, `${bot.id} ${shown} ${language}`);
  const insights = useLoad(
    async () =>
      bot.insights.path
        ? call(
            client.GET('/bots/{id}/insights', {
              params: {
                path: { id: bot.id },
                query: { version: bot.insights.version ?? undefined },
              },
            }),
          )
        : null,
    `insights ${bot.id} ${bot.insights.version}`,
  );
  const translations = insights.data?.version === shown ? (insights.data?.translations ?? []) : [];
  const events = useLoad(
    () => call(client.GET('/events', { params: { query: { bot_id: bot.id, limit: 200 } } })),
    `events ${bot.id} ${bot.updated_at}`,
  );
  const deletion = useLoad(
    () => call(client.GET('/bots/{id}/data', { params: { path: { id: bot.id } } })),
    `data ${bot.id} ${bot.updated_at}`,
  );
  const audio = bot.recording.audio;

  /**
   * A media element cannot send a key: the player gets a short-lived link to the recording,
   * which it streams with ranges, so it plays at once and seeks however long the meeting was.
   */
  const fetchAudio = () =>
    loadAudio(async () => {
      const link = await call(
        client.POST('/bots/{id}/recording-links', {
          params: { path: { id: bot.id } },
          body: { media: 'audio' },
        }),
      );
      setAudioUrl(link.path);
    });

  const seek = (seconds: number) => {
    const element = player.current;
    if (!element) return;
    element.currentTime = seconds;
    void element.play().catch(() => undefined);
  };

  const download = (format: (typeof FORMATS)[number]['format'], v: number) =>
    act(async () => {
      const { data, response } = await client.GET('/bots/{id}/transcript', {
        params: {
          path: { id: bot.id },
          query: { format, version: v, ...(language ? { language } : {}) },
        },
        parseAs: 'blob',
      });
      if (!response.ok || !data) throw new Error(`The download failed (${response.status}).`);
      saveBlob(data, `bot-${bot.id}-v${v}${language ? `-${language}` : ''}.${format}`);
    });

  // A search's moment: the line said then is marked and brought into view, and the player
  // starts there once the recording is loaded.
  useEffect(() => {
    if (moment === null || !transcript.data) return;
    globalThis.document?.querySelector('.transcript .found')?.scrollIntoView({ block: 'center' });
  }, [moment, transcript.data]);
  useEffect(() => {
    if (moment !== null && audioUrl && player.current) player.current.currentTime = moment;
  }, [moment, audioUrl]);

  const leave = async () => {
    if (!(await confirm('Make the bot leave its meeting now?', 'Leave'))) return;
    await act(async () => {
      await call(client.DELETE('/bots/{id}', { params: { path: { id: bot.id } } }));
      reload();
      return 'The bot was asked to leave.';
    });
  };
  const retranscribe = async () => {
    const question = 'Transcribe the archived recording again? The result becomes a new version.';
    if (!(await confirm(question, 'Retranscribe'))) return;
    await act(async () => {
      const answer = await call(
        client.POST('/bots/{id}/retranscribe', {
          params: { path: { id: bot.id }, header: { 'Idempotency-Key': idempotencyKey() } },
          body: {},
        }),
      );
      reload();
      return `Retranscription ${answer.id.slice(0, 8)} requested (${answer.state}).`;
    });
  };
  const deleteData = async () => {
    const question =
      "Delete all of the bot's data: its recording and transcripts here, and its data at both vendors? This cannot be undone.";
    if (!(await confirm(question, 'Delete data'))) return;
    await act(async () => {
      await call(client.DELETE('/bots/{id}/data', { params: { path: { id: bot.id } } }));
      reload();
      return 'Deletion started; its receipt is below.';
    });
  };

  const canRetranscribe =
    isAdmin && bot.terminal && !bot.recording.audio?.state?.startsWith('deleted');
  return (
    <Page
      title={`Bot ${bot.bot_name || bot.id.slice(0, 8)}`}
      actions={
        <>
          {!bot.terminal && bot.status !== 'create_failed' ? (
            <button type="button" onClick={leave} disabled={acting}>
              Leave the meeting
            </button>
          ) : null}
          {canRetranscribe ? (
            <button type="button" onClick={retranscribe} disabled={acting}>
              Retranscribe
            </button>
          ) : null}
          <button type="button" className="danger" onClick={deleteData} disabled={acting}>
            Delete data
          </button>
        </>
      }
    >
      {dialog}
      {actionOutcome}
      <Section title="Bot">
        <Facts
          items={[
            ['Id', <code key="id">{bot.id}</code>],
            ['Status', <Status key="s" value={bot.status} />],
            ['Title', bot.title ?? '–'],
            [
              'Meeting',
              <span className="wrap" key="m">
                {bot.meeting_url}
              </span>,
            ],
            ['Vendor bot', <code key="u">{bot.upstream_bot_id ?? '–'}</code>],
            ['Participants', bot.participants?.join(', ') || '–'],
            ['Recorded', recorded(bot)],
            ['Insights', bot.insights.state.replaceAll('_', ' ')],
            ['API', bot.api_version],
            ['Created', <Time key="c" at={bot.created_at} />],
            ['Ended', <Time key="e" at={bot.ended_at} />],
            ...(bot.last_error ? ([['Error', bot.last_error]] as [string, string][]) : []),
          ]}
        />
      </Section>
      <Section title="Timeline">
        {bot.status_history.length ? (
          <ol className="timeline">
            {bot.status_history.map((change, i) => (
              <li key={`${change.code}-${i}`}>
                <Status value={change.code} /> <Time at={change.occurred_at} />{' '}
                <span className="muted">({change.source})</span>
              </li>
            ))}
          </ol>
        ) : (
          <Empty>No status change yet.</Empty>
        )}
      </Section>
      <Section title="Recording">
        {audio ? (
          <>
            <Facts
              items={[
                ['Audio', <Status key="a" value={audio.state} />],
                ['Size', bytes(audio.size_bytes)],
                ['Archived', <Time key="t" at={audio.archived_at} />],
              ]}
            />
            {audio.state === 'archived' ? (
              audioUrl ? (
                <audio ref={player} controls src={audioUrl} aria-label="The bot's recording" />
              ) : (
                <button type="button" onClick={fetchAudio} disabled={loadingAudio}>
                  Load the recording ({bytes(audio.size_bytes)})
                </button>
              )
            ) : null}
            {audioOutcome}
          </>
        ) : (
          <Empty>No recording archived (yet).</Empty>
        )}
      </Section>
      <Section title="Insights">
        <Insights bot={bot} loaded={insights} seek={audioUrl ? seek : null} />
      </Section>
      {bot.live ? (
        <Section title="Live transcript">
          <LiveTranscript botId={bot.id} />
        </Section>
      ) : null}
      <Section
        title="Transcript"
        actions={
          <>
            {translations.length ? (
              <label>
                Language{' '}
                <select value={language} onChange={(e) => setLanguage(e.currentTarget.value)}>
                  <option value="">As said</option>
                  {translations.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            {bot.transcripts.length > 1 ? (
              <label>
                Version{' '}
                <select
                  value={shown}
                  onChange={(e) => {
                    setLanguage('');
                    setVersion(Number(e.currentTarget.value));
                  }}
                >
                  {bot.transcripts.map((t) => (
                    <option key={t.version} value={t.version}>
                      {t.version} ({t.source})
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </>
        }
      >
        {shown !== undefined ? (
          <div className="actions" role="group" aria-label="Download the transcript">
            {FORMATS.map(({ format, label }) => (
              <button
                key={format}
                type="button"
                onClick={() => download(format, shown)}
                disabled={acting}
              >
                Download {label}
              </button>
            ))}
          </div>
        ) : null}
        {shown === undefined ? (
          <Empty>No transcript yet.</Empty>
        ) : (
          <Await loaded={transcript} what="the transcript">
            {(data) =>
              data ? (
                <>
                  {!audioUrl && audio?.state === 'archived' ? (
                    <p className="muted">Load the recording to play a line from its time.</p>
                  ) : null}
                  <ol className="transcript">
                    {data.utterances.map((u, i) => (
                      <li
                        key={i}
                        className={
                          moment !== null && u.start <= moment && moment <= u.end
                            ? 'found'
                            : undefined
                        }
                      >
                        <button
                          type="button"
                          className="line"
                          disabled={!audioUrl}
                          onClick={() => seek(u.start)}
                          aria-label={`Play from ${clock(u.start)}: ${u.speaker ?? 'unknown speaker'}`}
                        >
                          <span className="time">{clock(u.start)}</span>{' '}
                          <strong>{u.speaker ?? 'Speaker'}</strong>
                        </button>{' '}
                        <span>{u.text}</span>
                      </li>
                    ))}
                  </ol>
                </>
              ) : null
            }
          </Await>
        )}
      </Section>
      <Section title="STT jobs">
        <LinkedJobs jobs={bot.transcription_jobs} />
      </Section>
      <Section title="Retranscriptions and versions">
        <Versions bot={bot} />
      </Section>
      <Section title="Events sent about the bot">
        <Await loaded={events}>
          {(data) =>
            data.data.length ? (
              <table>
                <caption className="visually-hidden">Events about the bot, oldest first</caption>
                <Head cols={['Type', 'At', 'Event']} />
                <tbody>
                  {data.data.map((e) => (
                    <tr key={e.id}>
                      <td>{e.type}</td>
                      <td>
                        <Time at={e.timestamp} />
                      </td>
                      <td>
                        <ShortId id={e.id} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <Empty>No event about this bot.</Empty>
            )
          }
        </Await>
      </Section>
      <Section title="Data deletion">
        <Await loaded={deletion}>{(data) => <DeletionReceipts data={data} />}</Await>
      </Section>
    </Page>
  );
}

/** How long the bot recorded: its first `in_call_recording` to the end of the call. */
function recorded(bot: Bot): string {
  return bot.recording_seconds === null ? '–' : clock(bot.recording_seconds);
}

function Insights(props: {
  bot: Bot;
  loaded: Loaded<Schemas['InsightsDto'] | null>;
  seek: ((seconds: number) => void) | null;
}) {
  const { bot, loaded, seek } = props;
  if (!bot.insights.path) {
    return <Empty>{bot.insights.reason}</Empty>;
  }
  return (
    <Await loaded={loaded} what="the insights">
      {(data) =>
        data ? (
          <>
            <p className="muted">
              From version {data.version} ({data.source}).
            </p>
            {data.summary ? (
              <>
                <h3>Summary</h3>
                <p className="summary">{data.summary}</p>
              </>
            ) : null}
            {data.chapters.length ? (
              <>
                <h3>Chapters</h3>
                {!seek ? <p className="muted">Load the recording to play a chapter.</p> : null}
                <ol className="chapters">
                  {data.chapters.map((c, i) => (
                    <li key={i}>
                      <button
                        type="button"
                        className="line"
                        disabled={!seek}
                        onClick={() => seek?.(c.start)}
                        aria-label={`Play the chapter from ${clock(c.start)}: ${c.headline}`}
                      >
                        <span className="time">{clock(c.start)}</span> <strong>{c.headline}</strong>
                      </button>
                      {c.summary ? <p>{c.summary}</p> : null}
                    </li>
                  ))}
                </ol>
              </>
            ) : null}
            {data.answers.length ? (
              <>
                <h3>Answers</h3>
                <dl>
                  {data.answers.map((a, i) => (
                    <div key={i}>
                      <dt>{a.prompt}</dt>
                      <dd>{a.answer ?? 'No answer.'}</dd>
                    </div>
                  ))}
                </dl>
              </>
            ) : null}
            {data.entities.length ? (
              <p>
                <strong>Named:</strong> {[...new Set(data.entities.map((e) => e.text))].join(', ')}
              </p>
            ) : null}
          </>
        ) : null
      }
    </Await>
  );
}

function LinkedJobs({ jobs }: { jobs: Schemas['LinkedJobDto'][] }) {
  if (!jobs.length) return <Empty>No STT job is linked to this bot.</Empty>;
  return (
    <table>
      <caption className="visually-hidden">STT jobs made for the bot</caption>
      <Head cols={['Job', 'Kind', 'Status', 'Audio archive', 'Created']} />
      <tbody>
        {jobs.map((job) => (
          <tr key={job.id}>
            <td>
              <Link to={`/transcriptions?id=${job.upstream_id}`}>
                <ShortId id={job.upstream_id} />
              </Link>
            </td>
            <td>{job.kind}</td>
            <td>
              <Status value={job.status} />
            </td>
            <td>{job.archive ? <Status value={job.archive.state} /> : '–'}</td>
            <td>
              <Time at={job.created_at} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Versions({ bot }: { bot: Bot }) {
  return (
    <>
      {bot.retranscriptions.length ? (
        <table>
          <caption>Retranscriptions</caption>
          <Head cols={['Request', 'Mode', 'State', 'By', 'Requested', 'Completed']} />
          <tbody>
            {bot.retranscriptions.map((r) => (
              <tr key={r.id}>
                <td>
                  <ShortId id={r.id} />
                </td>
                <td>{r.mode}</td>
                <td>
                  <Status value={r.state} />
                </td>
                <td>{r.requested_by}</td>
                <td>
                  <Time at={r.created_at} />
                </td>
                <td>
                  <Time at={r.completed_at} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <Empty>Not retranscribed.</Empty>
      )}
      {bot.transcripts.length ? (
        <table>
          <caption>Transcript versions</caption>
          <Head cols={['Version', 'Source', 'Created']} />
          <tbody>
            {bot.transcripts.map((t) => (
              <tr key={t.version}>
                <td>{t.version}</td>
                <td>{t.source}</td>
                <td>
                  <Time at={t.created_at} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}

function DeletionReceipts({ data }: { data: Schemas['BotDataDto'] }) {
  if (!data.deletions.length) return <Empty>Nothing of this bot was deleted.</Empty>;
  return (
    <ul className="plain">
      {data.deletions.map((d) => (
        <li key={d.id}>
          <p>
            <strong>{d.scope}</strong> ({d.reason}, by {d.requested_by}) <Status value={d.state} />{' '}
            requested <Time at={d.requested_at} />
            {d.completed_at ? (
              <>
                , completed <Time at={d.completed_at} />
              </>
            ) : null}
          </p>
          <details>
            <summary>Receipt</summary>
            <pre>{JSON.stringify(d.steps, null, 2)}</pre>
          </details>
        </li>
      ))}
    </ul>
  );
}
