import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenAPIObject, OperationObject, ResponseObject } from '@nestjs/swagger';
import { EXAMPLE_ID, EXAMPLE_TOKEN, examplePath, requestPath } from '../src/docs/error-examples.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { runApiTour, type Recorded } from './api-tour.js';
import { http } from './support/http.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const ADMIN_NEEDED = 'This operation needs an admin key';
const EXAMPLES_FILE = join(import.meta.dirname, '..', 'src', 'docs', 'response-examples.json');
const WEBHOOK_TOKEN = randomBytes(16).toString('hex');

interface Case {
  name: string;
  status: string;
  example: { path: string; statusCode: number; message: string };
}

/**
 * The error examples of /docs are the server's own answers: for every operation, each error the
 * test can cause with one request (401, 403, 404, a malformed id, 413, 415) is caused, and its
 * path, status and message must be the documented example's.
 */
describe('API document examples', () => {
  let bridge: TestBridge;
  let memberKey: string;
  let cases: (Case & { method: string; path: string; op: OperationObject })[];

  beforeAll(async () => {
    bridge = await startBridge({ WEBHOOK_TOKEN });
    memberKey = (await mintTeam(bridge.url, bridge.admin, 'examples')).key;
    const document = (await http('GET', `${bridge.url}/docs/json`)).body as OpenAPIObject;
    cases = Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).flatMap((method) =>
        Object.entries(item[method]!.responses)
          .filter(([status]) => /^[45]/.test(status))
          .map(([status, response]) => ({
            name: `${method.toUpperCase()} ${path} ${status}`,
            method,
            path,
            op: item[method]!,
            status,
            example: (response as ResponseObject).content?.['application/json']?.example,
          })),
      ),
    );
  });
  afterAll(() => bridge?.close());

  it('gives every error answer an example with its own status and the operation path', () => {
    const wrong = cases.filter(
      (c) =>
        !c.example ||
        c.example.statusCode !== Number(c.status) ||
        c.example.path !== examplePath(c.path) ||
        !c.example.message,
    );
    expect(wrong.map((c) => c.name)).toEqual([]);
  });

  /** The request that causes `status` on this operation, when one request can. */
  function cause(c: (typeof cases)[number]) {
    const url = (path: string) => `${bridge.url}${path}`;
    const withId = requestPath(c.path);
    // Past the token check, to the body's: the real token (the answer's path hides it).
    const token = withId.replace(EXAMPLE_TOKEN, WEBHOOK_TOKEN);
    // An unknown id is answered 404 before the body is read, and the meeting-bot vendor's
    // webhooks check its signature first.
    const bodyCheckable = !c.path.includes('{id}') && !c.path.startsWith('/webhooks/meeting-bot');
    const body = ['post', 'put', 'patch'].includes(c.method);
    const admin = c.op.tags?.includes('admin') || /^\/admin\//.test(c.path);
    const auth = c.path.startsWith('/webhooks/') ? {} : bearer(admin ? bridge.adminKey : memberKey);
    switch (c.status) {
      case '401':
        return http(c.method.toUpperCase(), url(withId));
      case '403':
        // A member key: refused on the routes documented as needing an admin key (the others
        // refuse something else, checked below).
        return c.example.message === ADMIN_NEEDED
          ? http(c.method.toUpperCase(), url(withId), { headers: bearer(memberKey) })
          : undefined;
      case '404':
        // Routes with a body would answer 400 for an empty one first.
        return c.path.includes('{id}') && !body
          ? http(c.method.toUpperCase(), url(withId), { headers: auth })
          : undefined;
      case '400':
        return c.path.includes('{id}') && !body && !c.path.startsWith('/v2/')
          ? http(c.method.toUpperCase(), url(withId.replace(EXAMPLE_ID, 'not-a-uuid')), {
              headers: auth,
            })
          : undefined;
      case '413':
        if (!bodyCheckable) return undefined;
        return http(c.method.toUpperCase(), url(token), {
          headers: { ...auth, 'content-type': 'application/json' },
          body: `{"x":"${'a'.repeat(1_100_000)}"}`,
        });
      case '415':
        if (!bodyCheckable) return undefined;
        return http(c.method.toUpperCase(), url(token), {
          headers: { ...auth, 'content-type': 'application/json; charset=latin1' },
          body: '{}',
        });
      default:
        return undefined;
    }
  }

  it('lets a member key past the routes whose 403 is not about admin keys', async () => {
    const memberRoutes = cases.filter(
      (c) => c.status === '403' && c.example.message !== ADMIN_NEEDED,
    );
    expect(memberRoutes.length).toBeGreaterThan(5);
    for (const c of memberRoutes) {
      const res = await http(c.method.toUpperCase(), `${bridge.url}${requestPath(c.path)}`, {
        headers: bearer(memberKey),
      });
      expect({ route: c.name, message: res.body?.message }).not.toEqual({
        route: c.name,
        message: ADMIN_NEEDED,
      });
    }
  });

  it('shows, for each error one request can cause, what the server answers', async () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const c of cases) {
      const answer = await cause(c);
      if (!answer) continue;
      checked++;
      const got = {
        path: answer.body?.path,
        statusCode: answer.status,
        message: answer.body?.message,
      };
      const documented = {
        path:
          c.status === '400' ? c.example.path.replace(EXAMPLE_ID, 'not-a-uuid') : c.example.path,
        statusCode: c.example.statusCode,
        message: c.example.message,
      };
      if (JSON.stringify(got) !== JSON.stringify(documented)) {
        mismatches.push(
          `${c.name}: server ${JSON.stringify(got)} docs ${JSON.stringify(documented)}`,
        );
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(140);
  });
});

