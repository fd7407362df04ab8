import { validateEnv } from './env.js';

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
      /STT_BASE_URL: required[\s\S]*MEETING_BOT_BASE_URL: required[\s\S]*WEBHOOK_TOKEN: required[\s\S]*PUBLIC_BASE_URL: required/,
    );
  });

  it('never echoes a secret value in its message', () => {
    expect(() => validateEnv({ BRIDGE_ADMIN_KEY: 'tiny-secret' })).toThrow(
      /^(?![\s\S]*tiny-secret)[\s\S]*BRIDGE_ADMIN_KEY/,
    );
  });
});
