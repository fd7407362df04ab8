/** Sign-in, the frame around every page (navigation, who is signed in), and the routes. */
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'preact/compat';
import { Link, Route, Switch, useLocation } from 'wouter-preact';
import { BridgeError, errorText } from './api.js';
import {
  forgetKey,
  SessionContext,
  signIn,
  storedKey,
  storedSession,
  type Session,
  type SignedIn,
} from './session.js';
import { Field, Loading, Page } from './ui.js';
import { Overview } from './pages/overview.js';
import { BotList } from './pages/bot-list.js';
import { BotCreate } from './pages/bot-create.js';
import { BotDetail } from './pages/bot-detail.js';
import { Transcriptions } from './pages/transcriptions.js';
import { Search } from './pages/search.js';
import { CalendarDetail, Calendars } from './pages/calendars.js';
import { Archives } from './pages/archives.js';
import { Endpoints } from './pages/endpoints.js';
import { EndpointDetail } from './pages/endpoint-detail.js';
import { EventLog } from './pages/event-log.js';
import { Keys } from './pages/keys.js';
import { Teams } from './pages/teams.js';
import { TeamDetail } from './pages/team-detail.js';
import { Usage } from './pages/usage.js';
import { Audit } from './pages/audit.js';

export function App() {
  const [session, setSession] = useState<Session | null>(() => opened(storedSession()));
  const [restoring, setRestoring] = useState(() => !session && storedKey() !== null);

  function opened(started: SignedIn | null): Session | null {
    if (!started) return null;
    return {
      ...started,
      isAdmin: started.me.role === 'admin',
      signOut: () => {
        forgetKey();
        setSession(null);
      },
    };
  }
  const open = (started: SignedIn) => setSession(opened(started));

  // A reload of the tab keeps the session: the screen shows at once with what /me said last,
  // and the key is asked about again (a revoked key signs the tab out).
  useEffect(() => {
    const key = storedKey();
    if (!key) return;
    signIn(key).then(
      (started) => {
        open(started);
        setRestoring(false);
      },
      (error: unknown) => {
        if (error instanceof BridgeError && error.status === 401) {
          forgetKey();
          setSession(null);
        }
        setRestoring(false);
      },
    );
  }, []);

  if (restoring) return <Loading what="the session" />;
  if (!session) return <SignIn onSignedIn={open} />;
  return (
    <SessionContext.Provider value={session}>
      <Frame session={session} />
    </SessionContext.Provider>
  );
}

function SignIn(props: { onSignedIn: (started: SignedIn) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const key = String(new FormData(event.currentTarget).get('key') ?? '').trim();
    if (!key) return setError('Paste an API key.');
    setBusy(true);
    setError(null);
    try {
      props.onSignedIn(await signIn(key));
    } catch (failure) {
      setError(
        failure instanceof BridgeError && failure.status === 401
          ? 'The bridge does not know this key (or it was revoked).'
          : errorText(failure),
      );
      setBusy(false);
    }
  };
  return (
    <main id="main" className="sign-in">
      <Page title="Sign in">
        <p>
          Paste an API key of your team (<code>mbb_…</code>) or an admin key. It is kept in this tab
          only, and sent to this bridge only.
        </p>
        <form onSubmit={submit} className="card">
          <Field label="API key">
            {(id) => (
              <input
                id={id}
                name="key"
                type="password"
                autoComplete="off"
                spellcheck={false}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'sign-in-error' : undefined}
              />
            )}
          </Field>
          {error ? (
            <p role="alert" className="error" id="sign-in-error">
              {error}
            </p>
          ) : null}
          <button type="submit" disabled={busy}>
            Sign in
          </button>
        </form>
      </Page>
    </main>
  );
}

interface NavItem {
  to: string;
  label: string;
  admin?: boolean;
}

const NAV: NavItem[] = [
  { to: '/', label: 'Overview' },
  { to: '/bots', label: 'Bots' },
  { to: '/search', label: 'Search' },
  { to: '/calendars', label: 'Calendars' },
  { to: '/transcriptions', label: 'Transcriptions' },
  { to: '/archives', label: 'Archives', admin: true },
  { to: '/events', label: 'Team events' },
  { to: '/keys', label: 'Keys' },
  { to: '/teams', label: 'Teams and limits', admin: true },
  { to: '/usage', label: 'Usage' },
  { to: '/audit', label: 'Audit', admin: true },
];

function Frame({ session }: { session: Session }) {
  const [location] = useLocation();
  const first = useRef(true);
  // Focus moves to the new screen's heading on navigation, as a page load would (not on the
  // first screen: there the skip link comes first). In the commit that shows the heading, not
  // after the next paint: the heading is never on screen without the focus.
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [location]);
  const who = session.me.team_name ?? 'no team';
  return (
    <>
      <a href="#main" className="skip">
        Skip to content
      </a>
      <header className="top">
        <span className="brand">Meeting-bot bridge</span>
        <span className="who">
          {session.me.key_name} · {who} · <strong>{session.me.role}</strong>
        </span>
        <button type="button" onClick={session.signOut}>
          Sign out
        </button>
      </header>
      <div className="layout">
        <nav aria-label="Console">
          <ul>
            {NAV.filter((item) => !item.admin || session.isAdmin).map((item) => (
              <li key={item.to}>
                <NavItem to={item.to}>{item.label}</NavItem>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1}>
          <Switch>
            <Route path="/" component={Overview} />
            <Route path="/bots" component={BotList} />
            <Route path="/bots/new" component={BotCreate} />
            <Route path="/bots/:id" component={BotDetail} />
            <Route path="/search" component={Search} />
            <Route path="/calendars" component={Calendars} />
            <Route path="/calendars/:id" component={CalendarDetail} />
            <Route path="/transcriptions" component={Transcriptions} />
            <Route path="/events" component={Endpoints} />
            <Route path="/events/endpoints/:id" component={EndpointDetail} />
            <Route path="/events/log" component={EventLog} />
            <Route path="/keys" component={Keys} />
            <Route path="/usage" component={Usage} />
            {session.isAdmin ? (
              <>
                <Route path="/archives" component={Archives} />
                <Route path="/teams" component={Teams} />
                <Route path="/teams/:id" component={TeamDetail} />
                <Route path="/audit" component={Audit} />
              </>
            ) : null}
            <Route component={NotFound} />
          </Switch>
        </main>
      </div>
    </>
  );
}

/** A link of the navigation, marked as the current page on its screen and the ones below it. */
function NavItem(props: { to: string; children: string }) {
  const [location] = useLocation();
  const current =
    props.to === '/'
      ? location === '/'
      : location === props.to || location.startsWith(`${props.to}/`);
  return (
    <Link
      href={props.to}
      className={current ? 'active' : undefined}
      aria-current={current ? 'page' : undefined}
    >
      {props.children}
    </Link>
  );
}

function NotFound() {
  return (
    <Page title="Not found">
      <p>There is no such page here, or it needs an admin key.</p>
    </Page>
  );
}
