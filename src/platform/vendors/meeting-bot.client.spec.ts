import { HttpService } from '@nestjs/axios';
import { Logger } from '@nestjs/common';
import axios from 'axios';
import { createServer } from 'node:net';
import { AppConfig } from '../config/app-config.js';
import { validateEnv } from '../config/env.js';
import { type VendorPace } from '../limits/vendor-pace.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { startMeetingBotSimulator, type MeetingBotSimulator } from '../../../simulators/index.js';
import { MeetingBotClient } from './meeting-bot.client.js';
import {
  MeetingBotError,
  type MeetingBotFailure,
  meetingBotHttpOptions,
  MeetingBotTransport,
} from './meeting-bot.transport.js';
import { VendorCalls } from './vendor-calls.js';
import { VendorEndpoints } from './vendor-endpoints.js';

const KEY = 'mb-key-0123456789abcdef';
const STT_KEY = 'stt-key-0123456789abcdef';
// Long enough that no answer the tests expect (a refusal, a reset mid-answer) comes after it on
// a machine busy with other suites; the timeout test waits this long once.
const TIMEOUT_MS = 1_500;

function clientFor(baseUrl: string): MeetingBotClient {
  const config = new AppConfig(
    validateEnv({ VENDOR_TIMEOUT_MS: String(TIMEOUT_MS), PUBLIC_BASE_URL: 'https://bridge.test' }),
  );
  const endpoints = new VendorEndpoints(
    {
      baseUrl: '',
      apiKey: STT_KEY,
      keyHeader: 'x-service-key',
      providerName: 'Gladia',
      simulated: false,
    },
    {
      baseUrl,
      apiKey: KEY,
      keyHeader: 'x-meeting-baas-api-key',
      simulated: false,
      webhookSecret: null,
    },
    'webhook-token-0123456789',
  );
  const http = new HttpService(axios.create(meetingBotHttpOptions(config, endpoints)));
  // No account rate configured: every call goes at once (pacing has its own end-to-end test).
  const unpaced = {
    meetingBotSlot: () => Promise.resolve(null),
    holdOff: () => Promise.resolve(),
  } as unknown as VendorPace;
  const metrics = new MetricsService();
  const calls = new VendorCalls(metrics);
  const transport = new MeetingBotTransport(http, endpoints, config, unpaced, calls, metrics);
  transport.retryDelaysMs = [10, 10];
  return new MeetingBotClient(transport);
}

async function failureOf(call: Promise<unknown>): Promise<MeetingBotFailure> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MeetingBotError);
  return (error as MeetingBotError).failure;
}

