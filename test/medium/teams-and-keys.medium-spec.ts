import { ConflictException, NotFoundException } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { AuthService } from '../../src/platform/auth/auth.service.js';
import { TeamsService } from '../../src/teams/teams.service.js';
import { eventually } from '../support/eventually.js';
import { ADMIN, openServices, type TestServices } from '../support/services.js';

/**
 * Teams and keys through their services on each engine: a key stored as its hash only, found
 * by it and its use recorded, revoked once (the first time kept), and the database's refusals (a team's name taken,
 * an unknown id) answered as the API answers them. The routes, their inputs and their callers
 * are the end-to-end suite's.
 */
describe('teams and API keys', () => {
  let services: TestServices;
  let teams: TeamsService;
  let auth: AuthService;

  beforeAll(async () => {
    services = await openServices();
    teams = services.get(TeamsService);
    auth = services.get(AuthService);
  });
  afterAll(() => services?.close());

  const name = (what: string) => `${what}-${randomUUID()}`;

  it('mints a key stored only as its sha256 hash, which authenticates it', async () => {
    const team = await teams.createTeam(name('payments'), ADMIN);
    const minted = await teams.createKey(team.id, 'ci', 'member', ADMIN);
    expect(minted.key.startsWith(minted.prefix)).toBe(true);
    const stored = await services.prisma.apiKey.findUniqueOrThrow({ where: { id: minted.id } });
    expect(stored.keyHash).toBe(createHash('sha256').update(minted.key).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(minted.key);
    expect(await auth.authenticate(minted.key)).toMatchObject({
      teamId: team.id,
      keyId: minted.id,
      role: 'member',
    });
    expect((await teams.listKeys(team.id)).map((k) => k.id)).toEqual([minted.id]);
    // Its use is recorded (in the background of the request).
    const usedAt = await eventually(
      async () =>
        (await services.prisma.apiKey.findUniqueOrThrow({ where: { id: minted.id } })).lastUsedAt,
    );
    expect(usedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('revokes a key at once, and revoking again keeps the first time', async () => {
    const team = await teams.createTeam(name('billing'), ADMIN);
    const minted = await teams.createKey(team.id, 'old', 'member', ADMIN);
    expect(await auth.authenticate(minted.key)).not.toBeNull();
    const revoked = await teams.revokeKey(minted.id, ADMIN);
    expect(revoked.revoked_at).toEqual(expect.any(String));
    expect((await teams.revokeKey(minted.id, ADMIN)).revoked_at).toBe(revoked.revoked_at);
    expect(await auth.authenticate(minted.key)).toBeNull();
  });

  it('answers a name taken with 409 and unknown ids with 404', async () => {
    const taken = name('dup');
    await teams.createTeam(taken, ADMIN);
    await expect(teams.createTeam(taken, ADMIN)).rejects.toBeInstanceOf(ConflictException);
    const missing = randomUUID();
    await expect(teams.createKey(missing, 'k', 'member', ADMIN)).rejects.toBeInstanceOf(
      NotFoundException,
    );
    await expect(teams.listKeys(missing)).rejects.toBeInstanceOf(NotFoundException);
    await expect(teams.revokeKey(missing, ADMIN)).rejects.toBeInstanceOf(NotFoundException);
  });
});
