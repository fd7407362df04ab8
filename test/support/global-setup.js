// The end-to-end tests also run the compiled server and CLI as child processes, so build first,
// as `npm start` does: only when the sources changed since the last build.
// Type errors are reported here but do not stop the run: `npm run typecheck` is the gate for
// those (and runs in CI), while tests judge the emitted code.
// Then, when a PostgreSQL project runs, make sure it has a server (see test-postgres.js); the URL
// reaches the test workers through TEST_POSTGRES_URL. Last, the run's database templates, which
// every test database starts as a copy of (see database-templates.js).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  createPgliteTemplates,
  createPostgresTemplate,
  sharedPrefix,
} from './database-templates.js';
import { answers, DEFAULT_POSTGRES_URL, startEmbeddedPostgres } from './test-postgres.js';

const root = join(import.meta.dirname, '..', '..');
/**
 * `npm start`'s build step: builds only when the sources' hash differs from the last build's,
 * then records it (and makes the CLI executable). A failing type check still emits, and the
 * tests judge what was emitted.
 */
function build() {
  spawnSync(process.execPath, [join(root, 'scripts', 'start.mjs'), '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (!existsSync(join(root, 'dist', 'src', 'main.js')))
    throw new Error('the build produced no dist/src/main.js');
}

const runs = (globalConfig, project) =>
  (!globalConfig.selectProjects || globalConfig.selectProjects.includes(project)) &&
  !globalConfig.ignoreProjects?.includes(project);

export default async function globalSetup(globalConfig) {
  build();
  // Names what the run's workers share (their medium-tier databases), for the teardown to find.
  process.env.TEST_SHARED_PREFIX ??= sharedPrefix();
  // What is made here is read by global-teardown.js, which jest runs in this same process.
  if (runs(globalConfig, 'pglite') && !process.env.TEST_PGLITE_TEMPLATE) {
    const templates = await createPgliteTemplates();
    globalThis.pgliteTemplates = templates;
    process.env.TEST_PGLITE_TEMPLATE = templates.empty;
    process.env.TEST_PGLITE_MIGRATED_TEMPLATE = templates.migrated;
  }
  const postgres = ['medium', 'postgres', 'no-fast-lane'].some((p) => runs(globalConfig, p));
  if (!postgres) return;
  if (!process.env.TEST_POSTGRES_URL) process.env.TEST_POSTGRES_URL = await postgresServer();
  if (!process.env.TEST_POSTGRES_TEMPLATE) {
    const template = await createPostgresTemplate(process.env.TEST_POSTGRES_URL);
    globalThis.postgresTemplate = template;
    process.env.TEST_POSTGRES_TEMPLATE = template.name;
  }
}

/** The default server when it answers, else an embedded one for this run. */
async function postgresServer() {
  if (await answers(DEFAULT_POSTGRES_URL)) return DEFAULT_POSTGRES_URL;
  console.error(`\nnothing answers on ${DEFAULT_POSTGRES_URL}: starting an embedded PostgreSQL`);
  const embedded = await startEmbeddedPostgres();
  globalThis.embeddedTestPostgres = embedded;
  return embedded.url;
}
