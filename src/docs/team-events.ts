import type { OpenAPIObject, PathItemObject, SchemaObject } from '@nestjs/swagger';
import { EVENT_TYPES, type EventType } from '../platform/outbox/event-types.js';

/** The payload every team event is POSTed in (the event log answers the same). */
const PAYLOAD_SCHEMA = 'TeamEventPayload';

const payloadSchema: SchemaObject = {
  type: 'object',
  required: ['type', 'timestamp', 'data'],
  properties: {
    type: { type: 'string', enum: [...EVENT_TYPES] },
    timestamp: { type: 'string', format: 'date-time', description: 'When the event was written' },
    data: {
      type: 'object',
      additionalProperties: true,
      description: 'The ids, what a receiver needs to act, and `url`: the resource to fetch',
    },
  },
};

const BASE = 'https://bridge.example.com';
const BOT = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const UPSTREAM_BOT = '9a1c0d2e-3f4a-4b5c-9d6e-7f8a9b0c1d2e';
const JOB = '45f3a1b2-c3d4-4e5f-8a6b-7c8d9e0f1a2b';
const ARCHIVE = '0b7e1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const RETRANSCRIPTION = 'e1a0b2c3-d4e5-4f6a-9b7c-8d9e0f1a2b3c';
const AT = '2026-11-23T10:30:00.020Z';
const CALENDAR = '3c2b1a0f-9e8d-4c7b-a6f5-e4d3c2b1a0f9';
const bot = { bot_id: BOT, upstream_bot_id: UPSTREAM_BOT, url: `${BASE}/bots/${BOT}` };
const retranscription = {
  retranscription_id: RETRANSCRIPTION,
  bot_id: BOT,
  upstream_bot_id: UPSTREAM_BOT,
  url: `${BASE}/bots/${BOT}`,
};
const job = (kind: 'live' | 'pre-recorded', status: string) => ({
  job_id: JOB,
  bot_id: null,
  status,
  ended_at: AT,
  url: `${BASE}/v2/${kind}/${JOB}`,
});

const DELETION = '7c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
/** A completed deletion and its receipt, as the deletion events carry them. */
const deletion = (scope: string, reason: string) => ({
  deletion_id: DELETION,
  scope,
  reason,
  requested_at: '2026-11-23T10:00:00.000Z',
  completed_at: AT,
  receipt:
    scope === 'all'
      ? [
          {
            target: 'meeting_bot',
            state: 'done',
            attempts: 1,
            done_at: '2026-11-23T10:00:01.000Z',
            deleted: { vendor_bot: UPSTREAM_BOT },
            answers: { meeting_bot: { status: 200, body: { ok: true, status: 'deleted' } } },
          },
          {
            target: 'stt_jobs',
            state: 'done',
            attempts: 2,
            done_at: '2026-11-23T10:00:12.000Z',
            deleted: { jobs: [JOB] },
            answers: { [JOB]: { status: 202 } },
          },
          ...['recordings', 'transcripts', 'payloads'].map((target) => ({
            target,
            state: 'done',
            attempts: 1,
            done_at: AT,
            deleted: {},
          })),
        ]
      : [
          {
            target: 'recordings',
            state: 'done',
            attempts: 1,
            done_at: AT,
            deleted: {
              files: [
                {
                  archive_id: ARCHIVE,
                  media: 'audio',
                  state: 'archived',
                  size_bytes: 1920044,
                  sha256: '2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae',
                },
              ],
            },
          },
        ],
});

