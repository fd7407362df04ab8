import { ProxyHeaders } from './proxy-headers.js';

describe('ProxyHeaders', () => {
  const headers = new ProxyHeaders('X-Service-Key', 'x-vendor-key', 'vendor-secret');

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
      'x-vendor-key': 'vendor-secret',
    });
  });

  it('returns the vendor headers minus hop-by-hop ones, cookies and anything holding the key', () => {
    const out = headers.toCaller({
      'content-type': 'application/json',
      'content-length': '10',
      'retry-after': '3',
      connection: 'close',
      'transfer-encoding': 'chunked',
      'set-cookie': ['lb=1'],
      'x-request-id': 'G-1',
      'x-debug': 'key=vendor-secret',
    });
    expect(out).toEqual({
      'content-type': 'application/json',
      'content-length': '10',
      'retry-after': '3',
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
