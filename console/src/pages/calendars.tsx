/**
 * A team's calendars (meeting-bot v2): connecting one (the grant's secrets go to the bridge once
 * and are never shown again), its rule, and the upcoming events with what the rule decides and
 * why, each with an override.
 */
import { useState, type FormEvent } from 'preact/compat';
import { Link, useLocation, useParams } from 'wouter-preact';
import { call, useLoad, type Schemas } from '../api.js';
import { useSession } from '../session.js';
import {
  Await,
  Empty,
  Facts,
  Field,
  Head,
  LoadedPage,
  Options,
  Page,
  Section,
  Status,
  Time,
  useAction,
  useConfirm,
} from '../ui.js';
import { TeamChoice, TeamName, useTeams } from './teams-data.js';

type Calendar = Schemas['CalendarDto'];
type Rule = Schemas['CalendarRuleDto'];
const MODES = [
  ['all', 'Every meeting'],
  ['external', 'Meetings with someone outside the organisation'],
  ['internal', 'Meetings with colleagues only'],
  ['organized_by_owner', 'Meetings the owner organizes'],
  ['none', 'No meeting'],
] as const;

/** A comma-separated list as the API takes it. */
const list = (form: FormData, name: string): string[] =>
  String(form.get(name) ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/**
 * The rule the form's fields say; its transcription options, which the form does not show, are
 * kept from `base`, the rule saved.
 */
function ruleOf(form: FormData, base?: Rule): Rule {
  return {
    mode: String(form.get('mode')) as Rule['mode'],
    accepted_only: form.get('accepted_only') === 'on',
    internal_domains: list(form, 'internal_domains'),
    include_keywords: list(form, 'include_keywords'),
    exclude_keywords: list(form, 'exclude_keywords'),
    bot: base?.bot?.transcription ? { transcription: base.bot.transcription } : {},
  };
}

/** One of the rule's lists, edited as comma-separated words. */
function ListField(props: {
  rule?: Rule;
  name: 'internal_domains' | 'include_keywords' | 'exclude_keywords';
  label: string;
  hint: string;
}) {
  return (
    <Field label={props.label} hint={`Comma-separated; ${props.hint}`}>
      {(id) => (
        <input id={id} name={props.name} defaultValue={props.rule?.[props.name]?.join(', ')} />
      )}
    </Field>
  );
}

function RuleFields({ rule }: { rule?: Rule }) {
  return (
    <>
      <Field label="Record">
        {(id) => (
          <select id={id} name="mode" defaultValue={rule?.mode ?? 'external'}>
            <Options values={MODES} />
          </select>
        )}
      </Field>
      <ListField
        rule={rule}
        name="internal_domains"
        label="Internal domains"
        hint="empty: the owner's"
      />
      <ListField rule={rule} name="include_keywords" label="Only titles with" hint="any case" />
      <ListField rule={rule} name="exclude_keywords" label="Never titles with" hint="any case" />
      <label>
        <input type="checkbox" name="accepted_only" defaultChecked={rule?.accepted_only ?? false} />{' '}
        Only meetings the owner accepted
      </label>
    </>
  );
}

export function Calendars() {
  const { me } = useSession();
  if (me.meeting_bot_api_version === 'v1') {
    return (
      <Page title="Calendars">
        <Empty>
          Calendars need the meeting-bot API v2, and this bridge drives v1: an operator sets
          MEETING_BOT_API_VERSION=v2 to use them.
        </Empty>
      </Page>
    );
  }
  return <CalendarsV2 />;
}

function CalendarsV2() {
  const { client, isAdmin, me } = useSession();
  const teams = useTeams();
  const calendars = useLoad(() => call(client.GET('/calendars', {})), 'calendars');
  const [reached, setReached] = useState<Schemas['RawCalendarDto'][] | null>(null);
  const [act, busy, outcome] = useAction();
  const [, navigate] = useLocation();

  const connect = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    return act(async () => {
      const answer = await call(
        client.POST('/calendars', {
          body: {
            platform: String(form.get('platform')) as 'google' | 'microsoft',
            oauth_client_id: text('oauth_client_id') ?? '',
            oauth_client_secret: text('oauth_client_secret') ?? '',
            oauth_refresh_token: text('oauth_refresh_token') ?? '',
            oauth_tenant_id: text('oauth_tenant_id'),
            raw_calendar_id: text('raw_calendar_id'),
            owner_email: text('owner_email') ?? '',
            rule: ruleOf(form),
            team_id: text('team_id'),
          },
        }),
      );
      if ('calendars' in answer) {
        setReached(answer.calendars);
        return 'Pick one of the calendars these credentials reach, then connect again.';
      }
      navigate(`/calendars/${answer.id}`);
    });
  };

  return (
    <Page title="Calendars">
      <Section title="Connected calendars">
        <Await loaded={calendars}>
          {(data) =>
            data.data.length ? (
              <table>
                <caption className="visually-hidden">Connected calendars</caption>
                <Head cols={['Calendar', isAdmin && 'Team', 'Records', 'State', 'Last sync']} />
                <tbody>
                  {data.data.map((c) => (
                    <tr key={c.id}>
                      <td className="wrap">
                        <Link to={`/calendars/${c.id}`}>{c.raw_calendar_id}</Link>
                        <div className="muted">
                          {c.platform} · {c.owner_email}
                        </div>
                      </td>
                      {isAdmin ? (
                        <td>
                          <TeamName id={c.team_id} teams={teams.data} />
                        </td>
                      ) : null}
                      <td>{MODES.find(([mode]) => mode === c.rule.mode)?.[1]}</td>
                      <td>
                        <Status value={c.status} />
                      </td>
                      <td>
                        <Time at={c.last_synced_at} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <Empty>
                No calendar yet: connect one below, and its meetings get bots by themselves.
              </Empty>
            )
          }
        </Await>
      </Section>
      <Section title="Connect a calendar">
        <form onSubmit={connect} className="stack" autoComplete="off">
          <Field label="Platform">
            {(id) => (
              <select id={id} name="platform">
                <Options values={['google', 'microsoft']} />
              </select>
            )}
          </Field>
          <Field label="OAuth client id">
            {(id) => <input id={id} name="oauth_client_id" required />}
          </Field>
          <Field label="OAuth client secret" hint="Sent to the vendor only, never shown again">
            {(id) => <input id={id} name="oauth_client_secret" type="password" required />}
          </Field>
          <Field label="Refresh token" hint="Sent to the vendor only, never shown again">
            {(id) => <input id={id} name="oauth_refresh_token" type="password" required />}
          </Field>
          <Field label="Tenant (Microsoft)" hint="Empty: common">
            {(id) => <input id={id} name="oauth_tenant_id" />}
          </Field>
          <Field label="Calendar" hint="Empty: list the calendars these credentials reach">
            {(id) =>
              reached ? (
                <select id={id} name="raw_calendar_id">
                  <Options values={reached.map((c) => [c.id, `${c.name} (${c.email})`] as const)} />
                </select>
              ) : (
                <input id={id} name="raw_calendar_id" />
              )
            }
          </Field>
          <Field label="Owner's address" hint="Whose answers and meetings the rule reads">
            {(id) => <input id={id} name="owner_email" type="email" required />}
          </Field>
          <RuleFields />
          {isAdmin && !me.team_id ? <TeamChoice teams={teams.data} /> : null}
          {outcome}
          <div className="actions">
            <button type="submit" disabled={busy}>
              {reached ? 'Connect' : 'Connect or list calendars'}
            </button>
          </div>
        </form>
      </Section>
    </Page>
  );
}

export function CalendarDetail() {
  const { id = '' } = useParams();
  const { client } = useSession();
  const calendar = useLoad(
    () => call(client.GET('/calendars/{id}', { params: { path: { id } } })),
    `calendar ${id}`,
  );
  return (
    <LoadedPage title="Calendar" loaded={calendar}>
      {(data) => <CalendarPage calendar={data} reload={calendar.reload} />}
    </LoadedPage>
  );
}

function CalendarPage({ calendar, reload }: { calendar: Calendar; reload: () => void }) {
  const { client } = useSession();
  const [act, busy, outcome] = useAction();
  const [dialog, confirm] = useConfirm();
  const [, navigate] = useLocation();
  const path = { path: { id: calendar.id } };
  const events = useLoad(
    () =>
      call(client.GET('/calendars/{id}/events', { params: { ...path, query: { limit: 100 } } })),
    `calendar events ${calendar.id} ${calendar.updated_at}`,
  );

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    return act(async () => {
      await call(
        client.PATCH('/calendars/{id}', {
          params: path,
          body: { rule: ruleOf(form, calendar.rule) },
        }),
      );
      reload();
      return 'Rule saved: every upcoming event is decided again.';
    });
  };
  const decide = (eventId: string, value: string) =>
    act(async () => {
      const record = value === 'rule' ? null : value === 'record';
      await call(
        client.PUT('/calendars/{id}/events/{eventId}/decision', {
          params: { path: { id: calendar.id, eventId } },
          body: { record },
        }),
      );
      events.reload();
    });
  const disconnect = async () => {
    const sure = await confirm(
      `Disconnect ${calendar.raw_calendar_id}? Its meetings get no more bots from this team.`,
      'Disconnect',
    );
    if (!sure) return;
    await act(async () => {
      await call(client.DELETE('/calendars/{id}', { params: path }));
      navigate('/calendars');
    });
  };

  return (
    <Page
      title={calendar.raw_calendar_id}
      actions={
        <button type="button" className="danger" onClick={disconnect} disabled={busy}>
          Disconnect
        </button>
      }
    >
      {dialog}
      <Facts
        items={[
          ['Platform', calendar.platform],
          ['Account', calendar.account_email ?? '–'],
          ['Owner', calendar.owner_email],
          ['State', <Status key="s" value={calendar.status} />],
          ['Last sync', <Time key="t" at={calendar.last_synced_at} />],
          ['Push subscription until', <Time key="u" at={calendar.subscription_expires_at} />],
        ]}
      />
      {calendar.error ? (
        <p role="alert" className="error">
          {calendar.error}
        </p>
      ) : null}
      {outcome}
      <Section title="Upcoming events">
        <Await loaded={events}>
          {(data) =>
            data.data.length ? (
              <table>
                <caption className="visually-hidden">Upcoming events</caption>
                <Head cols={['Event', 'Starts', 'Bot', 'Why', 'Decision']} />
                <tbody>
                  {data.data.map((e) => (
                    <tr key={e.event_id}>
                      <td className="wrap">
                        {e.title}
                        {e.meeting_url ? <div className="muted">{e.meeting_url}</div> : null}
                      </td>
                      <td>
                        <Time at={e.start_time} />
                      </td>
                      <td>
                        {e.schedule?.bot_id ? (
                          <Link to={`/bots/${e.schedule.bot_id}`}>joined</Link>
                        ) : (
                          <Status
                            value={e.schedule?.state ?? (e.record ? 'to schedule' : 'no bot')}
                          />
                        )}
                      </td>
                      <td>{e.reason}</td>
                      <td>
                        <select
                          aria-label={`Decision for ${e.title}`}
                          value={e.override === null ? 'rule' : e.override ? 'record' : 'skip'}
                          onChange={(change) => decide(e.event_id, change.currentTarget.value)}
                          disabled={busy}
                        >
                          <Options
                            values={[
                              ['rule', 'Follow the rule'],
                              ['record', 'Record'],
                              ['skip', "Don't record"],
                            ]}
                          />
                        </select>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <Empty>No upcoming event.</Empty>
            )
          }
        </Await>
      </Section>
      <Section title="Rule">
        <form onSubmit={save} className="stack" key={calendar.updated_at}>
          <RuleFields rule={calendar.rule} />
          <div className="actions">
            <button type="submit" disabled={busy}>
              Save the rule
            </button>
          </div>
        </form>
      </Section>
    </Page>
  );
}
