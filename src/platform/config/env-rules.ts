import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, Max, Min } from 'class-validator';

// The shapes of the settings' values, and the rules the settings classes check them by.

export const URL_OPTIONS = {
  require_tld: false,
  require_protocol: true,
  protocols: ['http', 'https'],
};
export const HEADER_NAME = /^[A-Za-z0-9-]+$/;
/** What may stand in a URL path segment unescaped (the webhook tokens). */
export const URL_SAFE = /^[A-Za-z0-9._~-]+$/;
/** A Svix signing secret, as the vendor's dashboard shows it. */
export const SIGNING_SECRET = /^whsec_[A-Za-z0-9+/]{16,}={0,2}$/;
export const UNTIL_MESSAGE =
  '$property must be a date and time (ISO 8601, e.g. 2026-12-01T12:00:00Z)';
const PROXY = String.raw`(?:loopback|linklocal|uniquelocal|[0-9A-Fa-f:.]+(?:/\d{1,3})?)`;
export const TRUSTED_PROXIES = new RegExp(String.raw`^(?:\d{1,2}|${PROXY}(?:\s*,\s*${PROXY})*)$`);

export const toBoolean = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()) : value;
/** A number, or undefined when unset. */
export const toNumber = ({ value }: { value: unknown }) =>
  value === undefined ? value : Number(value);
export const emptyToUndefined = ({ value }: { value: unknown }) =>
  value === '' ? undefined : value;
/** An optional integer: unset or empty = undefined (no value), otherwise the number. */
export const optionalInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);
/** `a.example, *.b.example` → ['a.example', '*.b.example'] (lower case, blanks dropped). */
export const hostList = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean)
    : value;
/** `250ms`, `5s`, `5m`, `2h`, `5d` or a bare number of milliseconds. */
export const DURATION = '\\d+(?:ms|s|m|h|d)?';
export const UNITS: Record<string, number> = {
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};
/** A duration as milliseconds (the value passed its @Matches rule). */
export const durationMs = (text: string): number => {
  const [, amount, unit = 'ms'] = /^(\d+)(ms|s|m|h|d)?$/.exec(text.trim())!;
  return Number(amount) * UNITS[unit]!;
};
/** A process's roles (BRIDGE_ROLES): which background workers it runs. */
export const ROLES = ['api', 'events', 'archive', 'sweeps'] as const;
const ROLE = `(?:all|${ROLES.join('|')})`;
export const ROLE_LIST = new RegExp(String.raw`^\s*${ROLE}(?:\s*,\s*${ROLE})*\s*$`);
export const HOST_PATTERN = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** Applies property decorators as if written above the property in this order. */
const stacked =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorate of [...decorators].reverse()) decorate(target, key);
  };
/** An integer variable within [min, max] (unset: the property's default). */
export const IntVar = (min: number, max?: number) =>
  stacked(Transform(toNumber), IsInt(), Min(min), ...(max === undefined ? [] : [Max(max)]));
/** A boolean variable: `1`, `true`, `yes` or `on` (any case) is true, anything else false. */
export const BoolVar = () => stacked(Transform(toBoolean), IsBoolean());
