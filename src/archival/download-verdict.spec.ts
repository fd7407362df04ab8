import { MediaHttpError } from '../platform/vendors/meeting-bot-media.js';
import { MeetingBotError } from '../platform/vendors/meeting-bot.transport.js';
import { SttHttpError } from '../platform/vendors/stt.client.js';
import { RecordingGone } from './bot-recording-source.js';
import { classify, RECORDING_MISSING_ATTEMPTS } from './download-verdict.js';

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

  describe('of a bot recording', () => {
    it.each([
      [404, 'gone'],
      [410, 'gone'],
      [403, 'retry'], // still refused after a fresh URL: the store may recover
      [500, 'retry'],
    ])("the vendor's storage answering %i is %s", (status, kind) => {
      expect(classify(new MediaHttpError(status, undefined), now).kind).toBe(kind);
    });

    it("retries the storage's 404 for the first attempts: a file just written may not show yet", () => {
      const missing = new MediaHttpError(404, undefined);
      for (const attempt of [1, 2, RECORDING_MISSING_ATTEMPTS - 1]) {
        expect(classify(missing, now, attempt).kind).toBe('retry');
      }
      expect(classify(missing, now, RECORDING_MISSING_ATTEMPTS).kind).toBe('gone');
      // A task with fewer attempts is gone on its last, not failed.
      expect(classify(missing, now, 2, 2).kind).toBe('gone');
    });

    it('is gone when the vendor has no file, or no longer knows the bot', () => {
      expect(classify(new RecordingGone('no audio'), now).kind).toBe('gone');
      const unknown = new MeetingBotError({ kind: 'rejected', status: 404, message: 'no bot' });
      expect(classify(unknown, now).kind).toBe('gone');
    });

    it("is unauthorized when the meeting-bot vendor refuses the bridge's key", () => {
      const refused = new MeetingBotError({ kind: 'unauthorized', status: 401 });
      expect(classify(refused, now).kind).toBe('unauthorized');
    });

    it("retries the vendor's rate limit after the time it asks", () => {
      const limited = new MeetingBotError({ kind: 'rate_limited', status: 429, retryAfter: '7' });
      expect(classify(limited, now)).toMatchObject({ kind: 'retry', retryAfterMs: 7000 });
      expect(classify(new MeetingBotError({ kind: 'timeout' }), now).kind).toBe('retry');
    });
  });
});
