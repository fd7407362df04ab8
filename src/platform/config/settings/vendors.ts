import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
} from 'class-validator';
import {
  URL_OPTIONS,
  HEADER_NAME,
  SIGNING_SECRET,
  UNTIL_MESSAGE,
  emptyToUndefined,
  optionalInt,
  hostList,
  HOST_PATTERN,
  IntVar,
  BoolVar,
} from '../env-rules.js';

/** The two vendors: the STT API and the meeting-bot API, their keys, paces and timeouts, and the sandbox that plays them. */
export class VendorsSettings {
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

  /** A sandbox live session no client streams to ends by itself after this many seconds. */
  @IntVar(1, 3_600)
  SANDBOX_LIVE_SECONDS = 10;
}
