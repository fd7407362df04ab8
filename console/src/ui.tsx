/** The console's building blocks: plain, labelled HTML elements styled by styles.css. */
import { useEffect, useId, useRef, useState, type ReactNode } from 'preact/compat';
import { Link, useSearchParams } from 'wouter-preact';
import { toLocalInput, useAddress } from './address.js';
import { errorText, type Loaded } from './api.js';

export function Page(props: { title: string; actions?: ReactNode; children: ReactNode }) {
  useEffect(() => {
    document.title = `${props.title} · Console · meeting-bot bridge`;
  }, [props.title]);
  return (
    <>
      <div className="page-head">
        <h1 tabIndex={-1}>{props.title}</h1>
        {props.actions ? <div className="actions">{props.actions}</div> : null}
      </div>
      {props.children}
    </>
  );
}

export function Section(props: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="card">
      <div className="section-head">
        <h2 id={id}>{props.title}</h2>
        {props.actions ? <div className="actions">{props.actions}</div> : null}
      </div>
      {props.children}
    </section>
  );
}

export function ErrorNote(props: { error: unknown }) {
  if (!props.error) return null;
  return (
    <p role="alert" className="error">
      {errorText(props.error)}
    </p>
  );
}

export function Loading(props: { what?: string }) {
  return (
    <p className="muted" role="status">
      Loading{props.what ? ` ${props.what}` : ''}…
    </p>
  );
}

