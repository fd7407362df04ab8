import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  validateSync,
  ValidationError,
} from 'class-validator';
import { readSecretFiles, ROTATED_SECRETS } from './secret-files.js';

const URL_OPTIONS = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };
const HEADER_NAME = /^[A-Za-z0-9-]+$/;
/** What may stand in a URL path segment unescaped (the webhook tokens). */
const URL_SAFE = /^[A-Za-z0-9._~-]+$/;
/** A Svix signing secret, as the vendor's dashboard shows it. */
const SIGNING_SECRET = /^whsec_[A-Za-z0-9+/]{16,}={0,2}$/;
const UNTIL_MESSAGE = '$property must be a date and time (ISO 8601, e.g. 2026-12-01T12:00:00Z)';
const PROXY = String.raw`(?:loopback|linklocal|uniquelocal|[0-9A-Fa-f:.]+(?:/\d{1,3})?)`;
const TRUSTED_PROXIES = new RegExp(String.raw`^(?:\d{1,2}|${PROXY}(?:\s*,\s*${PROXY})*)$`);

const toBoolean = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()) : value;
/** A number, or undefined when unset. */
const toNumber = ({ value }: { value: unknown }) => (value === undefined ? value : Number(value));
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);
/** An optional integer: unset or empty = undefined (no value), otherwise the number. */
const optionalInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);
/** `a.example, *.b.example` → ['a.example', '*.b.example'] (lower case, blanks dropped). */
const hostList = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean)
    : value;
/** `250ms`, `5s`, `5m`, `2h`, `5d` or a bare number of milliseconds. */
const DURATION = '\\d+(?:ms|s|m|h|d)?';
const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
/** A duration as milliseconds (the value passed its @Matches rule). */
export const durationMs = (text: string): number => {
  const [, amount, unit = 'ms'] = /^(\d+)(ms|s|m|h|d)?$/.exec(text.trim())!;
  return Number(amount) * UNITS[unit]!;
};
/** A process's roles (BRIDGE_ROLES): which background workers it runs. */
export const ROLES = ['api', 'events', 'archive', 'sweeps'] as const;
const ROLE = `(?:all|${ROLES.join('|')})`;
const ROLE_LIST = new RegExp(String.raw`^\s*${ROLE}(?:\s*,\s*${ROLE})*\s*$`);
const HOST_PATTERN = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** Applies property decorators as if written above the property in this order. */
const stacked =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorate of [...decorators].reverse()) decorate(target, key);
  };
/** An integer variable within [min, max] (unset: the property's default). */
const IntVar = (min: number, max?: number) =>
  stacked(Transform(toNumber), IsInt(), Min(min), ...(max === undefined ? [] : [Max(max)]));
/** A boolean variable: `1`, `true`, `yes` or `on` (any case) is true, anything else false. */
const BoolVar = () => stacked(Transform(toBoolean), IsBoolean());

/**
 * Every environment variable the bridge reads, validated once at boot. Defaults live here and
 * in the README's configuration table; keep the two in step.
 */
export class EnvDto {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IntVar(0, 65535)
  PORT = 3000;

  /** Listen address; unset = 127.0.0.1, or 0.0.0.0 with NODE_ENV=production (see validateEnv). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[A-Za-z0-9.:-]+$/, { message: 'HOST must be an IP address or a host name' })
  HOST!: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgresql:// URL' })
  DATABASE_URL?: string;

  @IntVar(1, 200)
  DATABASE_POOL_SIZE = 10;

  /** With NODE_ENV=production and no DATABASE_URL, start on the embedded database anyway. */
  @BoolVar()
  ALLOW_EMBEDDED_DATABASE = false;

  @IsString()
  @MinLength(1)
  DATA_DIR = './data';

  @BoolVar()
  MIGRATE_ON_START = true;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl(URL_OPTIONS)
  PUBLIC_BASE_URL?: string;