/** Differences of shape between a documented example and an answer: fields and JSON types. */
function shapeDifferences(documented: unknown, actual: unknown, at = '$'): string[] {
  if (documented === null || actual === null || documented === undefined) return [];
  const kind = (v: unknown) => (Array.isArray(v) ? 'array' : typeof v);
  if (kind(documented) !== kind(actual)) {
    return [`${at}: documented ${kind(documented)}, answered ${kind(actual)}`];
  }
  if (Array.isArray(documented) && Array.isArray(actual)) {
    return documented.length && actual.length
      ? shapeDifferences(documented[0], actual[0], `${at}[0]`)
      : [];
  }
  if (kind(documented) !== 'object') return [];
  const [d, a] = [documented as Record<string, unknown>, actual as Record<string, unknown>];
  return [
    ...Object.keys(a)
      .filter((k) => !(k in d))
      .map((k) => `${at}.${k}: answered, not documented`),
    ...Object.keys(d)
      .filter((k) => !(k in a))
      .map((k) => `${at}.${k}: documented, not answered`),
    ...Object.keys(d)
      .filter((k) => k in a)
      .flatMap((k) => shapeDifferences(d[k], a[k], `${at}.${k}`)),
  ];
}

/**
 * The success examples of /docs are answers of the server to a tour of the whole API
 * (api-tour.ts), recorded in src/docs/response-examples.json. The tour runs again here:
 * every answer must have its documented example's fields and JSON types. With
 * UPDATE_API_EXAMPLES=1 (`npm run docs:examples`) it records them instead.
 */
describe('API document success examples', () => {
  let bridge: TestBridge;
  let document: OpenAPIObject;
  let recorded: Recorded;
  beforeAll(async () => {
    recorded = await runApiTour();
    if (process.env.UPDATE_API_EXAMPLES === '1') {
      writeFileSync(EXAMPLES_FILE, `${JSON.stringify(Object.fromEntries(recorded), null, 2)}\n`);
    }
    bridge = await startBridge();
    document = (await http('GET', `${bridge.url}/docs/json`)).body as OpenAPIObject;
  }, 180_000);
  afterAll(() => bridge?.close());

  const successes = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).flatMap((method) =>
        Object.entries(item[method]!.responses)
          .filter(
            ([status, r]) =>
              /^2/.test(status) && (r as ResponseObject).content?.['application/json'],
          )
          .map(([status, r]) => ({
            key: `${method.toUpperCase()} ${path} ${status}`,
            example: (r as ResponseObject).content!['application/json']!.example as unknown,
          })),
      ),
    );

  it('shows an example for every JSON success answer', () => {
    expect(
      successes()
        .filter((s) => s.example === undefined)
        .map((s) => s.key),
    ).toEqual([]);
  });

  it('shows examples with the fields and types the server answers', () => {
    const examples = new Map(successes().map((s) => [s.key, s.example]));
    const differences = [...recorded].flatMap(([key, answer]) =>
      examples.has(key)
        ? shapeDifferences(examples.get(key), answer).map((d) => `${key} ${d}`)
        : [`${key}: answered, not documented`],
    );
    expect(differences).toEqual([]);
    const unseen = [...examples.keys()].filter((key) => !recorded.has(key));
    expect(unseen).toEqual([]);
  });
});
