import { hostMatches } from '../platform/common/host-pattern.js';
import { validateEnv } from '../platform/config/env.js';
import { normalizeMeetingUrl } from './meeting-url.js';

describe('meeting URLs', () => {
  const allowed = validateEnv({}).BOT_ALLOWED_HOSTS;
  const problem = (url: string) => {
    const checked = normalizeMeetingUrl(url, allowed);
    return 'problem' in checked ? checked.problem : null;
  };

  it('defaults to the Zoom, Google Meet and Microsoft Teams hosts', () => {
    expect(allowed).toEqual([
      'zoom.us',
      '*.zoom.us',
      'meet.google.com',
      'teams.microsoft.com',
      'teams.live.com',
    ]);
  });

  it.each([
    ['https://meet.google.com/abc-defg-hij', 'https://meet.google.com/abc-defg-hij'],
    ['https://us02web.zoom.us/j/123456789?pwd=x', 'https://us02web.zoom.us/j/123456789?pwd=x'],
    ['https://zoom.us/j/1', 'https://zoom.us/j/1'],
    [
      'https://teams.microsoft.com/l/meetup-join/19%3ameeting',
      'https://teams.microsoft.com/l/meetup-join/19%3ameeting',
    ],
    ['https://teams.live.com/meet/9876', 'https://teams.live.com/meet/9876'],
    ['https://MEET.GOOGLE.COM/abc', 'https://meet.google.com/abc'],
    ['HTTPS://meet.google.com:443/abc', 'https://meet.google.com/abc'],
    ['https://meet.google.com', 'https://meet.google.com/'],
  ])('accepts %s as %s', (url, normalised) => {
    expect(normalizeMeetingUrl(url, allowed)).toEqual({ url: normalised });
  });

  it.each([
    ['http://meet.google.com/abc', /https/],
    ['not a url', /https/],
    ['https:meet.google.com/abc', /https/],
    ['https:/meet.google.com/abc', /https/],
    ['https://evil.com/meet.google.com', /host evil\.com is not allowed/],
    ['https://meet.google.com.evil.com/x', /not allowed/],
    ['https://notzoom.us/j/1', /not allowed/],
    ['https://user:pw@meet.google.com/abc', /credentials/],
    ['https://meet.google.com\\@evil.test/', /backslash/],
    ['https://meet.google.com/a\\b', /backslash/],
    ['https://meet.goo\tgle.com/abc', /control/],
    ['https://meet.google.com\n/abc', /control/],
    ['https://meet.google.com/a b', /whitespace/],
    ['https://meet%2egoogle.com/abc', /%-encoded/],
    ['https://meet.google.com:8443/abc', /port/],
    ['https://meet.google.com:444/abc', /port/],
    ['https://a..zoom.us/j/1', /empty label/],
    ['https://meet.google.com./abc', /empty label/],
    ['https://127.0.0.1/x', /not allowed/],
    ['https://[::1]/x', /not allowed/],
  ])('refuses %s', (url, expected) => {
    expect(problem(url)).toMatch(expected);
  });

  it('matches a wildcard only on a real subdomain', () => {
    expect(hostMatches('a.zoom.us', '*.zoom.us')).toBe(true);
    expect(hostMatches('a.b.zoom.us', '*.zoom.us')).toBe(true);
    expect(hostMatches('zoom.us', '*.zoom.us')).toBe(false);
    expect(hostMatches('xzoom.us', '*.zoom.us')).toBe(false);
  });

  it('reads a comma-separated allow-list and refuses malformed entries', () => {
    expect(
      validateEnv({ BOT_ALLOWED_HOSTS: ' Example.com , *.corp.example ' }).BOT_ALLOWED_HOSTS,
    ).toEqual(['example.com', '*.corp.example']);
    expect(() => validateEnv({ BOT_ALLOWED_HOSTS: 'https://x.com' })).toThrow(/BOT_ALLOWED_HOSTS/);
  });
});
