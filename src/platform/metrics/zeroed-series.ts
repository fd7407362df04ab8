import { type Counter } from 'prom-client';

/**
 * Makes every combination of `values` a series of `counter` at 0, from the first scrape: an
 * alert reading `increase()` sees the first event as an increase only if the series was there
 * before it (a series that appears at 1 counts as no increase).
 */
export function zeroedSeries<T extends string>(
  counter: Counter<T>,
  values: { [label in T]: readonly string[] },
): void {
  const labels = Object.keys(values) as T[];
  const combinations = labels.reduce<Partial<Record<T, string>>[]>(
    (partial, label) =>
      partial.flatMap((set) => values[label].map((value) => ({ ...set, [label]: value }))),
    [{}],
  );
  for (const set of combinations) counter.inc(set as Record<T, string>, 0);
}
