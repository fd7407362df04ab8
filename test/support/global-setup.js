// The end-to-end tests also run the compiled server and CLI as child processes, so build first.
// Type errors are reported here but do not stop the run: `npm run typecheck` is the gate for
// those (and runs in CI), while tests judge the emitted code.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

export default async function globalSetup() {
  const root = join(import.meta.dirname, '..', '..');
  spawnSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (!existsSync(join(root, 'dist', 'main.js')))
    throw new Error('the build produced no dist/main.js');
}
