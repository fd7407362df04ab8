// The end-to-end tests also run the compiled server and CLI as child processes, so build once.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

export default async function globalSetup() {
  execFileSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    {
      cwd: join(import.meta.dirname, '..', '..'),
      stdio: 'inherit',
    },
  );
}
