import { existsSync, readFileSync } from 'node:fs';
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

/** The bridge's package.json version (the release), read from the sources or the build alike. */
export function packageVersion(): string {
  const pkg = readFileSync(join(packageRoot(import.meta.dirname), 'package.json'), 'utf8');
  return (JSON.parse(pkg) as { version: string }).version;
}
