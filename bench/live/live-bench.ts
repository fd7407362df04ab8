/**
 * Live meetings: how much latency the bridge adds to a final, and how many meetings one replica
 * carries at real-time pace.
 *
 * At each level of concurrency (BENCH_LIVE_LEVELS, default 50,100,200):
 * - the baseline: that many clients stream the shared meeting (16 kHz, 100 ms frames, real time)
 *   straight to the STT simulator; each final's latency runs from the frame that completed it
 *   leaving the client to the final reaching it;
 * - through the bridge: that many simulated bots stream the same meeting to the built bridge (its
 *   own process, on a throw-away PostgreSQL database), each with one SSE subscriber; each final's
 *   latency runs from the completing frame leaving the bot to the final reaching the subscriber.
 * Meetings start spread over 5 s, as real ones do. It prints p50/p99 of both, the p99 the bridge adds (target ≤ 50 ms at 50 meetings), the
 * bridge's CPU and memory per meeting (target ≤ 1 MiB), and how many meetings held the target.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import WebSocket from 'ws';
import { startMeetingBotSimulator, startSttSimulator } from '../../simulators/index.js';
import { meetingPcm } from '../../simulators/shared/meeting.js';
import { sseReader } from '../../test/support/sse.js';
import { freePort, stopChild } from '../support/child-processes.js';
import { processUsage, quantile } from '../support/measure.js';
import { BRIDGE_ARGS } from '../support/bridge-command.js';

const ROOT = join(import.meta.dirname, '..', '..');
const LEVELS = (process.env.BENCH_LIVE_LEVELS ?? '50,100,200').split(',').map(Number);
const TARGET_ADDED_P99_MS = 50;
/** Meetings start spread over this much time, as real ones do, not all in the same millisecond. */
const STAGGER_MS = 5_000;
const TARGET_BYTES_PER_MEETING = 1024 * 1024;
const FRAME_BYTES = 3_200;
const STT_KEY = 'bench-live-stt-key-0123456789';
const MB_KEY = 'bench-live-mb-key-0123456789';
const ADMIN = `admin-${randomBytes(24).toString('hex')}`;
const TOKEN = randomBytes(16).toString('hex');
const PG_ADMIN = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** The frame that completed audio up to `end` seconds: the one whose end reaches it. */
const completing = (end: number) => Math.max(0, Math.ceil(Math.round(end * 1000) / 100) - 1);

/** The bridge process's CPU time (s) and resident memory (bytes), from /proc. */
const usage = (pid: number) => processUsage(pid)!;

/** `count` clients streaming the meeting straight to the STT simulator: each final's latency. */
async function direct(sttUrl: string, count: number): Promise<number[]> {
  const pcm = meetingPcm(16_000);
  const frames = pcm.length / FRAME_BYTES;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      await sleep((i * STAGGER_MS) / count);
      const res = await fetch(`${sttUrl}/v2/live`, {
        method: 'POST',
        headers: { 'x-service-key': STT_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({
          encoding: 'wav/pcm',
          bit_depth: 16,
          sample_rate: 16_000,
          channels: 1,
        }),
      });
      const { url } = (await res.json()) as { url: string };
      const ws = new WebSocket(url, { perMessageDeflate: false });
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      const sentAt: number[] = [];
      ws.on('message', (data) => {
        const message = JSON.parse(String(data)) as {
          type: string;
          data?: { is_final?: boolean; utterance?: { end: number } };
        };
        if (message.type === 'transcript' && message.data?.is_final) {
          latencies.push(Date.now() - sentAt[completing(message.data.utterance!.end)]!);
        }
      });
      const started = Date.now();
      for (let frame = 0; frame < frames;) {
        const due = Math.min(frames, Math.floor((Date.now() - started) / 100) + 1);
        for (; frame < due; frame++) {
          ws.send(pcm.subarray(frame * FRAME_BYTES, (frame + 1) * FRAME_BYTES));
          sentAt.push(Date.now());
        }
        await sleep(100 - ((Date.now() - started) % 100));
      }
      ws.send(JSON.stringify({ type: 'stop_recording' }));
      await new Promise((resolve) => ws.once('close', resolve));
    }),
  );
  return latencies;
}

/** A subscriber's finals: each with its end (s) and when it arrived. */
function subscribe(url: string, key: string) {
  const finals: { end: number; at: number }[] = [];
  const done = new Promise<void>((resolve) => {
    const req = request(
      url,
      { headers: { accept: 'text/event-stream', authorization: `Bearer ${key}` } },
      (res) => {
        res.setEncoding('utf8');
        res.on(
          'data',
          sseReader(({ fields }) => {
            if (fields.event !== 'final') return;
            finals.push({ end: (JSON.parse(fields.data!) as { end: number }).end, at: Date.now() });
          }),
        );
        res.on('end', () => resolve());
        res.on('error', () => resolve());
      },
    );
    req.on('error', () => resolve());
    req.end();
  });
  return { finals, done };
}

