import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { emptyToUndefined, hostList, HOST_PATTERN, IntVar } from '../env-rules.js';

/** Bots: what the bridge lets them join and calls them, their reconciliation, calendars, retranscriptions. */
export class BotsSettings {
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
}
