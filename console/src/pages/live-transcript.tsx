/**
 * A live bot's transcript as it arrives: its finals with their speakers, and the partial of the
 * utterance being said, in place until its final replaces it. An EventSource cannot send a key:
 * it opens the stream with a read-only token for this one bot, and resumes by itself (by the last
 * final's id) when the connection drops; it takes the next token before this one expires.
 */
import { useEffect, useState } from 'preact/compat';
import { call, type Schemas } from '../api.js';
import { useSession } from '../session.js';
import { clock, Empty } from '../ui.js';

type Final = Schemas['LiveFinalDto'];
interface Partial {
  utterance_id: string;
  start: number;
  speaker: string | null;
  text: string;
}
type Connection = 'connecting' | 'live' | 'reconnecting' | 'ended' | 'failed';

const STATES: Record<Connection, string> = {
  connecting: 'Connecting…',
  live: 'Live: the words appear as they are said.',
  reconnecting: 'Reconnecting…',
  ended: 'The meeting is over: the live transcript is complete.',
  failed: 'The live transcript could not be opened.',
};

export function LiveTranscript({ botId }: { botId: string }) {
  const { client } = useSession();
  const [finals, setFinals] = useState<Final[]>([]);
  const [partials, setPartials] = useState<Map<string, Partial>>(new Map());
  const [connection, setConnection] = useState<Connection>('connecting');

  useEffect(() => {
    let source: EventSource | null = null;
    let renewal: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    let ended = false;
    /** The last final shown: a stream opened again resumes after it. */
    let last = 0;
    /**
     * Opens the stream with a fresh token, after the last final shown; it is opened again with
     * the next token a minute before this one expires (the bridge ends a stream at its token's
     * end), and when the bridge closes it for good before the meeting's end.
     */
    const open = async () => {
      const minted = await call(
        client.POST('/bots/{id}/live-transcript/token', { params: { path: { id: botId } } }),
      );
      if (cancelled || ended) return;
      const previous = source;
      const next = new EventSource(`${minted.path}&after=${last}`);
      source = next;
      previous?.close();
      clearTimeout(renewal);
      const renewIn = Date.parse(minted.expires_at) - Date.now() - 60_000;
      renewal = setTimeout(() => void open().catch(() => setConnection('failed')), renewIn);
      next.onopen = () => setConnection('live');
      next.onerror = () => {
        if (ended || source !== next) return;
        setConnection('reconnecting');
        // Refused (its token expired, or too many streams): a new token in a moment, or failed.
        if (next.readyState === EventSource.CLOSED) {
          clearTimeout(renewal);
          renewal = setTimeout(() => void open().catch(() => setConnection('failed')), 5_000);
        }
      };
      next.addEventListener('final', (e) => {
        const final = JSON.parse((e as MessageEvent<string>).data) as Final;
        last = Math.max(last, final.seq);
        setFinals((now) => (now.some((f) => f.seq === final.seq) ? now : [...now, final]));
        setPartials((now) => without(now, final.utterance_id));
      });
      next.addEventListener('partial', (e) => {
        const partial = JSON.parse((e as MessageEvent<string>).data) as Partial;
        setPartials((now) => new Map(now).set(partial.utterance_id, partial));
      });
      next.addEventListener('end', () => {
        ended = true;
        clearTimeout(renewal);
        setConnection('ended');
        setPartials(new Map());
        next.close();
      });
    };
    open().catch(() => setConnection('failed'));
    return () => {
      cancelled = true;
      clearTimeout(renewal);
      source?.close();
    };
  }, [botId]);

  return (
    <>
      <p className="muted" role="status">
        {STATES[connection]}
      </p>
      {finals.length === 0 && partials.size === 0 ? (
        <Empty>Nothing said yet.</Empty>
      ) : (
        <ol className="transcript" aria-live="polite" aria-label="Live transcript">
          {finals.map((f) => (
            <li key={f.seq}>
              <span className="time">{clock(f.start)}</span>{' '}
              <strong>{f.speaker ?? 'Speaker'}</strong> <span>{f.text}</span>
            </li>
          ))}
          {[...partials.values()].map((p) => (
            <li key={p.utterance_id} className="partial">
              <span className="time">{clock(p.start)}</span>{' '}
              <strong>{p.speaker ?? 'Speaker'}</strong> <em>{p.text}</em>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function without(map: Map<string, Partial>, id: string): Map<string, Partial> {
  if (!map.has(id)) return map;
  const next = new Map(map);
  next.delete(id);
  return next;
}
