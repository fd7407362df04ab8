import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageVersion } from '../common/package-root.js';

export interface BuildInfo {
  version: string;
  commit: string;
}

/** Written next to the compiled server (`dist/src`) by the build (scripts/start.mjs). */
export const BUILD_INFO_FILE = 'build-info.json';

/**
 * The release this process runs: package.json's version, and the commit the build recorded
 * (`BUILD_COMMIT` at build time, else the checkout's HEAD). Run from the sources (jest, tsx)
 * there is no build record: the commit is `unknown`.
 */
export function buildInfo(): BuildInfo {
  let commit = 'unknown';
  try {
    const recorded = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', '..', BUILD_INFO_FILE), 'utf8'),
    ) as Partial<BuildInfo>;
    if (typeof recorded.commit === 'string' && /^[0-9a-f]{7,40}$/.test(recorded.commit)) {
      commit = recorded.commit;
    }
  } catch {
    // Not built (sources run directly): the commit stays unknown.
  }
  return { version: packageVersion(), commit };
}
