import { type LimitsSettings } from '../config/settings/limits.js';

export const LIMIT_NAMES = [
  'max_active_bots',
  'bots_per_day',
  'max_live_sessions',
  'requests_per_minute',
] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];

/** A team's limits in force: a number, or null for no limit. */
export type TeamLimits = Record<LimitName, number | null>;

export function defaultLimits(env: LimitsSettings): TeamLimits {
  return {
    max_active_bots: env.LIMIT_MAX_ACTIVE_BOTS ?? null,
    bots_per_day: env.LIMIT_BOTS_PER_DAY ?? null,
    max_live_sessions: env.LIMIT_MAX_LIVE_SESSIONS ?? null,
    requests_per_minute: env.LIMIT_REQUESTS_PER_MINUTE ?? null,
  };
}

/** The team's stored limits (`teams.limits`: a name absent = the default) over the defaults. */
export function effectiveLimits(stored: unknown, defaults: TeamLimits): TeamLimits {
  const own = (stored ?? {}) as Partial<Record<LimitName, unknown>>;
  const limits = { ...defaults };
  for (const name of LIMIT_NAMES) {
    const value = own[name];
    if (value === null || typeof value === 'number') limits[name] = value;
  }
  return limits;
}
