import { createHash } from 'node:crypto';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { bearer, startBridge, type TestBridge } from './support/bridge.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';

describe('teams and API keys', () => {
  let bridge: TestBridge;
  const url = (path: string) => `${bridge.url}${path}`;

  beforeAll(async () => {
    bridge = await startBridge();
  });
  afterAll(() => bridge?.close());

  async function team(name: string): Promise<string> {
    const res = await http('POST', url('/admin/teams'), { headers: bridge.admin, json: { name } });
    expect(res.status).toBe(201);
    return res.body.id;
  }

  async function key(teamId: string, name: string, role?: string) {
    const res = await http('POST', url(`/admin/teams/${teamId}/keys`), {
      headers: bridge.admin,
      json: role ? { name, role } : { name },
    });
    expect(res.status).toBe(201);
    return res.body;
  }

  it('mints a key shown once, stored only as its sha256 hash', async () => {
    const teamId = await team('payments');
    const minted = await key(teamId, 'ci');
    expect(minted).toMatchObject({ team_id: teamId, name: 'ci', role: 'member', revoked_at: null });
    expect(minted.key.startsWith(minted.prefix)).toBe(true);

    const stored = await bridge.app.get(PrismaService).apiKey.findUniqueOrThrow({
      where: { id: minted.id },
    });
    expect(stored.keyHash).toBe(createHash('sha256').update(minted.key).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(minted.key);

    const listed = await http('GET', url(`/admin/teams/${teamId}/keys`), { headers: bridge.admin });
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0].id).toBe(minted.id);
    expect(listed.text).not.toContain(minted.key);
  });

  it('authenticates a member key, records its use, and refuses it on admin routes', async () => {
    const teamId = await team('search');
    const minted = await key(teamId, 'svc');
    const me = await http('GET', url('/me'), { headers: bearer(minted.key) });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      team_id: teamId,
      team_name: 'search',
      key_id: minted.id,
      key_name: 'svc',
      role: 'member',
      limits: {
        max_active_bots: null,
        bots_per_day: null,
        max_live_sessions: null,
        requests_per_minute: null,
      },
      meeting_bot_api_version: 'v1',
    });

    const forbidden = await http('POST', url('/admin/teams'), {
      headers: bearer(minted.key),
      json: { name: 'x' },
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toMatch(/admin/);

    const usedAt = await eventually(async () => {
      const row = await bridge.app
        .get(PrismaService)
        .apiKey.findUnique({ where: { id: minted.id } });
      return row?.lastUsedAt;
    });
    expect(usedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lets an admin key of a team manage teams', async () => {
    const teamId = await team('platform');
    const admin = await key(teamId, 'ops', 'admin');
    const res = await http('POST', url('/admin/teams'), {
      headers: bearer(admin.key),
      json: { name: 'made-by-team-admin' },
    });
    expect(res.status).toBe(201);
  });

  it('revokes: the key stops working at once and revoking again keeps the first time', async () => {
    const teamId = await team('billing');
    const minted = await key(teamId, 'old');
    expect((await http('GET', url('/me'), { headers: bearer(minted.key) })).status).toBe(200);

    const revoked = await http('DELETE', url(`/admin/keys/${minted.id}`), {
      headers: bridge.admin,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).toEqual(expect.any(String));

    const again = await http('DELETE', url(`/admin/keys/${minted.id}`), { headers: bridge.admin });
    expect(again.body.revoked_at).toBe(revoked.body.revoked_at);

    const refused = await http('GET', url('/me'), { headers: bearer(minted.key) });
    expect(refused.status).toBe(401);
  });

  it('answers 401 without a key, with a wrong key and with a malformed header', async () => {
    for (const headers of [{}, bearer('mbb_wrong'), { authorization: 'Basic abc' }]) {
      const res = await http('GET', url('/me'), { headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        timestamp: expect.any(String),
        path: '/me',
        request_id: expect.any(String),
        statusCode: 401,
        message: expect.any(String),
      });
    }
  });

  it('rejects a duplicate team name with 409 and unknown ids with 404', async () => {
    await team('dup');
    const dup = await http('POST', url('/admin/teams'), {
      headers: bridge.admin,
      json: { name: 'dup' },
    });
    expect(dup.status).toBe(409);
    const missing = '8d9e1f4a-2b3c-4d5e-8f90-123456789abc';
    expect(
      (
        await http('POST', url(`/admin/teams/${missing}/keys`), {
          headers: bridge.admin,
          json: { name: 'k' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await http('GET', url(`/admin/teams/${missing}/keys`), { headers: bridge.admin })).status,
    ).toBe(404);
    expect(
      (await http('DELETE', url(`/admin/keys/${missing}`), { headers: bridge.admin })).status,
    ).toBe(404);
  });

  it('answers 400 for every kind of bad input', async () => {
    const cases: [string, string, object | string][] = [
      ['POST', '/admin/teams', {}],
      ['POST', '/admin/teams', { name: '' }],
      ['POST', '/admin/teams', { name: 42 }],
      ['POST', '/admin/teams', { name: 'ok', extra: true }],
      ['POST', '/admin/teams', { name: 'x'.repeat(101) }],
      ['POST', '/admin/teams/not-a-uuid/keys', { name: 'k' }],
      ['GET', '/admin/teams/not-a-uuid/keys', ''],
      ['DELETE', '/admin/keys/not-a-uuid', ''],
    ];
    for (const [method, path, json] of cases) {
      const res = await http(method, url(path), {
        headers: bridge.admin,
        ...(json === '' ? {} : { json }),
      });
      expect({ path, json, status: res.status }).toEqual({ path, json, status: 400 });
      expect(res.body.statusCode).toBe(400);
    }
    const teamId = await team('roles');
    const badRole = await http('POST', url(`/admin/teams/${teamId}/keys`), {
      headers: bridge.admin,
      json: { name: 'k', role: 'owner' },
    });
    expect(badRole.status).toBe(400);
    expect(badRole.body.validation_errors).toEqual([expect.stringMatching(/role/)]);
  });
});
