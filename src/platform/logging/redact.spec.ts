import { Writable } from 'node:stream';
import { pino } from 'pino';
import { maskNestedSecrets, REDACTED, redactPaths, redactUrl } from './redact.js';

describe('log redaction', () => {
  it('hides the webhook token in paths, in any case', () => {
    expect(redactUrl('/webhooks/stt/s3cr3t-token?x=1')).toBe('/webhooks/stt/[redacted]?x=1');
    expect(redactUrl('/webhooks/meeting-bot/abc')).toBe('/webhooks/meeting-bot/[redacted]');
    expect(redactUrl('/WEBHOOKS/STT/abc/')).toBe('/WEBHOOKS/STT/[redacted]/');
    expect(redactUrl('/Webhooks//stt//abc')).toBe('/Webhooks//stt//[redacted]');
    expect(redactUrl('/bots/123')).toBe('/bots/123');
  });

  it('hides it whatever %-escapes spell the path, once or twice', () => {
    expect(redactUrl('/%77ebhooks/stt/s3cr3t')).toBe('/webhooks/stt/[redacted]');
    expect(redactUrl('/webhooks%2Fstt%2Fs3cr3t?x=1')).toBe('/webhooks/stt/[redacted]?x=1');
    expect(redactUrl('/%2577ebhooks/meeting-bot/s3cr3t')).toBe('/webhooks/meeting-bot/[redacted]');
    expect(redactUrl('/webhooks/stt/%73%33cr3t')).toBe('/webhooks/stt/[redacted]');
    expect(redactUrl('/bots/%E0%A4%A')).toBe('/bots/%E0%A4%A');
  });

  it('hides the values of credential-like query parameters', () => {
    expect(
      redactUrl('/me?key=a&API_KEY=b&token=c&access_token=d&apikey=e&x-api-key=f&limit=5&keys'),
    ).toBe(
      '/me?key=[redacted]&API_KEY=[redacted]&token=[redacted]&access_token=[redacted]' +
        '&apikey=[redacted]&x-api-key=[redacted]&limit=5&keys',
    );
    expect(redactUrl('/x?%6Bey=a&X-Signature=b&monkey=c')).toBe(
      '/x?%6Bey=[redacted]&X-Signature=[redacted]&monkey=c',
    );
    expect(redactUrl('/v2/live?status=done')).toBe('/v2/live?status=done');
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

  it('blanks secret keys one level inside what is logged, leaving the logged objects and bound ids alone', () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const logger = pino(
      {
        redact: { paths: redactPaths([]), censor: REDACTED },
        formatters: { log: maskNestedSecrets },
      },
      sink,
    );
    const job = { id: 'job-1', token: 'tok-secret', apiKey: 'key-secret' };
    const err = Object.assign(new Error('refused'), { key: 'err-secret' });
    const request = { headers: { authorization: 'Bearer abc', accept: '*/*' } };
    logger
      .child({ request_id: 'req-1', team_id: 'team-1' })
      .info({ job, err, req: request, list: [{ token: 'in-a-list' }], password: 'top' }, 'hello');

    const [line] = lines;
    expect(line).toMatchObject({
      request_id: 'req-1',
      team_id: 'team-1',
      job: { id: 'job-1', token: REDACTED, apiKey: REDACTED },
      err: { type: 'Error', message: 'refused', key: REDACTED },
      req: { headers: { authorization: REDACTED, accept: '*/*' } },
      // As the paths `*.token` did: one level down, not in arrays, not at the top.
      list: [{ token: 'in-a-list' }],
      password: 'top',
      msg: 'hello',
    });
    expect(line!.err).toHaveProperty('stack');
    expect(job.token).toBe('tok-secret');
    expect(err.key).toBe('err-secret');
    // Nothing to blank: the same object, not a copy.
    const plain = { job: { id: 'job-2' }, n: 1 };
    expect(maskNestedSecrets(plain)).toBe(plain);
  });
});
