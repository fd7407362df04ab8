import type { Schema } from '../shared/validate.js';

/**
 * Request schemas of specs/meeting-bot/meetingbaas-openapi-v2.json, transcribed by hand
 * (`CreateBotRequestBody`, `CreateScheduledBotRequestBody`). Like the spec, they let unknown
 * fields through; `zoom_config` is taken as given.
 */

const nullableString: Schema = { type: 'string', nullable: true };
const url: Schema = { type: 'string', format: 'uri' };
const seconds = (minimum: number, maximum: number): Schema => ({
  type: 'integer',
  minimum,
  maximum,
});
const openObject: Schema = { type: 'object', nullable: true, additional: true };

const botImage: Schema = {
  anyOf: [url, { type: 'array', items: url }],
  nullable: true,
  description: 'must be an HTTPS URL or an array of up to 5 of them',
};

export const createBotV2: Schema = {
  type: 'object',
  required: ['bot_name', 'meeting_url'],
  additional: true,
  properties: {
    bot_name: { type: 'string', minLength: 1, maxLength: 255 },
    bot_image: botImage,
    bot_image_config: openObject,
    meeting_url: url,
    allow_multiple_bots: { type: 'boolean' },
    recording_mode: { type: 'string', enum: ['audio_only', 'speaker_view', 'gallery_view'] },
    entry_message: { type: 'string', maxLength: 500, nullable: true },
    timeout_config: {
      type: 'object',
      additional: true,
      properties: {
        waiting_room_timeout: seconds(120, 1800),
        no_one_joined_timeout: seconds(120, 1800),
        silence_timeout: seconds(300, 1800),
        grace_period: seconds(0, 600),
      },
    },
    zoom_config: openObject,
    extra: openObject,
    streaming_enabled: { type: 'boolean' },
    streaming_config: {
      type: 'object',
      nullable: true,
      additional: true,
      properties: {
        // WebSocket URLs (ws:, wss:), which the spec's `uri` format allows.
        input_url: nullableString,
        output_url: nullableString,
        audio_frequency: { type: 'number', enum: [16_000, 24_000, 32_000, 48_000], nullable: true },
      },
    },
    transcription_enabled: { type: 'boolean' },
    transcription_config: {
      type: 'object',
      nullable: true,
      additional: true,
      properties: {
        provider: { type: 'string', enum: ['gladia'] },
        api_key: nullableString,
        custom_params: openObject,
      },
    },
    callback_enabled: { type: 'boolean' },
    callback_config: {
      type: 'object',
      nullable: true,
      additional: true,
      required: ['url'],
      properties: {
        url,
        secret: nullableString,
        method: { type: 'string', enum: ['POST', 'PUT'] },
      },
    },
    join_at: { type: 'string', format: 'date-time' },
  },
};
