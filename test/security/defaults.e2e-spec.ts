import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSttSimulator, type SttSimulator } from '../../simulators/index.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { http } from '../support/http.js';
import { ROOT, run } from '../support/processes.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(2_000, () => socket.destroy());
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

/** This machine's addresses other than loopback. */
const outsideAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && a.family === 'IPv4')
    .map((a) => a!.address);

/** The compiled server started in production with everything it requires but `more`'s. */
const startProduction = (more: Record<string, string>) =>
  run(
    process.execPath,
    [join(ROOT, 'dist', 'src', 'main.js')],
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      STT_BASE_URL: 'https://stt.example.com',
      STT_API_KEY: 'k',
      MEETING_BOT_BASE_URL: 'https://bots.example.com',
      MEETING_BOT_API_KEY: 'k',
      WEBHOOK_TOKEN: randomBytes(16).toString('hex'),
      PUBLIC_BASE_URL: 'https://bridge.example.com',
      SECRETS_KEY: randomBytes(24).toString('hex'),
      ...more,
    },
    { timeoutMs: 30_000 },
  );

describe('security: safe defaults', () => {
  let db: TestDatabase;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await db?.drop();
  });

  it('listens on loopback only outside production', async () => {
    server = await startServerProcess({ ...db.env, LOG_LEVEL: 'info' });
    const port = Number(new URL(server.url).port);
    expect(await accepts('127.0.0.1', port)).toBe(true);
    for (const address of outsideAddresses()) expect(await accepts(address, port)).toBe(false);
    expect(server.output()).toContain(`listening on http://127.0.0.1:${port}`);
    // The banner names the console, on the same origin.
    expect(server.output()).toContain(`console: http://127.0.0.1:${port}/console`);
  });

  it('refuses to start in production on the embedded database unless told to', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bridge-production-'));
    const refused = await startProduction({
      DATA_DIR: dataDir,
      BRIDGE_ADMIN_KEY: randomBytes(16).toString('hex'),
    });
    rmSync(dataDir, { recursive: true, force: true });
    expect(refused.code).toBe(1);
    expect(refused.stderr + refused.stdout).toMatch(/ALLOW_EMBEDDED_DATABASE/);
  });

  it('refuses to start in production with no admin key anywhere, saying what to set', async () => {
    const refused = await startProduction(db.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr + refused.stdout).toMatch(
      /BRIDGE_ADMIN_KEY is not set and the database holds no admin key/,
    );
  });
});

describe('security: the STT simulator and prototype keys', () => {
  let sim: SttSimulator;
  beforeAll(async () => {
    sim = await startSttSimulator({ apiKey: 'sim-key' });
  });
  afterAll(() => sim?.close());

  it('answers 400, not 500, to __proto__ and constructor keys', async () => {
    const bodies = [
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{}}}',
      '{"pre_processing":{"__proto__":1}}',
      '{"toString":"x"}',
    ];
    for (const path of ['/v2/live', '/v2/pre-recorded', '/v2/transcription']) {
      for (const body of bodies) {
        const res = await http('POST', `${sim.url}${path}`, {
          headers: { 'x-service-key': 'sim-key', 'content-type': 'application/json' },
          body,
        });
        expect({ path, body, status: res.status }).toEqual({ path, body, status: 400 });
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
