import { createHash } from 'node:crypto';
import { hashKey, mintKey, presentedKey, secretsEqual } from './api-key.js';

describe('API keys', () => {
  it('mints random keys whose hash is sha256 and whose prefix is short', () => {
    const a = mintKey();
    const b = mintKey();
    expect(a.key).not.toBe(b.key);
    expect(a.key).toMatch(/^mbb_[A-Za-z0-9_-]{43}$/);
    expect(a.hash).toBe(createHash('sha256').update(a.key).digest('hex'));
    expect(hashKey(a.key)).toBe(a.hash);
    expect(a.key.startsWith(a.prefix)).toBe(true);
    expect(a.prefix.length).toBeLessThanOrEqual(12);
  });

  it('compares secrets of any length', () => {
    expect(secretsEqual('abc', 'abc')).toBe(true);
    expect(secretsEqual('abc', 'abd')).toBe(false);
    expect(secretsEqual('abc', 'abcd')).toBe(false);
    expect(secretsEqual('', 'x')).toBe(false);
  });

  it('takes a Bearer key first, and the key header only where one is named', () => {
    expect(presentedKey({ authorization: 'Bearer k1 ' })).toBe('k1');
    expect(
      presentedKey({ authorization: 'bearer k1', 'x-service-key': 'k2' }, 'X-Service-Key'),
    ).toBe('k1');
    // Authorization that is not a Bearer key wins too: nothing is presented.
    expect(
      presentedKey({ authorization: 'Basic a2V5', 'x-service-key': 'k2' }, 'x-service-key'),
    ).toBe(undefined);
    expect(presentedKey({ 'x-service-key': 'k2' }, 'X-Service-Key')).toBe('k2');
    expect(presentedKey({ 'x-service-key': 'k2' })).toBeUndefined();
    expect(presentedKey({ 'x-service-key': '' }, 'x-service-key')).toBeUndefined();
  });
});
