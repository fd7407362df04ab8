/**
 * Team events benchmark (`npm run bench:events`): two bridge replicas (`node dist/src/main.js`) on
 * one PostgreSQL deliver to a local receiver in this process.
 * (a) Sustained delivery: BENCH_EVENTS_BACKLOG messages queued for one endpoint while it is
 *     disabled, then the endpoint enabled: deliveries per second from the first receipt to the
 *     last; every message received, no `webhook-id` twice.
 * (b) Latency at BENCH_EVENTS_RATE events/s (default 500) for BENCH_EVENTS_SECONDS: real state
 *     changes (meeting-bot status webhooks, each moving one bot on) sent to both replicas; from
 *     the event's timestamp (taken in the transaction that commits the change) to its receipt.
 * (c) A bare sender: the same signed bodies posted to the same receiver by this process with
 *     the same concurrency (2 × EVENT_ENDPOINT_CONCURRENCY), measured right after each (a).
 * (a) and (c) alternate for BENCH_EVENTS_ROUNDS rounds, and the median ratio is the result: a
 * shared machine's speed drifts by more than the difference measured, so one pair can mislead.
 * Each round also prints the CPU time per message of each side, steadier than rates on a shared
 * machine: in (a) the two replicas', PostgreSQL's (every `postgres` process of the machine) and
 * the receiver's (this process); in (c) this process's, the bare sender with the receiver.
 * Environment: BENCH_POSTGRES_URL, BENCH_EVENTS_BACKLOG (20000), BENCH_EVENTS_ROUNDS (3),
 * BENCH_EVENTS_RATE (500), BENCH_EVENTS_SECONDS (10), BENCH_EVENTS_CONCURRENCY
 * (EVENT_ENDPOINT_CONCURRENCY, 32).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { type Child, createDatabase, startBridge } from '../archive/support.js';
import { postgresCpuSeconds, processUsage } from '../support/measure.js';
import { openLoop, percentile } from '../webhooks/load.js';

const BACKLOG = Number(process.env.BENCH_EVENTS_BACKLOG ?? 20_000);
const ROUNDS = Number(process.env.BENCH_EVENTS_ROUNDS ?? 3);
const RATE = Number(process.env.BENCH_EVENTS_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_EVENTS_SECONDS ?? 10);
const PER_ENDPOINT = Number(process.env.BENCH_EVENTS_CONCURRENCY ?? 32);
const MB_KEY = `bench-mb-${randomBytes(8).toString('hex')}`;
const TOKEN = `bench-token-${randomBytes(12).toString('hex')}`;

interface Receipt {
  id: string;
  at: number;
  timestamp: string;
}

/** The team's receiver: answers 204 at once, remembers what arrived and when. */
async function startReceiver() {
  const receipts: Receipt[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = Date.now();
      if (req.url === '/bridge') {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as { timestamp: string };
        receipts.push({ id: String(req.headers['webhook-id']), at, timestamp: body.timestamp });
      }
      res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, receipts, close: () => server.close() };
}

async function api(base: string, key: string, method: string, path: string, json?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await res.json()) as Record<string, string>;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return true;
}

/** CPU seconds this process (the receiver, and in (c) the bare sender too) has used so far. */
const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** (c): the same signed bodies, `concurrency` at a time, straight to the receiver. */
async function bareSender(url: string, bodies: string[], concurrency: number): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const signer = new Webhook(secret);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++]!;
        const id = randomUUID();
        const now = new Date();
        await new Promise<void>((resolve) => {
          const req = request(`${url}/bare`, {
            method: 'POST',
            agent,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'webhook-id': id,
              'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
              'webhook-signature': signer.sign(id, now, body),
            },
          });
          req.on('response', (res) => res.resume().on('end', resolve));
          req.on('error', () => resolve());
          req.end(body);
        });
      }
    }),
  );
  agent.destroy();
  return bodies.length / ((performance.now() - started) / 1000);
}

