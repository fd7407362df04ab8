import { HttpException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Prisma } from '../../src/generated/prisma/client.js';
import { ConcurrencyLimits } from '../../src/platform/limits/concurrency-limits.js';
import { LimitsRepository } from '../../src/platform/limits/limits.repository.js';
import { TeamLimitsService } from '../../src/platform/limits/team-limits.service.js';
import { type PrismaService } from '../../src/platform/database/prisma.service.js';
import { ADMIN, openServices, type TestServices } from '../support/services.js';

const MEETING = 'https://meet.google.com/abc-defg-hij';
/** What a response keeps of the quota headers. */
function headers() {
  const set = new Map<string, string>();
  return {
    set,
    setHeader: (name: string, value: string) => set.set(name.toLowerCase(), value),
    getHeader: (name: string) => set.get(name.toLowerCase()),
  };
}

/** The 429 a refusal throws, or null when the call went through. */
const refusal = async (call: Promise<unknown>): Promise<number | null> =>
  call.then(
    () => null,
    (error: unknown) => {
      if (error instanceof HttpException) return error.getStatus();
      throw error;
    },
  );

/**
 * The limits' statements and locks on each engine (this tier runs on PostgreSQL and PGlite):
 * the counters' triggers, the team's row lock that counts creates one at a time, the live
 * sessions' advisory locks and reservations, the per-minute request counts and token leases,
 * and the vendors' shared call schedule. The routes and the replicas are the end-to-end
 * limits suite's.
 */
