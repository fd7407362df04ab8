// `npm start`: checks the configuration, builds only when the sources changed since the last
// build, then runs the server in this process.
//   node scripts/start.mjs              check, build if needed, start
//   node scripts/start.mjs --build-only check nothing, build if needed
//   node scripts/start.mjs --build      build (`npm run build`)
// A build compiles the server (nest build) and the console (vite build, into dist/console), then
// records that dist/ matches the sources and the commit it was built from (`build_info` in
// /metrics: BUILD_COMMIT, else the checkout's HEAD), and makes the CLI executable (npx runs a
// package's bin only when it is; otherwise it takes another `bridge` on the PATH, such as
// iproute2's).
// The configuration is checked with the last build's validator, before any build work; a first
// build (no dist/ yet) comes before the check. The server checks it again as it starts.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const stampFile = join(dist, '.sources-sha256');

/** What the build reads: a change to any of these means building again. */
const INPUTS = ['src', 'simulators', 'clients/typescript/src', 'console', 'prisma/schema.prisma'];
const CONFIG_FILES = ['tsconfig.json', 'tsconfig.build.json', 'nest-cli.json', 'package-lock.json'];

function files(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.spec.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** sha256 of every input's path and content, in a stable order. */
function sourcesHash() {
  const hash = createHash('sha256');
  const paths = [
    ...INPUTS.flatMap(files),
    ...CONFIG_FILES.filter((f) => existsSync(join(root, f))),
  ];
  for (const path of paths.sort()) {
    hash.update(`${path}\0`);
    hash.update(readFileSync(join(root, path)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The commit being built: BUILD_COMMIT (an image build has no .git), else HEAD, else none. */
function buildCommit() {
  if (process.env.BUILD_COMMIT) return process.env.BUILD_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/** dist/ now matches the sources whose hash is `hash`. */
function recordBuild(hash) {
  writeFileSync(stampFile, `${hash}\n`);
  const info = { commit: buildCommit() };
  writeFileSync(join(dist, 'src', 'build-info.json'), `${JSON.stringify(info)}\n`);
  chmodSync(join(dist, 'src', 'cli', 'main.js'), 0o755);
}

const built = () =>
  existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === sourcesHash();

const run = (bin, args, env = {}) =>
  execFileSync(process.execPath, [join(root, 'node_modules', ...bin), ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });

function build(why = ' (the sources changed since the last build)') {
  const hash = sourcesHash();
  console.error(`building${why}…`);
  const started = Date.now();
  run(['@nestjs', 'cli', 'bin', 'nest.js'], ['build']);
  // A production bundle whatever NODE_ENV the caller has (the tests run with `test`).
  run(
    ['vite', 'bin', 'vite.js'],
    ['build', '--config', 'console/vite.config.ts', '--logLevel', 'warn'],
    { NODE_ENV: 'production' },
  );
  recordBuild(hash);
  console.error(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The configuration's problems, with the last build's validator (none when there is no build). */
async function configurationProblems() {
  const validator = join(dist, 'src', 'config', 'startup-env.js');
  if (!existsSync(validator)) return [];
  const { prepareEnvironment } = await import(pathToFileURL(validator).href);
  return prepareEnvironment();
}

const mode = process.argv[2];
if (mode === '--build') {
  build('');
} else if (mode === '--build-only') {
  if (!built()) build();
} else {
  const problems = await configurationProblems();
  if (problems.length > 0) {
    console.error(`Invalid environment variables:\n  - ${problems.join('\n  - ')}`);
    process.exit(1);
  }
  if (!built()) build();
  await import(pathToFileURL(join(dist, 'src', 'main.js')).href);
}
