import { jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileSink } from './file-sink.js';

/** What this process holds open. */
const openPaths = () =>
  readdirSync('/proc/self/fd').map((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      return '';
    }
  });

describe('FileSink', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'file-sink-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes every chunk in order, in batches and the remainder at the end', async () => {
    // Odd sizes: batches end inside a chunk's worth of data, and the last one is partial.
    const chunks = Array.from({ length: 200 }, (_, i) => randomBytes(1 + ((i * 7919) % 65536)));
    const path = join(dir, 'out');
    await pipeline(Readable.from(chunks), new FileSink(path));
    expect(readFileSync(path).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('writes an empty body as an empty file', async () => {
    const path = join(dir, 'empty');
    await pipeline(Readable.from([]), new FileSink(path));
    expect(readFileSync(path)).toHaveLength(0);
  });

  it('fails with its source and closes the file', async () => {
    const path = join(dir, 'cut');
    const source = new Readable({ read() {} });
    const sink = new FileSink(path);
    const closed = new Promise((resolve) => sink.once('close', resolve));
    const done = pipeline(source, sink);
    source.push(randomBytes(3 * 1024 * 1024));
    source.destroy(new Error('connection reset'));
    await expect(done).rejects.toThrow('connection reset');
    await closed;
    expect(openPaths()).not.toContain(path);
  });

  it('fails when the file cannot be created', async () => {
    const sink = new FileSink(join(dir, 'missing', 'out'));
    await expect(pipeline(Readable.from([Buffer.from('x')]), sink)).rejects.toThrow(/ENOENT/);
  });

  it('syncs data in the background while a large file is written, and fsyncs at the end', async () => {
    const path = join(dir, 'large');
    const probe = await open(join(dir, 'probe'), 'w');
    const handle = Object.getPrototypeOf(probe) as FileHandle;
    await probe.close();
    const datasync = jest.spyOn(handle, 'datasync');
    const sync = jest.spyOn(handle, 'sync');
    try {
      const chunk = randomBytes(1024 * 1024);
      await pipeline(Readable.from(Array.from({ length: 70 }, () => chunk)), new FileSink(path));
      expect(datasync).toHaveBeenCalledTimes(1);
      expect(sync).toHaveBeenCalledTimes(1);
      expect(datasync.mock.invocationCallOrder[0]).toBeLessThan(sync.mock.invocationCallOrder[0]!);
      expect(statSync(path).size).toBe(70 * 1024 * 1024);
    } finally {
      datasync.mockRestore();
      sync.mockRestore();
    }
  });
});
