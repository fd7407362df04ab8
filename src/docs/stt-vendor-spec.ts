import type { PathItemObject, SchemaObject } from '@nestjs/swagger';

// The STT vendor's v2 operations as its OpenAPI document describes them, trimmed to what the
// bridge's /docs shows for its proxy routes: each operation's query parameters, request body and
// success responses, and the component schemas they refer to, verbatim. Copied from the "Gladia
// Control API" 1.0 OpenAPI document (openapi.json of the public gladiaio/docs repository, MIT,
// commit 5f6857154c13ecbf16cccb54b0a0dbdab7607b77); see test/fixtures/contracts/SOURCE.md.

export const STT_VENDOR_OPERATIONS: Record<string, PathItemObject> = {
  '/v2/transcription': {
    post: {
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: { $ref: '#/components/schemas/InitTranscriptionRequest' } },
        },
      },
      responses: {
        '201': {
          description: 'The transcription job has been initiated',
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/InitPreRecordedTranscriptionResponse' },
            },
          },
        },
      },
    },
    get: {
      parameters: [
        {
          name: 'offset',
          required: false,
          in: 'query',
          description:
            'The starting point for pagination. A value of 0 starts from the first item.',
          schema: { minimum: 0, default: 0, type: 'integer' },
        },
        {
          name: 'limit',
          required: false,
          in: 'query',
          description:
            'The maximum number of items to return. Useful for pagination and controlling data payload size.',
          schema: { minimum: 1, default: 20, type: 'integer' },
        },
        {
          name: 'date',
          required: false,
          in: 'query',
          example: '2024-09-18',
          description: 'Filter items relevant to a specific date in ISO format (YYYY-MM-DD).',
          schema: { format: 'date-time', type: 'string' },
        },
        {
          name: 'before_date',
          required: false,
          in: 'query',
          example: '2024-09-18T15:31:53.249Z',
          description: 'Include items that occurred before the specified date in ISO format.',
          schema: { format: 'date-time', type: 'string' },
        },
        {
          name: 'after_date',
          required: false,
          in: 'query',
          example: '2024-09-18T15:31:53.249Z',
          description:
            'Filter for items after the specified date. Use with `before_date` for a range. Date in ISO format.',
          schema: { format: 'date-time', type: 'string' },
        },
        {
          name: 'status',
          required: false,
          in: 'query',
          example: ['done'],
          description:
            'Filter the list based on item status. Accepts multiple values from the predefined list.',
          schema: {
            type: 'array',
            items: { type: 'string', enum: ['queued', 'processing', 'done', 'error'] },
          },
        },
        {
          name: 'kind',
          required: false,
          in: 'query',
          example: ['pre-recorded'],
          description:
            'Filter the list based on the item type. Supports multiple values from the predefined list.',
          schema: { type: 'array', items: { type: 'string', enum: ['pre-recorded', 'live'] } },
        },
      ],
      responses: {
        '200': {
          description: 'A list of transcription jobs matching the parameters.',
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/ListTranscriptionResponse' },
            },
          },
        },
      },
    },
  },
  '/v2/transcription/{id}': {
    get: {
      responses: {
        '200': {
          description: "The transcription job's metadata",
          content: {
            'application/json': {
              schema: {
                example: {
                  id: '45463597-20b7-4af7-b3b3-f5fb778203ab',
                  request_id: 'G-45463597',
                  version: 2,
                  kind: 'pre-recorded',
                  created_at: '2023-12-28T09:04:17.210Z',
                  status: 'queued',
                  file: {
                    id: 'f0dcZE10-23d8-47f0-a25d-74a6eed88721',
                    filename: 'split_infinity.wav',
                    source: 'http://files.gladia.io/example/audio-transcription/split_infinity.wav',
                    audio_duration: 20,
                    number_of_channels: 1,
                  },
                  request_params: {
                    audio_url:
                      'http://files.gladia.io/example/audio-transcription/split_infinity.wav',
                    subtitles: false,
                    diarization: false,
                    translation: false,
                    summarization: false,
                    sentences: false,
                    moderation: false,
                    named_entity_recognition: false,
                    name_consistency: false,
                    custom_spelling: false,
                    structured_data_extraction: false,
                    chapterization: false,
                    sentiment_analysis: false,
                    display_mode: false,
                    audio_enhancer: true,
                    detect_language: true,
                    enable_code_switching: false,
                    languages_guidance: [],
                    accurate_words_timestamps: false,
                  },
                  completed_at: null,
                  custom_metadata: null,
                  error_code: null,
                  result: null,
                },
                oneOf: [
                  { $ref: '#/components/schemas/PreRecordedResponse' },
                  { $ref: '#/components/schemas/StreamingResponse' },
                ],
                discriminator: {
                  propertyName: 'kind',
                  mapping: {
                    'pre-recorded': '#/components/schemas/PreRecordedResponse',
                    live: '#/components/schemas/StreamingResponse',
                  },
                },
              },
            },
          },
        },
      },
    },
    delete: {
      responses: { '202': { description: 'The transcription job has been successfully deleted' } },
    },
  },
  '/v2/transcription/{id}/file': {
    get: {
      responses: {
        '200': {
          description: 'The audio file used for this transcription job',
          content: {
            'application/octet-stream': {
              schema: { type: 'string', format: 'binary', example: '<binary>' },
            },
          },
        },
      },
    },
  },
  '/v2/upload': {
    post: {
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: {
                audio: {
                  type: 'string',
                  format: 'binary',
                  description: 'The file to be uploaded. This should be an audio or video file.',
                },
              },
            },
          },
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                audio_url: {
                  type: 'string',
                  description: 'The URL of the audio or video file to be uploaded.',
                },
              },
            },
          },
        },
      },
      responses: {
        '200': {
          description: '',
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/AudioUploadResponse' } },
          },
        },
      },
    },
  },
  '/v2/pre-recorded': {
    post: {
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: { $ref: '#/components/schemas/InitTranscriptionRequest' } },
        },
      },
      responses: {
        '201': {
          description: 'The pre recorded job has been initiated',
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/InitPreRecordedTranscriptionResponse' },
            },
          },
        },
      },
    },
    get: {
      parameters: [
        {
          name: 'offset',
          required: false,
          in: 'query',
          description:
            'The starting point for pagination. A value of 0 starts from the first item.',
          schema: { minimum: 0, default: 0, type: 'integer' },
        },
        {
          name: 'limit',
          required: false,
          in: 'query',
          description:
            'The maximum number of items to return. Useful for pagination and controlling data payload size.',
          schema: { minimum: 1, default: 20, type: 'integer' },
        },
        {
          name: 'date',
          required: false,
          in: 'query',
          example: '2024-09-18',
          description: 'Filter items relevant to a specific date in ISO format (YYYY-MM-DD).',
          schema: { format: 'date-time', type: 'string' },
        },
        {
          name: 'before_date',
          required: false,
          in: 'query',
          example: '2024-09-18T15:31:53.249Z',
          description: 'Include items that occurred before the specified date in ISO format.',
          schema: { format: 'date-time', type: 'string' },
        },
        {
          name: 'after_date',
          required: false,
          in: 'query',
          example: '2024-09-18T15:31:53.249Z',
          description:
            'Filter for items after the specified date. Use with `before_date` for a range. Date in ISO format.',
          schema: { format: 'date-time', type: 'string' },
        },
        {
          name: 'status',
          required: false,
          in: 'query',
          example: ['done'],
          description:
            'Filter the list based on item status. Accepts multiple values from the predefined list.',
          schema: {
            type: 'array',
            items: { type: 'string', enum: ['queued', 'processing', 'done', 'error'] },
          },
        },
      ],
      responses: {
        '200': {
          description: 'A list of pre recorded jobs matching the parameters.',
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/ListPreRecordedResponse' },
            },
          },
        },
      },
    },
  },
  '/v2/pre-recorded/{id}': {
    get: {
      responses: {
        '200': {
          description: "The pre recorded job's metadata",
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/PreRecordedResponse' } },
          },
        },
      },
    },
    delete: {
      responses: { '202': { description: 'The pre recorded job has been successfully deleted' } },
    },
  },
  '/v2/pre-recorded/{id}/file': {
    get: {
      responses: {
        '200': {
          description: 'The audio file used for this pre recorded job',
          content: {
            'application/octet-stream': {
              schema: { type: 'string', format: 'binary', example: '<binary>' },
            },
          },
        },
      },
    },
  },
  '/v2/live': {
    post: {
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: { $ref: '#/components/schemas/StreamingRequest' } },
        },
      },
      responses: {
        '201': {
          description: 'The live job has been initiated',
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/InitStreamingResponse' } },
          },
        },
      },
    },
    get: {
      parameters: [
        {
          name: 'offset',
          required: false,
          in: 'query',
          description:
            'The starting point for pagination. A value of 0 starts from the first item.',
          schema: { minimum: 0, default: 0, type: 'integer' },
        },
        {
          name: 'limit',
          required: false,
          in: 'query',
          description:
            'The maximum number of items to return. Useful for pagination and controlling data payload size.',
          schema: { minimum: 1, default: 20, type: 'integer' },
        },
        {
          name: 'date',
          required: false,
          in: 'query',
          example: '2024-09-18',
          description: 'Filter items relevant to a specific date in ISO format (YYYY-MM-DD).',
          schema: { format: 'date-time', type: 'string' },
        },
        {
          name: 'before_date',
          required: false,
          in: 'query',
          example: '2024-09-18T15:31:53.249Z',
          description: 'Include items that occurred before the specified date in ISO format.',
          schema: { format: 'date-time', type: 'string' },
        },
        {
          name: 'after_date',
          required: false,
          in: 'query',
          example: '2024-09-18T15:31:53.249Z',
          description:
            'Filter for items after the specified date. Use with `before_date` for a range. Date in ISO format.',
          schema: { format: 'date-time', type: 'string' },
        },
        {
          name: 'status',
          required: false,
          in: 'query',
          example: ['done'],
          description:
            'Filter the list based on item status. Accepts multiple values from the predefined list.',
          schema: {
            type: 'array',
            items: { type: 'string', enum: ['queued', 'processing', 'done', 'error'] },
          },
        },
      ],
      responses: {
        '200': {
          description: 'A list of live jobs matching the parameters.',
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/ListStreamingResponse' } },
          },
        },
      },
    },
  },
  '/v2/live/{id}': {
    get: {
      responses: {
        '200': {
          description: "The live job's metadata",
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/StreamingResponse' } },
          },
        },
      },
    },
    delete: { responses: { '202': { description: 'The live job has been successfully deleted' } } },
  },
  '/v2/live/{id}/file': {
    get: {
      responses: {
        '200': {
          description: 'The audio file used for this live job',
          content: {
            'application/octet-stream': {
              schema: { type: 'string', format: 'binary', example: '<binary>' },
            },
          },
        },
      },
    },
  },
};

