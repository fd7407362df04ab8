// Stops the embedded PostgreSQL and removes the PGlite template that global-setup.js made, if any.
export default async function globalTeardown() {
  await globalThis.embeddedTestPostgres?.stop();
  delete globalThis.embeddedTestPostgres;
  globalThis.pgliteTemplate?.remove();
  delete globalThis.pgliteTemplate;
}