  /**
   * The proxies in front of the bridge whose `X-Forwarded-For` is believed for the caller's
   * address (audit log): a number of hops, or addresses, subnets and `loopback`, `linklocal`,
   * `uniquelocal`, comma-separated. Unset: none (the connection's peer is the caller).
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(TRUSTED_PROXIES, {
    message:
      'TRUST_PROXY must be a number of hops or a comma-separated list of addresses, subnets, loopback, linklocal, uniquelocal',
  })
  TRUST_PROXY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @MinLength(24, { message: 'BRIDGE_ADMIN_KEY must be at least 24 characters' })
  BRIDGE_ADMIN_KEY?: string;

  /** The admin key before BRIDGE_ADMIN_KEY, accepted until BRIDGE_ADMIN_KEY_PREVIOUS_UNTIL. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @MinLength(24, { message: 'BRIDGE_ADMIN_KEY_PREVIOUS must be at least 24 characters' })
  BRIDGE_ADMIN_KEY_PREVIOUS?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsISO8601({ strict: true }, { message: UNTIL_MESSAGE })
  BRIDGE_ADMIN_KEY_PREVIOUS_UNTIL?: string;

  /**
   * The key the secrets the bridge keeps (endpoints' signing secrets) are sealed with at rest;
   * required in production. To rotate it, set the new one here and the old one in
   * SECRETS_KEY_PREVIOUS: the server seals every kept secret again as it starts.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @MinLength(32, { message: 'SECRETS_KEY must be at least 32 characters' })
  SECRETS_KEY?: string;

  /** The key before SECRETS_KEY, while a rotation is under way: what it sealed still opens. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @MinLength(32, { message: 'SECRETS_KEY_PREVIOUS must be at least 32 characters' })
  SECRETS_KEY_PREVIOUS?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @MinLength(16, { message: 'WEBHOOK_TOKEN must be at least 16 characters' })
  @Matches(URL_SAFE, { message: 'WEBHOOK_TOKEN must be URL-safe' })
  WEBHOOK_TOKEN?: string;

  /**
   * The token before WEBHOOK_TOKEN, accepted until WEBHOOK_TOKEN_PREVIOUS_UNTIL: bots and live
   * sessions started before the rotation still call back with it (in their webhook URLs, and as
   * the root of the teams' callback tokens), so it must outlive the longest meeting in progress.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @MinLength(16, { message: 'WEBHOOK_TOKEN_PREVIOUS must be at least 16 characters' })
  @Matches(URL_SAFE, { message: 'WEBHOOK_TOKEN_PREVIOUS must be URL-safe' })
  WEBHOOK_TOKEN_PREVIOUS?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsISO8601({ strict: true }, { message: UNTIL_MESSAGE })
  WEBHOOK_TOKEN_PREVIOUS_UNTIL?: string;

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

  /**
   * The meeting-bot key before MEETING_BOT_API_KEY, still accepted on the vendor's v1 events (which
   * carry the account's key) until MEETING_BOT_API_KEY_PREVIOUS_UNTIL; calls use the current one.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  MEETING_BOT_API_KEY_PREVIOUS?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsISO8601({ strict: true }, { message: UNTIL_MESSAGE })
  MEETING_BOT_API_KEY_PREVIOUS_UNTIL?: string;

  @Matches(HEADER_NAME)
  MEETING_BOT_KEY_HEADER = 'x-meeting-baas-api-key';

  /** The meeting-bot API new bots are created with; a bot keeps its version for life. */
  @IsIn(['v1', 'v2'])
  MEETING_BOT_API_VERSION: 'v1' | 'v2' = 'v1';

  /** v2: bots transcribe with the bridge's STT key (bring your own key), so the jobs are ours. */
  @BoolVar()
  MEETING_BOT_STT_BYOK = true;

  /**
   * Hosts the meeting-bot vendor's signed media URLs (recordings, transcription files) may
   * point at (`*.` any subdomain); empty = any public host.
   */
  @Transform(hostList)
  @IsString({ each: true })
  @Matches(HOST_PATTERN, {
    each: true,
    message: 'MEETING_BOT_MEDIA_HOSTS entries must be host names, optionally starting with *.',
  })
  MEETING_BOT_MEDIA_HOSTS: string[] = [];

