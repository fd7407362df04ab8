import { randomUUID } from 'node:crypto';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { databaseKind } from './support/database.js';
import { http } from './support/http.js';
import { runCli } from './support/processes.js';

/**
 * Every administrative action leaves one audit entry (who, from where, which request, what
 * changed, never a secret), readable by admins only, and nothing can change or delete one.
 */
describe('audit log', () => {
  let bridge: TestBridge;
  let prisma: PrismaService;
  let team: { id: string; key: string };

  beforeAll(async () => {
    bridge = await startBridge({ ARCHIVE_CONCURRENCY: '0', ARCHIVE_SWEEP_INTERVAL_MS: '0' });
    prisma = bridge.app.get(PrismaService);
    team = await mintTeam(bridge.url, bridge.admin, 'audited');
  });
  afterAll(() => bridge?.close());

  const admin = (method: string, path: string, json?: unknown, requestId?: string) =>
    http(method, `${bridge.url}${path}`, {
      headers: { ...bridge.admin, ...(requestId ? { 'x-request-id': requestId } : {}) },
      json,
    });
  const audit = async (query: string) => {
    const res = await admin('GET', `/admin/audit?${query}`);
    expect(res.status).toBe(200);
    return res.body as { data: any[]; next_cursor: string | null };
  };

  it('records team creation and key minting, with the actor, address and request id', async () => {
    const created = await admin('POST', '/admin/teams', { name: 'audit-ops' }, 'req-team-1');
    const entries = (await audit(`target=${created.body.id}`)).data;
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'team.created',
        target_type: 'team',
        target_id: created.body.id,
        actor_key_id: null,
        actor_name: 'BRIDGE_ADMIN_KEY',
        actor_team_id: null,
        request_id: 'req-team-1',
        address: expect.stringMatching(/127\.0\.0\.1/),
        change: { name: 'audit-ops' },
      }),
    ]);

    const minted = await admin('POST', `/admin/teams/${created.body.id}/keys`, {
      name: 'root',
      role: 'admin',
    });
    const [entry] = (await audit(`action=key.minted&target=${minted.body.id}`)).data;
    expect(entry.change).toEqual({
      team_id: created.body.id,
      name: 'root',
      role: 'admin',
      prefix: minted.body.prefix,
    });
    expect(JSON.stringify(entry)).not.toContain(minted.body.key);

    // A team's admin key is named as the actor, with its team.
    const asTeamAdmin = await http('DELETE', `${bridge.url}/admin/keys/${minted.body.id}`, {
      headers: bearer(minted.body.key),
    });
    expect(asTeamAdmin.status).toBe(200);
    const [revoked] = (await audit(`actor=${minted.body.id}`)).data;
    expect(revoked).toMatchObject({
      action: 'key.revoked',
      actor_key_id: minted.body.id,
      actor_name: 'root',
      actor_team_id: created.body.id,
      target_id: minted.body.id,
      change: { team_id: created.body.id, name: 'root', revoked_at: asTeamAdmin.body.revoked_at },
    });
  });

  it('writes each entry in the transaction of its action: no action without its entry', async () => {
    // The audit log refuses to take the entry (as a database failing at that moment would).
    await prisma.$executeRawUnsafe(`
      CREATE FUNCTION audit_refuses() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit log unavailable'; END $$`);
    await prisma.$executeRawUnsafe(`
      CREATE TRIGGER audit_refuses BEFORE INSERT ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_refuses()`);
    try {
      const refused = await admin('POST', '/admin/teams', { name: 'audit-unrecorded' });
      expect(refused.status).toBe(500);
      const key = await admin('POST', `/admin/teams/${team.id}/keys`, { name: 'unrecorded' });
      expect(key.status).toBe(500);
    } finally {
      await prisma.$executeRawUnsafe('DROP TRIGGER audit_refuses ON audit_log');
      await prisma.$executeRawUnsafe('DROP FUNCTION audit_refuses()');
    }
    expect(await prisma.team.count({ where: { name: 'audit-unrecorded' } })).toBe(0);
    expect(await prisma.apiKey.count({ where: { name: 'unrecorded' } })).toBe(0);
  });

  it("believes X-Forwarded-For from TRUST_PROXY's proxies only", async () => {
    const forwarded = { ...bridge.admin, 'x-forwarded-for': '203.0.113.7' };
    // This bridge trusts no proxy: the header is the caller's word, not its address.
    const ignored = await http('POST', `${bridge.url}/admin/teams`, {
      headers: forwarded,
      json: { name: 'audit-proxy-ignored' },
    });
    expect((await audit(`target=${ignored.body.id}`)).data[0].address).toMatch(/127\.0\.0\.1/);

    const behind = await startBridge(
      { TRUST_PROXY: 'loopback', ARCHIVE_CONCURRENCY: '0', ARCHIVE_SWEEP_INTERVAL_MS: '0' },
      databaseKind === 'postgres' ? bridge : undefined,
    );
    try {
      const created = await http('POST', `${behind.url}/admin/teams`, {
        headers: { ...behind.admin, 'x-forwarded-for': '198.51.100.1, 203.0.113.7' },
        json: { name: 'audit-proxy-trusted' },
      });
      expect(created.status).toBe(201);
      const res = await http('GET', `${behind.url}/admin/audit?target=${created.body.id}`, {
        headers: behind.admin,
      });
      // The nearest address the trusted (loopback) proxy did not add itself.
      expect(res.body.data[0].address).toBe('203.0.113.7');
    } finally {
      await behind.close();
    }
  });

  it('records retranscription requests, archive retries and job attachments', async () => {
    const botUuid = randomUUID();
    const rt = await admin('POST', '/admin/retranscriptions', { bot_uuid: botUuid });
    expect(rt.status).toBeLessThan(500);
    const [requested] = (await audit('action=retranscription.requested')).data;
    expect(requested.change).toMatchObject({ upstream_bot_id: botUuid, bot_id: null });
    expect(JSON.stringify(requested)).not.toMatch(/api_key/);

    const job = await prisma.transcriptionJob.create({
      data: { kind: 'live', upstreamId: randomUUID(), teamId: null, status: 'ended' },
    });
    const archive = await prisma.audioArchive.create({
      data: { jobId: job.id, state: 'failed', attempts: 8 },
    });
    expect((await admin('POST', `/admin/archives/${archive.id}/retry`)).status).toBe(202);
    const [retried] = (await audit(`target=${archive.id}`)).data;
    expect(retried).toMatchObject({
      action: 'archive.retried',
      target_type: 'archive',
      change: { job_id: job.id, state: { from: 'failed', to: 'pending' } },
    });
    // A refused retry (the task is pending now, not failed: still retryable; archived is not).
    await prisma.audioArchive.update({ where: { id: archive.id }, data: { state: 'archived' } });
    expect((await admin('POST', `/admin/archives/${archive.id}/retry`)).status).toBe(409);
    // Deleted data is never fetched again.
    await prisma.audioArchive.update({ where: { id: archive.id }, data: { state: 'deleted' } });
    const deleted = await admin('POST', `/admin/archives/${archive.id}/retry`);
    expect(deleted.body).toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/deleted/),
    });
    expect((await audit(`target=${archive.id}`)).data).toHaveLength(1);

    expect((await admin('PATCH', `/admin/jobs/${job.id}`, { team_id: team.id })).status).toBe(200);
    const [attached] = (await audit(`action=job.attached&target=${job.id}`)).data;
    expect(attached.change).toEqual({
      team_id: { from: null, to: team.id },
      bot_id: { from: null, to: null },
    });
  });

  it("records a team's webhook endpoint changes, never its secrets", async () => {
    const endpoints = `${bridge.url}/webhook-endpoints`;
    const asTeam = { headers: bearer(team.key) };
    const created = await http('POST', endpoints, {
      ...asTeam,
      json: { url: 'http://127.0.0.1:9/hook', description: 'ops' },
    });
    expect(created.status).toBe(201);
    const { id } = created.body;
    const changed = await http('PATCH', `${endpoints}/${id}`, {
      ...asTeam,
      json: { description: 'ops', event_types: ['bot.failed'], disabled: true },
    });
    expect(changed.status).toBe(200);
    const rotated = await http('POST', `${endpoints}/${id}/rotate-secret`, asTeam);
    expect(rotated.status).toBe(200);
    expect((await http('DELETE', `${endpoints}/${id}`, asTeam)).status).toBe(204);

    const entries = (await audit(`target=${id}`)).data;
    expect(entries).toEqual(
      [
        ['webhook_endpoint.deleted', { url: 'http://127.0.0.1:9/hook' }],
        [
          'webhook_endpoint.secret_rotated',
          { previous_secret_expires_at: rotated.body.previous_secret_expires_at },
        ],
        [
          'webhook_endpoint.updated',
          {
            from: { event_types: [], disabled: false },
            to: { event_types: ['bot.failed'], disabled: true },
          },
        ],
        [
          'webhook_endpoint.created',
          { url: 'http://127.0.0.1:9/hook', description: 'ops', event_types: [] },
        ],
      ].map(([action, change]) =>
        expect.objectContaining({
          action,
          target_type: 'webhook_endpoint',
          actor_team_id: team.id,
          change: { team_id: team.id, ...(change as object) },
        }),
      ),
    );
    const text = JSON.stringify(entries);
    for (const secret of [created.body.secret, rotated.body.secret]) {
      expect(secret).toMatch(/^whsec_/);
      expect(text).not.toContain(secret);
    }
  });

  it("records what the command line does as its key's action", async () => {
    const created = await runCli(['teams', 'create', 'from-cli'], {
      BRIDGE_URL: bridge.url,
      BRIDGE_KEY: bridge.adminKey,
    });
    expect(created.code).toBe(0);
    const [entry] = (await audit(`target=${JSON.parse(created.stdout).id}`)).data;
    expect(entry).toMatchObject({
      action: 'team.created',
      actor_name: 'BRIDGE_ADMIN_KEY',
      actor_key_id: null,
      request_id: expect.any(String),
      address: expect.any(String),
      change: { name: 'from-cli' },
    });
  });

  it('pages newest first, filters by time, and is for admins only', async () => {
    for (const name of ['page-1', 'page-2', 'page-3'])
      await admin('POST', '/admin/teams', { name });
    const first = await audit('action=team.created&limit=2');
    expect(first.data.map((e) => e.change.name)).toEqual(['page-3', 'page-2']);
    const second = await audit(`action=team.created&limit=2&cursor=${first.next_cursor}`);
    expect(second.data[0].change.name).toBe('page-1');
    expect((await audit(`since=${new Date(Date.now() + 60_000).toISOString()}`)).data).toEqual([]);

    expect((await admin('GET', '/admin/audit?cursor=abc')).status).toBe(400);
    const member = await http('GET', `${bridge.url}/admin/audit`, { headers: bearer(team.key) });
    expect(member.status).toBe(403);
  });

  it('refuses to change or delete entries, whoever asks', async () => {
    await expect(prisma.$executeRaw`UPDATE audit_log SET action = 'x'`).rejects.toThrow(
      /append-only/,
    );
    await expect(prisma.$executeRaw`DELETE FROM audit_log`).rejects.toThrow(/append-only/);
    await expect(prisma.$executeRaw`TRUNCATE audit_log`).rejects.toThrow(/append-only/);
    expect(await prisma.auditEntry.count()).toBeGreaterThan(0);
  });
});
