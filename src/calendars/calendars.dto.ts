import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsEmpty,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { CursorPageQueryDto } from '../platform/common/page-query.dto.js';
import { TranscriptionOptionsDto } from '../platform/transcripts/transcription-options.js';
import { RULE_MODES, type RuleCriteria, type RuleMode } from './calendar-rule.js';

const PLATFORMS = ['google', 'microsoft'] as const;
/** Bounds on a rule's lists: past them, 400 naming the field. */
const RULE_LIST_MAX = 50;

/** Why a rule cannot set how its bots look and record: one bot serves every team. */
const SHARED_BOT =
  'a calendar bot serves every team that has the meeting: its name (BOT_DEFAULT_NAME), entry ' +
  "message (CALENDAR_BOT_ENTRY_MESSAGE) and recording mode are the bridge's, not one team's";

/**
 * What a team's calendar bots do for it: how its record of the meeting is transcribed. How the
 * one vendor bot of a meeting looks and records is the bridge's (SHARED_BOT).
 */
export class BotTemplateDto {
  @ApiHideProperty()
  @IsEmpty({ message: `bot_name: ${SHARED_BOT}` })
  bot_name?: undefined;

  @ApiHideProperty()
  @IsEmpty({ message: `recording_mode: ${SHARED_BOT}` })
  recording_mode?: undefined;

  @ApiHideProperty()
  @IsEmpty({ message: `entry_message: ${SHARED_BOT}` })
  entry_message?: undefined;

  @ApiPropertyOptional({
    type: TranscriptionOptionsDto,
    description:
      "Transcription options, merged over the team's defaults: each team's record of a meeting " +
      'is transcribed with its own (the bridge runs its own STT job on the recording)',
  })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => TranscriptionOptionsDto)
  transcription?: TranscriptionOptionsDto;
}

export class CalendarRuleDto implements Partial<RuleCriteria> {
  @ApiProperty({
    enum: RULE_MODES,
    description:
      '`all`; `organized_by_owner`; `external` (an attendee outside internal_domains); ' +
      '`internal` (nobody outside them); `none`. All-day and link-less events are always skipped',
  })
  @IsIn(RULE_MODES)
  mode!: RuleMode;

