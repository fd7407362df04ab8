// Import rules, checked by `npm run lint` (dependency-cruiser): the layering of src/ is a tree.
/** Infrastructure: what features build on. It never imports a feature. */
const INFRASTRUCTURE =
  '^src/(config|common|generated|logging|database|queue|storage|net|metrics|auth|http-edge|vendors|limits|audit|transcripts)/';
/** Features: each owns its tables and routes, and announces changes through the outbox. */
const FEATURES =
  '^src/(teams|usage|transcription|archival|bots|retranscription|deletion|vendor-webhooks|team-events|health|docs|cli|console)/';

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
      name: 'infrastructure-below-features',
      comment:
        'Infrastructure never imports a feature: a feature announces a change through the ' +
        'outbox, or through a small interface that the lower layer owns.',
      severity: 'error',
      from: { path: INFRASTRUCTURE },
      to: { path: FEATURES },
    },
    {
      name: 'simulators-outside-the-product',
      comment:
        'The vendor simulators are loaded only when a vendor URL is unset (sandbox mode), by ' +
        'vendor-endpoints alone; tests and benchmarks may use them freely.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/vendors/vendor-endpoints\\.ts$', '\\.spec\\.ts$'] },
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
