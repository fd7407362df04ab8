import { parseByteRange } from './byte-range.js';

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    [' bytes=5-5 ', { start: 5, end: 5 }],
  ])('reads %s of 1000 bytes', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=1000-1200', 'bytes=-0'])(
    'refuses %s of 1000 bytes as unsatisfiable',
    (header) => expect(parseByteRange(header, 1000)).toBe('unsatisfiable'),
  );

  it('finds nothing to serve in an empty object', () => {
    expect(parseByteRange('bytes=-10', 0)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it.each([undefined, '', 'bytes=-', 'bytes=5-1', 'items=0-1', 'bytes=0-1,5-9', 'bytes=a-b'])(
    'sends the whole object for %p',
    (header) => expect(parseByteRange(header, 1000)).toBeNull(),
  );
});
