import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBridge, type TestBridge } from './support/bridge.js';
import { http } from './support/http.js';
import { ROOT } from './support/processes.js';

describe('operations endpoints', () => {
  let bridge: TestBridge;
  beforeAll(async () => {
    bridge = await startBridge();
  });
  afterAll(() => bridge?.close());

  it('reports liveness and readiness of the database and storage without a key', async () => {
    const live = await http('GET', `${bridge.url}/health/live`);
    expect(live.status).toBe(200);
    expect(live.body.status).toBe('ok');

    const ready = await http('GET', `${bridge.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(ready.body.info).toEqual({ database: { status: 'up' }, storage: { status: 'up' } });
  });

  it('exposes Prometheus metrics with request durations by route template and status', async () => {
    await http('GET', `${bridge.url}/admin/teams/00000000-0000-4000-8000-000000000000/keys`, {
      headers: bridge.admin,
    });
    const res = await http('GET', `${bridge.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/admin\/teams\/:id\/keys",status_code="404"\} 1/,
    );
    expect(res.text).toContain('process_resident_memory_bytes');
    expect(res.text).not.toContain('00000000-0000-4000-8000-000000000000');
  });

  it('names every metric it serves in the operator guide, with no product prefix', async () => {
    const res = await http('GET', `${bridge.url}/metrics`);
    const names = [...res.text.matchAll(/^# TYPE (\S+) /gm)]
      .map((m) => m[1]!)
      .filter((name) => !/^(process|nodejs)_/.test(name));
    expect(names).toEqual(expect.arrayContaining(['meeting_bot_calls_total']));
    const guide = readFileSync(join(ROOT, 'docs', 'operator-guide.md'), 'utf8');
    expect(names.filter((name) => !guide.includes(`\`${name}`))).toEqual([]);
    expect(names.filter((name) => name.startsWith('bridge_'))).toEqual([]);
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const doc = await http('GET', `${bridge.url}/docs/json`);
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/admin/teams', '/admin/teams/{id}/keys', '/admin/keys/{id}', '/me']),
    );
    const ui = await http('GET', `${bridge.url}/docs`);
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger');
  });
});
