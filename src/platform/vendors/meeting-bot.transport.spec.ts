import { rateLimitWait } from './meeting-bot.transport.js';

const answer = (status: number, headers: Record<string, string> = {}, data: unknown = {}) => ({
  status,
  headers,
  data,
});

describe("the meeting-bot vendor's rate-limit answers", () => {
  it("takes a 429's retryAfter (v2 body) before its Retry-After header", () => {
    expect(rateLimitWait(answer(429, { 'retry-after': '5' }, { retryAfter: 30 }))).toBe(30_000);
    expect(rateLimitWait(answer(429, { 'retry-after': '5' }))).toBe(5_000);
    expect(rateLimitWait(answer(429))).toBeNull();
  });

  it('holds off until an exhausted window resets, in seconds or as a Unix time', () => {
    expect(
      rateLimitWait(answer(200, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '12' })),
    ).toBe(12_000);
    const reset = String(Math.floor(Date.now() / 1000) + 20);
    const wait = rateLimitWait(
      answer(201, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset }),
    );
    expect(wait).toBeGreaterThan(18_000);
    expect(wait).toBeLessThanOrEqual(20_000);
    expect(
      rateLimitWait(answer(200, { 'x-ratelimit-remaining': '3', 'x-ratelimit-reset': '12' })),
    ).toBeNull();
  });

  it('ignores nonsense and caps what it takes at an hour', () => {
    expect(rateLimitWait(answer(429, {}, { retryAfter: 'soon' }))).toBeNull();
    expect(rateLimitWait(answer(429, {}, { retryAfter: -3 }))).toBeNull();
    expect(rateLimitWait(answer(429, {}, { retryAfter: 86_400 }))).toBe(3_600_000);
  });
});
