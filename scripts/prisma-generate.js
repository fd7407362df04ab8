// Generates the Prisma client without network access. The CLI insists that a native schema
// engine exists before generating, although generation never runs it; any existing file
// satisfies that check (see README, "Database").
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

execFileSync(process.execPath, [require.resolve('prisma/build/index.js'), 'generate'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY:
      process.env.PRISMA_SCHEMA_ENGINE_BINARY || fileURLToPath(import.meta.url),
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
  },
});
