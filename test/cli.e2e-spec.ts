import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { ROOT, run, runCli } from './support/processes.js';

describe('command line', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  const cli = async (...args: string[]) => {
    const result = await runCli(args, db.env);
    return { ...result, json: result.code === 0 ? JSON.parse(result.stdout) : undefined };
  };

  it('creates teams, mints, lists and revokes keys', async () => {
    const team = await cli('teams', 'create', 'from-cli');
    expect(team.code).toBe(0);
    expect(team.json).toMatchObject({ name: 'from-cli', id: expect.any(String) });

    const key = await cli('keys', 'create', team.json.id, '--name', 'deploy', '--role', 'admin');
    expect(key.json).toMatchObject({
      name: 'deploy',
      role: 'admin',
      key: expect.stringMatching(/^mbb_/),
    });

    const listed = await cli('keys', 'list', team.json.id);
    expect(listed.json).toEqual([expect.objectContaining({ id: key.json.id, revoked_at: null })]);
    expect(listed.stdout).not.toContain(key.json.key);

    const revoked = await cli('keys', 'revoke', key.json.id);
    expect(revoked.json.revoked_at).toEqual(expect.any(String));

    expect((await cli('teams', 'list')).json).toEqual([
      expect.objectContaining({ name: 'from-cli' }),
    ]);
  });

  it('exits 2 with usage on bad arguments and 1 on refused operations', async () => {
    expect((await cli('keys', 'create', 'not-a-uuid', '--name', 'x')).code).toBe(2);
    expect((await cli('keys', 'create')).code).toBe(2);
    expect(
      (await cli('keys', 'create', '8d9e1f4a-2b3c-4d5e-8f90-123456789abc', '--bogus')).code,
    ).toBe(2);
    expect((await cli('nonsense')).code).toBe(2);
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
  });

  it('refuses a bad environment with one JSON list of problems, no stack trace', async () => {
    const result = await runCli(['teams', 'list'], {
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

  it('reads .env from the working directory, where the environment does not say otherwise', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bridge-dotenv-'));
    try {
      writeFileSync(join(dir, '.env'), 'PORT=abc\nLOG_LEVEL=loud\n');
      const result = await runCli(['teams', 'list'], { ...db.env, PORT: '3000' }, dir);
      expect(JSON.parse(result.stderr).problems).toEqual([
        'LOG_LEVEL: must be one of the following values: fatal, error, warn, info, debug, trace, silent',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints nothing but the JSON on stdout through `npm run -s cli`', async () => {
    // --ignore-scripts skips `precli` (the build, done by the test setup already).
    const result = await run(
      'npm',
      ['run', '-s', '--ignore-scripts', 'cli', '--', 'teams', 'list'],
      db.env,
      { cwd: ROOT },
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(expect.any(Array));
  });
});
