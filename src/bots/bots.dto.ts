import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  Length,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { CursorPageQueryDto } from '../platform/common/page-query.dto.js';
import { isTerminal } from './bot-life.js';
import type {
  AudioArchive,
  Bot,
  BotStatusChange,
  BotTranscript,
  LiveGap,
  LiveSession,
  LiveStream,
  Retranscription,
  TranscriptionJob,
} from '../generated/prisma/client.js';
import { RetranscriptionResponseDto } from '../retranscription/retranscription.dto.js';
import { IsTimestamp } from '../platform/common/timestamp.js';
import { QueryInt } from '../platform/common/query-int.js';
import { LiveDetailDto } from '../live/live.dto.js';
import {
  TranscriptBodyDto,
  TranscriptLanguageQueryDto,
} from '../platform/transcripts/transcript.dto.js';
import {
  type TranscriptionOptions,
  TranscriptionOptionsDto,
} from '../platform/transcripts/transcription-options.js';
import { BotInsightsDto } from '../platform/transcripts/insights.dto.js';
import { insightsState } from '../platform/transcripts/insights-state.js';
import { INSIGHTS_REQUESTER } from '../platform/transcripts/insights-requester.js';

const RECORDING_MODES = ['speaker_view', 'gallery_view', 'audio_only'] as const;

