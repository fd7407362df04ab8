import { defineConfig } from 'prisma/config';

// The CLI is only used to generate the client (migrations are applied by the project's own
// migrator, which works without Prisma's native engine). The URL is read only by commands that
// need a database, such as `prisma migrate status` where the engine is available.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/bridge' },
});
