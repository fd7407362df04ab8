import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBridge, type TestBridge } from './support/bridge.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { ROOT, run, runCli } from './support/processes.js';
import { freePort } from './support/server-process.js';

/** The `bridge` command line, against a running bridge (HTTP) and on a database (direct). */
describe('command line', () => {
  let bridge: TestBridge;
  let env: Record<string, string>;
  beforeAll(async () => {
    bridge = await startBridge();
    env = { BRIDGE_URL: bridge.url, BRIDGE_KEY: bridge.adminKey };
  });
  afterAll(() => bridge?.close());

  const cli = async (...args: string[]) => {
    const result = await runCli(args, env);
    return { ...result, json: result.code === 0 ? JSON.parse(result.stdout) : undefined };
  };

  it('creates teams, mints, lists and revokes keys, naming teams by name or id', async () => {
    const team = await cli('teams', 'create', 'from-cli');
    expect(team.code).toBe(0);
    expect(team.json).toMatchObject({ name: 'from-cli', id: expect.any(String) });

    const key = await cli('keys', 'create', 'from-cli', '--name', 'deploy', '--role', 'admin');
    expect(key.json).toMatchObject({
      team_id: team.json.id,
      name: 'deploy',
      role: 'admin',
      key: expect.stringMatching(/^mbb_/),
    });

    const listed = await cli('keys', 'list', team.json.id);
    expect(listed.json).toEqual([expect.objectContaining({ id: key.json.id, revoked_at: null })]);
    expect(listed.stdout).not.toContain(key.json.key);
    expect((await cli('teams', 'show', 'from-cli')).json).toMatchObject({ id: team.json.id });

    const revoked = await cli('keys', 'revoke', key.json.id);
    expect(revoked.json.revoked_at).toEqual(expect.any(String));

    expect((await cli('teams', 'list')).json).toEqual([
      expect.objectContaining({ name: 'from-cli' }),
    ]);
  });

  it('acts with the key it is given: a member key is refused admin commands', async () => {
    const team = await cli('teams', 'create', 'members');
    const key = await cli('keys', 'create', team.json.id, '--name', 'svc');
    const asMember = await runCli(['teams', 'list'], { ...env, BRIDGE_KEY: key.json.key });
    expect(asMember.code).toBe(1);
    expect(JSON.parse(asMember.stderr)).toEqual({ statusCode: 403, message: expect.any(String) });
    const bots = await runCli(['bots', 'list', '--status', 'complete', '--limit', '5'], {
      ...env,
      BRIDGE_KEY: key.json.key,
    });
    expect(JSON.parse(bots.stdout)).toEqual({ data: [], next_cursor: null });
    expect((await cli('bots', 'list', '--limit', 'many')).code).toBe(2);
  });

  it('exits 2 with a message on bad command lines, 1 on refused operations', async () => {
    const unknown = await cli('nonsense');
    expect(unknown).toMatchObject({ code: 2, stderr: expect.stringMatching(/unknown command/) });
    const option = await cli('teams', 'list', '--bogus');
    expect(option).toMatchObject({ code: 2, stderr: expect.stringMatching(/--bogus/) });
    expect((await cli('keys', 'create')).code).toBe(2);
    const noName = await cli('keys', 'create', 'from-cli');
    expect(noName).toMatchObject({ code: 2, stderr: expect.stringMatching(/--name is required/) });
    expect((await cli('keys', 'revoke', 'not-a-uuid')).code).toBe(2);

    await cli('teams', 'create', 'twice');
    const dup = await cli('teams', 'create', 'twice');
    expect(dup.code).toBe(1);
    expect(JSON.parse(dup.stderr)).toEqual({
      statusCode: 409,
      message: expect.stringMatching(/exists/),
    });
    const missing = await cli('keys', 'list', '8d9e1f4a-2b3c-4d5e-8f90-123456789abc');
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.stderr)).toMatchObject({ statusCode: 404 });
    expect(missing.stdout).toBe('');
    const unnamed = await cli('keys', 'list', 'no-such-team');
    expect(unnamed.code).toBe(1);
    expect(JSON.parse(unnamed.stderr).message).toMatch(/no team is named "no-such-team"/);
  });

  it('explains every command with --help, and lists them all', async () => {
    const all = await runCli(['--help'], env);
    expect(all.code).toBe(0);
    for (const name of [
      'teams list',
      'keys create',
      'usage report',
      'events listen',
      'db migrate',
    ]) {
      expect(all.stdout).toContain(name);
    }
    const one = await runCli(['events', 'listen', '--help'], env);
    expect(one.stdout).toMatch(/^usage: bridge events listen \[--secret <whsec_…>\]/);
    expect(one.stdout).toContain('BRIDGE_EVENTS_SECRET');
  });

  it('says where it looked when no bridge answers', async () => {
    const port = await freePort();
    const result = await runCli(['teams', 'list'], {
      ...env,
      BRIDGE_URL: `http://127.0.0.1:${port}`,
    });
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stderr).message).toMatch(
      new RegExp(`^no bridge answers at http://127\\.0\\.0\\.1:${port} \\(ECONNREFUSED\\)`),
    );
  });

  it('takes the listener secret from BRIDGE_EVENTS_SECRET, never needing it in argv', async () => {
    const refused = await runCli(['events', 'listen', '--port', '0'], env);
    expect(refused).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/BRIDGE_EVENTS_SECRET/),
    });
  });

  it('runs through `npx bridge` and `npm run -s cli`, with nothing but JSON on stdout', async () => {
    for (const [command, args] of [
      ['npx', ['--no-install', 'bridge', 'teams', 'list']],
      ['npm', ['run', '-s', 'cli', '--', 'teams', 'list']],
    ] as const) {
      const result = await run(command, [...args], env, { cwd: ROOT });
      expect({ command, code: result.code }).toEqual({ command, code: 0 });
      expect(JSON.parse(result.stdout)).toEqual(expect.any(Array));
    }
  });
});

