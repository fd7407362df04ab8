import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { EVENT_TYPES } from '../src/platform/outbox/event-types.js';
import { browserDescribe, launchBrowser, type TestBrowser } from './support/browser.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { http } from './support/http.js';

const ERROR_SCHEMA = '#/components/schemas/ErrorBodyDto';
const PUBLIC_PATHS = /^\/(health|webhooks|recordings)\//;

interface Operation {
  name: string;
  path: string;
  method: string;
  op: OperationObject;
}

function operationsOf(document: OpenAPIObject): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const)
      .filter((method) => item[method])
      .map((method) => ({
        name: `${method.toUpperCase()} ${path}`,
        path,
        method,
        op: item[method]!,
      })),
  );
}

const refOf = (schema: unknown) => (schema as { $ref?: string } | undefined)?.$ref;

/** Every `$ref` anywhere in a value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === '$ref' && typeof v === 'string' ? [v] : refsIn(v),
  );
}

/** The document at /docs/json, as Swagger UI at /docs reads it. */
describe('API document (/docs)', () => {
  let bridge: TestBridge;
  let document: OpenAPIObject;
  let operations: Operation[];

  const webhookToken = randomBytes(16).toString('hex');

  beforeAll(async () => {
    bridge = await startBridge({ WEBHOOK_TOKEN: webhookToken });
    const res = await http('GET', `${bridge.url}/docs/json`);
    expect(res.status).toBe(200);
    document = res.body;
    operations = operationsOf(document);
  });
  afterAll(() => bridge?.close());

  it('documents every route', () => {
    expect(operations.map((o) => o.name)).toEqual(
      expect.arrayContaining([
        'POST /bots',
        'POST /bots/{id}/retranscribe',
        'GET /admin/archives',
        'PATCH /v2/live/{id}',
        'POST /v2/upload',
        'POST /webhooks/stt/{token}',
        'GET /health/ready',
        'GET /admin/audit',
        'GET /usage',
        'POST /webhook-endpoints',
        'GET /events',
      ]),
    );
    expect(operations.length).toBeGreaterThanOrEqual(41);
  });

  it('groups the operations as a user meets them: bots first, admin last', () => {
    const groups = [
      'bots',
      'calendars',
      'retranscription',
      'STT proxy',
      'events',
      'usage',
      'identity',
      'webhooks',
      'operations',
      'admin',
    ];
    expect(document.tags!.map((t) => t.name)).toEqual(groups);
    const order = operations.map((o) => groups.indexOf(o.op.tags![0]!));
    expect(order).not.toContain(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('says on each route what its 403 refuses (test/api-examples checks it against the server)', () => {
    const generic = operations.filter(({ op }) => {
      const refused = op.responses['403'] as ResponseObject | undefined;
      return (
        refused &&
        !/needs an admin key|needs a team API key|Only admin keys/.test(refused.description)
      );
    });
    expect(generic.map((o) => o.name)).toEqual([]);
  });

  it('shows every team event with an example body at /docs/events, under a strict CSP', async () => {
    const res = await fetch(`${bridge.url}/docs/events`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const page = await res.text();
    const webhooks = (document as unknown as { 'x-webhooks': Record<string, any> })['x-webhooks'];
    for (const type of EVENT_TYPES) {
      expect(page).toContain(`<section id="${type}">`);
      const example = webhooks[type].post.requestBody.content['application/json'].example;
      const shown = JSON.stringify(example, null, 2).replace(/"/g, '&#34;');
      expect({ type, shown: page.includes(shown) }).toEqual({ type, shown: true });
    }
    expect(page).not.toMatch(/<script/i);
  });

  it('lets no other site frame the page keys are pasted into', async () => {
    for (const path of ['/docs', '/docs/']) {
      const page = await fetch(`${bridge.url}${path}`);
      await page.text();
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('carries the product version', () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8'));
    expect(document.info.version).toBe(pkg.version);
  });

  it('gives every operation a summary, a tag and a success answer', () => {
    const missing = operations.filter(
      ({ op }) =>
        !op.summary?.trim() ||
        !op.tags?.length ||
        !Object.keys(op.responses).some((s) => /^2\d\d$/.test(s)),
    );
    expect(missing.map((o) => o.name)).toEqual([]);
  });

  it('gives every answer with a body a schema, and 200/201 answers a body', () => {
    const problems = operations.flatMap(({ name, op }) =>
      Object.entries(op.responses).flatMap(([status, response]) => {
        const { content } = response as ResponseObject;
        if (!content) return ['200', '201'].includes(status) ? [`${name} ${status}`] : [];
        return Object.entries(content)
          .filter(([, media]) => !media.schema)
          .map(([type]) => `${name} ${status} ${type}`);
      }),
    );
    expect(problems).toEqual([]);
  });

  it('documents every error answer with the error body', () => {
    const problems = operations.flatMap(({ name, op }) =>
      Object.entries(op.responses)
        .filter(([status]) => /^[45]\d\d$/.test(status))
        .filter(
          ([, r]) =>
            refOf((r as ResponseObject).content?.['application/json']?.schema) !== ERROR_SCHEMA,
        )
        .map(([status]) => `${name} ${status}`),
    );
    expect(problems).toEqual([]);
    // Every authenticated route says what a missing key gets.
    const without401 = operations.filter(
      ({ path, op }) => !PUBLIC_PATHS.test(path) && !op.responses['401'],
    );
    expect(without401.map((o) => o.name)).toEqual([]);
    const schema = document.components!.schemas!.ErrorBodyDto as SchemaObject;
    expect(schema.required).toEqual(
      expect.arrayContaining(['timestamp', 'path', 'request_id', 'statusCode', 'message']),
    );
  });

  it('types every parameter as what it holds', () => {
    const params = operations.flatMap(({ name, op }) =>
      (op.parameters ?? []).map((p) => ({ name, param: p as ParameterObject })),
    );
    const untyped = params.filter(
      ({ param }) =>
        !['string', 'integer', 'number', 'boolean', 'array'].includes(
          (param.schema as SchemaObject | undefined)?.type as string,
        ),
    );
    expect(untyped.map(({ name, param }) => `${name} ${param.name}`)).toEqual([]);
    const counts = params.filter(({ param }) => ['limit', 'offset'].includes(param.name));
    expect(counts.length).toBeGreaterThanOrEqual(10);
    for (const { param } of counts) expect((param.schema as SchemaObject).type).toBe('integer');
  });

  it('declares the API keys: bearer (opaque) and the STT key header, on the right routes', () => {
    const schemes = document.components!.securitySchemes!;
    expect(schemes).toEqual({
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      'service-key': expect.objectContaining({
        type: 'apiKey',
        in: 'header',
        name: 'x-service-key',
      }),
    });
    expect(schemes.bearer).not.toHaveProperty('bearerFormat');
    for (const { name, path, op } of operations) {
      const expected = PUBLIC_PATHS.test(path)
        ? undefined
        : path.startsWith('/v2/')
          ? [{ bearer: [] }, { 'service-key': [] }]
          : [{ bearer: [] }];
      expect({ name, security: op.security?.length ? op.security : undefined }).toEqual({
        name,
        security: expected,
      });
    }
  });

  it("takes the proxy routes' bodies and parameters from the vendor's spec", () => {
    const op = (name: string) => operations.find((o) => o.name === name)!.op;
    const body = (name: string) => (op(name).requestBody as { content: any }).content;
    expect(body('POST /v2/live')['application/json'].schema.$ref).toBe(
      '#/components/schemas/StreamingRequest',
    );
    expect(body('POST /v2/pre-recorded')['application/json'].schema.$ref).toBe(
      '#/components/schemas/InitTranscriptionRequest',
    );
    expect(Object.keys(body('POST /v2/upload'))).toEqual([
      'multipart/form-data',
      'application/json',
    ]);
    expect(Object.keys(op('POST /v2/upload').responses)).toContain('200');
    expect(Object.keys(op('POST /v2/upload').responses)).not.toContain('201');
    const listParams = (op('GET /v2/transcription').parameters as ParameterObject[]).map(
      (p) => p.name,
    );
    expect(listParams).toEqual(
      expect.arrayContaining(['offset', 'limit', 'status', 'after_date', 'before_date', 'kind']),
    );
    expect(op('GET /v2/live/{id}').responses['200']).toEqual(
      expect.objectContaining({
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/StreamingResponse' },
            example: expect.objectContaining({ kind: 'live' }),
          },
        },
      }),
    );
    const dangling = refsIn(document).filter(
      (ref) => !(ref.replace('#/components/schemas/', '') in document.components!.schemas!),
    );
    expect(dangling).toEqual([]);
  });

  it('documents the status codes the routes answer', () => {
    const statuses = (name: string) =>
      Object.keys(operations.find((o) => o.name === name)!.op.responses).filter((s) => s < '300');
    expect(statuses('POST /bots')).toEqual(['201']);
    expect(statuses('POST /bots/{id}/retranscribe').sort()).toEqual(['200', '202']);
    expect(statuses('POST /admin/retranscriptions').sort()).toEqual(['200', '202']);
    expect(statuses('DELETE /bots/{id}')).toEqual(['202']);
    expect(statuses('PATCH /v2/live/{id}')).toEqual(['204']);
    expect(statuses('POST /admin/archives/sweep')).toEqual(['200']);
    expect(statuses('POST /webhooks/stt/{token}')).toEqual(['200']);
    expect(statuses('POST /webhook-endpoints')).toEqual(['201']);
    expect(statuses('DELETE /webhook-endpoints/{id}')).toEqual(['204']);
    expect(statuses('POST /webhook-endpoints/{id}/rotate-secret')).toEqual(['200']);
    expect(statuses('POST /webhook-endpoints/{id}/replay')).toEqual(['202']);
    expect(statuses('POST /webhook-messages/{id}/retry')).toEqual(['202']);
  });

  it("documents the team limits' 429 and quota headers on every authenticated route", () => {
    const quota = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];
    for (const { name, path, op } of operations.filter((o) => !PUBLIC_PATHS.test(o.path))) {
      const refused = op.responses['429'] as ResponseObject;
      expect({ name, headers: Object.keys(refused?.headers ?? {}).sort() }).toEqual({
        name,
        headers: ['Retry-After', ...quota].sort(),
      });
      const ok = Object.entries(op.responses).filter(([s]) => s.startsWith('2'));
      for (const [status, response] of ok) {
        if (!response || '$ref' in response) continue;
        expect({ name, path, status, headers: Object.keys(response.headers ?? {}) }).toEqual({
          name,
          path,
          status,
          headers: expect.arrayContaining(quota),
        });
      }
    }
    expect(operations.find((o) => o.name === 'GET /health/ready')!.op.responses['429']).toBe(
      undefined,
    );
  });

  it("describes each team event with an example payload (x-webhooks, OpenAPI 3.0's form)", () => {
    expect(document.openapi).toMatch(/^3\.0\./);
    const events = (document as unknown as { 'x-webhooks': Record<string, any> })['x-webhooks'];
    expect(Object.keys(events)).toEqual([...EVENT_TYPES]);
    const payload = document.components!.schemas!.TeamEventPayload as SchemaObject;
    expect(payload.required).toEqual(['type', 'timestamp', 'data']);
    for (const [type, item] of Object.entries(events)) {
      expect(item.post.summary).toBeTruthy();
      const { schema, example } = item.post.requestBody.content['application/json'];
      expect(schema.$ref).toBe('#/components/schemas/TeamEventPayload');
      expect(example).toEqual({
        type,
        timestamp: expect.any(String),
        data: expect.any(Object),
      });
      expect(item.post.parameters.map((p: ParameterObject) => p.name)).toEqual([
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
      ]);
    }
  });

  it('documents both answers of the usage reports: JSON and CSV', () => {
    for (const name of ['GET /usage', 'GET /admin/usage']) {
      const ok = operations.find((o) => o.name === name)!.op.responses['200'] as ResponseObject;
      expect(ok.content).toEqual({
        'application/json': {
          schema: { $ref: '#/components/schemas/UsageReportDto' },
          example: expect.objectContaining({ granularity: 'day' }),
        },
        'text/csv': { schema: expect.objectContaining({ type: 'string' }) },
      });
    }
  });

  it('shows POST /bots examples the server accepts', async () => {
    const team = await mintTeam(bridge.url, bridge.admin, 'docs');
    const bots = operations.find((o) => o.name === 'POST /bots')!.op;
    const examples = (bots.requestBody as { content: any }).content['application/json'].examples;
    const values = Object.values(examples as Record<string, { value: unknown }>).map(
      (e) => e.value,
    );
    expect(values.length).toBeGreaterThan(0);
    for (const json of values) {
      const res = await http('POST', `${bridge.url}/bots`, { headers: bearer(team.key), json });
      expect({ json, status: res.status }).toEqual({ json, status: 201 });
    }
  });

  browserDescribe('in a headless browser', () => {
    let browser: TestBrowser;
    let page: Page;
    let key: string;

    beforeAll(async () => {
      const team = await mintTeam(bridge.url, bridge.admin, 'browser');
      // A team admin key reaches every group: admin routes, and bots of its own team.
      const minted = await http('POST', `${bridge.url}/admin/teams/${team.id}/keys`, {
        headers: bridge.admin,
        json: { name: 'browser-admin', role: 'admin' },
      });
      key = minted.body.key;
      browser = await launchBrowser();
      page = browser.page;
    });
    afterAll(() => browser?.close());

    it('authorises and executes one operation of each group from /docs', async () => {
      const bot = await http('POST', `${bridge.url}/bots`, {
        headers: bearer(key),
        json: { meeting_url: 'https://meet.google.com/abc-defg-hij' },
      });
      expect(bot.status).toBe(201);

      await page.goto(`${bridge.url}/docs`);
      await page.locator('.swagger-ui .opblock').first().waitFor();
      await page.locator('button.authorize').first().click();
      const bearerForm = page
        .locator('.modal-ux .auth-container')
        .filter({ hasText: 'bearer' })
        .first();
      await bearerForm.locator('input').fill(key);
      await bearerForm.locator('button.authorize').click();
      await bearerForm.locator('button.btn-done').click();

      const executed: Record<string, string> = {};
      for (const { method, path, params } of [
        { method: 'post', path: '/bots', params: {} },
        { method: 'post', path: '/bots/{id}/retranscribe', params: { id: bot.body.id } },
        { method: 'get', path: '/admin/archives', params: {} },
        { method: 'get', path: '/me', params: {} },
        { method: 'post', path: '/v2/live', params: {} },
        { method: 'post', path: '/webhooks/stt/{token}', params: { token: webhookToken } },
        { method: 'get', path: '/health/ready', params: {} },
        { method: 'get', path: '/usage', params: {} },
        { method: 'get', path: '/events', params: {} },
        { method: 'get', path: '/calendars', params: {} },
      ]) {
        executed[`${method.toUpperCase()} ${path}`] = await execute(page, method, path, params);
      }
      expect(executed).toEqual({
        'POST /bots': '201',
        'POST /bots/{id}/retranscribe': '202',
        'GET /admin/archives': '200',
        'GET /me': '200',
        'POST /v2/live': '201',
        'POST /webhooks/stt/{token}': '200',
        'GET /health/ready': '200',
        'GET /usage': '200',
        'GET /events': '200',
        'GET /calendars': '200',
      });
      // One of each group.
      const tagOf = (name: string) => operations.find((o) => o.name === name)!.op.tags![0];
      const allTags = new Set(operations.map(({ op }) => op.tags![0]));
      expect(new Set(Object.keys(executed).map(tagOf))).toEqual(allTags);
    }, 120_000);
  });
});

/** "Try it out", fill the path parameters, "Execute": the status the UI shows. */
async function execute(
  page: Page,
  method: string,
  path: string,
  params: Record<string, string>,
): Promise<string> {
  const block = page
    .locator(`.opblock-${method}`)
    .filter({
      has: page.locator('.opblock-summary-path', { hasText: new RegExp(`^${escape(path)}$`) }),
    })
    .first();
  await block.locator('.opblock-summary').first().click();
  await block.locator('button.try-out__btn').click();
  for (const [name, value] of Object.entries(params)) {
    await block.locator(`tr[data-param-name="${name}"] input`).fill(value);
  }
  await block.locator('button.execute').click();
  const status = block.locator('.live-responses-table .response .response-col_status').first();
  await status.waitFor();
  return (await status.textContent())!.trim().slice(0, 3);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
