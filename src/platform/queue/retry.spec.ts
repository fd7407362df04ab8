import { backoffMs, describeError, parseRetryAfter } from './retry.js';

describe('retry timing', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');

  it('backs off exponentially, with jitter in the upper half of each step, up to the cap', () => {
    expect(backoffMs(1, 1000, 60_000, () => 0)).toBe(500);
    expect(backoffMs(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(backoffMs(4, 1000, 60_000, () => 1)).toBe(8000);
    expect(backoffMs(4, 1000, 60_000, () => 0)).toBe(4000);
    expect(backoffMs(20, 1000, 60_000, () => 1)).toBe(60_000);
    expect(backoffMs(40, 1000, 300_000, () => 1)).toBe(300_000);
  });

  it('reads Retry-After as seconds or as an HTTP date, within a day', () => {
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter(new Date(now + 90_000).toUTCString(), now)).toBe(90_000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(new Date(now - 5_000).toUTCString(), now)).toBe(0);
    expect(parseRetryAfter('999999999', now)).toBe(24 * 3_600_000);
  });

  it('describes errors with their code once', () => {
    const reset = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    expect(describeError(reset)).toBe('aborted (ECONNRESET)');
    const named = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(describeError(named)).toBe('connect ECONNREFUSED');
    expect(describeError('plain')).toBe('plain');
  });
});
