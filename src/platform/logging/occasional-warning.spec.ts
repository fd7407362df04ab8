import { OccasionalWarning } from './occasional-warning.js';

describe('an occasional warning', () => {
  it('logs the first at once, then at most one line a period, counting what it stands for', () => {
    const lines: string[] = [];
    let now = 0;
    const warning = new OccasionalWarning({ warn: (line) => lines.push(line) }, 1_000, () => now);
    warning.warn('probe refused');
    for (let i = 0; i < 500; i++) {
      now += 1;
      warning.warn('probe refused');
    }
    expect(lines).toEqual(['probe refused']);
    now = 1_000;
    warning.warn('probe refused');
    expect(lines).toEqual(['probe refused', 'probe refused (501 times since the last such line)']);
    now = 5_000;
    warning.warn('probe refused');
    expect(lines.at(-1)).toBe('probe refused');
  });
});
