// Import rules, checked by `npm run lint` (dependency-cruiser): the layering of src/ is a tree.
/**
 * The platform (src/platform/): what features build on (configuration, logging, the database,
 * the lease queue, the outbox, the HTTP edge, the network, storage, metrics, the caller check,
 * limits, audit, the vendor clients, and the transcript kernel). It never imports a feature.
 */
const PLATFORM = '^src/platform/';
/** The features: each owns its tables and routes, and announces changes through the outbox. */
const FEATURES =
  '^src/(teams|usage|transcription|transcription-jobs|archival|bots|live|calendars|search|retranscription|deletion|vendor-webhooks|team-events|health|docs|cli|console)/';
/** The Prisma client generated from prisma/schema.prisma (not cruised). */
const GENERATED = '^src/generated/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No file imports itself through others: the modules form a tree.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-circular',
      comment: 'No folder of src/ imports itself through other folders.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'entry-points-at-the-root',
      comment:
        'The files at the root of src/ (main.ts, app.module.ts and the other entry points) ' +
        'import the folders; no folder imports them back, which would close a folder circle ' +
        'through the root.',
      severity: 'error',
      from: { path: '^src/[^/]+/' },
      to: { path: '^src/[^/]+\\.ts$' },
    },
    {
      name: 'platform-below-features',
      comment:
        'The platform never imports a feature: a feature announces a change through the ' +
        'outbox, or through a small interface that the platform owns.',
      severity: 'error',
      from: { path: PLATFORM },
      to: { path: FEATURES },
    },
    {
      name: 'every-folder-in-a-layer',
      comment:
        'Every folder of src/ is the platform, a feature named in FEATURES, or the generated ' +
        "client: a new folder is placed in one of them (and in the design notes' layout).",
      severity: 'error',
      from: { path: '^src/[^/]+/', pathNot: [PLATFORM, FEATURES, GENERATED] },
      to: {},
    },
    {
      name: 'simulators-outside-the-product',
      comment:
        'The vendor simulators are loaded only when a vendor URL is unset (sandbox mode), by ' +
        'vendor-endpoints alone; tests and benchmarks may use them freely.',
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: ['^src/platform/vendors/vendor-endpoints\\.ts$', '\\.spec\\.ts$'],
      },
      to: { path: '^simulators/' },
    },
    {
      name: 'product-without-tests',
      comment: 'The product and the simulators never import tests or benchmarks.',
      severity: 'error',
      from: { path: '^(src|simulators)/', pathNot: '\\.spec\\.ts$' },
      to: { path: '^(test|bench)/' },
    },
    {
      name: 'client-stands-alone',
      comment:
        'The typed client is generated from the OpenAPI document and used from outside (the ' +
        'CLI, the examples, other services): it imports nothing of the bridge itself.',
      severity: 'error',
      from: { path: '^clients/typescript/' },
      to: { path: '^(src|simulators|test|bench)/' },
    },
    {
      name: 'console-through-the-api',
      comment:
        'The web console (console/) is a client of the public REST API like any other: it ' +
        'imports the typed client, never the bridge, and only the part that runs in a browser.',
      severity: 'error',
      from: { path: '^console/' },
      to: { path: ['^(src|simulators|test|bench)/', '^clients/typescript/src/(index|team-event)'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.check.json' },
  },
};
