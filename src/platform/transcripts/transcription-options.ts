import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Max,
  Min,
  registerDecorator,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import { isJsonObject } from '../common/json-object.js';
import { STT_LANGUAGES, STT_TRANSLATION_LANGUAGES } from '../vendors/stt-request-schemas.js';

/** Bounds on what a team may ask: past them, 400 naming the field. */
export const OPTION_BOUNDS = {
  languages: 10,
  vocabulary: 500,
  word: 100,
  spelling: 100,
  spellingVariants: 20,
  targets: 10,
  prompts: 10,
  prompt: 2_000,
  speakers: 50,
} as const;

export const SUMMARY_TYPES = ['general', 'bullet_points', 'concise'] as const;

/** A word of the vocabulary: the word alone, or with how strongly the model should favour it. */
export type VocabularyEntry = string | { value: string; intensity?: number };

/** The bridge's own vocabulary for how a meeting is transcribed (every field optional). */
export interface TranscriptionOptions {
  languages?: string[];
  vocabulary?: VocabularyEntry[];
  spelling?: Record<string, string[]>;
  speakers?: { min?: number; max?: number };
  translation?: { target_languages: string[] };
  summary?: (typeof SUMMARY_TYPES)[number];
  chapters?: boolean;
  entities?: boolean;
  sentiment?: boolean;
  prompts?: string[];
}

function vocabularyProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return 'must be an array';
  if (value.length > OPTION_BOUNDS.vocabulary) {
    return `must hold at most ${OPTION_BOUNDS.vocabulary} entries`;
  }
  for (const [i, entry] of value.entries()) {
    const word = isJsonObject(entry) ? entry.value : entry;
    if (typeof word !== 'string' || word.trim() === '' || word.length > OPTION_BOUNDS.word) {
      return `[${i}] must be a word of 1 to ${OPTION_BOUNDS.word} characters, or {value, intensity}`;
    }
    if (isJsonObject(entry)) {
      const extra = Object.keys(entry).find((k) => k !== 'value' && k !== 'intensity');
      if (extra) return `[${i}].${extra} is not an entry field (value, intensity)`;
      const { intensity } = entry;
      if (
        intensity !== undefined &&
        !(typeof intensity === 'number' && intensity >= 0 && intensity <= 1)
      ) {
        return `[${i}].intensity must be a number from 0 to 1`;
      }
    }
  }
  return null;
}

function spellingProblem(value: unknown): string | null {
  if (!isJsonObject(value)) return 'must be an object of a spelling and the variants it replaces';
  const entries = Object.entries(value);
  if (entries.length > OPTION_BOUNDS.spelling) {
    return `must hold at most ${OPTION_BOUNDS.spelling} spellings`;
  }
  for (const [spelling, variants] of entries) {
    if (spelling.trim() === '' || spelling.length > OPTION_BOUNDS.word) {
      return `keys must be 1 to ${OPTION_BOUNDS.word} characters`;
    }
    const valid =
      Array.isArray(variants) &&
      variants.length >= 1 &&
      variants.length <= OPTION_BOUNDS.spellingVariants &&
      variants.every(
        (v) => typeof v === 'string' && v.trim() !== '' && v.length <= OPTION_BOUNDS.word,
      );
    if (!valid) {
      return `.${spelling} must list 1 to ${OPTION_BOUNDS.spellingVariants} variants of 1 to ${OPTION_BOUNDS.word} characters`;
    }
  }
  return null;
}

/** The first value of a list that is not among `known`, for a 400's words. */
const unknownOf = (value: unknown, known: readonly string[]): string =>
  JSON.stringify(Array.isArray(value) ? value.find((v) => !known.includes(v as string)) : value);

/**
 * A property checked by a function that says what is wrong (given the value and the object it
 * is in), in the 400's words.
 */
function Checked(problemOf: (value: unknown, object: object) => string | null): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'checked',
      target: target.constructor,
      propertyName: propertyName as string,
      validator: {
        validate: (value: unknown, args?: ValidationArguments) =>
          problemOf(value, args?.object ?? {}) === null,
        defaultMessage: (args?: ValidationArguments) =>
          `${args?.property} ${problemOf(args?.value, args?.object ?? {}) ?? 'is invalid'}`,
      },
    });
}

export class SpeakersOptionDto {
  @ApiPropertyOptional({ minimum: 1, maximum: OPTION_BOUNDS.speakers })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(OPTION_BOUNDS.speakers)
  min?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: OPTION_BOUNDS.speakers })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(OPTION_BOUNDS.speakers)
  @Checked((max, speakers) => {
    const { min } = speakers as SpeakersOptionDto;
    return typeof max === 'number' && typeof min === 'number' && max < min
      ? 'must not be below min'
      : null;
  })
  max?: number;
}

