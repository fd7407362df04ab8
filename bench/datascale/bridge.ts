import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface BenchBridge {
  url: string;
  admin: { authorization: string };
  close(): Promise<void>;
}

const built = (path: string) =>
  import(pathToFileURL(join(import.meta.dirname, '..', '..', 'dist', 'src', path)).href);

/**
 * The built bridge (`dist/`, with its decorators' metadata) in this process, listening on a
 * loopback port, on `databaseUrl`; its vendors are the built-in simulators. In this process so
 * that the statements it runs can be recorded (StatementRecorder).
 */
export async function startBuiltBridge(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<BenchBridge> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-datascale-'));
  const adminKey = `admin-${randomBytes(24).toString('hex')}`;
  Object.assign(process.env, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    BRIDGE_ADMIN_KEY: adminKey,
    WEBHOOK_TOKEN: randomBytes(16).toString('hex'),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ...env,
  });
  const { AppModule } = await built('app.module.js');
  const { configureHttp } = await built('http-setup.js');
  const app: INestApplication = await NestFactory.create(AppModule, {
    bodyParser: false,
    bufferLogs: true,
    logger: false,
  });
  configureHttp(app);
  await app.listen(0, '127.0.0.1');
  const { port } = (app.getHttpServer() as { address(): AddressInfo }).address();
  return {
    url: `http://127.0.0.1:${port}`,
    admin: { authorization: `Bearer ${adminKey}` },
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
