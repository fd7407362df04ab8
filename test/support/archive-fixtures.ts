import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../src/platform/database/database-connection.js';
import { runMigrations } from '../../src/platform/database/migrations.js';
import { PrismaService } from '../../src/platform/database/prisma.service.js';
import type { AudioArchive } from '../../src/generated/prisma/client.js';
import { type SttSimulator } from '../../simulators/index.js';
import { type TestDatabase } from './database.js';
import { eventually } from './eventually.js';

export const STT_KEY = 'archive-test-stt-key';

/** In-progress (temporary) files of the filesystem driver under `dataDir`. */
export function tempFiles(dataDir: string): string[] {
  const dir = join(dataDir, 'audio', '.tmp');
  return existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : [];
}

/**
 * Bytes written so far to in-progress files of the filesystem driver; a file removed between the
 * listing and its stat (published, or cleaned up) counts for nothing.
 */
export const tempBytes = (dataDir: string): number =>
  tempFiles(dataDir).reduce(
    (sum, path) => sum + (statSync(path, { throwIfNoEntry: false })?.size ?? 0),
    0,
  );

/** Creates a live job at the simulator, sets its audio size and (by default) ends its session. */
export async function createLiveJobAtVendor(
  sim: SttSimulator,
  size: number,
  end = true,
): Promise<string> {
  const res = await fetch(`${sim.url}/v2/live`, {
    method: 'POST',
    headers: { 'x-service-key': STT_KEY, 'content-type': 'application/json' },
    body: '{}',
  });
  if (res.status !== 201) throw new Error(`simulator refused the live job: ${res.status}`);
  const { id } = (await res.json()) as { id: string };
  sim.setAudioSize(id, size);
  if (end) await sim.endSession(id);
  return id;
}

/** The bridge's record of a live job (what the proxy writes when a team creates one). */
export async function recordLiveJob(
  prisma: PrismaService,
  upstreamId: string,
  status = 'ended',
): Promise<string> {
  const team = await prisma.team.upsert({
    where: { name: 'archive-tests' },
    create: { name: 'archive-tests' },
    update: {},
  });
  const job = await prisma.transcriptionJob.create({
    data: { kind: 'live', upstreamId, teamId: team.id, status },
  });
  return job.id;
}

export function archiveOf(prisma: PrismaService, jobId: string) {
  return prisma.audioArchive.findUnique({ where: { jobId } });
}

/** Waits until the job's archive task is in one of `states`, and returns it. */
export async function waitForArchive(
  prisma: PrismaService,
  jobId: string,
  states: string[],
  timeoutMs = 15_000,
): Promise<AudioArchive> {
  const row = await eventually(async () => {
    const found = await archiveOf(prisma, jobId);
    return found && states.includes(found.state) ? found : null;
  }, timeoutMs);
  return row!;
}

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Requests the simulator received for one job's file. */
export const fileRequests = (sim: SttSimulator, upstreamId: string) =>
  sim.requests.filter((r) => r.path === `/v2/live/${upstreamId}/file`);

/** A Prisma client on a test database, migrated (for tests that run the server as a process). */
export async function openMigrated(db: TestDatabase): Promise<PrismaService> {
  const connection = await openDatabase({ url: db.url, dataDir: db.dataDir, poolSize: 4 });
  await runMigrations(connection, () => undefined);
  return new PrismaService(connection);
}

/** Environment for `node dist/src/main.js` against the simulator and a test database. */
export function serverEnv(
  db: TestDatabase,
  sim: SttSimulator,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    ...db.env,
    LOG_LEVEL: 'warn',
    BRIDGE_ADMIN_KEY: ADMIN_KEY,
    STT_BASE_URL: sim.url,
    STT_API_KEY: STT_KEY,
    ARCHIVE_POLL_INTERVAL_MS: '100',
    ARCHIVE_SWEEP_INTERVAL_MS: '200',
    ...extra,
  };
}

export const ADMIN_KEY = 'archive-tests-admin-key-0123456789';
