import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type {
  LiveGap,
  LiveSession,
  LiveStream,
  LiveUtterance,
  TranscriptionJob,
} from '../generated/prisma/client.js';
import { QueryInt } from '../platform/common/query-int.js';

export class LiveSessionDto {
  @ApiProperty({ description: 'The segment of the live transcript this session made (1, 2, …)' })
  segment!: number;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Its transcription job (the bridge id)',
  })
  job_id!: string | null;
  @ApiProperty({ nullable: true, type: String, description: "The STT vendor's session id" })
  upstream_id!: string | null;
  @ApiProperty({ enum: ['open', 'ended', 'lost'] }) state!: string;
  @ApiProperty({ description: 'Where it starts in the live transcript (seconds)' })
  offset_seconds!: number;
  @ApiProperty() started_at!: string;
  @ApiProperty({ nullable: true, type: String }) ended_at!: string | null;
  @ApiProperty({ nullable: true, type: String }) end_reason!: string | null;

  static of(session: LiveSession & { job: TranscriptionJob | null }): LiveSessionDto {
    return {
      segment: session.segment,
      job_id: session.jobId,
      upstream_id: session.job?.upstreamId ?? null,
      state: session.state,
      offset_seconds: session.offsetSeconds,
      started_at: session.startedAt.toISOString(),
      ended_at: session.endedAt?.toISOString() ?? null,
      end_reason: session.endReason,
    };
  }
}

export class LiveGapDto {
  @ApiProperty({ description: 'Seconds of the live transcript' }) from!: number;
  @ApiProperty() to!: number;
  @ApiProperty({ example: 'session lost: the vendor refused the session (HTTP 410)' })
  reason!: string;
}

export class LiveDetailDto {
  @ApiProperty({
    enum: ['awaiting', 'streaming', 'ended', 'failed'],
    description: 'awaiting: no audio yet; streaming: being transcribed; ended: complete',
  })
  state!: string;
  @ApiProperty({ nullable: true, type: String, description: 'When the first audio came' })
  started_at!: string | null;
  @ApiProperty({ nullable: true, type: String }) ended_at!: string | null;
  @ApiProperty({ description: 'Final utterances kept so far' }) finals!: number;
  @ApiProperty({ type: [LiveGapDto], description: 'Audio the live transcript lost' })
  gaps!: LiveGapDto[];
  @ApiProperty({ type: [LiveSessionDto], description: 'Its STT live sessions, one per segment' })
  sessions!: LiveSessionDto[];
  @ApiProperty({ example: '/bots/9a1c2b3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d/live-transcript' })
  path!: string;

  static of(
    stream: LiveStream,
    sessions: (LiveSession & { job: TranscriptionJob | null })[],
    gaps: LiveGap[],
  ): LiveDetailDto {
    return {
      state: stream.state,
      started_at: stream.startedAt?.toISOString() ?? null,
      ended_at: stream.endedAt?.toISOString() ?? null,
      finals: stream.finals,
      gaps: gaps.map((g) => ({ from: g.fromSeconds, to: g.toSeconds, reason: g.reason })),
      sessions: sessions.map((s) => LiveSessionDto.of(s)),
      path: `/bots/${stream.botId}/live-transcript`,
    };
  }
}

export class LiveTranscriptQueryDto {
  @ApiPropertyOptional({ type: 'integer', default: 0, description: 'Finals after this seq' })
  @IsOptional()
  @QueryInt(0)
  after = 0;

  @ApiPropertyOptional({ type: 'integer', default: 100, minimum: 1, maximum: 1000 })
  @IsOptional()
  @QueryInt(1, 1000)
  limit = 100;

  @ApiPropertyOptional({ description: 'A read-only token (POST /bots/{id}/live-transcript/token)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  token?: string;
}

export class LiveReadTokenDto {
  @ApiProperty({ description: "For ?token=; opens this bot's live transcript, for reading" })
  token!: string;
  @ApiProperty({ example: '/bots/9a1c2b3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d/live-transcript?token=…' })
  path!: string;
  @ApiProperty() expires_at!: string;
}

export class LiveFinalDto {
  @ApiProperty({ description: 'Its number in the live transcript: 1, 2, … without gaps' })
  seq!: number;
  @ApiProperty({ description: "The STT vendor's utterance id (unique within its session)" })
  utterance_id!: string;
  @ApiProperty({ description: 'Seconds of the live transcript' }) start!: number;
  @ApiProperty() end!: number;
  @ApiProperty({ nullable: true, type: String, description: 'Who spoke longest during it' })
  speaker!: string | null;
  @ApiProperty() text!: string;
  @ApiProperty({ nullable: true, type: String }) language!: string | null;
  @ApiProperty() created_at!: string;

  static of(u: LiveUtterance): LiveFinalDto {
    return {
      seq: u.seq,
      utterance_id: u.utteranceId,
      start: u.startSeconds,
      end: u.endSeconds,
      speaker: u.speaker,
      text: u.text,
      language: u.language,
      created_at: u.createdAt.toISOString(),
    };
  }
}

export class LiveTranscriptPageDto {
  @ApiProperty() bot_id!: string;
  @ApiProperty({ enum: ['awaiting', 'streaming', 'ended', 'failed'] }) state!: string;
  @ApiProperty({ type: [LiveFinalDto], description: 'In order of seq' }) data!: LiveFinalDto[];
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Pass as ?after= for the next page; null when this page is the last so far',
  })
  next_after!: number | null;
  @ApiProperty({ description: 'True once the meeting is over and every final is kept' })
  complete!: boolean;
}
