import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase, databaseKind, type TestDatabase } from './support/database.js';
import { bearer } from './support/bridge.js';
import { http } from './support/http.js';
import { run, ROOT, runCli } from './support/processes.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';

const SERVER = join(ROOT, 'dist', 'src', 'main.js');

/** The built server as operators run it: sandbox start-up, logs, shutdown, bad configuration. */
describe('the server process', () => {
  let db: TestDatabase;
  let server: ServerProcess | undefined;
  const webhookToken = randomBytes(20).toString('hex');

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await db.drop();
  });

  it('starts in sandbox mode, logs JSON with request ids and no secrets, and stops on SIGTERM', async () => {
    server = await startServerProcess({
      ...db.env,
      WEBHOOK_TOKEN: webhookToken,
      LOG_LEVEL: 'info',
    });
    // Without BRIDGE_ADMIN_KEY, a development admin key is kept in a file, never in the log.
    const adminKey = readFileSync(join(db.dataDir, 'admin-key'), 'utf8').trim();
    expect(statSync(join(db.dataDir, 'admin-key')).mode & 0o777).toBe(0o600);
    // Readiness writes to the audio storage: its folder exists from then on.
    await http('GET', `${server.url}/health/ready`);
    // The build recorded the commit it was built from (the checkout's HEAD), for build_info.
    const { commit } = JSON.parse(
      readFileSync(join(ROOT, 'dist', 'src', 'build-info.json'), 'utf8'),
    ) as { commit: string };
    expect(commit).toMatch(/^[0-9a-f]{40}$/);
    const metrics = await http('GET', `${server.url}/metrics`);
    expect(metrics.text).toMatch(
      new RegExp(`^build_info\\{version="[^"]+",commit="${commit}"\\} 1$`, 'm'),
    );
    // What the server writes in DATA_DIR is its user's only.
    const modeOf = (path: string) => statSync(join(db.dataDir, path)).mode & 0o777;
    expect(modeOf('audio')).toBe(0o700);
    if (databaseKind === 'pglite') expect(modeOf('pglite')).toBe(0o700);
    const team = await http('POST', `${server.url}/admin/teams`, {
      headers: bearer(adminKey),
      json: { name: 'ops' },
    });
    const key = await http('POST', `${server.url}/admin/teams/${team.body.id}/keys`, {
      headers: bearer(adminKey),
      json: { name: 'k' },
    });
    // The CLI talks to the running server, with the development admin key from DATA_DIR.
    const port = new URL(server.url).port;
    const cli = await runCli(['teams', 'list'], { ...db.env, PORT: port });
    expect(cli.code).toBe(0);
    expect(JSON.parse(cli.stdout)).toEqual([expect.objectContaining({ name: 'ops' })]);
    if (databaseKind === 'pglite') {
      // Direct access waits for no one: the embedded database has one process.
      const migrate = await runCli(['db', 'migrate'], db.env);
      expect(migrate.code).toBe(1);
      expect(migrate.stderr).toMatch(/embedded database is in use by process \d+/);
      const second = await run(process.execPath, [SERVER], { ...db.env, PORT: '0' });
      expect(second.code).toBe(1);
      expect(second.stdout).toBe('');
      expect(second.stderr).toMatch(
        /^cannot start: The embedded database is in use by process \d+\. Stop it first.*\n$/,
      );
    }
    // A taken port: one line, with the fix.
    const taken = await run(process.execPath, [SERVER], {
      ...db.env,
      PORT: port,
      DATA_DIR: `${db.dataDir}-2`,
    });
    expect(taken.code).toBe(1);
    expect(taken.stderr.trim().split('\n').at(-1)).toBe(
      `cannot listen on 127.0.0.1:${port}: the port is in use (another bridge?). Stop that process, or start with another PORT (PORT=3001 npm start).`,
    );
    expect(taken.stderr).not.toMatch(/\n\s+at /);
    const me = await http('GET', `${server.url}/me`, {
      headers: { ...bearer(key.body.key), 'x-request-id': 'trace-process-1' },
    });
    expect(me.status).toBe(200);
    await http('POST', `${server.url}/webhooks/stt/${webhookToken}`, { json: {} });

    const code = await server.stop('SIGTERM');
    expect(code).toBe(0);

    const output = server.output();
    const lines = output.trim().split('\n');
    const records = lines.map((line) => JSON.parse(line) as Record<string, any>);
    const text = (r: Record<string, any>) => String(r.msg ?? '');

    expect(records.some((r) => /SANDBOX MODE/.test(text(r)))).toBe(true);
    expect(output).toMatch(/STT: http:\/\/127\.0\.0\.1:\d+/);
    expect(output).toMatch(/meeting bots: http:\/\/127\.0\.0\.1:\d+/);
    const request = records.find((r) => r.request_id === 'trace-process-1' && r.res);
    expect(request).toMatchObject({
      level: 'info',
      req: { method: 'GET', url: '/me' },
      res: { statusCode: 200 },
      route: '/me',
      team_id: team.body.id,
      key_id: key.body.id,
    });
    expect(request!.req.headers.authorization).toBe('[redacted]');
    for (const r of records) {
      expect(typeof r.level).toBe('string');
      expect(new Date(r.time).toISOString()).toBe(r.time);
    }

    for (const secret of [adminKey, key.body.key, webhookToken]) {
      expect(output).not.toContain(secret);
    }
  });

  it('refuses to start on bad configuration with one message listing every problem', async () => {
    const result = await run(process.execPath, [SERVER], {
      ...db.env,
      PORT: 'eighty',
      DATABASE_URL: 'mysql://nope',
      STT_BASE_URL: 'https://stt.example.com',
    });
    expect(result.code).toBe(1);
    // One clean list on stderr: no framework log line, no stack trace, one line per variable.
    expect(result.stderr).toBe(
      [
        'Invalid environment variables:',
        '  - PORT: must be an integer number',
        '  - DATABASE_URL: must be a postgresql:// URL',
        '  - STT_API_KEY: required when STT_BASE_URL is set',
        '',
      ].join('\n'),
    );
    expect(result.stdout).toBe('');
  });

  (databaseKind === 'postgres' ? it : it.skip)(
    'names a missing PostgreSQL database and how to create it, in one line',
    async () => {
      const url = new URL(db.url!);
      url.pathname = '/bridge_no_such_database';
      const result = await run(process.execPath, [SERVER], {
        ...db.env,
        DATABASE_URL: url.toString(),
        PORT: '0',
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        'the database in DATABASE_URL does not exist (database "bridge_no_such_database" does ' +
          'not exist). Create it (createdb <name>, or CREATE DATABASE), or fix DATABASE_URL.\n',
      );
    },
  );
});
