import { getMetadataStorage } from 'class-validator';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  startMeetingBotSimulator,
  startSttSimulator,
  type MeetingBotSimulator,
  type SttSimulator,
} from '../simulators/index.js';
import { AppConfig } from '../src/platform/config/app-config.js';
import { EnvDto, type Role, validateEnv } from '../src/platform/config/env.js';
import { openDatabase } from '../src/platform/database/database-connection.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { INGRESS_PATH } from '../src/live/live-core.js';
import {
  createLiveJobAtVendor,
  recordLiveJob,
  STT_KEY,
  waitForArchive,
} from './support/archive-fixtures.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { commandOf, imagesOf, layOut } from './support/docker-image.js';
import { containersOf, type Manifest, readEnvFile, render } from './support/kustomize.js';
import { schemaErrors, unknownFields } from './support/manifest-schemas.js';
import { ROOT, run } from './support/processes.js';
import { type LocalS3, startLocalS3 } from './support/s3-server.js';
import { readOnlyRoot, type ServerProcess, startServerProcess } from './support/server-process.js';

const DEPLOY = join(ROOT, 'deploy', 'kubernetes');
/** Each folder deploys on its own: the one pool, and the API, worker and archiver pools. */
const KUSTOMIZATIONS = ['base', 'pools'];
const MB_KEY = 'mb-kubernetes-key';

