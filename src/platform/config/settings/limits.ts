import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { optionalInt } from '../env-rules.js';

/** Limits: per-team defaults (a team's own limits override them). */
export class LimitsSettings {
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
}
