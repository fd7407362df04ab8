import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo, LookupFunction } from 'node:net';
import { request as undiciRequest } from 'undici';
import { OutboundGuard, type OutboundPolicy, OutboundRefused } from './outbound-guard.js';
import { isPublicAddress } from './public-address.js';

/** Resolves every name to the given addresses, as a hostile or re-pointed DNS would. */
const resolvesTo =
  (...addresses: string[]): LookupFunction =>
  (_hostname, options, callback) => {
    const all: LookupAddress[] = addresses.map((address) => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }));
    if (options.all) callback(null, all);
    else callback(null, all[0]!.address, all[0]!.family);
  };

const PRODUCTION: OutboundPolicy = { allowPrivate: false, httpsOnly: true };

/** What a GET through the guard comes to: the status, or the error's class and message. */
type Get = (guard: OutboundGuard, url: string) => Promise<number | Error>;

/** Through the guard's node:http(s) agents. */
const viaAgent: Get = (guard, url) => {
  const target = new URL(url);
  const request = target.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve) => {
    const req = request(
      target,
      { agent: guard.agent(target), rejectUnauthorized: false },
      (res) => {
        res.resume();
        resolve(res.statusCode!);
      },
    );
    req.on('error', resolve);
    req.end();
  });
};

/** Through the guard's undici dispatcher (downloads). */
const viaDispatcher: Get = async (guard, url) => {
  try {
    const res = await undiciRequest(url, { dispatcher: guard.dispatcher });
    await res.body.dump();
    return res.statusCode;
  } catch (error) {
    return error as Error;
  }
};

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '192.0.2.10',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('OutboundGuard', () => {
  const guards: OutboundGuard[] = [];
  const guard = (policy: OutboundPolicy) => {
    const made = new OutboundGuard(policy);
    guards.push(made);
    return made;
  };
  afterAll(() => guards.forEach((g) => g.destroy()));

  it('refuses from the URL alone: scheme, credentials, hosts off the list, literal addresses', () => {
    const sut = guard({ ...PRODUCTION, allowedHosts: ['storage.example.com', '*.cdn.example'] });
    const refused = [
      'http://storage.example.com/a',
      'ftp://storage.example.com/a',
      'https://user:pw@storage.example.com/a',
      'https://other.example.com/a',
      'https://cdn.example/a',
    ];
    for (const url of refused) expect(() => sut.check(new URL(url))).toThrow(OutboundRefused);
    expect(() => sut.check(new URL('https://storage.example.com/a?X-Signature=1'))).not.toThrow();
    expect(() => sut.check(new URL('https://a.b.cdn.example/a'))).not.toThrow();

    const open = guard(PRODUCTION);
    for (const url of [
      'https://127.0.0.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://10.0.0.8/',
      'https://0x7f.1/',
      'https://2130706433/',
    ]) {
      expect(() => open.check(new URL(url))).toThrow(/not a public address/);
    }
  });

  it('allows plain http outside production, and private addresses only when told to', () => {
    expect(() =>
      guard({ allowPrivate: false, httpsOnly: false }).check(new URL('http://a.example/')),
    ).not.toThrow();
    const dev = guard({ allowPrivate: true, httpsOnly: false });
    expect(() => dev.check(new URL('http://127.0.0.1:9/'))).not.toThrow();
  });

  describe.each([
    ['node:http agents', viaAgent],
    ['undici dispatcher', viaDispatcher],
  ])('through its %s', (_client, get) => {
    it('refuses, when connecting, a name that resolves to a non-public address', async () => {
      for (const address of [
        '127.0.0.1',
        '169.254.169.254',
        '::1',
        '::ffff:127.0.0.1',
        '10.0.0.1',
      ]) {
        const sut = guard({ ...PRODUCTION, lookup: resolvesTo('93.184.216.34', address) });
        const url = new URL('https://storage.example.com/audio');
        expect(() => sut.check(url)).not.toThrow();
        const result = await get(sut, url.href);
        expect(result).toBeInstanceOf(OutboundRefused);
        expect((result as Error).message).toContain(address);
      }
    });

    it('keeps where a refused name resolves to itself when told to', async () => {
      const sut = guard({
        ...PRODUCTION,
        lookup: resolvesTo('169.254.169.254'),
        revealAddresses: false,
      });
      const result = (await get(sut, 'https://metadata.example.com/')) as Error;
      expect(result).toBeInstanceOf(OutboundRefused);
      expect(result.message).toBe('metadata.example.com: address not allowed');
    });

    it('refuses localhost through the system resolver in production', async () => {
      const result = await get(guard(PRODUCTION), 'https://localhost:9/');
      expect(result).toBeInstanceOf(OutboundRefused);
    });

    describe('against a server on loopback', () => {
      let server: http.Server;
      let port: number;
      let connections = 0;
      beforeAll(async () => {
        server = http.createServer((_req, res) => res.end('ok'));
        server.on('connection', () => connections++);
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        port = (server.address() as AddressInfo).port;
      });
      afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

      it('never opens the connection to a refused address, by name or literal', async () => {
        const sut = guard({
          allowPrivate: false,
          httpsOnly: false,
          lookup: resolvesTo('127.0.0.1'),
        });
        expect(await get(sut, `http://files.example.com:${port}/`)).toBeInstanceOf(OutboundRefused);
        expect(await get(sut, `http://127.0.0.1:${port}/`)).toBeInstanceOf(OutboundRefused);
        expect(connections).toBe(0);
      });

      it('connects there with allowPrivate', async () => {
        const sut = guard({
          allowPrivate: true,
          httpsOnly: false,
          lookup: resolvesTo('127.0.0.1'),
        });
        expect(await get(sut, `http://files.example.com:${port}/`)).toBe(200);
        expect(await get(sut, `http://127.0.0.1:${port}/`)).toBe(200);
        expect(connections).toBeGreaterThan(0);
      });
    });
  });
});
