import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  startMeetingBotSimulator,
  startSttSimulator,
  type MeetingBotSimulator,
  type SttSimulator,
} from '../simulators/index.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { commandOf, type Image, imagesOf, layOut } from './support/docker-image.js';
import { eventually } from './support/eventually.js';
import { ROOT, run } from './support/processes.js';
import { type ServerProcess, startServerProcess } from './support/server-process.js';

/** The Docker images, each started as the Dockerfile and the Compose file say they run. */
describe('the Docker images', () => {
  const images = imagesOf(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));
  const folders: string[] = [];
  let db: TestDatabase;
  let server: ServerProcess | undefined;
  let stt: SttSimulator;
  let mb: MeetingBotSimulator;
  beforeAll(async () => {
    db = await createTestDatabase();
    stt = await startSttSimulator({ apiKey: 'stt-image-key' });
    mb = await startMeetingBotSimulator({ apiKey: 'mb-image-key' });
  });
  afterEach(async () => {
    await server?.stop('SIGKILL');
    server = undefined;
  });
  afterAll(async () => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    await db?.drop();
    await stt?.close();
    await mb?.close();
  });

  /**
   * The image's environment, on loopback and a free port (the image listens on every interface,
   * on port 3000: startServerProcess picks the port).
   */
  const envOf = (image: Image, root: string, more: Record<string, string>) => ({
    ...Object.fromEntries(Object.entries(image.env).filter(([name]) => name !== 'PORT')),
    HOST: '127.0.0.1',
    DATA_DIR: join(root, 'data'),
    DATABASE_URL: db.env.DATABASE_URL ?? '',
    ...more,
  });
  const production = () => ({
    PUBLIC_BASE_URL: 'https://bridge.example.com',
    WEBHOOK_TOKEN: randomBytes(16).toString('hex'),
    SECRETS_KEY: randomBytes(24).toString('hex'),
    BRIDGE_ADMIN_KEY: randomBytes(24).toString('hex'),
  });
  const start = (image: Image, env: Record<string, string>, root: string) =>
    startServerProcess(env, { ...commandOf(image, root), cwd: root });

  it('builds a default image of the bridge alone, which runs in production with its vendors', async () => {
    const image = images.get('production')!;
    expect(image.env.NODE_ENV).toBe('production');
    expect(image.copies.some((c) => c.from.includes('simulators'))).toBe(false);
    const root = layOut(image);
    folders.push(root);
    server = await start(
      image,
      envOf(image, root, {
        ...production(),
        STT_BASE_URL: stt.url,
        STT_API_KEY: 'stt-image-key',
        MEETING_BOT_BASE_URL: mb.url,
        MEETING_BOT_API_KEY: 'mb-image-key',
        OUTBOUND_ALLOW_PRIVATE: 'true',
      }),
      root,
    );
    expect((await fetch(`${server.url}/health/ready`)).status).toBe(200);
    expect((await fetch(`${server.url}/console`)).status).toBe(200);

    // Without vendors it refuses to start, saying what to set.
    const { nodeArgs, main } = commandOf(image, root);
    const refused = await run(
      process.execPath,
      [...nodeArgs, main],
      envOf(image, root, production()),
      { cwd: root, timeoutMs: 30_000 },
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/STT_BASE_URL: required when NODE_ENV=production/);
  });

  it('builds a sandbox image that Compose runs: the simulators serve when no vendor is set', async () => {
    const compose = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
    const target = /^\s+target:\s*(\S+)/m.exec(compose)?.[1];
    const image = images.get(target ?? 'production')!;
    expect(image.copies.some((c) => c.from === 'dist/simulators')).toBe(true);
    const root = layOut(image);
    folders.push(root);
    // As Compose starts it when no vendor is set: NODE_ENV=development.
    server = await start(image, envOf(image, root, { NODE_ENV: 'development' }), root);
    // Pretty logs go through a worker thread: the line may come after the server is ready.
    await eventually(async () => /SANDBOX MODE/.test(server!.output()));
    expect((await fetch(`${server.url}/health/ready`)).status).toBe(200);
  });
});
