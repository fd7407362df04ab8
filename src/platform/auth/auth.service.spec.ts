import { jest } from '@jest/globals';
import { AppConfig } from '../config/app-config.js';
import { validateEnv } from '../config/env.js';
import { type ApiKey } from '../../generated/prisma/client.js';
import { type ApiKeysRepository } from './api-keys.repository.js';
import { hashKey } from './api-key.js';
import { AuthService, KEY_CACHE_TTL_MS } from './auth.service.js';

const KEY = 'mbb_team-key';

/** Keys by hash, answered when `answer()` is called; every lookup is counted. */
function keys() {
  const rows = new Map<string, ApiKey>([
    [
      hashKey(KEY),
      {
        id: 'key-1',
        name: 'ci',
        teamId: 'team-1',
        role: 'member',
        keyHash: hashKey(KEY),
      } as ApiKey,
    ],
  ]);
  const waiting: (() => void)[] = [];
  const lookups: string[] = [];
  const repository = {
    findActiveByHash: (hash: string) => {
      lookups.push(hash);
      return new Promise<ApiKey | null>((resolve) =>
        waiting.push(() => resolve(rows.get(hash) ?? null)),
      );
    },
    touch: () => Promise.resolve(),
  } as unknown as ApiKeysRepository;
  const answer = async () => {
    while (waiting.length) waiting.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { repository, rows, lookups, answer };
}

const service = (repository: ApiKeysRepository) =>
  new AuthService(repository, null, new AppConfig(validateEnv({})));

describe('AuthService', () => {
  afterEach(() => jest.useRealTimers());

  it('looks a key up once for requests that miss the cache together, then serves it cached', async () => {
    const k = keys();
    const auth = service(k.repository);
    const together = Array.from({ length: 50 }, () => auth.authenticate(KEY));
    expect(k.lookups).toHaveLength(1);
    await k.answer();
    const principals = await Promise.all(together);
    expect(new Set(principals.map((p) => p?.keyId))).toEqual(new Set(['key-1']));
    await auth.authenticate(KEY);
    expect(k.lookups).toHaveLength(1);
  });

  it('looks again once the entry expired, and answers an unknown key null', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] });
    const k = keys();
    const auth = service(k.repository);
    const first = auth.authenticate(KEY);
    await k.answer();
    await first;
    jest.advanceTimersByTime(KEY_CACHE_TTL_MS + 1);
    const again = [auth.authenticate(KEY), auth.authenticate(KEY)];
    expect(k.lookups).toHaveLength(2);
    k.rows.clear();
    await k.answer();
    expect(await Promise.all(again)).toEqual([null, null]);
  });

  it('keeps a lookup that began before forget() out of the cache, and out of later requests', async () => {
    const k = keys();
    const auth = service(k.repository);
    const before = auth.authenticate(KEY);
    auth.forget('key-1');
    await k.answer();
    expect(await before).toMatchObject({ keyId: 'key-1' });
    // The key may have changed while it was read: the next request reads it again.
    const next = auth.authenticate(KEY);
    expect(k.lookups).toHaveLength(2);
    await k.answer();
    await next;

    auth.forget('key-1');
    const stale = auth.authenticate(KEY);
    auth.forget('key-1');
    // A request after the change does not wait on the lookup begun before it.
    const fresh = auth.authenticate(KEY);
    expect(k.lookups).toHaveLength(4);
    await k.answer();
    await Promise.all([stale, fresh]);
  });

  it('knows the admin key and, until its end, the previous one, without asking the database', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] });
    const k = keys();
    const [adminKey, oldAdminKey] = ['admin-key'.padEnd(24, '-'), 'old-admin'.padEnd(24, '-')];
    const until = new Date(Date.now() + 60_000).toISOString();
    const config = new AppConfig(
      validateEnv({
        BRIDGE_ADMIN_KEY: adminKey,
        BRIDGE_ADMIN_KEY_PREVIOUS: oldAdminKey,
        BRIDGE_ADMIN_KEY_PREVIOUS_UNTIL: until,
      }),
    );
    const auth = new AuthService(k.repository, adminKey, config);
    expect(await auth.authenticate(adminKey)).toMatchObject({
      keyName: 'BRIDGE_ADMIN_KEY',
      role: 'admin',
    });
    expect(await auth.authenticate(oldAdminKey)).toMatchObject({
      keyName: 'BRIDGE_ADMIN_KEY_PREVIOUS',
      role: 'admin',
    });
    expect(k.lookups).toEqual([]);
    jest.advanceTimersByTime(60_001);
    const expired = auth.authenticate(oldAdminKey);
    // Once the overlap ended, the previous admin key is an unknown team key.
    expect(k.lookups).toEqual([hashKey(oldAdminKey)]);
    await k.answer();
    expect(await expired).toBeNull();
  });
});
