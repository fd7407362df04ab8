import { CachedReading } from './cached-reading.js';

describe('CachedReading', () => {
  it('reads once for the scrapes within its age, and again after it', async () => {
    let reads = 0;
    let maxAge = 60_000;
    const reading = new CachedReading(
      () => Promise.resolve(++reads),
      () => maxAge,
    );
    expect(await Promise.all([reading.get(), reading.get()])).toEqual([1, 1]);
    expect(await reading.get()).toBe(1);
    maxAge = 0;
    expect(await reading.get()).toBe(2);
    expect(reads).toBe(2);
  });

  it('keeps the last value when a read fails, and tries again at the next scrape', async () => {
    const answers: (() => Promise<number>)[] = [
      () => Promise.resolve(7),
      () => Promise.reject(new Error('database away')),
      () => Promise.resolve(9),
    ];
    const reading = new CachedReading(
      () => answers.shift()!(),
      () => 0,
    );
    expect(await reading.get()).toBe(7);
    expect(await reading.get()).toBe(7);
    expect(await reading.get()).toBe(9);
  });

  it('answers undefined until a first read succeeds', async () => {
    const reading = new CachedReading(
      () => Promise.reject(new Error('away')),
      () => 0,
    );
    expect(await reading.get()).toBeUndefined();
  });
});
