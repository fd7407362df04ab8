import { IntVar, BoolVar } from '../env-rules.js';

/** Archival: the archive worker, its retries and leases, the scheduled sweep, what is archived and for how long. */
export class ArchiveSettings {
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
}
