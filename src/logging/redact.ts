/** Webhook receivers carry their secret in the path; never let it reach a log line. */
export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(/(\/webhooks\/[^/]+\/)[^/?#]+/, '$1[redacted]');
}

/** Paths pino blanks out wherever they appear in a logged object. */
export function redactPaths(keyHeaders: string[]): string[] {
  const headers = ['authorization', 'cookie', ...keyHeaders.map((h) => h.toLowerCase())];
  return [
    ...headers.map((h) => `req.headers["${h}"]`),
    'res.headers["set-cookie"]',
    '*.api_key',
    '*.apiKey',
    '*.key',
    '*.password',
    '*.token',
  ];
}
