import { type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { randomBytes } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import { AppModule } from '../../src/app.module.js';
import { configureHttp } from '../../src/http-setup.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { http } from './http.js';

export interface TestBridge {
  url: string;
  app: INestApplication;
  db: TestDatabase;
  adminKey: string;
  /** Authorization header for the bootstrap admin key. */
  admin: { authorization: string };
  close(): Promise<void>;
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** A new team and a member key for it, through the admin API of the bridge at `baseUrl`. */
export async function mintTeam(
  baseUrl: string,
  admin: { authorization: string },
  name: string,
): Promise<{ id: string; key: string }> {
  const team = await http('POST', `${baseUrl}/admin/teams`, { headers: admin, json: { name } });
  const minted = await http('POST', `${baseUrl}/admin/teams/${team.body.id}/keys`, {
    headers: admin,
    json: { name: `${name}-svc` },
  });
  if (minted.status !== 201) throw new Error(`minting a key answered ${minted.status}`);
  return { id: team.body.id, key: minted.body.key };
}

/**
 * Boots the real AppModule on a fresh database, listening on a random loopback port (or on
 * `env.PORT`, for a sandbox whose simulators must reach the bridge's webhook receivers). Vendors
 * are the built-in simulators unless the caller configures them.
 */
export async function startBridge(
  env: Record<string, string> = {},
  /** Another replica: the database of that bridge (PostgreSQL), left to it to drop. */
  replicaOf?: TestBridge,
): Promise<TestBridge> {
  const db = replicaOf?.db ?? (await createTestDatabase());
  const drop = () => (replicaOf ? Promise.resolve() : db.drop());
  const adminKey = replicaOf?.adminKey ?? `admin-${randomBytes(24).toString('hex')}`;
  const saved = { ...process.env };
  Object.assign(process.env, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    BRIDGE_ADMIN_KEY: adminKey,
    WEBHOOK_TOKEN: randomBytes(16).toString('hex'),
    ...db.env,
    ...env,
  });
  try {
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
    const app = moduleRef.createNestApplication({ bodyParser: false, bufferLogs: true });
    configureHttp(app);
    await app.listen(Number(env.PORT ?? 0), '127.0.0.1');
    const { port } = (app.getHttpServer() as { address(): AddressInfo }).address();
    return {
      url: `http://127.0.0.1:${port}`,
      app,
      db,
      adminKey,
      admin: bearer(adminKey),
      close: async () => {
        await app.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  } finally {
    process.env = saved;
  }
}
