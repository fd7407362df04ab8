import { randomUUID } from 'node:crypto';
import { AuditService } from '../../src/platform/audit/audit.service.js';
import { type AuditQueryDto } from '../../src/platform/audit/audit.dto.js';
import { openServices, type TestServices } from '../support/services.js';

/**
 * The audit log's statements and triggers on each engine: an entry is written in its action's
 * transaction (and rolled back with it), pages come newest first by keyset, and the table
 * refuses changes to what it holds. What the routes record, and for whom, is the end-to-end
 * audit suite's.
 */
describe('audit log', () => {
  let services: TestServices;
  let audit: AuditService;

  beforeAll(async () => {
    services = await openServices();
    audit = services.get(AuditService);
  });
  afterAll(() => services?.close());

  /** An actor of its own, so that this file's entries are told apart on the shared database. */
  const actor = () => ({
    keyId: randomUUID(),
    name: 'medium-audit',
    teamId: null,
    requestId: randomUUID(),
    address: '127.0.0.1',
  });
  const query = (q: Partial<AuditQueryDto>) => audit.list({ limit: 50, ...q } as AuditQueryDto);

  it("writes an entry in its action's transaction: none for an action that failed", async () => {
    const who = actor();
    const team = await audit.within(
      who,
      (tx) => tx.team.create({ data: { name: `audited-${randomUUID()}` } }),
      (made) => ({
        action: 'team.created',
        target: { type: 'team', id: made.id },
        change: { name: made.name },
      }),
    );
    const name = `failed-${randomUUID()}`;
    await expect(
      audit.within(
        who,
        async (tx) => {
          await tx.team.create({ data: { name } });
          throw new Error('the action failed');
        },
        () => ({ action: 'team.created', target: { type: 'team', id: 'none' }, change: {} }),
      ),
    ).rejects.toThrow('the action failed');
    expect(await services.prisma.team.count({ where: { name } })).toBe(0);
    const entries = (await query({ actor: who.keyId! })).data;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'team.created',
      target_id: team.id,
      actor_key_id: who.keyId,
      request_id: who.requestId,
      change: { name: team.name },
    });
  });

  it('pages newest first by keyset, and filters by time', async () => {
    const who = actor();
    for (const n of [1, 2, 3]) {
      await audit.record(who, {
        action: 'team.created',
        target: { type: 'team', id: randomUUID() },
        change: { n },
      });
    }
    const first = await query({ actor: who.keyId!, limit: 2 });
    expect(first.data.map((e) => e.change)).toEqual([{ n: 3 }, { n: 2 }]);
    const second = await query({ actor: who.keyId!, limit: 2, cursor: first.next_cursor! });
    expect(second.data.map((e) => e.change)).toEqual([{ n: 1 }]);
    expect(second.next_cursor).toBeNull();
    const later = new Date(Date.now() + 60_000).toISOString();
    expect((await query({ actor: who.keyId!, since: later })).data).toEqual([]);
  });

  it('refuses to change or delete entries', async () => {
    const { prisma } = services;
    const who = actor();
    await audit.record(who, {
      action: 'team.created',
      target: { type: 'team', id: randomUUID() },
      change: {},
    });
    await expect(
      prisma.$executeRaw`UPDATE audit_log SET action = 'x' WHERE actor_key_id = ${who.keyId}::uuid`,
    ).rejects.toThrow(/append-only/);
    await expect(
      prisma.$executeRaw`DELETE FROM audit_log WHERE actor_key_id = ${who.keyId}::uuid`,
    ).rejects.toThrow(/append-only/);
    await expect(prisma.$executeRaw`TRUNCATE audit_log`).rejects.toThrow(/append-only/);
    expect((await query({ actor: who.keyId! })).data).toHaveLength(1);
  });
});
