import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * `2026-11-23`, or `2026-11-23T10:00`, `…T10:00:00`, `…T10:00:00.123` with `Z` or `±hh:mm`
 * (none: UTC). The profile of ISO 8601 that RFC 3339 describes; no week dates, ordinal dates,
 * basic format or decimal commas, which other parsers read differently or not at all.
 */
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?([Zz]|([+-])(\d{2}):(\d{2}))?)?$/;

/**
 * The one reading of a date or time the API accepts (query parameters, cursors): a Date, or null
 * for anything else, a day or hour that does not exist included. What the validator accepts
 * (IsTimestamp) is exactly what this reads.
 */
export function parseTimestamp(text: string): Date | null {
  const m = TIMESTAMP.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const millis = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  if (hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, millis);
  // A day past the month's end (2026-02-30) rolls over: it does not exist.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  if (m[9]) {
    const [offsetHours, offsetMinutes] = [Number(m[10]), Number(m[11])];
    if (offsetHours > 23 || offsetMinutes > 59) return null;
    const sign = m[9] === '+' ? 1 : -1;
    date.setTime(date.getTime() - sign * (offsetHours * 60 + offsetMinutes) * 60_000);
  }
  return date;
}

/** Validates a query parameter as parseTimestamp reads it. */
export function IsTimestamp(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isTimestamp',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && parseTimestamp(value) !== null,
        defaultMessage: (args) =>
          `${args?.property ?? 'value'} must be a date (2026-11-23) or a time (2026-11-23T10:00:00Z)`,
      },
    },
    options,
  );
}

/** A query parameter IsTimestamp validated, as a Date; undefined when absent. */
export function timestampOf(text: string | undefined): Date | undefined {
  if (text === undefined) return undefined;
  const date = parseTimestamp(text);
  if (!date) throw new Error(`not a validated timestamp: ${text}`);
  return date;
}