describe('MeetingBotClient against the meeting-bot simulator', () => {
  let sim: MeetingBotSimulator;
  let sut: MeetingBotClient;
  const join = () => sut.join({ bot_name: 'Notes', meeting_url: 'https://zoom.us/j/1' });

  beforeAll(async () => {
    Logger.overrideLogger(false);
    sim = await startMeetingBotSimulator({ apiKey: KEY });
    sut = clientFor(sim.url);
  });
  beforeEach(() => sim.reset());
  afterAll(async () => {
    Logger.overrideLogger(true);
    await sim.close();
  });

  it('joins with the key header and the body as given, and returns the bot id', async () => {
    const body = {
      bot_name: 'Notes',
      meeting_url: 'https://zoom.us/j/1',
      speech_to_text: { provider: 'Gladia' },
      webhook_url: sut.webhookUrl,
      extra: { bridge_bot_id: 'b-1' },
    };
    const botId = await sut.join(body);
    expect(sim.getBot(botId)).toBeDefined();
    expect(sim.requests).toHaveLength(1);
    expect(sim.requests[0]).toMatchObject({ method: 'POST', path: '/bots/', body });
    expect(sim.requests[0].headers['x-meeting-baas-api-key']).toBe(KEY);
    expect(sut.webhookUrl).toBe(
      'https://bridge.test/webhooks/meeting-bot/webhook-token-0123456789',
    );
  });

  it('classifies a 4xx as rejected with the vendor message, secrets taken out', async () => {
    sim.addFault({
      method: 'POST',
      path: '/bots/',
      status: 422,
      body: { message: `meeting_url invalid (key ${KEY})` },
    });
    const failure = await failureOf(join());
    expect(failure).toEqual({
      kind: 'rejected',
      status: 422,
      message: 'meeting_url invalid (key [redacted])',
    });
  });

  it('passes the simulator schema check through as a rejection', async () => {
    const failure = await failureOf(sut.join({ bot_name: 'x' } as never));
    expect(failure).toMatchObject({ kind: 'rejected', status: 400 });
    expect((failure as { message: string }).message).toMatch(/meeting_url/);
  });

  it.each([401, 403])('classifies %i as unauthorized', async (status) => {
    sim.addFault({ path: '/bots/', status });
    expect(await failureOf(join())).toEqual({ kind: 'unauthorized', status });
  });

  it('classifies 429 with its Retry-After', async () => {
    sim.addFault({ path: '/bots/', status: 429, headers: { 'retry-after': '7' } });
    expect(await failureOf(join())).toEqual({ kind: 'rate_limited', status: 429, retryAfter: '7' });
  });

  it('never retries a create, even on 5xx', async () => {
    sim.addFault({ path: '/bots/', status: 503, times: 1 });
    const error = await join().catch((e: MeetingBotError) => e);
    expect((error as MeetingBotError).failure).toEqual({ kind: 'unavailable', status: 503 });
    expect((error as MeetingBotError).certainlyNotDone).toBe(false);
    expect(sim.requests).toHaveLength(1);
  });

  it('times out after VENDOR_TIMEOUT_MS', async () => {
    sim.addFault({ path: '/bots/', delayMs: TIMEOUT_MS + 400 });
    const started = Date.now();
    expect(await failureOf(join())).toEqual({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 350);
  });

  it('reports a connection broken mid-answer as broken: maybe done', async () => {
    sim.addFault({ path: '/bots/', resetAfterBytes: 1 });
    const error = await join().catch((e: MeetingBotError) => e);
    expect((error as MeetingBotError).failure).toEqual({ kind: 'broken' });
    expect((error as MeetingBotError).certainlyNotDone).toBe(false);
  });

  it('reports a vendor it cannot reach as unreachable: certainly not done', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const p = (probe.address() as { port: number }).port;
        probe.close(() => resolve(p));
      });
    });
    const error = await clientFor(`http://127.0.0.1:${port}`)
      .join({ bot_name: 'x', meeting_url: 'https://zoom.us/j/1' })
      .catch((e: MeetingBotError) => e);
    expect((error as MeetingBotError).failure).toEqual({ kind: 'unreachable' });
    expect((error as MeetingBotError).certainlyNotDone).toBe(true);
  });

  it('retries a leave on 5xx, then succeeds', async () => {
    const botId = await join();
    sim.clearRequests();
    sim.addFault({ method: 'DELETE', path: `/bots/${botId}`, status: 502, times: 2 });
    await sut.leave(botId);
    expect(sim.requests.map((r) => r.method)).toEqual(['DELETE', 'DELETE', 'DELETE']);
    expect(sim.getBot(botId)?.left).toBe(true);
  });

  it('does not retry a leave the vendor refuses', async () => {
    expect(await failureOf(sut.leave('00000000-0000-4000-8000-000000000000'))).toMatchObject({
      kind: 'rejected',
      status: 404,
    });
    expect(sim.requests).toHaveLength(1);
  });

  it('retranscribes with the body as given; 202 has no body', async () => {
    const botId = await join();
    const body = {
      bot_uuid: botId,
      speech_to_text: { provider: 'Gladia', api_key: STT_KEY },
      webhook_url: sut.webhookUrl,
    };
    expect(await sut.retranscribe(body)).toEqual({ status: 202, body: null });
    expect(sim.requests.at(-1)).toMatchObject({ path: '/bots/retranscribe', body });
  });

  it('finds bots by a value of their extra', async () => {
    const mine = await sut.join({
      bot_name: 'a',
      meeting_url: 'https://zoom.us/j/1',
      extra: { bridge_bot_id: 'one' },
    });
    await sut.join({
      bot_name: 'b',
      meeting_url: 'https://zoom.us/j/1',
      extra: { bridge_bot_id: 'two' },
    });
    expect(await sut.findByExtra('bridge_bot_id', 'one')).toEqual([mine]);
    expect(await sut.findByExtra('bridge_bot_id', 'three')).toEqual([]);
    expect(await sut.findByExtra('bridge_bot_id', 'one', new Date(Date.now() + 60_000))).toEqual(
      [],
    );
    expect(await sut.findByExtra('bridge_bot_id', 'one', new Date(Date.now() - 60_000))).toEqual([
      mine,
    ]);
    const lookup = new URL(sim.requests[3].path, sim.url);
    expect(lookup.pathname).toBe('/bots/bots_with_metadata');
    expect(Object.fromEntries(lookup.searchParams)).toEqual({
      filter_by_extra: 'bridge_bot_id:three',
      limit: '50',
    });
  });

  it('follows next_cursor through every page of the window', async () => {
    const mine = await sut.join({
      bot_name: 'a',
      meeting_url: 'https://zoom.us/j/1',
      extra: { bridge_bot_id: 'one' },
    });
    for (let i = 0; i < 60; i++) {
      await sut.join({ bot_name: 'b', meeting_url: 'https://zoom.us/j/1', extra: { n: i } });
    }
    sim.clearRequests();
    expect(await sut.findByExtra('bridge_bot_id', 'one')).toEqual([mine]);
    const pages = sim.requests.map((r) => new URL(r.path, sim.url).searchParams);
    expect(pages.map((p) => p.get('limit'))).toEqual(['50', '50']);
    expect(pages[0]!.has('cursor')).toBe(false);
    expect(pages[1]!.get('cursor')).toEqual(expect.any(String));
  });
});
