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

/**
 * Node's flags as the Kubernetes worker pool runs the bridge (its container's `args` in
 * deploy/kubernetes/pools/worker.yaml): the benchmarks of work that pool does (archival, event
 * delivery, the sweep) run the bridge, and their bare baselines, with them.
 */
export const WORKER_NODE_FLAGS: string[] = (() => {
  const file = join(ROOT, 'deploy', 'kubernetes', 'pools', 'worker.yaml');
  const deployment = parseAllDocuments(readFileSync(file, 'utf8'))
    .map((doc) => doc.toJS() as { kind?: string; spec?: { template: { spec: unknown } } })
    .find((doc) => doc.kind === 'Deployment');
  const { containers } = deployment?.spec?.template.spec as {
    containers: { name: string; args?: string[] }[];
  };
  return nodeFlagsOf(
    containers.find((c) => c.name === 'bridge')?.args ?? [],
    "the worker pool's args",
  );
})();

/** `node` arguments that start the built bridge as the worker pool does. */
export const WORKER_BRIDGE_ARGS: string[] = [
  ...WORKER_NODE_FLAGS,
  join(ROOT, 'dist', 'src', 'main.js'),
];
