/** The last 24 hours at a glance: bots by status, failures, backlogs, the vendors. */
import { Link } from 'wouter-preact';
import { call, useLoad, type Schemas } from '../api.js';
import { useSession } from '../session.js';
import { Await, Facts, Head, Page, Section, Status, Time } from '../ui.js';

const DAY_MS = 24 * 3600_000;
/** At most this many bots are counted (pages of 200). */
const COUNTED = 1000;
const FAILED = new Set(['failed', 'create_failed']);

type Bot = Schemas['BotResponseDto'];

export function Overview() {
  const { client, isAdmin } = useSession();
  const since = new Date(Date.now() - DAY_MS).toISOString();
  const bots = useLoad(async () => {
    const all: Bot[] = [];
    let cursor: string | undefined;
    do {
      const page = await call(
        client.GET('/bots', { params: { query: { created_after: since, limit: 200, cursor } } }),
      );
      all.push(...page.data);
      cursor = page.next_cursor ?? undefined;
    } while (cursor && all.length < COUNTED);
    return { bots: all, more: Boolean(cursor) };
  }, 'bots');
  const vendors = useLoad(() => call(client.GET('/vendors/health')), 'vendors', 30_000);
  const endpoints = useLoad(async () => {
    const list = await call(client.GET('/webhook-endpoints', {}));
    return list.data;
  }, 'endpoints');

  return (
    <Page title="Overview">
      <div className="grid">
        <Section title="Bots in the last 24 hours">
          <Await loaded={bots}>{(data) => <BotCounts {...data} />}</Await>
        </Section>
        <Section title="Vendors">
          <Await loaded={vendors}>
            {(data) => (
              <ul className="plain">
                {data.vendors.map((v) => (
                  <li key={v.vendor}>
                    <strong>
                      {v.vendor === 'meeting_bot' ? 'Meeting-bot vendor' : 'STT vendor'}
                    </strong>{' '}
                    <Status value={v.up ? 'up' : 'down'} />{' '}
                    <span className="muted">
                      {v.up ? `${v.latency_ms} ms` : (v.error ?? `answered ${v.status_code}`)} ·
                      checked <Time at={v.checked_at} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Await>
        </Section>
        <Section title="Event deliveries">
          <Await loaded={endpoints}>
            {(data) => (
              <Facts
                items={[
                  ['Endpoints', data.length],
                  ['Failing', data.filter((e) => e.failing_since && !e.disabled).length],
                  ['Disabled', data.filter((e) => e.disabled).length],
                ]}
              />
            )}
          </Await>
          <p>
            <Link to="/events">Endpoints and deliveries</Link>
          </p>
        </Section>
        {isAdmin ? <ArchiveBacklog /> : null}
      </div>
    </Page>
  );
}

/** Admins: archive tasks waiting, in progress, due and failed. */
function ArchiveBacklog() {
  const { client } = useSession();
  const stats = useLoad(() => call(client.GET('/admin/archives/stats')), 'archives');
  return (
    <Section title="Archive backlog">
      <Await loaded={stats}>
        {(data) => (
          <>
            <Facts
              items={[
                ['Waiting', data.states.pending ?? 0],
                ['Downloading', data.states.in_progress ?? 0],
                ['Due now', data.due],
                ['Failed', data.states.failed ?? 0],
              ]}
            />
            <p>
              <Link to="/archives">Archives</Link>
            </p>
          </>
        )}
      </Await>
    </Section>
  );
}

function BotCounts({ bots, more }: { bots: Bot[]; more: boolean }) {
  const counts = new Map<string, number>();
  for (const bot of bots) counts.set(bot.status, (counts.get(bot.status) ?? 0) + 1);
  const ended = bots.filter((b) => b.terminal || b.status === 'create_failed');
  const failed = ended.filter((b) => FAILED.has(b.status)).length;
  const largest = Math.max(1, ...counts.values());
  return (
    <>
      <Facts
        items={[
          ['Bots', `${bots.length}${more ? '+' : ''}`],
          [
            'Failure rate',
            ended.length
              ? `${((100 * failed) / ended.length).toFixed(1)} % of ${ended.length} ended`
              : '–',
          ],
        ]}
      />
      {counts.size ? (
        <table className="bars">
          <caption className="visually-hidden">Bots by status</caption>
          <Head cols={['Status', 'Bots']} />
          <tbody>
            {[...counts.entries()]
              .sort((a, b) => b[1] - a[1])
              .map(([status, count]) => (
                <tr key={status}>
                  <th scope="row">
                    <Link to={`/bots?status=${encodeURIComponent(status)}`}>
                      <Status value={status} />
                    </Link>
                  </th>
                  <td>
                    <span className="bar" style={{ width: `${(80 * count) / largest}%` }} />
                    {count}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">No bots were sent in the last 24 hours.</p>
      )}
    </>
  );
}
