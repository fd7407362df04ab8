import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The folder of the bridge's package.json, found upwards from `from`: the same answer from the
 * sources (`src/…`, under jest or tsx) and from the build (`dist/src/…`).
 */
export function packageRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}
