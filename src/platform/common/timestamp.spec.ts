import { parseTimestamp } from './timestamp.js';

describe('parseTimestamp', () => {
  it('reads dates and times of the RFC 3339 profile, in UTC unless told', () => {
    const cases: [string, string][] = [
      ['2026-11-23', '2026-11-23T00:00:00.000Z'],
      ['2026-11-23T10:00', '2026-11-23T10:00:00.000Z'],
      ['2026-11-23T10:00:05', '2026-11-23T10:00:05.000Z'],
      ['2026-11-23T10:00:05.5Z', '2026-11-23T10:00:05.500Z'],
      ['2026-11-23t10:00:05.123456789z', '2026-11-23T10:00:05.123Z'],
      ['2026-11-23T10:00:00+02:00', '2026-11-23T08:00:00.000Z'],
      ['2026-11-23T00:30:00-01:30', '2026-11-23T02:00:00.000Z'],
      ['0001-01-01', '0001-01-01T00:00:00.000Z'],
      ['2024-02-29T23:59:59Z', '2024-02-29T23:59:59.000Z'],
    ];
    for (const [text, iso] of cases)
      expect([text, parseTimestamp(text)?.toISOString()]).toEqual([text, iso]);
  });

  it('refuses every other form, and days and hours that do not exist', () => {
    for (const text of [
      '2026-327',
      '20261123',
      '2026-W47-1',
      '2026-11-23T00Z',
      '2026-11-23T00:00:00,5Z',
      '2026-11-23T00:00:00.Z',
      '2026-02-30',
      '2026-13-01',
      '2026-11-23T24:00:00Z',
      '2026-11-23T10:60:00Z',
      '2026-11-23T10:00:60Z',
      '2026-11-23T10:00:00+24:00',
      '2026-11-23 10:00:00Z',
      '+275760-09-13',
      '2026-11-23T10:00:00Z ',
      '',
      'now',
    ]) {
      expect([text, parseTimestamp(text)]).toEqual([text, null]);
    }
  });
});
