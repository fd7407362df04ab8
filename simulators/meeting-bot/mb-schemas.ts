import type { Schema } from '../shared/validate.js';

/**
 * Request schemas of specs/meeting-bot/meetingbaas-openapi-v1.json, transcribed by hand. Only
 * JoinRequest declares `additionalProperties: false`; the vendor ignores unknown fields elsewhere.
 */

const nullableString: Schema = { type: 'string', nullable: true };
const uint: Schema = { type: 'integer', minimum: 0, nullable: true };

const provider: Schema = { type: 'string', enum: ['Gladia', 'Runpod', 'Default'] };

/** SpeechToText = SpeechToTextProvider | SpeechToTextApiParameter, nullable. */
const speechToText: Schema = {
  anyOf: [
    provider,
    {
      type: 'object',
      required: ['provider'],
      additional: true,
      properties: { api_key: nullableString, provider },
    },
  ],
  nullable: true,
  description: 'must be one of "Gladia", "Runpod", "Default" or {"provider": …, "api_key": …}',
};

export const joinRequest: Schema = {
  type: 'object',
  required: ['bot_name', 'meeting_url'],
  properties: {
    automatic_leave: {
      type: 'object',
      nullable: true,
      additional: true,
      properties: { noone_joined_timeout: uint, silence_timeout: uint, waiting_room_timeout: uint },
    },
    bot_image: { type: 'string', format: 'uri', nullable: true },
    bot_name: { type: 'string' },
    deduplication_key: nullableString,
    entry_message: nullableString,
    extra: { type: 'any' },
    meeting_url: { type: 'string' },
    recording_mode: {
      type: 'string',
      enum: ['speaker_view', 'gallery_view', 'audio_only'],
      nullable: true,
    },
    reserved: { type: 'boolean' },
    speech_to_text: speechToText,
    start_time: uint,
    streaming: {
      type: 'object',
      nullable: true,
      additional: true,
      properties: {
        audio_frequency: { type: 'string', enum: ['16khz', '24khz'], nullable: true },
        input: nullableString,
        output: nullableString,
      },
    },
    transcription_custom_parameters: { type: 'any' },
    webhook_url: nullableString,
    zoom_access_token_url: nullableString,
    zoom_obf_token: nullableString,
    zoom_obf_token_url: nullableString,
    zoom_obf_token_user_id: nullableString,
    zoom_sdk_id: nullableString,
    zoom_sdk_pwd: nullableString,
  },
};

export const retranscribeBody: Schema = {
  type: 'object',
  required: ['bot_uuid'],
  additional: true,
  properties: {
    bot_uuid: { type: 'string' },
    speech_to_text: speechToText,
    webhook_url: nullableString,
  },
};
