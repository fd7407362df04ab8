import { setTimeout as sleep } from 'node:timers/promises';
import { SHARED_READ_MS } from '../src/transcription/job-reads.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { http } from './support/http.js';
import { createJob, type ProxyFixture, startProxyFixture } from './transcription-fixture.js';

describe('STT proxy: team isolation and lists', () => {
  let fx: ProxyFixture;

  beforeAll(async () => {
    fx = await startProxyFixture();
  });
  afterAll(() => fx?.close());
  beforeEach(() => fx.stt.clearRequests());

  const ids = (res: { body: any }) => res.body.items.map((item: any) => item.id);

  it("answers 404 in the vendor's shape on every route of another team's job, without asking the vendor", async () => {
    const live = await createJob(fx, fx.alpha, '/v2/live');
    const pre = await createJob(fx, fx.alpha, '/v2/pre-recorded');
    const legacy = await createJob(fx, fx.alpha, '/v2/transcription');
    void fx.stt.endSession(live.id);
    fx.stt.clearRequests();

    const routes: [string, string][] = [];
    for (const id of [live.id, pre.id, legacy.id]) {
      const groups =
        id === live.id
          ? ['/v2/live', '/v2/transcription']
          : ['/v2/pre-recorded', '/v2/transcription'];
      for (const group of groups) {
        routes.push(
          ['GET', `${group}/${id}`],
          ['GET', `${group}/${id}/file`],
          ['DELETE', `${group}/${id}`],
        );
      }
    }
    routes.push(['PATCH', `/v2/live/${live.id}`]);
    for (const [method, path] of routes) {
      for (const headers of [fx.beta.headers, fx.beta.sttHeaders]) {
        const res = await http(method, fx.url(path), {
          headers,
          ...(method === 'PATCH' ? { json: { custom_metadata: {} } } : {}),
        });
        expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
        expect(res.body).toEqual({
          timestamp: expect.any(String),
          path,
          request_id: res.headers.get('x-request-id'),
          statusCode: 404,
          message: expect.stringContaining('not found'),
        });
      }
    }
    expect(fx.stt.requests).toHaveLength(0);

    // The owner still has everything, and so does an admin.
    for (const headers of [fx.alpha.headers, fx.bridge.admin]) {
      for (const [group, id] of [
        ['/v2/live', live.id],
        ['/v2/pre-recorded', pre.id],
        ['/v2/transcription', legacy.id],
      ]) {
        const res = await http('GET', fx.url(`${group}/${id}`), { headers });
        expect(res.status).toBe(200);
      }
    }
  });

  it('makes one vendor read per job for parallel lists of the same jobs', async () => {
    const team = await fx.team('parallel-lists');
    const jobs: string[] = [];
    for (let i = 0; i < 20; i++) jobs.push((await createJob(fx, team, '/v2/pre-recorded')).id);
    fx.stt.clearRequests();
    const lists = await Promise.all(
      Array.from({ length: 10 }, () =>
        http('GET', fx.url('/v2/pre-recorded?limit=100'), { headers: team.headers }),
      ),
    );
    for (const list of lists) expect([...ids(list)].sort()).toEqual([...jobs].sort());
    const reads = fx.stt.requests.filter(
      (r) => r.method === 'GET' && jobs.includes(r.path.split('/').at(-1)!),
    );
    expect(reads).toHaveLength(jobs.length);
  });

  it("lists only the caller's jobs, with the vendor's page shape pointing at the bridge", async () => {
    const alphaJobs: string[] = [];
    const betaJobs: string[] = [];
    for (let i = 0; i < 7; i++) {
      alphaJobs.unshift((await createJob(fx, fx.alpha, '/v2/pre-recorded')).id);
      betaJobs.unshift((await createJob(fx, fx.beta, '/v2/pre-recorded')).id);
    }
    const newestAlpha = (await http('GET', fx.url('/v2/pre-recorded?limit=100'), {
      headers: fx.alpha.headers,
    })) as any;
    const mine: string[] = ids(newestAlpha);
    expect(mine.slice(0, 7)).toEqual(alphaJobs);
    expect(mine.some((id) => betaJobs.includes(id))).toBe(false);

    // Walk the pages by following `next`, as a vendor client does.
    const seen: string[] = [];
    let next: string | null = fx.url('/v2/pre-recorded?limit=3&status=queued');
    const pages: any[] = [];
    while (next) {
      const page: any = await http('GET', next, { headers: fx.beta.sttHeaders });
      expect(page.status).toBe(200);
      pages.push(page.body);
      seen.push(...ids(page));
      next = page.body.next;
    }
    expect(seen).toEqual(betaJobs);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toMatchObject({
      first: `${fx.bridge.url}/v2/pre-recorded?limit=3&status=queued&offset=0`,
      current: `${fx.bridge.url}/v2/pre-recorded?limit=3&status=queued&offset=0`,
      next: `${fx.bridge.url}/v2/pre-recorded?limit=3&status=queued&offset=3`,
    });
    expect(pages[2].next).toBeNull();
    expect(pages[2].items[0]).toMatchObject({
      id: betaJobs[6],
      status: 'queued',
      kind: 'pre-recorded',
    });

    // Admins see every team's jobs.
    const all = await http('GET', fx.url('/v2/pre-recorded?limit=100'), {
      headers: fx.bridge.admin,
    });
    expect(ids(all)).toEqual(expect.arrayContaining([...alphaJobs, ...betaJobs]));

    // GET /jobs: the same jobs as the bridge keeps them, the team's own only.
    const upstream = (res: { body: any }) => res.body.items.map((job: any) => job.upstream_id);
    const kept = await http('GET', fx.url('/jobs?limit=500'), { headers: fx.alpha.headers });
    expect(kept.status).toBe(200);
    expect(upstream(kept).slice(0, 7)).toEqual(alphaJobs);
    expect(upstream(kept).some((id: string) => betaJobs.includes(id))).toBe(false);
    expect(kept.body.items[0]).toMatchObject({
      kind: 'pre_recorded',
      team_id: fx.alpha.id,
      bot_id: null,
      archive_state: null,
    });
    expect(kept.body.total).toBe(kept.body.items.length);
    const theirs = await http('GET', fx.url(`/jobs?team_id=${fx.alpha.id}`), {
      headers: fx.beta.headers,
    });
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toBe("Only admin keys may list another team's jobs");
    const asAdmin = await http('GET', fx.url(`/jobs?team_id=${fx.beta.id}&limit=500`), {
      headers: fx.bridge.admin,
    });
    expect(upstream(asAdmin)).toEqual(expect.arrayContaining(betaJobs));
    expect(upstream(asAdmin).some((id: string) => alphaJobs.includes(id))).toBe(false);
  });

  it('filters by status with the vendor as the authority, and keeps offsets right', async () => {
    const jobs: string[] = [];
    for (let i = 0; i < 6; i++)
      jobs.unshift((await createJob(fx, fx.beta, '/v2/transcription')).id);
    // Finished at the vendor behind the bridge's back: only the vendor knows.
    for (const id of [jobs[0], jobs[2], jobs[4]]) await fx.stt.completeJob(id!, 'done');
    await fx.stt.completeJob(jobs[1]!, 'error');

    const done = await http(
      'GET',
      fx.url('/v2/transcription?status=done&kind=pre-recorded&limit=2'),
      {
        headers: fx.beta.headers,
      },
    );
    expect(ids(done)).toEqual([jobs[0], jobs[2]]);
    expect(done.body.next).toContain('offset=2');
    const second = await http('GET', done.body.next, { headers: fx.beta.headers });
    expect(ids(second)).toEqual([jobs[4]]);
    expect(second.body.next).toBeNull();

    const finished = await http(
      'GET',
      fx.url('/v2/transcription?status=done,error&offset=1&limit=2'),
      {
        headers: fx.beta.headers,
      },
    );
    expect(ids(finished)).toEqual([jobs[1], jobs[2]]);

    // What the vendor said is remembered: final statuses are now filtered in the database.
    const prisma = fx.bridge.app.get(PrismaService);
    const stored = await prisma.transcriptionJob.findMany({ where: { upstreamId: { in: jobs } } });
    expect(stored.filter((j) => j.status === 'done')).toHaveLength(3);
    expect(stored.filter((j) => j.status === 'error')).toHaveLength(1);
    // Past the time reads of one job are shared, so that this list reads the vendor again.
    await sleep(SHARED_READ_MS);
    fx.stt.clearRequests();
    const again = await http(
      'GET',
      fx.url('/v2/transcription?status=done&kind=pre-recorded&limit=2'),
      {
        headers: fx.beta.headers,
      },
    );
    expect(ids(again)).toEqual([jobs[0], jobs[2]]);
    const asked = fx.stt.requests.map((r) => r.path);
    expect(asked).toContain(`/v2/transcription/${jobs[0]}`);
    expect(asked).not.toContain(`/v2/transcription/${jobs[1]}`);

    const live = await http('GET', fx.url('/v2/transcription?kind=live'), {
      headers: fx.beta.headers,
    });
    expect(ids(live)).toEqual([]);
  });

  it('leaves out jobs the vendor no longer has without shifting the pages', async () => {
    const team = fx.alpha;
    const jobs: string[] = [];
    for (let i = 0; i < 5; i++) jobs.unshift((await createJob(fx, team, '/v2/live')).id);
    // Deleted at the vendor directly (retention, or another client).
    await fetch(`${fx.stt.url}/v2/live/${jobs[1]}`, {
      method: 'DELETE',
      headers: { 'x-service-key': fx.sttKey },
    });
    const first = await http('GET', fx.url('/v2/live?limit=2'), { headers: team.headers });
    expect(ids(first)).toEqual([jobs[0]]);
    const second = await http('GET', first.body.next, { headers: team.headers });
    expect(ids(second)).toEqual([jobs[2], jobs[3]]);
    const third = await http('GET', second.body.next, { headers: team.headers });
    expect(ids(third)[0]).toBe(jobs[4]);
  });

  it('filters by creation date, and validates parameters as the vendor does', async () => {
    const before = new Date();
    const { id } = await createJob(fx, fx.beta, '/v2/live');
    const after = await http(
      'GET',
      fx.url(
        `/v2/live?after_date=${before.toISOString()}&date=${before.toISOString().slice(0, 10)}`,
      ),
      { headers: fx.beta.headers },
    );
    expect(ids(after)).toEqual([id]);
    const old = await http('GET', fx.url(`/v2/live?before_date=${before.toISOString()}`), {
      headers: fx.beta.headers,
    });
    expect(ids(old)).not.toContain(id);

    const bad = await http('GET', fx.url('/v2/live?offset=x&status=nope'), {
      headers: fx.beta.headers,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      statusCode: 400,
      path: '/v2/live',
      validation_errors: [
        'Field "offset" must be an integer not less than 0',
        'Field "status" must be one of: queued, processing, done, error',
      ],
    });
  });
});
