// Three projects: pure unit tests once, and every end-to-end test twice, against PostgreSQL and
// against the embedded PGlite database. `npm test -- --selectProjects pglite` runs one of them.
// NestJS 12 ships as ES modules, so the suite runs in Jest's ESM mode (see package.json "test").
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
const e2e = (database) => ({
  ...base,
  displayName: database,
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  setupFiles: [`<rootDir>/test/support/use-${database}.js`],
  globalSetup: '<rootDir>/test/support/global-setup.js',
  globalTeardown: '<rootDir>/test/support/global-teardown.js',
});

export default {
  testTimeout: 60_000,
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    e2e('postgres'),
    e2e('pglite'),
  ],
};