/** v1 `AutomaticLeaveRequest` (seconds). */
export class AutomaticLeaveDto {
  @ApiPropertyOptional({ example: 600 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(86_400)
  noone_joined_timeout?: number;

  @ApiPropertyOptional({ example: 600 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(86_400)
  silence_timeout?: number;

  @ApiPropertyOptional({ example: 600 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(86_400)
  waiting_room_timeout?: number;
}

export class BotCreateDto {
  @ApiProperty({
    example: 'https://meet.google.com/abc-defg-hij',
    description: 'https URL on an allowed host (BOT_ALLOWED_HOSTS)',
  })
  @IsString()
  @MaxLength(2048)
  meeting_url!: string;

  @ApiPropertyOptional({ description: 'Defaults to BOT_DEFAULT_NAME' })
  @IsOptional()
  @IsString()
  @Length(1, 100)
  bot_name?: string;

  @ApiPropertyOptional({
    example: 'Pricing review',
    description:
      "The meeting's title, shown in lists and search hits (the bridge's only: the vendor " +
      'never gets it). A calendar bot has its event title',
  })
  @IsOptional()
  @IsString()
  @Length(1, 200)
  title?: string;

  @ApiPropertyOptional({ description: 'Image URL shown as the bot (16:9)' })
  @IsOptional()
  @IsUrl({ protocols: ['https'], require_protocol: true })
  @MaxLength(2048)
  bot_image?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @Length(1, 1000)
  entry_message?: string;

  @ApiPropertyOptional({ enum: RECORDING_MODES })
  @IsOptional()
  @IsIn(RECORDING_MODES)
  recording_mode?: (typeof RECORDING_MODES)[number];

  @ApiPropertyOptional({ description: 'Unix time (seconds) at which the bot joins' })
  @IsOptional()
  @IsInt()
  @Min(0)
  start_time?: number;

  @ApiPropertyOptional({ type: AutomaticLeaveDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => AutomaticLeaveDto)
  automatic_leave?: AutomaticLeaveDto;

  @ApiPropertyOptional({
    description: 'Your own data, sent to the vendor and back in its events',
    type: 'object',
    additionalProperties: true,
  })
  @IsOptional()
  @IsObject()
  extra?: Record<string, unknown>;

  @ApiPropertyOptional({
    default: false,
    description:
      'Transcribe the meeting while it runs: the bot streams its audio to the bridge, and the ' +
      'finals come through GET /bots/{id}/live-transcript',
  })
  @IsOptional()
  @IsBoolean()
  live_transcript?: boolean;

  @ApiPropertyOptional({
    type: TranscriptionOptionsDto,
    description:
      "How the meeting is transcribed, and the insights asked of it: merged over the team's " +
      'defaults field by field (null drops a default)',
  })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => TranscriptionOptionsDto)
  transcription?: TranscriptionOptionsDto;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "Admins only: create the bot in another team's name",
  })
  @IsOptional()
  @IsUUID()
  team_id?: string;
}

export class BotListQueryDto extends CursorPageQueryDto {
  @ApiPropertyOptional({ description: 'Current status, e.g. in_call_recording, complete' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  status?: string;

  @ApiPropertyOptional({ description: 'Created at or after (ISO 8601)' })
  @IsOptional()
  @IsTimestamp()
  created_after?: string;

  @ApiPropertyOptional({ description: 'Created before (ISO 8601)' })
  @IsOptional()
  @IsTimestamp()
  created_before?: string;

  @ApiPropertyOptional({ description: 'Exact meeting URL' })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  meeting_url?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Admins only: one team' })
  @IsOptional()
  @IsUUID()
  team_id?: string;
}

export class BotResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() team_id!: string;
  @ApiProperty({ nullable: true, type: String, description: "The vendor's bot id" })
  upstream_bot_id!: string | null;
  @ApiProperty() meeting_url!: string;
  @ApiProperty() bot_name!: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description: "The meeting's title (given at creation, or its calendar event's)",
  })
  title!: string | null;
  @ApiProperty({
    enum: ['v1', 'v2'],
    description: "The meeting-bot vendor's API the bot was created with, and is handled with",
  })
  api_version!: string;
  @ApiProperty({
    description:
      'creating | created | create_failed | create_unconfirmed, then the vendor status code ' +
      '(possibly one the bridge does not know), then complete | failed (terminal)',
  })
  status!: string;
  @ApiProperty() terminal!: boolean;
  @ApiProperty({ nullable: true, type: String }) last_error!: string | null;
  @ApiProperty({ nullable: true, type: String }) idempotency_key!: string | null;
  @ApiProperty() created_at!: string;
  @ApiProperty() updated_at!: string;
  @ApiProperty({ nullable: true, type: String }) ended_at!: string | null;
  @ApiProperty({
    nullable: true,
    type: [String],
    description: "The meeting's participants, as the vendor reports them (once it has)",
  })
  participants!: string[] | null;

  static of(bot: Omit<Bot, 'transcript'>): BotResponseDto {
    return {
      id: bot.id,
      team_id: bot.teamId,
      upstream_bot_id: bot.upstreamBotId,
      meeting_url: bot.meetingUrl,
      bot_name: bot.botName,
      title: bot.title,
      api_version: bot.apiVersion,
      status: bot.status,
      terminal: isTerminal(bot.status),
      last_error: bot.lastError,
      idempotency_key: bot.idempotencyKey,
      created_at: bot.createdAt.toISOString(),
      updated_at: bot.updatedAt.toISOString(),
      ended_at: bot.endedAt?.toISOString() ?? null,
      participants: Array.isArray(bot.speakers)
        ? bot.speakers.filter((s): s is string => typeof s === 'string')
        : null,
    };
  }
}

/** A listed bot's meeting at a glance (BotsRepository.meetingFacts). */
export interface MeetingFacts {
  recordingSeconds: number | null;
  transcript: boolean;
  insights: boolean;
}

/** A bot in `GET /bots`: with its meeting at a glance. */
export class BotListItemDto extends BotResponseDto {
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Seconds the bot recorded the meeting (so far, while it records)',
  })
  recording_seconds!: number | null;
  @ApiProperty({ description: 'Whether a transcript of the meeting is kept' })
  transcript_ready!: boolean;
  @ApiProperty({ description: 'Whether a transcript version has insights' })
  insights_ready!: boolean;

  static ofListed(bot: Omit<Bot, 'transcript'>, facts?: MeetingFacts): BotListItemDto {
    return {
      ...BotResponseDto.of(bot),
      recording_seconds: facts?.recordingSeconds ?? null,
      transcript_ready: facts?.transcript ?? false,
      insights_ready: facts?.insights ?? false,
    };
  }
}

/** `GET /bots/{id}/transcript?format=json`. */
export class BotTranscriptDto extends TranscriptBodyDto {
  @ApiProperty() bot_id!: string;
  @ApiProperty() version!: number;
  @ApiProperty({ enum: ['meeting_bot', 'live', 'retranscription'] }) source!: string;
  @ApiProperty({ nullable: true, type: String }) retranscription_id!: string | null;
  @ApiProperty() created_at!: string;
  @ApiPropertyOptional({ description: 'The translation served, when one was asked for' })
  language?: string;
}

export class TranscriptQueryDto extends TranscriptLanguageQueryDto {
  @ApiPropertyOptional({
    minimum: 1,
    description:
      'A transcript version; the latest by default (with language: the latest that has that translation)',
  })
  @IsOptional()
  @QueryInt(1)
  version?: number;
}

export class RecordingLinkCreateDto {
  @ApiPropertyOptional({ enum: ['audio', 'video'], default: 'audio' })
  @IsOptional()
  @IsIn(['audio', 'video'])
  media?: 'audio' | 'video';
}

/** A recording link's query: its token, given once (a repeated one is refused with 400). */
export class RecordingLinkQueryDto {
  // Documented as required: a link without it opens nothing (404, as a wrong one).
  @ApiProperty({ description: 'The signed part of the link' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  token?: string;
}

export class RecordingLinkDto {
  @ApiProperty({
    description:
      'Where the recording streams, with byte ranges, without a key, until expires_at: on this ' +
      "bridge's origin (what a page served by it plays)",
    example: '/recordings/9a1c2b3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d/audio?token=1795000000.abc',
  })
  path!: string;
  @ApiProperty({ description: 'The same, with PUBLIC_BASE_URL' }) url!: string;
  @ApiProperty() expires_at!: string;
}

export class BotListResponseDto {
  @ApiProperty({ type: [BotListItemDto] }) data!: BotListItemDto[];
  @ApiProperty({ nullable: true, type: String }) next_cursor!: string | null;
}

export class StatusChangeDto {
  @ApiProperty() code!: string;
  @ApiProperty({ enum: ['vendor', 'bridge'] }) source!: 'vendor' | 'bridge';
  @ApiProperty({ description: 'When it happened, by the vendor clock for vendor events' })
  occurred_at!: string;
  @ApiProperty() received_at!: string;

  static of(change: BotStatusChange): StatusChangeDto {
    const source = (change.payload as { source?: unknown } | null)?.source;
    return {
      code: change.code,
      source: source === 'bridge' ? 'bridge' : 'vendor',
      occurred_at: change.occurredAt.toISOString(),
      received_at: change.receivedAt.toISOString(),
    };
  }
}

export class ArchivedAudioDto {
  @ApiProperty() state!: string;
  @ApiProperty({ nullable: true, type: Number }) size_bytes!: number | null;
  @ApiProperty({ nullable: true, type: String }) sha256!: string | null;
  @ApiProperty({ nullable: true, type: String }) archived_at!: string | null;

  static of(archive: AudioArchive): ArchivedAudioDto {
    return {
      state: archive.state,
      size_bytes: archive.sizeBytes === null ? null : Number(archive.sizeBytes),
      sha256: archive.sha256,
      archived_at: archive.archivedAt?.toISOString() ?? null,
    };
  }
}

export class LinkedJobDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['live', 'pre_recorded', 'legacy'] }) kind!: string;
  @ApiProperty({ description: "The STT vendor's job id" }) upstream_id!: string;
  @ApiProperty() status!: string;
  @ApiProperty() created_at!: string;
  @ApiProperty({ nullable: true, type: String }) ended_at!: string | null;
  @ApiProperty({ nullable: true, type: ArchivedAudioDto }) archive!: ArchivedAudioDto | null;

