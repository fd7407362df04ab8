import { Transform } from 'class-transformer';
import { IsInt, Max, Min, ValidateIf } from 'class-validator';
import { toNumber, IntVar } from '../env-rules.js';

/** Deleting data: the deletion queue, and how long each kind of a team's data and the bridge's own records are kept. */
export class DeletionSettings {
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

  /**
   * Bots' status history older than this many days is deleted (0 = kept; else at least 3: usage
   * rolls each day's `bot_minutes` up from it a day after the day ended).
   */
  @Transform(toNumber)
  @IsInt()
  @ValidateIf((env: DeletionSettings) => env.STATUS_HISTORY_RETENTION_DAYS !== 0)
  @Min(3)
  @Max(36_500)
  STATUS_HISTORY_RETENTION_DAYS = 0;

  /**
   * Per-minute API request counts older than this many days are deleted (0 = kept; else at
   * least 3: usage rolls each day's `api_requests` up from them a day after the day ended).
   */
  @Transform(toNumber)
  @IsInt()
  @ValidateIf((env: DeletionSettings) => env.REQUEST_COUNTS_RETENTION_DAYS !== 0)
  @Min(3)
  @Max(36_500)
  REQUEST_COUNTS_RETENTION_DAYS = 400;
}