  /**
   * Who retranscribes a v1 bot: `vendor` (the meeting-bot vendor's POST /bots/retranscribe) or
   * `stt` (the bridge's own STT job on the archived audio). v2 bots always use `stt`.
   */
  @IsIn(['vendor', 'stt'])
  RETRANSCRIBE_WITH: 'vendor' | 'stt' = 'vendor';

  /** v2: the signing secret of the account webhook (Svix, `whsec_…`), from the vendor's dashboard. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(SIGNING_SECRET, {
    message: 'MEETING_BOT_WEBHOOK_SECRET must be the whsec_… signing secret of the webhook',
  })
  MEETING_BOT_WEBHOOK_SECRET?: string;

  /**
   * The signing secret before MEETING_BOT_WEBHOOK_SECRET, accepted until
   * MEETING_BOT_WEBHOOK_SECRET_PREVIOUS_UNTIL (the vendor may sign with either while it rolls over).
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(SIGNING_SECRET, {
    message:
      'MEETING_BOT_WEBHOOK_SECRET_PREVIOUS must be the whsec_… signing secret of the webhook',
  })
  MEETING_BOT_WEBHOOK_SECRET_PREVIOUS?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsISO8601({ strict: true }, { message: UNTIL_MESSAGE })
  MEETING_BOT_WEBHOOK_SECRET_PREVIOUS_UNTIL?: string;

  @IntVar(100, 600_000)
  VENDOR_TIMEOUT_MS = 15_000;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /**
   * `pretty`: one readable line per entry (development); `json`: one JSON object per line, for
   * log collectors. Unset = json with NODE_ENV=production or test, pretty otherwise.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(['pretty', 'json'])
  LOG_FORMAT?: 'pretty' | 'json';

  @Matches(/^\d+(b|kb|mb)$/i, { message: 'JSON_BODY_LIMIT must look like 1mb or 512kb' })
  JSON_BODY_LIMIT = '1mb';

  /** A request body that sends nothing for this long is answered 408 and its connection closed. */
  @IntVar(100, 600_000)
  REQUEST_BODY_TIMEOUT_MS = 10_000;

  /**
   * A request body that arrives slower than this many bytes per second, over a stretch of
   * REQUEST_BODY_TIMEOUT_MS, is answered 408 and its connection closed; 0 turns it off.
   */
  @IntVar(0, 100_000_000)
  REQUEST_BODY_MIN_RATE = 1_024;

  /**
   * Serve the hot routes (the STT proxy's job reads, the webhook receivers) ahead of the
   * framework. Off, the framework serves them too, with the same answers: the tests run both.
   */
  @BoolVar()
  HTTP_FAST_LANE = true;

  /**
   * Let URLs a vendor or a caller chose (download redirects) reach loopback, private and
   * link-local addresses. Only for development and tests, whose fake vendors live on loopback.
   */
  @BoolVar()
  OUTBOUND_ALLOW_PRIVATE = false;

  @IntVar(0, 600_000)
  SHUTDOWN_GRACE_MS = 25_000;

  // --- Archival: audio storage, archive worker, scheduled sweep ---
  @IsIn(['filesystem', 's3'])
  STORAGE_DRIVER: 'filesystem' | 's3' = 'filesystem';

  /**
   * Filesystem storage: with less free space than this, readiness fails and archive downloads
   * wait (they resume by themselves once there is room).
   */
  @IntVar(0)
  STORAGE_MIN_FREE_BYTES = 134_217_728;

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

  @BoolVar()
  S3_FORCE_PATH_STYLE = false;

