// The projects:
// - `unit`: pure logic, once;
// - `medium`: the services with their real repositories on a database the worker's files share
//   (test/medium: no HTTP, no background work; see test/support/services.ts), against PostgreSQL;
// - `postgres`: every end-to-end test (routes and whole flows), against PostgreSQL;
// - `pglite`: against the embedded PGlite database, the whole medium tier and the end-to-end
//   files where the two engines can differ (migrations, locks, the repositories' SQL, the
//   embedded start-up paths);
// - `no-fast-lane`: the suites of the routes the front door's fast lane serves, with the lane
//   off (HTTP_FAST_LANE=false), so that both doors are held to the same answers.
// `npm test -- --selectProjects pglite` runs one of them. `npm run test:quick` (TEST_TIER=quick)
// is the inner loop: `unit`, and `postgres` without the files in OUTSIDE_THE_QUICK_TIER. NestJS 12 ships as ES modules, so the
// suite runs in Jest's ESM mode (see package.json "test").
const base = {
  rootDir: import.meta.dirname,
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'json'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', useESM: true }],
  },
};

const files = (names) => names.map((name) => `<rootDir>/test/${name}.e2e-spec.ts`);

const MEDIUM = ['<rootDir>/test/medium/**/*.medium-spec.ts'];

/** What PGlite runs: each file exercises SQL or start-up code the other engine could take apart. */
const PGLITE_PARITY = [
  ...MEDIUM,
  ...files([
    'migrations', // the migrator and every migration
    'model-roundtrip', // every column type through Prisma's PGlite adapter
    'pglite-lock', // the embedded database's single-process lock
    'server-process', // start-up and shutdown of the compiled server on the embedded default
    'sandbox', // the first-run path: embedded database and simulated vendors
    'cli', // the CLI on the embedded database
    'usage',
    'bots',
    'retranscription',
    'transcription-proxy', // job links and uploads
    'webhooks-processing', // the inbox: claims, leases, SKIP LOCKED
    'archive', // the archive queue
    'events', // endpoints, the outbox
    'events-delivery', // the delivery queue's claim
    'data-deletion', // the deletion queue, the retention's statements, the payload scrub
    'meeting-insights', // full-text search (text search configurations, GIN, ts_headline)
    'calendars', // shared connections' row locks, the reconcile claim (SKIP LOCKED)
    'calendar-schedules', // the planner's session lock, schedules unique per meeting
    'metrics', // the queues' readings (bounded counts, the planner's estimate, LATERAL, LEAST)
  ]),
];

/** The routes the fast lane serves: the STT proxy's job reads and the webhook receivers. */
const FAST_LANE_ROUTES = files([
  'transcription-proxy',
  'transcription-errors',
  'transcription-isolation',
  'transcription-streaming',
  'webhooks',
  'webhooks-processing',
  'security/input',
  'security/webhook-tokens',
  'bots-v2', // signed webhooks and callbacks: the body a signature covers, on both doors
]);

/**
 * What the quick tier leaves to `npm test`: the files that are mostly the compiled server, the
 * CLI or a browser run as processes, the README tour, replicas behind a load balancer, the
 * fault suite, and the migrations (from an empty database).
 */
const OUTSIDE_THE_QUICK_TIER = [
  'readme-tour',
  'sandbox',
  'console',
  'api-docs',
  'client-examples',
  'server-process',
  'archive-processes',
  'archive-cli',
  'archive-database-outage',
  'audio-storage-durability',
  'cli',
  'docker-image',
  'kubernetes',
  'live-replicas',
  'logs',
  'migrations',
  'pglite-lock',
  'shutdown-slow-vendors',
  'soak',
  'security/defaults',
  'transcription-streaming', // its large bodies, through a server process whose memory is read
  'faults/.*',
].map((name) => `<rootDir>/test/${name}\\.e2e-spec\\.ts$`);

const e2e = (displayName, database, testMatch, setupFiles = []) => ({
  ...base,
  displayName,
  testMatch,
  setupFiles: [`<rootDir>/test/support/use-${database}.js`, ...setupFiles],
  globalSetup: '<rootDir>/test/support/global-setup.js',
  globalTeardown: '<rootDir>/test/support/global-teardown.js',
});

const quick = process.env.TEST_TIER === 'quick';

export default {
  testTimeout: 60_000,
  // Most e2e time is spent waiting (on child processes, vendors' simulated delays, leases): on
  // two cores, more test files at a time fill that time. The suite took 792 s with two, 563 s
  // with three; while another process kept a core busy (scripts/busy-core.mjs), 707 s with three
  // and 612 s with four, passing each time. The quick tier: 181 s with three, 155 s with four.
  maxWorkers: 4,
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/simulators/**/*.spec.ts'],
    },
    ...(quick
      ? [
          e2e('medium', 'postgres', MEDIUM),
          {
            ...e2e('postgres', 'postgres', ['<rootDir>/test/**/*.e2e-spec.ts']),
            testPathIgnorePatterns: ['/node_modules/', ...OUTSIDE_THE_QUICK_TIER],
          },
        ]
      : [
          e2e('medium', 'postgres', MEDIUM),
          e2e('postgres', 'postgres', ['<rootDir>/test/**/*.e2e-spec.ts']),
          e2e('pglite', 'pglite', PGLITE_PARITY),
          e2e('no-fast-lane', 'postgres', FAST_LANE_ROUTES, [
            '<rootDir>/test/support/no-fast-lane.js',
          ]),
        ]),
  ],
};