/** When each event is sent, and the `data` of an example (the shapes of src/team-events' writers). */
export const TEAM_EVENTS: Record<EventType, { summary: string; data: Record<string, unknown> }> = {
  'bot.status_changed': {
    summary:
      "Every new bot status, with the vendor's time (occurred_at); one that arrives after a newer one is told too (the bot stays at the newest)",
    data: {
      ...bot,
      status: 'in_call_recording',
      previous_status: 'joining_call',
      occurred_at: '2026-11-23T10:00:01.000Z',
    },
  },
  'bot.completed': {
    summary: 'The recording is done: transcript available, media URL and its expiry',
    data: {
      ...bot,
      transcript_available: true,
      speakers: ['Ada', 'Linus'],
      mp4_url: `https://media.example.com/${UPSTREAM_BOT}.mp4?token=…`,
      mp4_url_expires_at: '2026-11-24T10:30:00.020Z',
      ended_at: AT,
    },
  },
  'bot.failed': {
    summary: "The bot ended in failure, with the vendor's error",
    data: { ...bot, error: 'meeting_not_found: Could not join meeting', ended_at: AT },
  },
  'bot.create_failed': {
    summary: 'The vendor refused the bot, or a lost creation was settled as failed',
    data: {
      bot_id: BOT,
      meeting_url: 'https://meet.google.com/abc-defg-hij',
      error: 'The meeting-bot vendor refused the bot (400)',
      url: `${BASE}/bots/${BOT}`,
    },
  },
  'bot.recording_archived': {
    summary:
      "A completed bot's recording (audio, or video with ARCHIVE_BOT_VIDEO) is in the bridge's storage",
    data: {
      bot_id: BOT,
      upstream_bot_id: UPSTREAM_BOT,
      archive_id: ARCHIVE,
      media: 'audio',
      size_bytes: 1920044,
      sha256: '2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae',
      content_type: 'audio/wav',
      download_path: `/bots/${BOT}/audio`,
      url: `${BASE}/bots/${BOT}/audio`,
    },
  },
  'bot.recording_archive_failed': {
    summary: "Archiving a bot's recording gave up: reason gone, unauthorized or failed",
    data: {
      bot_id: BOT,
      upstream_bot_id: UPSTREAM_BOT,
      archive_id: ARCHIVE,
      media: 'audio',
      reason: 'gone',
      error: 'the meeting-bot vendor has no audio for the bot',
    },
  },
  'bot.data_deleted': {
    summary:
      "All of a bot's data was deleted on request (DELETE /bots/{id}/data): the receipt says what each step deleted, when, and what the vendors answered",
    data: {
      bot_id: BOT,
      upstream_bot_id: UPSTREAM_BOT,
      ...deletion('all', 'request'),
      url: `${BASE}/bots/${BOT}/data`,
    },
  },
  'bot.data_expired': {
    summary:
      "The team's retention deleted one kind of a bot's data (scope recordings, transcripts or vendor_data), with the receipt",
    data: {
      bot_id: BOT,
      upstream_bot_id: UPSTREAM_BOT,
      ...deletion('recordings', 'retention'),
      url: `${BASE}/bots/${BOT}/data`,
    },
  },
  'bot.live_started': {
    summary: "A live bot's audio reached the bridge: its STT live session is open",
    data: {
      bot_id: BOT,
      job_id: JOB,
      upstream_id: 'c2a9e7b4-1f3d-4e5a-9b8c-7d6e5f4a3b2c',
      url: `${BASE}/bots/${BOT}/live-transcript`,
    },
  },
  'bot.live_transcript': {
    summary:
      "A final utterance of a live bot's meeting, as it was said (one event per seq; the webhook-id stays the same on retries)",
    data: {
      bot_id: BOT,
      seq: 2,
      utterance_id: '00-00000001',
      start: 5,
      end: 10.15,
      speaker: 'Alan Turing',
      text: 'Yes. Can a machine compute every function a clerk with rules could compute?',
      language: 'en',
      url: `${BASE}/bots/${BOT}/live-transcript`,
    },
  },
  'bot.live_degraded': {
    summary:
      "A live bot's transcript is losing audio: its STT session was lost or cannot be opened (a gap opens; the post-meeting transcript still comes)",
    data: {
      bot_id: BOT,
      reason: 'session lost: the vendor refused the session (HTTP 410)',
      url: `${BASE}/bots/${BOT}`,
    },
  },
  'bot.live_ended': {
    summary:
      "A live bot's meeting is over and its live transcript complete: a transcript version (source live) when it has finals",
    data: {
      bot_id: BOT,
      state: 'ended',
      finals: 4,
      gaps: 0,
      transcript_version: 2,
      url: `${BASE}/bots/${BOT}/live-transcript`,
    },
  },
  'bot.insights_ready': {
    summary:
      'A transcript version of a bot came with insights (summary, chapters, entities, sentiment, answers, translations): what it holds',
    data: {
      bot_id: BOT,
      version: 2,
      source: 'retranscription',
      insights: ['summary', 'chapters', 'answers', 'translations'],
      translations: ['fr'],
      url: `${BASE}/bots/${BOT}/insights?version=2`,
    },
  },
  'calendar.connected': {
    summary: 'A calendar of the team is connected: its events are read and its rule applies',
    data: {
      calendar_id: CALENDAR,
      platform: 'google',
      account_email: 'ana@acme.com',
      url: `${BASE}/calendars/${CALENDAR}`,
    },
  },
  'calendar.disconnected': {
    summary:
      'A calendar stopped working (its grant revoked or refused, or the vendor lost it): reconnect it',
    data: {
      calendar_id: CALENDAR,
      reason:
        'The OAuth grant of the calendar was revoked: give new credentials (PATCH) or connect again',
      url: `${BASE}/calendars/${CALENDAR}`,
    },
  },
  'calendar.bot_scheduled': {
    summary:
      "A bot is scheduled for a meeting of the team's calendar (one vendor bot per meeting, whichever teams want it)",
    data: {
      calendar_id: CALENDAR,
      event_id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
      schedule_id: '7e6d5c4b-3a2f-4e1d-9c0b-8a7f6e5d4c3b',
      meeting_url: 'https://meet.google.com/abc-defg-hij',
      start_time: AT,
      url: `${BASE}/calendars/${CALENDAR}/events`,
    },
  },
  'calendar.bot_cancelled': {
    summary:
      'No bot will join a meeting the team had one scheduled for: the reason says why (cancelled, declined, overridden, a limit, the vendor refused)',
    data: {
      calendar_id: CALENDAR,
      event_id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
      schedule_id: '7e6d5c4b-3a2f-4e1d-9c0b-8a7f6e5d4c3b',
      reason: 'declined',
      url: `${BASE}/calendars/${CALENDAR}/events`,
    },
  },
  'transcription.live.ended': {
    summary: 'A live session created through the bridge ended',
    data: job('live', 'ended'),
  },
  'transcription.pre_recorded.completed': {
    summary: 'A pre-recorded job created through the bridge is done',
    data: job('pre-recorded', 'done'),
  },
  'transcription.pre_recorded.failed': {
    summary: 'A pre-recorded job created through the bridge ended in error',
    data: job('pre-recorded', 'error'),
  },
  'audio.archived': {
    summary: "A live session's audio is in the bridge's storage",
    data: {
      job_id: JOB,
      archive_id: ARCHIVE,
      size_bytes: 320044,
      sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
      content_type: 'audio/wav',
      download_path: `/v2/live/${JOB}/file`,
      url: `${BASE}/v2/live/${JOB}/file`,
    },
  },
  'audio.archive_failed': {
    summary: 'Archiving gave up: reason gone, unauthorized or failed',
    data: { job_id: JOB, archive_id: ARCHIVE, reason: 'gone', error: 'HTTP 404 from the vendor' },
  },
  'retranscription.completed': {
    summary:
      "A retranscription's new transcript is kept as the bot's next version (null when the vendor's has none)",
    data: {
      ...retranscription,
      mode: 'stt',
      state: 'completed',
      completed_at: AT,
      transcript_version: 2,
      transcript_url: `${BASE}/bots/${BOT}/transcript?version=2`,
    },
  },
  'retranscription.failed': {
    summary:
      'The vendor refused the retranscription (rejected), or the call failed or the STT job ended in error (failed)',
    data: { ...retranscription, mode: 'vendor', state: 'rejected', vendor_status: 400 },
  },
  ping: {
    summary: 'POST /webhook-endpoints/{id}/test, to that endpoint only',
    data: {
      endpoint_id: '7c55e0a1-b2c3-4d4e-8f5a-6b7c8d9e0f1a',
      message: 'A test event from the meeting-bot bridge',
    },
  },
};

