/** The list and read routes measured (bench) and whose statements' plans are checked (test). */
import { http } from '../../test/support/http.js';

export interface Context {
  bridge: { url: string; admin: { authorization: string } };
  team: { authorization: string };
  teamId: string;
  botId: string;
  endpointId: string;
  deepCursor: string;
}

export type Route = [name: string, as: 'team' | 'admin', path: (c: Context) => string];

const DAY = 86_400_000;
const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
const monthStart = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
};

export const ROUTES: Route[] = [
  ['GET /bots?limit=200', 'team', () => '/bots?limit=200'],
  // The console's overview: the last day's bots, 200 a page.
  ['GET /bots?created_after=24h', 'team', () => `/bots?created_after=${iso(DAY)}&limit=200`],
  ['GET /bots?limit=50 (admin)', 'admin', () => '/bots?limit=50'],
  ['GET /bots?status=failed', 'team', () => '/bots?status=failed&limit=50'],
  ['GET /bots deep cursor', 'team', (c) => `/bots?limit=50&cursor=${c.deepCursor}`],
  ['GET /bots/{id}', 'team', (c) => `/bots/${c.botId}`],
  ['GET /bots/{id}/transcript', 'team', (c) => `/bots/${c.botId}/transcript`],
  ['GET /events?limit=100', 'team', () => '/events?limit=100'],
  ['GET /events?type=bot.failed', 'team', () => '/events?type=bot.failed&limit=100'],
  ['GET /events?since=60d', 'team', () => `/events?since=${iso(60 * DAY)}&limit=100`],
  ['GET /events?bot_id=', 'team', (c) => `/events?bot_id=${c.botId}`],
  ['GET /webhook-endpoints', 'team', () => '/webhook-endpoints'],
  [
    'GET /webhook-endpoints/{id}/deliveries',
    'team',
    (c) => `/webhook-endpoints/${c.endpointId}/deliveries`,
  ],
  ['GET /jobs', 'team', () => '/jobs?limit=20'],
  ['GET /jobs?offset=2000', 'team', () => '/jobs?limit=20&offset=2000'],
  ['GET /usage (month to date)', 'team', () => `/usage?from=${monthStart()}`],
  ['GET /me', 'team', () => '/me'],
  [
    'GET /admin/usage (year)',
    'admin',
    () => `/admin/usage?from=${iso(365 * DAY)}&granularity=month`,
  ],
  ['GET /admin/jobs', 'admin', () => '/admin/jobs?limit=50'],
  ['GET /admin/jobs?offset=5000', 'admin', () => '/admin/jobs?limit=50&offset=5000'],
  ['GET /admin/archives', 'admin', () => '/admin/archives?limit=50'],
  ['GET /admin/archives/stats', 'admin', () => '/admin/archives/stats'],
  ['GET /admin/webhook-events', 'admin', () => '/admin/webhook-events?limit=50'],
  ['GET /admin/webhook-events?state=failed', 'admin', () => '/admin/webhook-events?state=failed'],
  ['GET /admin/audit', 'admin', () => '/admin/audit?limit=50'],
  ['GET /admin/teams', 'admin', () => '/admin/teams'],
  ['GET /admin/teams/{id}', 'admin', (c) => `/admin/teams/${c.teamId}`],
  ['GET /metrics', 'admin', () => '/metrics'],
];

/** A member key of the seeded team `teamName`, and the ids the routes read. */
export async function contextOf(bridge: Context['bridge'], teamName: string): Promise<Context> {
  const teams = await http('GET', `${bridge.url}/admin/teams?limit=200`, { headers: bridge.admin });
  const team = (teams.body.data ?? teams.body).find((t: { name: string }) => t.name === teamName);
  const minted = await http('POST', `${bridge.url}/admin/teams/${team.id}/keys`, {
    headers: bridge.admin,
    json: { name: 'bench' },
  });
  const headers = { authorization: `Bearer ${minted.body.key}` };
  const bots = await http('GET', `${bridge.url}/bots?status=complete&limit=1`, { headers });
  let cursor = '';
  for (let page = 0; page < 20; page++) {
    const next = await http(
      'GET',
      `${bridge.url}/bots?limit=50${cursor ? `&cursor=${cursor}` : ''}`,
      { headers },
    );
    if (!next.body.next_cursor) break;
    cursor = next.body.next_cursor;
  }
  const endpoints = await http('GET', `${bridge.url}/webhook-endpoints`, { headers });
  return {
    bridge,
    team: headers,
    teamId: team.id,
    botId: bots.body.data[0]?.id,
    endpointId: (endpoints.body.data ?? endpoints.body)[0]?.id,
    deepCursor: cursor,
  };
}