  static of(job: TranscriptionJob & { archive: AudioArchive | null }): LinkedJobDto {
    return {
      id: job.id,
      kind: job.kind,
      upstream_id: job.upstreamId,
      status: job.status,
      created_at: job.createdAt.toISOString(),
      ended_at: job.endedAt?.toISOString() ?? null,
      archive: job.archive ? ArchivedAudioDto.of(job.archive) : null,
    };
  }
}

export class RecordingDto {
  @ApiProperty({
    nullable: true,
    type: ArchivedAudioDto,
    description: "The recording's audio in the bridge's storage (GET /bots/{id}/audio)",
  })
  audio!: ArchivedAudioDto | null;
  @ApiProperty({
    nullable: true,
    type: ArchivedAudioDto,
    description: 'Its video, with ARCHIVE_BOT_VIDEO=true (GET /bots/{id}/video)',
  })
  video!: ArchivedAudioDto | null;
  @ApiProperty({
    nullable: true,
    description: 'The transcript of the v1 complete event, as sent (see GET /bots/{id}/transcript)',
  })
  transcript!: unknown;
  @ApiProperty({ nullable: true, type: [String] }) speakers!: unknown;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Signed URL of the video; expires (v1: 24 h, v2: 4 h)',
  })
  mp4_url!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'When the bridge got the URL' })
  media_seen_at!: string | null;
}

export class TranscriptVersionDto {
  @ApiProperty() version!: number;
  @ApiProperty({ enum: ['meeting_bot', 'live', 'retranscription'] }) source!: string;
  @ApiProperty({ nullable: true, type: String }) retranscription_id!: string | null;
  @ApiProperty() created_at!: string;
  @ApiProperty({ description: 'GET this for the transcript (add ?format=srt|vtt|txt)' })
  path!: string;
}