describe('limits', () => {
  let services: TestServices;
  let prisma: PrismaService;
  let limits: ConcurrencyLimits;
  let repo: LimitsRepository;

  beforeAll(async () => {
    services = await openServices({ STT_MAX_CONCURRENT_LIVE: '3' });
    prisma = services.prisma;
    limits = services.get(ConcurrencyLimits);
    repo = services.get(LimitsRepository);
  });
  afterAll(() => services?.close());

  /** Waits, if need be, until the database's current minute has more than 5 s left. */
  const clearOfMinuteEnd = async () => {
    const [row] = await prisma.$queryRaw<{ left: number }[]>`
      SELECT extract(epoch FROM date_trunc('minute', now()) + interval '1 minute' - now())::float8
        AS left`;
    if (row!.left <= 5) await sleep(row!.left * 1000 + 100);
  };

  const setLimits = async (teamId: string, change: Record<string, number | null>) =>
    services.get(TeamLimitsService).update(teamId, change, ADMIN);
  /** A new bot of the team, inserted by `client` (the transaction that counted). */
  const insertBot = (client: Prisma.TransactionClient, teamId: string, idempotencyKey?: string) =>
    client.bot.create({
      data: {
        teamId,
        meetingUrl: MEETING,
        botName: 'b',
        status: 'creating',
        request: {},
        idempotencyKey,
      },
    });

  it('keeps the bot counts of a team true through every write to its bots', async () => {
    const team = await services.team();
    const yesterday = new Date(Date.now() - 86_400_000);
    // A bot counts towards the day of its latest create attempt.
    const row = (status: string, attemptedAt?: Date) =>
      prisma.bot.create({
        data: {
          teamId: team.id,
          meetingUrl: MEETING,
          botName: 'b',
          status,
          request: {},
          createdAt: attemptedAt,
          attemptedAt,
        },
      });
    const bots = await Promise.all([
      row('creating'),
      row('in_call_recording'),
      row('joining_call'),
      row('complete'),
      row('joining_call', yesterday),
      row('create_failed'),
    ]);
    await prisma.bot.update({ where: { id: bots[0]!.id }, data: { status: 'create_failed' } });
    await prisma.bot.update({ where: { id: bots[1]!.id }, data: { status: 'complete' } });
    await prisma.bot.update({ where: { id: bots[4]!.id }, data: { status: 'failed' } });
    await prisma.bot.delete({ where: { id: bots[2]!.id } });
    // Counted again from the bots themselves: the same figures.
    const [kept] = await prisma.$queryRaw<{ active: number; today: number }[]>`
      SELECT active, today FROM team_bot_counts WHERE team_id = ${team.id}::uuid`;
    const [counted] = await prisma.$queryRaw<{ active: number; today: number }[]>`
      SELECT count(*) FILTER (WHERE status NOT IN ('complete', 'failed', 'create_failed'))::int
               AS active,
             count(*) FILTER (WHERE status <> 'create_failed'
               AND (attempted_at AT TIME ZONE 'UTC')::date = (now() AT TIME ZONE 'UTC')::date)::int
               AS today
        FROM bots WHERE team_id = ${team.id}::uuid`;
    expect(kept).toEqual(counted);
    expect(kept).toEqual({ active: 0, today: 2 });
  });

  it('takes exactly max_active_bots of 60 concurrent creates, and frees a place when a bot ends', async () => {
    const team = await services.team();
    await setLimits(team.id, { max_active_bots: 20 });
    const tries = await Promise.all(
      Array.from({ length: 60 }, () => {
        const res = headers();
        return refusal(limits.createBot(team.id, res, null, (tx) => insertBot(tx, team.id))).then(
          (status) => ({ status, remaining: res.set.get('ratelimit-remaining') }),
        );
      }),
    );
    expect(tries.filter((t) => t.status === null)).toHaveLength(20);
    expect(tries.filter((t) => t.status === 429)).toHaveLength(40);
    // Each of the 20 places taken once.
    const remaining = tries.filter((t) => t.status === null).map((t) => Number(t.remaining));
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));

    const one = await prisma.bot.findFirstOrThrow({ where: { teamId: team.id } });
    await prisma.bot.update({ where: { id: one.id }, data: { status: 'complete' } });
    const create = () => limits.createBot(team.id, headers(), null, (tx) => insertBot(tx, team.id));
    expect(await refusal(create())).toBeNull();
    expect(await refusal(create())).toBe(429);
  });

  it('answers a replay of an Idempotency-Key a bot holds without counting it', async () => {
    const team = await services.team();
    await setLimits(team.id, { bots_per_day: 1 });
    const key = `replay-${randomUUID()}`;
    await limits.createBot(team.id, headers(), key, (tx) => insertBot(tx, team.id, key));
    let ran = false;
    const replay = await limits.createBot(team.id, headers(), key, async () => (ran = true));
    expect({ replay, ran }).toEqual({ replay: null, ran: false });
    const res = headers();
    expect(
      await refusal(limits.createBot(team.id, res, null, (tx) => insertBot(tx, team.id))),
    ).toBe(429);
    expect(Number(res.set.get('retry-after'))).toBeGreaterThan(0);
  });

  it("holds live sessions to the team's limit and the account's, and frees a released place", async () => {
    const [a, b] = [await services.team(), await services.team()];
    await setLimits(a.id, { max_live_sessions: 2 });
    const held = await Promise.all(
      Array.from({ length: 5 }, () => refusal(limits.reserveLiveSession(a.id, headers()))),
    );
    expect(held.filter((s) => s === null)).toHaveLength(2);
    expect(held.filter((s) => s === 429)).toHaveLength(3);
    // The account (STT_MAX_CONCURRENT_LIVE=3) has one place left, whichever team asks.
    const release = await limits.reserveLiveSession(b.id, headers());
    expect(await refusal(limits.reserveLiveSession(b.id, headers()))).toBe(429);
    await release();
    expect(await refusal(limits.reserveLiveSession(b.id, headers()))).toBeNull();
  });

  it('counts requests per team and minute, and leases the tokens of a minute once', async () => {
    const team = await services.team();
    await repo.addRequests([{ teamId: team.id, n: 3 }]);
    await repo.addRequests([{ teamId: team.id, n: 2 }]);
    const [row] = await prisma.$queryRaw<{ count: number }[]>`
      SELECT sum(count)::int AS count FROM api_request_counts WHERE team_id = ${team.id}::uuid`;
    expect(row!.count).toBe(5);

    const other = await services.team();
    // The leases below take the tokens of one minute, not of two.
    await clearOfMinuteEnd();
    const leases = await Promise.all(
      Array.from({ length: 8 }, () => repo.leaseTokens(other.id, 10, { share: 4, max: 5 })),
    );
    const tokens = leases.map((l) => l.tokens);
    expect(tokens.reduce((sum, n) => sum + n, 0)).toBe(10);
    expect(Math.max(...leases.map((l) => l.granted))).toBe(10);
    expect(leases.every((l) => l.resetSeconds > 0 && l.resetSeconds <= 60)).toBe(true);
  });

  it("spaces a vendor account's calls on one schedule, and holds it off when asked", async () => {
    const vendor = `vendor-${randomUUID()}`;
    const waits = [];
    for (let i = 0; i < 3; i++) waits.push(await repo.takeVendorSlot(vendor, 10_000, 15_000));
    expect(waits[0]).toBeLessThan(1_000);
    expect(waits[1]).toBeGreaterThan(9_000);
    // The third slot is past the horizon: none.
    expect(waits[2]).toBeNull();
    const held = `vendor-${randomUUID()}`;
    expect(await repo.vendorWait(held)).toBe(0);
    await repo.holdVendorOff(held, 10_000);
    expect(await repo.vendorWait(held)).toBeGreaterThan(9_000);
  });
});
