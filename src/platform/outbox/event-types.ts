/**
 * Every event type the bridge tells teams about. `ping` is sent only by
 * `POST /webhook-endpoints/{id}/test`, to that endpoint, and never subscribed to.
 */
export const EVENT_TYPES = [
  'bot.status_changed',
  'bot.completed',
  'bot.failed',
  'bot.create_failed',
  'bot.recording_archived',
  'bot.recording_archive_failed',
  'bot.data_deleted',
  'bot.data_expired',
  'bot.live_started',
  'bot.live_transcript',
  'bot.live_degraded',
  'bot.live_ended',
  'bot.insights_ready',
  'calendar.connected',
  'calendar.disconnected',
  'calendar.bot_scheduled',
  'calendar.bot_cancelled',
  'transcription.live.ended',
  'transcription.pre_recorded.completed',
  'transcription.pre_recorded.failed',
  'audio.archived',
  'audio.archive_failed',
  'retranscription.completed',
  'retranscription.failed',
  'ping',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The types an endpoint may subscribe to. */
export const SUBSCRIBABLE_EVENT_TYPES = EVENT_TYPES.filter((t) => t !== 'ping');

/** How long the meeting-bot vendor's media URLs stay valid, by API version (its references). */
export const MEDIA_URL_VALIDITY_MS: Record<string, number> = {
  v1: 24 * 3600_000,
  v2: 4 * 3600_000,
};
