import type { Schema } from '../shared/validate.js';

/** Request schemas of specs/stt/gladia-openapi-2024-10.json, transcribed by hand. */

// DetectionCodeLanguageEnum, verbatim (sic: "mymr", "jp").
export const LANGUAGES =
  'af sq am ar hy as az ba eu be bn bs br bg ca zh hr cs da nl en et fo fi fr gl ka de el gu ht ha haw he hi hu is id it ja jv kn kk km ko lo la lv ln lt lb mk mg ms ml mt mi mr mn mymr ne no nn oc ps fa pl pt pa ro ru sa sr sn sd si sk sl so es su sw sv tl tg ta tt te th bo tr tk uk ur uz vi cy yi yo jp'.split(
    ' ',
  );

// TranslationCodeLanguageEnum, verbatim.
export const TRANSLATION_LANGUAGES =
  'af sq am ar hy as ast az ba eu be bn bs br bg my ca ceb zh hr cs da nl en et fo fi nl fr fy ff gd gl lg ka de el gu ht ha haw he hi hu is ig ilo id ga it ja jp jv kn kk km ko lo la lv ln lt lb mk mg ms ml mt mi mr mo mn mymr ne no nn oc or pa ps fa pl pt pa ro ru sa sr sn sd si sk sl so es su sw ss sv tl tg ta tt te th bo tn tr tk uk ur uz vi cy wo xh yi yo zu'.split(
    ' ',
  );

const bool: Schema = { type: 'boolean' };
const str: Schema = { type: 'string' };
const language: Schema = { type: 'string', enum: LANGUAGES };
const strings: Schema = { type: 'array', items: str };
/** Deeply nested add-on configs are only type-checked as objects. */
const openObject: Schema = { type: 'object' };

const messageFlags = {
  receive_partial_transcripts: bool,
  receive_final_transcripts: bool,
  receive_speech_events: bool,
  receive_pre_processing_events: bool,
  receive_realtime_processing_events: bool,
  receive_post_processing_events: bool,
  receive_acknowledgments: bool,
  receive_lifecycle_events: bool,
};

export const STREAMING_DEFAULTS = {
  encoding: 'wav/pcm',
  bit_depth: 16,
  sample_rate: 16000,
  channels: 1,
  model: 'fast',
  endpointing: 0.3,
  maximum_duration_without_endpointing: 30,
  callback: false,
} as const;

export const streamingRequest: Schema = {
  type: 'object',
  properties: {
    encoding: { type: 'string', enum: ['wav/pcm', 'wav/alaw', 'wav/ulaw'] },
    bit_depth: { type: 'number', enum: [8, 16, 24, 32] },
    sample_rate: { type: 'number', enum: [8000, 16000, 32000, 44100, 48000] },
    channels: { type: 'integer', minimum: 1, maximum: 8 },
    model: { type: 'string', enum: ['fast', 'accurate'] },
    custom_metadata: openObject,
    endpointing: { type: 'number', minimum: 0.01, maximum: 10 },
    maximum_duration_without_endpointing: { type: 'number', minimum: 5, maximum: 60 },
    language_config: {
      type: 'object',
      properties: { languages: { type: 'array', items: language }, code_switching: bool },
    },
    pre_processing: { type: 'object', properties: { audio_enhancer: bool } },
    realtime_processing: {
      type: 'object',
      properties: {
        words_accurate_timestamps: bool,
        custom_vocabulary: bool,
        custom_vocabulary_config: { type: 'object', properties: { vocabulary: strings } },
        named_entity_recognition: bool,
        sentiment_analysis: bool,
      },
    },
    post_processing: {
      type: 'object',
      properties: {
        summarization: bool,
        summarization_config: {
          type: 'object',
          properties: { type: { type: 'string', enum: ['general', 'bullet_points', 'concise'] } },
        },
        chapterization: bool,
        llm_prompts: bool,
        llm_prompts_config: {
          type: 'object',
          required: ['prompts'],
          properties: {
            prompts: {
              type: 'array',
              items: {
                type: 'object',
                required: ['title', 'prompt'],
                properties: {
                  title: { type: 'string', minLength: 1, maxLength: 200 },
                  prompt: { type: 'string', minLength: 1, maxLength: 100_000 },
                },
              },
            },
          },
        },
      },
    },
    messages_config: { type: 'object', properties: messageFlags },
    callback: bool,
    callback_config: {
      type: 'object',
      properties: { url: { type: 'string', format: 'uri' }, ...messageFlags },
    },
  },
};

const addOnFlags = [
  'detect_language',
  'enable_code_switching',
  'subtitles',
  'diarization',
  'translation',
  'summarization',
  'moderation',
  'named_entity_recognition',
  'chapterization',
  'name_consistency',
  'custom_spelling',
  'structured_data_extraction',
  'sentiment_analysis',
  'audio_to_llm',
  'sentences',
  'display_mode',
];
const count: Schema = { type: 'integer', minimum: 0 };
/** The add-ons' configurations the bridge sends, as the spec has them; the others as objects. */
const addOnConfigs: Record<string, Schema> = {
  code_switching_config: {
    type: 'object',
    properties: { languages: { type: 'array', items: language } },
  },
  subtitles_config: openObject,
  diarization_config: {
    type: 'object',
    properties: { number_of_speakers: count, min_speakers: count, max_speakers: count },
  },
  translation_config: {
    type: 'object',
    required: ['target_languages'],
    properties: {
      target_languages: {
        type: 'array',
        items: { type: 'string', enum: TRANSLATION_LANGUAGES },
      },
      model: { type: 'string', enum: ['base', 'enhanced'] },
    },
  },
  summarization_config: {
    type: 'object',
    properties: { type: { type: 'string', enum: ['general', 'bullet_points', 'concise'] } },
  },
  custom_spelling_config: {
    type: 'object',
    required: ['spelling_dictionary'],
    properties: { spelling_dictionary: { type: 'object', additional: true } },
  },
  structured_data_extraction_config: openObject,
  // The spec lists arrays here; its example, the guides and the API take strings.
  audio_to_llm_config: {
    type: 'object',
    required: ['prompts'],
    properties: { prompts: { type: 'array', items: { type: 'string', minLength: 1 } } },
  },
};

/** InitTranscriptionRequest: POST /v2/pre-recorded and the deprecated POST /v2/transcription. */
export const transcriptionRequest: Schema = {
  type: 'object',
  required: ['audio_url'],
  properties: {
    audio_url: { type: 'string', format: 'uri' },
    callback_url: { type: 'string', format: 'uri' },
    context_prompt: str,
    custom_vocabulary: strings,
    language,
    custom_metadata: openObject,
    ...Object.fromEntries(addOnFlags.map((k) => [k, bool])),
    ...addOnConfigs,
  },
};

/** PATCH /v2/live/{id} is not in the 2024-10 snapshot; newer API versions use it to amend metadata. */
export const streamingPatch: Schema = {
  type: 'object',
  properties: { custom_metadata: openObject },
};
