import type { Schemas } from './api.js';

type Subscribable = Exclude<Schemas['EventDto']['type'], 'ping'>;

/**
 * The event types an endpoint can subscribe to (`ping` is only sent by a test). A record of the
 * API document's union, so that the type check fails when the API gains or loses a type.
 */
const TYPES: Record<Subscribable, true> = {
  'bot.status_changed': true,
  'bot.completed': true,
  'bot.failed': true,
  'bot.create_failed': true,
  'bot.recording_archived': true,
  'bot.recording_archive_failed': true,
  'bot.data_deleted': true,
  'bot.data_expired': true,
  'bot.live_started': true,
  'bot.live_transcript': true,
  'bot.live_degraded': true,
  'bot.live_ended': true,
  'bot.insights_ready': true,
  'calendar.connected': true,
  'calendar.disconnected': true,
  'calendar.bot_scheduled': true,
  'calendar.bot_cancelled': true,
  'transcription.live.ended': true,
  'transcription.pre_recorded.completed': true,
  'transcription.pre_recorded.failed': true,
  'audio.archived': true,
  'audio.archive_failed': true,
  'retranscription.completed': true,
  'retranscription.failed': true,
};

export const SUBSCRIBABLE = Object.keys(TYPES) as Subscribable[];
