import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { imagesOf } from '../../test/support/docker-image.js';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * Node's flags as the production image runs the bridge (its Dockerfile's CMD, read from the
 * file): the benchmarks run the bridge as it is deployed, and give the baselines they compare it
 * with (the bare proxy, the bare archiver) the same runtime.
 */
export const NODE_FLAGS: string[] = (() => {
  const image = imagesOf(readFileSync(join(ROOT, 'Dockerfile'), 'utf8')).get('production');
  const [node, ...args] = image?.cmd ?? [];
  if (node !== 'node' || args.at(-1) !== 'dist/src/main.js') {
    throw new Error(`the production image's CMD is not node … dist/src/main.js: ${image?.cmd}`);
  }
  return args.slice(0, -1);
})();

/** `node` arguments that start the built bridge as the production image does. */
export const BRIDGE_ARGS: string[] = [...NODE_FLAGS, join(ROOT, 'dist', 'src', 'main.js')];
