import { IntVar } from '../env-rules.js';

/** The inbox of the vendors' webhooks: its workers, retries and retention. */
export class WebhooksSettings {
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

  /**
   * Vendor events in the webhook inbox, once processed, are deleted this many days after they
   * arrived (0 = kept). A vendor's replay of an older event is then processed again.
   */
  @IntVar(0, 36_500)
  INBOX_RETENTION_DAYS = 30;
}