  /** Prepended to every object key, e.g. `bridge/audio/`. */
  @Matches(/^[A-Za-z0-9!_.*'()/-]*$/, { message: 'S3_PREFIX may hold only safe key characters' })
  S3_PREFIX = '';

  /**
   * The background work this process does besides serving HTTP, comma-separated: `events`
   * (delivers team events), `archive` (downloads archives), `sweeps` (the archive sweep, the
   * bots' and calendars' reconcilers, the calendar planner); `api` alone does none of it, `all`
   * every one. A role left out turns its workers off, whatever their own settings say.
   */
  @Matches(ROLE_LIST, {
    message: `BRIDGE_ROLES must be all, or a comma-separated list of ${ROLES.join(', ')}`,
  })
  BRIDGE_ROLES = 'all';

  /** Downloads at once per replica; 0 = this replica never downloads (API only). */
  @IntVar(0, 64)
  ARCHIVE_CONCURRENCY = 2;

  /** Download attempts before a task is `failed` (lease expiries count as attempts). */
  @IntVar(1, 100)
  ARCHIVE_MAX_ATTEMPTS = 8;

  /** How long a replica's claim holds without renewal; renewed every third of it while working. */
  @IntVar(500, 3_600_000)
  ARCHIVE_LEASE_MS = 60_000;

  /** First retry delay; doubles per attempt, with jitter, up to ARCHIVE_BACKOFF_MAX_MS. */
  @IntVar(0, 3_600_000)
  ARCHIVE_BACKOFF_BASE_MS = 2_000;

  @IntVar(0, 86_400_000)
  ARCHIVE_BACKOFF_MAX_MS = 600_000;

  /** How often an idle worker looks for due tasks (tasks created by other replicas, retries). */
  @IntVar(50, 3_600_000)
  ARCHIVE_POLL_INTERVAL_MS = 1_000;

  /** Scheduled sweep (expired leases, reconciliation, retention); 0 = only on demand. */
  @IntVar(0, 86_400_000)
  ARCHIVE_SWEEP_INTERVAL_MS = 60_000;

  /** A live job this old with no end event is asked about at the vendor by the sweep. */
  @IntVar(0, 2_592_000_000)
  ARCHIVE_RECONCILE_AFTER_MS = 7_200_000;

  /** Live jobs checked at the vendor per sweep. */
  @IntVar(1, 10_000)
  ARCHIVE_RECONCILE_BATCH = 100;

  /**
   * Archived audio older than this many days is deleted by the sweep, unless its team says
   * otherwise (`retention.recordings_days`); 0 = kept forever.
   */
  @IntVar(0, 36_500)
  ARCHIVE_RETENTION_DAYS = 0;

  /**
   * A bot's transcripts (and what the bridge keeps of its vendor payloads) are deleted this many
   * days after the bot ended, unless its team says otherwise; 0 = kept.
   */
  @IntVar(0, 36_500)
  TRANSCRIPT_RETENTION_DAYS = 0;

  /**
   * The vendors' copies of a bot's data (the meeting-bot vendor's recording and transcript, the
   * STT vendor's jobs) are deleted this many days after the bot ended, unless its team says
   * otherwise; 0 = kept.
   */
  @IntVar(0, 36_500)
  VENDOR_DATA_RETENTION_DAYS = 0;

  /** First retry delay of a deletion step; doubles per attempt, with jitter, up to the max. */
  @IntVar(0, 3_600_000)
  DELETION_BACKOFF_BASE_MS = 5_000;

  /** Longest pause between a deletion's attempts (deletions are retried until they succeed). */
  @IntVar(0, 86_400_000)
  DELETION_BACKOFF_MAX_MS = 3_600_000;

  /** How long a replica's claim of a deletion holds without renewal; renewed every third of it. */
  @IntVar(500, 3_600_000)
  DELETION_LEASE_MS = 120_000;

  /** On shutdown, in-flight downloads may finish for this long; then they are released. */
  @IntVar(0, 600_000)
  ARCHIVE_SHUTDOWN_GRACE_MS = 15_000;

  /**
   * Archive sessions of the STT account the bridge did not create too: their end event records
   * a job of no team (admins only), then archives it like any other.
   */
  @BoolVar()
  ARCHIVE_UNLINKED_SESSIONS = true;

  /** Archive a completed bot's video as well as its audio (the audio always is). */
  @BoolVar()
  ARCHIVE_BOT_VIDEO = false;

  // --- Bots: meeting bots created on the meeting-bot vendor ---
  /** Hosts a meeting URL may point at; `*.` allows any subdomain. Comma-separated. */
  @Transform(hostList)
  @IsString({ each: true })
  @Matches(HOST_PATTERN, {
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
  @IntVar(0, 86_400_000)
  BOT_RECONCILE_GRACE_MS = 300_000;

  /**
   * How often the bridge itself settles creates whose outcome was lost (adopting the vendor's
   * bot, or after the grace period marking them `create_failed`); 0 turns it off.
   */
  @IntVar(0, 86_400_000)
  BOT_RECONCILE_INTERVAL_MS = 60_000;

  /**
   * How often each calendar connection is reconciled with the vendor (its status, its push
   * subscription, its events: what a lost webhook missed); 0 turns the pass off.
   */
  @IntVar(0, 86_400_000)
  CALENDAR_RECONCILE_INTERVAL_MS = 600_000;

  /**
   * The message calendar bots post in the meeting's chat as they join (none when unset). A
   * calendar bot serves every team that has the meeting: its name (BOT_DEFAULT_NAME) and this
   * message are the bridge's, not one team's.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(500)
  CALENDAR_BOT_ENTRY_MESSAGE?: string;

  /**
   * A v2 bot that has not ended and that the vendor said nothing about for this long is asked
   * for its status (GET /v2/bots/{id}/status), on the reconciliation interval; 0 turns it off.
   */
  @IntVar(0, 86_400_000)
  BOT_STATUS_POLL_MS = 60_000;

  /**
   * A meeting-bot vendor retranscription (v1) that has heard no `transcription_complete` for
   * this long is looked up at the vendor, on the reconciliation interval: completed when the
   * vendor's transcript changed, failed with the reason otherwise.
   */
  @IntVar(1_000, 86_400_000)
  RETRANSCRIPTION_TIMEOUT_MS = 1_800_000;

  // --- Webhooks: processing of received vendor events ---
  /** Attempts per event before it is given up (outcome `failed`, still in the database). */
  @IntVar(1, 1000)
  WEBHOOK_MAX_ATTEMPTS = 10;

  /** How often each replica looks for unprocessed events (crash recovery, other replicas). */
  @IntVar(10, 3_600_000)
  WEBHOOK_POLL_INTERVAL_MS = 5_000;

  /** First retry delay; doubles per attempt (with jitter), capped at 5 minutes. */
  @IntVar(0, 3_600_000)
  WEBHOOK_RETRY_BASE_MS = 1_000;

  /**
   * How long a replica's claim on an event holds without renewal (renewed every third of it
   * while the replica works); longer than VENDOR_TIMEOUT_MS.
   */
  @IntVar(1_000, 3_600_000)
  WEBHOOK_LEASE_MS = 30_000;

  /** Events handled at once per replica. */
  @IntVar(1, 100)
  WEBHOOK_CONCURRENCY = 4;

  // --- Team events: signed delivery to each team's own endpoints ---
  /** Longest wait for an endpoint's answer (headers and body) per attempt. */
  @IntVar(100, 300_000)
  EVENT_DELIVERY_TIMEOUT_MS = 15_000;

  /**
   * Delay before each attempt of a message, the first included (`ms`, `s`, `m`, `h`, `d`;
   * a bare number is milliseconds); each is given ±20 % jitter. Its length is the number of
   * attempts.
   */
  @Matches(new RegExp(`^${DURATION}(,${DURATION})*$`), {
    message: 'EVENT_RETRY_SCHEDULE must list durations like 0,5s,5m,2h',
  })
  EVENT_RETRY_SCHEDULE = '0,5s,5m,30m,2h,5h,10h,10h';

  /** An endpoint whose every attempt has failed for this long is disabled (duration, e.g. 5d). */
  @Matches(new RegExp(`^${DURATION}$`), {
    message: 'EVENT_ENDPOINT_DISABLE_AFTER must be a duration like 5d or 12h',
  })
  EVENT_ENDPOINT_DISABLE_AFTER = '5d';

  /**
   * Let team endpoints be loopback, private and link-local addresses; unset = true outside
   * production, false in production (see validateEnv).
   */
  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean()
  EVENT_ENDPOINT_ALLOW_PRIVATE!: boolean;

  /** Deliveries in flight at once per replica. */
  @IntVar(0, 1_000)
  EVENT_DELIVERY_CONCURRENCY = 64;

  /** Deliveries in flight at once per endpoint per replica (a slow endpoint holds no more). */
  @IntVar(1, 1_000)
  EVENT_ENDPOINT_CONCURRENCY = 16;

  /**
   * How long a replica's claim on a message holds without renewal (renewed every third of it
   * while the replica holds the message): a dead replica's messages resume after at most this.
   */
  @IntVar(500, 3_600_000)
  EVENT_LEASE_MS = 10_000;

  /** How often each replica looks for due messages (retries, other replicas' events). */
  @IntVar(10, 3_600_000)
  EVENT_POLL_INTERVAL_MS = 1_000;

  /** Events (and their delivery log) older than this many days are deleted. */
  @IntVar(1, 36_500)
  EVENT_RETENTION_DAYS = 30;

  /**
   * Vendor events in the webhook inbox, once processed, are deleted this many days after they
   * arrived (0 = kept). A vendor's replay of an older event is then processed again.
   */
  @IntVar(0, 36_500)
  INBOX_RETENTION_DAYS = 30;

  /**
   * Bots' status history older than this many days is deleted (0 = kept; else at least 3: usage
   * rolls each day's `bot_minutes` up from it a day after the day ended).
   */
  @Transform(toNumber)
  @IsInt()
  @ValidateIf((env: EnvDto) => env.STATUS_HISTORY_RETENTION_DAYS !== 0)
  @Min(3)
  @Max(36_500)
  STATUS_HISTORY_RETENTION_DAYS = 0;

  /**
   * Per-minute API request counts older than this many days are deleted (0 = kept; else at
   * least 3: usage rolls each day's `api_requests` up from them a day after the day ended).
   */
  @Transform(toNumber)
  @IsInt()
  @ValidateIf((env: EnvDto) => env.REQUEST_COUNTS_RETENTION_DAYS !== 0)
  @Min(3)
  @Max(36_500)
  REQUEST_COUNTS_RETENTION_DAYS = 400;

  // --- Transcription proxy: the STT v2 API for internal teams ---
  /** Connections kept open to the STT vendor at most (kept alive between requests). */
  @IntVar(1, 10_000)
  STT_PROXY_MAX_SOCKETS = 256;

  /**
   * Add the bridge's own callback to `POST /v2/live` requests that configure none, so the bridge
   * hears `live.end_session` of every session it created. Off: rely on the account webhook.
   */
  @BoolVar()
  STT_PROXY_LIVE_CALLBACK = true;

  /** Hosts the STT vendor may redirect audio downloads to (`*.` any subdomain); empty = any. */
  @Transform(hostList)
  @IsString({ each: true })
  @Matches(HOST_PATTERN, {
    each: true,
    message: 'STT_FILE_REDIRECT_HOSTS entries must be host names, optionally starting with *.',
  })
  STT_FILE_REDIRECT_HOSTS: string[] = [];

  // --- Live meetings: bots streaming their audio to the bridge, transcribed as they speak ---
  /**
   * Seconds of a bot's audio kept until the STT vendor acknowledges it, to send again after a
   * reconnect; past it, the audio is given up and the next session starts (a gap).
   */
  @IntVar(1, 600)
  LIVE_BUFFER_SECONDS = 60;

  /**
   * How long a replica's hold on a bot's stream lasts without renewal (renewed every third): the
   * time another replica waits before it feeds the STT session of a replica that died.
   */
  @IntVar(300, 300_000)
  LIVE_LEASE_MS = 10_000;

  /** A comment on every Server-Sent Events stream this often, so that proxies keep it open. */
  @IntVar(100, 300_000)
  LIVE_HEARTBEAT_MS = 15_000;

  /** How long the post-final transcript is awaited once the meeting is over. */
  @IntVar(100, 600_000)
  LIVE_POST_FINAL_TIMEOUT_MS = 30_000;

  /**
   * Seconds of audio after which a bot's STT session is ended and the next one opened (the
   * vendor ends a session at 3 hours).
   */
  @IntVar(10, 10_800)
  LIVE_SESSION_MAX_SECONDS = 10_500;

  /** Live-transcript streams of one team's bots open at once on a replica; more answer 429. */
  @IntVar(1, 100_000)
  LIVE_STREAMS_PER_TEAM = 100;

  /** Live-transcript streams one key (with the tokens it minted) holds at once on a replica. */
  @IntVar(1, 100_000)
  LIVE_STREAMS_PER_KEY = 20;

  // --- Search (GET /transcripts/search) ---
  /** A search statement is cancelled after this long (PostgreSQL); the caller gets 400. */
  @IntVar(100, 120_000)
  SEARCH_TIMEOUT_MS = 5_000;

  /** Searches one team may have running at once on a replica; more answer 429. */
  @IntVar(1, 100)
  SEARCH_TEAM_CONCURRENCY = 2;

  /** Searches of all teams running at once on a replica; more answer 429. */
  @IntVar(1, 1_000)
  SEARCH_CONCURRENCY = 4;

  // --- Limits: per-team defaults (a team's own limits override them) and the vendor accounts' ---
  /** A team's bots not yet terminal, at most; unset = no limit. */
  @Transform(optionalInt)
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000_000)
  LIMIT_MAX_ACTIVE_BOTS?: number;

  /** Bots a team may create per UTC day; unset = no limit. */
  @Transform(optionalInt)
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000_000)
  LIMIT_BOTS_PER_DAY?: number;

  /** A team's live transcription sessions not yet ended, at most; unset = no limit. */
  @Transform(optionalInt)
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000_000)
  LIMIT_MAX_LIVE_SESSIONS?: number;

  /** Requests a team's keys may make to the bridge's API per minute; unset = no limit. */
  @Transform(optionalInt)
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000_000)
  LIMIT_REQUESTS_PER_MINUTE?: number;

