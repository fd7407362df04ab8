/**
 * Whether a meeting URL may be handed to the vendor: https, no credentials, and a host on the
 * allow-list (`zoom.us` exactly, `*.zoom.us` any subdomain). Returns the problem, or null.
 */
export function meetingUrlProblem(raw: string, allowedHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'meeting_url must be an absolute URL';
  }
  if (url.protocol !== 'https:') return 'meeting_url must be an https URL';
  if (url.username || url.password) return 'meeting_url must not carry credentials';
  if (!allowedHosts.some((pattern) => hostMatches(url.hostname, pattern))) {
    return `meeting_url host ${url.hostname} is not allowed (allowed: ${allowedHosts.join(', ')})`;
  }
  return null;
}

export function hostMatches(host: string, pattern: string): boolean {
  const h = host.toLowerCase();
  const p = pattern.toLowerCase();
  return p.startsWith('*.') ? h.endsWith(p.slice(1)) && h.length > p.length - 1 : h === p;
}
