import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';
import { ROOT, run } from './support/processes.js';
import { freePort } from './support/server-process.js';

const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const example = (name: string) => join(ROOT, 'clients', 'typescript', 'examples', `${name}.ts`);

/** The typed client's worked examples, run as a reader would run them, against a sandbox. */
describe('typed client examples', () => {
  let bridge: TestBridge;
  let team: { id: string; key: string };
  let env: Record<string, string>;
  beforeAll(async () => {
    // The simulated vendors reach the bridge's webhook receivers on this port.
    bridge = await startBridge({ PORT: String(await freePort()) });
    team = await mintTeam(bridge.url, bridge.admin, 'examples');
    env = { BRIDGE_URL: bridge.url, BRIDGE_KEY: team.key };
  });
  afterAll(() => bridge?.close());

  it('send-bot: sends a bot, hears bot.completed, reads the transcript', async () => {
    const result = await run(process.execPath, [TSX, example('send-bot')], env, {
      cwd: ROOT,
      timeoutMs: 90_000,
    });
    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^bot [0-9a-f-]{36} sent \(created\)\n/);
    expect(result.stdout).toMatch(/\nbot\.completed at \S+\n/);
    expect(result.stdout).toContain('transcript version 1: Ada Lovelace, Alan Turing');
    // It cleaned up after itself.
    const endpoints = await http('GET', `${bridge.url}/webhook-endpoints`, {
      headers: bearer(team.key),
    });
    expect(endpoints.body.data).toEqual([]);
  }, 120_000);

  it('live-stream: streams audio over the WebSocket and reads the finished session', async () => {
    const result = await run(process.execPath, [TSX, example('live-stream')], env, {
      cwd: ROOT,
      timeoutMs: 60_000,
    });
    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^live session [0-9a-f-]{36}\n/);
    expect(result.stdout).toMatch(/\nheard: .+\n/);
    expect(result.stdout).toMatch(/\nsession done: .+\n$/);
  }, 90_000);

  it('verify-event: prints a verified event, refuses a forged one', async () => {
    const port = await freePort();
    const created = await http('POST', `${bridge.url}/webhook-endpoints`, {
      headers: bearer(team.key),
      json: { url: `http://127.0.0.1:${port}/` },
    });
    expect(created.status).toBe(201);
    const child = spawn(process.execPath, [TSX, example('verify-event')], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        BRIDGE_EVENTS_SECRET: created.body.secret,
        PORT: String(port),
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      await eventually(async () => stderr.includes('receiving team events'), 20_000);
      const test = await http('POST', `${bridge.url}/webhook-endpoints/${created.body.id}/test`, {
        headers: bearer(team.key),
      });
      expect(test.body).toMatchObject({ succeeded: true, status_code: 204 });
      const printed = JSON.parse(stdout.trim().split('\n')[0]!);
      expect(printed).toMatchObject({ type: 'ping', webhook_id: expect.any(String) });
      const forged = await http('POST', `http://127.0.0.1:${port}/`, {
        headers: {
          'webhook-id': 'msg_forged',
          'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
          'webhook-signature': 'v1,bm90IGEgc2lnbmF0dXJl',
        },
        json: { type: 'bot.completed', timestamp: new Date().toISOString(), data: {} },
      });
      expect(forged.status).toBe(400);
      expect(stdout.trim().split('\n')).toHaveLength(1);
    } finally {
      child.kill();
    }
  }, 60_000);
});
