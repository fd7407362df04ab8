import { redactPaths, redactUrl } from './redact.js';

describe('log redaction', () => {
  it('hides the webhook token in paths', () => {
    expect(redactUrl('/webhooks/stt/s3cr3t-token?x=1')).toBe('/webhooks/stt/[redacted]?x=1');
    expect(redactUrl('/webhooks/meeting-bot/abc')).toBe('/webhooks/meeting-bot/[redacted]');
    expect(redactUrl('/bots/123')).toBe('/bots/123');
  });

  it('covers the authorization and both vendor key headers', () => {
    const paths = redactPaths(['X-Service-Key', 'x-meeting-baas-api-key']);
    expect(paths).toEqual(
      expect.arrayContaining([
        'req.headers["authorization"]',
        'req.headers["x-service-key"]',
        'req.headers["x-meeting-baas-api-key"]',
      ]),
    );
  });
});
