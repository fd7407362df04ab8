import { PrismaService } from '../../src/platform/database/prisma.service.js';
import { EventOutbox } from '../../src/platform/outbox/event-outbox.js';
import { EventWorker } from '../../src/team-events/event-worker.js';
import { bearer, mintTeam, startBridge, type TestBridge } from '../support/bridge.js';
import { startEventReceiver, type EventReceiver } from '../support/event-receiver.js';
import { eventually } from '../support/eventually.js';
import { http } from '../support/http.js';

/** Three attempts, a short lease: what a hostile receiver could make loop shows in seconds. */
const FAST = {
  EVENT_RETRY_SCHEDULE: '0,100ms,100ms',
  EVENT_POLL_INTERVAL_MS: '50',
  EVENT_DELIVERY_TIMEOUT_MS: '1000',
  EVENT_LEASE_MS: '1500',
};

/** A team's receiver is the team's own: nothing it answers may make the bridge loop or fail. */
describe('security: hostile event receivers', () => {
  let bridge: TestBridge;
  let receiver: EventReceiver;
  let prisma: PrismaService;
  let n = 0;

  beforeAll(async () => {
    [bridge, receiver] = await Promise.all([startBridge(FAST), startEventReceiver()]);
    prisma = bridge.app.get(PrismaService);
  });
  afterAll(async () => {
    await bridge?.close();
    await receiver?.close();
  });

  async function endpointAt(path: string) {
    const team = await mintTeam(bridge.url, bridge.admin, `hostile-${++n}`);
    const res = await http('POST', `${bridge.url}/webhook-endpoints`, {
      headers: bearer(team.key),
      json: { url: `${receiver.url}${path}` },
    });
    return { team, id: res.body.id as string };
  }
  const emit = (teamId: string) =>
    bridge.app
      .get(EventOutbox)
      .transaction((_tx, events) => events.emit(teamId, 'bot.status_changed', { n }));
  const messageOf = (endpointId: string, timeoutMs?: number) =>
    eventually(
      () => prisma.webhookMessage.findFirst({ where: { endpointId, status: { not: 'pending' } } }),
      timeoutMs,
    );

  /** Claims made after a message ended take it no more: a claim would count an attempt. */
  async function expectNoMoreAttempts(messageId: string) {
    const worker = bridge.app.get(EventWorker);
    await worker.nudge();
    await worker.nudge();
    const message = await prisma.webhookMessage.findUniqueOrThrow({ where: { id: messageId } });
    expect(message).toMatchObject({ attempts: 3, leaseOwner: null });
  }

  it('keeps answers holding NUL bytes, escaped, and retries them on schedule only', async () => {
    const ep = await endpointAt('/nul');
    receiver.answer('/nul', () => ({ status: 500, body: 'bad\u0000answer' }));
    await emit(ep.team.id);
    const message = await messageOf(ep.id);
    expect(message).toMatchObject({ status: 'failed', attempts: 3 });
    await expectNoMoreAttempts(message!.id);
    expect(receiver.on('/nul')).toHaveLength(3);
    const log = await http('GET', `${bridge.url}/webhook-endpoints/${ep.id}/deliveries`, {
      headers: bearer(ep.team.key),
    });
    expect(log.body.data).toHaveLength(3);
    expect(log.body.data[0]).toMatchObject({
      status_code: 500,
      response: 'bad\\u0000answer',
    });
  });

  it('counts an attempt whose record cannot be written, and gives the message up after the last', async () => {
    const ep = await endpointAt('/unrecordable');
    receiver.answer('/unrecordable', () => ({ status: 500, body: 'unrecordable' }));
    // Whatever the reason a record fails (here a rule of the database), it must not loop.
    await prisma.$executeRawUnsafe(`
      CREATE FUNCTION refuse_unrecordable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.response = 'unrecordable' THEN RAISE EXCEPTION 'this record cannot be written'; END IF;
        RETURN NEW;
      END $$`);
    await prisma.$executeRawUnsafe(`
      CREATE TRIGGER refuse_unrecordable BEFORE INSERT ON webhook_attempts
        FOR EACH ROW EXECUTE FUNCTION refuse_unrecordable()`);
    await emit(ep.team.id);
    const message = await messageOf(ep.id, 20_000);
    expect(message).toMatchObject({ status: 'failed', attempts: 3 });
    expect(message!.lastError).toMatch(/never recorded/);
    await expectNoMoreAttempts(message!.id);
    expect(receiver.on('/unrecordable')).toHaveLength(3);
    const log = await prisma.webhookAttempt.findMany({ where: { endpointId: ep.id } });
    expect(log).toHaveLength(1);
    expect(log[0]!.error).toMatch(/never recorded/);
    const endpoint = await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: ep.id } });
    expect(endpoint.failingSince).not.toBeNull();
  }, 40_000);
});
