import { createHash, randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HashThread, inlineSha256 } from './hash-thread.js';
import { Measure } from './measure.js';

describe('sha256 of stored bodies', () => {
  const thread = new HashThread();
  afterAll(() => thread.close());

  const chunks = Array.from({ length: 300 }, () => randomBytes(64 * 1024)); // ~19 MiB
  const expected = chunks.reduce((h, c) => h.update(c), createHash('sha256')).digest('hex');
  const sink = () => new Writable({ write: (_chunk, _enc, done) => done() });

  it.each([
    ['on the hash thread', () => thread.sha256()],
    ['in line', () => inlineSha256()],
  ])('hashes %s exactly like crypto, through Measure', async (_name, make) => {
    const sha = make();
    const measure = new Measure(sha, 300 * 64 * 1024);
    await pipeline(Readable.from(chunks), measure, sink());
    expect(measure.bytes).toBe(300 * 64 * 1024);
    expect(await sha.digest()).toBe(expected);
  });

  it('keeps several bodies apart on one thread', async () => {
    const [a, b] = [thread.sha256(), thread.sha256()];
    await Promise.all([a.update(Buffer.from('one')), b.update(Buffer.from('two'))]);
    const hex = (s: string) => createHash('sha256').update(s).digest('hex');
    expect(await Promise.all([a.digest(), b.digest()])).toEqual([hex('one'), hex('two')]);
  });

  it('keeps bodies apart when their chunks alternate and wrap around the ring', async () => {
    // Odd sizes, ~12 MiB in all: slices end mid-chunk, at the ring's end and at each switch.
    const parts = Array.from({ length: 120 }, (_, i) =>
      randomBytes(50_000 + ((i * 7919) % 90_000)),
    );
    const [a, b] = [thread.sha256(), thread.sha256()];
    for (const [i, part] of parts.entries()) await (i % 2 ? b : a).update(part);
    const of = (odd: number) =>
      parts.filter((_, i) => i % 2 === odd).reduce((h, p) => h.update(p), createHash('sha256'));
    expect(await Promise.all([a.digest(), b.digest()])).toEqual([
      of(0).digest('hex'),
      of(1).digest('hex'),
    ]);
  });

  it('refuses a body of the wrong length', async () => {
    const measure = new Measure(inlineSha256(), 10);
    await expect(pipeline(Readable.from([Buffer.alloc(4)]), measure, sink())).rejects.toThrow(
      'expected 10 bytes, received 4',
    );
    const long = new Measure(inlineSha256(), 2);
    await expect(pipeline(Readable.from([Buffer.alloc(4)]), long, sink())).rejects.toThrow(
      'expected 2 bytes, received 4',
    );
  });

  it('fails pending digests when the thread stops', async () => {
    const other = new HashThread();
    const sha = other.sha256();
    await sha.update(Buffer.from('x'));
    await other.close();
    await expect(sha.digest()).rejects.toThrow('hash thread stopped');
  });
});
