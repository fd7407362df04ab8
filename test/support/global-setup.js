// The end-to-end tests also run the compiled server and CLI as child processes, so build first,
// as `npm run build` does (`nest build`, then `scripts/start.mjs --stamp`), unless dist/ is newer than every source of the build.
// Type errors are reported here but do not stop the run: `npm run typecheck` is the gate for
// those (and runs in CI), while tests judge the emitted code.
// Then, when a PostgreSQL project runs, make sure it has a server (see test-postgres.js); the URL
// reaches the test workers through TEST_POSTGRES_URL. When the `pglite` project runs, make one
// empty PGlite cluster that every test database starts as a copy of (see pglite-template.js).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createPgliteTemplate } from './pglite-template.js';
import { answers, DEFAULT_POSTGRES_URL, startEmbeddedPostgres } from './test-postgres.js';

const require = createRequire(import.meta.url);

const root = join(import.meta.dirname, '..', '..');
/** Written after each build: dist/ holds the build of every source older than it. */
const STAMP = join(root, 'dist', '.built');
/** What the build reads besides node_modules. */
const BUILD_INPUTS = [
  'src',
  'simulators',
  'prisma',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'nest-cli.json',
];

/** The newest modification time under `path` (a file or a folder), in ms. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (latest, name) => Math.max(latest, newest(join(path, name))),
    stat.mtimeMs,
  );
}

function stale() {
  if (!existsSync(STAMP) || !existsSync(join(root, 'dist', 'src', 'main.js'))) return true;
  const built = statSync(STAMP).mtimeMs;
  return BUILD_INPUTS.some((input) => newest(join(root, input)) > built);
}

function build() {
  if (!stale()) return;
  const started = Date.now();
  spawnSync(process.execPath, [require.resolve('@nestjs/cli/bin/nest.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (!existsSync(join(root, 'dist', 'src', 'main.js')))
    throw new Error('the build produced no dist/src/main.js');
  // What `npm run build` does after `nest build`: the source hash `npm start` compares, and the
  // CLI made executable (npx runs the package's bin only then).
  spawnSync(process.execPath, [join(root, 'scripts', 'start.mjs'), '--stamp'], {
    stdio: 'inherit',
  });
  // Stamped with the time the build started: a source saved during the build makes it stale.
  writeFileSync(STAMP, '');
  const at = new Date(started);
  utimesSync(STAMP, at, at);
}

const runs = (globalConfig, project) =>
  (!globalConfig.selectProjects || globalConfig.selectProjects.includes(project)) &&
  !globalConfig.ignoreProjects?.includes(project);

export default async function globalSetup(globalConfig) {
  build();
  if (runs(globalConfig, 'pglite') && !process.env.TEST_PGLITE_TEMPLATE) {
    const template = await createPgliteTemplate();
    // Read by global-teardown.js, which jest runs in this same process.
    globalThis.pgliteTemplate = template;
    process.env.TEST_PGLITE_TEMPLATE = template.dir;
  }
  const postgres = runs(globalConfig, 'postgres') || runs(globalConfig, 'no-fast-lane');
  if (!postgres || process.env.TEST_POSTGRES_URL) return;
  if (await answers(DEFAULT_POSTGRES_URL)) {
    process.env.TEST_POSTGRES_URL = DEFAULT_POSTGRES_URL;
    return;
  }
  console.error(`\nnothing answers on ${DEFAULT_POSTGRES_URL}: starting an embedded PostgreSQL`);
  const embedded = await startEmbeddedPostgres();
  // Read by global-teardown.js, which jest runs in this same process.
  globalThis.embeddedTestPostgres = embedded;
  process.env.TEST_POSTGRES_URL = embedded.url;
}