async function main(): Promise<void> {
  const db = await createDatabase();
  const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'bench-events-')));
  const receiver = await startReceiver();
  const replicas: Child[] = [];
  const adminKey = `admin-${randomBytes(16).toString('hex')}`;
  // One key for both, as production requires: each would otherwise make its own in its DATA_DIR
  // and could not open the endpoint's secret the other sealed.
  const secretsKey = randomBytes(32).toString('hex');
  try {
    for (const dir of dirs) {
      replicas.push(
        await startBridge('worker', {
          DATABASE_URL: db.url,
          DATA_DIR: dir,
          BRIDGE_ADMIN_KEY: adminKey,
          SECRETS_KEY: secretsKey,
          WEBHOOK_TOKEN: TOKEN,
          // Vendors are never called here; their webhooks are what the bench sends.
          STT_BASE_URL: 'http://127.0.0.1:9',
          STT_API_KEY: 'unused',
          MEETING_BOT_BASE_URL: 'http://127.0.0.1:9',
          MEETING_BOT_API_KEY: MB_KEY,
          EVENT_ENDPOINT_CONCURRENCY: String(PER_ENDPOINT),
          EVENT_DELIVERY_CONCURRENCY: String(Math.max(64, PER_ENDPOINT)),
          ARCHIVE_SWEEP_INTERVAL_MS: '0',
          BOT_RECONCILE_INTERVAL_MS: '0',
        }),
      );
    }
    await db.client.connect();
    const team = await api(replicas[0]!.url, adminKey, 'POST', '/admin/teams', { name: 'bench' });
    const endpoint = await api(replicas[0]!.url, adminKey, 'POST', '/webhook-endpoints', {
      url: `${receiver.url}/bridge`,
      team_id: team.id,
    });
    console.log(
      `events bench: 2 replicas on PostgreSQL, EVENT_ENDPOINT_CONCURRENCY=${PER_ENDPOINT} each, ` +
        'receiver on loopback in the bench process',
    );

    // (a) A backlog for a disabled endpoint, then enabled; (c) right after it.
    const payload = (i: number) =>
      JSON.stringify({
        type: 'bot.status_changed',
        timestamp: new Date().toISOString(),
        data: { bot_id: randomUUID(), status: 'in_call_recording', i },
      });
    const rounds: { bridge: number; bare: number }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      await api(replicas[0]!.url, adminKey, 'PATCH', `/webhook-endpoints/${endpoint.id}`, {
        disabled: true,
      });
      const bodies = Array.from({ length: BACKLOG }, (_, i) => payload(i));
      await db.client.query(
        `WITH ev AS (
           INSERT INTO team_events (id, team_id, type, payload)
           SELECT gen_random_uuid(), $1, 'bot.status_changed', p::jsonb FROM unnest($2::text[]) AS p
           RETURNING id)
         INSERT INTO webhook_messages (id, event_id, endpoint_id) SELECT gen_random_uuid(), id, $3 FROM ev`,
        [team.id, bodies, endpoint.id],
      );
      // Real traffic never queues a backlog in one statement: autovacuum analyzes a queue as it
      // grows. Without this, the first claims would be planned on the statistics of an empty
      // queue, until autovacuum's next round (within a minute).
      await db.client.query('ANALYZE webhook_messages, team_events');
      const before = receiver.receipts.length;
      const cpu = () => ({
        replicas: replicas.reduce((sum, r) => sum + processUsage(r.pid)!.cpuSeconds, 0),
        postgres: postgresCpuSeconds(),
        own: ownCpuSeconds(),
      });
      const cpuBefore = cpu();
      await api(replicas[0]!.url, adminKey, 'PATCH', `/webhook-endpoints/${endpoint.id}`, {
        disabled: false,
      });
      const drained = await until(() => receiver.receipts.length >= before + BACKLOG, 300_000);
      const cpuAfter = cpu();
      const perMessage = (key: keyof typeof cpuAfter) =>
        ((cpuAfter[key] - cpuBefore[key]) / BACKLOG) * 1e6;
      // Folded, not spread into Math.max: a large backlog's times would overflow the stack.
      const times = receiver.receipts.slice(before).map((r) => r.at);
      const first = times.reduce((a, b) => Math.min(a, b));
      const seconds = (times.reduce((a, b) => Math.max(a, b)) - first) / 1000;
      const bridge = BACKLOG / seconds;
      const ids = new Set(receiver.receipts.map((r) => r.id));
      const bareCpuBefore = ownCpuSeconds();
      const bare = await bareSender(receiver.url, bodies, 2 * PER_ENDPOINT);
      const bareCpu = ((ownCpuSeconds() - bareCpuBefore) / BACKLOG) * 1e6;
      rounds.push({ bridge, bare });
      console.log(
        `round ${round}: (a) ${BACKLOG} messages in ${seconds.toFixed(1)} s = ` +
          `${bridge.toFixed(0)} deliveries/s; received ${receiver.receipts.length - before}, ` +
          `distinct webhook-ids so far ${ids.size} of ${receiver.receipts.length}` +
          `${drained ? '' : ' (NOT ALL ARRIVED)'}; (c) bare sender ${bare.toFixed(0)}/s, ` +
          `bridge/bare ${(bridge / bare).toFixed(2)}`,
      );
      console.log(
        `  CPU per message: (a) replicas ${perMessage('replicas').toFixed(0)} µs, PostgreSQL ` +
          `${perMessage('postgres').toFixed(0)} µs, receiver ${perMessage('own').toFixed(0)} µs; ` +
          `(c) bare sender and receiver ${bareCpu.toFixed(0)} µs`,
      );
    }
    const median = (values: number[]) => values.sort((x, y) => x - y)[values.length >> 1]!;
    const throughput = median(rounds.map((r) => r.bridge));
    const ratio = median(rounds.map((r) => r.bridge / r.bare));
    console.log(
      `(a) sustained: median ${throughput.toFixed(0)} deliveries/s; ` +
        `(c) bridge/bare sender: median ${ratio.toFixed(2)}`,
    );

    // (b) Real state changes at RATE/s: one bot per event, its status webhook on either replica.
    const total = RATE * SECONDS;
    const { rows: bots } = await db.client.query<{ upstream: string }>(
      `INSERT INTO bots (id, team_id, upstream_bot_id, meeting_url, bot_name, status, request, updated_at)
       SELECT gen_random_uuid(), $1, 'bench-' || g, 'https://meet.google.com/abc-defg-hij', 'b',
              'created', '{}'::jsonb, now()
         FROM generate_series(1, $2::int) AS g
       RETURNING upstream_bot_id AS upstream`,
      [team.id, total],
    );
    const before = receiver.receipts.length;
    let n = 0;
    const load = await openLoop(
      '',
      () => {
        const bot = bots[n]!.upstream;
        const replica = replicas[n++ % 2]!;
        return {
          path: `${replica.url}/webhooks/meeting-bot/${TOKEN}`,
          headers: { 'x-meeting-baas-api-key': MB_KEY },
          body: JSON.stringify({
            event: 'bot.status_change',
            data: {
              bot_id: bot,
              status: { code: 'joining_call', created_at: new Date().toISOString() },
            },
          }),
        };
      },
      RATE,
      SECONDS,
    );
    const arrived = await until(() => receiver.receipts.length >= before + total, 120_000);
    const latencies = receiver.receipts
      .slice(before)
      .map((r) => r.at - Date.parse(r.timestamp))
      .sort((x, y) => x - y);
    const all = new Set(receiver.receipts.map((r) => r.id));
    console.log(
      `(b) ${RATE} events/s for ${SECONDS} s (${load.ok}/${load.sent} webhooks accepted): ` +
        `${latencies.length}/${total} received${arrived ? '' : ' (NOT ALL ARRIVED)'}; commit → receipt ` +
        `p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, ` +
        `max ${latencies.at(-1)} ms`,
    );
    console.log(
      `no webhook-id twice: ${all.size === receiver.receipts.length} ` +
        `(${receiver.receipts.length} receipts, ${all.size} distinct)`,
    );
    console.log(
      `targets: (a) ≥ 1000/s: ${throughput >= 1000}; (b) p99 ≤ 250 ms: ` +
        `${percentile(latencies, 99) <= 250}; (c) ≥ 0.8× bare: ${ratio >= 0.8}`,
    );
  } finally {
    for (const replica of replicas) await replica.stop();
    receiver.close();
    await db.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
