import type { Schema } from '../shared/validate.js';

/** Request schemas of specs/stt/gladia-openapi-2024-10.json, transcribed by hand. */

// DetectionCodeLanguageEnum, verbatim (sic: "mymr", "jp").
export const LANGUAGES =
  'af sq am ar hy as az ba eu be bn bs br bg ca zh hr cs da nl en et fo fi fr gl ka de el gu ht ha haw he hi hu is id it ja jv kn kk km ko lo la lv ln lt lb mk mg ms ml mt mi mr mn mymr ne no nn oc ps fa pl pt pa ro ru sa sr sn sd si sk sl so es su sw sv tl tg ta tt te th bo tr tk uk ur uz vi cy yi yo jp'.split(
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
        custom_vocabulary_config: { type: 'object', properties: { vocabulary: { type: 'array' } } },
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
        llm_prompts_config: openObject,
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
const addOnConfigs = [
  'code_switching_config',
  'subtitles_config',
  'diarization_config',
  'translation_config',
  'summarization_config',
  'custom_spelling_config',
  'structured_data_extraction_config',
  'audio_to_llm_config',
];

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
    ...Object.fromEntries(addOnConfigs.map((k) => [k, openObject])),
  },
};

/** PATCH /v2/live/{id} is not in the 2024-10 snapshot; newer API versions use it to amend metadata. */
export const streamingPatch: Schema = {
  type: 'object',
  properties: { custom_metadata: openObject },
};
