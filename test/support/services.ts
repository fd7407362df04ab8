import { type INestApplicationContext, type Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { randomBytes } from 'node:crypto';
import { AppModule } from '../../src/app.module.js';
import { Shutdown } from '../../src/platform/common/shutdown.js';
import { AppConfig } from '../../src/platform/config/app-config.js';
import { PrismaService } from '../../src/platform/database/prisma.service.js';
import { WorkerKit } from '../../src/platform/queue/background-worker.js';
import { sharedTestDatabase, type TestDatabase } from './database.js';

/** The configured admin key as the audit log names the actor of a service called directly. */
export const ADMIN = {
  keyId: null,
  name: 'BRIDGE_ADMIN_KEY',
  teamId: null,
  requestId: null,
  address: null,
};

/** The bridge's services, with nothing in front of them and nothing running on its own. */
export interface TestServices {
  get<T>(type: Type<T>): T;
  prisma: PrismaService;
  db: TestDatabase;
  /** A new team of its own (the medium tier's files share their database). */
  team(name?: string): Promise<{ id: string; name: string }>;
  close(): Promise<void>;
}

/**
 * The medium tier's bridge: the application's services with their real repositories on this
 * worker's shared, migrated database (or on `db`), without HTTP (an application context: no
 * server, no front door) and without background work (the workers' kit schedules nothing, and
 * no role's worker takes work when nudged: the event and archive workers stay idle). A test
 * calls the services, and the workers' own steps, as the routes and the schedules would.
 */
export async function openServices(
  env: Record<string, string> = {},
  db?: TestDatabase,
): Promise<TestServices> {
  const database = db ?? (await sharedTestDatabase());
  const saved = { ...process.env };
  Object.assign(process.env, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BRIDGE_ADMIN_KEY: `admin-${randomBytes(24).toString('hex')}`,
    WEBHOOK_TOKEN: randomBytes(16).toString('hex'),
    ...database.env,
    ...env,
  });
  let app: INestApplicationContext;
  try {
    app = await Test.createTestingModule({ imports: [AppModule] })
      .overrideProvider(WorkerKit)
      .useFactory({
        // No schedule, and no role's work even when nudged (a delivery after a commit).
        factory: (config: AppConfig, shutdown: Shutdown) =>
          new WorkerKit(config, shutdown, null, () => false),
        inject: [AppConfig, Shutdown],
      })
      .compile();
    await app.init();
  } finally {
    process.env = saved;
  }
  const prisma = app.get(PrismaService);
  // Prisma loads its query engine on the first query, which start-up tasks just made in the
  // background: finished here, inside the caller's hook (Jest refuses imports between tests).
  await prisma.$queryRaw`SELECT 1`;
  return {
    get: (type) => app.get(type),
    prisma,
    db: database,
    team: (name = `team-${randomBytes(4).toString('hex')}`) =>
      prisma.team.create({ data: { name }, select: { id: true, name: true } }),
    close: () => app.close(),
  };
}
