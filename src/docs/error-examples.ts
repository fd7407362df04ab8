import type { OpenAPIObject } from '@nestjs/swagger';
import { ERROR_MEANINGS, type ErrorStatus } from '../platform/http-edge/api-errors.js';
import { setJsonExample } from './json-example.js';

/** The id every example path names (a bot, a team, a job…). */
export const EXAMPLE_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
/** A webhook token the bridge does not know, as a request names it. */
export const EXAMPLE_TOKEN = 'not-the-webhook-token';

/** A path template with the example ids (`/bots/{id}` → `/bots/6f1c…`), as a request names it. */
export const requestPath = (template: string) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'token' ? EXAMPLE_TOKEN : EXAMPLE_ID,
  );

/** The same path as an error body shows it: the webhook token is never echoed. */
export const examplePath = (template: string) =>
  requestPath(template).replace(EXAMPLE_TOKEN, '[redacted]');

/** What the server answers for a status on every route, unless ROUTE_MESSAGES says otherwise. */
const MESSAGES: Partial<Record<ErrorStatus, string>> = {
  400: 'property bogus should not exist',
  401: 'Missing API key',
  403: 'This operation needs an admin key',
  404: 'Not found',
  408: 'The request body stopped arriving',
  413: 'Request body too large',
  415: 'Unsupported charset',
  416: 'The requested range is beyond the end of the file',
  429: "This team's limit of 600 requests per minute is reached",
  502: 'The meeting-bot vendor is unreachable',
  504: 'The meeting-bot vendor did not answer in time',
};

const DELETED = "The bot's data was deleted at 2026-11-23T10:30:00.000Z (see GET /bots/{id}/data)";
const REPLAYED = 'Idempotency-Key was already used with a different request';

/**
 * The server's own message for a status on some routes: `[method and path pattern, statuses,
 * message]`, the first match winning. `{id}` stands for the path's id.
 */
