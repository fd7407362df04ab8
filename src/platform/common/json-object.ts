/** A JSON object: not null, not an array, not a primitive. */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string with something in it, else null (vendor fields sent empty, absent or of another type). */
export const nonEmptyText = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * `value` with `map` applied to every string in it, object keys included; the same value (not a
 * copy) where `map` changed nothing.
 */
export function mapJsonStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T;
  if (Array.isArray(value)) {
    const items = value.map((v: unknown) => mapJsonStrings(v, map));
    return (items.some((v, i) => v !== value[i]) ? items : value) as T;
  }
  if (!isJsonObject(value)) return value;
  let changed = false;
  const entries = Object.entries(value).map(([k, v]) => {
    const entry = [map(k), mapJsonStrings(v, map)] as const;
    changed ||= entry[0] !== k || entry[1] !== v;
    return entry;
  });
  return (changed ? Object.fromEntries(entries) : value) as T;
}