/** A notice of what an action did, read out by screen readers. */
export function Notice(props: { children: ReactNode }) {
  return (
    <p role="status" className="notice">
      {props.children}
    </p>
  );
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A time as `2026-11-26 16:00:23` in the browser's zone (the ISO 8601 value on hover): sortable,
 * the same in every locale, and cheap (no Intl data to load before the first screen).
 */
export function Time(props: { at: string | null | undefined }) {
  if (!props.at) return <span className="muted">–</span>;
  const d = new Date(props.at);
  const day = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  return (
    <time dateTime={props.at} title={props.at}>
      {`${day} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`}
    </time>
  );
}

const FAILED = /fail|error|unauthorized|gone|expired|refused/;
const DONE = /complete|done|archived|succeeded|delivered|^ok$|^up$/;

export function Status(props: { value: string | null | undefined }) {
  const value = props.value ?? '–';
  const tone = FAILED.test(value) ? 'bad' : DONE.test(value) ? 'good' : 'neutral';
  return <span className={`status status-${tone}`}>{value.replaceAll('_', ' ')}</span>;
}

export function Field(props: {
  label: string;
  hint?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      {props.children(id)}
      {props.hint ? <small className="muted">{props.hint}</small> : null}
    </div>
  );
}

/** Label/value pairs. */
export function Facts(props: { items: [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {props.items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A secret the bridge shows this once (a new key, an endpoint's signing secret). */
export function SecretOnce(props: { label: string; value: string; onDone: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="secret" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`}>
        <strong>{props.label}</strong>: shown this once. Keep it now; the bridge keeps only a hash.
      </p>
      <label htmlFor={id} className="visually-hidden">
        {props.label}
      </label>
      <input id={id} readOnly value={props.value} onFocus={(e) => e.currentTarget.select()} />
      <div className="actions">
        <button
          type="button"
          onClick={() => navigator.clipboard?.writeText(props.value).then(() => setCopied(true))}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
        <button type="button" onClick={props.onDone}>
          Done
        </button>
      </div>
    </div>
  );
}

/**
 * A confirmation in a modal dialog (the browser's own <dialog>: focus kept inside, Escape
 * cancels). `ask` resolves with the answer.
 */
export function useConfirm(): [ReactNode, (question: string, action: string) => Promise<boolean>] {
  const dialog = useRef<HTMLDialogElement>(null);
  const answer = useRef<(yes: boolean) => void>(() => undefined);
  const [text, setText] = useState({ question: '', action: '' });
  const id = useId();
  const element = (
    <dialog
      ref={dialog}
      aria-labelledby={id}
      onClose={() => answer.current(dialog.current?.returnValue === 'yes')}
    >
      <form method="dialog">
        <p id={id}>{text.question}</p>
        <div className="actions">
          <button value="no" autoFocus>
            Cancel
          </button>
          <button value="yes" className="danger">
            {text.action}
          </button>
        </div>
      </form>
    </dialog>
  );
  const ask = (question: string, action: string) =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setText({ question, action });
      if (dialog.current) {
        dialog.current.returnValue = '';
        dialog.current.showModal();
      }
    });
  return [element, ask];
}

/**
 * Runs an action from a button: disables it while running, then shows what came of it.
 * Answers [run, busy, outcome].
 */
export function useAction(): [
  (work: () => Promise<string | void>) => Promise<void>,
  boolean,
  ReactNode,
] {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ReactNode>(null);
  const run = async (work: () => Promise<string | void>) => {
    setBusy(true);
    setOutcome(null);
    try {
      const done = await work();
      if (done) setOutcome(<Notice>{done}</Notice>);
    } catch (error) {
      setOutcome(<ErrorNote error={error} />);
    } finally {
      setBusy(false);
    }
  };
  return [run, busy, outcome];
}

export const bytes = (n: number | null | undefined): string => {
  if (n === null || n === undefined) return '–';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = n;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
};

/** Seconds as m:ss (or h:mm:ss). */
export const clock = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  const parts = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const [, m, sec] = parts.map((p) => String(p).padStart(2, '0'));
  return parts[0] ? `${parts[0]}:${m}:${sec}` : `${Number(m)}:${sec}`;
};

/** The first characters of an id, with the whole id for assistive technology and hovering. */
export function ShortId(props: { id: string }) {
  return <code title={props.id}>{props.id.slice(0, 8)}</code>;
}

export function Empty(props: { children: ReactNode }) {
  return <p className="muted">{props.children}</p>;
}

/** What a load answered: its error, a loading note, or `children` with the data. */
export function Await<T>(props: {
  loaded: Loaded<T>;
  what?: string;
  children: (data: T) => ReactNode;
}) {
  const { data, error } = props.loaded;
  return (
    <>
      <ErrorNote error={error} />
      {data !== undefined ? props.children(data) : error ? null : <Loading what={props.what} />}
    </>
  );
}

/** A screen of one thing: `children` once it is loaded, until then its title with the load. */
export function LoadedPage<T>(props: {
  title: string;
  loaded: Loaded<T>;
  children: (data: T) => ReactNode;
}) {
  if (props.loaded.data !== undefined) return <>{props.children(props.loaded.data)}</>;
  return (
    <Page title={props.title}>
      <Await loaded={props.loaded}>{() => null}</Await>
    </Page>
  );
}

/** A date and time of the browser's zone, for a filter whose value is ISO 8601 (`value`). */
export function TimeField(props: { label: string; name: string; value: string | null }) {
  return (
    <Field label={props.label}>
      {(id) => (
        <input
          id={id}
          name={props.name}
          type="datetime-local"
          defaultValue={toLocalInput(props.value)}
        />
      )}
    </Field>
  );
}

/** <option>s of values (shown with spaces for underscores), or of [value, label] pairs. */
export function Options(props: { values: readonly (string | readonly [string, string])[] }) {
  return (
    <>
      {props.values.map((entry) => {
        const [value, label] =
          typeof entry === 'string' ? [entry, entry.replaceAll('_', ' ')] : entry;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </>
  );
}

/**
 * A list filter that takes effect as it is changed: the address parameter `param`, one of
 * `children` (<option>s); changing it starts the list again from its first page.
 */
export function AddressSelect(props: { label: string; param: string; children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  return (
    <form className="filters" aria-label={`Filter by ${props.label.toLowerCase()}`}>
      <Field label={props.label}>
        {(id) => (
          <select
            id={id}
            value={params.get(props.param) ?? ''}
            onChange={(e) =>
              setParams(e.currentTarget.value ? { [props.param]: e.currentTarget.value } : {})
            }
          >
            {props.children}
          </select>
        )}
      </Field>
    </form>
  );
}

/** A table's column headings; a false entry is a column not shown. */
export function Head(props: { cols: (string | false)[] }) {
  return (
    <thead>
      <tr>
        {props.cols.map((col, i) =>
          col === false ? null : (
            <th scope="col" key={i}>
              {col || <span className="visually-hidden">Actions</span>}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}

/** Previous and next pages of a list paged by offset (`offset` in the address). */
export function OffsetPager(props: { offset: number; size: number; more: boolean }) {
  const { link } = useAddress();
  const at = (offset: number) => link({ offset: String(Math.max(0, offset)) });
  return (
    <nav aria-label="Pages" className="pager">
      {props.offset > 0 ? <Link to={at(props.offset - props.size)}>Previous page</Link> : null}
      {props.more ? <Link to={at(props.offset + props.size)}>Next page</Link> : null}
    </nav>
  );
}