export const STT_VENDOR_SCHEMAS: Record<string, SchemaObject> = {
  AddonErrorDTO: {
    type: 'object',
    properties: {
      status_code: { type: 'integer', description: 'Status code of the addon error', example: 500 },
      exception: { type: 'string', description: 'Reason of the addon error' },
      message: { type: 'string', description: 'Detailed message of the addon error' },
    },
    required: ['status_code', 'exception', 'message'],
  },
  AudioToLlmDTO: {
    type: 'object',
    properties: {
      success: {
        type: 'boolean',
        description: 'The audio intelligence model succeeded to get a valid output',
      },
      is_empty: {
        type: 'boolean',
        description: 'The audio intelligence model returned an empty value',
      },
      exec_time: {
        type: 'number',
        description: 'Time audio intelligence model took to complete the task',
      },
      error: {
        description:
          '`null` if `success` is `true`. Contains the error details of the failed model',
        nullable: true,
        allOf: [{ $ref: '#/components/schemas/AddonErrorDTO' }],
      },
      results: {
        description: 'The result from a specific prompt',
        nullable: true,
        allOf: [{ $ref: '#/components/schemas/AudioToLlmResultDTO' }],
      },
    },
    required: ['success', 'is_empty', 'exec_time', 'error', 'results'],
  },
  AudioToLlmListConfigDTO: {
    type: 'object',
    properties: {
      prompts: {
        description: 'The list of prompts applied on the audio transcription',
        example: ['Extract the key points from the transcription'],
        minItems: 1,
        type: 'array',
        items: { type: 'array' },
      },
    },
    required: ['prompts'],
  },
  AudioToLlmListDTO: {
    type: 'object',
    properties: {
      success: {
        type: 'boolean',
        description: 'The audio intelligence model succeeded to get a valid output',
      },
      is_empty: {
        type: 'boolean',
        description: 'The audio intelligence model returned an empty value',
      },
      exec_time: {
        type: 'number',
        description: 'Time audio intelligence model took to complete the task',
      },
      error: {
        description:
          '`null` if `success` is `true`. Contains the error details of the failed model',
        nullable: true,
        allOf: [{ $ref: '#/components/schemas/AddonErrorDTO' }],
      },
      results: {
        description: 'If `audio_to_llm` has been enabled, results of the AI custom analysis',
        nullable: true,
        type: 'array',
        items: { $ref: '#/components/schemas/AudioToLlmDTO' },
      },
    },
    required: ['success', 'is_empty', 'exec_time', 'error', 'results'],
  },
  AudioToLlmResultDTO: {
    type: 'object',
    properties: {
      prompt: { type: 'string', description: 'The prompt used', nullable: true },
      response: { type: 'string', description: 'The result of the AI analysis', nullable: true },
    },
    required: ['prompt', 'response'],
  },
  AudioUploadMetadataDTO: {
    type: 'object',
    properties: {
      id: {
        type: 'string',
        description: 'Uploaded audio file ID',
        format: 'uuid',
        example: '6c09400e-23d2-4bd2-be55-96a5ececfa3b',
      },
      filename: {
        type: 'string',
        description: 'Uploaded audio filename',
        example: 'short-audio-en-16000.wav',
      },
      source: {
        type: 'string',
        description: 'Uploaded audio source',
        format: 'uri',
        example: 'http://files.gladia.io/test/audio-transcription/short-audio-en-16000.wav',
      },
      extension: {
        type: 'string',
        description: 'Uploaded audio detected extension',
        format: 'uuid',
        example: 'wav',
      },
      size: { type: 'integer', description: 'Uploaded audio size', example: 365702 },
      audio_duration: {
        type: 'number',
        description: 'Uploaded audio duration',
        example: '4.145782',
      },
      number_of_channels: {
        type: 'integer',
        description: 'Uploaded audio channel numbers',
        example: 1,
      },
    },
    required: ['id', 'filename', 'extension', 'size', 'audio_duration', 'number_of_channels'],
  },
  AudioUploadResponse: {
    type: 'object',
    properties: {
      audio_url: {
        type: 'string',
        description: 'Uploaded audio file Gladia URL',
        format: 'uri',
        example: 'https://api.gladia.io/file/6c09400e-23d2-4bd2-be55-96a5ececfa3b',
      },
      audio_metadata: {
        description: 'Uploaded audio file detected metadata',
        allOf: [{ $ref: '#/components/schemas/AudioUploadMetadataDTO' }],
      },
    },
    required: ['audio_url', 'audio_metadata'],
  },
  CallbackConfig: {
    type: 'object',
    properties: {
      url: {
        type: 'string',
        description: 'URL on which we will do a `POST` request with configured messages',
        example: 'https://callback.example',
        format: 'uri',
      },
      receive_partial_transcripts: {
        type: 'boolean',
        description: 'If true, partial utterance will be sent to websocket.',
        default: false,
      },
      receive_final_transcripts: {
        type: 'boolean',
        description: 'If true, final utterance will be sent to websocket.',
        default: true,
      },
      receive_speech_events: {
        type: 'boolean',
        description: 'If true, begin and end speech events will be sent to websocket.',
        default: false,
      },
      receive_pre_processing_events: {
        type: 'boolean',
        description: 'If true, pre-processing events will be sent to websocket.',
        default: true,
      },
      receive_realtime_processing_events: {
        type: 'boolean',
        description: 'If true, realtime processing events will be sent to websocket.',
        default: true,
      },
      receive_post_processing_events: {
        type: 'boolean',
        description: 'If true, post-processing events will be sent to websocket.',
        default: true,
      },
      receive_acknowledgments: {
        type: 'boolean',
        description: 'If true, acknowledgments will be sent to websocket.',
        default: false,
      },
      receive_lifecycle_events: {
        type: 'boolean',
        description: 'If true, lifecycle events will be sent to websocket.',
        default: true,
      },
    },
  },
  ChapterizationDTO: {
    type: 'object',
    properties: {
      success: {
        type: 'boolean',
        description: 'The audio intelligence model succeeded to get a valid output',
      },
      is_empty: {
        type: 'boolean',
        description: 'The audio intelligence model returned an empty value',
      },
      exec_time: {
        type: 'number',
        description: 'Time audio intelligence model took to complete the task',
      },
      error: {
        description:
          '`null` if `success` is `true`. Contains the error details of the failed model',
        nullable: true,
        allOf: [{ $ref: '#/components/schemas/AddonErrorDTO' }],
      },
      results: {
        type: 'object',
        description:
          'If `chapterization` has been enabled, will generate chapters name for different parts of the given audio.',
      },
    },
    required: ['success', 'is_empty', 'exec_time', 'error', 'results'],
  },
  CodeLanguageEnum: {
    type: 'string',
    description:
      'All the detected languages in the audio sorted from the most detected to the less detected',
    enum: [
      'af',
      'sq',
      'am',
      'ar',
      'hy',
      'as',
      'ast',
      'az',
      'ba',
      'eu',
      'be',
      'bn',
      'bs',
      'br',
      'bg',
      'my',
      'ca',
      'ceb',
      'zh',
      'hr',
      'cs',
      'da',
      'nl',
      'en',
      'et',
      'fo',
      'fi',
      'fr',
      'fy',
      'ff',
      'gd',
      'gl',
      'lg',
      'ka',
      'de',
      'el',
      'gu',
      'ht',
      'ha',
      'haw',
      'he',
      'hi',
      'hu',
      'is',
      'ig',
      'ilo',
      'id',
      'ga',
      'it',
      'ja',
      'jv',
      'kn',
      'kk',
      'km',
      'ko',
      'lo',
      'la',
      'lv',
      'ln',
      'lt',
      'lb',
      'mk',
      'mg',
      'ms',
      'ml',
      'mt',
      'mi',
      'mr',
      'mo',
      'mn',
      'mymr',
      'ne',
      'no',
      'nn',
      'oc',
      'or',
      'pa',
      'ps',
      'fa',
      'pl',
      'pt',
      'pa',
      'ro',
      'ru',
      'sa',
      'sr',
      'sn',
      'sd',
      'si',
      'sk',
      'sl',
      'so',
      'es',
      'su',
      'sw',
      'ss',
      'sv',
      'tl',
      'tg',
      'ta',
      'tt',
      'te',
      'th',
      'bo',
      'tn',
      'tr',
      'tk',
      'uk',
      'ur',
      'uz',
      'vi',
      'cy',
      'wo',
      'xh',
      'yi',
      'yo',
      'zu',
    ],
  },
  CodeSwitchingConfigDTO: {
    type: 'object',
    properties: {
      languages: {
        type: 'array',
        description: 'Specify the languages you want to use when detecting multiple languages',
        default: [],
        items: {
          type: 'string',
          enum: [
            'af',
            'sq',
            'am',
            'ar',
            'hy',
            'as',
            'az',
            'ba',
            'eu',
            'be',
            'bn',
            'bs',
            'br',
            'bg',
            'ca',
            'zh',
            'hr',
            'cs',
            'da',
            'nl',
            'en',
            'et',
            'fo',
            'fi',
            'fr',
            'gl',
            'ka',
            'de',
            'el',
            'gu',
            'ht',
            'ha',
            'haw',
            'he',
            'hi',
            'hu',
            'is',
            'id',
            'it',
            'ja',
            'jv',
            'kn',
            'kk',
            'km',
            'ko',
            'lo',
            'la',
            'lv',
            'ln',
            'lt',
            'lb',
            'mk',
            'mg',
            'ms',
            'ml',
            'mt',
            'mi',
            'mr',
            'mn',
            'mymr',
            'ne',
            'no',
            'nn',
            'oc',
            'ps',
            'fa',
            'pl',
            'pt',
            'pa',
            'ro',
            'ru',
            'sa',
            'sr',
            'sn',
            'sd',
            'si',
            'sk',
            'sl',
            'so',
            'es',
            'su',
            'sw',
            'sv',
            'tl',
            'tg',
            'ta',
            'tt',
            'te',
            'th',
            'bo',
            'tr',
            'tk',
            'uk',
            'ur',
            'uz',
            'vi',
            'cy',
            'yi',
            'yo',
            'jp',
          ],
        },
      },
    },
  },
  CustomSpellingDTO: {
    type: 'object',
    properties: {
      success: {
        type: 'boolean',
        description: 'The audio intelligence model succeeded to get a valid output',
      },
      is_empty: {
        type: 'boolean',
        description: 'The audio intelligence model returned an empty value',
      },
      exec_time: {
        type: 'number',
        description: 'Time audio intelligence model took to complete the task',
      },
      error: {
        description:
          '`null` if `success` is `true`. Contains the error details of the failed model',
        nullable: true,
        allOf: [{ $ref: '#/components/schemas/AddonErrorDTO' }],
      },
      results: {
        type: 'string',
        description:
          'If `custom_spelling` has been enabled, Gladia will correct the spelling of the transcription',
      },
    },
    required: ['success', 'is_empty', 'exec_time', 'error', 'results'],
  },
  CustomSpellingDictConfigDTO: {
    type: 'object',
    properties: {
      spelling_dictionary: {
        type: 'object',
        description: 'The list of spelling applied on the audio transcription',
        example: { Gettleman: ['gettleman'], SQL: ['Sequel'] },
      },
    },
    required: ['spelling_dictionary'],
  },
  CustomVocabularyConfigDTO: {
    type: 'object',
    properties: {
      vocabulary: {
        description: 'Specific vocabulary list to feed the transcription model with',
        example: ['Gladia'],
        type: 'array',
        items: { type: 'string' },
      },
    },
  },
  DetectionCodeLanguageEnum: {
    type: 'string',
    description: 'Set the spoken language for the given audio (ISO 639 standard)',
    enum: [
      'af',
      'sq',
      'am',
      'ar',
      'hy',
      'as',
      'az',
      'ba',
      'eu',
      'be',
      'bn',
      'bs',
      'br',
      'bg',
      'ca',
      'zh',
      'hr',
      'cs',
      'da',
      'nl',
      'en',
      'et',
      'fo',
      'fi',
      'fr',
      'gl',
      'ka',
      'de',
      'el',
      'gu',
      'ht',
      'ha',
      'haw',
      'he',
      'hi',
      'hu',
      'is',
      'id',
      'it',
      'ja',
      'jv',
      'kn',
      'kk',
      'km',
      'ko',
      'lo',
      'la',
      'lv',
      'ln',
      'lt',
      'lb',
      'mk',
      'mg',
      'ms',
      'ml',
      'mt',
      'mi',
      'mr',
      'mn',
      'mymr',
      'ne',
      'no',
      'nn',
      'oc',
      'ps',
      'fa',
      'pl',
      'pt',
      'pa',
      'ro',
      'ru',
      'sa',
      'sr',
      'sn',
      'sd',
      'si',
      'sk',
      'sl',
      'so',
      'es',
      'su',
      'sw',
      'sv',
      'tl',
      'tg',
      'ta',
      'tt',
      'te',
      'th',
      'bo',
      'tr',
      'tk',
      'uk',
      'ur',
      'uz',
      'vi',
      'cy',
      'yi',
      'yo',
      'jp',
    ],
  },
  DiarizationConfigDTO: {
    type: 'object',
    properties: {
      number_of_speakers: {
        type: 'integer',
        description: 'Exact number of speakers in the audio',
        example: 2,
        minimum: 0,
      },
      min_speakers: {
        type: 'integer',
        description: 'Minimum number of speakers in the audio',
        example: 1,
        minimum: 0,
      },
      max_speakers: {
        type: 'integer',
        description: 'Maximum number of speakers in the audio',
        example: 2,
        minimum: 0,
      },
    },
  },
  DisplayModeDTO: {
    type: 'object',
    properties: {
      success: {
        type: 'boolean',
        description: 'The audio intelligence model succeeded to get a valid output',
      },
      is_empty: {
        type: 'boolean',
        description: 'The audio intelligence model returned an empty value',
      },
      exec_time: {
        type: 'number',
        description: 'Time audio intelligence model took to complete the task',
      },
      error: {
        description:
          '`null` if `success` is `true`. Contains the error details of the failed model',
        nullable: true,
        allOf: [{ $ref: '#/components/schemas/AddonErrorDTO' }],
      },
      results: {
        description: 'If `display_mode` has been enabled, proposes an alternative display output.',
        nullable: true,
        type: 'array',
        items: { type: 'string' },
      },
    },
    required: ['success', 'is_empty', 'exec_time', 'error', 'results'],
  },
  FileResponse: {
    type: 'object',
    properties: {
      id: { type: 'string', description: 'The file id' },
      filename: { type: 'string', nullable: true, description: 'The name of the uploaded file' },
      source: {
        type: 'string',
        nullable: true,
        description: 'The link used to download the file if audio_url was used',
      },
      audio_duration: {
        type: 'number',
        nullable: true,
        description: 'Duration of the audio file',
        example: 3600,
      },
      number_of_channels: {
        type: 'integer',
        nullable: true,
        description: 'Number of channels in the audio file',
        minimum: 1,
        example: 1,
      },
    },
    required: ['id', 'filename', 'source', 'audio_duration', 'number_of_channels'],
  },
  InitPreRecordedTranscriptionResponse: {
    type: 'object',
    properties: {
      id: {
        type: 'string',
        description: 'Id of the job',
        format: 'uuid',
        example: '45463597-20b7-4af7-b3b3-f5fb778203ab',
      },
      result_url: {
        type: 'string',
        description: 'Prebuilt URL with your transcription `id` to fetch the result',
        example: 'https://api.gladia.io/v2/transcription/45463597-20b7-4af7-b3b3-f5fb778203ab',
        format: 'uri',
      },
    },
    required: ['id', 'result_url'],
  },
  InitStreamingResponse: {
    type: 'object',
    properties: {
      id: {
        type: 'string',
        description: 'Id of the job',
        format: 'uuid',
        example: '45463597-20b7-4af7-b3b3-f5fb778203ab',
      },
      url: {
        type: 'string',
        description:
          'The websocket url to connect to for sending audio data. The url will contain the temporary token to authenticate the session.',
        example: 'wss://api.gladia.io/v2/transcription?token=4a39145c-2844-4557-8f34-34883f7be7d9',
        format: 'uri',
      },
    },
    required: ['id', 'url'],
  },
  InitTranscriptionRequest: {
    type: 'object',
    properties: {
      context_prompt: {
        type: 'string',
        description:
          '**[Alpha]** Context to feed the transcription model with for possible better accuracy',
      },
      custom_vocabulary: {
        description: '**[Alpha]** Specific vocabulary list to feed the transcription model with',
        default: [],
        type: 'array',
        items: { type: 'string' },
      },
      detect_language: {
        type: 'boolean',
        description: 'Detect the language from the given audio',
        default: true,
      },
      enable_code_switching: {
        type: 'boolean',
        description: 'Detect multiple languages in the given audio',
        default: false,
      },
      code_switching_config: {
        description: 'Specify the configuration for code switching',
        allOf: [{ $ref: '#/components/schemas/CodeSwitchingConfigDTO' }],
      },
      language: { example: 'en', $ref: '#/components/schemas/DetectionCodeLanguageEnum' },
      callback_url: {
        type: 'string',
        description:
          'Callback URL we will do a `POST` request to with the result of the transcription',
        example: 'http://callback.example',
        format: 'uri',
      },
      subtitles: {
        type: 'boolean',
        description: 'Enable subtitles generation for this transcription',
        default: false,
      },
      subtitles_config: {
        description: 'Configuration for subtitles generation if `subtitles` is enabled',
        allOf: [{ $ref: '#/components/schemas/SubtitlesConfigDTO' }],
      },
      diarization: {
        type: 'boolean',
        description: 'Enable speaker recognition (diarization) for this audio',
        default: false,
      },
      diarization_config: {
        description: 'Speaker recognition configuration, if `diarization` is enabled',
        allOf: [{ $ref: '#/components/schemas/DiarizationConfigDTO' }],
      },
      translation: {
        type: 'boolean',
        description: '**[Beta]** Enable translation for this audio',
        default: false,
      },
      translation_config: {
        description: '**[Beta]** Translation configuration, if `translation` is enabled',
        allOf: [{ $ref: '#/components/schemas/TranslationConfigDTO' }],
      },
      summarization: {
        type: 'boolean',
        description: '**[Beta]** Enable summarization for this audio',
        default: false,
      },
      summarization_config: {
        description: '**[Beta]** Summarization configuration, if `summarization` is enabled',
        allOf: [{ $ref: '#/components/schemas/SummarizationConfigDTO' }],
      },
      moderation: {
        type: 'boolean',
        description: '**[Alpha]** Enable moderation for this audio',
        default: false,
      },
      named_entity_recognition: {
        type: 'boolean',
        description: '**[Alpha]** Enable named entity recognition for this audio',
        default: false,
      },
      chapterization: {
        type: 'boolean',
        description: '**[Alpha]** Enable chapterization for this audio',
        default: false,
      },
      name_consistency: {
        type: 'boolean',
        description: '**[Alpha]** Enable names consistency for this audio',
        default: false,
      },
      custom_spelling: {
        type: 'boolean',
        description: '**[Alpha]** Enable custom spelling for this audio',
        default: false,
      },
      custom_spelling_config: {
        description: '**[Alpha]** Custom spelling configuration, if `custom_spelling` is enabled',
        allOf: [{ $ref: '#/components/schemas/CustomSpellingDictConfigDTO' }],
      },
      structured_data_extraction: {
        type: 'boolean',
        description: '**[Alpha]** Enable structured data extraction for this audio',
        default: false,
      },
      structured_data_extraction_config: {
        description:
          '**[Alpha]** Structured data extraction configuration, if `structured_data_extraction` is enabled',
        allOf: [{ $ref: '#/components/schemas/StructuredDataExtractionConfigDTO' }],
      },
      sentiment_analysis: {
        type: 'boolean',
        description: '**[Alpha]** Enable sentiment analysis for this audio',
        default: false,
      },
      audio_to_llm: {
        type: 'boolean',
        description: '**[Alpha]** Enable audio to llm processing for this audio',
        default: false,
      },
      audio_to_llm_config: {
        description: '**[Alpha]** Audio to llm configuration, if `audio_to_llm` is enabled',
        allOf: [{ $ref: '#/components/schemas/AudioToLlmListConfigDTO' }],
      },
      custom_metadata: {
        type: 'object',
        description: 'Custom metadata you can attach to this transcription',
      },
      sentences: {
        type: 'boolean',
        description: 'Enable sentences for this audio',
        default: false,
      },
      display_mode: {
        type: 'boolean',
        description:
          '**[Alpha]** Allows to change the output display_mode for this audio. The output will be reordered, creating new utterances when speakers overlapped',
        default: false,
      },
      audio_url: {
        type: 'string',
        description: 'URL to a Gladia file or to an external audio or video file',
        example: 'http://files.gladia.io/example/audio-transcription/split_infinity.wav',
        format: 'uri',
      },
    },
    required: ['audio_url'],
  },
  LanguageConfig: {
    type: 'object',
    properties: {
      languages: {
        type: 'array',
        description:
          'If one language is set, it will be used for the transcription. Otherwise, language will be auto-detected by the model. If multiple languages are set, the model will only detect between those languages.',
        default: [],
        items: {
          type: 'string',
          enum: [
            'af',
            'sq',
            'am',
            'ar',
            'hy',
            'as',
            'az',
            'ba',
            'eu',
            'be',
            'bn',
            'bs',
            'br',
            'bg',
            'ca',
            'zh',
            'hr',
            'cs',
            'da',
            'nl',
            'en',
            'et',
            'fo',
            'fi',
            'fr',
            'gl',
            'ka',
            'de',
            'el',
            'gu',
            'ht',
            'ha',
            'haw',
            'he',
            'hi',
            'hu',
            'is',
            'id',
            'it',
            'ja',
            'jv',
            'kn',
            'kk',
            'km',
            'ko',
            'lo',
            'la',
            'lv',
            'ln',
            'lt',
            'lb',
            'mk',
            'mg',
            'ms',
            'ml',
            'mt',
            'mi',
            'mr',
            'mn',
            'mymr',
            'ne',
            'no',
            'nn',
            'oc',
            'ps',
            'fa',
            'pl',
            'pt',
            'pa',
            'ro',
            'ru',
            'sa',
            'sr',
            'sn',
            'sd',
            'si',
            'sk',
            'sl',
            'so',
            'es',
            'su',
            'sw',
            'sv',
            'tl',
            'tg',
            'ta',
            'tt',
            'te',
            'th',
            'bo',
            'tr',
            'tk',
            'uk',
            'ur',
            'uz',
            'vi',
            'cy',
            'yi',
            'yo',
            'jp',
          ],
        },
      },
      code_switching: {
        type: 'boolean',
        description:
          'If true, language will be auto-detected on each utterance. Otherwise, language will be auto-detected on first utterance and then used for the rest of the transcription. If one language is set, this option will be ignored.',
        default: false,
      },
    },
  },
  ListPreRecordedResponse: {
    type: 'object',
    properties: {
      first: {
        type: 'string',
        description: 'URL to fetch the first page',
        format: 'uri',
        example: 'https://api.gladia.io/v2/transcription?status=done&offset=0&limit=20',
      },
      current: {
        type: 'string',
        description: 'URL to fetch the current page',
        format: 'uri',
        example: 'https://api.gladia.io/v2/transcription?status=done&offset=0&limit=20',
      },
      next: {
        type: 'string',
        description: 'URL to fetch the next page',
        format: 'uri',
        example: 'https://api.gladia.io/v2/transcription?status=done&offset=20&limit=20',
        nullable: true,
      },
      items: {
        description: 'List of pre-recorded transcriptions',
        type: 'array',
        items: { $ref: '#/components/schemas/PreRecordedResponse' },
      },
    },
    required: ['first', 'current', 'next', 'items'],
  },
  ListStreamingResponse: {
    type: 'object',
    properties: {
      first: {
        type: 'string',
        description: 'URL to fetch the first page',
        format: 'uri',
        example: 'https://api.gladia.io/v2/transcription?status=done&offset=0&limit=20',
      },
      current: {
        type: 'string',
        description: 'URL to fetch the current page',
        format: 'uri',
        example: 'https://api.gladia.io/v2/transcription?status=done&offset=0&limit=20',
      },
      next: {
        type: 'string',
        description: 'URL to fetch the next page',
        format: 'uri',
        example: 'https://api.gladia.io/v2/transcription?status=done&offset=20&limit=20',
        nullable: true,
      },
      items: {
        description: 'List of live transcriptions',
        type: 'array',
        items: { $ref: '#/components/schemas/StreamingResponse' },
      },
    },
    required: ['first', 'current', 'next', 'items'],
  },
  ListTranscriptionResponse: {
    type: 'object',
    properties: {
      first: {
        type: 'string',
        description: 'URL to fetch the first page',
        format: 'uri',
        example: 'https://api.gladia.io/v2/transcription?status=done&offset=0&limit=20',
      },
      current: {
        type: 'string',
        description: 'URL to fetch the current page',
        format: 'uri',
        example: 'https://api.gladia.io/v2/transcription?status=done&offset=0&limit=20',
      },
      next: {
        type: 'string',
        description: 'URL to fetch the next page',
        format: 'uri',
        example: 'https://api.gladia.io/v2/transcription?status=done&offset=20&limit=20',
        nullable: true,
      },
      items: {
        description: 'List of transcriptions',
        discriminator: {
          propertyName: 'kind',
          mapping: {
            'pre-recorded': '#/components/schemas/PreRecordedResponse',
            live: '#/components/schemas/StreamingResponse',
          },
        },
        type: 'array',
        items: {
          oneOf: [
            { $ref: '#/components/schemas/PreRecordedResponse' },
            { $ref: '#/components/schemas/StreamingResponse' },
          ],
        },
      },
    },
    required: ['first', 'current', 'next', 'items'],
  },
  LlmPromptDTO: {
    type: 'object',
    properties: {
      title: {
        type: 'string',
        description: 'The title of the prompt',
        example: 'Key points',
        minLength: 1,
        maxLength: 200,
      },
      prompt: {
        type: 'string',
        description: 'The prompt to apply',
        example: 'Extract the key points from the transcription',
        minLength: 1,
        maxLength: 100000,
      },
    },
    required: ['title', 'prompt'],
  },
  LlmPromptsConfigDTO: {
    type: 'object',
    properties: {
      prompts: {
        description: 'The list of prompts applied on the audio transcription',
        minItems: 1,
        maxItems: 20,
        type: 'array',
        items: { $ref: '#/components/schemas/LlmPromptDTO' },
      },
    },
    required: ['prompts'],
  },
  MessagesConfig: {
    type: 'object',
    properties: {
      receive_partial_transcripts: {
        type: 'boolean',
        description: 'If true, partial utterance will be sent to websocket.',
        default: true,
      },
      receive_final_transcripts: {
        type: 'boolean',
        description: 'If true, final utterance will be sent to websocket.',
        default: true,
      },
      receive_speech_events: {
        type: 'boolean',
        description: 'If true, begin and end speech events will be sent to websocket.',
        default: true,
      },
      receive_pre_processing_events: {
        type: 'boolean',
        description: 'If true, pre-processing events will be sent to websocket.',
        default: true,
      },
      receive_realtime_processing_events: {
        type: 'boolean',
        description: 'If true, realtime processing events will be sent to websocket.',
        default: true,
      },
      receive_post_processing_events: {
        type: 'boolean',
        description: 'If true, post-processing events will be sent to websocket.',
        default: true,
      },
      receive_acknowledgments: {
        type: 'boolean',
        description: 'If true, acknowledgments will be sent to websocket.',
        default: true,
      },
      receive_lifecycle_events: {
        type: 'boolean',
        description: 'If true, lifecycle events will be sent to websocket.',
        default: false,
      },
    },
  },
  ModerationDTO: {
    type: 'object',
    properties: {
      success: {
        type: 'boolean',
        description: 'The audio intelligence model succeeded to get a valid output',
      },
      is_empty: {
        type: 'boolean',
        description: 'The audio intelligence model returned an empty value',
      },
      exec_time: {
        type: 'number',
        description: 'Time audio intelligence model took to complete the task',
      },
      error: {
        description:
          '`null` if `success` is `true`. Contains the error details of the failed model',
        nullable: true,
        allOf: [{ $ref: '#/components/schemas/AddonErrorDTO' }],
      },
      results: {
        type: 'string',
        description: 'If `moderation` has been enabled, moderated transcription',
        nullable: true,
      },
    },
    required: ['success', 'is_empty', 'exec_time', 'error', 'results'],
  },
  NamedEntityRecognitionDTO: {
    type: 'object',
    properties: {
      success: {
        type: 'boolean',
        description: 'The audio intelligence model succeeded to get a valid output',
      },
      is_empty: {
        type: 'boolean',
        description: 'The audio intelligence model returned an empty value',
      },
      exec_time: {
        type: 'number',
        description: 'Time audio intelligence model took to complete the task',
      },
      error: {
        description:
          '`null` if `success` is `true`. Contains the error details of the failed model',
        nullable: true,
        allOf: [{ $ref: '#/components/schemas/AddonErrorDTO' }],
      },
      entity: {
        type: 'string',
        description: 'If `named_entity_recognition` has been enabled, the detected entities.',
      },
    },
    required: ['success', 'is_empty', 'exec_time', 'error', 'entity'],
  },
  NamesConsistencyDTO: {
    type: 'object',
    properties: {
      success: {
        type: 'boolean',
        description: 'The audio intelligence model succeeded to get a valid output',
      },
      is_empty: {
        type: 'boolean',
        description: 'The audio intelligence model returned an empty value',
      },
      exec_time: {
        type: 'number',
        description: 'Time audio intelligence model took to complete the task',
      },
      error: {
        description:
          '`null` if `success` is `true`. Contains the error details of the failed model',
        nullable: true,
        allOf: [{ $ref: '#/components/schemas/AddonErrorDTO' }],
      },
      results: {
        type: 'string',
        description:
          'If `name_consistency` has been enabled, Gladia will improve the consistency of the names across the transcription',
      },
    },
    required: ['success', 'is_empty', 'exec_time', 'error', 'results'],
  },
  PostProcessingConfig: {
    type: 'object',
    properties: {
      summarization: {
        type: 'boolean',
        description: 'If true, generates summarization for the whole transcription.',
        default: false,
      },
      summarization_config: {
        description: 'Summarization configuration, if `summarization` is enabled',
        allOf: [{ $ref: '#/components/schemas/SummarizationConfigDTO' }],
      },
      chapterization: {
        type: 'boolean',
        description: 'If true, generates chapters for the whole transcription.',
        default: false,
      },
      llm_prompts: {
        type: 'boolean',
        description: 'If true, calls LLM with specified prompts.',
        default: false,
      },
      llm_prompts_config: {
        description: 'LLM prompts configuration, if `llm_prompts` is enabled',
        allOf: [{ $ref: '#/components/schemas/LlmPromptsConfigDTO' }],
      },
    },
  },
  PreProcessingConfig: {
    type: 'object',
    properties: {
      audio_enhancer: {
        type: 'boolean',
        description: 'If true, apply pre-processing to the audio stream to enhance the quality.',
        default: false,
      },
    },
  },
  PreRecordedRequestParamsResponse: {
    type: 'object',
    properties: {
      context_prompt: {
        type: 'string',
        description:
          '**[Alpha]** Context to feed the transcription model with for possible better accuracy',
      },
      custom_vocabulary: {
        description: '**[Alpha]** Specific vocabulary list to feed the transcription model with',
        default: [],
        type: 'array',
        items: { type: 'string' },
      },
      detect_language: {
        type: 'boolean',
        description: 'Detect the language from the given audio',
        default: true,
      },
      enable_code_switching: {
        type: 'boolean',
        description: 'Detect multiple languages in the given audio',
        default: false,
      },
      code_switching_config: {
        description: 'Specify the configuration for code switching',
        allOf: [{ $ref: '#/components/schemas/CodeSwitchingConfigDTO' }],
      },
      language: { example: 'en', $ref: '#/components/schemas/DetectionCodeLanguageEnum' },
      callback_url: {
        type: 'string',
        description:
          'Callback URL we will do a `POST` request to with the result of the transcription',
        example: 'http://callback.example',
        format: 'uri',
      },
      subtitles: {
        type: 'boolean',
        description: 'Enable subtitles generation for this transcription',
        default: false,
      },
      subtitles_config: {
        description: 'Configuration for subtitles generation if `subtitles` is enabled',
        allOf: [{ $ref: '#/components/schemas/SubtitlesConfigDTO' }],
      },
      diarization: {
        type: 'boolean',
        description: 'Enable speaker recognition (diarization) for this audio',
        default: false,
      },
      diarization_config: {
        description: 'Speaker recognition configuration, if `diarization` is enabled',
        allOf: [{ $ref: '#/components/schemas/DiarizationConfigDTO' }],
      },
      translation: {
        type: 'boolean',
        description: '**[Beta]** Enable translation for this audio',
        default: false,
      },
      translation_config: {
        description: '**[Beta]** Translation configuration, if `translation` is enabled',
        allOf: [{ $ref: '#/components/schemas/TranslationConfigDTO' }],
      },
      summarization: {
        type: 'boolean',
        description: '**[Beta]** Enable summarization for this audio',
        default: false,
      },
      summarization_config: {
        description: '**[Beta]** Summarization configuration, if `summarization` is enabled',
        allOf: [{ $ref: '#/components/schemas/SummarizationConfigDTO' }],
      },
      moderation: {
        type: 'boolean',
        description: '**[Alpha]** Enable moderation for this audio',
        default: false,
      },
      named_entity_recognition: {
        type: 'boolean',
        description: '**[Alpha]** Enable named entity recognition for this audio',
        default: false,
      },
      chapterization: {
        type: 'boolean',
        description: '**[Alpha]** Enable chapterization for this audio',
        default: false,
      },
      name_consistency: {
        type: 'boolean',
        description: '**[Alpha]** Enable names consistency for this audio',
        default: false,
      },
      custom_spelling: {
        type: 'boolean',
        description: '**[Alpha]** Enable custom spelling for this audio',
        default: false,
      },
      custom_spelling_config: {
        description: '**[Alpha]** Custom spelling configuration, if `custom_spelling` is enabled',
        allOf: [{ $ref: '#/components/schemas/CustomSpellingDictConfigDTO' }],
      },
      structured_data_extraction: {
        type: 'boolean',
        description: '**[Alpha]** Enable structured data extraction for this audio',
        default: false,
      },
      structured_data_extraction_config: {
        description:
          '**[Alpha]** Structured data extraction configuration, if `structured_data_extraction` is enabled',
        allOf: [{ $ref: '#/components/schemas/StructuredDataExtractionConfigDTO' }],
      },
      sentiment_analysis: {
        type: 'boolean',
        description: '**[Alpha]** Enable sentiment analysis for this audio',
        default: false,
      },
      audio_to_llm: {
        type: 'boolean',
        description: '**[Alpha]** Enable audio to llm processing for this audio',
        default: false,
      },
      audio_to_llm_config: {
        description: '**[Alpha]** Audio to llm configuration, if `audio_to_llm` is enabled',
        allOf: [{ $ref: '#/components/schemas/AudioToLlmListConfigDTO' }],
      },
      sentences: {
        type: 'boolean',
        description: 'Enable sentences for this audio',
        default: false,
      },
      display_mode: {
        type: 'boolean',
        description:
          '**[Alpha]** Allows to change the output display_mode for this audio. The output will be reordered, creating new utterances when speakers overlapped',
        default: false,
      },
      audio_url: { type: 'string', format: 'uri', nullable: true },
    },
    required: ['audio_url'],
  },
  PreRecordedResponse: {
    type: 'object',
    properties: {
      id: {
        type: 'string',
        description: 'Id of the job',
        format: 'uuid',
        example: '45463597-20b7-4af7-b3b3-f5fb778203ab',
      },
      request_id: { type: 'string', description: 'Debug id', example: 'G-45463597' },
      version: { type: 'integer', description: 'API version', example: 2 },
      status: {
        type: 'string',
        description:
          '"queued": the job has been queued. "processing": the job is being processed. "done": the job has been processed and the result is available. "error": an error occurred during the job\'s processing.',
        enum: ['queued', 'processing', 'done', 'error'],
      },
      created_at: {
        type: 'string',
        description: 'Creation date',
        example: '2023-12-28T09:04:17.210Z',
      },
      completed_at: {
        type: 'string',
        description: 'Completion date when status is "done" or "error"',
        example: '2023-12-28T09:04:37.210Z',
        nullable: true,
      },
      custom_metadata: {
        type: 'object',
        description: 'Custom metadata given in the initial request',
        nullable: true,
      },
      error_code: {
        type: 'integer',
        description: 'HTTP status code of the error if status is "error"',
        minimum: 400,
        maximum: 599,
        example: 500,
        nullable: true,
      },
      kind: {
        type: 'string',
        enum: ['pre-recorded'],
        example: 'pre-recorded',
        default: 'pre-recorded',
      },
      file: {
        description: 'The file data you uploaded. Can be null if status is "error"',
        nullable: true,
        allOf: [{ $ref: '#/components/schemas/FileResponse' }],
      },
      request_params: {
        description:
          'Parameters used for this pre-recorded transcription. Can be null if status is "error"',
        nullable: true,
        allOf: [{ $ref: '#/components/schemas/PreRecordedRequestParamsResponse' }],
      },
      result: {
        description: 'Pre-recorded transcription\'s result when status is "done"',
        nullable: true,
        allOf: [{ $ref: '#/components/schemas/TranscriptionResultDTO' }],
      },
    },
    required: ['id', 'request_id', 'version', 'status', 'created_at', 'kind'],
  },
  RealtimeProcessingConfig: {
    type: 'object',
    properties: {
      words_accurate_timestamps: {
        type: 'boolean',
        description:
          'If true, accurate timestamps will be provided for each word in the transcription.',
        default: false,
      },
      custom_vocabulary: {
        type: 'boolean',
        description: 'If true, enable custom vocabulary for the transcription.',
        default: false,
      },
      custom_vocabulary_config: {
        description: 'Custom vocabulary configuration, if `custom_vocabulary` is enabled',
        allOf: [{ $ref: '#/components/schemas/CustomVocabularyConfigDTO' }],
      },
      named_entity_recognition: {
        type: 'boolean',
        description: 'If true, enable named entity recognition for the transcription.',
        default: false,
      },
      sentiment_analysis: {
        type: 'boolean',
        description: 'If true, enable sentiment analysis for the transcription.',
        default: false,
      },
    },
  },
  SentencesDTO: {
    type: 'object',
    properties: {
      success: {
        type: 'boolean',
        description: 'The audio intelligence model succeeded to get a valid output',
      },
      is_empty: {
        type: 'boolean',
        description: 'The audio intelligence model returned an empty value',
      },
      exec_time: {
        type: 'number',
        description: 'Time audio intelligence model took to complete the task',
      },
      error: {
        description:
          '`null` if `success` is `true`. Contains the error details of the failed model',
        nullable: true,
        allOf: [{ $ref: '#/components/schemas/AddonErrorDTO' }],
      },
      results: {
        description: 'If `sentences` has been enabled, transcription as sentences.',
        nullable: true,
        type: 'array',
        items: { type: 'string' },
      },
    },
    required: ['success', 'is_empty', 'exec_time', 'error', 'results'],
  },
  SentimentAnalysisDTO: {
    type: 'object',
    properties: {
      success: {
        type: 'boolean',
        description: 'The audio intelligence model succeeded to get a valid output',
      },
      is_empty: {
        type: 'boolean',
        description: 'The audio intelligence model returned an empty value',
      },
      exec_time: {
        type: 'number',
        description: 'Time audio intelligence model took to complete the task',
      },
      error: {
        description:
          '`null` if `success` is `true`. Contains the error details of the failed model',
        nullable: true,
        allOf: [{ $ref: '#/components/schemas/AddonErrorDTO' }],
      },
      results: {
        type: 'string',
        description:
          'If `sentiment_analysis` has been enabled, Gladia will analyze the sentiments and emotions of the audio',
      },
    },
    required: ['success', 'is_empty', 'exec_time', 'error', 'results'],
  },
  StreamingModelEnum: {
    type: 'string',
    description:
      'The transcription model to use. The "fast" model is optimized for speed, while the "accurate" model is optimized for accuracy',
    default: 'fast',
    enum: ['fast', 'accurate'],
  },
  StreamingRequest: {
    type: 'object',
    properties: {
      encoding: { $ref: '#/components/schemas/StreamingSupportedEncodingEnum' },
      bit_depth: { $ref: '#/components/schemas/StreamingSupportedBitDepthEnum' },
      sample_rate: { $ref: '#/components/schemas/StreamingSupportedSampleRateEnum' },
      channels: {
        type: 'integer',
        description: 'The number of channels of the audio stream',
        default: 1,
        minimum: 1,
        maximum: 8,
      },
      model: { $ref: '#/components/schemas/StreamingModelEnum' },
      custom_metadata: {
        type: 'object',
        description: 'Custom metadata you can attach to this live transcription',
        example: { user: 'John Doe' },
      },
      endpointing: {
        type: 'number',
        description:
          'The endpointing duration in seconds. Endpointing is the duration of silence which will cause an utterance to be considered as finished',
        default: 0.3,
        minimum: 0.01,
        maximum: 10,
      },
      maximum_duration_without_endpointing: {
        type: 'number',
        description:
          'The maximum duration in seconds without endpointing. If endpointing is not detected after this duration, current utterance will be considered as finished',
        default: 30,
        minimum: 5,
        maximum: 60,
      },
      language_config: {
        description: 'Specify the language configuration',
        allOf: [{ $ref: '#/components/schemas/LanguageConfig' }],
      },
      pre_processing: {
        description: 'Specify the pre-processing configuration',
        allOf: [{ $ref: '#/components/schemas/PreProcessingConfig' }],
      },
      realtime_processing: {
        description: 'Specify the realtime processing configuration',
        allOf: [{ $ref: '#/components/schemas/RealtimeProcessingConfig' }],
      },
      post_processing: {
        description: 'Specify the post-processing configuration',
        allOf: [{ $ref: '#/components/schemas/PostProcessingConfig' }],
      },
      messages_config: {
        description: 'Specify the websocket messages configuration',
        allOf: [{ $ref: '#/components/schemas/MessagesConfig' }],
      },
      callback: {
        type: 'boolean',
        description: 'If true, messages will be sent to configured url.',
        default: false,
      },
      callback_config: {
        description: 'Specify the callback configuration',
        allOf: [{ $ref: '#/components/schemas/CallbackConfig' }],
      },
    },
  },
  StreamingRequestParamsResponse: {
    type: 'object',
    properties: {
      encoding: { $ref: '#/components/schemas/StreamingSupportedEncodingEnum' },
      bit_depth: { $ref: '#/components/schemas/StreamingSupportedBitDepthEnum' },
      sample_rate: { $ref: '#/components/schemas/StreamingSupportedSampleRateEnum' },
      channels: {
        type: 'integer',
        description: 'The number of channels of the audio stream',
        default: 1,
        minimum: 1,
        maximum: 8,
      },
      model: { $ref: '#/components/schemas/StreamingModelEnum' },
      endpointing: {
        type: 'number',
        description:
          'The endpointing duration in seconds. Endpointing is the duration of silence which will cause an utterance to be considered as finished',
        default: 0.3,
        minimum: 0.01,
        maximum: 10,
      },
      maximum_duration_without_endpointing: {
        type: 'number',
        description:
          'The maximum duration in seconds without endpointing. If endpointing is not detected after this duration, current utterance will be considered as finished',
        default: 30,
        minimum: 5,
        maximum: 60,
      },
      language_config: {
        description: 'Specify the language configuration',
        allOf: [{ $ref: '#/components/schemas/LanguageConfig' }],
      },
      pre_processing: {
        description: 'Specify the pre-processing configuration',
        allOf: [{ $ref: '#/components/schemas/PreProcessingConfig' }],
      },
      realtime_processing: {
        description: 'Specify the realtime processing configuration',
        allOf: [{ $ref: '#/components/schemas/RealtimeProcessingConfig' }],
      },
      post_processing: {
        description: 'Specify the post-processing configuration',
        allOf: [{ $ref: '#/components/schemas/PostProcessingConfig' }],
      },
      messages_config: {
        description: 'Specify the websocket messages configuration',
        allOf: [{ $ref: '#/components/schemas/MessagesConfig' }],
      },
      callback: {
        type: 'boolean',
        description: 'If true, messages will be sent to configured url.',
        default: false,
      },
      callback_config: {
        description: 'Specify the callback configuration',
        allOf: [{ $ref: '#/components/schemas/CallbackConfig' }],
      },
    },
  },
  StreamingResponse: {
    type: 'object',
    properties: {
      id: {
        type: 'string',
        description: 'Id of the job',
        format: 'uuid',
        example: '45463597-20b7-4af7-b3b3-f5fb778203ab',
      },
      request_id: { type: 'string', description: 'Debug id', example: 'G-45463597' },
      version: { type: 'integer', description: 'API version', example: 2 },
      status: {
        type: 'string',
        description:
          '"queued": the job has been queued. "processing": the job is being processed. "done": the job has been processed and the result is available. "error": an error occurred during the job\'s processing.',
        enum: ['queued', 'processing', 'done', 'error'],
      },
      created_at: {
        type: 'string',
        description: 'Creation date',
        example: '2023-12-28T09:04:17.210Z',
      },
      completed_at: {
        type: 'string',
        description: 'Completion date when status is "done" or "error"',
        example: '2023-12-28T09:04:37.210Z',
        nullable: true,
      },
      custom_metadata: {
        type: 'object',
        description: 'Custom metadata given in the initial request',
        nullable: true,
      },
      error_code: {
        type: 'integer',
        description: 'HTTP status code of the error if status is "error"',
        minimum: 400,
        maximum: 599,
        example: 500,
        nullable: true,
      },
      kind: { type: 'string', enum: ['live'], example: 'live', default: 'live' },
      file: {
        description: 'The file data you uploaded. Can be null if status is "error"',
        nullable: true,
        allOf: [{ $ref: '#/components/schemas/FileResponse' }],
      },
      request_params: {
        description:
          'Parameters used for this live transcription. Can be null if status is "error"',
        nullable: true,
        allOf: [{ $ref: '#/components/schemas/StreamingRequestParamsResponse' }],
      },
      result: {
        description: 'Live transcription\'s result when status is "done"',
        nullable: true,
        allOf: [{ $ref: '#/components/schemas/TranscriptionResultDTO' }],
      },
    },
    required: ['id', 'request_id', 'version', 'status', 'created_at', 'kind'],
  },
  StreamingSupportedBitDepthEnum: {
    type: 'number',
    description: 'The bit depth of the audio stream',
    default: 16,
    enum: [8, 16, 24, 32],
  },
  StreamingSupportedEncodingEnum: {
    type: 'string',
    description:
      'The encoding format of the audio stream. We support 8, 16, 24 and 32 bits PCM, 8 bits A-law, and 8 bits \u03bc-law.',
    default: 'wav/pcm',
    enum: ['wav/pcm', 'wav/alaw', 'wav/ulaw'],
  },
  StreamingSupportedSampleRateEnum: {
    type: 'number',
    description: 'The sample rate of the audio stream',
    default: 16000,
    enum: [8000, 16000, 32000, 44100, 48000],
  },
  StructuredDataExtractionConfigDTO: {
    type: 'object',
    properties: {
      classes: {
        description: 'The list of classes to extract from the audio transcription',
        example: ['Persons', 'Organizations'],
        minItems: 1,
        type: 'array',
        items: { type: 'array' },
      },
    },
    required: ['classes'],
  },
  StructuredDataExtractionDTO: {
    type: 'object',
    properties: {
      success: {
        type: 'boolean',
        description: 'The audio intelligence model succeeded to get a valid output',
      },
      is_empty: {
        type: 'boolean',
        description: 'The audio intelligence model returned an empty value',
      },
      exec_time: {
        type: 'number',
        description: 'Time audio intelligence model took to complete the task',
      },
      error: {
        description:
          '`null` if `success` is `true`. Contains the error details of the failed model',
        nullable: true,
        allOf: [{ $ref: '#/components/schemas/AddonErrorDTO' }],
      },
      results: {
        type: 'string',
        description:
          'If `structured_data_extraction` has been enabled, results of the AI structured data extraction for the defined classes.',
      },
    },
    required: ['success', 'is_empty', 'exec_time', 'error', 'results'],
  },
  SubtitleDTO: {
    type: 'object',
    properties: {
      format: { example: 'srt', $ref: '#/components/schemas/SubtitlesFormatEnum' },
      subtitles: { type: 'string', description: 'Transcription on the asked subtitle format' },
    },
    required: ['format', 'subtitles'],
  },
  SubtitlesConfigDTO: {
    type: 'object',
    properties: {
      formats: {
        type: 'array',
        minItems: 1,
        items: { $ref: '#/components/schemas/SubtitlesFormatEnum' },
      },
    },
  },
  SubtitlesFormatEnum: {
    type: 'string',
    description: 'Subtitles formats you want your transcription to be formatted to',
    default: ['srt'],
    enum: ['srt', 'vtt'],
  },
  SummarizationConfigDTO: {
    type: 'object',
    properties: { type: { $ref: '#/components/schemas/SummaryTypesEnum' } },
  },
  SummarizationDTO: {
    type: 'object',
    properties: {
      success: {
        type: 'boolean',
        description: 'The audio intelligence model succeeded to get a valid output',
      },
      is_empty: {
        type: 'boolean',
        description: 'The audio intelligence model returned an empty value',
      },
      exec_time: {
        type: 'number',
        description: 'Time audio intelligence model took to complete the task',
      },
      error: {
        description:
          '`null` if `success` is `true`. Contains the error details of the failed model',
        nullable: true,
        allOf: [{ $ref: '#/components/schemas/AddonErrorDTO' }],
      },
      results: {
        type: 'string',
        description: 'If `summarization` has been enabled, summary of the transcription',
        nullable: true,
      },
    },
    required: ['success', 'is_empty', 'exec_time', 'error', 'results'],
  },
  SummaryTypesEnum: {
    type: 'string',
    description: 'The type of summarization to apply',
    default: 'general',
    enum: ['general', 'bullet_points', 'concise'],
  },
  TranscriptionDTO: {
    type: 'object',
    properties: {
      full_transcript: {
        type: 'string',
        description: 'All transcription on text format without any other information',
      },
      languages: {
        type: 'array',
        example: ['en'],
        items: { $ref: '#/components/schemas/CodeLanguageEnum' },
      },
      sentences: {
        description: 'If `sentences` has been enabled, sentences results',
        type: 'array',
        items: { $ref: '#/components/schemas/SentencesDTO' },
      },
      subtitles: {
        description: 'If `subtitles` has been enabled, subtitles results',
        type: 'array',
        items: { $ref: '#/components/schemas/SubtitleDTO' },
      },
      utterances: {
        description: 'Transcribed speech utterances present in the audio',
        type: 'array',
        items: { $ref: '#/components/schemas/UtteranceDTO' },
      },
    },
    required: ['full_transcript', 'languages', 'utterances'],
  },
  TranscriptionMetadataDTO: {
    type: 'object',
    properties: {
      audio_duration: {
        type: 'number',
        description: 'Duration of the transcribed audio file',
        example: 3600,
      },
      number_of_distinct_channels: {
        type: 'integer',
        description: 'Number of distinct channels in the transcribed audio file',
        minimum: 1,
        example: 1,
      },
      billing_time: {
        type: 'number',
        description: 'Billed duration in seconds (audio_duration * number_of_distinct_channels)',
        example: 3600,
      },
      transcription_time: {
        type: 'number',
        description: 'Duration of the transcription in seconds',
        example: 20,
      },
    },
    required: [
      'audio_duration',
      'number_of_distinct_channels',
      'billing_time',
      'transcription_time',
    ],
  },
  TranscriptionResultDTO: {
    type: 'object',
    properties: {
      metadata: {
        description: 'Metadata for the given transcription & audio file',
        allOf: [{ $ref: '#/components/schemas/TranscriptionMetadataDTO' }],
      },
      transcription: {
        description: 'Transcription of the audio speech',
        allOf: [{ $ref: '#/components/schemas/TranscriptionDTO' }],
      },
      translation: {
        description:
          'If `translation` has been enabled, translation of the audio speech transcription',
        allOf: [{ $ref: '#/components/schemas/TranslationDTO' }],
      },
      summarization: {
        description:
          'If `summarization` has been enabled, summarization of the audio speech transcription',
        allOf: [{ $ref: '#/components/schemas/SummarizationDTO' }],
      },
      moderation: {
        description:
          'If `moderation` has been enabled, moderation of the audio speech transcription',
        allOf: [{ $ref: '#/components/schemas/ModerationDTO' }],
      },
      named_entity_recognition: {
        description: 'If `named_entity_recognition` has been enabled, the detected entities',
        allOf: [{ $ref: '#/components/schemas/NamedEntityRecognitionDTO' }],
      },
      name_consistency: {
        description:
          'If `name_consistency` has been enabled, Gladia will improve consistency of the names accross the transcription',
        allOf: [{ $ref: '#/components/schemas/NamesConsistencyDTO' }],
      },
      custom_spelling: {
        description:
          'If `custom_spelling` has been enabled, Gladia will correct the spelling of the transcription',
        allOf: [{ $ref: '#/components/schemas/CustomSpellingDTO' }],
      },
      structured_data_extraction: {
        description:
          'If `structured_data_extraction` has been enabled, structured data extraction results',
        allOf: [{ $ref: '#/components/schemas/StructuredDataExtractionDTO' }],
      },
      sentiment_analysis: {
        description:
          'If `sentiment_analysis` has been enabled, sentiment analysis of the audio speech transcription',
        allOf: [{ $ref: '#/components/schemas/SentimentAnalysisDTO' }],
      },
      audio_to_llm: {
        description:
          'If `audio_to_llm` has been enabled, audio to llm results of the audio speech transcription',
        allOf: [{ $ref: '#/components/schemas/AudioToLlmListDTO' }],
      },
      sentences: {
        description:
          'If `sentences` has been enabled, sentences of the audio speech transcription. Deprecated: content will move to the `transcription` object.',
        deprecated: true,
        allOf: [{ $ref: '#/components/schemas/SentencesDTO' }],
      },
      display_mode: {
        description:
          'If `display_mode` has been enabled, the output will be reordered, creating new utterances when speakers overlapped',
        allOf: [{ $ref: '#/components/schemas/DisplayModeDTO' }],
      },
      chapters: {
        description:
          'If `chapterization` has been enabled, will generate chapters name for different parts of the given audio.',
        allOf: [{ $ref: '#/components/schemas/ChapterizationDTO' }],
      },
    },
    required: ['metadata'],
  },
  TranslationCodeLanguageEnum: {
    type: 'string',
    description: 'Target language in `iso639-1` format you want the transcription translated to',
    enum: [
      'af',
      'sq',
      'am',
      'ar',
      'hy',
      'as',
      'ast',
      'az',
      'ba',
      'eu',
      'be',
      'bn',
      'bs',
      'br',
      'bg',
      'my',
      'ca',
      'ceb',
      'zh',
      'hr',
      'cs',
      'da',
      'nl',
      'en',
      'et',
      'fo',
      'fi',
      'nl',
      'fr',
      'fy',
      'ff',
      'gd',
      'gl',
      'lg',
      'ka',
      'de',
      'el',
      'gu',
      'ht',
      'ha',
      'haw',
      'he',
      'hi',
      'hu',
      'is',
      'ig',
      'ilo',
      'id',
      'ga',
      'it',
      'ja',
      'jp',
      'jv',
      'kn',
      'kk',
      'km',
      'ko',
      'lo',
      'la',
      'lv',
      'ln',
      'lt',
      'lb',
      'mk',
      'mg',
      'ms',
      'ml',
      'mt',
      'mi',
      'mr',
      'mo',
      'mn',
      'mymr',
      'ne',
      'no',
      'nn',
      'oc',
      'or',
      'pa',
      'ps',
      'fa',
      'pl',
      'pt',
      'pa',
      'ro',
      'ru',
      'sa',
      'sr',
      'sn',
      'sd',
      'si',
      'sk',
      'sl',
      'so',
      'es',
      'su',
      'sw',
      'ss',
      'sv',
      'tl',
      'tg',
      'ta',
      'tt',
      'te',
      'th',
      'bo',
      'tn',
      'tr',
      'tk',
      'uk',
      'ur',
      'uz',
      'vi',
      'cy',
      'wo',
      'xh',
      'yi',
      'yo',
      'zu',
    ],
  },
  TranslationConfigDTO: {
    type: 'object',
    properties: {
      target_languages: {
        type: 'array',
        example: ['en'],
        minItems: 1,
        items: { $ref: '#/components/schemas/TranslationCodeLanguageEnum' },
      },
      model: {
        type: 'string',
        description: 'Model you want the translation model to use to translate',
        default: 'base',
        enum: ['base', 'enhanced'],
      },
    },
    required: ['target_languages'],
  },
  TranslationDTO: {
    type: 'object',
    properties: {
      success: {
        type: 'boolean',
        description: 'The audio intelligence model succeeded to get a valid output',
      },
      is_empty: {
        type: 'boolean',
        description: 'The audio intelligence model returned an empty value',
      },
      exec_time: {
        type: 'number',
        description: 'Time audio intelligence model took to complete the task',
      },
      error: {
        description:
          '`null` if `success` is `true`. Contains the error details of the failed model',
        nullable: true,
        allOf: [{ $ref: '#/components/schemas/AddonErrorDTO' }],
      },
      results: {
        description: 'List of translated transcriptions, one for each `target_languages`',
        nullable: true,
        type: 'array',
        items: { $ref: '#/components/schemas/TranslationResultDTO' },
      },
    },
    required: ['success', 'is_empty', 'exec_time', 'error', 'results'],
  },
  TranslationResultDTO: {
    type: 'object',
    properties: {
      error: {
        description: 'Contains the error details of the failed addon',
        nullable: true,
        allOf: [{ $ref: '#/components/schemas/AddonErrorDTO' }],
      },
      full_transcript: {
        type: 'string',
        description: 'All transcription on text format without any other information',
      },
      languages: {
        type: 'array',
        example: ['en'],
        items: { $ref: '#/components/schemas/CodeLanguageEnum' },
      },
      sentences: {
        description: 'If `sentences` has been enabled, sentences results for this translation',
        type: 'array',
        items: { $ref: '#/components/schemas/SentencesDTO' },
      },
      subtitles: {
        description: 'If `subtitles` has been enabled, subtitles results for this translation',
        type: 'array',
        items: { $ref: '#/components/schemas/SubtitleDTO' },
      },
      utterances: {
        description: 'Transcribed speech utterances present in the audio',
        type: 'array',
        items: { $ref: '#/components/schemas/UtteranceDTO' },
      },
    },
    required: ['error', 'full_transcript', 'languages', 'utterances'],
  },
  UtteranceDTO: {
    type: 'object',
    properties: {
      language: { example: 'en', $ref: '#/components/schemas/CodeLanguageEnum' },
      start: { type: 'number', description: 'Start timestamp in seconds of this utterance' },
      end: { type: 'number', description: 'End timestamp in seconds of this utterance' },
      confidence: {
        type: 'number',
        description: 'Confidence on the transcribed utterance (1 = 100% confident)',
      },
      channel: {
        type: 'integer',
        description: 'Audio channel of where this utterance has been transcribed from',
        minimum: 0,
      },
      speaker: {
        type: 'integer',
        description: 'If `diarization` enabled, speaker identification number',
        minimum: 0,
      },
      words: {
        description: 'List of words of the utterance, split by timestamp',
        type: 'array',
        items: { $ref: '#/components/schemas/WordDTO' },
      },
      text: { type: 'string', description: 'Transcription for this utterance' },
    },
    required: ['language', 'start', 'end', 'confidence', 'channel', 'words', 'text'],
  },
  WordDTO: {
    type: 'object',
    properties: {
      word: { type: 'string', description: 'Spoken word' },
      start: { type: 'number', description: 'Start timestamps in seconds of the spoken word' },
      end: { type: 'number', description: 'End timestamps in seconds of the spoken word' },
      confidence: {
        type: 'number',
        description: 'Confidence on the transcribed word (1 = 100% confident)',
      },
    },
    required: ['word', 'start', 'end', 'confidence'],
  },
};