export type BotDetail = Bot & {
  statusHistory: BotStatusChange[];
  jobs: (TranscriptionJob & { archive: AudioArchive | null })[];
  retranscriptions: Retranscription[];
  recordings: AudioArchive[];
  transcripts: Pick<BotTranscript, 'version' | 'source' | 'retranscriptionId' | 'createdAt'>[];
  liveStream: LiveStream | null;
  liveSessions: (LiveSession & { job: TranscriptionJob | null })[];
  liveGaps: LiveGap[];
  /** Its versions with insights, oldest first. */
  insightVersions: number[];
};

export class BotCreatedDto extends BotResponseDto {
  @ApiProperty({
    nullable: true,
    type: LiveDetailDto,
    description: 'Its live transcript, when asked for (live_transcript: true): where to read it',
  })
  live!: LiveDetailDto | null;
}

export class BotDetailDto extends BotResponseDto {
  @ApiProperty({ type: [StatusChangeDto], description: 'Oldest first, by event time' })
  status_history!: StatusChangeDto[];
  @ApiProperty({
    nullable: true,
    type: Number,
    description:
      'Seconds the bot recorded the meeting (so far, while it records): its time in the call, ' +
      'and at least to the last word its transcript holds',
  })
  recording_seconds!: number | null;
  @ApiProperty({ type: RecordingDto }) recording!: RecordingDto;
  @ApiProperty({ type: [LinkedJobDto], description: 'STT jobs of this bot, with archived audio' })
  transcription_jobs!: LinkedJobDto[];
  @ApiProperty({ type: [RetranscriptionResponseDto] })
  retranscriptions!: RetranscriptionResponseDto[];
  @ApiProperty({
    type: [TranscriptVersionDto],
    description: 'Oldest first; the last is the default',
  })
  transcripts!: TranscriptVersionDto[];
  @ApiProperty({
    nullable: true,
    type: LiveDetailDto,
    description: 'Its live transcript, when asked for (live_transcript: true)',
  })
  live!: LiveDetailDto | null;
  @ApiProperty({
    type: TranscriptionOptionsDto,
    nullable: true,
    description: "The transcription options in force: its own over its team's, at creation",
  })
  transcription!: TranscriptionOptions | null;
  @ApiProperty({ type: BotInsightsDto }) insights!: BotInsightsDto;

  static ofDetail(bot: BotDetail, facts?: MeetingFacts): BotDetailDto {
    const job = bot.retranscriptions.find((r) => r.requestedBy === INSIGHTS_REQUESTER);
    const jobError = (job?.vendorResponse as { error?: unknown } | null)?.error;
    return {
      ...BotResponseDto.of(bot),
      status_history: bot.statusHistory.map((c) => StatusChangeDto.of(c)),
      recording_seconds: facts?.recordingSeconds ?? null,
      recording: {
        audio: archivedMedia(bot, 'audio'),
        video: archivedMedia(bot, 'video'),
        transcript: bot.transcript,
        speakers: bot.speakers,
        mp4_url: bot.mp4Url,
        media_seen_at: bot.mediaSeenAt?.toISOString() ?? null,
      },
      transcription_jobs: bot.jobs.map((j) => LinkedJobDto.of(j)),
      retranscriptions: bot.retranscriptions.map((r) => RetranscriptionResponseDto.of(r)),
      transcripts: bot.transcripts.map((t) => ({
        version: t.version,
        source: t.source,
        retranscription_id: t.retranscriptionId,
        created_at: t.createdAt.toISOString(),
        path: `/bots/${bot.id}/transcript?version=${t.version}`,
      })),
      live: bot.liveStream
        ? LiveDetailDto.of(bot.liveStream, bot.liveSessions, bot.liveGaps)
        : null,
      transcription: bot.transcription as TranscriptionOptions | null,
      insights: insightsState({
        botId: bot.id,
        options: bot.transcription as TranscriptionOptions | null,
        status: bot.status,
        terminal: isTerminal(bot.status),
        withInsights: bot.insightVersions,
        job: job
          ? { id: job.id, state: job.state, error: typeof jobError === 'string' ? jobError : null }
          : null,
      }),
    };
  }
}

function archivedMedia(bot: BotDetail, media: string): ArchivedAudioDto | null {
  const task = bot.recordings.find((r) => r.media === media);
  return task ? ArchivedAudioDto.of(task) : null;
}
