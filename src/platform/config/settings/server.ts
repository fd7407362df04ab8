import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUrl, Matches, MinLength } from 'class-validator';
import {
  URL_OPTIONS,
  TRUSTED_PROXIES,
  emptyToUndefined,
  ROLES,
  ROLE_LIST,
  IntVar,
  BoolVar,
} from '../env-rules.js';

/** The process: where it listens, what it logs, how it reads bodies and shuts down, its roles, its files. */
export class ServerSettings {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IntVar(0, 65535)
  PORT = 3000;

  /** Listen address; unset = 127.0.0.1, or 0.0.0.0 with NODE_ENV=production (see validateEnv). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[A-Za-z0-9.:-]+$/, { message: 'HOST must be an IP address or a host name' })
  HOST!: string;

  @IsString()
  @MinLength(1)
  DATA_DIR = './data';

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
}
