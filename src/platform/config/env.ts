import { IntersectionType } from '@nestjs/mapped-types';
import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';
import { ROLES, durationMs } from './env-rules.js';
import { ROTATED_SECRETS, readSecretFiles } from './secret-files.js';
import { ServerSettings } from './settings/server.js';
import { DatabaseSettings } from './settings/database.js';
import { SecretsSettings } from './settings/secrets.js';
import { VendorsSettings } from './settings/vendors.js';
import { StorageSettings } from './settings/storage.js';
import { ArchiveSettings } from './settings/archive.js';
import { DeletionSettings } from './settings/deletion.js';
import { BotsSettings } from './settings/bots.js';
import { WebhooksSettings } from './settings/webhooks.js';
import { EventsSettings } from './settings/events.js';
import { LiveSettings } from './settings/live.js';
import { SearchSettings } from './settings/search.js';
import { LimitsSettings } from './settings/limits.js';

export { durationMs, ROLES };

/**
 * Every environment variable the bridge reads, validated once at boot: the settings of each area
 * (src/platform/config/settings), composed into one. Defaults live there and in the operator
 * guide's configuration table; keep the two in step.
 */
export class EnvDto extends IntersectionType(
  ServerSettings,
  DatabaseSettings,
  SecretsSettings,
  VendorsSettings,
  StorageSettings,
  ArchiveSettings,
  DeletionSettings,
  BotsSettings,
  WebhooksSettings,
  EventsSettings,
  LiveSettings,
  SearchSettings,
  LimitsSettings,
) {}

/** Checks that only make sense across several variables. */
function crossChecks(env: EnvDto): string[] {
  const problems: string[] = [];
  const pairs: [keyof EnvDto, keyof EnvDto][] = [
    ['STT_BASE_URL', 'STT_API_KEY'],
    ['MEETING_BOT_BASE_URL', 'MEETING_BOT_API_KEY'],
  ];
  for (const [url, key] of pairs) {
    if (env[url] && !env[key]) problems.push(`${key}: required when ${url} is set`);
  }
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
    problems.push('S3_BUCKET: required when STORAGE_DRIVER=s3');
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  for (const name of ROTATED_SECRETS) {
    const previous = `${name}_PREVIOUS` as const;
    if (!env[previous] !== !env[`${previous}_UNTIL`]) {
      problems.push(`${previous} and ${previous}_UNTIL: set both or neither`);
    }
    if (env[previous] && !env[name]) problems.push(`${previous}: set only beside ${name}`);
  }
  if (env.WEBHOOK_LEASE_MS <= env.VENDOR_TIMEOUT_MS) {
    problems.push('WEBHOOK_LEASE_MS: must be longer than VENDOR_TIMEOUT_MS');
  }
  if (env.NODE_ENV === 'production') {
    const required: (keyof EnvDto)[] = [
      'STT_BASE_URL',
      'MEETING_BOT_BASE_URL',
      'WEBHOOK_TOKEN',
      'PUBLIC_BASE_URL',
      'SECRETS_KEY',
    ];
    for (const name of required) {
      if (!env[name]) problems.push(`${name}: required when NODE_ENV=production`);
    }
    if (!env.DATABASE_URL && !env.ALLOW_EMBEDDED_DATABASE) {
      problems.push(
        'DATABASE_URL: required when NODE_ENV=production (the embedded database is one per ' +
          'replica and lost on redeploy; ALLOW_EMBEDDED_DATABASE=true to use it anyway)',
      );
    }
  }
  return problems;
}

/** Rules that only mean something once the value has the right type. */
const RANGE_RULES = new Set(['min', 'max', 'minLength', 'maxLength']);

/**
 * One line per variable, without repeating its name: a type error alone when there is one
 * (`PORT=abc` is not an integer; that it is also "not less than 0" would only confuse).
 */
function describe(errors: ValidationError[]): string[] {
  return errors.map((e) => {
    const failed = Object.entries(e.constraints ?? {});
    const [, message = 'is invalid'] =
      failed.find(([rule]) => !RANGE_RULES.has(rule)) ?? failed[0] ?? [];
    const own = message.startsWith(`${e.property} `);
    return `${e.property}: ${own ? message.slice(e.property.length + 1) : message}`;
  });
}

/** Every problem of the environment at once, so an operator fixes them in one go. */
export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment variables:\n  - ${problems.join('\n  - ')}`);
  }
}

/** Validates the raw environment; throws one error that lists every problem. */
export function validateEnv(raw: Record<string, unknown>): EnvDto {
  const files = readSecretFiles(raw);
  const env = plainToInstance(EnvDto, files.env, { exposeDefaultValues: true });
  // Outside production the server is a developer's: reachable from this machine only.
  env.HOST ??= env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1';
  env.LOG_FORMAT ??= env.NODE_ENV === 'development' ? 'pretty' : 'json';
  // Outside production, teams' receivers are a developer's local server.
  env.EVENT_ENDPOINT_ALLOW_PRIVATE ??= env.NODE_ENV !== 'production';
  const problems = [...files.problems, ...describe(validateSync(env)), ...crossChecks(env)];
  if (problems.length > 0) throw new InvalidEnvironmentError(problems);
  return env;
}

export type Role = (typeof ROLES)[number];

/** The roles BRIDGE_ROLES gives a process (`all`: every one). */
export function rolesOf(env: Pick<EnvDto, 'BRIDGE_ROLES'>): Set<Role> {
  const named = env.BRIDGE_ROLES.split(',').map((role) => role.trim());
  return new Set(named.includes('all') ? ROLES : (named as Role[]));
}