async function main(): Promise<void> {
  const stt = await startSttSimulator({ apiKey: STT_KEY, liveResumeWindowMs: 60_000 });
  const mb = await startMeetingBotSimulator({ apiKey: MB_KEY, webhookRetryDelaysMs: [200, 1_000] });
  const dbName = `bench_live_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(PG_ADMIN);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-live-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const bridge = spawn(process.execPath, BRIDGE_ARGS, {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      PUBLIC_BASE_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl.toString(),
      BRIDGE_ADMIN_KEY: ADMIN,
      WEBHOOK_TOKEN: TOKEN,
      MEETING_BOT_BASE_URL: mb.url,
      MEETING_BOT_API_KEY: MB_KEY,
      STT_BASE_URL: stt.url,
      STT_API_KEY: STT_KEY,
    },
  });
  try {
    for (let i = 0; !(await fetch(`${base}/health/ready`).catch(() => null))?.ok; i++) {
      if (i > 300) throw new Error('the bridge did not get ready');
      await sleep(100);
    }
    mb.setAccountWebhook(`${base}/webhooks/meeting-bot/${TOKEN}`);
    stt.setAccountWebhook(`${base}/webhooks/stt/${TOKEN}`);
    const headers = { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' };
    const team = (await (
      await fetch(`${base}/admin/teams`, { method: 'POST', headers, body: '{"name":"bench"}' })
    ).json()) as { id: string };
    const { key } = (await (
      await fetch(`${base}/admin/teams/${team.id}/keys`, {
        method: 'POST',
        headers,
        body: '{"name":"k"}',
      })
    ).json()) as { key: string };

    console.log(
      'meetings | direct p50/p99 ms | bridge p50/p99 ms | added p99 ms | CPU per meeting | memory per meeting',
    );
    let held = 0;
    for (const level of LEVELS) {
      const baseline = await direct(stt.url, level);
      const idle = usage(bridge.pid!);
      const bots: { id: string; upstream: string }[] = [];
      for (let i = 0; i < level; i += 10) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(10, level - i) }, async () => {
            const res = await fetch(`${base}/bots`, {
              method: 'POST',
              headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
              body: JSON.stringify({
                meeting_url: 'https://meet.google.com/abc-defg-hij',
                live_transcript: true,
              }),
            });
            const body = (await res.json()) as { id: string; upstream_bot_id: string };
            if (res.status !== 201) throw new Error(`POST /bots answered ${res.status}`);
            return { id: body.id, upstream: body.upstream_bot_id };
          }),
        );
        bots.push(...batch);
      }
      const subscribers = bots.map((b) => subscribe(`${base}/bots/${b.id}/live-transcript`, key));
      let peak = idle.rssBytes;
      const sampler = setInterval(() => (peak = Math.max(peak, usage(bridge.pid!).rssBytes)), 250);
      const startedAt = Date.now();
      const start = usage(bridge.pid!);
      // Meetings do not start in step: their starts spread over STAGGER_MS.
      await Promise.all(
        bots.map(async (b, i) => {
          await sleep((i * STAGGER_MS) / level);
          await mb.runBotLifecycle(b.upstream, { stepMs: 100 });
        }),
      );
      await Promise.race([Promise.all(subscribers.map((s) => s.done)), sleep(120_000)]);
      const wall = (Date.now() - startedAt) / 1000;
      const cpu = usage(bridge.pid!).cpuSeconds - start.cpuSeconds;
      clearInterval(sampler);
      const latencies = bots.flatMap((b, i) => {
        const sent = mb.getBot(b.upstream)!.stream!.sentAt;
        return subscribers[i]!.finals.map((f) => f.at - sent[completing(f.end)]!);
      });
      const added = quantile(latencies, 0.99) - quantile(baseline, 0.99);
      const perMeeting = (peak - idle.rssBytes) / level;
      if (added <= TARGET_ADDED_P99_MS) held = level;
      console.log(
        [
          level,
          `${quantile(baseline, 0.5)} / ${quantile(baseline, 0.99)} (${baseline.length} finals)`,
          `${quantile(latencies, 0.5)} / ${quantile(latencies, 0.99)} (${latencies.length} finals)`,
          `${added} (target ≤ ${TARGET_ADDED_P99_MS}: ${(added / TARGET_ADDED_P99_MS).toFixed(2)}×)`,
          `${((cpu / wall / level) * 100).toFixed(2)} % of a core`,
          `${(perMeeting / 1024).toFixed(0)} KiB (${(perMeeting / TARGET_BYTES_PER_MEETING).toFixed(2)}× the target)`,
        ].join(' | '),
      );
      mb.reset();
      mb.setAccountWebhook(`${base}/webhooks/meeting-bot/${TOKEN}`);
    }
    console.log(`meetings holding the latency target on one replica: ${held} (target ≥ 200)`);
  } finally {
    await stopChild(bridge, 10_000);
    await mb.close();
    await stt.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
