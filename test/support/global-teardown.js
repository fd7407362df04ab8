// Removes what global-setup.js made: the database templates and the embedded PostgreSQL, if any.
export default async function globalTeardown() {
  await globalThis.postgresTemplate?.drop();
  delete globalThis.postgresTemplate;
  await globalThis.embeddedTestPostgres?.stop();
  delete globalThis.embeddedTestPostgres;
  globalThis.pgliteTemplates?.remove();
  delete globalThis.pgliteTemplates;
}
