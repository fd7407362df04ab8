import { LEGACY, LIVE } from './job-groups.js';
import { MAX_PAGE, pageUrl, parseListQuery } from './list-query.js';

const parse = (qs: string, group = LIVE) => parseListQuery(new URLSearchParams(qs), group);

describe('parseListQuery', () => {
  it('uses the vendor defaults', () => {
    expect(parse('')).toEqual({
      query: expect.objectContaining({ offset: 0, limit: 20, statuses: [], kinds: ['live'] }),
    });
  });

  it('reads repeated and comma-separated statuses, and caps the page size', () => {
    const parsed = parse(`status=done,error&status=queued&limit=${MAX_PAGE + 50}&offset=7`);
    expect(parsed).toEqual({
      query: expect.objectContaining({
        offset: 7,
        limit: MAX_PAGE,
        statuses: ['done', 'error', 'queued'],
      }),
    });
  });

  it('turns date, after_date and before_date into one creation window', () => {
    const parsed = parse(
      'date=2024-09-18&after_date=2024-09-18T10:00:00.000Z&before_date=2024-09-20T00:00:00Z',
    );
    if (!('query' in parsed)) throw new Error('expected a query');
    expect(parsed.query.createdAfter?.toISOString()).toBe('2024-09-18T10:00:00.001Z');
    expect(parsed.query.createdBefore?.toISOString()).toBe('2024-09-19T00:00:00.000Z');
  });

  it('rejects what the vendor rejects, naming each field', () => {
    expect(parse('offset=-1&limit=0&status=finished&before_date=yesterday')).toEqual({
      errors: [
        'Field "offset" must be an integer not less than 0',
        'Field "limit" must be an integer not less than 1',
        'Field "status" must be one of: queued, processing, done, error',
        'Field "before_date" must be a valid ISO 8601 date string',
      ],
    });
  });

  it('filters by kind only on the deprecated group', () => {
    expect(parse('kind=live', LEGACY)).toEqual({
      query: expect.objectContaining({ kinds: ['live'] }),
    });
    expect(parse('kind=pre-recorded', LEGACY)).toEqual({
      query: expect.objectContaining({ kinds: ['pre_recorded', 'legacy'] }),
    });
    expect(parse('kind=video', LEGACY)).toEqual({
      errors: ['Field "kind" must be one of: live, pre-recorded'],
    });
    expect(parse('kind=video', LIVE)).toEqual({
      query: expect.objectContaining({ kinds: ['live'] }),
    });
  });

  it('builds page links on the bridge that keep the caller parameters', () => {
    const parsed = parse('status=done&limit=5');
    if (!('query' in parsed)) throw new Error('expected a query');
    expect(pageUrl('https://bridge', '/v2/live', parsed.query, 10)).toBe(
      'https://bridge/v2/live?status=done&limit=5&offset=10',
    );
  });
});
