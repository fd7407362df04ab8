import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { SecretMask } from './secret-mask.js';

describe('SecretMask', () => {
  const mask = new SecretMask(['s3cr3t-key', 'tok"en']);

  it('masks every occurrence in place, keeping the length', () => {
    const body = Buffer.from('{"a":"s3cr3t-key","b":"xs3cr3t-keys3cr3t-key"}');
    const out = mask.apply(body).toString();
    expect(out).toBe('{"a":"**********","b":"x********************"}');
  });

  it('masks the JSON-escaped form of a secret too', () => {
    const json = JSON.stringify({ url: 'https://x/tok"en' });
    const out = mask.apply(Buffer.from(json)).toString();
    expect(out).not.toContain('tok\\"en');
    expect(JSON.parse(out).url).toBe('https://x/*******');
  });

  it('masks secrets split across stream chunks, whatever the split', async () => {
    const text = 'prefix s3cr3t-key middle s3cr3t-key end';
    for (let size = 1; size <= text.length; size++) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < text.length; i += size) chunks.push(Buffer.from(text.slice(i, i + size)));
      const out = await buffer(Readable.from(chunks).pipe(mask.stream()));
      expect(out.toString()).toBe('prefix ********** middle ********** end');
    }
  });

  it('passes bodies without secrets through unchanged', async () => {
    const data = Buffer.from('nothing to see here');
    const out = await buffer(Readable.from([data]).pipe(mask.stream()));
    expect(out.equals(data)).toBe(true);
  });
});
