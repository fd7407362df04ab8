import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, Matches } from 'class-validator';
import { toBoolean, DURATION, IntVar } from '../env-rules.js';

/** Team events: signed deliveries to each team's endpoints. */
export class EventsSettings {
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
}