export const SIGNATURE_HEADERS = [
  ['webhook-id', 'The message id (one event for one endpoint), the same on every retry'],
  ['webhook-timestamp', 'Unix seconds; refuse one more than 5 minutes off'],
  ['webhook-signature', 'v1,<base64 HMAC-SHA256 of id.timestamp.body>; two during a rotation'],
] as const;

/** The body an endpoint receives for an event of `type`. */
export const eventExample = (type: EventType) => ({
  type,
  timestamp: AT,
  data: TEAM_EVENTS[type].data,
});

function eventItem(type: EventType): PathItemObject {
  const { summary } = TEAM_EVENTS[type];
  return {
    post: {
      summary,
      tags: ['events'],
      description:
        "POSTed to the team's endpoints subscribed to it, signed (Standard Webhooks v1), " +
        'at least once',
      parameters: SIGNATURE_HEADERS.map(([name, description]) => ({
        name,
        in: 'header',
        required: true,
        description,
        schema: { type: 'string' },
      })),
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: { $ref: `#/components/schemas/${PAYLOAD_SCHEMA}` },
            example: eventExample(type),
          },
        },
      },
      responses: {
        '2XX': { description: 'Delivered' },
        '410': { description: 'The endpoint is disabled at once' },
        default: { description: 'Retried on EVENT_RETRY_SCHEDULE, never sooner than Retry-After' },
      },
    },
  };
}

/**
 * The events the bridge POSTs to teams' endpoints. @nestjs/swagger writes OpenAPI 3.0, which has
 * no `webhooks` section (3.1): they go in `x-webhooks`, its extension for the same (Redoc shows it).
 */
export function addTeamEvents(document: OpenAPIObject): void {
  const schemas = (document.components ??= {}).schemas ?? {};
  schemas[PAYLOAD_SCHEMA] = payloadSchema;
  document.components.schemas = schemas;
  (document as OpenAPIObject & { 'x-webhooks': Record<string, PathItemObject> })['x-webhooks'] =
    Object.fromEntries(EVENT_TYPES.map((type) => [type, eventItem(type)]));
}
