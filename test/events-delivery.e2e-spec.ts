import { EventMessagesRepository } from '../src/team-events/event-messages.repository.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { eventBody, EventOutbox, type EventPayload } from '../src/platform/outbox/event-outbox.js';
import { signedHeaders } from '../src/team-events/event-sender.js';
import { EventWorker } from '../src/team-events/event-worker.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { databaseKind, untilWaitingForALock } from './support/database.js';
import { signedBy, startEventReceiver, type EventReceiver } from './support/event-receiver.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';
import { StatementRecorder } from './support/query-plans.js';

/** Delivery semantics, with the schedule and timeouts shortened by configuration. */
const FAST = {
  EVENT_RETRY_SCHEDULE: '0,100ms,100ms',
  EVENT_POLL_INTERVAL_MS: '50',
  EVENT_DELIVERY_TIMEOUT_MS: '1000',
  EVENT_LEASE_MS: '1500',
  EVENT_ENDPOINT_CONCURRENCY: '2',
  EVENT_ENDPOINT_DISABLE_AFTER: '2s',
};

describe('event delivery', () => {
  let bridge: TestBridge;
  let receiver: EventReceiver;
  let n = 0;

  beforeAll(async () => {
    [bridge, receiver] = await Promise.all([startBridge(FAST), startEventReceiver()]);
  });
  afterAll(async () => {
    await bridge?.close();
    await receiver?.close();
  });

  /** A new team with one endpoint at `path` of the receiver. */
  async function endpoint(path: string, extra: object = {}) {
    const team = await mintTeam(bridge.url, bridge.admin, `delivery-${++n}`);
    const res = await http('POST', `${bridge.url}/webhook-endpoints`, {
      headers: bearer(team.key),
      json: { url: `${receiver.url}${path}`, ...extra },
    });
    expect(res.status).toBe(201);
    return { team, id: res.body.id as string, secret: res.body.secret as string };
  }

  /** Records an event for the team as a state change would (the outbox, in a transaction). */
  const emit = (teamId: string, data: object = {}) =>
    bridge.app
      .get(EventOutbox)
      .transaction((_tx, events) => events.emit(teamId, 'bot.status_changed', { ...data }));

  const deliveries = async (key: string, id: string) =>
    (
      await http('GET', `${bridge.url}/webhook-endpoints/${id}/deliveries?limit=200`, {
        headers: bearer(key),
      })
    ).body;

  it('retries 5xx with the same webhook-id until a 2xx, and logs every attempt', async () => {
    const ep = await endpoint('/retry');
    let calls = 0;
    receiver.answer('/retry', () => (++calls <= 2 ? { status: 503, body: 'busy' } : {}));
    await emit(ep.team.id);
    const got = await receiver.waitFor(3, (e) => e.path === '/retry');
    expect(new Set(got.map((e) => e.headers['webhook-id'])).size).toBe(1);
    for (const e of got) expect(signedBy(e, [ep.secret])).toEqual([ep.secret]);
    const log = await eventually(async () => {
      const body = await deliveries(ep.team.key, ep.id);
      return body.data.length === 3 && body;
    });
    expect(log.data.map((a: any) => a.status_code)).toEqual([204, 503, 503]);
    expect(log.data[2]).toMatchObject({ succeeded: false, error: 'HTTP 503', response: 'busy' });
    expect(log.data[0].message_status).toBe('succeeded');
    expect(log.data[0].message_id).toBe(got[0]!.headers['webhook-id']);
  });

  (databaseKind === 'postgres' ? it : it.skip)(
    'deletes an endpoint while a delivery of it is being recorded, without a deadlock',
    async () => {
      const ep = await endpoint('/deleted-while-recorded');
      await emit(ep.team.id);
      await receiver.waitFor(1, (e) => e.path === '/deleted-while-recorded');
      const prisma = bridge.app.get(PrismaService);
      const { id: messageId } = (await eventually(() =>
        prisma.webhookMessage.findFirst({ where: { endpointId: ep.id } }),
      ))!;
      let deleted!: ReturnType<typeof http>;
      // A delivery's record: its message updated, then its attempt written, whose foreign key
      // takes a share lock on the endpoint. The deletion that comes meanwhile waits for it; it
      // deleted the endpoint first, deadlocked, and answered 500.
      await prisma.$transaction(
        async (tx) => {
          await tx.$executeRaw`
            UPDATE webhook_messages SET attempts = attempts WHERE id = ${messageId}::uuid`;
          deleted = http('DELETE', `${bridge.url}/webhook-endpoints/${ep.id}`, {
            headers: bearer(ep.team.key),
          });
          await untilWaitingForALock(prisma);
          await tx.$executeRaw`
            INSERT INTO webhook_attempts (id, message_id, endpoint_id, attempted_at, succeeded,
                                          duration_ms)
            VALUES (gen_random_uuid(), ${messageId}::uuid, ${ep.id}::uuid, now(), true, 1)`;
        },
        { timeout: 20_000 },
      );
      expect((await deleted).status).toBe(204);
      expect(await prisma.webhookMessage.count({ where: { endpointId: ep.id } })).toBe(0);
      expect(await prisma.webhookAttempt.count({ where: { endpointId: ep.id } })).toBe(0);
    },
  );

  (databaseKind === 'postgres' ? it : it.skip)(
    'reads what the endpoints with room need, not the backlog of an endpoint it passes over',
    async () => {
      const paused = await endpoint('/passed-over');
      const patched = await http('PATCH', `${bridge.url}/webhook-endpoints/${paused.id}`, {
        headers: bearer(paused.team.key),
        json: { disabled: true },
      });
      expect(patched.status).toBe(200);
      const prisma = bridge.app.get(PrismaService);
      // A day's backlog of the disabled endpoint, due, at the head of the queue.
      await prisma.$executeRaw`
        WITH ev AS (
          INSERT INTO team_events (id, team_id, type, payload)
          SELECT gen_random_uuid(), ${paused.team.id}::uuid, 'bot.status_changed',
                 jsonb_build_object('type', 'bot.status_changed', 'data', jsonb_build_object('i', i))
            FROM generate_series(1, 3000) AS i
          RETURNING id)
        INSERT INTO webhook_messages (id, event_id, endpoint_id, next_attempt_at)
        SELECT gen_random_uuid(), id, ${paused.id}::uuid, now() - interval '1 day' FROM ev`;
      await prisma.$executeRaw`ANALYZE webhook_messages`;
      const ep = await endpoint('/beside-a-backlog');
      const recorder = new StatementRecorder();
      recorder.install();
      recorder.recording = true;
      try {
        await emit(ep.team.id);
        await receiver.waitFor(1, (e) => e.path === '/beside-a-backlog');
      } finally {
        recorder.uninstall();
      }
      const claims = [...recorder.statements.values()].filter((s) =>
        /^\s*WITH RECURSIVE waiting/.test(s.text),
      );
      expect(claims.length).toBeGreaterThan(0);
      // The claim once more, alone, in a transaction rolled back: the queue's rows it fetched.
      const client = await prisma.connection.pool!.connect();
      const fetched: number[] = [];
      try {
        const rowsFetched = async () => {
          const { rows } = await client.query<{ n: string }>(
            `SELECT coalesce(idx_tup_fetch, 0) + coalesce(seq_tup_read, 0) AS n
               FROM pg_stat_xact_user_tables WHERE relname = 'webhook_messages'`,
          );
          return Number(rows[0]!.n);
        };
        for (const claim of claims) {
          await client.query('BEGIN');
          try {
            const before = await rowsFetched();
            await client.query(claim.text, claim.values);
            fetched.push((await rowsFetched()) - before);
          } finally {
            await client.query('ROLLBACK');
          }
        }
      } finally {
        client.release();
      }
      expect(fetched.filter((n) => n > 300)).toEqual([]);
      // Its backlog goes with it, out of the other tests' way.
      const deleted = await http('DELETE', `${bridge.url}/webhook-endpoints/${paused.id}`, {
        headers: bearer(paused.team.key),
      });
      expect(deleted.status).toBe(204);
    },
  );

  it('honours Retry-After on 429', async () => {
    const ep = await endpoint('/slow-down');
    let calls = 0;
    receiver.answer('/slow-down', () =>
      ++calls === 1 ? { status: 429, headers: { 'retry-after': '1' } } : {},
    );
    await emit(ep.team.id);
    const [first, second] = await receiver.waitFor(2, (e) => e.path === '/slow-down');
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
  });

  it('gives up an attempt at the timeout, never follows a redirect, then fails the message', async () => {
    const ep = await endpoint('/moved');
    let calls = 0;
    receiver.answer('/moved', () =>
      ++calls === 1
        ? { delayMs: 1500 }
        : { status: 302, headers: { location: `${receiver.url}/elsewhere` } },
    );
    await emit(ep.team.id);
    const log = await eventually(async () => {
      const body = await deliveries(ep.team.key, ep.id);
      return body.data.length === 3 && body.data[0].message_status === 'failed' && body;
    }, 8_000);
    expect(log.data.map((a: any) => a.status_code)).toEqual([302, 302, null]);
    expect(log.data[2].error).toBe('no answer within 1000 ms');
    expect(receiver.on('/elsewhere')).toEqual([]);

    // Replay (the endpoint answers again): delivered with the same webhook-id.
    receiver.answer('/moved', () => ({}));
    const before = receiver.on('/moved').length;
    const replayed = await http('POST', `${bridge.url}/webhook-endpoints/${ep.id}/replay`, {
      headers: bearer(ep.team.key),
      json: { since: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(replayed.status).toBe(202);
    expect(replayed.body).toEqual({ replayed: 1 });
    const again = await receiver.waitFor(before + 1, (e) => e.path === '/moved');
    expect(again.at(-1)!.headers['webhook-id']).toBe(log.data[0].message_id);

    // One message again, on demand (once the replayed delivery is recorded).
    await eventually(async () => {
      const body = await deliveries(ep.team.key, ep.id);
      return body.data[0].message_status === 'succeeded';
    });
    const retried = await http(
      'POST',
      `${bridge.url}/webhook-messages/${log.data[0].message_id}/retry`,
      {
        headers: bearer(ep.team.key),
      },
    );
    expect(retried.status).toBe(202);
    await receiver.waitFor(before + 2, (e) => e.path === '/moved');
  });

  it('disables an endpoint that answers 410, and queues nothing more for it', async () => {
    const ep = await endpoint('/gone');
    receiver.answer('/gone', () => ({ status: 410 }));
    await emit(ep.team.id);
    const disabled = await eventually(async () => {
      const res = await http('GET', `${bridge.url}/webhook-endpoints/${ep.id}`, {
        headers: bearer(ep.team.key),
      });
      return res.body.disabled && res.body;
    });
    expect(disabled.disabled_reason).toMatch(/410/);
    await emit(ep.team.id);
    const messages = await bridge.app.get(EventMessagesRepository).pendingCount();
    expect(messages).toBe(0);
    expect(receiver.on('/gone')).toHaveLength(1);
  });

  it('holds back what waits for an endpoint its team disabled, and delivers it once enabled', async () => {
    const ep = await endpoint('/paused');
    const patch = (disabled: boolean) =>
      http('PATCH', `${bridge.url}/webhook-endpoints/${ep.id}`, {
        headers: bearer(ep.team.key),
        json: { disabled },
      });
    expect((await patch(true)).status).toBe(200);
    // Messages queued before it was disabled (the outbox queues none for a disabled endpoint).
    const prisma = bridge.app.get(PrismaService);
    for (let i = 0; i < 3; i++) {
      const payload = {
        type: 'bot.status_changed',
        timestamp: new Date().toISOString(),
        data: { i },
      };
      const event = await prisma.teamEvent.create({
        data: { teamId: ep.team.id, type: payload.type, payload },
      });
      await prisma.webhookMessage.create({ data: { eventId: event.id, endpointId: ep.id } });
    }
    // Two claims run after they were queued, and skip them.
    await bridge.app.get(EventWorker).nudge();
    await bridge.app.get(EventWorker).nudge();
    expect(receiver.on('/paused')).toHaveLength(0);
    const waiting = {
      endpointId: ep.id,
      status: 'pending' as const,
      attempts: 0,
      leaseOwner: null,
    };
    expect(await prisma.webhookMessage.count({ where: waiting })).toBe(3);

    expect((await patch(false)).status).toBe(200);
    await receiver.waitFor(3, (e) => e.path === '/paused');
  });

  it('disables an endpoint that has failed everything for EVENT_ENDPOINT_DISABLE_AFTER', async () => {
    const ep = await endpoint('/down');
    receiver.answer('/down', () => ({ status: 500 }));
    for (let i = 0; i < 3; i++) await emit(ep.team.id, { i });
    const disabled = await eventually(async () => {
      await emit(ep.team.id);
      const res = await http('GET', `${bridge.url}/webhook-endpoints/${ep.id}`, {
        headers: bearer(ep.team.key),
      });
      return res.body.disabled && res.body;
    }, 8_000);
    expect(disabled.disabled_reason).toMatch(/every delivery failed/);
    const metrics = await fetch(`${bridge.url}/metrics`).then((r) => r.text());
    expect(metrics).toMatch(/event_endpoints_disabled_total\{reason="failing"\} [1-9]/);
  });

  it('signs with both secrets during a rotation overlap', async () => {
    const ep = await endpoint('/rotate');
    const rotated = await http('POST', `${bridge.url}/webhook-endpoints/${ep.id}/rotate-secret`, {
      headers: bearer(ep.team.key),
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(ep.secret);
    expect(rotated.body.previous_secret_expires_at).toEqual(expect.any(String));
    await emit(ep.team.id);
    const [got] = await receiver.waitFor(1, (e) => e.path === '/rotate');
    expect(String(got!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(signedBy(got!, [rotated.body.secret, ep.secret])).toEqual([
      rotated.body.secret,
      ep.secret,
    ]);
    const read = await http('GET', `${bridge.url}/webhook-endpoints/${ep.id}`, {
      headers: bearer(ep.team.key),
    });
    expect(read.body.secret).toBeUndefined();
  });

  it('keeps a slow endpoint to its cap while a fast one beside it gets everything', async () => {
    const slow = await endpoint('/slow');
    const fast = await http('POST', `${bridge.url}/webhook-endpoints`, {
      headers: bearer(slow.team.key),
      json: { url: `${receiver.url}/fast` },
    });
    expect(fast.status).toBe(201);
    let open = 0;
    let most = 0;
    let answered = 0;
    receiver.answer('/slow', () => {
      most = Math.max(most, ++open);
      setTimeout(() => {
        open--;
        answered++;
      }, 800).unref();
      return { delayMs: 800 };
    });
    for (let i = 0; i < 8; i++) await emit(slow.team.id, { i });
    await receiver.waitFor(8, (e) => e.path === '/fast');
    // The fast endpoint had all 8 while the slow one, two at a time, had not answered them all:
    // its deliveries never waited behind the slow ones.
    expect(answered).toBeLessThan(8);
    expect(most).toBeLessThanOrEqual(2);
  });

  it('takes over a message whose replica died mid-delivery, with the same webhook-id', async () => {
    const ep = await endpoint('/takeover');
    const prisma = bridge.app.get(PrismaService);
    const outbox = bridge.app.get(EventOutbox);
    // A replica claimed the message, sent it, and died before recording anything.
    const message = await prisma.$transaction(async (tx) => {
      const event = await outbox.insert(tx, ep.team.id, 'bot.status_changed', {}, ep.id);
      return tx.webhookMessage.update({
        where: {
          id: (await tx.webhookMessage.findFirstOrThrow({ where: { eventId: event.id } })).id,
        },
        data: {
          attempts: 1,
          nextAttemptAt: new Date(),
          leaseOwner: 'dead-replica',
          leaseExpiresAt: new Date(Date.now() + 500),
        },
        include: { event: true },
      });
    });
    const body = eventBody(message.event.payload as unknown as EventPayload);
    await fetch(`${receiver.url}/takeover`, {
      method: 'POST',
      headers: signedHeaders({ id: message.id, url: '', secrets: [ep.secret], body }),
      body,
    });
    const got = await receiver.waitFor(2, (e) => e.path === '/takeover');
    expect(got.map((e) => e.headers['webhook-id'])).toEqual([message.id, message.id]);
    expect(got[1]!.body).toBe(got[0]!.body);
    const done = await eventually(async () => {
      const row = await prisma.webhookMessage.findUniqueOrThrow({ where: { id: message.id } });
      return row.status === 'succeeded' ? row : null;
    });
    expect(done!.attempts).toBe(2);
  });

  it("fails an attempt it cannot sign (an endpoint's secret sealed under a key it lacks), and goes on", async () => {
    const ep = await endpoint('/unsignable');
    const prisma = bridge.app.get(PrismaService);
    // As another replica with another SECRETS_KEY would have sealed it.
    await prisma.webhookEndpoint.update({
      where: { id: ep.id },
      data: { secret: 'sb1.0badc0de.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    await emit(ep.team.id);
    const failed = await eventually(async () => {
      const { data } = await deliveries(ep.team.key, ep.id);
      return data.length > 0 ? data : null;
    });
    expect(failed[0]).toMatchObject({
      succeeded: false,
      status_code: null,
      error: expect.stringMatching(/could not sign it/),
    });
    expect(receiver.on('/unsignable')).toEqual([]);
    // The replica goes on delivering the others.
    const other = await endpoint('/after-unsignable');
    await emit(other.team.id);
    await receiver.waitFor(1, (e) => e.path === '/after-unsignable');
  });

  it('deletes events older than EVENT_RETENTION_DAYS with their messages', async () => {
    const ep = await endpoint('/old');
    const prisma = bridge.app.get(PrismaService);
    await emit(ep.team.id);
    await receiver.waitFor(1, (e) => e.path === '/old');
    const old = await prisma.teamEvent.create({
      data: {
        teamId: ep.team.id,
        type: 'bot.status_changed',
        payload: { type: 'bot.status_changed', timestamp: '2020-01-01T00:00:00.000Z', data: {} },
        createdAt: new Date(Date.now() - 31 * 86_400_000),
        messages: { create: { endpointId: ep.id, status: 'failed' } },
      },
    });
    expect(await bridge.app.get(EventWorker).prune()).toBe(1);
    expect(await prisma.teamEvent.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await prisma.webhookMessage.count({ where: { eventId: old.id } })).toBe(0);
    expect(await prisma.teamEvent.count({ where: { teamId: ep.team.id } })).toBe(1);
  });

  it('refuses an endpoint URL with a literal private address when private ones are not allowed', async () => {
    const team = await mintTeam(bridge.url, bridge.admin, 'guarded');
    // This bridge allows them (development default); the production bridge below does not.
    const ok = await http('POST', `${bridge.url}/webhook-endpoints`, {
      headers: bearer(team.key),
      json: { url: 'http://10.0.0.1/hook' },
    });
    expect(ok.status).toBe(201);
  });
});

describe('event delivery in production mode', () => {
  let bridge: TestBridge;
  let receiver: EventReceiver;

  beforeAll(async () => {
    receiver = await startEventReceiver();
    bridge = await startBridge({
      ...FAST,
      // The default lease: a test delivery's lease counts from before its claim, which on the
      // embedded database's one connection can wait behind other statements for over FAST's
      // 1.5 s on a loaded machine, and the delivery then stops as "lease lost" (seen once).
      EVENT_LEASE_MS: '10000',
      NODE_ENV: 'production',
      ALLOW_EMBEDDED_DATABASE: 'true',
      STT_BASE_URL: 'http://127.0.0.1:9',
      STT_API_KEY: 'unused-stt-key',
      MEETING_BOT_BASE_URL: 'http://127.0.0.1:9',
      MEETING_BOT_API_KEY: 'unused-mb-key',
      PUBLIC_BASE_URL: 'https://bridge.example.com',
      SECRETS_KEY: 'a-production-secrets-key-of-40-characters',
    });
  });
  afterAll(async () => {
    await bridge?.close();
    await receiver?.close();
  });

  it('refuses http, literal private addresses, and names resolving to 127.0.0.1', async () => {
    const team = await mintTeam(bridge.url, bridge.admin, 'prod');
    const register = (url: string) =>
      http('POST', `${bridge.url}/webhook-endpoints`, { headers: bearer(team.key), json: { url } });
    const port = new URL(receiver.url).port;
    expect((await register(`${receiver.url}/x`)).status).toBe(400);
    const literal = await register(`https://169.254.169.254/latest`);
    expect(literal.status).toBe(400);
    expect(literal.body.message).toMatch(/not a public address/);

    // A name is only known at connection time: accepted, then refused when connecting.
    const named = await register(`https://localhost:${port}/named`);
    expect(named.status).toBe(201);
    const test = await http('POST', `${bridge.url}/webhook-endpoints/${named.body.id}/test`, {
      headers: bearer(team.key),
    });
    expect(test.status).toBe(200);
    expect(test.body).toMatchObject({ succeeded: false, status_code: null });
    // Refused without saying where the name resolves: that would map the bridge's network.
    expect(test.body.error).toBe('localhost: address not allowed (ERR_OUTBOUND_REFUSED)');
    expect(receiver.received).toEqual([]);
  });
});

(databaseKind === 'postgres' ? describe : describe.skip)('two replicas', () => {
  let a: TestBridge;
  let b: TestBridge;
  let receiver: EventReceiver;

  beforeAll(async () => {
    receiver = await startEventReceiver();
    a = await startBridge({ ...FAST, EVENT_ENDPOINT_CONCURRENCY: '8' });
    b = await startBridge({ ...FAST, EVENT_ENDPOINT_CONCURRENCY: '8' }, a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await receiver?.close();
  });

  it('deliver each message once, never one message twice at the same time', async () => {
    const team = await mintTeam(a.url, a.admin, 'replicas');
    await http('POST', `${a.url}/webhook-endpoints`, {
      headers: bearer(team.key),
      json: { url: `${receiver.url}/both` },
    });
    const inFlight = new Set<string>();
    let overlaps = 0;
    receiver.answer('/both', (e) => {
      const id = String(e.headers['webhook-id']);
      if (inFlight.has(id)) overlaps++;
      inFlight.add(id);
      setTimeout(() => inFlight.delete(id), 20).unref();
      return { delayMs: 20 };
    });
    const total = 200;
    // Half the events are committed on each replica.
    await Promise.all(
      Array.from({ length: total }, (_, i) =>
        (i % 2 ? a : b).app
          .get(EventOutbox)
          .transaction((_tx, events) => events.emit(team.id, 'bot.status_changed', { i })),
      ),
    );
    const got = await receiver.waitFor(total, (e) => e.path === '/both', 15_000);
    const ids = got.map((e) => e.headers['webhook-id']);
    expect(new Set(ids).size).toBe(total);
    expect(ids).toHaveLength(total);
    expect(overlaps).toBe(0);
    const delivered = async (bridge: TestBridge) =>
      (await fetch(`${bridge.url}/metrics`).then((r) => r.text())).match(
        /event_messages_total\{outcome="succeeded"\} (\d+)/,
      )?.[1];
    expect(Number(await delivered(a))).toBeGreaterThan(0);
    expect(Number(await delivered(b))).toBeGreaterThan(0);
  });
});

(databaseKind === 'postgres' ? describe : describe.skip)('claimed ahead, and shutdown', () => {
  let owner: TestBridge;
  let receiver: EventReceiver;

  beforeAll(async () => {
    receiver = await startEventReceiver();
    // This replica delivers nothing: the one started in the test does.
    owner = await startBridge({ ...FAST, EVENT_DELIVERY_CONCURRENCY: '0' });
  });
  afterAll(async () => {
    await owner?.close();
    await receiver?.close();
  });

  it('claims two more per endpoint ahead, and gives back all it holds at shutdown', async () => {
    const team = await mintTeam(owner.url, owner.admin, 'ahead');
    await http('POST', `${owner.url}/webhook-endpoints`, {
      headers: bearer(team.key),
      json: { url: `${receiver.url}/held` },
    });
    receiver.answer('/held', () => ({ delayMs: 10_000 }));
    const worker = await startBridge(
      {
        ...FAST,
        EVENT_ENDPOINT_CONCURRENCY: '1',
        EVENT_DELIVERY_TIMEOUT_MS: '15000',
        EVENT_LEASE_MS: '60000',
      },
      owner,
    );
    const prisma = owner.app.get(PrismaService);
    const outbox = owner.app.get(EventOutbox);
    for (let i = 0; i < 5; i++) {
      await outbox.transaction((_tx, events) => events.emit(team.id, 'bot.status_changed', { i }));
    }
    await receiver.waitFor(1, (e) => e.path === '/held');
    const leased = () =>
      prisma.webhookMessage.count({
        where: { endpoint: { teamId: team.id }, leaseOwner: worker.app.get(EventWorker).owner },
      });
    // One in flight (the endpoint's cap), two claimed ahead, two left for any replica.
    await eventually(async () => (await leased()) === 3);
    expect(receiver.on('/held')).toHaveLength(1);

    await worker.app.close();
    const messages = await prisma.webhookMessage.findMany({
      where: { endpoint: { teamId: team.id } },
    });
    expect(messages).toHaveLength(5);
    for (const m of messages) {
      expect(m).toMatchObject({ status: 'pending', leaseOwner: null, attempts: 0 });
    }
    expect(await prisma.webhookAttempt.count({ where: { endpoint: { teamId: team.id } } })).toBe(0);
  });
});
