import { SecretMask } from './secret-mask.js';

describe('SecretMask', () => {
  const token = 'hook-0123456789abcdef';
  const key = 's3cr3t/key';
  const mask = new SecretMask([key, token]);
  const escaped = (s: string) =>
    [...s].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
  const percent = (s: string) =>
    [...s].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');

  it('masks literal occurrences in place, keeping the length', () => {
    const body = Buffer.from(`{"a":"${key}","b":"x${key}${key}"}`);
    expect(mask.body(body).toString()).toBe('{"a":"**********","b":"x********************"}');
  });

  it('masks what JSON strings mean, whatever escapes spell them', () => {
    for (const spelled of [key.replace('/', '\\/'), escaped(key), `s3cr3t\\u002fkey`]) {
      const out = mask.body(Buffer.from(`{"debug":{"k":"${spelled}"},"n":1}`)).toString();
      expect(JSON.parse(out)).toEqual({ debug: { k: '**********' }, n: 1 });
    }
    const keyed = mask.body(Buffer.from(`{"${escaped(token)}":true}`)).toString();
    expect(Object.keys(JSON.parse(keyed))).toEqual(['*'.repeat(token.length)]);
  });

  it('masks secrets spelled with %-escapes, once or twice, in JSON and in text', () => {
    const url = `https://bridge.test/webhooks/stt/${percent(token)}`;
    const json = mask.body(Buffer.from(JSON.stringify({ callback: url }))).toString();
    expect(JSON.parse(json).callback).toBe(`https://bridge.test/webhooks/stt/${'*'.repeat(21)}`);
    const twice = `/webhooks/stt/${percent(token).replaceAll('%', '%25')}`;
    expect(mask.text(twice)).toBe(`/webhooks/stt/${'*'.repeat(21)}`);
    expect(mask.text(`attachment; filename*=UTF-8''${percent(token)}.json`)).not.toContain('%');
  });

  it('leaves what holds no secret as it is, escapes and all', () => {
    const body = Buffer.from('{"url":"https:\\/\\/x.test\\/a%20b","t":"\\u00e9"}');
    expect(mask.body(body)).toBe(body);
    expect(mask.text('100% sure, %zz and %e9 stay')).toBe('100% sure, %zz and %e9 stay');
  });

  it('masks text that is not JSON, UTF-8 or not', () => {
    expect(mask.body(Buffer.from(`oops ${percent(key)} \\ end`)).toString()).toBe(
      'oops ********** \\ end',
    );
    const binary = Buffer.concat([Buffer.from([0xff, 0xfe, 0x5c]), Buffer.from(`%${key}`)]);
    expect(mask.body(binary).subarray(3).toString()).toBe('%**********');
  });

  it('cuts messages only after masking them', () => {
    const words = new SecretMask([token], 'word');
    const message = `${'x'.repeat(490)} ${token} tail`;
    expect(words.excerpt(message, 500)).toBe(`${'x'.repeat(490)} [redacted]`.slice(0, 500));
    expect(words.excerpt(message, 500)).not.toContain(token.slice(0, 5));
    expect(words.body(Buffer.from(`a ${token} b`)).toString()).toBe('a [redacted] b');
  });
});
