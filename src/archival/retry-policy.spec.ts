import { SttHttpError } from '../vendors/stt.client.js';
import { backoffMs, classify, parseRetryAfter } from './retry-policy.js';

describe('archive retry policy', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');

  it.each([
    [404, false, 'gone'],
    [410, false, 'gone'],
    [404, true, 'gone'],
    [401, false, 'unauthorized'],
    [401, true, 'retry'], // signed storage refusing is not our key being refused
    [403, true, 'retry'],
    [429, false, 'retry'],
    [500, false, 'retry'],
    [503, false, 'retry'],
  ])('status %i (off origin: %s) is %s', (status, offOrigin, kind) => {
    expect(classify(new SttHttpError(status, undefined, offOrigin), now).kind).toBe(kind);
  });

  it('retries network errors, timeouts and short bodies', () => {
    const reset = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    expect(classify(reset, now)).toEqual({ kind: 'retry', error: 'aborted (ECONNRESET)' });
    expect(classify(new Error('expected 10 bytes, received 4'), now).kind).toBe('retry');
  });

  it('carries Retry-After, as seconds or as an HTTP date', () => {
    expect(classify(new SttHttpError(429, '3', false), now)).toMatchObject({ retryAfterMs: 3000 });
    const date = new Date(now + 90_000).toUTCString();
    expect(parseRetryAfter(date, now)).toBe(90_000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(new Date(now - 5_000).toUTCString(), now)).toBe(0);
    expect(parseRetryAfter('999999999', now)).toBe(24 * 3_600_000);
  });

  it('backs off exponentially, with jitter in the upper half of each step, up to the cap', () => {
    expect(backoffMs(1, 1000, 60_000, () => 0)).toBe(500);
    expect(backoffMs(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(backoffMs(4, 1000, 60_000, () => 1)).toBe(8000);
    expect(backoffMs(4, 1000, 60_000, () => 0)).toBe(4000);
    expect(backoffMs(20, 1000, 60_000, () => 1)).toBe(60_000);
  });
});
