import { type BridgeClient, call } from '../../clients/typescript/src/index.js';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A team named by its id, or by its name (looked up in GET /admin/teams). */
export async function teamId(bridge: BridgeClient, team: string): Promise<string> {
  if (UUID.test(team)) return team;
  const teams = await call(bridge.GET('/admin/teams'));
  const found = teams.find((t) => t.name === team);
  if (!found) throw new Error(`no team is named "${team}" (teams list shows them)`);
  return found.id;
}
