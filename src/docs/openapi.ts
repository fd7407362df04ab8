import type { INestApplication } from '@nestjs/common';
import {
  DocumentBuilder,
  getSchemaPath,
  type HeadersObject,
  type OpenAPIObject,
  type PathItemObject,
  type SchemaObject,
  SwaggerModule,
} from '@nestjs/swagger';
import { readFileSync } from 'node:fs';
import { type ServerResponse } from 'node:http';
import { packageVersion } from '../platform/common/package-root.js';
import { ERROR_MEANINGS, ErrorBodyDto } from '../platform/http-edge/api-errors.js';
import { addErrorExamples } from './error-examples.js';
import { addResponseExamples } from './response-examples.js';
import { addTeamEvents } from './team-events.js';
import { TEAM_EVENTS_PAGE_CSP, teamEventsPage } from './team-events-page.js';

/** Security scheme names the controllers refer to (`@ApiBearerAuth()`, `@ApiSecurity(…)`). */
export const BEARER_SCHEME = 'bearer';
export const SERVICE_KEY_SCHEME = 'service-key';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * The proxy routes take and answer the vendor's bodies: their query parameters, request bodies
 * and success answers come from the vendor's own document; the bridge's summaries and error
 * answers stay.
 */
function addVendorOperations(document: OpenAPIObject): void {
  const vendorDocument = JSON.parse(
    readFileSync(new URL('../platform/vendors/stt-vendor-openapi.json', import.meta.url), 'utf8'),
  ) as {
    paths: Record<string, PathItemObject>;
    components: { schemas: Record<string, SchemaObject> };
  };
  const schemas = (document.components ??= {}).schemas ?? {};
  for (const [name, schema] of Object.entries(vendorDocument.components.schemas)) {
    if (name in schemas) throw new Error(`vendor schema ${name} clashes with one of the bridge`);
    schemas[name] = schema;
  }
  document.components.schemas = schemas;
  for (const [path, vendorItem] of Object.entries(vendorDocument.paths)) {
    for (const method of METHODS) {
      const vendor = vendorItem[method];
      const own = document.paths[path]?.[method];
      if (!vendor || !own) continue;
      own.parameters = [...(own.parameters ?? []), ...(vendor.parameters ?? [])];
      if (vendor.requestBody) own.requestBody = vendor.requestBody;
      for (const status of Object.keys(own.responses)) {
        if (status.startsWith('2')) delete own.responses[status];
      }
      own.responses = { ...vendor.responses, ...own.responses };
    }
  }
}

/** The groups, in the order a user meets them: bots first, administration last. */
const TAGS: [string, string][] = [
  [
    'bots',
    'Meeting bots: send one, follow it, make it leave; its kept recording, transcripts and insights; searching what was said; deleting its data',
  ],
  [
    'calendars',
    "A team's calendars (meeting-bot v2): connections, the rule deciding which meetings get a bot, the upcoming events and why",
  ],
  ['retranscription', "Transcribing a bot's meeting again (admin keys)"],
  [
    'STT proxy',
    "The speech-to-text vendor's v2 API through the bridge, which holds the vendor key",
  ],
  ['events', "Signed events to the team's endpoints: endpoints, deliveries, replay, the event log"],
  ['usage', 'What a team used, per day or month (JSON or CSV)'],
  ['identity', 'Who a key is'],
  ['webhooks', "Where the vendors send their webhooks (not for teams' use)"],
  ['operations', 'Health probes for load balancers and orchestrators'],
  ['admin', 'Teams, keys, limits, jobs, archives, vendor webhook events, audit (admin keys)'],
];

/** The paths in the order of their group in TAGS, so readers of the JSON meet them so too. */
function orderPaths(document: OpenAPIObject): void {
  const rank = (item: PathItemObject) => {
    const tag = METHODS.map((m) => item[m]?.tags?.[0]).find(Boolean);
    const index = TAGS.findIndex(([name]) => name === tag);
    return index === -1 ? TAGS.length : index;
  };
  const entries = Object.entries(document.paths);
  document.paths = Object.fromEntries(
    entries
      .map((entry, position) => ({ entry, position, rank: rank(entry[1]) }))
      .sort((a, b) => a.rank - b.rank || a.position - b.position)
      .map(({ entry }) => entry),
  );
}

