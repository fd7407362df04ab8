import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig } from './app-config.js';
import { InvalidEnvironmentError, ROLES, validateEnv } from './env.js';

/** Everything production requires but the database. */
const production = {
  NODE_ENV: 'production',
  STT_BASE_URL: 'https://stt.example.com',
  STT_API_KEY: 'k',
  MEETING_BOT_BASE_URL: 'https://bots.example.com',
  MEETING_BOT_API_KEY: 'k',
  WEBHOOK_TOKEN: 'a-token-of-16-chars',
  PUBLIC_BASE_URL: 'https://bridge.example.com',
  SECRETS_KEY: 'a-secrets-key-of-at-least-32-characters',
};

describe('validateEnv', () => {
  it('fills every default on an empty environment (the sandbox)', () => {
    const env = validateEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      STT_KEY_HEADER: 'x-service-key',
      STT_PROVIDER_NAME: 'Gladia',
      MEETING_BOT_KEY_HEADER: 'x-meeting-baas-api-key',
      MIGRATE_ON_START: true,
      NODE_ENV: 'development',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('converts numbers and booleans from strings', () => {
    const env = validateEnv({ PORT: '8080', MIGRATE_ON_START: 'false', DATABASE_POOL_SIZE: '4' });
    expect(env.PORT).toBe(8080);
    expect(env.MIGRATE_ON_START).toBe(false);
    expect(env.DATABASE_POOL_SIZE).toBe(4);
  });

  it('treats empty strings as unset', () => {
    expect(validateEnv({ DATABASE_URL: '', STT_BASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('lists every problem in one message', () => {
    let message = '';
    try {
      validateEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        STT_BASE_URL: 'not a url',
        WEBHOOK_TOKEN: 'short',
        STT_KEY_HEADER: 'bad header',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid environment variables:/);
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'STT_BASE_URL',
      'WEBHOOK_TOKEN',
      'STT_KEY_HEADER',
    ]) {
      expect(message).toContain(`- ${name}:`);
    }
  });

  it('says one thing per variable: PORT=abc is not an integer, and nothing more', () => {
    expect(() => validateEnv({ PORT: 'abc' })).toThrow(
      new InvalidEnvironmentError(['PORT: must be an integer number']),
    );
    expect(() => validateEnv({ PORT: '70000' })).toThrow(
      new InvalidEnvironmentError(['PORT: must not be greater than 65535']),
    );
  });

  it('needs the key when a vendor URL is configured', () => {
    expect(() => validateEnv({ STT_BASE_URL: 'https://stt.example.com' })).toThrow(
      /STT_API_KEY: required when STT_BASE_URL is set/,
    );
    expect(() => validateEnv({ MEETING_BOT_BASE_URL: 'https://bots.example.com' })).toThrow(
      /MEETING_BOT_API_KEY: required when MEETING_BOT_BASE_URL is set/,
    );
  });

  it('refuses sandbox defaults in production', () => {
    expect(() => validateEnv({ NODE_ENV: 'production' })).toThrow(
      /STT_BASE_URL: required[\s\S]*MEETING_BOT_BASE_URL: required[\s\S]*WEBHOOK_TOKEN: required[\s\S]*PUBLIC_BASE_URL: required[\s\S]*SECRETS_KEY: required/,
    );
  });

  it('listens on loopback outside production, on every interface in production', () => {
    expect(validateEnv({}).HOST).toBe('127.0.0.1');
    expect(validateEnv({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(validateEnv({ ...production, DATABASE_URL: 'postgresql://db/bridge' }).HOST).toBe(
      '0.0.0.0',
    );
    expect(validateEnv({ HOST: '::1' }).HOST).toBe('::1');
    expect(() => validateEnv({ HOST: 'a host' })).toThrow(/HOST/);
  });

  it('refuses the embedded database in production unless allowed', () => {
    expect(() => validateEnv(production)).toThrow(/DATABASE_URL: required[\s\S]*ALLOW_EMBEDDED/);
    expect(validateEnv({ ...production, ALLOW_EMBEDDED_DATABASE: 'true' }).DATABASE_URL).toBe(
      undefined,
    );
  });

  it('keeps outbound URLs to public addresses unless told otherwise', () => {
    const env = validateEnv({ STT_FILE_REDIRECT_HOSTS: ' Files.Example.com, *.cdn.example ' });
    expect(env.OUTBOUND_ALLOW_PRIVATE).toBe(false);
    expect(env.STT_FILE_REDIRECT_HOSTS).toEqual(['files.example.com', '*.cdn.example']);
    expect(validateEnv({}).STT_FILE_REDIRECT_HOSTS).toEqual([]);
    expect(validateEnv({}).REQUEST_BODY_TIMEOUT_MS).toBe(10_000);
  });

  it('never echoes a secret value in its message', () => {
    expect(() => validateEnv({ BRIDGE_ADMIN_KEY: 'tiny-secret' })).toThrow(
      /^(?![\s\S]*tiny-secret)[\s\S]*BRIDGE_ADMIN_KEY/,
    );
  });

  describe('secrets in files (NAME_FILE)', () => {
    let dir: string;
    beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'env-files-'))));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const file = (name: string, text: string) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    };

    it('reads each into its variable, less one final line break, and validates it', () => {
      const env = validateEnv({
        WEBHOOK_TOKEN_FILE: file('token', 'a-token-from-a-mounted-file\n'),
        DATABASE_URL_FILE: file('db', 'postgresql://bridge:pw@db.internal:5432/bridge\r\n'),
        STT_API_KEY_FILE: file('stt', 'key with a trailing space \n\n'),
      });
      expect(env.WEBHOOK_TOKEN).toBe('a-token-from-a-mounted-file');
      expect(env.DATABASE_URL).toBe('postgresql://bridge:pw@db.internal:5432/bridge');
      expect(env.STT_API_KEY).toBe('key with a trailing space \n');
      expect(() => validateEnv({ WEBHOOK_TOKEN_FILE: file('short', 'tiny-secret\n') })).toThrow(
        /^(?![\s\S]*tiny-secret)[\s\S]*WEBHOOK_TOKEN: must be at least 16 characters/,
      );
    });

    it('refuses a variable given both ways, and a file it cannot read, naming the path only', () => {
      const path = file('admin', 'an-admin-key-from-a-file-0123456789');
      const missing = join(dir, 'nowhere');
      expect(() =>
        validateEnv({
          BRIDGE_ADMIN_KEY: 'an-admin-key-from-the-environment-0123',
          BRIDGE_ADMIN_KEY_FILE: path,
          SECRETS_KEY_FILE: missing,
        }),
      ).toThrow(
        new InvalidEnvironmentError([
          'BRIDGE_ADMIN_KEY_FILE: set BRIDGE_ADMIN_KEY or BRIDGE_ADMIN_KEY_FILE, not both',
          `SECRETS_KEY_FILE: cannot read ${missing} (ENOENT)`,
        ]),
      );
    });
  });

  it('reads the roles of a process: every one by default, else those listed', () => {
    const roles = (env: Record<string, string>) => {
      const config = new AppConfig(validateEnv(env));
      return ROLES.filter((role) => config.hasRole(role));
    };
    expect(roles({})).toEqual(['api', 'events', 'archive', 'sweeps']);
    expect(roles({ BRIDGE_ROLES: 'all' })).toEqual(['api', 'events', 'archive', 'sweeps']);
    expect(roles({ BRIDGE_ROLES: 'api' })).toEqual(['api']);
    expect(roles({ BRIDGE_ROLES: 'api, events ,sweeps' })).toEqual(['api', 'events', 'sweeps']);
    // A role left out leaves the settings of its workers as they are (its workers do not run).
    const archiver = validateEnv({ BRIDGE_ROLES: 'archive', ARCHIVE_CONCURRENCY: '4' });
    expect([archiver.ARCHIVE_CONCURRENCY, archiver.EVENT_DELIVERY_CONCURRENCY > 0]).toEqual([
      4,
      true,
    ]);
    expect(() => validateEnv({ BRIDGE_ROLES: 'api,cron' })).toThrow(
      'BRIDGE_ROLES: must be all, or a comma-separated list of api, events, archive, sweeps',
    );
  });

  it('takes a previous secret with the time it ends, beside the current one only', () => {
    const token = { WEBHOOK_TOKEN: 'the-new-token-0123456789' };
    const env = validateEnv({
      ...token,
      WEBHOOK_TOKEN_PREVIOUS: 'the-old-token-0123456789',
      WEBHOOK_TOKEN_PREVIOUS_UNTIL: '2026-12-01T12:00:00Z',
    });
    expect(env.WEBHOOK_TOKEN_PREVIOUS_UNTIL).toBe('2026-12-01T12:00:00Z');
    expect(() =>
      validateEnv({ ...token, WEBHOOK_TOKEN_PREVIOUS: 'the-old-token-0123456789' }),
    ).toThrow('WEBHOOK_TOKEN_PREVIOUS and WEBHOOK_TOKEN_PREVIOUS_UNTIL: set both or neither');
    expect(() =>
      validateEnv({
        MEETING_BOT_API_KEY_PREVIOUS: 'old-key',
        MEETING_BOT_API_KEY_PREVIOUS_UNTIL: 'tomorrow',
      }),
    ).toThrow(
      new InvalidEnvironmentError([
        'MEETING_BOT_API_KEY_PREVIOUS_UNTIL: must be a date and time (ISO 8601, e.g. 2026-12-01T12:00:00Z)',
        'MEETING_BOT_API_KEY_PREVIOUS: set only beside MEETING_BOT_API_KEY',
      ]),
    );
  });
});
