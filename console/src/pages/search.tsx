/**
 * Where something was said: full-text search over the team's meetings (GET /transcripts/search),
 * best matches first, each a link to its moment on the bot's page. The query lives in the
 * address, so a search is a link that can be shared.
 */
import { Link } from 'wouter-preact';
import { useAddressFilters } from '../address.js';
import { call, useLoad } from '../api.js';
import { useSession } from '../session.js';
import { Await, Empty, Field, Page, Time, clock } from '../ui.js';

const FILTERS = ['q', 'speaker'] as const;

export function Search() {
  const { client } = useSession();
  const { params, link, query, apply } = useAddressFilters(FILTERS);
  const q = query.q;
  const results = useLoad(
    () =>
      q
        ? call(client.GET('/transcripts/search', { params: { query: { ...query, q, limit: 25 } } }))
        : Promise.resolve(null),
    params.toString(),
  );
  return (
    <Page title="Search meetings">
      <form role="search" onSubmit={apply} className="filters">
        <Field label="Words said" hint='All of them; "a phrase" in quotes, -word to leave out'>
          {(id) => <input id={id} name="q" type="search" defaultValue={q ?? ''} required />}
        </Field>
        <Field label="Speaker" hint="Exact name, optional">
          {(id) => <input id={id} name="speaker" defaultValue={query.speaker ?? ''} />}
        </Field>
        <button type="submit">Search</button>
      </form>
      <Await loaded={results} what="results">
        {(data) =>
          data === null ? null : data.data.length ? (
            <>
              <ol className="results">
                {data.data.map((hit) => (
                  <li key={`${hit.bot_id}-${hit.start}`}>
                    <Link to={`/bots/${hit.bot_id}?t=${hit.start}`}>
                      {hit.title ? `${hit.title}, ` : 'Meeting of '}
                      <Time at={hit.meeting_at} /> at {clock(hit.start)}
                    </Link>{' '}
                    <strong>{hit.speaker ?? 'Speaker'}</strong>:{' '}
                    {/* The snippet is the utterance HTML-escaped by the bridge, matches in <mark>. */}
                    <span dangerouslySetInnerHTML={{ __html: hit.snippet }} />
                  </li>
                ))}
              </ol>
              {data.next_cursor ? (
                <Link to={link({ cursor: data.next_cursor })}>More results</Link>
              ) : null}
            </>
          ) : (
            <Empty>Nothing said matches.</Empty>
          )
        }
      </Await>
    </Page>
  );
}
