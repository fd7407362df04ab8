import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseKind } from './support/database.js';
import { ROOT, run } from './support/processes.js';

const KEY = 'live/0b6f3b8e-3c1e-4f5b-9d2a-7c4e5f6a7b8c';

/** Stores one file with the filesystem driver, in a process of its own. */
const PUT = `
import { Readable } from 'node:stream';
import { FsAudioStorage } from ${JSON.stringify(join(ROOT, 'dist', 'src', 'platform', 'storage', 'fs-audio-storage.js'))};
const storage = new FsAudioStorage(process.env.AUDIO_ROOT);
const body = Readable.from([Buffer.alloc(64 * 1024, 7), Buffer.alloc(64 * 1024, 8)]);
await storage.put(${JSON.stringify(KEY)}, body, { contentType: 'audio/wav', expectedSize: 128 * 1024 });
await storage.onModuleDestroy();`;

type Event = { op: 'sync'; path: string } | { op: 'rename'; from: string; to: string };

/**
 * The fsyncs and renames an strace log shows, each where it completed (a call another thread
 * interrupted is logged as "<unfinished ...>", then "<... resumed>").
 */
function completedCalls(log: string): Event[] {
  const pending = new Map<string, string>();
  const events: Event[] = [];
  for (const line of log.split('\n')) {
    const [, pid, rest] = /^(\d+)\s+(.*)$/.exec(line) ?? [];
    if (!pid || !rest) continue;
    let call = rest;
    if (rest.endsWith('<unfinished ...>')) {
      pending.set(pid, rest.replace(' <unfinished ...>', ''));
      continue;
    }
    const resumed = /^<\.\.\. \w+ resumed>(.*)$/.exec(rest);
    if (resumed) call = `${pending.get(pid) ?? ''}${resumed[1]}`;
    if (!/\)\s+= 0$/.test(call)) continue;
    const synced = /^f(?:data)?sync\(\d+<(.+)>\)/.exec(call);
    if (synced) events.push({ op: 'sync', path: synced[1]! });
    const quoted = [...call.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
    if (/^rename/.test(call) && quoted.length >= 2) {
      events.push({ op: 'rename', from: quoted.at(-2)!, to: quoted.at(-1)! });
    }
  }
  return events;
}

/**
 * What reaches the disk, seen from the system calls of a real process (strace): a published
 * file must survive a power loss, so its data and metadata are fsynced before they are renamed
 * into place, and the directories that hold the new names are fsynced after the renames.
 */
(databaseKind === 'postgres' ? describe : describe.skip)(
  'filesystem audio storage durability',
  () => {
    let root: string;
    beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'audio-durable-'))));
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it('fsyncs data and metadata before their rename, and the directories after it', async () => {
      const trace = join(root, 'trace');
      const audio = join(root, 'audio');
      const strace = [
        '-f',
        '-y',
        '-o',
        trace,
        '-e',
        'trace=fsync,fdatasync,rename,renameat,renameat2',
      ];
      const result = await run(
        'strace',
        [...strace, process.execPath, '--input-type=module', '-e', PUT],
        { AUDIO_ROOT: audio },
      );
      expect(result).toMatchObject({ code: 0, stderr: '' });

      const events = completedCalls(readFileSync(trace, 'utf8'));
      const at = (match: (e: Event) => boolean) => events.findIndex(match);
      const renamed = (to: string) => events.find((e) => e.op === 'rename' && e.to === to);
      const synced = (path: string) => at((e) => e.op === 'sync' && e.path === path);
      const target = join(audio, KEY);
      const data = renamed(target) as { from: string } | undefined;
      const meta = renamed(`${target}.meta.json`) as { from: string } | undefined;
      expect(data?.from).toMatch(`${join(audio, '.tmp')}/`);
      expect(meta?.from).toMatch(`${join(audio, '.tmp')}/`);

      const renameOf = (to: string) => at((e) => e.op === 'rename' && e.to === to);
      expect(synced(data!.from)).toBeGreaterThanOrEqual(0);
      expect(synced(data!.from)).toBeLessThan(renameOf(target));
      expect(synced(meta!.from)).toBeGreaterThanOrEqual(0);
      expect(synced(meta!.from)).toBeLessThan(renameOf(`${target}.meta.json`));
      // `live/` was made by this put, so the root that holds its name is synced as well.
      for (const dir of [join(audio, 'live'), audio]) {
        expect(synced(dir)).toBeGreaterThan(renameOf(target));
        expect(synced(dir)).toBeGreaterThan(renameOf(`${target}.meta.json`));
      }
    });
  },
);
