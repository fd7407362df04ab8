import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  startMeetingBotSimulator,
  startSttSimulator,
  type MeetingBotSimulator,
  type SttSimulator,
} from '../simulators/index.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { eventually } from './support/eventually.js';
import { ROOT, run } from './support/processes.js';
import { type ServerProcess, startServerProcess } from './support/server-process.js';

/** One image of the Dockerfile, as its stages say: environment, files and command. */
interface Image {
  env: Record<string, string>;
  /** `COPY --from=build /app/<from> <to>`, relative to the work directory. */
  copies: { from: string; to: string }[];
  cmd: string[];
}

/**
 * The images the Dockerfile's stages make, by stage name, read from the file itself: a stage
 * built `FROM` another starts with what that one has. Only what a runtime stage uses is read
 * (ENV, COPY from the build stage, CMD); the build stage's output is this repository's own
 * build (`dist/`), which the image's build makes the same way.
 */
function imagesOf(dockerfile: string): Map<string, Image> {
  const images = new Map<string, Image>();
  const lines = dockerfile.replace(/\\\n\s*/g, ' ').split('\n');
  let current: Image | null = null;
  for (const line of lines.map((l) => l.trim())) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) {
      const base = images.get(from[1]!);
      current = base
        ? { env: { ...base.env }, copies: [...base.copies], cmd: [...base.cmd] }
        : { env: {}, copies: [], cmd: [] };
      if (from[2]) images.set(from[2], current);
      continue;
    }
    if (!current) continue;
    if (/^ENV\s/i.test(line)) {
      for (const [, name, value] of line.slice(4).matchAll(/(\w+)=(\S+)/g)) {
        current.env[name!] = value!;
      }
    }
    const copy = /^COPY\s+--from=build\s+\/app\/(\S+)\s+(\S+)/i.exec(line);
    if (copy) current.copies.push({ from: copy[1]!, to: copy[2]! });
    const cmd = /^CMD\s+(\[.*\])/i.exec(line);
    if (cmd) current.cmd = JSON.parse(cmd[1]!) as string[];
  }
  return images;
}

/** The image's files in a folder of their own; node_modules is linked, not copied. */
function layOut(image: Image): string {
  const root = mkdtempSync(join(tmpdir(), 'bridge-image-'));
  for (const { from, to } of image.copies) {
    const target = join(root, to === './' ? from : to);
    mkdirSync(dirname(target), { recursive: true });
    if (from === 'node_modules') symlinkSync(join(ROOT, from), target, 'dir');
    else cpSync(join(ROOT, from), target, { recursive: true });
  }
  mkdirSync(join(root, 'data'));
  return root;
}

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
    startServerProcess(env, { main: join(root, image.cmd[1]!), cwd: root });

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
    const refused = await run(
      process.execPath,
      [join(root, image.cmd[1]!)],
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
