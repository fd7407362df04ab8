import { validateEnv } from '../config/env.js';
import { hostMatches, meetingUrlProblem } from './meeting-url.js';

describe('meeting URLs', () => {
  const allowed = validateEnv({}).BOT_ALLOWED_HOSTS;

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
    'https://meet.google.com/abc-defg-hij',
    'https://us02web.zoom.us/j/123456789?pwd=x',
    'https://zoom.us/j/1',
    'https://teams.microsoft.com/l/meetup-join/19%3ameeting',
    'https://teams.live.com/meet/9876',
    'https://MEET.GOOGLE.COM/abc',
  ])('accepts %s', (url) => {
    expect(meetingUrlProblem(url, allowed)).toBeNull();
  });

  it.each([
    ['http://meet.google.com/abc', /https/],
    ['not a url', /absolute URL/],
    ['https://evil.com/meet.google.com', /host evil\.com is not allowed/],
    ['https://meet.google.com.evil.com/x', /not allowed/],
    ['https://notzoom.us/j/1', /not allowed/],
    ['https://user:pw@meet.google.com/abc', /credentials/],
    ['https://127.0.0.1/x', /not allowed/],
  ])('refuses %s', (url, problem) => {
    expect(meetingUrlProblem(url, allowed)).toMatch(problem);
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
