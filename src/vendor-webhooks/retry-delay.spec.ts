import { retryDelayMs } from './retry-delay.js';

describe('retryDelayMs', () => {
  it('doubles per attempt, within 50-100 % of the step', () => {
    expect(retryDelayMs(1, 1000, () => 1)).toBe(1000);
    expect(retryDelayMs(1, 1000, () => 0)).toBe(500);
    expect(retryDelayMs(4, 1000, () => 1)).toBe(8000);
  });

  it('is capped at five minutes', () => {
    expect(retryDelayMs(40, 1000, () => 1)).toBe(300_000);
  });
});