const ROUTE_MESSAGES: [RegExp, ErrorStatus[], string][] = [
  [/^POST \/webhooks\//, [401], 'Invalid webhook token'],
  [/^POST \/webhooks\//, [400], 'Invalid JSON body'],
  [/^\w+ \/admin\/(teams|keys)\/\{id\}/, [400], 'Validation failed (uuid v 4 is expected)'],
  [/\{id\}/, [400], 'Validation failed (uuid is expected)'],
  [
    /^\w+ \/v2\/(live|pre-recorded|transcription|upload)/,
    [403],
    'This operation needs a team API key',
  ],
  [/^\w+ \/v2\/(live|pre-recorded|transcription)\/\{id\}/, [404], 'Job {id} not found'],
  [
    /^\w+ \/v2\/\w[\w-]*\/\{id\}\/transcript$/,
    [409],
    'The job has no transcript yet (status queued)',
  ],
  [/^\w+ \/v2\//, [502], 'The STT service could not be reached'],
  [/^\w+ \/v2\//, [504], 'The STT service did not answer in time'],
  [/^\w+ \/v2\//, [422], 'The STT service refused the request (its own message)'],
  [/^POST \/bots$/, [403], "Only admin keys may create bots in another team's name"],
  [/^POST \/bots$/, [404], 'Team not found'],
  [/^POST \/bots$/, [409], REPLAYED],
  [
    /^POST \/bots$/,
    [503],
    'The earlier request with this Idempotency-Key has an unknown outcome and the vendor does ' +
      'not show the bot yet; the bridge will not create a second one before it is sure',
  ],
  [/^GET \/bots$/, [403], "Only admin keys may list another team's bots"],
  [/^GET \/jobs$/, [403], "Only admin keys may list another team's jobs"],
  [/^GET \/transcripts\/search$/, [403], "Only admin keys may search another team's meetings"],
  [/^DELETE \/bots\/\{id\}$/, [409], 'The bot has already ended'],
  [/^POST \/bots\/\{id\}\/retranscribe$/, [409], REPLAYED],
  [/^GET \/recordings\/\{id\}/, [404], 'Unknown or expired recording link'],
  [/^GET \/recordings\/\{id\}/, [410], DELETED],
  [/^\w+ \/bots\/\{id\}/, [404], 'Bot not found'],
  [/^\w+ \/bots\/\{id\}/, [410], DELETED],
  [/^POST \/admin\/retranscriptions$/, [404], 'Bot not found'],
  [/^POST \/admin\/retranscriptions$/, [409], REPLAYED],
  [/^POST \/admin\/retranscriptions$/, [410], DELETED],
  [/^GET \/admin\/retranscriptions\/\{id\}$/, [404], 'Retranscription not found'],
  [/^POST \/admin\/teams$/, [409], 'A team named "payments" exists'],
  [/^POST \/admin\/teams\/\{id\}\/keys$/, [409], 'Team {id} was offboarded'],
  [
    /^DELETE \/admin\/teams\/\{id\}$/,
    [409],
    'A key cannot offboard its own team; use another admin key',
  ],
  [/^\w+ \/admin\/teams\/\{id\}/, [404], 'No team {id}'],
  [/^DELETE \/admin\/keys\/\{id\}$/, [404], 'No API key {id}'],
  [/^PATCH \/admin\/jobs\/\{id\}$/, [404], 'Job {id} not found'],
  [/^PATCH \/admin\/jobs\/\{id\}$/, [409], 'Job {id} already belongs to another team'],
  [/^\w+ \/admin\/archives\/\{id\}/, [404], 'Archive {id} not found'],
  [
    /^POST \/admin\/archives\/\{id\}\/retry$/,
    [409],
    'Archive {id} is archived, being downloaded or deleted; nothing to retry',
  ],
  [/^POST \/admin\/webhook-events\/\{id\}\/retry$/, [404], 'Webhook event {id} not found'],
  [/^POST \/admin\/webhook-events\/\{id\}\/retry$/, [409], 'Webhook event {id} is still pending'],
  [/^POST \/webhook-endpoints$/, [403], "Only admin keys may act in another team's name"],
  [/^POST \/webhook-endpoints$/, [404], 'Team not found'],
  [
    /^GET \/(webhook-endpoints|events)$/,
    [403],
    "Only admin keys may read another team's endpoints and events",
  ],
  [/^POST \/webhook-endpoints\/\{id\}\/test$/, [409], 'The endpoint is disabled; enable it first'],
  [/^POST \/webhook-endpoints\/\{id\}\/replay$/, [409], 'The endpoint is disabled'],
  [/^\w+ \/webhook-endpoints\/\{id\}/, [404], 'Webhook endpoint not found'],
  [/^POST \/webhook-messages\/\{id\}\/retry$/, [404], 'Message not found'],
  [
    /^POST \/webhook-messages\/\{id\}\/retry$/,
    [409],
    'The message is waiting for delivery already',
  ],
  [/^POST \/calendars$/, [403], "Only admin keys may connect calendars in another team's name"],
  [/^POST \/calendars$/, [404], 'Team not found'],
  [/^POST \/calendars$/, [409], 'Your team has already connected this calendar'],
  [/^POST \/calendars$/, [422], 'The calendar provider refused the credentials: (its words)'],
  [
    /^PATCH \/calendars\/\{id\}$/,
    [422],
    'The calendar provider refused the credentials: (its words)',
  ],
  [/^GET \/calendars$/, [403], "Only admin keys may list another team's calendars"],
  [/^\w+ \/calendars\/\{id\}\/events\/\{eventId\}/, [404], 'No such event in this calendar'],
  [/^\w+ \/calendars\/\{id\}/, [404], 'Calendar not found'],
  [
    /^\w+ \/calendars/,
    [409],
    'Calendars need the meeting-bot API v2 (MEETING_BOT_API_VERSION=v2): v1 has no calendars',
  ],
  [/^GET \/health\/ready$/, [503], 'Not ready: database'],
];

function messageFor(method: string, path: string, status: ErrorStatus): string {
  const route = `${method.toUpperCase()} ${path}`;
  const found = ROUTE_MESSAGES.find(([pattern, s]) => s.includes(status) && pattern.test(route));
  return (found?.[2] ?? MESSAGES[status] ?? ERROR_MEANINGS[status]).replaceAll('{id}', EXAMPLE_ID);
}

/**
 * Every error answer of every operation gets an example body with its own status, the
 * operation's path and the server's message (test/api-examples.e2e-spec.ts checks them against
 * the server), and, for 403, a description saying what is refused on that route.
 */
export function addErrorExamples(document: OpenAPIObject): void {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const op = item[method];
      if (!op) continue;
      for (const code of Object.keys(op.responses).filter((c) => /^[45]\d\d$/.test(c))) {
        const status = Number(code) as ErrorStatus;
        const message = messageFor(method, path, status);
        const example = {
          timestamp: '2026-11-23T10:30:00.000Z',
          path: examplePath(path),
          request_id: '0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30',
          statusCode: status,
          message,
        };
        setJsonExample(op, code, example, status === 403 ? message : undefined);
      }
    }
  }
}
