import { ProxyHeaders } from './proxy-headers.js';
import { SecretMask } from '../platform/common/secret-mask.js';

describe('ProxyHeaders', () => {
  const mask = new SecretMask(['vendor-secret', 'hook-token']);
  const headers = new ProxyHeaders('X-Service-Key', 'x-vendor-key', 'vendor-secret', mask);

  it('sends the vendor key instead of any caller credential, and no hop-by-hop header', () => {
    const out = headers.toVendor(
      {
        authorization: 'Bearer mbb_caller',
        'x-service-key': 'mbb_caller',
        'x-vendor-key': 'forged',
        cookie: 'session=1',
        host: 'bridge.local',
        connection: 'keep-alive, x-private',
        'x-private': 'hop',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        'x-forwarded-for': '10.0.0.1',
        'accept-encoding': 'gzip',
        expect: '100-continue',
        'content-type': 'application/json',
        'content-length': '12',
        range: 'bytes=0-9',
      },
      'req-1',
    );
    expect(out).toEqual({
      'content-type': 'application/json',
      'content-length': '12',
      range: 'bytes=0-9',
      'x-request-id': 'req-1',
      'accept-encoding': 'identity',
      'x-vendor-key': 'vendor-secret',
    });
  });

  it('returns only the allowed vendor headers, with secrets masked', () => {
    const out = headers.toCaller({
      'content-type': 'application/json',
      'content-length': '10',
      'retry-after': '3',
      etag: '"abc"',
      'x-ratelimit-remaining': '7',
      ratelimit: 'limit=10, remaining=7',
      'content-disposition': 'attachment; filename="hook-token.wav"',
      connection: 'close, etag',
      'transfer-encoding': 'chunked',
      'set-cookie': ['lb=1'],
      'x-request-id': 'G-1',
      'x-debug': 'key=vendor-secret',
      server: 'nginx',
      'x-powered-by': 'PHP',
      via: '1.1 cache',
      'x-amz-request-id': 'AMZ',
      location: 'https://bridge/webhooks/stt/hook-token',
    });
    expect(out).toEqual({
      'content-type': 'application/json',
      'content-length': '10',
      'retry-after': '3',
      'x-ratelimit-remaining': '7',
      ratelimit: 'limit=10, remaining=7',
      'content-disposition': 'attachment; filename="**********.wav"',
      'x-upstream-request-id': 'G-1',
    });
  });

  it('gives signed storage URLs no credentials at all', () => {
    const out = headers.toStorage({
      authorization: 'Bearer mbb_caller',
      'x-vendor-key': 'vendor-secret',
      range: 'bytes=5-',
      accept: '*/*',
    });
    expect(out).toEqual({ range: 'bytes=5-', accept: '*/*' });
  });
});
