import { hostMatches } from '../platform/common/host-pattern.js';

export type MeetingUrl = { url: string } | { problem: string };

/** Nothing a meeting link needs, and all ways to make one string read as two different URLs. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const AMBIGUOUS = /[\\\x00-\x20\x7f]/;

/**
 * A meeting URL as the bridge hands it to the vendor: the normalised form (WHATWG URL `href`) of
 * the one that was checked, never the raw string, which parsers disagree on. It must be written
 * `https://host/…` with no backslash, whitespace or control character anywhere, no user-info and
 * no port other than 443; its host a name of non-empty labels, written without %-escapes, on the
 * allow-list (`zoom.us` exactly, `*.zoom.us` any subdomain).
 */
export function normalizeMeetingUrl(raw: string, allowedHosts: readonly string[]): MeetingUrl {
  if (!/^https:\/\//i.test(raw)) return { problem: 'meeting_url must be an https:// URL' };
  if (AMBIGUOUS.test(raw)) {
    return { problem: 'meeting_url must not hold backslashes, whitespace or control characters' };
  }
  const authority = raw.slice('https://'.length).split(/[/?#]/, 1)[0]!;
  if (authority.includes('@')) return { problem: 'meeting_url must not carry credentials' };
  if (authority.includes('%')) return { problem: 'meeting_url host must not be %-encoded' };
  if (!URL.canParse(raw)) return { problem: 'meeting_url must be an absolute URL' };
  const url = new URL(raw);
  if (url.port !== '') return { problem: 'meeting_url must not name a port other than 443' };
  if (url.hostname.split('.').some((label) => label === '')) {
    return { problem: `meeting_url host ${url.hostname} has an empty label` };
  }
  if (!allowedHosts.some((pattern) => hostMatches(url.hostname, pattern))) {
    return {
      problem: `meeting_url host ${url.hostname} is not allowed (allowed: ${allowedHosts.join(', ')})`,
    };
  }
  return { url: url.href };
}
