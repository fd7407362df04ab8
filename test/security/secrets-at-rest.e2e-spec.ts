import { PrismaService } from '../../src/platform/database/prisma.service.js';
import { WebhookEndpointsService } from '../../src/team-events/webhook-endpoints.service.js';
import { bearer, mintTeam, startBridge, type TestBridge } from '../support/bridge.js';
import { eventually } from '../support/eventually.js';
import { type EventReceiver, signedBy, startEventReceiver } from '../support/event-receiver.js';
import { http } from '../support/http.js';

const FIRST_KEY = 'first-secrets-key-'.padEnd(40, 'a');
const SECOND_KEY = 'second-secrets-key-'.padEnd(40, 'b');

/** Endpoints' signing secrets are kept sealed, and survive a rotation of the key that seals them. */
describe('security: secrets at rest', () => {
  let receiver: EventReceiver;
  const bridges: TestBridge[] = [];
  beforeAll(async () => {
    receiver = await startEventReceiver();
  });
  afterAll(async () => {
    for (const bridge of bridges.reverse()) await bridge.close();
    await receiver?.close();
  });

  const ping = async (bridge: TestBridge, key: string, endpointId: string) => {
    const res = await http('POST', `${bridge.url}/webhook-endpoints/${endpointId}/test`, {
      headers: bearer(key),
    });
    expect(res.body).toMatchObject({ succeeded: true });
    return receiver.received.find((e) => e.headers['webhook-id'] === res.body.message_id)!;
  };

  it('seals signing secrets, signs with them, and seals them again under a new key', async () => {
    const first = await startBridge({
      SECRETS_KEY: FIRST_KEY,
      EVENT_ENDPOINT_ALLOW_PRIVATE: 'true',
    });
    bridges.push(first);
    const prisma = first.app.get(PrismaService);
    const team = await mintTeam(first.url, first.admin, 'sealed');
    const created = await http('POST', `${first.url}/webhook-endpoints`, {
      headers: bearer(team.key),
      json: { url: `${receiver.url}/sealed` },
    });
    expect(created.status).toBe(201);
    const secret = created.body.secret as string;
    const row = await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(row.secret).not.toContain(secret.slice('whsec_'.length));
    expect(row.secret).toMatch(/^sb1\./);
    expect(signedBy(await ping(first, team.key, created.body.id), [secret])).toEqual([secret]);

    // A secret kept in clear before sealing existed still signs, and is sealed at the next start.
    const legacy = await prisma.webhookEndpoint.create({
      data: {
        teamId: team.id,
        url: `${receiver.url}/legacy`,
        secret: 'whsec_bGVnYWN5LXNlY3JldC1rZXktb2YtMzItYnl0ZXMhIQ==',
      },
    });
    const legacyPing = await ping(first, team.key, legacy.id);
    expect(signedBy(legacyPing, [legacy.secret])).toEqual([legacy.secret]);

    // The key rotated: the new one seals, the previous one still opens.
    const second = await startBridge(
      {
        SECRETS_KEY: SECOND_KEY,
        SECRETS_KEY_PREVIOUS: FIRST_KEY,
        EVENT_ENDPOINT_ALLOW_PRIVATE: 'true',
      },
      first,
    );
    bridges.push(second);
    const resealed = await eventually(async () => {
      const rows = await prisma.webhookEndpoint.findMany({ where: { teamId: team.id } });
      const prefixes = new Set(rows.map((r) => r.secret.split('.').slice(0, 2).join('.')));
      return prefixes.size === 1 && !rows.some((r) => r.secret === row.secret) ? rows : null;
    });
    expect(resealed!.every((r) => r.secret.startsWith('sb1.'))).toBe(true);
    expect(await second.app.get(WebhookEndpointsService).resealSecrets()).toBe(0);
    const after = await ping(second, team.key, created.body.id);
    expect(signedBy(after, [secret])).toEqual([secret]);
    const legacyAfter = await ping(second, team.key, legacy.id);
    expect(signedBy(legacyAfter, [legacy.secret])).toEqual([legacy.secret]);
  });
});
