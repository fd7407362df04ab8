import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
  ValidationError,
} from 'class-validator';

const URL_OPTIONS = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };
const HEADER_NAME = /^[A-Za-z0-9-]+$/;

const toBoolean = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()) : value;
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/**
 * Every environment variable the bridge reads, validated once at boot. Defaults live here and
 * in the README's configuration table; keep the two in step.
 */
export class EnvDto {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgresql:// URL' })
  DATABASE_URL?: string;

  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(200)
  DATABASE_POOL_SIZE = 10;

  @IsString()
  @MinLength(1)
  DATA_DIR = './data';

  @Transform(toBoolean)
  @IsBoolean()
  MIGRATE_ON_START = true;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl(URL_OPTIONS)
  PUBLIC_BASE_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @MinLength(24, { message: 'BRIDGE_ADMIN_KEY must be at least 24 characters' })
  BRIDGE_ADMIN_KEY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @MinLength(16, { message: 'WEBHOOK_TOKEN must be at least 16 characters' })
  @Matches(/^[A-Za-z0-9._~-]+$/, { message: 'WEBHOOK_TOKEN must be URL-safe' })
  WEBHOOK_TOKEN?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl(URL_OPTIONS)
  STT_BASE_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  STT_API_KEY?: string;

  @Matches(HEADER_NAME)
  STT_KEY_HEADER = 'x-service-key';

  @IsString()
  @MinLength(1)
  STT_PROVIDER_NAME = 'Gladia';

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl(URL_OPTIONS)
  MEETING_BOT_BASE_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  MEETING_BOT_API_KEY?: string;

  @Matches(HEADER_NAME)
  MEETING_BOT_KEY_HEADER = 'x-meeting-baas-api-key';

  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(100)
  @Max(600_000)
  VENDOR_TIMEOUT_MS = 15_000;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  @Matches(/^\d+(b|kb|mb)$/i, { message: 'JSON_BODY_LIMIT must look like 1mb or 512kb' })
  JSON_BODY_LIMIT = '1mb';

  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(0)
  @Max(600_000)
  SHUTDOWN_GRACE_MS = 25_000;

