import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { imagesOf } from '../../test/support/docker-image.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** The flags of a `node … dist/src/main.js` command (`what` names it in the error otherwise). */
function nodeFlagsOf(command: string[], what: string): string[] {
  const [node, ...args] = command;
  if (node !== 'node' || args.at(-1) !== 'dist/src/main.js') {
    throw new Error(`${what} is not node … dist/src/main.js: ${command.join(' ')}`);
  }
  return args.slice(0, -1);
}

/**
 * Node's flags as the production image runs the bridge (its Dockerfile's CMD, read from the
 * file): the benchmarks run the bridge as it is deployed, and give the baselines they compare it
 * with (the bare proxy, the bare archiver) the same runtime.
 */
export const NODE_FLAGS: string[] = (() => {
  const image = imagesOf(readFileSync(join(ROOT, 'Dockerfile'), 'utf8')).get('production');
  return nodeFlagsOf(image?.cmd ?? [], "the production image's CMD");
})();

/** `node` arguments that start the built bridge as the production image does. */
export const BRIDGE_ARGS: string[] = [...NODE_FLAGS, join(ROOT, 'dist', 'src', 'main.js')];

/** The Kubernetes pools (deploy/kubernetes/pools) whose work the benchmarks measure. */
export type Pool = 'worker' | 'archiver';

/** Node's flags as `pool` runs the bridge: its container's `args` in its manifest. */
function poolNodeFlags(pool: Pool): string[] {
  const file = join(ROOT, 'deploy', 'kubernetes', 'pools', `${pool}.yaml`);
  const deployment = parseAllDocuments(readFileSync(file, 'utf8'))
    .map((doc) => doc.toJS() as { kind?: string; spec?: { template: { spec: unknown } } })
    .find((doc) => doc.kind === 'Deployment');
  const { containers } = deployment?.spec?.template.spec as {
    containers: { name: string; args?: string[] }[];
  };
  return nodeFlagsOf(containers.find((c) => c.name === 'bridge')?.args ?? [], `${file}'s args`);
}

/**
 * Node's flags per pool: the benchmarks of a pool's work (archival and the sweep: the archiver
 * pool; event delivery: the worker pool) run the bridge, and their bare baselines, with them.
 */
export const POOL_NODE_FLAGS: Record<Pool, string[]> = {
  worker: poolNodeFlags('worker'),
  archiver: poolNodeFlags('archiver'),
};

/** `node` arguments that start the built bridge as `pool` does. */
export const poolBridgeArgs = (pool: Pool): string[] => [
  ...POOL_NODE_FLAGS[pool],
  join(ROOT, 'dist', 'src', 'main.js'),
];