  @ApiPropertyOptional({
    type: [String],
    example: ['acme.com'],
    description: "Domains counted as internal; empty: the owner's email domain",
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(RULE_LIST_MAX)
  @IsString({ each: true })
  @Length(1, 253, { each: true })
  internal_domains?: string[];

  @ApiPropertyOptional({
    default: false,
    description: 'Only meetings the owner accepted (or organizes)',
  })
  @IsOptional()
  @IsBoolean()
  accepted_only?: boolean;

  @ApiPropertyOptional({
    type: [String],
    description: 'Only meetings whose title holds one of these (any case)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(RULE_LIST_MAX)
  @IsString({ each: true })
  @Length(1, 100, { each: true })
  include_keywords?: string[];

  @ApiPropertyOptional({
    type: [String],
    description: 'Never meetings whose title holds one of these (any case)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(RULE_LIST_MAX)
  @IsString({ each: true })
  @Length(1, 100, { each: true })
  exclude_keywords?: string[];

  @ApiPropertyOptional({
    type: BotTemplateDto,
    description: "What its bots do for the team (the vendor bot itself is the bridge's)",
  })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => BotTemplateDto)
  bot?: BotTemplateDto;
}

/** A rule as stored and answered: every field present. */
export interface StoredRule extends RuleCriteria {
  bot: BotTemplateDto;
}

export function storedRule(dto: CalendarRuleDto): StoredRule {
  return {
    mode: dto.mode,
    internal_domains: dto.internal_domains ?? [],
    accepted_only: dto.accepted_only ?? false,
    include_keywords: dto.include_keywords ?? [],
    exclude_keywords: dto.exclude_keywords ?? [],
    bot: dto.bot?.transcription ? { transcription: dto.bot.transcription } : {},
  };
}

/** A calendar's OAuth grant: sent to the vendor, never stored, logged or returned. */
export class CalendarCredentialsDto {
  @ApiProperty({ description: 'Your OAuth app’s client id' })
  @IsString()
  @Length(1, 1000)
  oauth_client_id!: string;

  @ApiProperty({ description: 'Your OAuth app’s client secret (sent to the vendor only)' })
  @IsString()
  @Length(1, 1000)
  oauth_client_secret!: string;

  @ApiProperty({ description: 'The calendar owner’s refresh token (sent to the vendor only)' })
  @IsString()
  @Length(1, 4000)
  oauth_refresh_token!: string;

  @ApiPropertyOptional({ description: 'Microsoft only; default `common`' })
  @IsOptional()
  @IsString()
  @Length(1, 200)
  oauth_tenant_id?: string;
}

export class CalendarConnectDto extends CalendarCredentialsDto {
  @ApiProperty({ enum: PLATFORMS })
  @IsIn(PLATFORMS)
  platform!: (typeof PLATFORMS)[number];

  @ApiPropertyOptional({
    description: 'The calendar to connect; without it, the answer lists the calendars reached',
  })
  @IsOptional()
  @IsString()
  @Length(1, 1000)
  raw_calendar_id?: string;

  @ApiProperty({
    example: 'ana@acme.com',
    description: "The calendar owner's address: whose answers and meetings the rule reads",
  })
  @IsEmail()
  @MaxLength(320)
  owner_email!: string;

  @ApiProperty({ type: CalendarRuleDto })
  @IsObject()
  @ValidateNested()
  @Type(() => CalendarRuleDto)
  rule!: CalendarRuleDto;

  @ApiPropertyOptional({ format: 'uuid', description: "Admins only: in another team's name" })
  @IsOptional()
  @IsUUID()
  team_id?: string;
}

export class CalendarUpdateDto {
  @ApiPropertyOptional({ type: CalendarRuleDto, description: 'Replaces the rule whole' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => CalendarRuleDto)
  rule?: CalendarRuleDto;

  @ApiPropertyOptional()
  @IsOptional()
  @IsEmail()
  @MaxLength(320)
  owner_email?: string;

  @ApiPropertyOptional({
    type: CalendarCredentialsDto,
    description: 'A new grant (after a revocation): sent to the vendor only',
  })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => CalendarCredentialsDto)
  credentials?: CalendarCredentialsDto;
}

export class DecisionDto {
  @ApiProperty({
    type: Boolean,
    nullable: true,
    description: 'true: record this occurrence; false: do not; null: follow the rule',
  })
  @ValidateIf((_o, v) => v !== null)
  @IsBoolean()
  record!: boolean | null;
}

export class CalendarListQueryDto extends CursorPageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: "Admins: one team's calendars" })
  @IsOptional()
  @IsUUID()
  team_id?: string;
}

export class RawCalendarDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() is_primary!: boolean;
}

export class RawCalendarListDto {
  @ApiProperty({ type: [RawCalendarDto], description: 'Pass one id as raw_calendar_id' })
  calendars!: RawCalendarDto[];
}

export class CalendarDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) team_id!: string;
  @ApiProperty({ enum: PLATFORMS }) platform!: string;
  @ApiProperty() raw_calendar_id!: string;
  @ApiProperty({ type: String, nullable: true }) account_email!: string | null;
  @ApiProperty() owner_email!: string;
  @ApiProperty({ enum: ['connecting', 'active', 'error', 'revoked', 'permission_denied'] })
  status!: string;
  @ApiProperty({ type: String, nullable: true, description: 'What is wrong, in words' })
  error!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  last_synced_at!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  subscription_expires_at!: string | null;
  @ApiProperty({ type: CalendarRuleDto }) rule!: StoredRule;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

export class CalendarListDto {
  @ApiProperty({ type: [CalendarDto] }) data!: CalendarDto[];
  @ApiProperty({ type: String, nullable: true }) next_cursor!: string | null;
}

export class ScheduleAttemptDto {
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ enum: ['scheduled', 'failed', 'moved', 'cancelled'] }) outcome!: string;
  @ApiPropertyOptional({ description: 'The team calendar whose connection carried it' })
  calendar_id?: string;
  @ApiPropertyOptional({ description: "The vendor's refusal, in its words" }) error?: string;
}

/** One vendor bot per meeting: where its schedule stands, every attempt, the team's bot. */
export class ScheduleDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['pending', 'scheduled', 'launched', 'failed', 'cancelled'] })
  state!: string;
  @ApiProperty({ type: [ScheduleAttemptDto] }) attempts!: ScheduleAttemptDto[];
  @ApiProperty({ type: String, nullable: true, description: "The team's bot, once it started" })
  bot_id!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the team got no bot (a limit)' })
  refused!: string | null;
}

export class CalendarEventDto {
  @ApiProperty() event_id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ format: 'date-time' }) start_time!: string;
  @ApiProperty({ format: 'date-time' }) end_time!: string;
  @ApiProperty({ type: String, nullable: true }) meeting_url!: string | null;
  @ApiProperty({ description: 'Whether the team records it' }) record!: boolean;
  @ApiProperty({ example: 'external attendee', description: 'Why, in words' }) reason!: string;
  @ApiProperty({ type: Boolean, nullable: true, description: "The team's decision, if any" })
  override!: boolean | null;
  @ApiProperty({ description: 'Whether a bot is scheduled for it now (or has joined)' })
  scheduled!: boolean;
  @ApiProperty({
    type: ScheduleDto,
    nullable: true,
    description: "The meeting's schedule when the team subscribes to one",
  })
  schedule!: ScheduleDto | null;
}

export class CalendarEventListDto {
  @ApiProperty({ type: [CalendarEventDto] }) data!: CalendarEventDto[];
  @ApiProperty({ type: String, nullable: true }) next_cursor!: string | null;
}