  // --- Archival: audio storage, archive worker, scheduled sweep ---
  @IsIn(['filesystem', 's3'])
  STORAGE_DRIVER: 'filesystem' | 's3' = 'filesystem';

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'S3_BUCKET must be a bucket name' })
  S3_BUCKET?: string;

  @IsString()
  @MinLength(1)
  S3_REGION = 'us-east-1';

  /** S3-compatible endpoint (MinIO, R2…); unset means AWS. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl(URL_OPTIONS)
  S3_ENDPOINT?: string;

  /** Both or neither; neither means the SDK's default credential chain (roles, profiles). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  @Transform(toBoolean)
  @IsBoolean()
  S3_FORCE_PATH_STYLE = false;

  /** Prepended to every object key, e.g. `bridge/audio/`. */
  @Matches(/^[A-Za-z0-9!_.*'()/-]*$/, { message: 'S3_PREFIX may hold only safe key characters' })
  S3_PREFIX = '';

  /** Downloads at once per replica; 0 = this replica never downloads (API only). */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(0)
  @Max(64)
  ARCHIVE_CONCURRENCY = 2;

  /** Download attempts before a task is `failed` (lease expiries count as attempts). */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(100)
  ARCHIVE_MAX_ATTEMPTS = 8;

  /** How long a replica's claim holds without renewal; renewed every third of it while working. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(500)
  @Max(3_600_000)
  ARCHIVE_LEASE_MS = 60_000;

  /** First retry delay; doubles per attempt, with jitter, up to ARCHIVE_BACKOFF_MAX_MS. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(0)
  @Max(3_600_000)
  ARCHIVE_BACKOFF_BASE_MS = 2_000;

  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(0)
  @Max(86_400_000)
  ARCHIVE_BACKOFF_MAX_MS = 600_000;

  /** How often an idle worker looks for due tasks (tasks created by other replicas, retries). */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(50)
  @Max(3_600_000)
  ARCHIVE_POLL_INTERVAL_MS = 1_000;

  /** Scheduled sweep (expired leases, reconciliation, retention); 0 = only on demand. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(0)
  @Max(86_400_000)
  ARCHIVE_SWEEP_INTERVAL_MS = 60_000;

  /** A live job this old with no end event is asked about at the vendor by the sweep. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(0)
  @Max(2_592_000_000)
  ARCHIVE_RECONCILE_AFTER_MS = 7_200_000;

  /** Live jobs checked at the vendor per sweep. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(10_000)
  ARCHIVE_RECONCILE_BATCH = 100;

  /** Archived audio older than this many days is deleted by the sweep; 0 = kept forever. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(0)
  @Max(36_500)
  ARCHIVE_RETENTION_DAYS = 0;

  /** On shutdown, in-flight downloads may finish for this long; then they are released. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(0)
  @Max(600_000)
  ARCHIVE_SHUTDOWN_GRACE_MS = 15_000;

  // --- Bots: meeting bots created on the meeting-bot vendor ---
  /** Hosts a meeting URL may point at; `*.` allows any subdomain. Comma-separated. */
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean)
      : value,
  )
  @IsString({ each: true })
  @Matches(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/, {
    each: true,
    message: 'BOT_ALLOWED_HOSTS entries must be host names, optionally starting with *.',
  })
  BOT_ALLOWED_HOSTS: string[] = [
    'zoom.us',
    '*.zoom.us',
    'meet.google.com',
    'teams.microsoft.com',
    'teams.live.com',
  ];

  /** Name the bot shows in the meeting when the request gives none. */
  @IsString()
  @MinLength(1)
  BOT_DEFAULT_NAME = 'Notetaker';

  /**
   * How long after an unconfirmed create (vendor 5xx/timeout) a retry with the same
   * Idempotency-Key that finds no such bot upstream may create it anew.
   */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(0)
  @Max(86_400_000)
  BOT_RECONCILE_GRACE_MS = 300_000;

  /**
   * How often the bridge itself settles creates whose outcome was lost (adopting the vendor's
   * bot, or after the grace period marking them `create_failed`); 0 turns it off.
   */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(0)
  @Max(86_400_000)
  BOT_RECONCILE_INTERVAL_MS = 60_000;

  // --- Webhooks: processing of received vendor events ---
  /** Attempts per event before it is given up (outcome `failed`, still in the database). */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(1000)
  WEBHOOK_MAX_ATTEMPTS = 10;

  /** How often each replica looks for unprocessed events (crash recovery, other replicas). */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(10)
  @Max(3_600_000)
  WEBHOOK_POLL_INTERVAL_MS = 5_000;

  /** First retry delay; doubles per attempt (with jitter), capped at 5 minutes. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(0)
  @Max(3_600_000)
  WEBHOOK_RETRY_BASE_MS = 1_000;

  /** How long a replica's claim on an event holds before another replica may take it over. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1_000)
  @Max(3_600_000)
  WEBHOOK_LEASE_MS = 60_000;

  /** Events handled at once per replica. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(100)
  WEBHOOK_CONCURRENCY = 4;

  // --- Transcription proxy: the STT v2 API for internal teams ---
  /** Connections kept open to the STT vendor at most (kept alive between requests). */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(10_000)
  STT_PROXY_MAX_SOCKETS = 256;

  /**
   * Add the bridge's own callback to `POST /v2/live` requests that configure none, so the bridge
   * hears `live.end_session` of every session it created. Off: rely on the account webhook.
   */
  @Transform(toBoolean)
  @IsBoolean()
  STT_PROXY_LIVE_CALLBACK = true;
}

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
  if (env.NODE_ENV === 'production') {
    const required: (keyof EnvDto)[] = [
      'STT_BASE_URL',
      'MEETING_BOT_BASE_URL',
      'WEBHOOK_TOKEN',
      'PUBLIC_BASE_URL',
    ];
    for (const name of required) {
      if (!env[name]) problems.push(`${name}: required when NODE_ENV=production`);
    }
  }
  return problems;
}

function describe(errors: ValidationError[]): string[] {
  return errors.flatMap((e) =>
    Object.values(e.constraints ?? {}).map((m) => `${e.property}: ${m}`),
  );
}

/** Validates the raw environment; throws one error that lists every problem. */
export function validateEnv(raw: Record<string, unknown>): EnvDto {
  const env = plainToInstance(EnvDto, raw, { exposeDefaultValues: true });
  const problems = [...describe(validateSync(env)), ...crossChecks(env)];
  if (problems.length > 0) {
    throw new Error(`Invalid environment variables:\n  - ${problems.join('\n  - ')}`);
  }
  return env;
}
