import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { STT_TRANSLATION_LANGUAGES } from '../vendors/stt-request-schemas.js';
import { CONTENT_TYPES, TRANSCRIPT_FORMATS, type TranscriptFormat } from './formats.js';

export class TranscriptWordDto {
  @ApiProperty() word!: string;
  @ApiProperty({ description: 'Seconds from the start of the recording' }) start!: number;
  @ApiProperty() end!: number;
}

export class UtteranceDto {
  @ApiProperty({ nullable: true, type: String, description: "The speaker's name" })
  speaker!: string | null;
  @ApiProperty({ description: 'Seconds from the start of the recording' }) start!: number;
  @ApiProperty() end!: number;
  @ApiProperty() text!: string;
  @ApiPropertyOptional({ type: [TranscriptWordDto], description: 'When the source times words' })
  words?: TranscriptWordDto[];
}

/** What every JSON transcript holds, beside what it is the transcript of. */
export class TranscriptBodyDto {
  @ApiProperty({ type: [String], description: 'In the order they first speak' })
  speakers!: string[];
  @ApiProperty({ type: [UtteranceDto] }) utterances!: UtteranceDto[];
}

export class TranscriptFormatQueryDto {
  @ApiPropertyOptional({ enum: TRANSCRIPT_FORMATS, default: 'json' })
  @IsOptional()
  @IsIn(TRANSCRIPT_FORMATS)
  format: TranscriptFormat = 'json';
}

/** The format, and a translation to serve instead of the transcript as said. */
export class TranscriptLanguageQueryDto extends TranscriptFormatQueryDto {
  @ApiPropertyOptional({
    example: 'fr',
    description:
      'Its translation into this language (asked with the translation option or parameter)',
  })
  @IsOptional()
  @IsIn(STT_TRANSLATION_LANGUAGES)
  language?: string;
}

/** The answer's content by format: `json` is `model` (add it with ApiExtraModels). */
export const transcriptContent = (model: new () => TranscriptBodyDto) =>
  Object.fromEntries(
    Object.entries(CONTENT_TYPES).map(([format, type]) => [
      type.split(';')[0]!,
      { schema: format === 'json' ? { $ref: getSchemaPath(model) } : { type: 'string' } },
    ]),
  );