  /**
   * Vendor reads per second that one team's job lists may make on a replica (each listed job is
   * read at the vendor); past them its lists wait, so one team cannot use up the shared account.
   */
  @IntVar(1, 100_000)
  STT_LIST_READS_PER_SECOND = 50;

  /** The STT account's concurrent live sessions, at most (all teams together); unset = unknown. */
  @Transform(optionalInt)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  STT_MAX_CONCURRENT_LIVE?: number;

  /** The meeting-bot account's request rate per second; unset = unknown. */
  @Transform(optionalInt)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100_000)
  MEETING_BOT_MAX_REQUESTS_PER_SECOND?: number;

  // --- Sandbox: the built-in vendor simulators ---
  /** A sandbox live session no client streams to ends by itself after this many seconds. */
  @IntVar(1, 3_600)
  SANDBOX_LIVE_SECONDS = 10;
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
  return withRoles(env);
}

/** The workers of the roles the process does not have, turned off. */
function withRoles(env: EnvDto): EnvDto {
  const roles = new Set(env.BRIDGE_ROLES.split(',').map((role) => role.trim()));
  if (roles.has('all')) return env;
  if (!roles.has('events')) env.EVENT_DELIVERY_CONCURRENCY = 0;
  if (!roles.has('archive')) env.ARCHIVE_CONCURRENCY = 0;
  if (!roles.has('sweeps')) {
    env.ARCHIVE_SWEEP_INTERVAL_MS = 0;
    env.BOT_RECONCILE_INTERVAL_MS = 0;
    env.CALENDAR_RECONCILE_INTERVAL_MS = 0;
  }
  return env;
}