export class TranslationOptionDto {
  @ApiProperty({
    type: [String],
    description: 'Languages to translate the transcript into (the STT vendor’s codes)',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(OPTION_BOUNDS.targets)
  @IsIn(STT_TRANSLATION_LANGUAGES, {
    each: true,
    message: (args: ValidationArguments) =>
      `${args.property} must hold codes the STT vendor translates into (${unknownOf(args.value, STT_TRANSLATION_LANGUAGES)} is not one)`,
  })
  target_languages!: string[];
}

export class TranscriptionOptionsDto implements TranscriptionOptions {
  @ApiPropertyOptional({
    type: [String],
    example: ['en', 'fr'],
    description:
      'Languages spoken (the STT vendor’s codes): one fixes the language, several turn on code ' +
      'switching between them; absent, the language is detected',
    nullable: true,
  })
  // null in a bot's options drops its team's default for the field.
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(OPTION_BOUNDS.languages)
  @IsIn(STT_LANGUAGES, {
    each: true,
    message: (args: ValidationArguments) =>
      `${args.property} must hold codes the STT vendor transcribes (${unknownOf(args.value, STT_LANGUAGES)} is not one)`,
  })
  languages?: string[];

  @ApiPropertyOptional({
    type: 'array',
    items: {
      oneOf: [
        { type: 'string' },
        {
          type: 'object',
          properties: { value: { type: 'string' }, intensity: { type: 'number' } },
          required: ['value'],
        },
      ],
    },
    example: ['Gladia', { value: 'Lovelace', intensity: 0.6 }],
    description:
      'Words the model should expect. The STT API version the bridge speaks takes words only: an ' +
      'intensity is kept with the options and the word is sent without it',
    nullable: true,
  })
  @IsOptional()
  @Checked(vocabularyProblem)
  vocabulary?: VocabularyEntry[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { Gladia: ['gladya'] },
    description: 'A spelling and the variants the transcript replaces with it',
    nullable: true,
  })
  @IsOptional()
  @Checked(spellingProblem)
  spelling?: Record<string, string[]>;

  @ApiPropertyOptional({ type: SpeakersOptionDto, nullable: true })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => SpeakersOptionDto)
  speakers?: SpeakersOptionDto;

  @ApiPropertyOptional({ type: TranslationOptionDto, nullable: true })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => TranslationOptionDto)
  translation?: TranslationOptionDto;

  @ApiPropertyOptional({
    enum: SUMMARY_TYPES,
    nullable: true,
    description: 'A summary, of this kind',
  })
  @IsOptional()
  @IsIn(SUMMARY_TYPES)
  summary?: (typeof SUMMARY_TYPES)[number];

  @ApiPropertyOptional({ nullable: true, description: 'Chapters, each with a headline' })
  @IsOptional()
  @IsBoolean()
  chapters?: boolean;

  @ApiPropertyOptional({ nullable: true, description: 'Named entities' })
  @IsOptional()
  @IsBoolean()
  entities?: boolean;

  @ApiPropertyOptional({ nullable: true, description: 'A sentiment per utterance' })
  @IsOptional()
  @IsBoolean()
  sentiment?: boolean;

  @ApiPropertyOptional({
    type: [String],
    example: ['What was decided?'],
    description: `Questions answered from the meeting (at most ${OPTION_BOUNDS.prompts})`,
    nullable: true,
  })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(OPTION_BOUNDS.prompts)
  @IsString({ each: true, message: 'prompts must be strings' })
  @Length(1, OPTION_BOUNDS.prompt, {
    each: true,
    message: `prompts must each be 1 to ${OPTION_BOUNDS.prompt} characters`,
  })
  prompts?: string[];
}

/** The fields of the bridge's vocabulary, in its order. */
const FIELDS: (keyof TranscriptionOptions)[] = [
  'languages',
  'vocabulary',
  'spelling',
  'speakers',
  'translation',
  'summary',
  'chapters',
  'entities',
  'sentiment',
  'prompts',
];

/**
 * The options in force: the bot's own merged over its team's field by field (a field the bot
 * sets replaces the team's whole; null drops the team's); a false switch is no switch.
 */
export function mergeOptions(
  team: TranscriptionOptions | null | undefined,
  own: Partial<Record<keyof TranscriptionOptions, unknown>> | null | undefined,
): TranscriptionOptions {
  const merged: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const value = own && field in own && own[field] !== undefined ? own[field] : team?.[field];
    if (value === null || value === undefined || value === false) continue;
    merged[field] = structuredClone(value);
  }
  return merged as TranscriptionOptions;
}

/** The options that ask for insights, and the insight each makes. */
export const INSIGHT_OPTIONS = {
  summary: 'summary',
  chapters: 'chapters',
  entities: 'entities',
  sentiment: 'sentiment',
  prompts: 'answers',
  translation: 'translations',
} as const satisfies Partial<Record<keyof TranscriptionOptions, string>>;

/** The add-ons that make insights, asked for by these options. */
export function insightsAsked(options: TranscriptionOptions | null | undefined): string[] {
  if (!options) return [];
  return Object.entries(INSIGHT_OPTIONS).flatMap(([field, insight]) => {
    const value = options[field as keyof typeof INSIGHT_OPTIONS];
    return (Array.isArray(value) ? value.length > 0 : Boolean(value)) ? [insight] : [];
  });
}

/** The vocabulary's words, as the vendor's API takes them. */
export const vocabularyWords = (options: TranscriptionOptions): string[] =>
  (options.vocabulary ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.value));