describe('command line on the database (db migrate)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(undefined, { empty: true });
  });
  afterAll(() => db.drop());

  it('says where it migrated and what it applied', async () => {
    const result = await runCli(['db', 'migrate'], db.env);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/^db migrate: direct access to /);
    const printed = JSON.parse(result.stdout);
    expect(printed).toEqual({
      database: expect.any(String),
      applied: expect.any(Array),
      already_applied: expect.any(Number),
    });
    expect(printed.applied.length).toBeGreaterThan(0);
    expect(printed.database).not.toMatch(/:[^:@/]*@/);
    const again = JSON.parse((await runCli(['db', 'migrate'], db.env)).stdout);
    expect(again).toMatchObject({
      applied: [],
      already_applied: printed.applied.length + printed.already_applied,
    });
  });

  it('refuses a bad environment with one JSON list of problems, no stack trace', async () => {
    const result = await runCli(['db', 'migrate'], {
      ...db.env,
      PORT: 'abc',
      DATABASE_POOL_SIZE: '0',
    });
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stderr)).toEqual({
      message: 'Invalid environment variables',
      problems: ['PORT: must be an integer number', 'DATABASE_POOL_SIZE: must not be less than 1'],
    });
  });

  it('reads the file --env names, where the environment does not say otherwise', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bridge-dotenv-'));
    try {
      const file = join(dir, 'bridge.env');
      writeFileSync(file, 'PORT=abc\nLOG_LEVEL=loud\n');
      const result = await runCli(['db', 'migrate', '--env', file], {
        ...db.env,
        PORT: '3000',
      });
      expect(JSON.parse(result.stderr).problems).toEqual([
        'LOG_LEVEL: must be one of the following values: fatal, error, warn, info, debug, trace, silent',
      ]);
      const missing = await runCli(['db', 'migrate', `--env=${join(dir, 'none')}`], db.env);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toMatch(/--env names no file/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sends no key where a .env in the working directory points, unless it is named', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bridge-dotenv-'));
    const seen: (string | undefined)[] = [];
    const lure = createServer((req, res) => {
      seen.push(req.headers.authorization);
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
    await new Promise<void>((resolve) => lure.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = lure.address() as AddressInfo;
      writeFileSync(join(dir, '.env'), `BRIDGE_URL=http://127.0.0.1:${port}\n`);
      // Nothing listens on the port the CLI falls back to.
      const unset = { BRIDGE_ADMIN_KEY: 'admin-key-of-this-shell', PORT: String(await freePort()) };
      const result = await runCli(['teams', 'list'], unset, dir);
      expect(result.code).toBe(1);
      expect(seen).toEqual([]);
      const named = await runCli(['teams', 'list', '--env', join(dir, '.env')], unset, dir);
      expect(named.code).toBe(0);
      expect(seen).toEqual(['Bearer admin-key-of-this-shell']);
    } finally {
      lure.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