const integer = { type: 'integer' } as const;

/** The quota headers (draft-ietf-httpapi-ratelimit-headers) of limits.ts's answers. */
const QUOTA_HEADERS: HeadersObject = {
  'RateLimit-Limit': { description: 'The limit closest to refusing the request', schema: integer },
  'RateLimit-Remaining': { description: 'Requests (or places) left under it', schema: integer },
  'RateLimit-Reset': { description: 'Seconds until it renews', schema: integer },
};

/**
 * Every request of a team's key counts against the team's `requests_per_minute`: every
 * authenticated operation may answer 429 with `Retry-After` and the quota headers, and its
 * answers carry the quota headers when the team has a limit.
 */
function addTeamLimitAnswers(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.security?.length) continue;
      for (const [status, response] of Object.entries(op.responses)) {
        if (!status.startsWith('2') || !response || '$ref' in response) continue;
        op.responses[status] = { ...response, headers: { ...response.headers, ...QUOTA_HEADERS } };
      }
      op.responses['429'] = {
        description: ERROR_MEANINGS[429],
        content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorBodyDto) } } },
        headers: {
          'Retry-After': { description: 'Seconds to wait before trying again', schema: integer },
          ...QUOTA_HEADERS,
        },
      };
    }
  }
}

export function buildOpenApiDocument(app: INestApplication, sttKeyHeader: string): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Meeting-bot bridge')
    .setDescription(
      'Meeting bots, the STT proxy, team events and administration. Authorise with a bridge ' +
        'API key (`mbb_…`, or the admin key); errors come in one body (`ErrorBodyDto`). The ' +
        'events the bridge sends to your endpoints, with example bodies: ' +
        '[/docs/events](/docs/events).',
    )
    .setVersion(packageVersion())
    // addSecurity, not addBearerAuth: that one calls every bearer token a JWT.
    .addSecurity(BEARER_SCHEME, {
      type: 'http',
      scheme: 'bearer',
      description: 'A bridge API key (opaque, `mbb_…`), or the admin key',
    })
    .addSecurity(SERVICE_KEY_SCHEME, {
      type: 'apiKey',
      in: 'header',
      name: sttKeyHeader,
      description: 'A bridge API key, as STT clients send it (the STT proxy routes only)',
    });
  for (const [name, description] of TAGS) builder.addTag(name, description);
  const config = builder.build();
  const document = SwaggerModule.createDocument(app, config);
  addVendorOperations(document);
  addTeamLimitAnswers(document);
  addTeamEvents(document);
  addErrorExamples(document);
  addResponseExamples(document);
  orderPaths(document);
  return document;
}

/** The UI at /docs, the document at /docs/json, the team events at /docs/events. */
export function setupDocs(app: INestApplication, sttKeyHeader: string): void {
  const page = teamEventsPage();
  app.getHttpAdapter().get('/docs/events', (_req: unknown, res: ServerResponse) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': TEAM_EVENTS_PAGE_CSP,
      'cache-control': 'no-cache',
    });
    res.end(page);
  });
  // Keys are pasted into this page: no other site may frame it (clickjacking).
  app.use('/docs', (_req: unknown, res: ServerResponse, next: () => void) => {
    res.setHeader('x-frame-options', 'DENY');
    res.setHeader('content-security-policy', "frame-ancestors 'none'");
    next();
  });
  // Built at the first request for it, not at start-up: a replica that is never asked for its
  // document never spends the time (a fifth of a second of CPU) on it.
  SwaggerModule.setup('docs', app, () => buildOpenApiDocument(app, sttKeyHeader), {
    jsonDocumentUrl: 'docs/json',
  });
}