/** The values an operator puts in the Secret (secrets.env.example names its keys). */
const secretValues = (databaseUrl: string, s3: { key: string; secret: string }) => ({
  DATABASE_URL: databaseUrl,
  WEBHOOK_TOKEN: randomBytes(32).toString('hex'),
  SECRETS_KEY: randomBytes(32).toString('hex'),
  BRIDGE_ADMIN_KEY: randomBytes(32).toString('hex'),
  STT_API_KEY: STT_KEY,
  MEETING_BOT_API_KEY: MB_KEY,
  MEETING_BOT_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('base64')}`,
  S3_ACCESS_KEY_ID: s3.key,
  S3_SECRET_ACCESS_KEY: s3.secret,
});

type Container = {
  name: string;
  command?: string[];
  args?: string[];
  env?: { name: string; value?: string; valueFrom?: unknown }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  ports?: { name: string; containerPort: number }[];
  lifecycle?: { preStop?: { sleep?: { seconds: number } } };
  readinessProbe?: { httpGet: { path: string; port: string } };
  livenessProbe?: { httpGet: { path: string; port: string } };
  startupProbe?: { httpGet: { path: string; port: string } };
};
type PodSpec = {
  terminationGracePeriodSeconds: number;
  initContainers?: Container[];
  containers: Container[];
};
const podOf = (workload: Manifest) =>
  (workload.spec as { template: { spec: PodSpec } }).template.spec;

/** Every variable EnvDto validates. */
const knownVariables = new Set(
  getMetadataStorage()
    .getTargetValidationMetadatas(EnvDto, '', true, false)
    .map((rule) => rule.propertyName),
);

/**
 * The environment a container gets: the image's, then its envFrom sources (the rendered
 * ConfigMaps, the Secret's values), then its own `env` values.
 */
function environmentOf(
  container: Container,
  objects: Manifest[],
  imageEnv: Record<string, string>,
  secrets: Record<string, string>,
): Record<string, string> {
  const env: Record<string, string> = { ...imageEnv };
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) {
      const map = objects.find(
        (o) => o.kind === 'ConfigMap' && o.metadata.name === source.configMapRef!.name,
      );
      if (!map) throw new Error(`no ConfigMap ${source.configMapRef.name}`);
      Object.assign(env, map.data);
    }
    if (source.secretRef) Object.assign(env, secrets);
  }
  for (const variable of container.env ?? []) {
    const ref = (variable.valueFrom as { secretKeyRef?: { key: string } } | undefined)
      ?.secretKeyRef;
    if (variable.value !== undefined) env[variable.name] = variable.value;
    else if (ref) env[variable.name] = secrets[ref.key]!;
  }
  return env;
}

describe('the Kubernetes manifests', () => {
  const rendered = new Map(KUSTOMIZATIONS.map((name) => [name, render(join(DEPLOY, name))]));
  const image = imagesOf(readFileSync(join(ROOT, 'Dockerfile'), 'utf8')).get('production')!;
  const exampleSecrets = readEnvFile(join(DEPLOY, 'base', 'secrets.env.example'));
  const workloads = (name: string) => rendered.get(name)!.filter((o) => o.kind === 'Deployment');

  it('validate against the Kubernetes API schemas, with no field the API does not know', async () => {
    for (const [name, objects] of rendered) {
      expect({ name, errors: await schemaErrors(objects) }).toEqual({ name, errors: [] });
      expect({ name, unknown: unknownFields(objects) }).toEqual({ name, unknown: [] });
    }
    // The two checks bite: a wrong type, a misspelt field.
    const deployment = structuredClone(workloads('base')[0]!);
    const container = podOf(deployment).containers[0]! as unknown as Record<string, unknown>;
    container.ports = [{ name: 'http', containerPort: 'three thousand' }];
    expect(await schemaErrors([deployment])).toEqual([
      expect.stringMatching(/containerPort must be integer/),
    ]);
    const misspelt = structuredClone(workloads('base')[0]!);
    const probed = podOf(misspelt).containers[0]! as unknown as Record<string, unknown>;
    probed.readinessprobe = probed.readinessProbe;
    expect(unknownFields([misspelt]).join('\n')).toMatch(/'"readinessprobe"' does not exist/);
  });

  it("name in their comments only paths that exist, and Compose passes the vendors' settings", () => {
    const files = [
      'docker-compose.yml',
      ...['kubernetes/base', 'kubernetes/pools', 'monitoring'].flatMap((dir) =>
        readdirSync(join(ROOT, 'deploy', dir)).map((f) => join('deploy', dir, f)),
      ),
    ];
    const missing = files.flatMap((file) => {
      const comments = readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .filter((line) => line.trim().startsWith('#'))
        .join('\n');
      const applied = [...comments.matchAll(/kubectl apply -k (\S+?)`/g)].map((m) =>
        join(m[1]!, 'kustomization.yaml'),
      );
      const named = [...comments.matchAll(/\b((?:deploy|docs)\/[\w/.-]*\w)/g)].map((m) => m[1]!);
      return [...applied, ...named]
        .filter((path) => !existsSync(join(ROOT, path)))
        .map((path) => `${file}: ${path}`);
    });
    expect(missing).toEqual([]);
    const compose = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
    for (const name of ['MEETING_BOT_API_VERSION', 'MEETING_BOT_WEBHOOK_SECRET']) {
      expect(compose).toContain(`${name}: \${${name}:-}`);
    }
  });

  it('set only variables the bridge reads, and every one production requires', () => {
    const filled = secretValues('postgresql://bridge:pw@postgres.internal:5432/bridge', {
      key: 'AKIAEXAMPLE',
      secret: 'example-secret',
    });
    expect(exampleSecrets.map(([name]) => name).sort()).toEqual(Object.keys(filled).sort());
    for (const [name, objects] of rendered) {
      const configMaps = objects.filter((o) => o.kind === 'ConfigMap');
      const set = [
        ...exampleSecrets.map(([variable]) => variable),
        ...configMaps.flatMap((map) => Object.keys(map.data as object)),
        ...workloads(name).flatMap((w) =>
          containersOf(w).flatMap((c) => ((c as Container).env ?? []).map((e) => e.name)),
        ),
      ];
      expect({ name, unknown: set.filter((v) => !knownVariables.has(v)) }).toEqual({
        name,
        unknown: [],
      });
      for (const workload of workloads(name)) {
        for (const container of podOf(workload).containers) {
          const env = environmentOf(container, objects, image.env, filled);
          expect(() => validateEnv(env)).not.toThrow();
          expect(validateEnv(env).NODE_ENV).toBe('production');
        }
      }
    }
    // The example's empty values are not a working configuration: the bridge refuses them.
    const api = workloads('base')[0]!;
    const env = environmentOf(
      podOf(api).containers[0]!,
      rendered.get('base')!,
      image.env,
      Object.fromEntries(exampleSecrets),
    );
    expect(() => validateEnv(env)).toThrow(/WEBHOOK_TOKEN/);
  });

  it('give a pod longer to stop than the load balancer and the bridge take', () => {
    for (const name of KUSTOMIZATIONS) {
      for (const workload of workloads(name)) {
        const pod = podOf(workload);
        for (const container of pod.containers) {
          const env = environmentOf(container, rendered.get(name)!, image.env, {});
          const grace = Number(env.SHUTDOWN_GRACE_MS ?? new EnvDto().SHUTDOWN_GRACE_MS) / 1000;
          const pause = container.lifecycle?.preStop?.sleep?.seconds ?? 0;
          expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(pause + grace + 5);
          // Probes on the container's named port.
          for (const probe of [container.readinessProbe, container.livenessProbe]) {
            expect(container.ports?.map((p) => p.name)).toContain(probe?.httpGet.port);
          }
        }
      }
    }
    // The pods behind the Service leave the load balancer before the server stops accepting.
    const api = podOf(workloads('base')[0]!).containers[0]!;
    expect(api.lifecycle?.preStop?.sleep?.seconds).toBeGreaterThanOrEqual(5);
  });

  it("run the image's command in the API pods, V8's defaults in the workers, whole-heap collections in the archivers", async () => {
    const command = (container: Container) => container.args ?? image.cmd;
    const pods = workloads('pools').map((w) => [w.metadata.name, podOf(w).containers[0]!] as const);
    const byName = Object.fromEntries(pods);
    expect(Object.keys(byName).sort()).toEqual(['bridge', 'bridge-archiver', 'bridge-worker']);
    for (const workload of workloads('base')) {
      expect(command(podOf(workload).containers[0]!)).toEqual(image.cmd);
    }
    expect(command(byName.bridge!)).toEqual(image.cmd);
    // The image's script with no flag.
    expect(command(byName['bridge-worker']!)).toEqual([image.cmd[0], image.cmd.at(-1)]);
    // The image's flags and script, with the one flag added before the script.
    expect(command(byName['bridge-archiver']!)).toEqual([
      ...image.cmd.slice(0, -1),
      '--no-incremental-marking',
      image.cmd.at(-1),
    ]);
    // This Node takes the flags (an unknown one would stop it before the bridge starts).
    const flags = command(byName['bridge-archiver']!).slice(1, -1);
    const started = await run(process.execPath, [...flags, '-e', 'process.exit(0)'], {});
    expect(started).toMatchObject({ code: 0, stderr: '' });
  });

  it('run each background worker in exactly one pool, and archives only in the archivers', () => {
    const objects = rendered.get('pools')!;
    const secrets = secretValues('postgresql://bridge:pw@postgres.internal:5432/bridge', {
      key: 'AKIAEXAMPLE',
      secret: 'example-secret',
    });
    const configs = new Map(
      workloads('pools').map((w) => {
        const env = environmentOf(podOf(w).containers[0]!, objects, image.env, secrets);
        return [w.metadata.name, new AppConfig(validateEnv(env))];
      }),
    );
    // As the bridge runs a worker: where the process has its role and its own setting is on.
    const workers: [string, Exclude<Role, 'api'>, (c: AppConfig) => number][] = [
      ['archive downloads', 'archive', (c) => c.archive.ARCHIVE_CONCURRENCY],
      ['event deliveries', 'events', (c) => c.events.EVENT_DELIVERY_CONCURRENCY],
      ['archive sweep', 'sweeps', (c) => c.archive.ARCHIVE_SWEEP_INTERVAL_MS],
      ['bot reconciler', 'sweeps', (c) => c.bots.BOT_RECONCILE_INTERVAL_MS],
      ['calendar passes', 'sweeps', (c) => c.bots.CALENDAR_RECONCILE_INTERVAL_MS],
    ];
    const pools = ['bridge', 'bridge-worker', 'bridge-archiver'];
    for (const [worker, role, setting] of workers) {
      const running = pools.filter((name) => {
        const config = configs.get(name)!;
        return config.hasRole(role) && setting(config) > 0;
      });
      expect({ worker, running }).toEqual({
        worker,
        running: [role === 'archive' ? 'bridge-archiver' : 'bridge-worker'],
      });
    }
  });

  describe('the image as the Deployment runs it', () => {
    const folders: string[] = [];
    let db: TestDatabase;
    let s3: LocalS3;
    let stt: SttSimulator;
    let mb: MeetingBotSimulator;
    let server: ServerProcess | undefined;
    let prisma: PrismaService | undefined;
    beforeAll(async () => {
      db = await createTestDatabase('postgres', { empty: true });
      s3 = await startLocalS3();
      stt = await startSttSimulator({ apiKey: STT_KEY });
      mb = await startMeetingBotSimulator({ apiKey: MB_KEY });
    });
    afterAll(async () => {
      await server?.stop('SIGKILL');
      await prisma?.$disconnect();
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
      await db?.drop();
      await s3?.close();
      await stt?.close();
      await mb?.close();
    });

    it('migrates, then serves and archives to the bucket on a read-only root filesystem, and routes only public paths', async () => {
      const objects = rendered.get('base')!;
      const pod = podOf(workloads('base')[0]!);
      const root = layOut(image);
      folders.push(root);
      const secrets = secretValues(db.url!, {
        key: s3.env.S3_ACCESS_KEY_ID!,
        secret: s3.env.S3_SECRET_ACCESS_KEY!,
      });
      // Where the pod reaches its services, this test reaches loopback; the image's /app is here.
      const loopback = {
        HOST: '127.0.0.1',
        DATA_DIR: join(root, 'data'),
        STT_BASE_URL: stt.url,
        MEETING_BOT_BASE_URL: mb.url,
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: s3.bucket,
        S3_FORCE_PATH_STYLE: 'true',
        OUTBOUND_ALLOW_PRIVATE: 'true',
        ARCHIVE_POLL_INTERVAL_MS: '100',
      };

      // The init container: the migrations, on an empty database.
      const [migrate] = pod.initContainers!;
      const migrateEnv = environmentOf(migrate!, objects, image.env, secrets);
      const [command, args] = readOnlyRoot(
        root,
        migrate!.command!.map((word, i) => (i === 0 && word === 'node' ? process.execPath : word)),
      );
      const migrated = await run(command, args, migrateEnv, { cwd: root, timeoutMs: 60_000 });
      expect(migrated.code).toBe(0);
      expect((JSON.parse(migrated.stdout) as { applied: string[] }).applied).not.toEqual([]);

      // The bridge's container, with nothing writable (DATA_DIR included).
      const { PORT: _port, ...env } = environmentOf(
        pod.containers[0]!,
        objects,
        image.env,
        secrets,
      );
      expect(env.MIGRATE_ON_START).toBe('false');
      server = await startServerProcess(
        { ...env, ...loopback },
        { ...commandOf(image, root), cwd: root, readOnlyRoot: true },
      );
      const api = pod.containers[0]!;
      for (const probe of [api.startupProbe, api.readinessProbe, api.livenessProbe]) {
        expect((await fetch(`${server.url}${probe!.httpGet.path}`)).status).toBe(200);
      }
      expect((await fetch(`${server.url}/console`)).status).toBe(200);

      // A live session's audio goes to the bucket: nothing of it touches the filesystem.
      const connection = await openDatabase({ url: db.url, dataDir: db.dataDir, poolSize: 2 });
      prisma = new PrismaService(connection);
      const size = 3 * 1024 * 1024 + 7;
      const jobId = await recordLiveJob(prisma, await createLiveJobAtVendor(stt, size));
      await prisma.audioArchive.create({ data: { jobId } });
      const archived = await waitForArchive(prisma, jobId, ['archived'], 30_000);
      expect(archived.sizeBytes).toBe(BigInt(size));
      expect(server.output()).not.toMatch(/EROFS|read-only file system/i);

      // The Ingress routes every public route family, and none of the internal ones.
      const internal = ['/docs', '/health', '/metrics'];
      const ingress = objects.find((o) => o.kind === 'Ingress')!;
      const routed = (
        ingress.spec as { rules: { http: { paths: { path: string }[] } }[] }
      ).rules.flatMap((rule) => rule.http.paths.map((p) => p.path));
      const documented = Object.keys(
        ((await (await fetch(`${server.url}/docs/json`)).json()) as { paths: object }).paths,
      );
      const families = new Set(
        [...documented, INGRESS_PATH, '/console', '/docs', '/metrics'].map(
          (path) => `/${path.split('/')[1]}`,
        ),
      );
      const publicFamilies = [...families].filter((f) => !internal.includes(f)).sort();
      expect([...routed].sort()).toEqual(publicFamilies);
      for (const path of ['/docs', '/health/live', '/metrics']) {
        expect((await fetch(`${server.url}${path}`)).status).toBe(200);
      }

      // SIGTERM (after the preStop pause) ends it cleanly within the grace period.
      expect(await server.stop('SIGTERM')).toBe(0);
    });
  });
});
