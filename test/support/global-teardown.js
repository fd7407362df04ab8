// Removes what global-setup.js made (the database templates and the embedded PostgreSQL, if
// any) and the databases the workers shared.
import { removeShared } from './database-templates.js';

export default async function globalTeardown() {
  await removeShared(process.env.TEST_POSTGRES_URL, process.env.TEST_SHARED_PREFIX);
  await globalThis.postgresTemplate?.drop();
  delete globalThis.postgresTemplate;
  await globalThis.embeddedTestPostgres?.stop();
  delete globalThis.embeddedTestPostgres;
  globalThis.pgliteTemplates?.remove();
  delete globalThis.pgliteTemplates;
}
