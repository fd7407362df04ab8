import { randomUUID } from 'node:crypto';
import { meetingBotEventDedupKey } from '../bots/bot-events.service.js';
import { isJsonObject } from '../platform/common/json-object.js';
import { WebhookBodyError } from './webhook-body-error.js';

/**
 * The events the bots feature acts on (v1 and v2; `bot.status_change` is both); other kinds are
 * stored, acknowledged and ignored.
 */
export const MEETING_BOT_EVENT_KINDS = [
  'bot.status_change',
  'complete',
  'failed',
  'transcription_complete',
  'bot.completed',
  'bot.failed',
] as const;

/** The calendar events the calendars feature acts on (v2, account level). */
export const CALENDAR_EVENT_KINDS = [
  'calendar.connection_created',
  'calendar.connection_updated',
  'calendar.connection_deleted',
  'calendar.connection_error',
  'calendar.events_synced',
  'calendar.event_created',
  'calendar.event_updated',
  'calendar.event_cancelled',
] as const;

export interface MeetingBotEnvelope {
  kind: string;
  known: boolean;
  dedupKey: string;
}

/**
 * Only the envelope `{event, data}` is checked here: the bots feature parses the rest leniently
 * (v1 documents these bodies in prose only; v2's docs and spec disagree) and owns the dedup key.
 * `retranscriptionId`: the retranscription the receiver's URL names, if any. `messageId`: the
 * Svix message id of a signed webhook. A calendar event is keyed by it alone: two changes of one
 * event can send the same body (an attendee's answer is not in it), and the calendars feature
 * reads the event again whatever a delivery says, so only a redelivered message is a duplicate.
 */
export function parseMeetingBotEnvelope(
  body: unknown,
  retranscriptionId?: string,
  messageId?: string,
): MeetingBotEnvelope {
  if (!isJsonObject(body)) throw new WebhookBodyError('Body must be a JSON object');
  const kind = body.event;
  if (typeof kind !== 'string' || kind.length === 0 || kind.length > 100) {
    throw new WebhookBodyError('event must be a non-empty string');
  }
  if (!isJsonObject(body.data)) throw new WebhookBodyError('data must be an object');
  const calendar = (CALENDAR_EVENT_KINDS as readonly string[]).includes(kind);
  return {
    kind,
    known: calendar || (MEETING_BOT_EVENT_KINDS as readonly string[]).includes(kind),
    dedupKey: calendar
      ? `${kind}:${messageId ? `svix:${messageId}` : randomUUID()}`
      : meetingBotEventDedupKey(body, retranscriptionId),
  };
}
