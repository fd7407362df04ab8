import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBridge, type TestBridge } from './support/bridge.js';
import { http } from './support/http.js';
import { ROOT } from './support/processes.js';

describe('errors and request ids', () => {
  let bridge: TestBridge;
  beforeAll(async () => {
    bridge = await startBridge({ JSON_BODY_LIMIT: '2kb' });
  });
  afterAll(() => bridge?.close());

  const post = (body: string, headers: Record<string, string> = {}) =>
    http('POST', `${bridge.url}/admin/teams`, {
      headers: { ...bridge.admin, 'content-type': 'application/json', ...headers },
      body,
    });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await post('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      path: '/admin/teams',
      request_id: res.headers.get('x-request-id'),
      statusCode: 400,
      message: 'Malformed JSON body',
    });
  });

  it("answers the user guide's error example as the guide shows it", async () => {
    const guide = readFileSync(join(ROOT, 'docs', 'user-guide.md'), 'utf8');
    const section = guide.slice(guide.indexOf('**Errors.**'));
    const request = /-d '(.*)'\n/.exec(section)![1]!;
    const shown = JSON.parse(/```json\n([\s\S]*?)```/.exec(section)![1]!);
    const res = await post(request);
    expect(res.body).toEqual({
      ...shown,
      timestamp: expect.any(String),
      request_id: res.headers.get('x-request-id'),
    });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(4096) }));
    expect(res.status).toBe(413);
    expect(res.body.statusCode).toBe(413);
  });

  it('answers unknown routes with 404 in the error shape', async () => {
    const res = await http('GET', `${bridge.url}/nope?x=1`, { headers: bridge.admin });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ path: '/nope', statusCode: 404 });
  });

  it('echoes a sane caller request id and replaces an unsafe one', async () => {
    const kept = await http('GET', `${bridge.url}/health/live`, {
      headers: { 'x-request-id': 'caller-abc.123' },
    });
    expect(kept.headers.get('x-request-id')).toBe('caller-abc.123');

    const replaced = await http('GET', `${bridge.url}/health/live`, {
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const error = await http('GET', `${bridge.url}/me`, {
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(error.status).toBe(401);
    expect(error.body.request_id).toBe('trace-42');
  });

  it('gives every response a request id, errors included', async () => {
    const res = await post('not json');
    expect(res.headers.get('x-request-id')).toEqual(expect.any(String));
    expect(res.body.request_id).toBe(res.headers.get('x-request-id'));
  });
});
