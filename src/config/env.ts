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
