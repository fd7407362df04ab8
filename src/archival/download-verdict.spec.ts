import { SttHttpError } from '../vendors/stt.client.js';
import { classify } from './download-verdict.js';

describe('what a failed download means for its task', () => {
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

  it('carries Retry-After', () => {
    expect(classify(new SttHttpError(429, '3', false), now)).toMatchObject({ retryAfterMs: 3000 });
  });
});
