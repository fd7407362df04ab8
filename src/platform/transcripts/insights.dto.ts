import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { QueryInt } from '../common/query-int.js';
import type { Answer, Chapter, Entity, Insights, Sentiment } from './insights.js';

export class InsightsQueryDto {
  @ApiPropertyOptional({
    minimum: 1,
    description: 'A transcript version; by default the latest version that has insights',
  })
  @IsOptional()
  @QueryInt(1)
  version?: number;
}

export class ChapterDto implements Chapter {
  @ApiProperty({ description: 'Seconds from the start of the recording' }) start!: number;
  @ApiProperty() end!: number;
  @ApiProperty() headline!: string;
  @ApiProperty({ nullable: true, type: String }) summary!: string | null;
}

export class EntityDto implements Entity {
  @ApiProperty({ example: 'person' }) type!: string;
  @ApiProperty({ example: 'Ada Lovelace' }) text!: string;
  @ApiProperty({ nullable: true, type: Number }) start!: number | null;
  @ApiProperty({ nullable: true, type: Number }) end!: number | null;
}

export class SentimentDto implements Sentiment {
  @ApiProperty({ nullable: true, type: Number }) start!: number | null;
  @ApiProperty({ nullable: true, type: Number }) end!: number | null;
  @ApiProperty({ nullable: true, type: String }) speaker!: string | null;
  @ApiProperty() text!: string;
  @ApiProperty({ example: 'positive' }) sentiment!: string;
  @ApiProperty({ nullable: true, type: String, example: 'neutral' }) emotion!: string | null;
}

export class AnswerDto implements Answer {
  @ApiProperty() prompt!: string;
  @ApiProperty({ nullable: true, type: String }) answer!: string | null;
}

/** `GET /bots/{id}/insights`. */
export class InsightsDto {
  @ApiProperty() bot_id!: string;
  @ApiProperty({ description: 'The transcript version they came with' }) version!: number;
  @ApiProperty({ enum: ['meeting_bot', 'live', 'retranscription'] }) source!: string;
  @ApiProperty({ nullable: true, type: String }) summary!: string | null;
  @ApiProperty({ type: [ChapterDto] }) chapters!: ChapterDto[];
  @ApiProperty({ type: [EntityDto] }) entities!: EntityDto[];
  @ApiProperty({ type: [SentimentDto] }) sentiment!: SentimentDto[];
  @ApiProperty({ type: [AnswerDto] }) answers!: AnswerDto[];
  @ApiProperty({
    type: [String],
    example: ['fr'],
    description:
      'Languages the transcript is translated into: GET /bots/{id}/transcript?language=…',
  })
  translations!: string[];

  static of(botId: string, version: number, source: string, insights: Insights): InsightsDto {
    return {
      bot_id: botId,
      version,
      source,
      summary: insights.summary,
      chapters: insights.chapters,
      entities: insights.entities,
      sentiment: insights.sentiment,
      answers: insights.answers,
      translations: Object.keys(insights.translations),
    };
  }
}

/** A bot's insights at a glance, in its detail. */
export class BotInsightsDto {
  @ApiProperty({
    type: [String],
    example: ['summary', 'chapters'],
    description: 'What its transcription options ask for',
  })
  asked!: string[];
  @ApiProperty({
    enum: ['not_asked', 'waiting', 'running', 'ready', 'failed'],
    description:
      'waiting: for the meeting to end, its transcript, or its archived recording; running: the ' +
      "bridge's own STT job makes them; ready: a version has them",
  })
  state!: string;
  @ApiProperty({ description: 'The state in words' }) reason!: string;
  @ApiProperty({ nullable: true, type: Number, description: 'The latest version with insights' })
  version!: number | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: "The retranscription that is the bridge's own job, when it makes one",
  })
  retranscription_id!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'GET this for them' })
  path!: string | null;
}
